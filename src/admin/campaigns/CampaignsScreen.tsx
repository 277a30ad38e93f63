import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { adminCampaignsApi, CampaignListAnswer, CampaignOptionsAnswer, type CampaignView } from '../../contract/adminCampaigns.ts';
import { staffCall } from '../api.ts';
import { staffErrorMessage } from '../login/errors.ts';
import { campaignScreenPath, kindName, sitesText, statusName } from './names.ts';
import './campaigns.css';

type Loaded = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'ready'; campaigns: CampaignView[]; siteNames: Map<number, string> };

/** Admins: every campaign, newest first, with its delivery figures (decision 131). */
export function CampaignsScreen() {
  const { t, i18n } = useLingui();
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  useEffect(() => {
    let live = true;
    Promise.all([staffCall(CampaignListAnswer, adminCampaignsApi.list), staffCall(CampaignOptionsAnswer, adminCampaignsApi.options)]).then(
      ([list, options]) => live && setLoaded({ kind: 'ready', campaigns: list.campaigns, siteNames: new Map(options.sites.map((s) => [s.id, s.name])) }),
      (error: unknown) => live && setLoaded({ kind: 'failed', message: staffErrorMessage(i18n, error) }),
    );
    return () => {
      live = false;
    };
  }, [i18n]);
  const when = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' });
  const number = new Intl.NumberFormat(i18n.locale);

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
      {loaded.kind === 'loading' ? (
        <p className="adm-muted" role="status">
          <Trans>Loading…</Trans>
        </p>
      ) : loaded.kind === 'failed' ? (
        <p className="adm-error" role="alert">
          {loaded.message}
        </p>
      ) : loaded.campaigns.length === 0 ? (
        <p className="cmp-empty">
          <Trans>No campaigns yet. Write the first one with “New campaign”.</Trans>
        </p>
      ) : (
        <div className="adm-table-wrap" role="region" aria-label={t`Campaigns`} tabIndex={0}>
          <table className="adm-table">
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Campaign</Trans>
                </th>
                <th scope="col">
                  <Trans>Sites</Trans>
                </th>
                <th scope="col">
                  <Trans>Status</Trans>
                </th>
                <th scope="col">
                  <Trans>Push sent / delivered</Trans>
                </th>
                <th scope="col">
                  <Trans>E-mails sent</Trans>
                </th>
                <th scope="col">
                  <Trans>Bounces</Trans>
                </th>
                <th scope="col">
                  <Trans>Clicks</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {loaded.campaigns.map((c) => {
                const title = c.texts.en?.title ?? Object.values(c.texts)[0]?.title ?? `#${c.id}`;
                return (
                  <tr key={c.id}>
                    <td>
                      <Link href={campaignScreenPath(c.id)}>{title}</Link>
                      <div className="adm-small adm-muted">
                        {kindName(i18n, c.kind)} · {c.scheduled_at ? when.format(new Date(c.scheduled_at)) : '—'}
                      </div>
                    </td>
                    <td>{sitesText(i18n, c.sites, loaded.siteNames)}</td>
                    <td>
                      <span className={`adm-pill cmp-status-${c.status}`}>{statusName(i18n, c.status)}</span>
                    </td>
                    <td className="adm-nowrap">
                      {number.format(c.figures.push_sent)} / {number.format(c.figures.push_delivered)}
                    </td>
                    <td>{number.format(c.figures.emails_sent)}</td>
                    <td>{number.format(c.figures.bounces)}</td>
                    <td>{number.format(c.figures.clicks)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
