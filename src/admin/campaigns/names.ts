import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CampaignSites, CampaignStatus } from '../../contract/adminCampaigns.ts';
import type { CampaignKind } from '../../contract/push.ts';

/** The console path of a campaign's screen (routes.tsx: `/campaigns/:id`). */
export const campaignScreenPath = (id: number): string => `/campaigns/${id}`;

export function kindName(i18n: I18n, kind: CampaignKind): string {
  switch (kind) {
    case 'promotions':
      return i18n._(msg`Promotions`);
    case 'news':
      return i18n._(msg`News`);
    case 'reminders':
      return i18n._(msg`Reminders`);
  }
}

export function statusName(i18n: I18n, status: CampaignStatus): string {
  switch (status) {
    case 'draft':
      return i18n._(msg`Draft`);
    case 'scheduled':
      return i18n._(msg`Scheduled`);
    case 'sending':
      return i18n._(msg`Sending`);
    case 'sent':
      return i18n._(msg`Sent`);
    case 'cancelled':
      return i18n._(msg`Cancelled`);
  }
}

/** A locale's name in the console's language, e.g. "German (de)". */
export function localeName(i18n: I18n, locale: string): string {
  try {
    const name = new Intl.DisplayNames([i18n.locale], { type: 'language' }).of(locale);
    return name && name !== locale ? `${name} (${locale})` : locale;
  } catch {
    return locale;
  }
}

export function sitesText(i18n: I18n, sites: CampaignSites, names: ReadonlyMap<number, string>): string {
  if (sites === 'all') return i18n._(msg`All sites`);
  return sites.map((id) => names.get(id) ?? `#${id}`).join(', ');
}
