import { describe, expect, it } from 'vitest';
import { BRAND_PRIMARY, BRAND_SECONDARY } from '../../../src/contract/constants.ts';
import { locales } from '../../../src/contract/locales.ts';
import { renderMail } from './render.ts';
import { mailTexts } from './texts/index.ts';

const kinds = ['activate', 'reset', 'mailChange', 'mailChanged', 'reactivate'] as const;

describe('mail templates', () => {
  it('the e-mail change notice to the old address has its own closing line, not "ignore this"', () => {
    const mail = renderMail({
      kind: 'mailChanged',
      locale: 'en',
      siteName: 'Flirtwave',
      memberName: 'Ana',
      actionUrl: 'mailto:support@example.test',
      unsubscribeUrl: 'https://example.test/api/unsubscribe.php?t=u1',
      days: 0,
    });
    expect(mail.subject).toBe('The e-mail address of your Flirtwave account was changed');
    expect(mail.text).toContain('Contact support: mailto:support@example.test');
    expect(mail.text).toContain('We send this notice to your previous address for your security.');
    expect(mail.text).not.toContain("If you didn't ask for this");
  });

  it.each(locales.flatMap((locale) => kinds.map((kind) => [locale, kind] as const)))('%s %s: text and HTML, no placeholder left', (locale, kind) => {
    const mail = renderMail({
      kind,
      locale,
      siteName: 'Flirtwave',
      memberName: 'Ana <b>',
      actionUrl: 'https://example.test/api/activate.php?token=abc&x=1',
      unsubscribeUrl: 'https://example.test/api/unsubscribe.php?t=u1',
      days: 14,
    });
    for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.toMatch(/\{(site|name|days)\}/);
    expect(mail.subject).toContain('Flirtwave');
    expect(mail.text).toContain('https://example.test/api/activate.php?token=abc&x=1');
    expect(mail.text).toContain('https://example.test/api/unsubscribe.php?t=u1');
    expect(mail.html).toContain('href="https://example.test/api/activate.php?token=abc&amp;x=1"');
    expect(mail.html).toContain('Ana &lt;b&gt;');
    expect(mail.html).not.toContain('Ana <b>');
    expect(mail.html).toContain(BRAND_PRIMARY);
    expect(mail.html).toContain(BRAND_SECONDARY);
    expect(mail.html).toContain(`lang="${locale}"`);
  });

  it('translates every locale (no English text copied into another language)', () => {
    for (const locale of locales) {
      if (locale === 'en') continue;
      expect(mailTexts[locale].kinds.activate.subject).not.toBe(mailTexts.en.kinds.activate.subject);
      expect(mailTexts[locale].unsubscribe).not.toBe(mailTexts.en.unsubscribe);
    }
  });

  it('falls back to English for an unknown locale', () => {
    const mail = renderMail({ kind: 'reset', locale: 'xx', siteName: 'S', memberName: 'N', actionUrl: 'a', unsubscribeUrl: 'u', days: 1 });
    expect(mail.subject).toBe('Reset your password for S');
  });
});
