import { describe, expect, it } from 'vitest';
import { detectLocale } from './detectLocale.ts';
import { localeCookieString, readLocaleCookie } from './localeCookie.ts';

describe('locale detection', () => {
  it('takes the cookie first', () => {
    expect(detectLocale({ cookie: 'fr', domainLanguage: 'nl_NL' })).toBe('fr');
  });

  it('then the first two letters of the domain language', () => {
    expect(detectLocale({ cookie: null, domainLanguage: 'nl_NL' })).toBe('nl');
    expect(detectLocale({ cookie: null, domainLanguage: 'DE' })).toBe('de');
  });

  it('ignores a domain language that is not an available locale', () => {
    expect(detectLocale({ cookie: null, domainLanguage: 'pt_BR' })).toBe('en');
    expect(detectLocale({ cookie: null, domainLanguage: 'sv_SE', available: ['en', 'da'] })).toBe('en');
  });

  it('falls back to English', () => {
    expect(detectLocale({ cookie: null, domainLanguage: undefined })).toBe('en');
  });
});

describe('locale cookie', () => {
  it('reads the lang cookie among others, and only valid locales', () => {
    expect(readLocaleCookie('a=1; lang=de; b=2')).toBe('de');
    expect(readLocaleCookie('lang=xx')).toBeNull();
    expect(readLocaleCookie('slang=de')).toBeNull();
    expect(readLocaleCookie('')).toBeNull();
  });

  it('lives 365 days on the whole site with SameSite=Lax', () => {
    expect(localeCookieString('nb')).toBe('lang=nb; Max-Age=31536000; Path=/; SameSite=Lax');
  });
});
