import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { CreditsAnswer, OrderAnswer, TransactionAnswer, type PaymentMethodId } from '../../src/contract/payments.ts';
import { UserAnswer } from '../../src/contract/user.ts';
import { sessionCookie, type TestServer } from '../helpers/server.ts';

export const json = { 'content-type': 'application/json' };

export interface Shopper {
  id: number;
  cookie: string;
  /** the country the proxy tells in x-country (the shop's country is the request's) */
  country?: string;
}

/** The shopper's session and, when they have one, the request's country. */
export const shopHeaders = (s: Shopper): Record<string, string> => ({ cookie: s.cookie, ...(s.country ? { 'x-country': s.country } : {}) });

/** A new member (signed up "now" on the fake clock) logged in. */
export async function shopper(t: TestServer, extra: Record<string, unknown> = {}, country?: string): Promise<Shopper> {
  const email = `buyer-${randomUUID()}@pay.test`;
  const password = 'right-password-1';
  const created = await t.app.inject({ method: 'POST', url: '/api/test/members', headers: json, payload: { email, password, ...extra } });
  expect(created.statusCode, created.body).toBe(201);
  const login = await t.app.inject({ method: 'POST', url: '/api/user.php', headers: json, payload: { email, password } });
  expect(login.statusCode, login.body).toBe(200);
  const id = created.json<{ id: number }>().id;
  if (country) {
    const moved = await t.app.inject({ method: 'POST', url: '/api/test/payments/member-country', headers: json, payload: { member_id: id, country } });
    expect(moved.statusCode, moved.body).toBe(200);
  }
  return { id, cookie: sessionCookie(login), ...(country ? { country } : {}) };
}

export async function credits(t: TestServer, s: Shopper) {
  const res = await t.app.inject({ method: 'GET', url: '/api/credits.php', headers: shopHeaders(s) });
  expect(res.statusCode, res.body).toBe(200);
  return CreditsAnswer.parse(res.json());
}

export async function me(t: TestServer, s: Shopper) {
  const res = await t.app.inject({ method: 'GET', url: '/api/user.php', headers: { cookie: s.cookie } });
  return UserAnswer.parse(res.json()).user;
}

export function postOrder(t: TestServer, s: Shopper, payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/order.php', headers: { ...json, ...shopHeaders(s) }, payload });
}

export async function order(t: TestServer, s: Shopper, bundleIndex = 0, discountCode?: string) {
  const { bundles } = await credits(t, s);
  const bundle = bundles[bundleIndex];
  if (!bundle) throw new Error('no bundle');
  const res = await postOrder(t, s, { idempotency_key: randomUUID(), bundle_id: bundle.id, ...(discountCode ? { discount_code: discountCode } : {}) });
  expect(res.statusCode, res.body).toBe(200);
  return { bundle, order: OrderAnswer.parse(res.json()).order };
}

export function postPay(t: TestServer, s: Shopper, orderId: number, method: PaymentMethodId, extra: Record<string, unknown> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/pay.php',
    headers: { ...json, cookie: s.cookie },
    payload: { idempotency_key: randomUUID(), order_id: orderId, method, ...extra },
  });
}

export async function pay(t: TestServer, s: Shopper, orderId: number, method: PaymentMethodId = 'creditcard', extra: Record<string, unknown> = {}) {
  const res = await postPay(t, s, orderId, method, extra);
  expect(res.statusCode, res.body).toBe(200);
  return TransactionAnswer.parse(res.json()).transaction;
}

/** The payer's choice on the sandbox checkout page (a form post, as the browser sends it). */
export async function checkout(t: TestServer, checkoutUrl: string, outcome: 'paid' | 'failed' | 'cancelled' | 'pending') {
  const path = new URL(checkoutUrl).pathname;
  const page = await t.app.inject({ method: 'GET', url: path });
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('What should happen?');
  const res = await t.app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ outcome, brand: 'visa', card_number: '4111 1111 1111 1234' }).toString(),
  });
  expect(res.statusCode).toBe(303);
  return { path, providerId: path.split('/').pop() ?? '', location: String(res.headers.location) };
}

export async function transaction(t: TestServer, s: Shopper, id: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/transaction.php?id=${encodeURIComponent(id)}`, headers: { cookie: s.cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return TransactionAnswer.parse(res.json()).transaction;
}

export function webhook(t: TestServer, providerId: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/payment-webhook.php',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `id=${providerId}`,
  });
}
