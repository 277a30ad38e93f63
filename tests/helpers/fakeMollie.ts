import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The test API key the stand-in accepts. */
export const MOLLIE_TEST_API_KEY = 'test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM';

/** A recorded Mollie answer of tests/fixtures/mollie/. */
export const mollieFixture = (name: string): Record<string, unknown> =>
  JSON.parse(readFileSync(new URL(`../fixtures/mollie/${name}.json`, import.meta.url), 'utf8')) as Record<string, unknown>;

export interface MollieRequest {
  method: string;
  url: string;
  auth: string | undefined;
  /** the Idempotency-Key header the official client sends on POSTs */
  idempotencyKey: string | undefined;
  body: Record<string, unknown> | null;
}

/**
 * A local stand-in for api.mollie.com that answers with recorded objects (decision 060). The test
 * file routes the official client's transport (node-fetch) here with `vi.mock` (see
 * payments-mollie.test.ts): the client's own request building, idempotency keys and errors all run.
 */
export class FakeMollie {
  server: Server;
  state = 'payment-open';
  /** the recorded payment a POST /v2/payments answers, and the states of the other payments */
  created = 'payment-open';
  cardState: Record<string, string> = { tr_Card7xQm2d: 'card-first-paid', tr_Rcur9bVt3k: 'card-recurring-paid' };
  failCreate = false;
  /** what POST /v2/payments/{id}/refunds answers: the recorded refund, or Mollie's 422 */
  refundAnswer: 'refund-created' | 'error-422' = 'refund-created';
  requests: MollieRequest[] = [];
  constructor() {
    this.server = createServer((req, res) => {
      void this.handle(req).then(([status, body]) => {
        res.writeHead(status, { 'content-type': 'application/hal+json' });
        res.end(JSON.stringify(body));
      });
    });
  }
  private async handle(req: IncomingMessage): Promise<[number, unknown]> {
    let raw = '';
    for await (const chunk of req) raw += String(chunk);
    const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
    const idempotencyKey = req.headers['idempotency-key'];
    this.requests.push({ method: req.method ?? '', url: req.url ?? '', auth: req.headers.authorization, idempotencyKey: typeof idempotencyKey === 'string' ? idempotencyKey : undefined, body });
    if (req.headers.authorization !== `Bearer ${MOLLIE_TEST_API_KEY}`) return [401, { status: 401, title: 'Unauthorized Request', detail: 'Missing authentication' }];
    if (req.method === 'POST' && req.url === '/v2/payments') return this.failCreate ? [422, mollieFixture('error-422')] : [201, mollieFixture(this.created)];
    if (req.method === 'POST' && req.url === '/v2/customers') return [201, mollieFixture('customer')];
    const refund = /^\/v2\/payments\/(tr_\w+)\/refunds$/.exec(req.url ?? '')?.[1];
    if (req.method === 'POST' && refund) return this.refundAnswer === 'error-422' ? [422, mollieFixture('error-422')] : [201, { ...mollieFixture('refund-created'), paymentId: refund }];
    if (req.method === 'GET' && req.url === '/v2/payments/tr_WDqYK6vllg') return [200, mollieFixture(this.state)];
    const card = /^\/v2\/payments\/(tr_\w+)$/.exec(req.url ?? '')?.[1];
    if (req.method === 'GET' && card && this.cardState[card]) return [200, mollieFixture(this.cardState[card])];
    return [404, { status: 404, title: 'Not Found', detail: 'No payment exists with token' }];
  }
  async listen(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }
}
