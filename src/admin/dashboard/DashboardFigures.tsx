import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { DashboardAnswer, DashboardDay } from '../../contract/adminDashboard.ts';
import { useFormat } from '../kit/format.tsx';
import type { ChartSeries } from './Chart.tsx';
import { FigureSection } from './FigureSection.tsx';
import { FunnelSection } from './FunnelSection.tsx';

/** Line colours with at least 3:1 contrast on white, told apart by hue and by the legend. */
const COLOURS = ['#2b2d5c', '#c2413b', '#1d7a4d', '#8a5a00', '#1f6f8b', '#7a3e9d'];

const column = (days: DashboardDay[], key: keyof Omit<DashboardDay, 'day'>) => days.map((d) => d[key]);

/** Every chart of the dashboard, each with its table, and the funnel (decision 132). */
export function DashboardFigures({ data }: { data: DashboardAnswer }) {
  const { t } = useLingui();
  const { number } = useFormat();
  const days = useMemo(() => data.days.map((d) => d.day), [data]);
  const percent = useMemo(() => (v: number) => number(v / 100, { style: 'percent', maximumFractionDigits: 1 }), [number]);
  const money = useMemo(() => (v: number) => number(v, { minimumFractionDigits: 2, maximumFractionDigits: 2 }), [number]);
  const groups = useMemo(() => {
    const s = (label: string, values: (number | null)[], i: number): ChartSeries => ({ label, values, colour: COLOURS[i % COLOURS.length] ?? '#2b2d5c' });
    const revenueOf = (currency: string) => {
      const byDay = new Map(data.revenue.filter((r) => r.currency === currency).map((r) => [r.day, r.amount / 100]));
      return data.days.map((d) => byDay.get(d.day) ?? 0);
    };
    return {
      acquisition: [s(t`Lander visits`, column(data.days, 'lander_visits'), 0), s(t`Lander bounces`, column(data.days, 'lander_bounces'), 5), s(t`Signups`, column(data.days, 'signups'), 1), s(t`Confirmed`, column(data.days, 'confirmed'), 2)],
      messages: [s(t`Messages sent`, column(data.days, 'messages'), 0), s(t`First messages`, column(data.days, 'first_messages'), 1)],
      paying: [s(t`New paying members`, column(data.days, 'first_purchases'), 2)],
      active: [s(t`Active in 7 days`, column(data.days, 'active_7'), 0), s(t`Active in 30 days`, column(data.days, 'active_30'), 4)],
      push: [s(t`Push opt-in rate`, data.days.map((d) => (d.push_opted === null || d.active_30 === 0 ? null : (d.push_opted / d.active_30) * 100)), 3)],
      revenue: data.currencies.map((c, i) => s(c, revenueOf(c), i)),
    };
  }, [data, t]);
  return (
    <>
      <FunnelSection funnel={data.funnel} />
      <FigureSection id="acquisition" title={t`Visitors and signups`} days={days} series={groups.acquisition} total />
      <FigureSection id="messages" title={t`Messages`} days={days} series={groups.messages} total />
      <FigureSection id="paying" title={t`New paying members (first purchases)`} days={days} series={groups.paying} total />
      {groups.revenue.length > 0 ? (
        <FigureSection id="revenue" title={t`Revenue per currency`} days={days} series={groups.revenue} format={money} total />
      ) : (
        <section className="adm-section" aria-labelledby="dash-revenue">
          <h2 id="dash-revenue">{t`Revenue per currency`}</h2>
          <p className="adm-muted">{t`No payments in this range.`}</p>
        </section>
      )}
      <FigureSection id="active" title={t`Active members`} days={days} series={groups.active} />
      <FigureSection id="push" title={t`Push opt-in rate of the members active in 30 days`} days={days} series={groups.push} format={percent} />
    </>
  );
}
