import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { isLocale } from '../../contract/locales.ts';
import { activateLocale, writeLocaleCookie } from '../../i18n/index.ts';

/**
 * A page whose URL names a language (?lang=, a lander slug) shows it and remembers it, as the server
 * does when it renders the page (the service worker may have served the plain app shell instead).
 */
export function useUrlLocale(locale: string | null | undefined): void {
  const { i18n } = useLingui();
  useEffect(() => {
    if (!isLocale(locale) || locale === i18n.locale) return;
    writeLocaleCookie(locale);
    void activateLocale(locale);
    // only a new URL choice switches: a later change in the language menu wins
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [locale]);
}
