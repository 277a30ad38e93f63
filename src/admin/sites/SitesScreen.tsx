import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { adminSitesApi, SiteListAnswer } from '../../contract/adminSites.ts';
import { staffCall } from '../api.ts';
import { Loaded } from '../kit/Load.tsx';
import { useStaffQuery } from '../kit/query.ts';
import { Table } from '../kit/Table.tsx';
import { nicheName } from './SiteFormFields.tsx';
import './sites.css';

/** Admins: every site with its host names (decision 127); a site opens its edit form. */
export function SitesScreen() {
  const { t } = useLingui();
  const sites = useStaffQuery('sites', () => staffCall(SiteListAnswer, adminSitesApi.sites));

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
      <Loaded query={sites}>
        {({ sites: list }) => (
          <Table
            labelledBy="adm-sites-caption"
            caption={<Trans>Sites</Trans>}
            captionId="adm-sites-caption"
            rows={list}
            rowKey={(site) => site.id}
            empty={<Trans>There are no sites yet.</Trans>}
            columns={[
              { head: <Trans>Name</Trans>, cell: (site) => <Link href={`/sites/${site.id}`}>{site.name}</Link> },
              { head: <Trans>Host names</Trans>, headClassName: '', className: 'adm-site-hosts', cell: (site) => site.hosts.join(', ') },
              { head: <Trans>Niche</Trans>, cell: (site) => nicheName(site.niche) },
              { head: <Trans>Countries</Trans>, cell: (site) => site.countries.join(' ') },
              { head: <Trans>Signups</Trans>, cell: (site) => signups(site.signups) },
            ]}
          />
        )}
      </Loaded>
    </>
  );
}
