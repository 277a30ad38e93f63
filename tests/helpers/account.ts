import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { DevMailboxAnswer, type DevMail } from '../../src/contract/account.ts';
import { accountApi, type SignupRequest } from '../../src/contract/signup.ts';
import { UserAnswer } from '../../src/contract/user.ts';
import { sessionCookie } from './server.ts';

export const json = { 'content-type': 'application/json' };

export function uniqueAddress(prefix: string): string {
  return `${prefix}-${Math.random().toString(36).slice(2, 10)}@account.test`;
}

/** A valid signup body; a 30-year-old woman seeking men in Great Britain. */
export function signupBody(overrides: Partial<SignupRequest> = {}, now = new Date()): SignupRequest {
  const birth = `${now.getUTCFullYear() - 30}-05-17`;
  return {
    email: uniqueAddress('signup'),
    name: `Member${Math.floor(Math.random() * 1e6)}`,
    password: 'correct-horse-1',
    date_of_birth: birth,
    gender: 'female',
    seeking: 'male',
    country: 'GB',
    ...overrides,
  };
}

export function post(app: FastifyInstance, url: string, payload: unknown, cookie?: string): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url, headers: { ...json, ...(cookie ? { cookie } : {}) }, payload: payload as object });
}

/** The development mailbox's mails to an address, newest first. */
export async function mailsTo(app: FastifyInstance, to: string): Promise<DevMail[]> {
  const res = await app.inject({ method: 'GET', url: `${accountApi.devMailboxJson}?to=${encodeURIComponent(to)}` });
  expect(res.statusCode, res.body).toBe(200);
  return DevMailboxAnswer.parse(res.json()).mails;
}

/** The path and query of the mail's link to `path` (the action link, not unsubscribe). */
export function linkIn(mail: DevMail | undefined, path: string): string {
  const link = mail?.links.find((l) => new URL(l).pathname === path);
  if (!link) throw new Error(`no ${path} link in ${JSON.stringify(mail?.links)}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

export function tokenOf(pathAndQuery: string): string {
  return new URL(pathAndQuery, 'http://x').searchParams.get('token') ?? '';
}

/** A confirmed member, made through the public signup and its mailed activation link. */
export async function confirmedMember(app: FastifyInstance, now: Date, { prefix = 'member', password = 'first-password-1' } = {}) {
  const body = signupBody({ email: uniqueAddress(prefix), password }, now);
  const res = await post(app, accountApi.signup, body);
  expect(res.statusCode, res.body).toBe(201);
  const { user } = UserAnswer.parse(res.json());
  await app.inject({ method: 'GET', url: linkIn((await mailsTo(app, body.email))[0], accountApi.activate) });
  return { email: body.email, password, id: user.id, cookie: sessionCookie(res), name: body.name };
}
