import { i18n } from '@lingui/core';
import { useEffect, useSyncExternalStore } from 'react';
import type { Locale } from '../contract/index.ts';
import { formatLocale } from './formatLocale.ts';

export { i18n };

/**
 * Each locale's catalog comes in two parts (decision 006): `shell`, the messages of the modules the
 * first route runs, and `rest`, all others. The rest loads once something needs it
 * (`loadAllMessages`), and from then on with every locale activated.
 */
type Part = 'shell' | 'rest';

const parts = new Map<string, Promise<void>>();
const loaded = new Set<string>();
let restWanted = false;
let target: Locale | null = null;
let formatRegion: string | null = null;

function currentFormat(): string | undefined {
  const current = i18n.locales;
  return Array.isArray(current) ? current[0] : current;
}

/** The site's country for formatting (LocaleSync, from the settings); formats again at once when it changes. */
export function setFormatRegion(region: string | null): void {
  if (region === formatRegion) return;
  formatRegion = region;
  const locale = i18n.locale as Locale | undefined;
  if (locale && loaded.has(`${locale}/shell`)) i18n.activate(locale, [formatLocale(locale, region)]);
}
let activating: Promise<void> = Promise.resolve();

function loadPart(locale: Locale, part: Part): Promise<void> {
  const key = `${locale}/${part}`;
  let loading = parts.get(key);
  if (!loading) {
    // the Lingui vite plugin compiles the PO file; scripts/vite/catalogParts.ts keeps one part of it
    const module =
      part === 'shell' ? import(`../../locales/${locale}/messages.po?part=shell`) : import(`../../locales/${locale}/messages.po?part=rest`);
    loading = (module as Promise<{ messages: Record<string, string> }>).then(
      ({ messages }) => {
        // marked loaded first: i18n.load emits 'change', and useAllMessages reads `loaded` then
        loaded.add(key);
        i18n.load(locale, messages);
      },
      (error: unknown) => {
        parts.delete(key);
        throw error;
      },
    );
    parts.set(key, loading);
  }
  return loading;
}

/** Load a locale's catalog (the first part, and the rest once wanted) and activate it. */
export function activateLocale(locale: Locale): Promise<void> {
  target = locale;
  activating = (async () => {
    // both parts at once when the rest is wanted: a members' screen waits for the two (decision 142)
    await Promise.all([loadPart(locale, 'shell'), restWanted ? loadPart(locale, 'rest') : undefined]);
    if (target !== locale) return; // a later call chose another locale
    const format = formatLocale(locale, formatRegion);
    if (i18n.locale !== locale || currentFormat() !== format) i18n.activate(locale, [format]);
    if (typeof document !== 'undefined') document.documentElement.lang = locale;
  })();
  return activating;
}

/** Loads the rest of the active locale's catalog (and of every locale activated later). */
export async function loadAllMessages(): Promise<void> {
  restWanted = true;
  await activating.catch(() => undefined);
  const locale = i18n.locale as Locale | undefined;
  if (locale) await loadPart(locale, 'rest');
}

/** Whether every message of the active locale is loaded. */
export function allMessagesLoaded(): boolean {
  return restWanted && Boolean(i18n.locale) && loaded.has(`${i18n.locale}/rest`);
}

function subscribe(onChange: () => void): () => void {
  return i18n.on('change', onChange);
}

/** True when the screen can show: it `needs` no more than the first part, or all is loaded. */
export function useAllMessages(needed: boolean): boolean {
  const ready = useSyncExternalStore(subscribe, allMessagesLoaded, allMessagesLoaded);
  useEffect(() => {
    if (needed && !ready) loadAllMessages().catch(() => undefined);
  }, [needed, ready]);
  return !needed || ready;
}

// A message that is not loaded shows its id: should a module outside the first route's render
// without asking for the rest first, it comes at once and the page renders again.
// (Unit tests render with messages of their own.)
if (import.meta.env.MODE !== 'test') {
  i18n.on('missing', () => {
    if (!restWanted && i18n.locale) loadAllMessages().catch(() => undefined);
  });
}
