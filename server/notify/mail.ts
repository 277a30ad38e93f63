import { BRAND_PRIMARY, BRAND_SECONDARY } from '../../src/contract/constants.ts';
import type { MailContent } from './mail/render.ts';
import { fill } from './mail/texts/index.ts';
import { textsFor, type NotifyEvent } from './texts.ts';
import { escapeHtml } from '../../src/contract/html.ts';

export interface NotifyMailInput {
  event: NotifyEvent;
  locale: string;
  siteName: string;
  /** the recipient's name */
  memberName: string;
  /** placeholders: name (the other member), count (unread), likes (new likes) */
  values: Record<string, string | number>;
  actionUrl: string;
  unsubscribeUrl: string;
  /** the site's fictional warning, when the member the mail is about is a fictional profile */
  fictionalWarning?: string | undefined;
  /** an operator's own texts (campaigns) instead of the event's */
  lines?: { subject: string; intro: string; button: string };
}

/** A notification e-mail in the member's language, in the layout of the account mails. */
export function renderNotifyMail(input: NotifyMailInput): MailContent {
  const t = textsFor(input.locale);
  const k = input.lines ?? t.mail[input.event];
  const values = { site: input.siteName, ...input.values };
  const subject = fill(k.subject, values);
  const greeting = fill(t.greeting, { name: input.memberName });
  const intro = fill(k.intro, values);
  const button = fill(k.button, values);
  const why = fill(t.why, values);
  const warning = input.fictionalWarning ? [input.fictionalWarning, ''] : [];
  const text = [greeting, '', intro, '', ...warning, `${button}: ${input.actionUrl}`, '', '—', why, `${t.unsubscribe}: ${input.unsubscribeUrl}`].join('\n');
  const e = escapeHtml;
  const html = `<!doctype html>
<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${e(subject)}</title></head>
<body style="margin:0;padding:0;background:#f6f4f8;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#22223a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f6f4f8;padding:24px 12px"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;overflow:hidden">
<tr><td style="background:${BRAND_SECONDARY};padding:20px 28px;color:#ffffff;font-size:22px;font-weight:700">${e(input.siteName)} <span style="color:${BRAND_PRIMARY}">&#9829;</span></td></tr>
<tr><td style="padding:28px">
<p style="margin:0 0 16px;font-size:16px">${e(greeting)}</p>
<p style="margin:0 0 24px;font-size:16px;line-height:1.5">${e(intro)}</p>
${input.fictionalWarning ? `<p style="margin:0 0 24px;font-size:14px;line-height:1.5;color:#5b5b72">${e(input.fictionalWarning)}</p>\n` : ''}<p style="margin:0"><a href="${e(input.actionUrl)}" style="display:inline-block;background:${BRAND_PRIMARY};color:#ffffff;text-decoration:none;font-weight:700;padding:12px 24px;border-radius:999px">${e(button)}</a></p>
</td></tr>
<tr><td style="padding:16px 28px;background:#f0edf5;font-size:12px;color:#5b5b72">${e(why)} <a href="${e(input.unsubscribeUrl)}" style="color:${BRAND_SECONDARY}">${e(t.unsubscribe)}</a></td></tr>
</table></td></tr></table></body></html>`;
  return { subject, text, html };
}
