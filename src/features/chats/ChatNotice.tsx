import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { links } from '../../app/routes.ts';
import { useKv } from '../../db/index.ts';
import { errorMessage } from '../../i18n/errorMessages.ts';
import { actions } from '../../sync/index.ts';

const creditCodes = new Set(['insufficient_credits', 'credits_negative', 'premium_only', 'conversation_limit']);

/**
 * Why the server refused a message or a deletion (SPEC §8): the translated message, a link to buy
 * credits where that helps, and a close button.
 */
export function ChatNotice({ peerName }: { peerName: string }) {
  const { t, i18n } = useLingui();
  const notice = useKv('chatNotice');
  if (!notice) return null;
  const text = errorMessage(i18n, { error: notice.error as 'server_error' }, { name: peerName });
  return (
    <div className="chat-notice" role="alert">
      <p>
        {notice.kind === 'deleteChat' && (
          <>
            <strong>
              <Trans>This conversation could not be deleted.</Trans>
            </strong>{' '}
          </>
        )}
        {text}
      </p>
      <div className="chat-notice-actions">
        {creditCodes.has(notice.error) && (
          <Link className="btn btn-primary btn-sm" href={links.credits()}>
            <Trans>Buy credits</Trans>
          </Link>
        )}
        <button type="button" className="btn btn-ghost btn-sm" onClick={() => void actions.dismissChatNotice()} aria-label={t`Close`}>
          <Trans>Close</Trans>
        </button>
      </div>
    </div>
  );
}
