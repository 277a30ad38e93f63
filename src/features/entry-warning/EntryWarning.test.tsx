// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Settings } from '../../contract/index.ts';
import { db, writeKv } from '../../db/index.ts';
import { pwaState } from '../../state/pwa.ts';
import { readDismissal } from './dismissal.ts';
import { EntryWarning } from './EntryWarning.tsx';
import { handleServerEntryWarning } from './serverDialog.ts';

const settings = { name: 'Flirtwave', countries: ['GB'], geoip_country: 'GB', enable_site_entry_popup: 'yes' } as unknown as Settings;
const painted = `<div data-ssr-entry-warning><form><button type="submit" data-entry="enter">Enter</button></form></div>`;

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
beforeEach(async () => {
  await db.kv.clear();
  localStorage.clear();
  document.cookie = 'entry_ok=; path=/; max-age=0';
  pwaState.standalone = false;
  await writeKv('settings', settings);
  await writeKv('user', null);
});
afterEach(() => {
  cleanup();
  document.getElementById('painted')?.remove();
});

const renderWarning = () =>
  render(
    <I18nProvider i18n={i18n}>
      <EntryWarning layout="default" />
    </I18nProvider>,
  );

describe('the app’s entry warning', () => {
  it('asks a visitor once: Enter remembers the consent and closes it', async () => {
    renderWarning();
    const dialog = await screen.findByRole('dialog', { name: 'Adults only' });
    fireEvent.click(screen.getByRole('button', { name: 'Enter' }));
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    expect(readDismissal()).not.toBeNull();
  });

  it('is not shown again after the visitor entered through the server-painted dialog while the app was starting', async () => {
    // the page arrived with the warning painted; the app is rendering while the visitor taps Enter
    const holder = document.createElement('div');
    holder.id = 'painted';
    holder.innerHTML = painted;
    document.body.append(holder);
    handleServerEntryWarning();
    renderWarning();
    await screen.findByRole('dialog', { name: 'Adults only' });
    act(() => holder.querySelector<HTMLButtonElement>('[data-entry="enter"]')?.click());
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Adults only' })).toBeNull());
    expect(holder.querySelector('[data-ssr-entry-warning]')).toBeNull();
  });

  it('closes when the visitor entered in another tab', async () => {
    renderWarning();
    await screen.findByRole('dialog', { name: 'Adults only' });
    act(() => {
      localStorage.setItem('entryWarningDismissedAt', String(Date.now()));
      window.dispatchEvent(new StorageEvent('storage', { key: 'entryWarningDismissedAt' }));
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Adults only' })).toBeNull());
  });
});
