import { UNREAD_BADGE_CAP } from '../contract/constants.ts';

/** The text of a count badge: null when there is nothing to show, '99+' above the cap (SPEC §9). */
export function badgeCount(count: number | undefined, cap: number = UNREAD_BADGE_CAP): string | null {
  if (!count || count <= 0) return null;
  return count > cap ? `${cap}+` : String(count);
}
