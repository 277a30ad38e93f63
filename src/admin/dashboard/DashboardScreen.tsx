import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState, type FormEvent } from 'react';
import { adminDashboardApi, DashboardAnswer, DashboardRefreshAnswer } from '../../contract/adminDashboard.ts';
import { staffCall } from '../api.ts';
import { staffErrorMessage } from '../login/errors.ts';
import { DashboardFigures } from './DashboardFigures.tsx';
import { lastDays, rangeProblem, rangeQuery, type DashboardRange } from './range.ts';
import './dashboard.css';

const PRESETS = [7, 30, 90] as const;

/**
 * The operator's dashboard (decision 132), admins only: per site or all sites, per UTC day over a
 * chosen range, charts with their tables, the conversion funnel and a CSV download.
 */
export function DashboardScreen() {
  const { t, i18n } = useLingui();
  const [range, setRange] = useState<DashboardRange>(() => lastDays(30, 'all'));
  const [draft, setDraft] = useState<DashboardRange>(range);
  const [data, setData] = useState<DashboardAnswer | null>(null);
  /** the query (and refresh count) the shown answer or error belongs to */
  const [shown, setShown] = useState<string | null>(null);
  const [computed, setComputed] = useState(0);
  const [refreshing, setRefreshing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const key = `${rangeQuery(range)}#${computed}`;
  useEffect(() => {
    let live = true;
    staffCall(DashboardAnswer, `${adminDashboardApi.dashboard}?${key.split('#')[0] ?? ''}`).then(
      (answer) => {
        if (!live) return;
        setData(answer);
        setError(null);
        setShown(key);
      },
      (failure: unknown) => {
        if (!live) return;
        setError(staffErrorMessage(i18n, failure));
        setShown(key);
      },
    );
    return () => {
      live = false;
    };
  }, [key, i18n]);
  const loading = shown !== key;

  const problem = rangeProblem(draft);
  const apply = (next: DashboardRange) => {
    setDraft(next);
    if (!rangeProblem(next)) setRange(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply(draft);
  };
  const refresh = () => {
    setRefreshing(true);
    staffCall(DashboardRefreshAnswer, adminDashboardApi.refresh, { method: 'POST', body: {} })
      .then(() => setComputed((n) => n + 1))
      .catch((failure: unknown) => setError(staffErrorMessage(i18n, failure)))
      .finally(() => setRefreshing(false));
  };
  const asOf = data?.as_of ? new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(data.as_of)) : null;

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
        <button type="button" className="btn btn-outline" onClick={refresh} disabled={refreshing}>
          {refreshing ? <Trans>Computing…</Trans> : <Trans>Compute now</Trans>}
        </button>
      </div>
      {error ? (
        <p className="adm-error" role="alert">
          {error}
        </p>
      ) : null}
      <p className="adm-muted" role="status">
        {loading ? <Trans>Loading…</Trans> : ''}
      </p>
      {data ? <DashboardFigures data={data} /> : null}
    </>
  );
}
