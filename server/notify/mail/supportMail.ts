import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/connect.ts';
import { mailOutbox } from '../../db/schema.ts';
import type { SiteRow } from '../../platform/sites.ts';
import { unsubscribeUrl } from './outbox.ts';
import { escapeHtml } from '../../../src/contract/html.ts';

export interface SupportMail {
  site: SiteRow;
  kind: string;
  subject: string;
  /** plain text; the HTML part is the same text, escaped, in a <pre> */
  text: string;
  baseUrl: string;
  deliver: boolean;
  now: Date;
}

/**
 * A mail for the site's own staff (complaints) into the outbox, to the site's support_email. It
 * is for the support desk, not a member: English, no member as recipient (member_id null).
 */
export async function enqueueSupportMail(db: Db, mail: SupportMail): Promise<number> {
  const token = randomBytes(24).toString('base64url');
  const [row] = await db
    .insert(mailOutbox)
    .values({
      siteId: mail.site.id,
      memberId: null,
      toAddress: mail.site.settings.support_email,
      kind: mail.kind,
      locale: 'en',
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(mail.subject)}</title></head><body><pre style="font:14px/1.5 monospace;white-space:pre-wrap">${escapeHtml(mail.text)}</pre></body></html>`,
      unsubscribeToken: token,
      unsubscribeUrl: unsubscribeUrl(mail.baseUrl, token),
      status: mail.deliver ? 'pending' : 'kept',
      nextAttemptAt: mail.now,
      createdAt: mail.now,
    })
    .returning({ id: mailOutbox.id });
  if (!row) throw new Error('mail insert returned nothing');
  return row.id;
}
