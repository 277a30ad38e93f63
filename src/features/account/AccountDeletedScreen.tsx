import { Trans } from '@lingui/react/macro';
import { Link, useSearch } from 'wouter';
import { links } from '../../app/routes.ts';
import { REACTIVATION_DAYS } from '../../contract/constants.ts';
import { useSettings } from '../../db/index.ts';
import './account.css';

/** /account-deleted: the 14-day window; with ?reactivated=1|0 the result of the reactivation link. */
export default function AccountDeletedScreen() {
  const settings = useSettings();
  const reactivated = new URLSearchParams(useSearch()).get('reactivated');
  const days = REACTIVATION_DAYS;
  const support = settings?.support_email ?? '';
  return (
    <div className="container page account-page">
      <section className="card account-card stack" aria-labelledby="deleted-title">
        {reactivated === '1' ? (
          <>
            <h1 id="deleted-title">
              <Trans>Welcome back! Your account is active again</Trans>
            </h1>
            <Link href={links.login()} className="btn btn-primary btn-lg btn-block">
              <Trans>Log in</Trans>
            </Link>
          </>
        ) : reactivated === '0' ? (
          <>
            <h1 id="deleted-title">
              <Trans>The reactivation link has expired or is invalid</Trans>
            </h1>
            <p>
              <Trans>Please contact customer service at {support} if you want to keep your account.</Trans>
            </p>
          </>
        ) : (
          <>
            <h1 id="deleted-title">
              <Trans>Your account has been deleted</Trans>
            </h1>
            <p>
              <Trans>Your profile is no longer visible to other members and you have been logged out.</Trans>
            </p>
            <p className="notice-box">
              <Trans>
                Changed your mind? For {days} days you can reactivate your account with the link in the e-mail we just sent you. After that your personal data is erased for good.
              </Trans>
            </p>
            <p className="muted">
              <Trans>Questions? Contact customer service at {support}.</Trans>
            </p>
            <Link href={links.home()} className="btn btn-outline">
              <Trans>Back to the home page</Trans>
            </Link>
          </>
        )}
      </section>
    </div>
  );
}
