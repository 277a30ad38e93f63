import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { MemberFile } from '../../contract/moderation.ts';
import { WARNING_CATEGORIES, type WarningCategory } from '../../contract/moderationNotices.ts';
import { useWarningCategoryName } from './warningCategories.ts';

/** A member action without the queue item (ItemScreen adds it). */
export type MemberAction =
  | { action: 'warn'; member_id: number; seen_rev: number; reason: string; category: WarningCategory }
  | { action: 'suspend'; member_id: number; seen_rev: number; reason: string; until: string }
  | { action: 'ban'; member_id: number; seen_rev: number; reason: string }
  | { action: 'lift'; member_id: number; seen_rev: number };

type Choice = 'warn' | 'suspend' | 'ban';

const DAY_MS = 86_400_000;

/**
 * Warn (category and reason, told to the member in the app: decision 133), suspend (reason, until
 * when), ban and lift (decision 121). Each names the revision of the member's state this screen
 * showed, so a change by another moderator meanwhile is refused.
 */
export function MemberActions({ member, busy, onAct }: { member: MemberFile; busy: boolean; onAct: (action: MemberAction, done: string) => Promise<boolean> }) {
  const { t } = useLingui();
  const [choice, setChoice] = useState<Choice | null>(null);
  const [reason, setReason] = useState('');
  const [days, setDays] = useState('7');
  const [category, setCategory] = useState<WarningCategory>('other');
  const categoryName = useWarningCategoryName();
  const id = useId();
  const state = member.moderation.state;
  const barred = state === 'suspended' || state === 'banned';
  const base = { member_id: member.id, seen_rev: member.moderation.rev };

  const submit = async () => {
    if (choice === null) return;
    let ok = false;
    if (choice === 'warn') ok = await onAct({ action: 'warn', ...base, reason, category }, t`${member.name} was warned; they are told in the app.`);
    if (choice === 'ban') ok = await onAct({ action: 'ban', ...base, reason }, t`${member.name} is banned; their sessions are ended.`);
    if (choice === 'suspend') {
      const until = new Date(Date.now() + Number(days) * DAY_MS).toISOString();
      ok = await onAct({ action: 'suspend', ...base, reason, until }, t`${member.name} is suspended; their sessions are ended.`);
    }
    if (ok) {
      setChoice(null);
      setReason('');
      setCategory('other');
    }
  };

  return (
    <div className="mod-actions">
      <h3>
        <Trans>Actions</Trans>
      </h3>
      <div className="mod-action-buttons">
        {!barred ? (
          <button type="button" className="btn btn-outline adm-btn-sm" aria-pressed={choice === 'warn'} disabled={busy} onClick={() => setChoice('warn')}>
            <Trans>Warn</Trans>
          </button>
        ) : null}
        {state !== 'banned' ? (
          <button type="button" className="btn btn-outline adm-btn-sm" aria-pressed={choice === 'suspend'} disabled={busy} onClick={() => setChoice('suspend')}>
            <Trans>Suspend</Trans>
          </button>
        ) : null}
        {state !== 'banned' ? (
          <button type="button" className="btn btn-outline adm-btn-sm btn-danger" aria-pressed={choice === 'ban'} disabled={busy} onClick={() => setChoice('ban')}>
            <Trans>Ban</Trans>
          </button>
        ) : null}
        {state !== 'active' ? (
          <button type="button" className="btn btn-primary adm-btn-sm" disabled={busy} onClick={() => void onAct({ action: 'lift', ...base }, t`${member.name} is active again.`)}>
            <Trans>Lift</Trans>
          </button>
        ) : null}
      </div>
      {choice !== null ? (
        <form
          className="adm-form mod-inline-form"
          aria-labelledby={`${id}-title`}
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <p id={`${id}-title`} className="mod-form-title">
            {choice === 'warn' ? <Trans>Warn {member.name}</Trans> : choice === 'suspend' ? <Trans>Suspend {member.name}</Trans> : <Trans>Ban {member.name}</Trans>}
          </p>
          {choice === 'warn' ? (
            // decision 133: the member's notice names the category in their language
            <label className="adm-field">
              <Trans>Category (the member reads it in their language)</Trans>
              <select value={category} onChange={(event) => setCategory(event.target.value as WarningCategory)}>
                {WARNING_CATEGORIES.map((value) => (
                  <option key={value} value={value}>
                    {categoryName(value)}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
          <label className="adm-field">
            <Trans>Reason (the member reads this)</Trans>
            <input value={reason} onChange={(event) => setReason(event.target.value)} required maxLength={500} />
          </label>
          {choice === 'suspend' ? (
            <label className="adm-field">
              <Trans>For how long</Trans>
              <select value={days} onChange={(event) => setDays(event.target.value)}>
                <option value="1">{t`1 day`}</option>
                <option value="3">{t`3 days`}</option>
                <option value="7">{t`7 days`}</option>
                <option value="30">{t`30 days`}</option>
              </select>
            </label>
          ) : null}
          <span className="mod-form-buttons">
            <button type="submit" className={`btn adm-btn-sm ${choice === 'warn' ? 'btn-primary' : 'btn-danger-solid'}`} disabled={busy}>
              {choice === 'warn' ? <Trans>Send warning</Trans> : choice === 'suspend' ? <Trans>Suspend member</Trans> : <Trans>Ban member</Trans>}
            </button>
            <button type="button" className="btn btn-ghost adm-btn-sm" onClick={() => setChoice(null)}>
              <Trans>Cancel</Trans>
            </button>
          </span>
        </form>
      ) : null}
    </div>
  );
}
