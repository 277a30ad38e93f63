import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { links } from '../../app/routes.ts';
import { useCurrentUser } from '../../db/kv.ts';
import { ResendActivationButton } from './ResendActivationButton.tsx';
import { SIGNUP_COMPLETE_FLAG } from './ActivationReminder.tsx';
import { isSmartphone } from './signupState.ts';

/** The complete step: confirm the e-mail address. */
export function StepComplete({ onContinue }: { onContinue?: () => void }) {
  const user = useCurrentUser();
  const email = user?.email ?? '';
  return (
    <div className="stack signup-complete">
      <p className="signup-complete-icon" aria-hidden="true">
        ✉
      </p>
      <h3>
        <Trans>Confirm your e-mail address</Trans>
      </h3>
      <p>
        <Trans>
          We sent a confirmation link to <strong>{email}</strong>. Open it to activate your profile: until then other members cannot reply to you.
        </Trans>
      </p>
      <ResendActivationButton />
      <Link href={isSmartphone() ? `${links.signupMatches()}?${SIGNUP_COMPLETE_FLAG}=1` : links.signupMatches()} className="btn btn-primary btn-lg btn-block" onClick={onContinue}>
        <Trans>See who's waiting for you</Trans>
      </Link>
    </div>
  );
}
