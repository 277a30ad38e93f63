import { useEffect } from 'react';
import { useCurrentUser, useSettings } from '../db/kv.ts';
import { activateLocale, detectLocale, readLocaleCookie, writeLocaleCookie } from '../i18n/index.ts';

/**
 * A first visit has no `lang` cookie and, offline-first, maybe no settings yet: once the settings
 * arrive, switch to the site's domain language (SPEC §7 settings.php). A member who logs in on a
 * browser without a language choice gets the language saved on their account.
 */
export function LocaleSync() {
  const settings = useSettings();
  const user = useCurrentUser();
  const domainLanguage = settings?.domain_language;
  const available = settings?.available_locales;
  const accountLanguage = user?.language;
  useEffect(() => {
    if (domainLanguage === undefined) return;
    const cookie = readLocaleCookie(document.cookie);
    if (!cookie && accountLanguage) {
      writeLocaleCookie(accountLanguage);
      void activateLocale(accountLanguage);
      return;
    }
    void activateLocale(detectLocale({ cookie, domainLanguage, available }));
  }, [domainLanguage, available, accountLanguage]);
  return null;
}
