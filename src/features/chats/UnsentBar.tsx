import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMessages, useStalledMessageIds } from '../../db/index.ts';
import { actions } from '../../sync/index.ts';

/** "Retry all / Delete all" for messages that failed or are waiting for the network (element-web). */
export function UnsentBar({ conversationId }: { conversationId: number }) {
  const { t } = useLingui();
  const messages = useMessages(conversationId);
  const stalled = useStalledMessageIds();
  const unsent = (messages ?? []).filter((m) => m.fromMe && (m.state === 'failed' || (m.state === 'sending' && stalled?.has(m.id))));
  if (unsent.length === 0) return null;
  const count = unsent.length;
  return (
    <div className="unsent-bar" role="status">
      <span>{plural(count, { one: '# message was not sent.', other: '# messages were not sent.' })}</span>
      <button type="button" className="btn btn-outline btn-sm" onClick={() => void actions.retryUnsent(conversationId)}>
        <Trans>Retry all</Trans>
      </button>
      <button type="button" className="btn btn-ghost btn-sm" onClick={() => void actions.discardUnsent(conversationId)} aria-label={t`Delete all unsent messages`}>
        <Trans>Delete all</Trans>
      </button>
    </div>
  );
}
