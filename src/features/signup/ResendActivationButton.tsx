import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { errorMessage, type ActionError } from '../../i18n/index.ts';
import { actions } from '../../sync/index.ts';

/** Sends the confirmation e-mail again and says so. */
export function ResendActivationButton({ className = 'btn btn-outline' }: { className?: string }) {
  const { i18n } = useLingui();
  const [state, setState] = useState<'idle' | 'busy' | 'sent'>('idle');
  const [error, setError] = useState<ActionError | null>(null);
  const resend = async () => {
    setState('busy');
    setError(null);
    const result = await actions.resendActivation();
    if (result.ok) setState('sent');
    else {
      setState('idle');
      setError(result.error);
    }
  };
  return (
    <span className="resend">
      <button type="button" className={className} onClick={() => void resend()} disabled={state === 'busy'} aria-busy={state === 'busy'}>
        <Trans>Send the e-mail again</Trans>
      </button>
      {state === 'sent' && (
        <span role="status" className="signup-ok">
          <Trans>We sent you a new confirmation e-mail.</Trans>
        </span>
      )}
      {error && <span role="alert">{errorMessage(i18n, error)}</span>}
    </span>
  );
}
