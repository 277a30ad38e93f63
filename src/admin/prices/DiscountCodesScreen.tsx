import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { adminDiscountCodePath, adminPricesApi, DiscountCodeAnswer, DiscountListAnswer, type AdminDiscountCode, type PriceSite } from '../../contract/adminPrices.ts';
import { staffCall } from '../api.ts';
import { useStaffAction } from '../kit/action.ts';
import { useFormat } from '../kit/format.tsx';
import { Failure, Notice } from '../kit/Load.tsx';
import { useStaffQuery } from '../kit/query.ts';
import { Table } from '../kit/Table.tsx';
import { CodeForm } from './CodeForm.tsx';
import './prices.css';

/**
 * Admins: discount codes with their use counts (paid orders, members who paid with it, members who
 * hold it now), a new code, changes, deactivation (decision 128). Codes are never deleted.
 */
export function DiscountCodesScreen() {
  const { t } = useLingui();
  const [site, setSite] = useState('');
  const [editing, setEditing] = useState<AdminDiscountCode | null>(null);
  const [formKey, setFormKey] = useState(0);
  const [notice, setNotice] = useState<string | null>(null);
  const read = useStaffQuery(site, () => staffCall(DiscountListAnswer, `${adminPricesApi.discountCodes}${site ? `?site_id=${site}` : ''}`));
  const codes = read.data?.codes ?? null;
  const sites = read.data?.sites ?? [];

  const done = (message: string) => {
    setNotice(message);
    setEditing(null);
    setFormKey((k) => k + 1);
    read.reload();
  };
  return (
    <>
      <h1 className="adm-title">
        <Trans>Discount codes</Trans>
      </h1>
      <p className="adm-muted">
        <Trans>A used code cannot be deleted; deactivate it instead. Paid orders keep their discount.</Trans>
      </p>
      <Notice message={notice} />
      <Failure message={read.error} />
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
  const { t } = useLingui();
  const format = useFormat();
  const action = useStaffAction();
  const siteName = (id: number | null) => (id === null ? t`Every site` : (sites.find((s) => s.id === id)?.name ?? String(id)));
  const toggle = (code: AdminDiscountCode) => {
    const { code: text, built_in: _b, uses: _u, members: _m, held: _h, created_at: _c, ...fields } = code;
    void action.run(
      () => staffCall(DiscountCodeAnswer, adminDiscountCodePath(text), { method: 'POST', body: { ...fields, active: !code.active } }),
      (answer) => onChanged(answer.code.active ? t`Code ${text} is active again.` : t`Code ${text} is deactivated.`),
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
      <Failure message={action.error} />
      <Table
        labelledBy="prc-codes"
        rows={codes}
        rowKey={(c) => c.code}
        columns={[
          { head: t`Code`, className: 'prc-code', headClassName: '', cell: (c) => c.code },
          { head: t`Site`, cell: (c) => siteName(c.site_id) },
          { head: t`Value`, className: 'adm-nowrap', headClassName: '', cell: (c) => {
              const bonus = c.bonus_credits ?? 0;
              return c.kind === 'bonus' ? t`+${bonus} credits` : `${c.percentage ?? 0}%`;
            },
          },
          {
            head: t`Rules`,
            cell: (c) => {
              const times = c.uses_per_member ?? 0;
              return [
                c.uses_per_member === 1 ? t`once per member` : c.uses_per_member === null ? t`any number of times` : t`${times} times per member`,
                ...(c.first_purchase_only ? [t`first purchase only`] : []),
                ...(c.country ? [c.country] : []),
              ].join(', ');
            },
          },
          {
            head: t`Valid`,
            className: 'adm-small',
            headClassName: '',
            cell: (c) => (
              <>
                {c.valid_from ? format.date(c.valid_from) : '…'} – {c.valid_until ? format.date(c.valid_until) : '…'}
              </>
            ),
          },
          { head: t`Paid orders`, className: 'prc-num', cell: (c) => c.uses },
          { head: t`Members`, className: 'prc-num', cell: (c) => c.members },
          { head: t`Held`, className: 'prc-num', cell: (c) => c.held },
          { head: t`Status`, cell: (c) => (c.active ? <span className="adm-pill prc-on">{t`Active`}</span> : <span className="adm-pill">{t`Inactive`}</span>) },
          {
            head: <span className="adm-sr">{t`Actions`}</span>,
            cell: (c) => {
              const code = c.code;
              return (
                <span className="prc-row-actions">
                  <button type="button" className="btn btn-outline adm-btn-sm" onClick={() => onEdit(c)} aria-label={t`Change ${code}`}>
                    <Trans>Change</Trans>
                  </button>
                  <button type="button" className="btn btn-ghost adm-btn-sm" onClick={() => toggle(c)} aria-label={c.active ? t`Deactivate ${code}` : t`Activate ${code}`}>
                    {c.active ? <Trans>Deactivate</Trans> : <Trans>Activate</Trans>}
                  </button>
                </span>
              );
            },
          },
        ]}
      />
    </section>
  );
}
