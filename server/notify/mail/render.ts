import { BRAND_PRIMARY, BRAND_SECONDARY } from '../../../src/contract/constants.ts';
import { isLocale, type Locale } from '../../../src/contract/locales.ts';
import { fill, mailTexts, type MailKind } from './texts/index.ts';
import { escapeHtml } from '../../../src/contract/html.ts';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

export interface RenderInput {
  kind: MailKind;
  locale: string;
  siteName: string;
  memberName: string;
  /** the call to action (activation, reset, confirmation, reactivation) */
  actionUrl: string;
  unsubscribeUrl: string;
  days: number;
}

/** A mail of the site in the member's language: plain text and HTML in the brand colours. */
export function renderMail(input: RenderInput): MailContent {
  const locale: Locale = isLocale(input.locale) ? input.locale : 'en';
  const t = mailTexts[locale];
  const k = t.kinds[input.kind];
  const values = { site: input.siteName, name: input.memberName, days: input.days };
  const subject = fill(k.subject, values);
  const greeting = fill(t.greeting, values);
  const intro = fill(k.intro, values);
  const validity = fill(k.validity, values);
  // a notice (the e-mail change told to the old address) has its own closing line
  const closing = k.footer !== undefined ? fill(k.footer, values) : `${validity} ${t.ignore}`;
  const sentBy = fill(t.sentBy, values);

  const text = [
    greeting,
    '',
    intro,
    '',
    `${k.button}: ${input.actionUrl}`,
    '',
    closing,
    '',
    '—',
    sentBy,
    `${t.unsubscribe}: ${input.unsubscribeUrl}`,
  ].join('\n');

  const e = escapeHtml;
  const html = `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${e(subject)}</title></head>
<body style="margin:0;padding:0;background:#f6f4f8;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#22223a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f6f4f8;padding:24px 12px"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;overflow:hidden">
<tr><td style="background:${BRAND_SECONDARY};padding:20px 28px;color:#ffffff;font-size:22px;font-weight:700">${e(input.siteName)} <span style="color:${BRAND_PRIMARY}">&#9829;</span></td></tr>
<tr><td style="padding:28px">
<p style="margin:0 0 16px;font-size:16px">${e(greeting)}</p>
<p style="margin:0 0 24px;font-size:16px;line-height:1.5">${e(intro)}</p>
<p style="margin:0 0 24px"><a href="${e(input.actionUrl)}" style="display:inline-block;background:${BRAND_PRIMARY};color:#ffffff;text-decoration:none;font-weight:700;padding:12px 24px;border-radius:999px">${e(k.button)}</a></p>
<p style="margin:0 0 8px;font-size:13px;color:#5b5b72">${e(t.linkFallback)}<br><a href="${e(input.actionUrl)}" style="color:${BRAND_SECONDARY};word-break:break-all">${e(input.actionUrl)}</a></p>
<p style="margin:16px 0 0;font-size:13px;color:#5b5b72">${e(closing)}</p>
</td></tr>
<tr><td style="padding:16px 28px;background:#f0edf5;font-size:12px;color:#5b5b72">${e(sentBy)} <a href="${e(input.unsubscribeUrl)}" style="color:${BRAND_SECONDARY}">${e(t.unsubscribe)}</a></td></tr>
</table></td></tr></table></body></html>`;
  return { subject, text, html };
}
