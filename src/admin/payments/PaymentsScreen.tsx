import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { adminPaymentsApi, PaymentListAnswer, type AdminPayment } from '../../contract/adminPayments.ts';
import { staffCall } from '../api.ts';
import { Notice, PagesEnd } from '../kit/Load.tsx';
import { useStaffPages } from '../kit/query.ts';
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
  const { t } = useLingui();
  const { me } = useStaffSession();
  const isAdmin = mayUse(me.staff.role, ['admin']);
  const search = useSearch();
  const [, navigate] = useLocation();
  const filters = useMemo(() => filtersFrom(new URLSearchParams(search)), [search]);
  const query = filterQuery(filters).toString();
  const [notice, setNotice] = useState<string | null>(null);
  const [refunding, setRefunding] = useState<AdminPayment | null>(null);
  const list = useStaffPages(
    query,
    (cursor: string | null) => {
      const params = new URLSearchParams(query);
      params.set('limit', String(PAGE));
      if (cursor) params.set('cursor', cursor);
      return staffCall(PaymentListAnswer, `${adminPaymentsApi.list}?${params.toString()}`);
    },
    (page) => page.payments,
    (page) => page.next,
  );
  const payments = list.items;
  const totals = list.last?.totals ?? [];
  const sites = list.last?.sites ?? [];

  const apply = (values: FilterValues) => {
    setNotice(null);
    const q = filterQuery(values).toString();
    navigate(q ? `/payments?${q}` : '/payments');
  };
  const refunded = (payment: AdminPayment, message: string) => {
    setRefunding(null);
    setNotice(message);
    list.update((old) => old.map((p) => (p.id === payment.id ? payment : p)));
    list.reload();
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
      <Notice message={notice} />
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
        <PagesEnd pages={list} empty={<Trans>No payments match these filters.</Trans>} more={t`Show more payments`} />
      </section>
    </>
  );
}
