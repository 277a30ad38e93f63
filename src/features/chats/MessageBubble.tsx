import { useLingui } from '@lingui/react/macro';
import { memo, useRef } from 'react';
import type { MessageRow } from '../../db/index.ts';
import { clockTime } from '../../i18n/chatTime.ts';
import { MessageStatus } from './MessageStatus.tsx';
import { useLongPress } from './useLongPress.ts';
import { MaskedText } from '../reports/MaskedText.tsx';
import { MaskedNote, MessageReport } from '../reports/MessageReport.tsx';

interface Props {
  message: MessageRow;
  stalled: boolean;
  peerName: string;
  giftName: string | null;
}

/** Each live query answer brings new row objects: a message renders again only when a field changed. */
function sameProps(a: Props, b: Props): boolean {
  if (a.stalled !== b.stalled || a.peerName !== b.peerName || a.giftName !== b.giftName) return false;
  if (a.message === b.message) return true;
  const keys = Object.keys(a.message) as (keyof MessageRow)[];
  return keys.length === Object.keys(b.message).length && keys.every((key) => a.message[key] === b.message[key]);
}

/** One message: text, picture or gift, its time and (for mine) its delivery state. */
export const MessageBubble = memo(function MessageBubble({ message, stalled, peerName, giftName }: Props) {
  const { t, i18n } = useLingui();
  const mine = message.fromMe;
  const itemRef = useRef<HTMLLIElement>(null);
  // a long press on a received message opens its menu (MessageReport), as a phone's messengers do
  const longPress = useLongPress(() => itemRef.current?.querySelector<HTMLButtonElement>('.msg-actions-button')?.click());
  return (
    <li
      ref={itemRef}
      {...(mine ? {} : longPress)}
      onContextMenu={mine ? undefined : (event) => {
        // the finger's long press opens the message's menu, not the browser's
        if ((event.nativeEvent as PointerEvent).pointerType === 'touch') event.preventDefault();
      }}
      className={`msg ${mine ? 'msg-mine' : 'msg-theirs'} msg-kind-${message.kind}${message.state === 'failed' ? ' is-failed' : ''}`} data-state={message.state}>
      <div className="msg-bubble">
        {message.kind === 'image' && message.image && <img className="msg-image" src={message.image} alt={t`Photo`} loading="lazy" />}
        {message.kind === 'gift' && message.image && <img className="msg-gift" src={message.image} alt={giftName ?? t`Gift`} width={72} height={72} />}
        {message.kind === 'gift' && giftName && <p className="msg-gift-name">{giftName}</p>}
        {message.body && (
          <p className="msg-text">
            <MaskedText body={message.body} />
          </p>
        )}
        <span className="msg-meta">
          <time dateTime={new Date(message.createdAt).toISOString()}>{clockTime(i18n, message.createdAt)}</time>
          {mine && <MessageStatus message={message} stalled={stalled} peerName={peerName} />}
        </span>
      </div>
      {mine && message.masked && <MaskedNote peerName={peerName} />}
      <MessageReport message={message} />
    </li>
  );
}, sameProps);
