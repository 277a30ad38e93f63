import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, gte, inArray, lt, sql, sum } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { checkIban, maskIban, normalizePhone } from '../../src/contract/banking.ts';
import { type DirectDebitConfirmRequest, type DirectDebitRequest } from '../../src/contract/payments.ts';
import type { Db } from '../db/connect.ts';
import { directDebitMandates, paymentAccounts, payments, savedPaymentMethods, smsOutbox } from '../db/schema.ts';
import { ApiFailure } from '../platform/errors.ts';
import type { MemberRow } from '../members/members.ts';
import type { SiteRow } from '../platform/sites.ts';
import { ownOrder } from './orders.ts';
import { applyProviderPayment, type PaymentRow } from './settle.ts';
import { offeredMethods } from './methodOffers.ts';

const LIMIT_WINDOW_MS = 30 * 86_400_000;
const MAX_CODE_ATTEMPTS = 5;

const hashCode = (mandateId: string, code: string): string => createHash('sha256').update(`${mandateId}:${code}`).digest('hex');

async function account(db: Db, memberId: number): Promise<typeof paymentAccounts.$inferSelect> {
  await db.insert(paymentAccounts).values({ memberId }).onConflictDoNothing();
  const [row] = await db.select().from(paymentAccounts).where(eq(paymentAccounts.memberId, memberId));
  if (!row) throw new Error('payment account vanished');
  return row;
}

/** Blocked members and members over their 30-day direct-debit limit are refused (SPEC §8). */
async function checkAllowed(db: Db, memberId: number, amount: number, now: Date): Promise<void> {
  const acc = await account(db, memberId);
  if (acc.directDebitBlocked) throw new ApiFailure(403, 'directdebit_blocked');
  const [used] = await db
    .select({ total: sum(payments.amount) })
    .from(payments)
    .where(
      and(
        eq(payments.memberId, memberId),
        eq(payments.method, 'directdebit'),
        inArray(payments.status, ['pending', 'completed']),
        gte(payments.createdAt, new Date(now.getTime() - LIMIT_WINDOW_MS)),
      ),
    );
  if (Number(used?.total ?? 0) + amount > acc.directDebitLimit) throw new ApiFailure(403, 'directdebit_limit');
}

/** Step 1: the form. Checks the IBAN and phone, then texts a 6-digit code to the phone (SMS outbox). */
export async function startDirectDebit(db: Db, site: SiteRow, member: MemberRow, request: DirectDebitRequest, now: Date): Promise<{ mandateId: string; phoneHint: string }> {
  const order = await ownOrder(db, member.id, request.order_id);
  if (order.status === 'paid') throw new ApiFailure(409, 'order_paid');
  if (!(await offeredMethods(db, site.id, order.country)).includes('directdebit')) throw new ApiFailure(422, 'method_unavailable');
  await checkAllowed(db, member.id, order.amount, now);
  const iban = checkIban(request.iban);
  if (!iban.ok) throw new ApiFailure(400, 'iban_invalid', { issues: [{ path: 'iban', code: iban.problem }] });
  const phone = normalizePhone(request.phone);
  if (!/^\+?\d{8,15}$/.test(phone)) throw new ApiFailure(400, 'invalid_request', { issues: [{ path: 'phone', code: 'invalid_string' }] });
  const mandateId = uuidv7();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.transaction(async (tx) => {
    await tx.insert(directDebitMandates).values({
      id: mandateId,
      memberId: member.id,
      orderId: order.id,
      accountHolder: request.account_holder,
      iban: iban.iban,
      street: request.street,
      houseNumber: request.house_number,
      zip: request.zip,
      city: request.city,
      phone,
      codeHash: hashCode(mandateId, code),
      createdAt: now,
    });
    await tx.insert(smsOutbox).values({ memberId: member.id, phone, body: `${site.name}: your direct debit code is ${code}`, createdAt: now });
  });
  return { mandateId, phoneHint: `•••• ${phone.slice(-2)}` };
}

/** Step 2: the SMS code. A right code confirms the mandate and books the payment once. */
export async function confirmDirectDebit(db: Db, site: SiteRow, member: MemberRow, request: DirectDebitConfirmRequest, now: Date): Promise<PaymentRow> {
  const [mandate] = await db.select().from(directDebitMandates).where(and(eq(directDebitMandates.id, request.mandate_id), eq(directDebitMandates.memberId, member.id)));
  if (!mandate) throw new ApiFailure(404, 'not_found');
  if (mandate.status === 'confirmed' && mandate.paymentId) {
    const [done] = await db.select().from(payments).where(eq(payments.id, mandate.paymentId));
    if (done) return done;
  }
  // the attempt is claimed (one atomic increment, only below MAX_CODE_ATTEMPTS) before the
  // code is judged, so parallel guesses cannot all read the same count and pass it
  const [claimed] = await db
    .update(directDebitMandates)
    .set({ attempts: sql`${directDebitMandates.attempts} + 1` })
    .where(and(eq(directDebitMandates.id, mandate.id), eq(directDebitMandates.status, 'awaiting_code'), lt(directDebitMandates.attempts, MAX_CODE_ATTEMPTS)))
    .returning({ attempts: directDebitMandates.attempts });
  if (!claimed) throw new ApiFailure(400, 'code_invalid');
  const expected = Buffer.from(mandate.codeHash, 'hex');
  const given = Buffer.from(hashCode(mandate.id, request.otp), 'hex');
  if (!timingSafeEqual(expected, given)) {
    if (claimed.attempts >= MAX_CODE_ATTEMPTS) {
      await db
        .update(directDebitMandates)
        .set({ status: 'locked' })
        .where(and(eq(directDebitMandates.id, mandate.id), eq(directDebitMandates.status, 'awaiting_code')));
    }
    throw new ApiFailure(400, 'code_invalid');
  }
  const order = await ownOrder(db, member.id, mandate.orderId);
  if (order.status === 'paid') throw new ApiFailure(409, 'order_paid');
  await checkAllowed(db, member.id, order.amount, now);
  const paymentId = uuidv7();
  const [confirmed] = await db
    .update(directDebitMandates)
    .set({ status: 'confirmed', confirmedAt: now, paymentId })
    .where(and(eq(directDebitMandates.id, mandate.id), eq(directDebitMandates.status, 'awaiting_code')))
    .returning();
  if (!confirmed) throw new ApiFailure(400, 'code_invalid');
  await db.insert(payments).values({
    id: paymentId,
    memberId: member.id,
    orderId: order.id,
    idempotencyKey: `directdebit:${mandate.id}`,
    provider: 'directdebit',
    providerPaymentId: mandate.id,
    method: 'directdebit',
    status: 'pending',
    amount: order.amount,
    currency: order.currency,
    country: order.country,
    createdAt: now,
    updatedAt: now,
  });
  await db
    .insert(savedPaymentMethods)
    .values({ memberId: member.id, method: 'directdebit', label: maskIban(mandate.iban), provider: 'directdebit', providerRef: mandate.id, createdAt: now })
    .onConflictDoNothing();
  const paid = await applyProviderPayment(db, paymentId, { status: 'paid', refunded: false, mandate: null }, { now, refundDays: site.settings.refund_days });
  if (!paid) throw new Error('direct debit payment vanished');
  return paid;
}

/** For repeat orders on a saved mandate: the same block and limit rules. */
export { checkAllowed as checkDirectDebitAllowed };
