import { CREDITS_BADGE_AT } from '../../contract/constants.ts';

export type CreditsBadgeTone = 'warning' | 'danger';

/** SPEC §2: a credits badge at 10 credits or fewer; warning above 0, danger at 0. */
export function creditsBadgeTone(credits: number): CreditsBadgeTone | null {
  if (credits > CREDITS_BADGE_AT) return null;
  return credits > 0 ? 'warning' : 'danger';
}
