import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { adminDashboardApi, DashboardAnswer, DashboardRefreshAnswer } from '../../contract/adminDashboard.ts';
import { staffCall } from '../api.ts';
import { useStaffAction } from '../kit/action.ts';
import { useFormat } from '../kit/format.tsx';
import { Failure } from '../kit/Load.tsx';
import { useStaffQuery } from '../kit/query.ts';
import { DashboardFigures } from './DashboardFigures.tsx';
import { lastDays, rangeProblem, rangeQuery, type DashboardRange } from './range.ts';
import './dashboard.css';

const PRESETS = [7, 30, 90] as const;

/**
 * The operator's dashboard (decision 132), admins only: per site or all sites, per UTC day over a
 * chosen range, charts with their tables, the conversion funnel and a CSV download.
 */
export function DashboardScreen() {
  const { t } = useLingui();
  const [range, setRange] = useState<DashboardRange>(() => lastDays(30, 'all'));
  const [draft, setDraft] = useState<DashboardRange>(range);
  const query = rangeQuery(range);
  const read = useStaffQuery(query, () => staffCall(DashboardAnswer, `${adminDashboardApi.dashboard}?${query}`));
  const data = read.data;
  const computing = useStaffAction({ refresh: read.reload });
  const format = useFormat();

  const problem = rangeProblem(draft);
  const apply = (next: DashboardRange) => {
    setDraft(next);
    if (!rangeProblem(next)) setRange(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply(draft);
  };
  const refresh = () => void computing.run(() => staffCall(DashboardRefreshAnswer, adminDashboardApi.refresh, { method: 'POST', body: {} }));
  const asOf = data?.as_of ? format.date(data.as_of, 'utcMinute') : null;

  return (
    <>
      <h1 className="adm-title">
        <Trans>Dashboard</Trans>
      </h1>
      <p className="adm-muted">
        <Trans>Figures by calendar day in UTC (not your time zone). Today is counted so far.</Trans>{' '}
        {asOf ? <Trans>Last computed {asOf} UTC.</Trans> : <Trans>Not computed yet.</Trans>}
      </p>
      <form className="adm-card dash-controls" onSubmit={submit} aria-label={t`Range and site`}>
        <label className="adm-field">
          <Trans>Site</Trans>
          <select value={String(draft.site)} onChange={(e) => setDraft({ ...draft, site: e.target.value === 'all' ? 'all' : Number(e.target.value) })}>
            <option value="all">{t`All sites`}</option>
            {data?.sites.map((s) => (
              <option key={s.id} value={String(s.id)}>
                {s.name}
              </option>
            ))}
          </select>
        </label>
        <label className="adm-field">
          <Trans>From (UTC day)</Trans>
          <input type="date" value={draft.from} required onChange={(e) => setDraft({ ...draft, from: e.target.value })} aria-invalid={problem !== null} />
        </label>
        <label className="adm-field">
          <Trans>To (UTC day)</Trans>
          <input type="date" value={draft.to} required onChange={(e) => setDraft({ ...draft, to: e.target.value })} aria-invalid={problem !== null} aria-describedby="dash-range-problem" />
        </label>
        <div className="dash-actions">
          <button type="submit" className="btn btn-primary" disabled={problem !== null}>
            <Trans>Show</Trans>
          </button>
          <div className="dash-presets" role="group" aria-label={t`Quick ranges`}>
            {PRESETS.map((n) => (
              <button key={n} type="button" className="btn btn-outline adm-btn-sm" onClick={() => apply(lastDays(n, draft.site))}>
                <Trans>Last {n} days</Trans>
              </button>
            ))}
          </div>
        </div>
        <p id="dash-range-problem" className="adm-error" role="alert">
          {problem === 'order' ? t`The first day must not be after the last day.` : problem === 'length' ? t`Choose at most 400 days.` : ''}
        </p>
      </form>
      <div className="dash-tools">
        <a className="btn btn-outline" href={`${adminDashboardApi.csv}?${rangeQuery(range)}`} download>
          <Trans>Download CSV</Trans>
        </a>
        <button type="button" className="btn btn-outline" onClick={refresh} disabled={computing.busy}>
          {computing.busy ? <Trans>Computing…</Trans> : <Trans>Compute now</Trans>}
        </button>
      </div>
      <Failure message={read.error ?? computing.error} />
      <p className="adm-muted" role="status">
        {read.loading ? <Trans>Loading…</Trans> : ''}
      </p>
      {data ? <DashboardFigures data={data} /> : null}
    </>
  );
}
