import { Readable } from 'node:stream';
import type { ZodApp } from '../../platform/appDeps.ts';
import { z } from 'zod';
import { adminPaymentsApi, PaymentFilter, PaymentListAnswer, PaymentListQuery, RefundAnswer, RefundRequest } from '../../../src/contract/adminPayments.ts';
import type { Db } from '../../db/connect.ts';
import type { PaymentProvider } from '../../payments/provider.ts';
import { writeAudit } from '../../staff/audit.ts';
import { requireStaff, staffOfRequest } from '../../staff/guard.ts';
import { csvLine } from '../csv.ts';
import { csvHeader, csvRow } from './csv.ts';
import { allPayments, listPayments, siteChoices, totalsOf, type ViewOptions } from './query.ts';
import { refundPayment } from './refund.ts';

export interface AdminPaymentsDeps {
  db: Db;
  clock: () => Date;
  /** the providers enabled on this server: a payment of another can be listed, not refunded */
  providers: Partial<Record<string, PaymentProvider>>;
  onBalanceChanged?: (memberId: number) => void;
}

/** Most rows one export holds; a narrower filter gets the rest. */
export const CSV_MAX_ROWS = 100_000;

const Params = z.object({ id: z.string().min(1).max(100) });

/**
 * The console's payments (decision 130). Support and admins read the list (a member asks whether
 * their payment arrived); the CSV export (member e-mails in bulk) and refunds are the admin's.
 * Every export and refund is audited.
 */
export function adminPaymentRoutes(app: ZodApp, deps: AdminPaymentsDeps): void {
  const { db, clock } = deps;
  const refunders = new Set(Object.keys(deps.providers).filter((name) => deps.providers[name] !== undefined));
  const view = (): ViewOptions => ({ now: clock(), refunders });

  // the staff session before the schemas: a stranger gets 401, never a 400
  app.get(adminPaymentsApi.list, { preValidation: requireStaff('support'), schema: { querystring: PaymentListQuery, response: { 200: PaymentListAnswer } } }, async (request, reply) => {
    const { limit, cursor, ...filter } = request.query;
    const [page, totals, sites] = await Promise.all([listPayments(db, filter, { limit, cursor }, view()), totalsOf(db, filter), siteChoices(db)]);
    // a read of member data is audited (decision 167): who listed which payments of which members, by what filter
    const shown = { payments: page.payments.map((p) => p.id), members: [...new Set(page.payments.map((p) => p.member.id))] };
    await writeAudit(db, { staffId: staffOfRequest(request).id, action: 'payment.list', targetKind: 'payments', after: { filter, ...shown }, at: clock() });
    reply.header('cache-control', 'no-store');
    return { ...page, totals, sites };
  });

  // a CSV stream: the query is declared, the answer is not JSON
  app.get(adminPaymentsApi.export, { preValidation: requireStaff('admin'), schema: { querystring: PaymentFilter } }, async (request, reply) => {
    const staff = staffOfRequest(request);
    const filter = request.query;
    const now = clock();
    await writeAudit(db, { staffId: staff.id, action: 'payment.export', targetKind: 'payments', after: { filter }, at: now });
    async function* lines(): AsyncGenerator<string> {
      // a BOM so that spreadsheet programs read the file as UTF-8
      yield `\uFEFF${csvLine(csvHeader)}`;
      for await (const payment of allPayments(db, filter, view(), CSV_MAX_ROWS)) yield csvRow(payment);
    }
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="payments-${now.toISOString().slice(0, 10)}.csv"`)
      .header('cache-control', 'no-store')
      .header('x-content-type-options', 'nosniff')
      .send(Readable.from(lines()));
  });

  app.post(adminPaymentsApi.refund, { preValidation: requireStaff('admin'), schema: { params: Params, body: RefundRequest, response: { 200: RefundAnswer } } }, async (request) => {
    const staff = staffOfRequest(request);
    const { id } = request.params;
    const { reason } = request.body;
    const result = await refundPayment({ db, clock, providers: deps.providers, log: request.log, ...(deps.onBalanceChanged ? { onBalanceChanged: deps.onBalanceChanged } : {}) }, staff, id, reason, view());
    return { payment: result.payment, refunded_now: result.refundedNow };
  });
}
