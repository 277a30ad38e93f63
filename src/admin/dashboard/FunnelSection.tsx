import { Trans, useLingui } from '@lingui/react/macro';
import type { DashboardAnswer, FunnelStep } from '../../contract/adminDashboard.ts';

/**
 * The conversion funnel over the range (decision 132): each step's count, its share of the step
 * before and of the lander visits. The bars only repeat the table's shares.
 */
export function FunnelSection({ funnel }: { funnel: DashboardAnswer['funnel'] }) {
  const { t, i18n } = useLingui();
  const names: Record<FunnelStep, string> = {
    lander_visits: t`Lander visits`,
    signups: t`Signups`,
    confirmed: t`Confirmed e-mail`,
    first_messages: t`First message`,
    first_purchases: t`First purchase`,
  };
  const pct = new Intl.NumberFormat(i18n.locale, { style: 'percent', maximumFractionDigits: 1 });
  const top = funnel[0]?.count ?? 0;
  const share = (n: number, of: number | undefined) => (of ? pct.format(n / of) : '—');
  return (
    <section className="adm-section" aria-labelledby="dash-funnel">
      <h2 id="dash-funnel">
        <Trans>Conversion funnel</Trans>
      </h2>
      <p className="adm-muted adm-small">
        <Trans>Each step counted within the range (not one cohort followed over time).</Trans>
      </p>
      <div className="adm-table-wrap" role="region" aria-label={t`Table of the conversion funnel`} tabIndex={0}>
        <table className="adm-table dash-funnel">
          <thead>
            <tr>
              <th scope="col">
                <Trans>Step</Trans>
              </th>
              <th scope="col" className="dash-num">
                <Trans>Count</Trans>
              </th>
              <th scope="col" className="dash-num">
                <Trans>Of the step before</Trans>
              </th>
              <th scope="col" className="dash-num">
                <Trans>Of lander visits</Trans>
              </th>
              <th scope="col" className="dash-bar-col">
                <span className="adm-sr">
                  <Trans>Share of lander visits as a bar</Trans>
                </span>
              </th>
            </tr>
          </thead>
          <tbody>
            {funnel.map((row, i) => (
              <tr key={row.step}>
                <th scope="row">{names[row.step]}</th>
                <td className="dash-num">{row.count.toLocaleString(i18n.locale)}</td>
                <td className="dash-num">{i === 0 ? '—' : share(row.count, funnel[i - 1]?.count)}</td>
                <td className="dash-num">{i === 0 ? '—' : share(row.count, top)}</td>
                <td className="dash-bar-col" aria-hidden="true">
                  <span className="dash-bar" style={{ width: `${top ? Math.min(100, (row.count / top) * 100) : 0}%` }} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
