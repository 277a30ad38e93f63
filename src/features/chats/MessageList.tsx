import { Trans, useLingui } from '@lingui/react/macro';
import { Fragment, memo, useDeferredValue, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { MESSAGE_WINDOW, useKv, useMessages, useStalledMessageIds, useThread, type MessageRow } from '../../db/index.ts';
import { actions } from '../../sync/index.ts';
import { dayKey, dayLabel } from '../../i18n/chatTime.ts';
import { MessageBubble } from './MessageBubble.tsx';
import { NewMessageAnnouncer } from './NewMessageAnnouncer.tsx';
import { giftLabel } from './catalogText.ts';
import { useThrottled } from './useThrottled.ts';

/** While messages keep changing in bulk, the list re-renders at most this often. */
const BURST_MS = 300;

/** Up to a handful of messages new or changed since what is shown: not a bulk change. */
export function fewChanged(shown: readonly MessageRow[] | undefined, next: readonly MessageRow[] | undefined): boolean {
  if (!shown || !next) return true;
  const before = new Map(shown.map((m) => [m.id, m]));
  let changed = 0;
  for (const message of next) {
    const old = before.get(message.id);
    if (!old || old.state !== message.state || old.version !== message.version) changed += 1;
    if (changed > 5) return false;
  }
  return true;
}

/**
 * The message area: paged history (scrolling to the top shows older stored messages, then loads
 * older ones from the server), day separators, the history-limit note, and each message with its
 * state. Stays at the bottom as messages arrive. Only the newest messages are read and rendered
 * (a window of MESSAGE_WINDOW that grows as the member scrolls up). A memo: the conversation above
 * holds the composer's draft, and each keystroke would otherwise render the whole list again.
 */
export const MessageList = memo(function MessageList({ conversationId, peerName }: { conversationId: number; peerName: string }) {
  const { t, i18n } = useLingui();
  const [shown, setShown] = useState({ conversationId, limit: MESSAGE_WINDOW });
  const limit = shown.conversationId === conversationId ? shown.limit : MESSAGE_WINDOW;
  // a few new or changed messages show at once; a backfill's chunks at most every BURST_MS, and
  // rendered at a lower priority than input, in slices: a burst never holds the main thread
  const messages = useDeferredValue(useThrottled(useMessages(conversationId, limit), BURST_MS, fewChanged));
  const thread = useThread(conversationId);
  const stalled = useStalledMessageIds();
  const gifts = useKv('gifts');
  const scroller = useRef<HTMLDivElement>(null);
  const stick = useRef(true);
  const loadingOlder = useRef(false);
  /** the scroll height before older messages were added above: the view keeps its place */
  const heightBeforeOlder = useRef<number | null>(null);
  const lastId = messages?.[messages.length - 1]?.id;
  // a full window: more may be stored than are shown
  const moreStored = messages !== undefined && messages.length >= limit;

  useLayoutEffect(() => {
    const el = scroller.current;
    if (el && stick.current) el.scrollTop = el.scrollHeight;
  }, [lastId, messages?.length]);

  useLayoutEffect(() => {
    const el = scroller.current;
    const before = heightBeforeOlder.current;
    if (!el || before === null) return;
    heightBeforeOlder.current = null;
    el.scrollTop += el.scrollHeight - before;
  }, [messages]);

  useEffect(() => {
    stick.current = true;
  }, [conversationId]);

  const showOlder = () => setShown({ conversationId, limit: limit + MESSAGE_WINDOW });

  const onScroll = () => {
    const el = scroller.current;
    if (!el) return;
    stick.current = el.scrollHeight - el.scrollTop - el.clientHeight < 80;
    if (el.scrollTop >= 60 || loadingOlder.current || heightBeforeOlder.current !== null) return;
    if (moreStored) {
      heightBeforeOlder.current = el.scrollHeight;
      showOlder();
    } else if (thread?.hasMore) {
      loadingOlder.current = true;
      const before = el.scrollHeight;
      // the page about to arrive falls inside the window
      showOlder();
      void actions.loadOlderMessages(conversationId).finally(() => {
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
      {thread?.historyHidden && !thread.hasMore && !moreStored && (
        <p className="msg-history-note">
          <Trans>Messages older than {days} days are hidden for your privacy.</Trans>
        </p>
      )}
      {(thread?.hasMore || moreStored) && (
        <p className="msg-history-note">
          <Trans>Scroll up for older messages.</Trans>
        </p>
      )}
      <ol className="msg-list">
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
      <NewMessageAnnouncer key={conversationId} messages={messages} peerName={peerName} />
    </div>
  );
});
