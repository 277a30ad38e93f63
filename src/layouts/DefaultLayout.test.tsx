// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Settings, User } from '../contract/index.ts';
import { db, writeKv } from '../db/index.ts';
import { pwaState } from '../state/pwa.ts';
import { DefaultLayout } from './DefaultLayout.tsx';

const settings = {
  name: 'Flirtwave',
  countries: ['GB', 'NL'],
  geoip_country: 'GB',
  enable_site_entry_popup: 'yes',
  cdn_prefix: '/media',
  fictional_icon: '✦',
  fictional_warning: 'Some profiles are fictional.',
} as unknown as Settings;
const member = {
  id: 1,
  credits: 3,
  paid_user: false,
  status: 'confirmed',
  profile: { name: 'Robin', main_image: null },
} as unknown as User;

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
beforeEach(async () => {
  await db.kv.clear();
  localStorage.clear();
  pwaState.standalone = false;
  await writeKv('settings', settings);
});
afterEach(cleanup);

const renderLayout = (isIndex = false) =>
  render(
    <I18nProvider i18n={i18n}>
      <DefaultLayout isIndex={isIndex} backButton>
        <p>content</p>
      </DefaultLayout>
    </I18nProvider>,
  );

describe('default layout', () => {
  it('shows a visitor the login button, the footer and the entry warning', async () => {
    await writeKv('user', null);
    const { container } = renderLayout(true);
    expect(await screen.findByRole('dialog', { name: 'Adults only' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Log in' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Access ban' }).getAttribute('href')).toBe('/pages/ban');
    expect(container.firstElementChild?.className).toContain('logged-out');
  });

  it('shows a member the account menu and the compact footer, no entry warning', async () => {
    await writeKv('user', member);
    const { container } = renderLayout();
    expect(await screen.findByRole('button', { name: /Robin/ })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(container.firstElementChild?.className).not.toContain('pwa-mode');
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    expect(container.firstElementChild?.className).toContain('logged-in footer-compact');
  });

  it('adds the back button and the bottom tab bar in the installed app', async () => {
    pwaState.standalone = true;
    await writeKv('user', member);
    const { container } = renderLayout();
    // the member's main navigation, laid out as a tab bar at the bottom in the installed app (TopBar.css)
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(nav.querySelectorAll('.nav-tabs a')).toHaveLength(5);
    expect(container.firstElementChild?.className).toContain('pwa-mode');
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
  });
});
