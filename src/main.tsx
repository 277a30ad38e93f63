import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { readKv } from './db/index.ts';
import { activateLocale, detectLocale, readLocaleCookie } from './i18n/index.ts';
import { installChunkErrorReload } from './state/chunkReload.ts';
import { registerServiceWorker } from './state/pwa.ts';
import { startSync } from './sync/index.ts';
import { App } from './app/App.tsx';
import './styles/index.css';

/** The locale before the first render: cookie, else the cached settings' domain language, else English. */
async function initialLocale() {
  const cookie = readLocaleCookie(document.cookie);
  if (cookie) return cookie;
  const settings = await readKv('settings').catch(() => undefined);
  return detectLocale({ cookie, domainLanguage: settings?.domain_language, available: settings?.available_locales });
}

async function main() {
  installChunkErrorReload();
  startSync();
  registerServiceWorker();
  await activateLocale(await initialLocale());
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void main();
