import { useLingui } from '@lingui/react';
import { siteTextsOf, type SiteTexts } from '../contract/siteTexts.ts';
import { useSettings } from '../db/kv.ts';

/** The site's texts in the locale shown now; undefined until the settings are loaded, null without them. */
export function useSiteTexts(): SiteTexts | null | undefined {
  const { i18n } = useLingui();
  const settings = useSettings();
  if (!settings) return settings;
  return siteTextsOf(settings, i18n.locale);
}
