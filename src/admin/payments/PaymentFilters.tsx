import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { paymentMethodIds, type PaymentMethodId } from '../../contract/payments.ts';
import type { PaymentFilterStatus } from '../../contract/adminPayments.ts';
import { methodName } from '../../i18n/paymentMethodNames.ts';
import { filterStatuses, statusName } from './labels.ts';

/** The list's filters as the form and the query string hold them (empty: no filter). */
export interface FilterValues {
  site_id: string;
  country: string;
  method: string;
  status: string;
  from: string;
  to: string;
  member_id: string;
}

export const emptyFilters: FilterValues = { site_id: '', country: '', method: '', status: '', from: '', to: '', member_id: '' };

export function filtersFrom(search: URLSearchParams): FilterValues {
  const values = { ...emptyFilters };
  for (const key of Object.keys(values) as Array<keyof FilterValues>) values[key] = search.get(key) ?? '';
  return values;
}

export function filterQuery(values: FilterValues): URLSearchParams {
  const query = new URLSearchParams();
  for (const key of Object.keys(values) as Array<keyof FilterValues>) {
    const value = values[key].trim();
    if (value !== '') query.set(key, value);
  }
  return query;
}

/** Site, country, method, status and date range; applied with the button (a plain form). */
export function PaymentFilters({ initial, sites, onApply }: { initial: FilterValues; sites: Array<{ id: number; name: string }>; onApply: (values: FilterValues) => void }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [values, setValues] = useState<FilterValues>(initial);
  const set = (key: keyof FilterValues) => (event: { target: { value: string } }) => setValues((old) => ({ ...old, [key]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(values);
  };
  return (
    <form className="adm-card pay-filters" onSubmit={submit} aria-label={t`Filter payments`}>
      <label className="adm-field" htmlFor={`${id}-site`}>
        <Trans>Site</Trans>
        <select id={`${id}-site`} value={values.site_id} onChange={set('site_id')}>
          <option value="">{t`All sites`}</option>
          {sites.map((site) => (
            <option key={site.id} value={String(site.id)}>
              {site.name}
            </option>
          ))}
        </select>
      </label>
      <label className="adm-field" htmlFor={`${id}-country`}>
        <Trans>Country</Trans>
        <input id={`${id}-country`} value={values.country} onChange={set('country')} maxLength={2} placeholder="NL" autoComplete="off" />
      </label>
      <label className="adm-field" htmlFor={`${id}-method`}>
        <Trans>Method</Trans>
        <select id={`${id}-method`} value={values.method} onChange={set('method')}>
          <option value="">{t`All methods`}</option>
          {paymentMethodIds.map((method: PaymentMethodId) => (
            <option key={method} value={method}>
              {methodName(i18n, method)}
            </option>
          ))}
        </select>
      </label>
      <label className="adm-field" htmlFor={`${id}-status`}>
        <Trans>Status</Trans>
        <select id={`${id}-status`} value={values.status} onChange={set('status')}>
          <option value="">{t`All statuses`}</option>
          {filterStatuses.map((status: PaymentFilterStatus) => (
            <option key={status} value={status}>
              {statusName(i18n, status)}
            </option>
          ))}
        </select>
      </label>
      <label className="adm-field" htmlFor={`${id}-from`}>
        <Trans>From</Trans>
        <input id={`${id}-from`} type="date" value={values.from} onChange={set('from')} />
      </label>
      <label className="adm-field" htmlFor={`${id}-to`}>
        <Trans>Until</Trans>
        <input id={`${id}-to`} type="date" value={values.to} onChange={set('to')} />
      </label>
      <label className="adm-field" htmlFor={`${id}-member`}>
        <Trans>Member ID</Trans>
        <input id={`${id}-member`} value={values.member_id} onChange={set('member_id')} inputMode="numeric" autoComplete="off" />
      </label>
      <div className="pay-filter-actions">
        <button type="submit" className="btn btn-primary adm-btn-sm">
          <Trans>Apply filters</Trans>
        </button>
        <button
          type="button"
          className="btn btn-outline adm-btn-sm"
          onClick={() => {
            setValues(emptyFilters);
            onApply(emptyFilters);
          }}
        >
          <Trans>Clear</Trans>
        </button>
      </div>
    </form>
  );
}
