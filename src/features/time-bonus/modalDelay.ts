import { TIME_BONUS_MODAL_DELAY_S } from '../../contract/constants.ts';
import { TEST_TIME_BONUS_DELAY_COOKIE } from '../../contract/constants.ts';

/**
 * The time-bonus modal's delay in ms: 40 s (SPEC §9). Browser tests shorten it with a cookie that
 * only the TEST_API fixture call POST /api/test/time-bonus-delay sets (a member could set it by
 * hand, which would only change when the modal opens for themselves).
 */
export function timeBonusModalDelayMs(cookie: string = typeof document === 'undefined' ? '' : document.cookie): number {
  const match = new RegExp(`(?:^|;\\s*)${TEST_TIME_BONUS_DELAY_COOKIE}=(\\d{1,3})(?:;|$)`).exec(cookie);
  const seconds = match ? Number(match[1]) : TIME_BONUS_MODAL_DELAY_S;
  return seconds * 1000;
}
