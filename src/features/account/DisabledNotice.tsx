import { Trans } from '@lingui/react/macro';
type NotificationDisabledReason = 'fbl' | 'bounce' | 'unsubscribe';

/** Why e-mails are off (spam complaint, bounce, unsubscribe) and how to turn them back on. */
export function DisabledNotice({ reasons, onReenable, busy }: { reasons: readonly NotificationDisabledReason[]; onReenable: () => void; busy: boolean }) {
  return (
    <div className="notice-box stack" role="alert">
      {reasons.includes('fbl') && (
        <p>
          <Trans>E-mails are turned off because one of our e-mails was marked as spam in your mailbox.</Trans>
        </p>
      )}
      {reasons.includes('bounce') && (
        <p>
          <Trans>E-mails are turned off because they could not be delivered to your address. Check your e-mail address in the settings.</Trans>
        </p>
      )}
      {reasons.includes('unsubscribe') && (
        <p>
          <Trans>E-mails are turned off because you unsubscribed through the link in one of our e-mails.</Trans>
        </p>
      )}
      <button type="button" className="btn btn-secondary" onClick={onReenable} disabled={busy}>
        <Trans>Turn e-mails back on</Trans>
      </button>
    </div>
  );
}
