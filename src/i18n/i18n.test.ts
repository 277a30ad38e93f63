// @vitest-environment happy-dom
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { describe, expect, it, vi } from 'vitest';
import { activateLocale, allMessagesLoaded, i18n, loadAllMessages } from './i18n.ts';

const id = (message: string): string => generateMessageId(message);

describe('catalog loading in two parts (decision 006)', () => {
  it('activates with the first part, loads the rest on demand, and both for a later locale', async () => {
    await activateLocale('de');
    expect(i18n.locale).toBe('de');
    expect(document.documentElement.lang).toBe('de');
    expect(i18n._(id('Log in'))).toBe('Anmelden');
    expect(i18n.messages[id('Next page')]).toBeUndefined();
    expect(allMessagesLoaded()).toBe(false);

    let changes = 0;
    const stop = i18n.on('change', () => changes++);
    await loadAllMessages();
    stop();
    expect(changes).toBeGreaterThan(0); // the I18nProvider renders again with them
    expect(i18n._(id('Next page'))).toBe('Nächste Seite');
    expect(allMessagesLoaded()).toBe(true);

    await activateLocale('fr');
    expect(i18n.locale).toBe('fr');
    expect(i18n.messages[id('Log in')]).toBeDefined();
    expect(i18n.messages[id('Next page')]).toBeDefined();
    expect(allMessagesLoaded()).toBe(true);
  });

  it('keeps the locale asked last when two activations overlap', async () => {
    await activateLocale('nl');
    const slow = activateLocale('sv'); // its catalog still has to load
    const fast = activateLocale('nl'); // loaded already: done first
    await Promise.all([slow, fast]);
    expect(i18n.locale).toBe('nl');
  });

  it('reports all messages loaded by the time the catalog announces them (a waiting screen reads it then)', async () => {
    // a fresh module state: nothing of the rest loaded yet
    vi.resetModules();
    const fresh = await import('./i18n.ts');
    await fresh.activateLocale('it');
    expect(fresh.allMessagesLoaded()).toBe(false);
    // what useAllMessages does: on every change event it reads allMessagesLoaded
    const seen: boolean[] = [];
    const stop = fresh.i18n.on('change', () => seen.push(fresh.allMessagesLoaded()));
    await fresh.loadAllMessages();
    stop();
    expect(seen.length).toBeGreaterThan(0);
    // the last change event is the one a waiting screen acts on: it must already see everything
    expect(seen.at(-1)).toBe(true);
  });
});
