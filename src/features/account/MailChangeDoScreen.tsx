import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { Link, useSearch } from 'wouter';
import { links } from '../../app/routes.ts';
import { errorMessage } from '../../i18n/index.ts';
import { refresh } from '../../sync/index.ts';
import './account.css';

/** /mail-change/do?result=ok|taken|error: the outcome of the e-mail change link. */
export default function MailChangeDoScreen() {
  const { i18n } = useLingui();
  const result = new URLSearchParams(useSearch()).get('result');
  useEffect(() => {
    if (result === 'ok') void refresh();
  }, [result]);
  return (
    <div className="container page account-page">
      <section className="card account-card stack" aria-labelledby="mail-change-title">
        <h1 id="mail-change-title">
          <Trans>Change e-mail address</Trans>
        </h1>
        {result === 'ok' ? (
          <p className="form-success" role="status">
            <Trans>Your new e-mail address is confirmed. Use it from now on to log in.</Trans>
          </p>
        ) : (
          <p className="form-error" role="alert">
            {result === 'taken' ? errorMessage(i18n, { error: 'email_taken' }) : errorMessage(i18n, { error: 'link_invalid' })}
          </p>
        )}
        <Link href={links.settings()} className="btn btn-primary">
          <Trans>Go to settings</Trans>
        </Link>
      </section>
    </div>
  );
}
