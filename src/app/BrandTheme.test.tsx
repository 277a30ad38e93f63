// @vitest-environment happy-dom
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Settings } from '../contract/index.ts';
import { db, writeKv } from '../db/index.ts';
import { useSettings } from '../db/kv.ts';
import { BrandMark } from '../ui/BrandMark.tsx';
import { BrandTheme } from './BrandTheme.tsx';

const base = { name: 'Harbour', index_title: 'Meet people' } as Settings;
const root = () => document.documentElement.style;

beforeEach(async () => {
  await db.kv.clear();
  document.head.innerHTML = '<meta name="theme-color" content="#2b2d5c">';
});
afterEach(cleanup);

describe("the app in the site's brand colours (decision 127)", () => {
  it('sets the colour tokens and theme colour from settings, follows a change and falls back to the SPEC colours', async () => {
    await writeKv('settings', { ...base, brand: { primary: '#00a86b', secondary: '#0b3d91', logo: '' } });
    render(<BrandTheme />);
    await waitFor(() => expect(root().getPropertyValue('--color-primary')).toBe('#00a86b'));
    expect(root().getPropertyValue('--color-secondary')).toBe('#0b3d91');
    expect(document.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe('#0b3d91');

    // the operator changes the colour: the next settings pull repaints the open app
    await act(() => writeKv('settings', { ...base, brand: { primary: '#ffd400', secondary: '#0b3d91', logo: '' } }));
    await waitFor(() => expect(root().getPropertyValue('--color-primary')).toBe('#ffd400'));

    // back to the SPEC colours: tokens.css decides again
    await act(() => writeKv('settings', { ...base, brand: { primary: '#e07a6f', secondary: '#2b2d5c', logo: '' } }));
    await waitFor(() => expect(root().getPropertyValue('--color-primary')).toBe(''));
    expect(document.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe('#2b2d5c');
  });

  it("shows the site's logo from this server in place of the heart, and the heart otherwise", async () => {
    await writeKv('settings', { ...base, brand: { primary: '#00a86b', secondary: '#0b3d91', logo: '/icons/harbour.png' } });
    /** How the screens use it: the logo from the settings the worker keeps. */
    function SiteMark() {
      return <BrandMark logo={useSettings()?.brand?.logo} />;
    }
    const { container } = render(<SiteMark />);
    await waitFor(() => expect(container.querySelector('img')?.getAttribute('src')).toBe('/icons/harbour.png'));
    await act(() => writeKv('settings', { ...base, brand: { primary: '#00a86b', secondary: '#0b3d91', logo: 'https://elsewhere.example/logo.png' } }));
    await waitFor(() => expect(container.querySelector('img')).toBeNull());
    expect(container.textContent).toBe('♥');
  });
});
