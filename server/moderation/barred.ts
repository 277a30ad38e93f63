import { sql, type SQL } from 'drizzle-orm';

// The one home of "a barred member" (decision 121, SPEC §4 members): a member a moderator suspended
// or banned. A barred member has no live session, is found nowhere (search, likes, swipe, match
// finder, profile, public photos), and cannot send or be sent messages. A suspension whose end has
// passed keeps the member barred until they log in again, when login lifts it (memberStatus.ts
// `expireSuspension`): they have no session in between, so nobody is kept from anything they
// could use, and every query stays free of the clock.

export type ModerationState = 'active' | 'warned' | 'suspended' | 'banned';

export const BARRED_STATES: readonly ModerationState[] = ['suspended', 'banned'];

/** The states of a member who is not barred: what every query that finds members admits. */
export const NOT_BARRED_STATES: readonly ModerationState[] = ['active', 'warned'];

/** Whether a member in this moderation state is barred from the site. */
export function isBarred(member: { moderation: string }): boolean {
  return (BARRED_STATES as readonly string[]).includes(member.moderation);
}

/**
 * The SQL spelling of "not barred" for the members row under `alias` (m, p, mm…): every query that
 * excludes a pending deletion excludes a barred member beside it.
 */
export function notBarred(alias: string): SQL {
  if (!/^[a-z_]+$/.test(alias)) throw new Error(`not a table alias: ${alias}`);
  return sql.raw(`${alias}.moderation IN (${NOT_BARRED_STATES.map((state) => `'${state}'`).join(', ')})`);
}
