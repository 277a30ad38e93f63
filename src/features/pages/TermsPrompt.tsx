import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { links } from '../../app/routes.ts';
import { termsDate } from './termsDate.ts';
import { useTermsStatus } from './useTermsStatus.ts';

/** Asks a member who accepted an older terms version to accept the one in force (SPEC §9). */
export function TermsPrompt() {
  const { i18n, t } = useLingui();
  const [path] = useLocation();
  const { status, accept } = useTermsStatus();
  const [failed, setFailed] = useState(false);
  if (!status?.needs_acceptance) return null;
  const date = termsDate(status.version, i18n);
  return (
    <div className="terms-prompt" role="region" aria-label={t`Terms and conditions`}>
      <p>
        <Trans>We have updated our terms and conditions (version of {date}). Please read and accept them to keep using the site.</Trans>
      </p>
      {failed && (
        <p className="terms-prompt-error" role="alert">
          <Trans>That did not work. Please try again.</Trans>
        </p>
      )}
      <div className="terms-prompt-actions">
        {path !== links.page('terms') && (
          <Link href={links.page('terms')} className="btn btn-ghost">
            <Trans>Read the terms</Trans>
          </Link>
        )}
        <button type="button" className="btn btn-primary" onClick={() => void accept().then((ok) => setFailed(!ok))}>
          <Trans>Accept the new terms</Trans>
        </button>
      </div>
    </div>
  );
}
