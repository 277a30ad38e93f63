import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../platform/config.ts';
import type { Db } from '../../db/connect.ts';
import { siteBaseUrl } from '../../notify/mail/baseUrl.ts';
import type { MailService } from '../../notify/mail/service.ts';
import { sessionCookieName, sessionCookieOptions } from '../session/cookie.ts';
import type { MemberRow } from '../../members/members.ts';
import { createSession, SESSION_MS } from '../session/sessions.ts';
import type { SiteDirectory } from '../../platform/sites.ts';
import type { MailKind } from '../../notify/mail/texts/index.ts';
import type { FirstMessageSender } from '../../chat/firstMessages.ts';

/** What the signup and account routes share. */
export interface AccountDeps {
  db: Db;
  config: Config;
  clock: () => Date;
  mail: MailService;
  sites: SiteDirectory;
  /** the chat area's send, for signup-with-message; null while it does not exist */
  firstMessageSender: FirstMessageSender | null;
}

/** The session cookie's options (Secure from PUBLIC_URL, `__Host-sid` on https). */
export function authCookieOptions(config: Config) {
  return sessionCookieOptions(config);
}

/** Starts a session for the member and sets the cookie (signup logs the new member in at once). */
export async function startSession(deps: AccountDeps, request: FastifyRequest, reply: FastifyReply, memberId: number): Promise<void> {
  const token = await createSession(deps.db, memberId, deps.clock());
  reply.setCookie(sessionCookieName(deps.config), token, { ...authCookieOptions(deps.config), maxAge: SESSION_MS / 1000 });
}

/** Renders and queues one of the account mails with its link. */
export function mailMember(
  deps: AccountDeps,
  request: FastifyRequest,
  input: { member: MemberRow; kind: MailKind; path: string; token: string; days: number; to?: string },
): Promise<number> {
  const baseUrl = siteBaseUrl(request, deps.config);
  return deps.mail.send({
    site: request.site,
    member: input.member,
    to: input.to,
    kind: input.kind,
    actionUrl: `${baseUrl}${input.path}?token=${input.token}`,
    baseUrl,
    days: input.days,
  });
}
