import { useEffect } from 'react';
import { useCurrentUser, useSettings } from '../db/kv.ts';
import { activateLocale, setFormatRegion } from '../i18n/i18n.ts';
import { detectLocale, domainLanguageLocale } from '../i18n/detectLocale.ts';
import { localeCookieFromSite, readLocaleCookie, writeLocaleCookie } from '../i18n/localeCookie.ts';

/**
 * A first visit has no `lang` cookie and, offline-first, maybe no settings yet: once the settings
 * arrive, switch to the site's domain language (SPEC §7 settings.php). A member who logs in on a
 * browser without a language choice gets the language saved on their account. The locale taken
 * from domain_language is written to the cookie (SPEC §7), marked as the site's, not a choice.
 */
export function LocaleSync() {
  const settings = useSettings();
  const user = useCurrentUser();
  const domainLanguage = settings?.domain_language;
  const available = settings?.available_locales;
  const accountLanguage = user?.language;
  const siteCountry = settings?.countries[0] ?? null;
  // dates in the site's country's way (decision 176)
  useEffect(() => setFormatRegion(siteCountry), [siteCountry]);
  useEffect(() => {
    if (domainLanguage === undefined) return;
    const cookie = readLocaleCookie(document.cookie);
    if ((!cookie || localeCookieFromSite()) && accountLanguage) {
      writeLocaleCookie(accountLanguage);
      void activateLocale(accountLanguage);
      return;
    }
    const locale = detectLocale({ cookie, domainLanguage, available });
    // SPEC §1, §7: the locale taken from domain_language is remembered in the locale cookie too
    if (!cookie && locale === domainLanguageLocale(domainLanguage, available)) writeLocaleCookie(locale, 'site');
    void activateLocale(locale);
  }, [domainLanguage, available, accountLanguage]);
  return null;
}
