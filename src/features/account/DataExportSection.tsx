import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { dataExportApi } from '../../contract/dataExport.ts';
import { FormMessage } from './FormMessage.tsx';
import { useDataExport } from './useDataExport.ts';

/** The anchor the "your data is ready" mail links to (dataExportPage). */
const ANCHOR = 'data-export';

/** "Download my data" (GDPR Art. 15 and 20, decision 124): ask for a ZIP, see it prepared, download it. */
export function DataExportSection() {
  const { i18n } = useLingui();
  const { state, error, busy, request } = useDataExport();
  const section = useRef<HTMLElement>(null);
  const loaded = state !== undefined;
  useEffect(() => {
    // opened from the mail's link: the section is shown once its state is there
    if (loaded && window.location.hash === `#${ANCHOR}`) section.current?.scrollIntoView({ block: 'start' });
  }, [loaded]);

  const day = (iso: string) => i18n.date(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' });
  const until = state?.expires_at ? day(state.expires_at) : '';
  const nextAt = state?.next_allowed_at ? day(state.next_allowed_at) : '';
  const size = new Intl.NumberFormat(i18n.locale, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(Math.max(0.1, (state?.size ?? 0) / 1_000_000));
  const status = state?.status;
  const mayAsk = state !== undefined && status !== 'pending' && !state?.next_allowed_at;

  return (
    <section ref={section} id={ANCHOR} className="card settings-section data-export" aria-labelledby="settings-data-export">
      <h2 id="settings-data-export">
        <Trans>Download my data</Trans>
      </h2>
      <p>
        <Trans>Get a copy of the data we keep about you: your profile, settings, messages, likes, blocks, complaints, payments, credits, logins and photos, as a ZIP file you can read and take with you.</Trans>
      </p>
      <div aria-live="polite">
        {state === undefined && (
          <p role="status" className="muted">
            <Trans>Loading…</Trans>
          </p>
        )}
        {status === 'pending' && (
          <p role="status" className="data-export-state">
            <span className="data-export-spinner" aria-hidden="true" />
            <Trans>Your data is being prepared. We will e-mail you when it is ready, or wait here.</Trans>
          </p>
        )}
        {status === 'ready' && (
          <div className="stack data-export-ready">
            <p role="status" className="form-success">
              <Trans>Your data is ready. You can download it until {until}.</Trans>
            </p>
            <a className="btn btn-primary data-export-download" href={dataExportApi.download} download>
              <Trans>Download ZIP ({size})</Trans>
            </a>
          </div>
        )}
        {status === 'failed' && (
          <p role="alert" className="form-error">
            <Trans>We could not prepare your data. Please try again.</Trans>
          </p>
        )}
      </div>
      {nextAt && status !== 'pending' && (
        <p className="muted">
          <Trans>You can ask for a new copy from {nextAt}.</Trans>
        </p>
      )}
      <FormMessage error={error} />
      {mayAsk && (
        <button type="button" className={status === 'ready' ? 'btn btn-outline' : 'btn btn-primary'} disabled={busy} aria-busy={busy} onClick={() => void request()}>
          {status === 'ready' ? <Trans>Prepare a new copy</Trans> : status === 'failed' ? <Trans>Try again</Trans> : <Trans>Prepare my data</Trans>}
        </button>
      )}
    </section>
  );
}
