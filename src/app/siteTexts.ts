import { useLingui } from '@lingui/react';
import type { Settings } from '../contract/settings.ts';
import { resolveSiteTexts, siteDefaultLocale, siteTextKeys, type SiteTexts } from '../contract/siteTexts.ts';
import { useSettings } from '../db/kv.ts';

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

/** The site's texts in the locale shown now; undefined until the settings are loaded, null without them. */
export function useSiteTexts(): SiteTexts | null | undefined {
  const { i18n } = useLingui();
  const settings = useSettings();
  if (!settings) return settings;
  return siteTextsOf(settings, i18n.locale);
}
