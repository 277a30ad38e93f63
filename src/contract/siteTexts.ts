import { isLocale, locales, type Locale } from './locales.ts';
import type { Settings } from './settings.ts';

/**
 * The texts a site owns, each per locale (decision 173): the page <title> (index_title), the home
 * hero's headline (hero_title, decision 181; the title where it is missing) and lead (description),
 * the sender name of its mails, and the fictional-profiles words of SPEC §3. Stored in `sites.texts` (migration 0040) as { locale: { key: text } }; a locale may lack
 * a text, and then the site's default locale's text is shown. The one home of the keys, their
 * limits and the fallback, used by the server (pages, settings.php, mails) and the app.
 */
export const siteTextKeys = ['index_title', 'hero_title', 'description', 'mail_name', 'fictional_warning', 'fictional_singular', 'fictional_plural'] as const;
export type SiteTextKey = (typeof siteTextKeys)[number];
export type SiteTexts = Record<SiteTextKey, string>;
/** per locale, only the texts written for it (an empty text is not kept) */
export type SiteTextsByLocale = Partial<Record<Locale, Partial<SiteTexts>>>;

/** The longest text an operator may save, in characters. */
export const siteTextLimits: Record<SiteTextKey, number> = {
  index_title: 200,
  hero_title: 120,
  description: 1000,
  mail_name: 100,
  fictional_warning: 1000,
  fictional_singular: 100,
  fictional_plural: 100,
};

/** The texts the default locale must have (a page needs a title, a mail a sender name). */
export const requiredSiteTexts: readonly SiteTextKey[] = ['index_title', 'mail_name'];

/** The site's default locale: its domain language (`nl_NL` → nl) when it offers it, else English. */
export function siteDefaultLocale(domainLanguage: string, available: readonly string[]): Locale {
  const code = domainLanguage.slice(0, 2).toLowerCase();
  return isLocale(code) && available.includes(code) ? code : 'en';
}

const textOf = (texts: SiteTextsByLocale, locale: Locale, key: SiteTextKey): string | undefined => {
  const value = Object.hasOwn(texts, locale) ? texts[locale]?.[key] : undefined;
  return typeof value === 'string' && value !== '' ? value : undefined;
};

/**
 * A site's texts in a locale: each text written for it, else the default locale's, else English's,
 * else any locale's (a site whose default language changed still shows its texts), else ''.
 */
export function resolveSiteTexts(texts: SiteTextsByLocale, locale: string, defaultLocale: Locale): SiteTexts {
  const order = [...new Set<Locale>([...(isLocale(locale) ? [locale] : []), defaultLocale, 'en', ...locales])];
  const out = {} as SiteTexts;
  for (const key of siteTextKeys) {
    let found = '';
    for (const l of order) {
      const value = textOf(texts, l, key);
      if (value !== undefined) {
        found = value;
        break;
      }
    }
    out[key] = found;
  }
  return out;
}

/**
 * The site's texts in the app's locale (decision 173): settings.php sends every locale's, so a
 * language switch shows the new language's at once, offline too; a missing one is the site's
 * default locale's. Settings from an older server (no `texts`) keep their one-language texts.
 */
export function siteTextsOf(settings: Settings, locale: string): SiteTexts {
  // settings of an older server have no hero_title either: the hero shows the title (decision 181)
  if (!settings.texts) return Object.fromEntries(siteTextKeys.map((k) => [k, k === 'hero_title' ? '' : settings[k]])) as SiteTexts;
  return resolveSiteTexts(settings.texts, locale, siteDefaultLocale(settings.domain_language, settings.available_locales));
}

/** The locales of `among` that lack a text of `keys` (the console's editor marks them). */
export function localesMissing(texts: SiteTextsByLocale, among: readonly Locale[], keys: readonly SiteTextKey[] = siteTextKeys): Locale[] {
  return among.filter((l) => keys.some((k) => textOf(texts, l, k) === undefined));
}

/** The texts as stored: trimmed, empty texts and empty locales left out. */
export function compactSiteTexts(texts: SiteTextsByLocale): SiteTextsByLocale {
  const out: SiteTextsByLocale = {};
  for (const l of locales) {
    const entry: Partial<SiteTexts> = {};
    for (const k of siteTextKeys) {
      const value = Object.hasOwn(texts, l) ? texts[l]?.[k]?.trim() : undefined;
      if (value) entry[k] = value;
    }
    if (Object.keys(entry).length > 0) out[l] = entry;
  }
  return out;
}
