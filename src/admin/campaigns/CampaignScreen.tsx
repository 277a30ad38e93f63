import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'wouter';
import { CampaignAnswerOne, campaignCancelPath, campaignPath, type CampaignLines, type CampaignView } from '../../contract/adminCampaigns.ts';
import { staffCall } from '../api.ts';
import { useStaffAction } from '../kit/action.ts';
import { InlineConfirm } from '../kit/Confirm.tsx';
import { useFormat } from '../kit/format.tsx';
import { Failure, Loading } from '../kit/Load.tsx';
import { useStaffQuery } from '../kit/query.ts';
import { kindName, localeName, statusName } from './names.ts';
import './campaigns.css';

/** How often the figures are read again while a campaign goes out. */
const REFRESH_MS = 3_000;

function inProgress(c: CampaignView): boolean {
  return c.status === 'sending' || (c.status === 'scheduled' && c.scheduled_at !== null && new Date(c.scheduled_at).getTime() <= Date.now());
}

/** One campaign (decision 131): what was sent to whom and when, its delivery figures, cancel while scheduled. */
export function CampaignScreen() {
  const { t, i18n } = useLingui();
  const params = useParams<{ id: string }>();
  const id = Number(params.id);
  const [confirming, setConfirming] = useState(false);
  const valid = Number.isInteger(id) && id > 0;
  const read = useStaffQuery(valid ? String(id) : null, () => staffCall(CampaignAnswerOne, campaignPath(id)));
  const campaign = read.data?.campaign ?? null;
  const reload = read.reload;
  useEffect(() => {
    if (!campaign || !inProgress(campaign)) return;
    const timer = setTimeout(reload, REFRESH_MS);
    return () => clearTimeout(timer);
  }, [campaign, reload]);

  const cancelling = useStaffAction();
  const cancel = () =>
    void cancelling.run(
      () => staffCall(CampaignAnswerOne, campaignCancelPath(id), { method: 'POST', body: {} }),
      (answer) => {
        read.update(() => answer);
        setConfirming(false);
      },
    );

  const format = useFormat();
  const error = read.error ?? cancelling.error;
  const title = campaign ? (campaign.texts.en?.title ?? Object.values(campaign.texts)[0]?.title ?? `#${campaign.id}`) : t`Campaign`;
  return (
    <>
      <p className="adm-small">
        <Link href="/campaigns">
          <Trans>← Campaigns</Trans>
        </Link>
      </p>
      <h1 className="adm-title">{title}</h1>
      {error || !valid ? <Failure message={error ?? t`What you were looking for could not be found.`} /> : null}
      {!campaign ? (
        error || !valid ? null : <Loading />
      ) : (
        <>
          <p className="cmp-status-line" role="status">
            <span className={`adm-pill cmp-status-${campaign.status}`}>{statusName(i18n, campaign.status)}</span>{' '}
            {kindName(i18n, campaign.kind)}
            {campaign.scheduled_at ? ` · ${format.date(campaign.scheduled_at)}` : ''}
            {campaign.created_by ? ` · ${campaign.created_by}` : ` · ${t`operator call`}`}
          </p>
          <section className="adm-section" aria-labelledby="cmp-figures-title">
            <h2 id="cmp-figures-title">
              <Trans>Delivery figures</Trans>
            </h2>
            <dl className="cmp-figures">
              <div>
                <dt>
                  <Trans>Push sent</Trans>
                </dt>
                <dd>{format.number(campaign.figures.push_sent)}</dd>
              </div>
              <div>
                <dt>
                  <Trans>Push delivered</Trans>
                </dt>
                <dd>{format.number(campaign.figures.push_delivered)}</dd>
              </div>
              <div>
                <dt>
                  <Trans>E-mails sent</Trans>
                </dt>
                <dd>{format.number(campaign.figures.emails_sent)}</dd>
              </div>
              <div>
                <dt>
                  <Trans>Bounces</Trans>
                </dt>
                <dd>{format.number(campaign.figures.bounces)}</dd>
              </div>
              <div>
                <dt>
                  <Trans>Clicks</Trans>
                </dt>
                <dd>{format.number(campaign.figures.clicks)}</dd>
              </div>
            </dl>
            <p className="adm-small adm-muted">
              <Trans>Each member counts once: a push where they have one, else an e-mail; a click is the first opening of their link.</Trans>
            </p>
            <button type="button" className="btn btn-outline adm-btn-sm" onClick={reload}>
              <Trans>Refresh figures</Trans>
            </button>
          </section>
          {campaign.status === 'scheduled' ? (
            <section className="adm-section">
              {confirming ? (
                <InlineConfirm yes={<Trans>Yes, cancel the campaign</Trans>} no={<Trans>Keep it</Trans>} onYes={cancel} onNo={() => setConfirming(false)} />
              ) : (
                <button type="button" className="btn btn-outline adm-btn-sm" onClick={() => setConfirming(true)}>
                  <Trans>Cancel campaign</Trans>
                </button>
              )}
            </section>
          ) : null}
          <section className="adm-section" aria-labelledby="cmp-texts-title">
            <h2 id="cmp-texts-title">
              <Trans>Texts</Trans>
            </h2>
            <p className="adm-small">
              <Trans>Link:</Trans> <code>{campaign.path}</code>
            </p>
            <div className="cmp-previews">
              {Object.entries(campaign.texts as Record<string, CampaignLines>).map(([locale, lines]) => (
                <article key={locale} className="adm-card cmp-text-card" aria-label={localeName(i18n, locale)}>
                  <h3>{localeName(i18n, locale)}</h3>
                  <p className="cmp-text-title">{lines.title}</p>
                  <p className="cmp-text-body">{lines.body}</p>
                  {lines.button ? <p className="adm-small adm-muted">{lines.button}</p> : null}
                </article>
              ))}
            </div>
          </section>
        </>
      )}
    </>
  );
}
