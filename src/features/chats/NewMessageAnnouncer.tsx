import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import type { MessageRow } from '../../db/index.ts';

/** How many announcements the log keeps (older ones were read out already). */
const KEEP = 5;

/**
 * The polite live region of an open conversation: only the other member's messages that arrive
 * while it is open are read out ("Sam: see you at eight"), never the whole list, nor older messages
 * loaded by scrolling up, nor my own (SPEC §2 Chats: message area; docs/decisions/119-accessible-members-area.md).
 */
export function NewMessageAnnouncer({ messages, peerName }: { messages: readonly MessageRow[] | undefined; peerName: string }) {
  const { t } = useLingui();
  /** the newest message time already shown; null until the first list arrived */
  const newest = useRef<number | null>(null);
  const [said, setSaid] = useState<Array<{ id: string; text: string }>>([]);

  useEffect(() => {
    if (!messages || messages.length === 0) {
      if (messages) newest.current ??= 0;
      return;
    }
    const latest = Math.max(...messages.map((m) => m.createdAt));
    const since = newest.current;
    newest.current = Math.max(since ?? 0, latest);
    if (since === null) return;
    const fresh = messages.filter((m) => !m.fromMe && m.createdAt > since);
    if (fresh.length === 0) return;
    const texts = fresh.map((m) => {
      const body = m.body || (m.kind === 'gift' ? t`a gift` : m.kind === 'image' ? t`a photo` : '');
      return { id: m.id, text: t`${peerName}: ${body}` };
    });
    setSaid((before) => [...before, ...texts].slice(-KEEP));
  }, [messages, peerName, t]);

  return (
    <div className="visually-hidden" role="log" aria-live="polite" aria-label={t`New messages`}>
      {said.map((s) => (
        <p key={s.id}>{s.text}</p>
      ))}
    </div>
  );
}
