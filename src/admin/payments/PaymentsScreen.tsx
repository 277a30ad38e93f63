import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { adminPaymentsApi, PaymentListAnswer, type AdminPayment, type CurrencyTotal } from '../../contract/adminPayments.ts';
import { staffCall } from '../api.ts';
import { staffErrorMessage } from '../login/errors.ts';
import { mayUse, useStaffSession } from '../session.ts';
import { filterQuery, filtersFrom, PaymentFilters, type FilterValues } from './PaymentFilters.tsx';
import { PaymentsTable, TotalsTable } from './PaymentsTable.tsx';
import { RefundPanel } from './RefundPanel.tsx';
import './payments.css';

const PAGE = 50;

/**
 * Orders and payments (decision 130): filters kept in the address (a filtered list can be shared
 * and reloaded), totals per currency, newest first with "show more", the CSV export of the same
 * filter and, for admins, a refund of a payment inside its site's refund_days.
 */
export function PaymentsScreen() {
  const { t, i18n } = useLingui();
  const { me } = useStaffSession();
  const isAdmin = mayUse(me.staff.role, ['admin']);
  const search = useSearch();
  const [, navigate] = useLocation();
  const filters = useMemo(() => filtersFrom(new URLSearchParams(search)), [search]);
  const query = filterQuery(filters).toString();
  const [payments, setPayments] = useState<AdminPayment[]>([]);
  const [totals, setTotals] = useState<CurrencyTotal[]>([]);
  const [sites, setSites] = useState<Array<{ id: number; name: string }>>([]);
  const [next, setNext] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [refunding, setRefunding] = useState<AdminPayment | null>(null);

  const load = useCallback(
    (cursor: string | null) => {
      const params = new URLSearchParams(query);
      params.set('limit', String(PAGE));
      if (cursor) params.set('cursor', cursor);
      staffCall(PaymentListAnswer, `${adminPaymentsApi.list}?${params.toString()}`)
        .then((page) => {
          setPayments((old) => (cursor ? [...old, ...page.payments] : page.payments));
          setTotals(page.totals);
          setSites(page.sites);
          setNext(page.next);
        })
        .catch((failure: unknown) => setError(staffErrorMessage(i18n, failure)))
        .finally(() => setLoading(false));
    },
    [i18n, query],
  );
  useEffect(() => load(null), [load]);

  const reload = (cursor: string | null) => {
    setLoading(true);
    setError(null);
    load(cursor);
  };
  const apply = (values: FilterValues) => {
    const q = filterQuery(values).toString();
    setNotice(null);
    if (q !== query) {
      setLoading(true);
      setError(null);
    }
    navigate(q ? `/payments?${q}` : '/payments');
  };
  const refunded = (payment: AdminPayment, message: string) => {
    setRefunding(null);
    setNotice(message);
    setPayments((old) => old.map((p) => (p.id === payment.id ? payment : p)));
    reload(null);
  };

  return (
    <>
      <h1 className="adm-title">
        <Trans>Payments</Trans>
      </h1>
      <p className="adm-muted">
        <Trans>Orders and payments of every site, newest first. Totals count everything the filters match.</Trans>
      </p>
      <PaymentFilters key={query} initial={filters} sites={sites} onApply={apply} />
      <p className="adm-status" role="status">
        {notice}
      </p>
      {refunding ? <RefundPanel payment={refunding} onDone={refunded} onCancel={() => setRefunding(null)} /> : null}
      <section aria-labelledby="pay-totals-title" className="adm-section">
        <div className="pay-head">
          <h2 id="pay-totals-title">
            <Trans>Totals</Trans>
          </h2>
          {isAdmin ? (
            <a className="btn btn-outline adm-btn-sm" href={`${adminPaymentsApi.export}${query ? `?${query}` : ''}`} download>
              <Trans>Download CSV</Trans>
            </a>
          ) : null}
        </div>
        <TotalsTable totals={totals} />
      </section>
      <section aria-labelledby="pay-list-title" className="adm-section">
        <h2 id="pay-list-title">
          <Trans>Payments</Trans>
        </h2>
        {payments.length > 0 ? <PaymentsTable payments={payments} canRefund={isAdmin} onRefund={(p) => setRefunding(p)} /> : null}
        {!loading && payments.length === 0 && !error ? (
          <p className="adm-muted">
            <Trans>No payments match these filters.</Trans>
          </p>
        ) : null}
        {error ? (
          <p className="adm-error" role="alert">
            {error}
          </p>
        ) : null}
        {loading ? (
          <p className="adm-muted" role="status">
            <Trans>Loading…</Trans>
          </p>
        ) : next !== null ? (
          <button type="button" className="btn btn-outline" onClick={() => reload(next)}>
            {t`Show more payments`}
          </button>
        ) : null}
      </section>
    </>
  );
}
