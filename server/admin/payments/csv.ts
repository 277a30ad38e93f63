import type { AdminPayment } from '../../../src/contract/adminPayments.ts';
import { csvLine } from '../csv.ts';

/** The payments export's columns; cells are written by the console's one CSV writer (../csv.ts). */
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
