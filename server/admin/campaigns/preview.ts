import type { CampaignPreview, CampaignTexts, CampaignLines } from '../../../src/contract/adminCampaigns.ts';
import { fill } from '../../notify/mail/texts/index.ts';
import { renderNotifyMail } from '../../notify/mail.ts';
import type { SiteRow } from '../../platform/sites.ts';
import { textsFor } from '../../notify/texts.ts';

/** The name the preview greets (a member's name goes there). */
export const PREVIEW_MEMBER_NAME = 'Alex';

/**
 * The push and the e-mail of each written locale exactly as the sender makes them (decision 131):
 * the same mail renderer, on the first chosen site, with the campaign's path as the link.
 */
export function previewCampaign(texts: CampaignTexts, path: string, site: SiteRow, baseUrl: string): CampaignPreview[] {
  const values = { site: site.name };
  return Object.entries(texts as Record<string, CampaignLines>).map(([locale, lines]) => {
    const mail = renderNotifyMail({
      event: 'update',
      locale,
      siteName: site.name,
      memberName: PREVIEW_MEMBER_NAME,
      values,
      actionUrl: `${baseUrl}${path}`,
      unsubscribeUrl: `${baseUrl}/api/unsubscribe.php?t=…`,
      lines: { subject: lines.title, intro: lines.body, button: lines.button ?? fill(textsFor(locale).mail.update.button, values) },
    });
    return { locale, site_name: site.name, push: { title: lines.title, body: lines.body }, mail: { subject: mail.subject, text: mail.text } };
  });
}
