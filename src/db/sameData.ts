// What the page's readers of IndexedDB (kv.ts, the live queries of pageDb.ts) compare before they
// hand a value to React (decision 156): a read that gives the same data as the value held keeps the
// value held, so the screens see the same snapshot and render nothing.

/**
 * Whether two values read from IndexedDB hold the same data: plain objects, arrays and primitives
 * compared in depth (what the rows hold), anything else by identity.
 */
export function sameData(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => sameData(item, b[i]));
  }
  if (Object.getPrototypeOf(a) !== Object.prototype || Object.getPrototypeOf(b) !== Object.prototype) return false;
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  return keys.length === Object.keys(right).length && keys.every((key) => Object.hasOwn(right, key) && sameData(left[key], right[key]));
}

/**
 * The rows of a write that change what is stored (decision 157): a row whose stored copy holds the
 * same data is left out, so the write costs IndexedDB nothing and wakes no live query.
 */
export function changedRows<R>(rows: readonly R[], storedOf: (row: R) => unknown): R[] {
  return rows.filter((row) => !sameData(storedOf(row), row));
}
