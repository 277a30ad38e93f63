import { and, eq, sql } from 'drizzle-orm';
import { rows, type Db } from '../db/connect.ts';
import { creditLedger, members } from '../db/schema.ts';
import { isUniqueViolation } from '../db/sqlState.ts';
import { ApiFailure } from '../platform/errors.ts';

/** A database handle or an open transaction: credit changes always run inside the caller's transaction. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export interface CreditChange {
  memberId: number;
  amount: number;
  /** what the change is for: 'message', 'photo_message', 'gift', 'purchase', 'refund', 'bonus'… */
  reason: string;
  /** unique per reason: the message id, the payment id… The same (reason, ref) is booked once. */
  ref: string;
  now: Date;
}

export type ChargeResult = { ok: true; balance: number; alreadyBooked: boolean } | { ok: false; balance: number };

async function balanceOf(db: DbOrTx, memberId: number): Promise<number> {
  const [row] = await db.select({ credits: members.credits }).from(members).where(eq(members.id, memberId));
  return row?.credits ?? 0;
}

async function alreadyBooked(db: DbOrTx, reason: string, ref: string): Promise<boolean> {
  const [row] = await db
    .select({ id: creditLedger.id })
    .from(creditLedger)
    .where(and(eq(creditLedger.reason, reason), eq(creditLedger.ref, ref)));
  return Boolean(row);
}

/**
 * Takes `amount` credits if the balance allows it (two parallel charges can never overspend), and
 * books it once per (reason, ref): a replay answers ok without charging.
 */
export async function chargeCredits(db: DbOrTx, change: CreditChange): Promise<ChargeResult> {
  if (change.amount < 0) throw new Error('chargeCredits takes a positive amount');
  try {
    // one statement: the charge's rule is the database function charge_credits (db/functions,
    // decision 134), which the send's chat_send calls too. Inside a savepoint: a parallel booking of
    // the same (reason, ref) that wins the unique index leaves the caller's transaction usable.
    return await db.transaction(async (sp) => {
      const [row] = await rows<{ r: string }>(
        sp,
        sql`SELECT charge_credits(p_member => ${change.memberId}::int, p_amount => ${change.amount}::int, p_reason => ${change.reason}::text,
          p_ref => ${change.ref}::text, p_now => ${change.now.toISOString()}::timestamptz)::text AS r`,
      );
      const charged = JSON.parse(row?.r ?? '{"ok":false,"balance":0}') as { ok: boolean; balance: number; already_booked?: boolean };
      return charged.ok ? { ok: true as const, balance: charged.balance, alreadyBooked: charged.already_booked === true } : { ok: false as const, balance: charged.balance };
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return { ok: true, balance: await balanceOf(db, change.memberId), alreadyBooked: true };
  }
}

/** Adds `amount` credits once per (reason, ref), however often it is called (webhooks repeat). */
export async function grantCredits(db: DbOrTx, change: CreditChange): Promise<{ granted: boolean; balance: number }> {
  if (change.amount < 0) throw new Error('grantCredits takes a positive amount');
  const booked = await book(db, change, change.amount);
  return { granted: booked.booked, balance: booked.balance };
}

/**
 * Takes `amount` credits back once per (reason, ref), whatever the balance: a refund or a chargeback
 * takes the whole purchase back and the balance may go below zero (decision 130). A later purchase
 * settles it; until then every spend is refused (`spendRefusal`).
 */
export async function takeBackCredits(db: DbOrTx, change: CreditChange): Promise<{ taken: boolean; balance: number }> {
  if (change.amount < 0) throw new Error('takeBackCredits takes a positive amount');
  const booked = await book(db, change, -change.amount);
  return { taken: booked.booked, balance: booked.balance };
}

/**
 * Why a spend the balance cannot pay is refused: the one place that says it (SPEC §5 "sending a
 * message requires enough credits"). A balance below zero (credits taken back by a refund or a
 * chargeback, decision 130) blocks every spend until a purchase settles it, with its own code.
 */
export function spendRefusal(balance: number, cost: number): ApiFailure {
  return new ApiFailure(402, balance < 0 ? 'credits_negative' : 'insufficient_credits', { credits: balance, cost });
}

/** One ledger line of `delta` and the balance moved with it, once per (reason, ref). */
async function book(db: DbOrTx, change: CreditChange, delta: number): Promise<{ booked: boolean; balance: number }> {
  if (await alreadyBooked(db, change.reason, change.ref)) return { booked: false, balance: await balanceOf(db, change.memberId) };
  try {
    return await db.transaction(async (sp) => {
      const [row] = await sp
        .update(members)
        .set({ credits: sql`${members.credits} + ${delta}` })
        .where(eq(members.id, change.memberId))
        .returning({ credits: members.credits });
      if (!row) throw new Error(`member ${change.memberId} not found`);
      await sp.insert(creditLedger).values({
        memberId: change.memberId,
        delta,
        balanceAfter: row.credits,
        reason: change.reason,
        ref: change.ref,
        createdAt: change.now,
      });
      return { booked: true, balance: row.credits };
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return { booked: false, balance: await balanceOf(db, change.memberId) };
  }
}
