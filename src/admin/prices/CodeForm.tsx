import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { adminDiscountCodePath, adminPricesApi, DISCOUNT_CODE_PATTERN, DiscountCodeAnswer, type AdminDiscountCode, type PriceSite } from '../../contract/adminPrices.ts';
import { staffCall } from '../api.ts';
import { useStaffAction } from '../kit/action.ts';
import { toWhole } from './money.ts';

interface Draft {
  code: string;
  site: string;
  kind: 'percentage' | 'bonus';
  value: string;
  uses: 'once' | 'times' | 'unlimited';
  times: string;
  from: string;
  until: string;
  first: boolean;
  country: string;
  active: boolean;
}

/** A datetime-local field's text for an ISO time (local time), and back. */
const localOf = (iso: string | null): string => {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};
const isoOf = (local: string): string | null => (local ? new Date(local).toISOString() : null);

export const draftOf = (c: AdminDiscountCode | null): Draft => ({
  code: c?.code ?? '',
  site: c?.site_id === null || c?.site_id === undefined ? '' : String(c.site_id),
  kind: c?.kind ?? 'percentage',
  value: c ? String(c.kind === 'bonus' ? c.bonus_credits : c.percentage) : '',
  uses: c?.uses_per_member === 1 || !c ? 'once' : c.uses_per_member === null ? 'unlimited' : 'times',
  times: c?.uses_per_member && c.uses_per_member > 1 ? String(c.uses_per_member) : '2',
  from: localOf(c?.valid_from ?? null),
  until: localOf(c?.valid_until ?? null),
  first: c?.first_purchase_only ?? false,
  country: c?.country ?? '',
  active: c?.active ?? true,
});

type Problem = 'code' | 'percentage' | 'bonus' | 'times' | 'window' | 'country';

/** The body of a draft, or the field that keeps it from being sent. */
function bodyOf(d: Draft) {
  const value = d.kind === 'percentage' ? Number(d.value.replace(',', '.')) : toWhole(d.value);
  const times = toWhole(d.times);
  const problem = (p: Problem) => ({ problem: p });
  if (!DISCOUNT_CODE_PATTERN.test(d.code.trim().toUpperCase())) return problem('code');
  if (d.kind === 'percentage' && !(d.value.trim() !== '' && value !== null && Number.isFinite(value) && value >= 1 && value <= 100)) return problem('percentage');
  if (d.kind === 'bonus' && !(value !== null && value >= 1)) return problem('bonus');
  if (d.uses === 'times' && !(times !== null && times >= 2)) return problem('times');
  if (d.from && d.until && new Date(d.until) <= new Date(d.from)) return problem('window');
  if (d.country && !/^[A-Za-z]{2}$/.test(d.country.trim())) return problem('country');
  return {
    site_id: d.site === '' ? null : Number(d.site),
    kind: d.kind,
    percentage: d.kind === 'percentage' ? value : null,
    bonus_credits: d.kind === 'bonus' ? value : null,
    uses_per_member: d.uses === 'once' ? 1 : d.uses === 'times' ? times : null,
    valid_from: isoOf(d.from),
    valid_until: isoOf(d.until),
    first_purchase_only: d.first,
    country: d.country.trim() === '' ? null : d.country.trim().toUpperCase(),
    active: d.active,
  };
}

interface Props {
  sites: PriceSite[];
  /** the code being changed, or null for a new one */
  editing: AdminDiscountCode | null;
  onDone: (message: string) => void;
  onCancel: () => void;
}

