import { useEffect } from 'react';
import { useCurrentUser } from '../../db/index.ts';
import { useShop } from '../../db/index.ts';
import { clearTimeBonus, startTimeBonus } from '../../state/timeBonus.ts';
import { actions } from '../../sync/index.ts';

/**
 * Loads the bonus on login and clears it on logout (SPEC §4): the countdown runs from the stored
 * member's signup, and stops when the server says there is none (used, or the member is paid).
 */
export function useTimeBonusLifecycle(): void {
  const user = useCurrentUser();
  const serverBonus = useShop('timeBonus');
  const memberId = user?.id ?? null;
  const paid = user?.paid_user ?? false;
  const signup = user?.signup_date ?? '';

  useEffect(() => {
    if (memberId === null || paid) {
      clearTimeBonus();
      return;
    }
    void actions.loadTimeBonus();
  }, [memberId, paid]);

  useEffect(() => {
    if (memberId === null || paid) return;
    if (serverBonus && serverBonus.value === null) {
      clearTimeBonus();
      return;
    }
    const endsAt = serverBonus?.value ? Date.parse(serverBonus.value.ends_at) : undefined;
    startTimeBonus({ id: memberId, paid_user: paid, signup_date: signup }, endsAt);
  }, [memberId, paid, signup, serverBonus]);
}
