/** IBAN lengths by country (ISO 13616 registry) for the countries direct debit serves and their neighbours. */
export const ibanLengths: Record<string, number> = {
  AT: 20, BE: 16, CH: 21, DE: 22, DK: 18, ES: 24, FI: 18, FR: 27, GB: 22, IE: 22, IT: 27, LU: 20,
  NL: 18, NO: 15, PL: 28, PT: 25, SE: 24,
};

/** Upper case without spaces: 'nl91 abna 0417 1643 00' → 'NL91ABNA0417164300'. */
export function normalizeIban(input: string): string {
  return input.replace(/[\s-]+/g, '').toUpperCase();
}

/** The remainder of the IBAN's mod-97 check; 1 for a valid IBAN. Digits are fed in chunks. */
function mod97(iban: string): number {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const ch of rearranged) {
    const value = ch >= 'A' && ch <= 'Z' ? String(ch.charCodeAt(0) - 55) : ch;
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder;
}

export type IbanProblem = 'format' | 'country' | 'length' | 'checksum';

/** Checks an IBAN: known country, that country's length, and the mod-97 checksum. */
export function checkIban(input: string): { ok: true; iban: string } | { ok: false; problem: IbanProblem } {
  const iban = normalizeIban(input);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban)) return { ok: false, problem: 'format' };
  const length = ibanLengths[iban.slice(0, 2)];
  if (length === undefined) return { ok: false, problem: 'country' };
  if (iban.length !== length) return { ok: false, problem: 'length' };
  if (mod97(iban) !== 1) return { ok: false, problem: 'checksum' };
  return { ok: true, iban };
}

/** SPEC §9 phone helper: strips hyphens and whitespace ('+31 6-1234 5678' → '+31612345678'). */
export function normalizePhone(input: string): string {
  return input.replace(/[\s-]+/g, '');
}

/** 'NL91ABNA0417164300' → 'NL91 •••• 4300' for saved methods and receipts. */
export function maskIban(iban: string): string {
  return `${iban.slice(0, 4)} •••• ${iban.slice(-4)}`;
}
