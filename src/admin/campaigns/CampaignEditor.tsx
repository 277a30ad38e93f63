import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import {
  adminCampaignsApi,
  CampaignAnswerOne,
  CampaignOptionsAnswer,
  PreviewAnswer,
  type CampaignCreate,
  type CampaignPreview,
  type CampaignTexts,
} from '../../contract/adminCampaigns.ts';
import { campaignKinds, type CampaignKind } from '../../contract/push.ts';
import { staffCall } from '../api.ts';
import { useStaffAction } from '../kit/action.ts';
import { InlineConfirm } from '../kit/Confirm.tsx';
import { Failure } from '../kit/Load.tsx';
import { useStaffQuery } from '../kit/query.ts';
import { AudienceFields, audienceOf, type AudienceDraft } from './AudienceFields.tsx';
import { campaignScreenPath, kindName } from './names.ts';
import { PreviewPanel } from './PreviewPanel.tsx';
import { emptyLines, TextsFields, type TextsDraft } from './TextsFields.tsx';
import './campaigns.css';

function textsOf(draft: TextsDraft): CampaignTexts {
  const out: Record<string, { title: string; body: string; button?: string }> = {};
  for (const { locale, lines } of draft) out[locale] = { title: lines.title, body: lines.body, ...(lines.button.trim() ? { button: lines.button } : {}) };
  return out;
}

/** Admins: write a campaign (decision 131): kind, sites, audience, texts per language, preview, send now or at a time. */
export function CampaignEditor() {
  const { i18n } = useLingui();
  const [, navigate] = useLocation();
  const options = useStaffQuery('options', () => staffCall(CampaignOptionsAnswer, adminCampaignsApi.options));
  const [kind, setKind] = useState<CampaignKind>('promotions');
  const [audience, setAudience] = useState<AudienceDraft>({ sites: 'all', paying: 'any', inactive: false, inactiveDays: '30' });
  const [members, setMembers] = useState<number | null>(null);
  const [path, setPath] = useState('/');
  const [texts, setTexts] = useState<TextsDraft>([{ locale: 'en', lines: emptyLines }]);
  const [send, setSend] = useState<'now' | 'at'>('now');
  const [at, setAt] = useState('');
  const [previews, setPreviews] = useState<CampaignPreview[] | null>(null);
  const [confirming, setConfirming] = useState(false);
  const previewing = useStaffAction();
  const sending = useStaffAction();

  const complete = texts.every((x) => x.lines.title.trim() !== '' && x.lines.body.trim() !== '') && path.startsWith('/') && (send === 'now' || at !== '') && (audience.sites === 'all' || audience.sites.length > 0);

  const preview = () =>
    void previewing.run(
      () => staffCall(PreviewAnswer, adminCampaignsApi.preview, { method: 'POST', body: { texts: textsOf(texts), path, sites: audience.sites } }),
      (answer) => setPreviews(answer.previews),
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!confirming) {
      setConfirming(true);
      return;
    }
    const body: CampaignCreate = { kind, texts: textsOf(texts), path, sites: audience.sites, audience: audienceOf(audience), send, ...(send === 'at' ? { scheduled_at: new Date(at).toISOString() } : {}) };
    void sending
      .run(
        () => staffCall(CampaignAnswerOne, adminCampaignsApi.list, { method: 'POST', body }),
        (answer) => navigate(campaignScreenPath(answer.campaign.id)),
      )
      .then((ok) => ok || setConfirming(false));
  };

  const about = members ?? 0;
  return (
    <>
      <p className="adm-small">
        <Link href="/campaigns">
          <Trans>← Campaigns</Trans>
        </Link>
      </p>
      <h1 className="adm-title">
        <Trans>New campaign</Trans>
      </h1>
      <form className="adm-form cmp-form" onSubmit={submit} noValidate>
        <div className="adm-form-grid">
          <label className="adm-field">
            <span>
              <Trans>Kind</Trans>
            </span>
            <select value={kind} onChange={(e) => setKind(e.target.value as CampaignKind)}>
              {campaignKinds.map((k) => (
                <option key={k} value={k}>
                  {kindName(i18n, k)}
                </option>
              ))}
            </select>
          </label>
          <label className="adm-field">
            <span>
              <Trans>Link to (a page of the member's site)</Trans>
            </span>
            <input value={path} onChange={(e) => setPath(e.target.value)} placeholder="/credits" spellCheck={false} />
          </label>
        </div>
        {options.data ? <AudienceFields kind={kind} sites={options.data.sites} draft={audience} onChange={setAudience} onCount={setMembers} /> : null}
        <TextsFields texts={texts} onChange={setTexts} />
        <div>
          <button type="button" className="btn btn-outline" onClick={preview} disabled={!complete}>
            <Trans>Preview</Trans>
          </button>
        </div>
        {previews ? <PreviewPanel previews={previews} /> : null}
        <fieldset className="cmp-fieldset">
          <legend>
            <Trans>When</Trans>
          </legend>
          <label className="cmp-check">
            <input type="radio" name="cmp-send" checked={send === 'now'} onChange={() => setSend('now')} />
            <Trans>Send now</Trans>
          </label>
          <label className="cmp-check">
            <input type="radio" name="cmp-send" checked={send === 'at'} onChange={() => setSend('at')} />
            <Trans>Send at a time</Trans>
          </label>
          {send === 'at' ? (
            <label className="adm-field cmp-days">
              <span>
                <Trans>Date and time</Trans>
              </span>
              <input type="datetime-local" value={at} onChange={(e) => setAt(e.target.value)} />
            </label>
          ) : null}
        </fieldset>
        <div className="adm-form-end">
          <Failure message={options.error ?? sending.error ?? previewing.error} kept />
          {confirming ? (
            <InlineConfirm
              question={<>{send === 'now' ? plural(about, { one: 'Send to about # member now?', other: 'Send to about # members now?' }) : plural(about, { one: 'Schedule for about # member?', other: 'Schedule for about # members?' })}</>}
              questionClassName="cmp-confirm-text"
              yes={send === 'now' ? <Trans>Yes, send</Trans> : <Trans>Yes, schedule</Trans>}
              no={<Trans>Back</Trans>}
              onNo={() => setConfirming(false)}
              busy={sending.busy}
              submit
              size="normal"
            />
          ) : (
            <button type="submit" className="btn btn-primary" disabled={!complete}>
              {send === 'now' ? <Trans>Send campaign</Trans> : <Trans>Schedule campaign</Trans>}
            </button>
          )}
        </div>
      </form>
    </>
  );
}