/** Create a code, or change one (its text stays: orders and members name it). */
export function CodeForm({ sites, editing, onDone, onCancel }: Props) {
  const { t } = useLingui();
  const [draft, setDraft] = useState(() => draftOf(editing));
  const action = useStaffAction();
  const busy = action.busy;
  const set = (patch: Partial<Draft>) => setDraft({ ...draft, ...patch });
  const body = bodyOf(draft);
  const editingCode = editing?.code ?? null;
  const problems: Record<Problem, string> = {
    code: t`A code has 3 to 40 letters, digits, - or _.`,
    percentage: t`The percentage is a number from 1 to 100.`,
    bonus: t`Bonus credits are a whole number above 0.`,
    times: t`Uses per member are a whole number from 2.`,
    window: t`Valid until must be after valid from.`,
    country: t`The country is a two-letter code such as DE.`,
  };
  const problem = 'problem' in body ? problems[body.problem] : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if ('problem' in body) return;
    void action.run(
      () =>
        editing
          ? staffCall(DiscountCodeAnswer, adminDiscountCodePath(editing.code), { method: 'POST', body })
          : staffCall(DiscountCodeAnswer, adminPricesApi.discountCodes, { method: 'POST', body: { ...body, code: draft.code } }),
      (answer) => {
        const code = answer.code.code;
        onDone(editing ? t`Code ${code} saved.` : t`Code ${code} created.`);
      },
    );
  };
  return (
    <section className="adm-card adm-section" aria-labelledby="prc-code-form">
      <h2 id="prc-code-form">{editingCode ? t`Change code ${editingCode}` : t`New discount code`}</h2>
      <form className="adm-form adm-form-grid" onSubmit={submit} noValidate>
        <label className="adm-field">
          <span>
            <Trans>Code</Trans>
          </span>
          <input value={draft.code} onChange={(e) => set({ code: e.target.value })} readOnly={editing !== null} autoComplete="off" autoCapitalize="characters" maxLength={40} />
        </label>
        <label className="adm-field">
          <span>
            <Trans>Site</Trans>
          </span>
          <select value={draft.site} onChange={(e) => set({ site: e.target.value })}>
            <option value="">{t`Every site`}</option>
            {sites.map((s) => (
              <option key={s.id} value={String(s.id)}>
                {s.name}
              </option>
            ))}
          </select>
        </label>
        <label className="adm-field">
          <span>
            <Trans>Kind</Trans>
          </span>
          <select value={draft.kind} onChange={(e) => set({ kind: e.target.value as Draft['kind'] })}>
            <option value="percentage">{t`Percentage off`}</option>
            <option value="bonus">{t`Bonus credits`}</option>
          </select>
        </label>
        <label className="adm-field">
          <span>{draft.kind === 'percentage' ? t`Percentage (1–100)` : t`Bonus credits per order`}</span>
          <input inputMode="decimal" value={draft.value} onChange={(e) => set({ value: e.target.value })} />
        </label>
        <label className="adm-field">
          <span>
            <Trans>Uses per member</Trans>
          </span>
          <select value={draft.uses} onChange={(e) => set({ uses: e.target.value as Draft['uses'] })}>
            <option value="once">{t`Once`}</option>
            <option value="times">{t`A number of times`}</option>
            <option value="unlimited">{t`Any number of times`}</option>
          </select>
        </label>
        {draft.uses === 'times' ? (
          <label className="adm-field">
            <span>
              <Trans>Times per member</Trans>
            </span>
            <input inputMode="numeric" value={draft.times} onChange={(e) => set({ times: e.target.value })} />
          </label>
        ) : null}
        <label className="adm-field">
          <span>
            <Trans>Valid from (optional)</Trans>
          </span>
          <input type="datetime-local" value={draft.from} onChange={(e) => set({ from: e.target.value })} />
        </label>
        <label className="adm-field">
          <span>
            <Trans>Valid until (optional)</Trans>
          </span>
          <input type="datetime-local" value={draft.until} onChange={(e) => set({ until: e.target.value })} />
        </label>
        <label className="adm-field">
          <span>
            <Trans>Country only (optional)</Trans>
          </span>
          <input value={draft.country} onChange={(e) => set({ country: e.target.value })} maxLength={2} autoComplete="off" placeholder="DE" />
        </label>
        <label className="adm-check">
          <input type="checkbox" checked={draft.first} onChange={(e) => set({ first: e.target.checked })} />
          <span>
            <Trans>First purchase only</Trans>
          </span>
        </label>
        <label className="adm-check">
          <input type="checkbox" checked={draft.active} onChange={(e) => set({ active: e.target.checked })} />
          <span>
            <Trans>Active</Trans>
          </span>
        </label>
        <div className="adm-form-end">
          <p className="adm-error" role="alert">
            {problem && (draft.code !== '' || draft.value !== '') ? problem : action.error}
          </p>
          <span className="prc-row-actions">
            {editing ? (
              <button type="button" className="btn btn-ghost adm-btn-sm" onClick={onCancel}>
                <Trans>Cancel</Trans>
              </button>
            ) : null}
            <button type="submit" className="btn btn-primary adm-btn-sm" disabled={busy || problem !== null} aria-busy={busy}>
              {editing ? <Trans>Save code</Trans> : <Trans>Create code</Trans>}
            </button>
          </span>
        </div>
      </form>
    </section>
  );
}
