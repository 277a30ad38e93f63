import { useEffect } from 'react';
import { useSettings } from '../db/index.ts';
import { activateLocale, detectLocale, readLocaleCookie } from '../i18n/index.ts';

/**
 * A first visit has no `lang` cookie and, offline-first, maybe no settings yet: once the settings
 * arrive, switch to the site's domain language (SPEC §7 settings.php).
 */
export function LocaleSync() {
  const settings = useSettings();
  const domainLanguage = settings?.domain_language;
  const available = settings?.available_locales;
  useEffect(() => {
    if (domainLanguage === undefined) return;
    const locale = detectLocale({ cookie: readLocaleCookie(document.cookie), domainLanguage, available });
    void activateLocale(locale);
  }, [domainLanguage, available]);
  return null;
}
