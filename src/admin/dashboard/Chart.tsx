import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export interface ChartSeries {
  label: string;
  values: (number | null)[];
  colour: string;
}

interface ChartProps {
  /** UTC days, 'YYYY-MM-DD' */
  days: string[];
  series: ChartSeries[];
  /** how a value is written on the axis (e.g. a percentage) */
  format?: (value: number) => string;
  locale: string;
}

const HEIGHT = 220;
const dayStartSeconds = (day: string): number => Date.parse(`${day}T00:00:00Z`) / 1000;

/**
 * A line chart of daily figures drawn by uPlot (decision 132). The canvas is hidden from assistive
 * technology: the table beside it holds the same numbers and is the chart's accessible form.
 * Days are UTC: the x axis is drawn in UTC, not the browser's zone.
 */
export function Chart({ days, series, format, locale }: ChartProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const dayLabel = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
    const opts: uPlot.Options = {
      width: Math.max(240, el.clientWidth),
      height: HEIGHT,
      tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
      legend: { show: true, live: false },
      cursor: { drag: { x: false, y: false } },
      scales: { x: { time: true }, y: { range: (_u, min, max) => [Math.min(0, min), max > 0 ? max * 1.1 : 1] } },
      axes: [
        { values: (_u, splits) => splits.map((s) => dayLabel.format(new Date(s * 1000))), stroke: '#55515a', grid: { stroke: '#ece8e6' } },
        { values: (_u, splits) => splits.map((s) => (format ? format(s) : s.toLocaleString(locale))), stroke: '#55515a', grid: { stroke: '#ece8e6' }, size: 56 },
      ],
      series: [{}, ...series.map((s) => ({ label: s.label, stroke: s.colour, width: 2, points: { show: days.length <= 45 } }))],
    };
    const data: uPlot.AlignedData = [days.map(dayStartSeconds), ...series.map((s) => s.values)];
    const plot = new uPlot(opts, data, el);
    const resize = new ResizeObserver(() => plot.setSize({ width: Math.max(240, el.clientWidth), height: HEIGHT }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [days, series, format, locale]);
  return <div className="dash-chart" ref={box} aria-hidden="true" />;
}
