// Column builders every schema module shares.
import { sql, type SQL } from 'drizzle-orm';
import { bigint, timestamp } from 'drizzle-orm/pg-core';

/** A timestamp with time zone, read as a Date. */
export const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A timestamptz as the text `Date.prototype.toISOString` writes of it as read by the drivers (UTC,
 * milliseconds, the microseconds cut off): for the answers PostgreSQL builds as JSON (decision 103).
 */
export const isoText = (value: SQL): SQL => sql`to_char(${value} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A value of the one change_seq sequence (sync cursors and message order never use wall-clock time). */
export const seqColumn = (name: string) =>
  bigint(name, { mode: 'number' })
    .notNull()
    .default(sql`nextval('change_seq')`);

/** The `version` column of a member-visible row (bumped on update by migration 0001's trigger). */
export const version = () => seqColumn('version');
