import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { msg } from '@lingui/core/macro';
import { I18nProvider } from '@lingui/react';
import { isLocale, type Locale } from '../contract/locales.ts';
import { activateLocale, i18n, loadAllMessages, readLocaleCookie } from '../i18n/index.ts';
import { ConsoleApp } from './ConsoleApp.tsx';
import '../styles/index.css';
import '../ui/Button.css';
import './admin.css';

/** The console's language: the site's language cookie, else the browser's, else English. */
function consoleLocale(): Locale {
  const cookie = readLocaleCookie(document.cookie);
  if (cookie) return cookie;
  for (const language of navigator.languages) {
    const code = language.slice(0, 2).toLowerCase();
    if (isLocale(code)) return code;
  }
  return 'en';
}

/**
 * The staff console's entry (decision 120), loaded by src/main.tsx with a dynamic import only on
 * /admin: none of it (nor the members' sync, service worker or layout) is in the members' first
 * route, and none of theirs starts here.
 */
export async function bootConsole(root: HTMLElement): Promise<void> {
  await activateLocale(consoleLocale());
  await loadAllMessages();
  document.title = i18n._(msg`Staff console`);
  createRoot(root).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <ConsoleApp />
      </I18nProvider>
    </StrictMode>,
  );
}
