import type { AdminPayment } from '../../../src/contract/adminPayments.ts';

/**
 * One CSV cell (RFC 4180): quoted when it holds a quote, a separator or a line break, quotes
 * doubled. Text a spreadsheet would run as a formula (starting with = + - @, a tab or a carriage
 * return; OWASP "CSV injection") gets a leading apostrophe first. Numbers we produce are never guarded.
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  // a NUL never belongs in a cell; other control characters stay visible to the reader
  let text = value.split('\u0000').join('');
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(cells: ReadonlyArray<string | number | null>): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

export const csvHeader = [
  'payment_id',
  'created_at',
  'completed_at',
  'site',
  'member_id',
  'member_name',
  'member_email',
  'country',
  'method',
  'provider',
  'status',
  'amount',
  'currency',
  'credits',
  'refunded_at',
  'charged_back_at',
] as const;

/** Amounts in major units with two decimals (every currency we sell in has two). */
function major(minor: number): string {
  return (minor / 100).toFixed(2);
}

export function csvRow(p: AdminPayment): string {
  return csvLine([
    p.id,
    p.created_at,
    p.completed_at,
    p.site.name,
    p.member.id,
    p.member.name,
    p.member.email,
    p.country,
    p.method,
    p.provider,
    p.status,
    major(p.amount),
    p.currency,
    p.credits,
    p.refunded_at,
    p.charged_back_at,
  ]);
}
