// What a PostgreSQL error means, by its SQLSTATE (the same codes on PGlite and node-postgres).

/** PostgreSQL's error `code` (SQLSTATE) on the error or one of its causes (drizzle wraps the driver's). */
function hasSqlState(error: unknown, code: string): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === code) return true;
  }
  return false;
}

/** a unique index refused the write */
export const isUniqueViolation = (error: unknown): boolean => hasSqlState(error, '23505');

/** the deadlock detector aborted the statement's transaction (nothing of it was written) */
export const isDeadlock = (error: unknown): boolean => hasSqlState(error, '40P01');
