import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { adminBundlePath, adminPricesApi, BundleAnswer, type AdminBundle } from '../../contract/adminPrices.ts';
import type { Currency } from '../../contract/payments.ts';
import { staffCall } from '../api.ts';
import { useStaffAction } from '../kit/action.ts';
import { Failure } from '../kit/Load.tsx';
import { toMajor, toMinor, toWhole } from './money.ts';

type Label = AdminBundle['label'];

interface Draft {
  credits: string;
  bonus: string;
  price: string;
  label: '' | NonNullable<Label>;
  position: string;
  active: boolean;
}

const draftOf = (b: AdminBundle): Draft => ({
  credits: String(b.credits),
  bonus: String(b.bonus),
  price: toMajor(b.price),
  label: b.label ?? '',
  position: String(b.position),
  active: b.active,
});

/** The request body of a draft, or null while a field is not a number. */
function bodyOf(d: Draft) {
  const credits = toWhole(d.credits);
  const bonus = toWhole(d.bonus);
  const price = toMinor(d.price);
  const position = toWhole(d.position);
  if (credits === null || credits < 1 || bonus === null || price === null || price < 1 || position === null) return null;
  return { credits, bonus, price, position, label: d.label === '' ? null : d.label, active: d.active };
}

function useLabelName() {
  const { t } = useLingui();
  return (label: Draft['label']) => (label === 'most_popular' ? t`Most popular` : label === 'best_value' ? t`Best value` : t`No label`);
}

interface FieldsProps {
  draft: Draft;
  currency: Currency;
  onChange: (draft: Draft) => void;
  /** names the fields for a screen reader (the bundle's row) */
  context: string;
}

function BundleFields({ draft, currency, onChange, context }: FieldsProps) {
  const labelName = useLabelName();
  const set = (patch: Partial<Draft>) => onChange({ ...draft, ...patch });
  return (
    <>
      <label className="adm-field">
        <span>
          <Trans>Credits</Trans>
          <span className="adm-sr">, {context}</span>
        </span>
        <input inputMode="numeric" value={draft.credits} onChange={(e) => set({ credits: e.target.value })} />
      </label>
      <label className="adm-field">
        <span>
          <Trans>Bonus credits</Trans>
          <span className="adm-sr">, {context}</span>
        </span>
        <input inputMode="numeric" value={draft.bonus} onChange={(e) => set({ bonus: e.target.value })} />
      </label>
      <label className="adm-field">
        <span>
          <Trans>Price ({currency})</Trans>
          <span className="adm-sr">, {context}</span>
        </span>
        <input inputMode="decimal" value={draft.price} onChange={(e) => set({ price: e.target.value })} />
      </label>
      <label className="adm-field">
        <span>
          <Trans>Label</Trans>
          <span className="adm-sr">, {context}</span>
        </span>
        <select value={draft.label} onChange={(e) => set({ label: e.target.value as Draft['label'] })}>
          {(['', 'most_popular', 'best_value'] as const).map((l) => (
            <option key={l} value={l}>
              {labelName(l)}
            </option>
          ))}
        </select>
      </label>
      <label className="adm-field">
        <span>
          <Trans>Order in the shop</Trans>
          <span className="adm-sr">, {context}</span>
        </span>
        <input inputMode="numeric" value={draft.position} onChange={(e) => set({ position: e.target.value })} />
      </label>
      <label className="adm-check">
        <input type="checkbox" checked={draft.active} onChange={(e) => set({ active: e.target.checked })} />
        <span>
          <Trans>On sale</Trans>
          <span className="adm-sr">, {context}</span>
        </span>
      </label>
    </>
  );
}

/** One bundle as a small form: change and save, the answer replaces it. */
export function BundleRow({ bundle, onSaved }: { bundle: AdminBundle; onSaved: (message: string) => void }) {
  const { t } = useLingui();
  const [draft, setDraft] = useState(() => draftOf(bundle));
  const action = useStaffAction();
  const busy = action.busy;
  const credits = bundle.credits;
  const context = t`bundle of ${credits} credits`;
  const body = bodyOf(draft);
  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!body) return;
    void action.run(
      () => staffCall(BundleAnswer, adminBundlePath(bundle.id), { method: 'POST', body }),
      (answer) => {
        setDraft(draftOf(answer.bundle));
        const saved = answer.bundle.credits;
        onSaved(t`Bundle of ${saved} credits saved. The shop shows it from now on.`);
      },
    );
  };
  const paid = bundle.paid_orders;
  return (
    <li className="adm-card prc-bundle">
      <form className="prc-bundle-form" onSubmit={save} noValidate aria-label={context}>
        <BundleFields draft={draft} currency={bundle.currency} onChange={setDraft} context={context} />
        <div className="prc-bundle-end">
          <span className="adm-small adm-muted">
            <Trans>{paid} paid orders (they keep their price)</Trans>
          </span>
          <p className="adm-error" role="alert">
            {body ? action.error : t`Enter whole numbers and a price such as 12.99.`}
          </p>
          <button type="submit" className="btn btn-primary adm-btn-sm" disabled={busy || !body} aria-busy={busy}>
            <Trans>Save</Trans>
          </button>
        </div>
      </form>
    </li>
  );
}

const emptyDraft: Draft = { credits: '', bonus: '0', price: '', label: '', position: '0', active: true };

export function NewBundle({ siteId, country, currency, onCreated }: { siteId: number; country: string; currency: Currency; onCreated: (message: string) => void }) {
  const { t } = useLingui();
  const [draft, setDraft] = useState(emptyDraft);
  const action = useStaffAction();
  const busy = action.busy;
  const body = bodyOf(draft);
  const create = (event: FormEvent) => {
    event.preventDefault();
    if (!body) return;
    void action.run(
      () => staffCall(BundleAnswer, adminPricesApi.bundles, { method: 'POST', body: { ...body, site_id: siteId, country, currency } }),
      (answer) => {
        setDraft(emptyDraft);
        const added = answer.bundle.credits;
        onCreated(t`Bundle of ${added} credits added.`);
      },
    );
  };
  return (
    <section className="adm-card adm-section" aria-labelledby="prc-new-bundle">
      <h2 id="prc-new-bundle">
        <Trans>New bundle</Trans>
      </h2>
      <form className="prc-bundle-form" onSubmit={create} noValidate>
        <BundleFields draft={draft} currency={currency} onChange={setDraft} context={t`new bundle`} />
        <div className="prc-bundle-end">
          <Failure message={action.error} kept />
          <button type="submit" className="btn btn-primary adm-btn-sm" disabled={busy || !body} aria-busy={busy}>
            <Trans>Add bundle</Trans>
          </button>
        </div>
      </form>
    </section>
  );
}
