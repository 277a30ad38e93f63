/**
 * Prices are whole minor units in the API (cents, øre, grosz: every shop currency has two
 * decimals); the console shows and takes them as amounts such as 12.99 or 12,99.
 */
export function toMajor(minor: number): string {
  return (minor / 100).toFixed(2);
}

/** The minor units of a typed amount, or null when it is not one (empty, letters, more than 2 decimals). */
export function toMinor(typed: string): number | null {
  const text = typed.trim().replace(',', '.');
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(text)) return null;
  return Math.round(Number(text) * 100);
}

/** A whole number typed into a field, or null. */
export function toWhole(typed: string): number | null {
  const text = typed.trim();
  return /^\d{1,7}$/.test(text) ? Number(text) : null;
}
