import { useLingui } from '@lingui/react/macro';
import type { MessageRow } from '../../db/index.ts';
import { clockTime } from './chatTime.ts';
import { MessageStatus } from './MessageStatus.tsx';

interface Props {
  message: MessageRow;
  stalled: boolean;
  peerName: string;
  giftName: string | null;
}

/** One message: text, picture or gift, its time and (for mine) its delivery state. */
export function MessageBubble({ message, stalled, peerName, giftName }: Props) {
  const { t, i18n } = useLingui();
  const mine = message.fromMe;
  return (
    <li className={`msg ${mine ? 'msg-mine' : 'msg-theirs'} msg-kind-${message.kind}${message.state === 'failed' ? ' is-failed' : ''}`} data-state={message.state}>
      <div className="msg-bubble">
        {message.kind === 'image' && message.image && <img className="msg-image" src={message.image} alt={t`Photo`} loading="lazy" />}
        {message.kind === 'gift' && message.image && <img className="msg-gift" src={message.image} alt={giftName ?? t`Gift`} width={72} height={72} />}
        {message.kind === 'gift' && giftName && <p className="msg-gift-name">{giftName}</p>}
        {message.body && <p className="msg-text">{message.body}</p>}
        <span className="msg-meta">
          <time dateTime={new Date(message.createdAt).toISOString()}>{clockTime(i18n, message.createdAt)}</time>
          {mine && <MessageStatus message={message} stalled={stalled} peerName={peerName} />}
        </span>
      </div>
    </li>
  );
}
