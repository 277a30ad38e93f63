import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { adminCampaignsApi, AudienceAnswer, CAMPAIGN_INACTIVE_DAYS_MAX, type CampaignAudience, type CampaignOptionsAnswer, type CampaignSites } from '../../contract/adminCampaigns.ts';
import type { CampaignKind } from '../../contract/push.ts';
import { staffCall } from '../api.ts';
import { staffErrorMessage } from '../login/errors.ts';

export interface AudienceDraft {
  sites: CampaignSites;
  paying: CampaignAudience['paying'];
  inactive: boolean;
  inactiveDays: string;
}

export function audienceOf(draft: AudienceDraft): CampaignAudience {
  const days = Number(draft.inactiveDays);
  return { paying: draft.paying, inactive_days: draft.inactive && Number.isInteger(days) && days >= 1 ? Math.min(days, CAMPAIGN_INACTIVE_DAYS_MAX) : null };
}

/** Sites and audience of a campaign, with the live count of members it reaches ("about N members"). */
export function AudienceFields({
  kind,
  sites,
  draft,
  onChange,
  onCount,
}: {
  kind: CampaignKind;
  sites: CampaignOptionsAnswer['sites'];
  draft: AudienceDraft;
  onChange: (draft: AudienceDraft) => void;
  onCount: (members: number | null) => void;
}) {
  const { i18n } = useLingui();
  const [count, setCount] = useState<{ members: number } | { error: string } | null>(null);
  const chosen = draft.sites === 'all' ? [] : draft.sites;
  const audience = audienceOf(draft);
  const key = JSON.stringify({ kind, sites: draft.sites, audience });

  useEffect(() => {
    const body = JSON.parse(key) as { sites: CampaignSites };
    let live = true;
    const timer = setTimeout(() => {
      if (body.sites !== 'all' && body.sites.length === 0) {
        setCount({ members: 0 });
        onCount(0);
        return;
      }
      staffCall(AudienceAnswer, adminCampaignsApi.audience, { method: 'POST', body }).then(
        (answer) => {
          if (!live) return;
          setCount({ members: answer.members });
          onCount(answer.members);
        },
        (error: unknown) => live && setCount({ error: staffErrorMessage(i18n, error) }),
      );
    }, 300);
    return () => {
      live = false;
      clearTimeout(timer);
    };
    // the key holds everything the count depends on; onCount is a state setter of the editor
  }, [key, i18n, onCount]);

  const toggleSite = (id: number, on: boolean) => onChange({ ...draft, sites: on ? [...chosen, id] : chosen.filter((s) => s !== id) });
  const members = count && 'members' in count ? count.members : null;

  return (
    <>
      <fieldset className="cmp-fieldset">
        <legend>
          <Trans>Sites</Trans>
        </legend>
        <label className="cmp-check">
          <input type="checkbox" checked={draft.sites === 'all'} onChange={(e) => onChange({ ...draft, sites: e.target.checked ? 'all' : [] })} />
          <Trans>All sites</Trans>
        </label>
        {draft.sites === 'all'
          ? null
          : sites.map((s) => (
              <label key={s.id} className="cmp-check">
                <input type="checkbox" checked={chosen.includes(s.id)} onChange={(e) => toggleSite(s.id, e.target.checked)} />
                {s.name}
              </label>
            ))}
      </fieldset>
      <fieldset className="cmp-fieldset">
        <legend>
          <Trans>Audience</Trans>
        </legend>
        <p className="adm-small adm-muted">
          <Trans>Only members who turned this kind on in their notification settings.</Trans>
        </p>
        {(['any', 'paying', 'not_paying'] as const).map((value) => (
          <label key={value} className="cmp-check">
            <input type="radio" name="cmp-paying" value={value} checked={draft.paying === value} onChange={() => onChange({ ...draft, paying: value })} />
            {value === 'any' ? <Trans>Paying and not paying</Trans> : value === 'paying' ? <Trans>Paying members only</Trans> : <Trans>Members who have not paid</Trans>}
          </label>
        ))}
        <label className="cmp-check">
          <input type="checkbox" checked={draft.inactive} onChange={(e) => onChange({ ...draft, inactive: e.target.checked })} />
          <Trans>Only members inactive for a while</Trans>
        </label>
        {draft.inactive ? (
          <label className="adm-field cmp-days">
            <span>
              <Trans>Inactive for at least (days)</Trans>
            </span>
            <input type="number" inputMode="numeric" min={1} max={CAMPAIGN_INACTIVE_DAYS_MAX} value={draft.inactiveDays} onChange={(e) => onChange({ ...draft, inactiveDays: e.target.value })} />
          </label>
        ) : null}
        <p className="cmp-count" role="status" aria-live="polite">
          {count && 'error' in count ? count.error : members === null ? <Trans>Counting members…</Trans> : plural(members, { one: 'About # member will receive it.', other: 'About # members will receive it.' })}
        </p>
      </fieldset>
    </>
  );
}
