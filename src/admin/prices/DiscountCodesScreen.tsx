import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useState } from 'react';
import { adminDiscountCodePath, adminPricesApi, DiscountCodeAnswer, DiscountListAnswer, type AdminDiscountCode, type PriceSite } from '../../contract/adminPrices.ts';
import { staffCall } from '../api.ts';
import { staffErrorMessage } from '../login/errors.ts';
import { CodeForm } from './CodeForm.tsx';
import './prices.css';

/**
 * Admins: discount codes with their use counts (paid orders, members who paid with it, members who
 * hold it now), a new code, changes, deactivation (decision 128). Codes are never deleted.
 */
export function DiscountCodesScreen() {
  const { t, i18n } = useLingui();
  const [codes, setCodes] = useState<AdminDiscountCode[] | null>(null);
  const [sites, setSites] = useState<PriceSite[]>([]);
  const [site, setSite] = useState('');
  const [editing, setEditing] = useState<AdminDiscountCode | null>(null);
  const [formKey, setFormKey] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const load = useCallback(() => {
    staffCall(DiscountListAnswer, `${adminPricesApi.discountCodes}${site ? `?site_id=${site}` : ''}`).then(
      (answer) => {
        setCodes(answer.codes);
        setSites(answer.sites);
      },
      (failure: unknown) => setError(staffErrorMessage(i18n, failure)),
    );
  }, [i18n, site]);
  useEffect(load, [load]);

  const done = (message: string) => {
    setNotice(message);
    setEditing(null);
    setFormKey((k) => k + 1);
    load();
  };
  return (
    <>
      <h1 className="adm-title">
        <Trans>Discount codes</Trans>
      </h1>
      <p className="adm-muted">
        <Trans>A used code cannot be deleted; deactivate it instead. Paid orders keep their discount.</Trans>
      </p>
      <p className="adm-status" role="status">
        {notice}
      </p>
      {error ? (
        <p className="adm-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="prc-pick adm-form-grid">
        <label className="adm-field">
          <span>
            <Trans>Show codes of</Trans>
          </span>
          <select value={site} onChange={(e) => setSite(e.target.value)}>
            <option value="">{t`All sites`}</option>
            {sites.map((s) => (
              <option key={s.id} value={String(s.id)}>
                {s.name}
              </option>
            ))}
          </select>
        </label>
      </div>
      {codes ? <CodeTable codes={codes} sites={sites} onEdit={setEditing} onChanged={done} /> : null}
      <CodeForm key={`${editing?.code ?? 'new'}-${formKey}`} sites={sites} editing={editing} onDone={done} onCancel={() => setEditing(null)} />
    </>
  );
}

interface TableProps {
  codes: AdminDiscountCode[];
  sites: PriceSite[];
  onEdit: (code: AdminDiscountCode) => void;
  onChanged: (message: string) => void;
}

function CodeTable({ codes, sites, onEdit, onChanged }: TableProps) {
  const { t, i18n } = useLingui();
  const [error, setError] = useState<string | null>(null);
  const day = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' });
  const siteName = (id: number | null) => (id === null ? t`Every site` : (sites.find((s) => s.id === id)?.name ?? String(id)));
  const toggle = (code: AdminDiscountCode) => {
    setError(null);
    const { code: text, built_in: _b, uses: _u, members: _m, held: _h, created_at: _c, ...fields } = code;
    staffCall(DiscountCodeAnswer, adminDiscountCodePath(text), { method: 'POST', body: { ...fields, active: !code.active } }).then(
      (answer) => onChanged(answer.code.active ? t`Code ${text} is active again.` : t`Code ${text} is deactivated.`),
      (failure: unknown) => setError(staffErrorMessage(i18n, failure)),
    );
  };
  if (codes.length === 0) {
    return (
      <p className="adm-muted adm-center">
        <Trans>No discount codes yet.</Trans>
      </p>
    );
  }
  return (
    <section className="adm-section" aria-labelledby="prc-codes">
      <h2 id="prc-codes" className="adm-sr">
        <Trans>Codes</Trans>
      </h2>
      {error ? (
        <p className="adm-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="adm-table-wrap" role="region" aria-labelledby="prc-codes" tabIndex={0}>
        <table className="adm-table">
          <thead>
            <tr>
              <th scope="col">{t`Code`}</th>
              <th scope="col">{t`Site`}</th>
              <th scope="col">{t`Value`}</th>
              <th scope="col">{t`Rules`}</th>
              <th scope="col">{t`Valid`}</th>
              <th scope="col" className="prc-num">
                {t`Paid orders`}
              </th>
              <th scope="col" className="prc-num">
                {t`Members`}
              </th>
              <th scope="col" className="prc-num">
                {t`Held`}
              </th>
              <th scope="col">{t`Status`}</th>
              <th scope="col">
                <span className="adm-sr">{t`Actions`}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {codes.map((c) => {
              const bonus = c.bonus_credits ?? 0;
              const code = c.code;
              const times = c.uses_per_member ?? 0;
              const rules = [
                c.uses_per_member === 1 ? t`once per member` : c.uses_per_member === null ? t`any number of times` : t`${times} times per member`,
                ...(c.first_purchase_only ? [t`first purchase only`] : []),
                ...(c.country ? [c.country] : []),
              ];
              return (
                <tr key={c.code}>
                  <td className="prc-code">{c.code}</td>
                  <td>{siteName(c.site_id)}</td>
                  <td className="adm-nowrap">{c.kind === 'bonus' ? t`+${bonus} credits` : `${c.percentage ?? 0}%`}</td>
                  <td>{rules.join(', ')}</td>
                  <td className="adm-small">
                    {c.valid_from ? day.format(new Date(c.valid_from)) : '…'} – {c.valid_until ? day.format(new Date(c.valid_until)) : '…'}
                  </td>
                  <td className="prc-num">{c.uses}</td>
                  <td className="prc-num">{c.members}</td>
                  <td className="prc-num">{c.held}</td>
                  <td>{c.active ? <span className="adm-pill prc-on">{t`Active`}</span> : <span className="adm-pill">{t`Inactive`}</span>}</td>
                  <td>
                    <span className="prc-row-actions">
                      <button type="button" className="btn btn-outline adm-btn-sm" onClick={() => onEdit(c)} aria-label={t`Change ${code}`}>
                        <Trans>Change</Trans>
                      </button>
                      <button type="button" className="btn btn-ghost adm-btn-sm" onClick={() => toggle(c)} aria-label={c.active ? t`Deactivate ${code}` : t`Activate ${code}`}>
                        {c.active ? <Trans>Deactivate</Trans> : <Trans>Activate</Trans>}
                      </button>
                    </span>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
