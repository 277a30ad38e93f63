import { Trans, useLingui } from '@lingui/react/macro';
import { Fragment, useEffect, useLayoutEffect, useRef } from 'react';
import { useKv, useMessages, useStalledMessageIds, useThread } from '../../db/index.ts';
import { chat as chatActions } from '../../sync/index.ts';
import { dayKey, dayLabel } from './chatTime.ts';
import { MessageBubble } from './MessageBubble.tsx';
import { giftLabel } from './catalogText.ts';

/**
 * The message area: paged history (scrolling to the top loads older messages), day separators,
 * the history-limit note, and each message with its state. Stays at the bottom as messages arrive.
 */
export function MessageList({ conversationId, peerName }: { conversationId: number; peerName: string }) {
  const { t, i18n } = useLingui();
  const messages = useMessages(conversationId);
  const thread = useThread(conversationId);
  const stalled = useStalledMessageIds();
  const gifts = useKv('gifts');
  const scroller = useRef<HTMLDivElement>(null);
  const stick = useRef(true);
  const loadingOlder = useRef(false);
  const lastId = messages?.[messages.length - 1]?.id;

  useLayoutEffect(() => {
    const el = scroller.current;
    if (el && stick.current) el.scrollTop = el.scrollHeight;
  }, [lastId, messages?.length]);

  useEffect(() => {
    stick.current = true;
  }, [conversationId]);

  const onScroll = () => {
    const el = scroller.current;
    if (!el) return;
    stick.current = el.scrollHeight - el.scrollTop - el.clientHeight < 80;
    if (el.scrollTop < 60 && thread?.hasMore && !loadingOlder.current) {
      loadingOlder.current = true;
      const before = el.scrollHeight;
      void chatActions.loadOlderMessages(conversationId).finally(() => {
        loadingOlder.current = false;
        requestAnimationFrame(() => {
          el.scrollTop += el.scrollHeight - before;
        });
      });
    }
  };

  const giftName = (id: number | null) => {
    const gift = id === null ? undefined : gifts?.find((g) => g.id === id);
    return gift ? giftLabel(i18n, gift) : null;
  };
  const days = thread?.historyDays ?? 0;
  const today = t`Today`;
  const yesterday = t`Yesterday`;
  return (
    <div className="msg-scroller" ref={scroller} onScroll={onScroll} tabIndex={0} aria-label={t`Messages with ${peerName}`} role="region">
      {thread?.historyHidden && !thread.hasMore && (
        <p className="msg-history-note">
          <Trans>Messages older than {days} days are hidden for your privacy.</Trans>
        </p>
      )}
      {thread?.hasMore && (
        <p className="msg-history-note">
          <Trans>Scroll up for older messages.</Trans>
        </p>
      )}
      <ol className="msg-list" aria-live="polite" aria-relevant="additions">
        {(messages ?? []).map((message, i, all) => {
          const previous = all[i - 1];
          const separator = !previous || dayKey(previous.createdAt) !== dayKey(message.createdAt);
          return (
            <Fragment key={message.id}>
              {separator && (
                <li className="msg-day" aria-hidden="false">
                  <span>{dayLabel(i18n, message.createdAt, today, yesterday)}</span>
                </li>
              )}
              <MessageBubble message={message} stalled={stalled?.has(message.id) ?? false} peerName={peerName} giftName={giftName(message.giftId)} />
            </Fragment>
          );
        })}
      </ol>
      {messages !== undefined && messages.length === 0 && (
        <p className="msg-empty">
          <Trans>Say hello to {peerName}!</Trans>
        </p>
      )}
    </div>
  );
}
