import { i18n } from '@lingui/core';
import type { Locale } from '../contract/index.ts';

export { i18n };

/** Load a locale's compiled catalog (the Lingui vite plugin compiles the PO file) and activate it. */
export async function activateLocale(locale: Locale): Promise<void> {
  if (i18n.locale === locale) return;
  const { messages } = (await import(`../../locales/${locale}/messages.po`)) as { messages: Record<string, string> };
  i18n.loadAndActivate({ locale, messages });
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}
