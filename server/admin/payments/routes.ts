import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { adminPaymentsApi, PaymentFilter, PaymentListAnswer, PaymentListQuery, RefundAnswer, RefundRequest } from '../../../src/contract/adminPayments.ts';
import type { Db } from '../../db/connect.ts';
import { answer, parseWith } from '../../http.ts';
import type { PaymentProvider } from '../../payments/provider.ts';
import { writeAudit } from '../../staff/audit.ts';
import { requireStaff, staffOfRequest } from '../../staff/guard.ts';
import { csvHeader, csvLine, csvRow } from './csv.ts';
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
export function adminPaymentRoutes(app: FastifyInstance, deps: AdminPaymentsDeps): void {
  const { db, clock } = deps;
  const refunders = new Set(Object.keys(deps.providers).filter((name) => deps.providers[name] !== undefined));
  const view = (): ViewOptions => ({ now: clock(), refunders });

  app.get(adminPaymentsApi.list, { preHandler: requireStaff('support') }, async (request, reply) => {
    const { limit, cursor, ...filter } = parseWith(PaymentListQuery, request.query);
    const [page, totals, sites] = await Promise.all([listPayments(db, filter, { limit, cursor }, view()), totalsOf(db, filter), siteChoices(db)]);
    reply.header('cache-control', 'no-store');
    return answer(reply, PaymentListAnswer, { ...page, totals, sites });
  });

  app.get(adminPaymentsApi.export, { preHandler: requireStaff('admin') }, async (request, reply) => {
    const staff = staffOfRequest(request);
    const filter = parseWith(PaymentFilter, request.query);
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

  app.post(adminPaymentsApi.refund, { preHandler: requireStaff('admin') }, async (request, reply) => {
    const staff = staffOfRequest(request);
    const { id } = parseWith(Params, request.params);
    const { reason } = parseWith(RefundRequest, request.body);
    const result = await refundPayment({ db, clock, providers: deps.providers, log: request.log, ...(deps.onBalanceChanged ? { onBalanceChanged: deps.onBalanceChanged } : {}) }, staff, id, reason, view());
    return answer(reply, RefundAnswer, { payment: result.payment, refunded_now: result.refundedNow });
  });
}
