import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { useCurrentUser, useKv, useSettings } from '../../db/index.ts';
import { ChatIcon } from './ChatIcon.tsx';
import { CreditsWarning } from './CreditsWarning.tsx';
import { GiftPicker } from './GiftPicker.tsx';
import { ImageButton } from './ImageButton.tsx';
import type { Peer } from './useSend.ts';
import { useSend } from './useSend.ts';

/** Characters left from which the composer shows its counter. */
export const COUNTER_SHOWN_FROM = 100;

/** The send footer: text with a length counter, a picture, a gift (SPEC §2). */
export function Composer({ peer, draft, onDraft, disabled }: { peer: Peer; draft: string; onDraft: (text: string) => void; disabled: boolean }) {
  const { t } = useLingui();
  const settings = useSettings();
  const user = useCurrentUser();
  const price = useKv('icebreakers')?.price ?? settings?.message_credits ?? 0;
  const [giftsOpen, setGiftsOpen] = useState(false);
  const send = useSend(peer);
  const max = settings?.message_length ?? 1000;
  const tooLong = draft.length > max;
  const empty = draft.trim().length === 0;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (empty || tooLong || disabled) return;
    void send('text', draft.trim());
    onDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey) submit();
  };
  const left = max - draft.length;
  const over = -left;
  // the count only near the limit (decision 176): a calm composer until it matters
  const counted = left <= COUNTER_SHOWN_FROM;
  const name = peer.name;

  return (
    <form className="composer" onSubmit={submit}>
      {user && !user.paid_user && user.credits < price && <CreditsWarning name={peer.name} />}
      <div className="composer-row">
        <ImageButton peer={peer} disabled={disabled} />
        <button type="button" className="composer-icon" onClick={() => setGiftsOpen(true)} disabled={disabled} aria-label={t`Send a gift`}>
          <ChatIcon name="gift" />
        </button>
        <label className="visually-hidden" htmlFor="composer-text">
          <Trans>Message to {name}</Trans>
        </label>
        <textarea
          id="composer-text"
          className="composer-text"
          rows={1}
          value={draft}
          onChange={(e) => onDraft(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder={t`Message…`}
          disabled={disabled}
          aria-invalid={tooLong}
          aria-describedby={counted ? 'composer-count' : undefined}
        />
        <button type="submit" className="btn btn-primary composer-send" disabled={empty || tooLong || disabled}>
          <Trans>Send</Trans>
        </button>
      </div>
      {counted && (
        <p id="composer-count" className={`composer-count${tooLong ? ' is-over' : ''}`}>
          {tooLong ? t`${over} characters too many` : t`${left} characters left`}
        </p>
      )}
      {giftsOpen && <GiftPicker peer={peer} onClose={() => setGiftsOpen(false)} />}
    </form>
  );
}
