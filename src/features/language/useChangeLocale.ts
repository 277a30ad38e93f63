import { useCallback } from 'react';
import type { Locale } from '../../contract/index.ts';
import { useCurrentUser } from '../../db/kv.ts';
import { activateLocale } from '../../i18n/i18n.ts';
import { writeLocaleCookie } from '../../i18n/localeCookie.ts';
import { setLanguage } from '../../sync/actions.ts';

/**
 * Choose a locale: remember it in the `lang` cookie (365 days), switch the UI at once, and for a
 * logged-in member save it on the account. The page never waits on the network for the switch.
 */
export function useChangeLocale(): (locale: Locale) => Promise<void> {
  const user = useCurrentUser();
  const loggedIn = Boolean(user);
  return useCallback(
    async (locale: Locale) => {
      writeLocaleCookie(locale);
      await activateLocale(locale);
      if (loggedIn) await setLanguage(locale);
    },
    [loggedIn],
  );
}
