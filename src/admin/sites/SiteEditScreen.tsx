import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { adminSitePath, adminSitesApi, SiteAnswer, SiteListAnswer, type AdminSite, type Company, type SiteForm } from '../../contract/adminSites.ts';
import { staffCall } from '../api.ts';
import { useStaffAction } from '../kit/action.ts';
import { Failure, Notice, Waiting } from '../kit/Load.tsx';
import { useStaffQuery } from '../kit/query.ts';
import { IssuesContext, issuesOf, type FieldIssues } from './fields.tsx';
import { formOfDraft, SiteFormFields, type Draft } from './SiteFormFields.tsx';
import './sites.css';

const draftOf = (site: AdminSite['site']): Draft => {
  const form = site as unknown as SiteForm;
  return { form, hostsText: form.hosts.join('\n'), countriesText: form.countries.join(', ') };
};

/** Admins: a site's settings and host names, saved for every server at once (decision 127). */
export function SiteEditScreen() {
  const params = useParams<{ id: string }>();
  const id = Number(params.id);
  const loaded = useStaffQuery(String(id), () => staffCall(SiteAnswer, adminSitePath(id)));
  if (!loaded.data) return <Waiting query={loaded} />;
  const { site, companies } = loaded.data;
  return <SiteEditor key={id} siteId={id} version={site.version} initial={draftOf(site.site)} companies={companies} onSaved={(answer) => loaded.update(() => answer)} />;
}

/** Admins: a new site, starting from a copy of the first site's settings without its name and host names. */
export function SiteCreateScreen() {
  const template = useStaffQuery('template', async () => {
    const first = (await staffCall(SiteListAnswer, adminSitesApi.sites)).sites[0];
    if (!first) throw new Error('no site to start from');
    const answer = await staffCall(SiteAnswer, adminSitePath(first.id));
    const draft = draftOf(answer.site.site);
    return { draft: { ...draft, form: { ...draft.form, name: '' }, hostsText: '' }, companies: answer.companies };
  });
  if (!template.data) return <Waiting query={template} />;
  return <SiteEditor siteId={null} version={null} initial={template.data.draft} companies={template.data.companies} onSaved={() => undefined} />;
}

interface EditorProps {
  siteId: number | null;
  version: number | null;
  initial: Draft;
  companies: Company[];
  onSaved: (answer: { site: AdminSite; companies: Company[] }) => void;
}

function SiteEditor({ siteId, version, initial, companies, onSaved }: EditorProps) {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const [draft, setDraft] = useState(initial);
  const [issues, setIssues] = useState<FieldIssues>(new Map());
  const saving = useStaffAction();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setIssues(new Map());
    const site = formOfDraft(draft);
    void saving.run(
      () =>
        (siteId === null || version === null
          ? staffCall(SiteAnswer, adminSitesApi.sites, { method: 'POST', body: { site } })
          : staffCall(SiteAnswer, adminSitePath(siteId), { method: 'POST', body: { version, site } })
        ).catch((failure: unknown) => {
          setIssues(issuesOf(failure));
          throw failure;
        }),
      (answer) => {
        if (siteId === null) navigate(`/sites/${answer.site.id}?created=1`);
        else {
          onSaved(answer);
          return t`Saved. Every server uses the new settings within a second.`;
        }
      },
    );
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
      <Notice message={saving.notice ?? (created ? t`The site is created and served on its host names now.` : null)} />
      <form className="adm-form adm-site-form" onSubmit={submit} noValidate aria-label={siteId === null ? t`New site` : t`Edit ${siteName}`}>
        <IssuesContext.Provider value={issues}>
          <SiteFormFields draft={draft} companies={companies} onChange={setDraft} />
        </IssuesContext.Provider>
        <div className="adm-site-save">
          <Failure message={saving.error} kept />
          <button type="submit" className="btn btn-primary" disabled={saving.busy} aria-busy={saving.busy}>
            {siteId === null ? <Trans>Create site</Trans> : <Trans>Save site</Trans>}
          </button>
        </div>
      </form>
    </>
  );
}
