import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { Link } from 'wouter';
import { links } from '../../app/routes.ts';
import { useCurrentUser } from '../../db/index.ts';
import { ResendActivationButton } from './ResendActivationButton.tsx';
import './signup.css';

/** /activate/error: 'Activation failed', with a fresh link for a logged-in not_confirmed member. */
export default function ActivateErrorScreen() {
  const { i18n } = useLingui();
  const user = useCurrentUser();
  return (
    <div className="container page signup-page">
      <section className="card signup-card stack" aria-labelledby="activate-error-title">
        <h1 id="activate-error-title">{i18n._(msg`Activation failed`)}</h1>
        <p>
          <Trans>The link has expired or was already used.</Trans>
        </p>
        {user?.status === 'not_confirmed' && <ResendActivationButton className="btn btn-primary" />}
        {user?.status === 'confirmed' && (
          <p>
            <Trans>
              Your e-mail address is already confirmed. <Link href={links.members()}>Search members</Link>
            </Trans>
          </p>
        )}
        {user === null && (
          <Link href={links.login()} className="btn btn-primary">
            <Trans>Log in to get a new link</Trans>
          </Link>
        )}
      </section>
    </div>
  );
}
