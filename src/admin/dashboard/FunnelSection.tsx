import { Trans, useLingui } from '@lingui/react/macro';
import type { DashboardAnswer, FunnelStep } from '../../contract/adminDashboard.ts';
import { useFormat } from '../kit/format.tsx';

/**
 * The conversion funnel (decision 132): the members who signed up within the range, followed
 * through their steps, each step a share of them; the range's lander visits beside them, with no
 * share (visitors are anonymous, not linked to the signups). The bars only repeat the shares.
 */
export function FunnelSection({ funnel }: { funnel: DashboardAnswer['funnel'] }) {
  const { t } = useLingui();
  const format = useFormat();
  const names: Record<FunnelStep, string> = {
    lander_visits: t`Lander visits`,
    signups: t`Signups`,
    confirmed: t`Confirmed e-mail`,
    first_messages: t`First message`,
    first_purchases: t`First purchase`,
  };
  const signups = funnel.find((row) => row.step === 'signups')?.count ?? 0;
  const inCohort = (step: FunnelStep) => step !== 'lander_visits';
  return (
    <section className="adm-section" aria-labelledby="dash-funnel">
      <h2 id="dash-funnel">
        <Trans>Conversion funnel</Trans>
      </h2>
      <p className="adm-muted adm-small">
        <Trans>
          The members who signed up within the range, followed to the last update: how many confirmed their e-mail, wrote a first message and made a first purchase.
          Lander visits are counted apart: visitors are anonymous and not linked to the signups.
        </Trans>
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
                <Trans>Of signups</Trans>
              </th>
              <th scope="col" className="dash-bar-col">
                <span className="adm-sr">
                  <Trans>Share of signups as a bar</Trans>
                </span>
              </th>
            </tr>
          </thead>
          <tbody>
            {funnel.map((row) => (
              <tr key={row.step}>
                <th scope="row">{names[row.step]}</th>
                <td className="dash-num">{format.number(row.count)}</td>
                <td className="dash-num">{inCohort(row.step) && signups ? format.number(row.count / signups, { style: 'percent', maximumFractionDigits: 1 }) : '—'}</td>
                <td className="dash-bar-col" aria-hidden="true">
                  {inCohort(row.step) && <span className="dash-bar" style={{ width: `${signups ? Math.min(100, (row.count / signups) * 100) : 0}%` }} />}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
