import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { adminSitesApi, SiteListAnswer, type SiteSummary } from '../../contract/adminSites.ts';
import { staffCall } from '../api.ts';
import { staffErrorMessage } from '../login/errors.ts';
import { nicheName } from './SiteFormFields.tsx';
import './sites.css';

/** Admins: every site with its host names (decision 127); a site opens its edit form. */
export function SitesScreen() {
  const { t, i18n } = useLingui();
  const [sites, setSites] = useState<SiteSummary[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    staffCall(SiteListAnswer, adminSitesApi.sites).then(
      (answer) => setSites(answer.sites),
      (failure: unknown) => setError(staffErrorMessage(i18n, failure)),
    );
  }, [i18n]);

  const signups = (mode: string) => (mode === 'all' ? t`Everyone` : mode === 'with_trafficsource' ? t`Traffic source` : t`Invitation only`);

  return (
    <>
      <div className="adm-site-head">
        <h1 className="adm-title">
          <Trans>Sites</Trans>
        </h1>
        <Link href="/sites/new" className="btn btn-primary">
          <Trans>New site</Trans>
        </Link>
      </div>
      {error ? (
        <p className="adm-error" role="alert">
          {error}
        </p>
      ) : null}
      {sites === null && !error ? (
        <p className="adm-muted" role="status">
          <Trans>Loading…</Trans>
        </p>
      ) : null}
      {sites && sites.length === 0 ? (
        <p className="adm-muted">
          <Trans>There are no sites yet.</Trans>
        </p>
      ) : null}
      {sites && sites.length > 0 ? (
        <div className="adm-table-wrap" role="region" aria-labelledby="adm-sites-caption" tabIndex={0}>
          <table className="adm-table">
            <caption id="adm-sites-caption" className="adm-sr">
              <Trans>Sites</Trans>
            </caption>
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Name</Trans>
                </th>
                <th scope="col">
                  <Trans>Host names</Trans>
                </th>
                <th scope="col">
                  <Trans>Niche</Trans>
                </th>
                <th scope="col">
                  <Trans>Countries</Trans>
                </th>
                <th scope="col">
                  <Trans>Signups</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {sites.map((site) => (
                <tr key={site.id}>
                  <td>
                    <Link href={`/sites/${site.id}`}>{site.name}</Link>
                  </td>
                  <td className="adm-site-hosts">{site.hosts.join(', ')}</td>
                  <td>{nicheName(site.niche)}</td>
                  <td>{site.countries.join(' ')}</td>
                  <td>{signups(site.signups)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </>
  );
}
