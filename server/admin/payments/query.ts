import { and, desc, eq, gte, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AdminPayment, CurrencyTotal, PaymentFilter } from '../../../src/contract/adminPayments.ts';
import { rows, type Db } from '../../db/connect.ts';
import { members, orders, payments, sites } from '../../db/schema.ts';
import type { DbOrTx } from '../../payments/credits.ts';

const DAY_MS = 86_400_000;
/** how long an admin's refund claim blocks a second one while the provider is asked (refund.ts) */
export const REFUND_CLAIM_MS = 60_000;

/** The WHERE of a filter (SPEC-free: the console's own filters, decision 130). */
export function filterWhere(filter: PaymentFilter): SQL | undefined {
  const where: SQL[] = [];
  if (filter.site_id !== undefined) where.push(eq(members.siteId, filter.site_id));
  if (filter.country !== undefined) where.push(eq(payments.country, filter.country));
  if (filter.method !== undefined) where.push(eq(payments.method, filter.method));
  if (filter.member_id !== undefined) where.push(eq(payments.memberId, filter.member_id));
  if (filter.from !== undefined) where.push(gte(payments.createdAt, new Date(`${filter.from}T00:00:00Z`)));
  if (filter.to !== undefined) where.push(lt(payments.createdAt, new Date(new Date(`${filter.to}T00:00:00Z`).getTime() + DAY_MS)));
  switch (filter.status) {
    case undefined:
      break;
    case 'refunded':
      where.push(isNotNull(payments.refundedAt), isNull(payments.chargedBackAt));
      break;
    case 'charged_back':
      where.push(isNotNull(payments.chargedBackAt));
      break;
    case 'completed':
      where.push(eq(payments.status, 'completed'), isNull(payments.refundedAt));
      break;
    default:
      where.push(eq(payments.status, filter.status));
  }
  return where.length > 0 ? and(...where) : undefined;
}

const selection = {
  payment: payments,
  memberName: members.name,
  memberEmail: members.email,
  memberCredits: members.credits,
  siteId: sites.id,
  siteName: sites.name,
  refundDays: sql<number>`(${sites.settings}->>'refund_days')::int`,
  credits: sql<number>`${orders.credits} + ${orders.bonus}`,
};

export interface ViewOptions {
  now: Date;
  /** providers that can refund (configured on this server) */
  refunders: ReadonlySet<string>;
}

type Found = Awaited<ReturnType<typeof selectPayments>>[number];

function selectPayments(db: DbOrTx, where: SQL | undefined, limit: number) {
  return (db as Db)
    .select(selection)
    .from(payments)
    .innerJoin(members, eq(members.id, payments.memberId))
    .innerJoin(sites, eq(sites.id, members.siteId))
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(where)
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(limit);
}

export function viewOf(found: Found, options: ViewOptions): AdminPayment {
  const p = found.payment;
  const until = p.status === 'completed' && p.completedAt ? new Date(p.completedAt.getTime() + Number(found.refundDays) * DAY_MS) : null;
  const pending = p.refundedAt === null && p.refundRequestedAt !== null && options.now.getTime() - p.refundRequestedAt.getTime() < REFUND_CLAIM_MS;
  const refundable =
    until !== null &&
    p.refundedAt === null &&
    p.chargedBackAt === null &&
    !pending &&
    p.providerPaymentId !== null &&
    options.refunders.has(p.provider) &&
    options.now.getTime() <= until.getTime();
  return {
    id: p.id,
    created_at: p.createdAt.toISOString(),
    completed_at: p.completedAt?.toISOString() ?? null,
    member: { id: p.memberId, name: found.memberName, email: found.memberEmail, credits: found.memberCredits },
    site: { id: found.siteId, name: found.siteName },
    country: p.country,
    method: p.method,
    provider: p.provider,
    status: p.status,
    amount: p.amount,
    currency: p.currency,
    credits: Number(found.credits),
    refunded_at: p.refundedAt?.toISOString() ?? null,
    charged_back_at: p.chargedBackAt?.toISOString() ?? null,
    refund_pending: pending,
    refundable_until: until?.toISOString() ?? null,
    refundable,
  };
}

/** `created_at|id` of the last row: the next page starts below it. */
function cursorOf(p: AdminPayment): string {
  return `${p.created_at}|${p.id}`;
}

function afterCursor(cursor: string | undefined): SQL | undefined {
  if (!cursor) return undefined;
  const [at, id] = cursor.split('|');
  const when = at ? new Date(at) : null;
  if (!when || Number.isNaN(when.getTime()) || !id) return undefined;
  return or(lt(payments.createdAt, when), and(eq(payments.createdAt, when), lt(payments.id, id)));
}

/** One page of the filtered list, newest first. */
export async function listPayments(db: Db, filter: PaymentFilter, page: { limit: number; cursor?: string | undefined }, options: ViewOptions) {
  const found = await selectPayments(db, and(filterWhere(filter), afterCursor(page.cursor)), page.limit + 1);
  const list = found.slice(0, page.limit).map((f) => viewOf(f, options));
  const last = list[list.length - 1];
  return { payments: list, next: found.length > page.limit && last ? cursorOf(last) : null };
}

/** Every row of the filter in pages (the CSV export), newest first. */
export async function* allPayments(db: Db, filter: PaymentFilter, options: ViewOptions, max: number): AsyncGenerator<AdminPayment> {
  let cursor: string | undefined;
  let seen = 0;
  while (seen < max) {
    const page = await listPayments(db, filter, { limit: Math.min(500, max - seen), cursor }, options);
    for (const p of page.payments) yield p;
    seen += page.payments.length;
    if (!page.next) return;
    cursor = page.next;
  }
}

/** One payment as the console shows it. */
export async function paymentView(db: DbOrTx, id: string, options: ViewOptions): Promise<AdminPayment | undefined> {
  const [found] = await selectPayments(db, eq(payments.id, id), 1);
  return found ? viewOf(found, options) : undefined;
}

/** Totals per currency of everything the filter matches (one aggregate statement). */
export async function totalsOf(db: Db, filter: PaymentFilter): Promise<CurrencyTotal[]> {
  const where = filterWhere(filter);
  const found = await rows<{ currency: CurrencyTotal['currency']; payments: number; completed: number; paid: number; refunded: number }>(
    db,
    sql`SELECT ${payments.currency} AS currency, count(*)::int AS payments,
          count(*) FILTER (WHERE ${payments.status} = 'completed')::int AS completed,
          coalesce(sum(${payments.amount}) FILTER (WHERE ${payments.status} = 'completed'), 0)::bigint AS paid,
          coalesce(sum(${payments.amount}) FILTER (WHERE ${payments.status} = 'completed' AND ${payments.refundedAt} IS NOT NULL), 0)::bigint AS refunded
        FROM ${payments} JOIN ${members} ON ${members.id} = ${payments.memberId}
        ${where ? sql`WHERE ${where}` : sql``}
        GROUP BY ${payments.currency} ORDER BY ${payments.currency}`,
  );
  return found.map((r) => {
    const paid = Number(r.paid);
    const refunded = Number(r.refunded);
    return { currency: r.currency, payments: Number(r.payments), completed: Number(r.completed), paid, refunded, net: paid - refunded };
  });
}

export async function siteChoices(db: Db): Promise<Array<{ id: number; name: string }>> {
  return db.select({ id: sites.id, name: sites.name }).from(sites).orderBy(sites.name);
}
