import { Trans, useLingui } from '@lingui/react/macro';
import type { ExcerptMessage } from '../../contract/moderation.ts';
import { When } from '../kit/format.tsx';

/**
 * The conversation excerpt an item names (decision 121), as it was sent. A picture is shown from
 * the console's own address (decision 133): a held message's image reaches no member but its sender.
 */
export function ConversationExcerpt({ excerpt, memberId }: { excerpt: readonly ExcerptMessage[]; memberId: number | null }) {
  const { t } = useLingui();
  if (excerpt.length === 0) return null;
  return (
    <section className="adm-section" aria-labelledby="mod-excerpt-title">
      <h2 id="mod-excerpt-title">
        <Trans>Conversation</Trans>
      </h2>
      <ol className="mod-excerpt">
        {excerpt.map((message) => {
          const sender = message.sender_name;
          return (
            <li key={message.id} className={`mod-message${message.sender_id === memberId ? ' mod-message-member' : ''}${message.named ? ' mod-message-named' : ''}`}>
              <span className="mod-message-head">
                <strong>{sender}</strong> <When iso={message.created_at} />
              </span>
              {message.image ? <img className="mod-message-image" src={message.image} alt={t`Picture sent by ${sender}`} width={200} height={200} loading="lazy" /> : null}
              {message.kind === 'text' || message.body ? <span>{message.body}</span> : message.image ? null : <span>{`[${message.kind}]`}</span>}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
