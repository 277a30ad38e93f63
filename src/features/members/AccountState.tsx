import { Plural, Trans } from '@lingui/react/macro';
import type { User } from '../../contract/index.ts';

/** Membership, credit balance and e-mail state as small chips. */
export function AccountState({ user }: { user: User }) {
  const credits = user.credits;
  return (
    <ul className="account-state">
      <li className={user.paid_user ? 'chip chip-premium' : 'chip'}>
        {user.paid_user ? <Trans>Premium member</Trans> : <Trans>Free member</Trans>}
      </li>
      <li className="chip">
        <Plural value={credits} one="# credit" other="# credits" />
      </li>
      {user.status === 'not_confirmed' && (
        <li className="chip chip-warning">
          <Trans>E-mail address not confirmed yet</Trans>
        </li>
      )}
      {user.status === 'pending_deletion' && (
        <li className="chip chip-warning">
          <Trans>Account deletion pending</Trans>
        </li>
      )}
    </ul>
  );
}
