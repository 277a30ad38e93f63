import { useLingui } from '@lingui/react/macro';
import type { MessageRow } from '../../db/index.ts';
import { errorMessage } from '../../i18n/errorMessages.ts';

/** The delivery state of my message as an icon with its meaning as text. */
export function MessageStatus({ message, stalled, peerName }: { message: MessageRow; stalled: boolean; peerName: string }) {
  const { t, i18n } = useLingui();
  if (message.state === 'failed') {
    const reason = errorMessage(i18n, { error: (message.failReason ?? 'server_error') as 'server_error' }, { name: peerName });
    return (
      <span className="msg-status msg-status-failed">
        <span aria-hidden="true">!</span> {t`Not sent: ${reason}`}
      </span>
    );
  }
  const label =
    message.state === 'sending' ? (stalled ? t`Not sent yet, waiting for the network` : t`Sending`) : message.state === 'sent' ? t`Sent` : t`Read`;
  const icon = message.state === 'sending' ? '◷' : message.state === 'sent' ? '✓' : '✓✓';
  return (
    <span className={`msg-status msg-status-${message.state}`} title={label}>
      <span aria-hidden="true">{icon}</span>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
