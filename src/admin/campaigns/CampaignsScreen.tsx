import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { adminCampaignsApi, CampaignListAnswer, CampaignOptionsAnswer } from '../../contract/adminCampaigns.ts';
import { staffCall } from '../api.ts';
import { useFormat } from '../kit/format.tsx';
import { Loaded } from '../kit/Load.tsx';
import { useStaffQuery } from '../kit/query.ts';
import { Table } from '../kit/Table.tsx';
import { campaignScreenPath, kindName, sitesText, statusName } from './names.ts';
import './campaigns.css';

/** Admins: every campaign, newest first, with its delivery figures (decision 131). */
export function CampaignsScreen() {
  const { t, i18n } = useLingui();
  const loaded = useStaffQuery('campaigns', () =>
    Promise.all([staffCall(CampaignListAnswer, adminCampaignsApi.list), staffCall(CampaignOptionsAnswer, adminCampaignsApi.options)]).then(([list, options]) => ({
      campaigns: list.campaigns,
      siteNames: new Map(options.sites.map((s) => [s.id, s.name])),
    })),
  );
  const format = useFormat();

  return (
    <>
      <div className="cmp-head">
        <h1 className="adm-title">
          <Trans>Campaigns</Trans>
        </h1>
        <Link href="/campaigns/new" className="btn btn-primary">
          <Trans>New campaign</Trans>
        </Link>
      </div>
      <p className="adm-muted">
        <Trans>Promotions, news and reminders reach only the members who turned that kind on in their notification settings.</Trans>
      </p>
      <Loaded query={loaded}>
        {({ campaigns, siteNames }) => (
          <Table
            label={t`Campaigns`}
            rows={campaigns}
            rowKey={(c) => c.id}
            empty={<Trans>No campaigns yet. Write the first one with “New campaign”.</Trans>}
            emptyClassName="cmp-empty"
            columns={[
              {
                head: <Trans>Campaign</Trans>,
                cell: (c) => (
                  <>
                    <Link href={campaignScreenPath(c.id)}>{c.texts.en?.title ?? Object.values(c.texts)[0]?.title ?? `#${c.id}`}</Link>
                    <div className="adm-small adm-muted">
                      {kindName(i18n, c.kind)} · {c.scheduled_at ? format.date(c.scheduled_at) : '—'}
                    </div>
                  </>
                ),
              },
              { head: <Trans>Sites</Trans>, cell: (c) => sitesText(i18n, c.sites, siteNames) },
              { head: <Trans>Status</Trans>, cell: (c) => <span className={`adm-pill cmp-status-${c.status}`}>{statusName(i18n, c.status)}</span> },
              {
                head: <Trans>Push sent / delivered</Trans>,
                className: 'adm-nowrap',
                headClassName: '',
                cell: (c) => `${format.number(c.figures.push_sent)} / ${format.number(c.figures.push_delivered)}`,
              },
              { head: <Trans>E-mails sent</Trans>, cell: (c) => format.number(c.figures.emails_sent) },
              { head: <Trans>Bounces</Trans>, cell: (c) => format.number(c.figures.bounces) },
              { head: <Trans>Clicks</Trans>, cell: (c) => format.number(c.figures.clicks) },
            ]}
          />
        )}
      </Loaded>
    </>
  );
}
