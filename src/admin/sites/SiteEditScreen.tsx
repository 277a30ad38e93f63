import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { adminSitePath, adminSitesApi, SiteAnswer, SiteListAnswer, type AdminSite, type Company, type SiteForm } from '../../contract/adminSites.ts';
import { staffCall } from '../api.ts';
import { staffErrorMessage } from '../login/errors.ts';
import { IssuesContext, issuesOf, type FieldIssues } from './fields.tsx';
import { formOfDraft, SiteFormFields, type Draft } from './SiteFormFields.tsx';
import './sites.css';

const draftOf = (site: AdminSite['site']): Draft => {
  const form = site as unknown as SiteForm;
  return { form, hostsText: form.hosts.join('\n'), countriesText: form.countries.join(', ') };
};

/** Admins: a site's settings and host names, saved for every server at once (decision 127). */
export function SiteEditScreen() {
  const { i18n } = useLingui();
  const params = useParams<{ id: string }>();
  const id = Number(params.id);
  const [loaded, setLoaded] = useState<{ version: number; draft: Draft; companies: Company[] } | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    staffCall(SiteAnswer, adminSitePath(id)).then(
      (answer) => setLoaded({ version: answer.site.version, draft: draftOf(answer.site.site), companies: answer.companies }),
      (failure: unknown) => setError(staffErrorMessage(i18n, failure)),
    );
  }, [id, i18n]);

  if (!loaded) return <Loading error={error} />;
  return <SiteEditor key={id} siteId={id} version={loaded.version} initial={loaded.draft} companies={loaded.companies} onSaved={(answer) => setLoaded({ version: answer.site.version, draft: draftOf(answer.site.site), companies: answer.companies })} />;
}

/** Admins: a new site, starting from a copy of the first site's settings without its name and host names. */
export function SiteCreateScreen() {
  const { i18n } = useLingui();
  const [template, setTemplate] = useState<{ draft: Draft; companies: Company[] } | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    staffCall(SiteListAnswer, adminSitesApi.sites)
      .then((list) => {
        const first = list.sites[0];
        if (!first) throw new Error('no site to start from');
        return staffCall(SiteAnswer, adminSitePath(first.id));
      })
      .then(
        (answer) => {
          const draft = draftOf(answer.site.site);
          setTemplate({ draft: { ...draft, form: { ...draft.form, name: '' }, hostsText: '' }, companies: answer.companies });
        },
        (failure: unknown) => setError(staffErrorMessage(i18n, failure)),
      );
  }, [i18n]);

  if (!template) return <Loading error={error} />;
  return <SiteEditor siteId={null} version={null} initial={template.draft} companies={template.companies} onSaved={() => undefined} />;
}

function Loading({ error }: { error: string | null }) {
  return error ? (
    <p className="adm-error" role="alert">
      {error}
    </p>
  ) : (
    <p className="adm-muted" role="status">
      <Trans>Loading…</Trans>
    </p>
  );
}

interface EditorProps {
  siteId: number | null;
  version: number | null;
  initial: Draft;
  companies: Company[];
  onSaved: (answer: { site: AdminSite; companies: Company[] }) => void;
}

function SiteEditor({ siteId, version, initial, companies, onSaved }: EditorProps) {
  const { t, i18n } = useLingui();
  const [, navigate] = useLocation();
  const [draft, setDraft] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [issues, setIssues] = useState<FieldIssues>(new Map());
  const [notice, setNotice] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    setNotice(null);
    const site = formOfDraft(draft);
    const call =
      siteId === null || version === null
        ? staffCall(SiteAnswer, adminSitesApi.sites, { method: 'POST', body: { site } })
        : staffCall(SiteAnswer, adminSitePath(siteId), { method: 'POST', body: { version, site } });
    call
      .then((answer) => {
        setIssues(new Map());
        if (siteId === null) navigate(`/sites/${answer.site.id}?created=1`);
        else {
          onSaved(answer);
          setNotice(t`Saved. Every server uses the new settings within a second.`);
        }
      })
      .catch((failure: unknown) => {
        setIssues(issuesOf(failure));
        setError(staffErrorMessage(i18n, failure));
      })
      .finally(() => setBusy(false));
  };

  const siteName = initial.form.name;
  const created = siteId !== null && new URLSearchParams(window.location.search).has('created');
  return (
    <>
      <p>
        <Link href="/sites">
          <Trans>← All sites</Trans>
        </Link>
      </p>
      <h1 className="adm-title">{siteId === null ? <Trans>New site</Trans> : initial.form.name}</h1>
      <p className="adm-status" role="status">
        {notice ?? (created ? t`The site is created and served on its host names now.` : null)}
      </p>
      <form className="adm-form adm-site-form" onSubmit={submit} noValidate aria-label={siteId === null ? t`New site` : t`Edit ${siteName}`}>
        <IssuesContext.Provider value={issues}>
          <SiteFormFields draft={draft} companies={companies} onChange={setDraft} />
        </IssuesContext.Provider>
        <div className="adm-site-save">
          <p className="adm-error" role="alert">
            {error}
          </p>
          <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy}>
            {siteId === null ? <Trans>Create site</Trans> : <Trans>Save site</Trans>}
          </button>
        </div>
      </form>
    </>
  );
}
