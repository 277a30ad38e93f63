import { Trans, useLingui } from '@lingui/react/macro';
import { useFormat } from '../kit/format.tsx';
import { Chart, type ChartSeries } from './Chart.tsx';

interface FigureSectionProps {
  id: string;
  title: string;
  days: string[];
  series: ChartSeries[];
  /** how a value is written in the table and on the axis */
  format?: (value: number) => string;
  /** whether the table ends with the range's total (counts do; rates and active members do not) */
  total?: boolean;
}

/**
 * One chart of daily figures with its table beside it (decision 132): the table holds every number
 * the chart draws and is what assistive technology reads.
 */
export function FigureSection({ id, title, days, series, format, total = false }: FigureSectionProps) {
  const { t } = useLingui();
  const fmt = useFormat();
  const write = (v: number | null) => (v === null ? '—' : format ? format(v) : fmt.number(v));
  const headingId = `dash-${id}`;
  return (
    <section className="adm-section dash-figure" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <div className="dash-pair">
        <Chart days={days} series={series} locale={fmt.locale} {...(format ? { format } : {})} />
        <div className="adm-table-wrap dash-table-wrap" role="region" aria-label={t`Table of ${title}`} tabIndex={0}>
          <table className="adm-table dash-table">
            <caption className="adm-sr">{title}</caption>
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Day (UTC)</Trans>
                </th>
                {series.map((s) => (
                  <th scope="col" key={s.label} className="dash-num">
                    {s.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {days.map((day, i) => (
                <tr key={day}>
                  <th scope="row" className="adm-nowrap">
                    <time dateTime={day}>{fmt.date(`${day}T00:00:00Z`, 'utcDay')}</time>
                  </th>
                  {series.map((s) => (
                    <td key={s.label} className="dash-num">
                      {write(s.values[i] ?? null)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
            {total ? (
              <tfoot>
                <tr>
                  <th scope="row">
                    <Trans>Total</Trans>
                  </th>
                  {series.map((s) => (
                    <td key={s.label} className="dash-num">
                      {write(s.values.reduce<number>((sum, v) => sum + (v ?? 0), 0))}
                    </td>
                  ))}
                </tr>
              </tfoot>
            ) : null}
          </table>
        </div>
      </div>
    </section>
  );
}
