// What a PostgreSQL error means, by its SQLSTATE (the same codes on PGlite and node-postgres).

/** PostgreSQL's error in `error`'s cause chain (drizzle wraps the driver's): its SQLSTATE and message; null when none. */
export function sqlErrorOf(error: unknown): { code: string; message: string } | null {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return { code, message: typeof message === 'string' ? message : '' };
  }
  return null;
}

function hasSqlState(error: unknown, code: string): boolean {
  return sqlErrorOf(error)?.code === code;
}

/** a unique index refused the write */
export const isUniqueViolation = (error: unknown): boolean => hasSqlState(error, '23505');

/** the deadlock detector aborted the statement's transaction (nothing of it was written) */
export const isDeadlock = (error: unknown): boolean => hasSqlState(error, '40P01');
