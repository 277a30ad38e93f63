// @vitest-environment happy-dom
// The app's own "Install the app" (decision 180): where the browser fires `beforeinstallprompt`
// (Chromium) a button opens the browser's dialog once and goes away once installed; an iPhone
// without the event keeps the share sheet's instruction; elsewhere nothing is offered.
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureInstallPrompt, installState, resetInstallPrompt } from '../../state/install.ts';
import { pwaState } from '../../state/pwa.ts';
import { InstallSection } from './InstallApp.tsx';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

/** A `beforeinstallprompt` as Chromium fires it: prompt() opens its dialog, userChoice the answer. */
function promptEvent(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  const prompt = vi.fn(() => Promise.resolve());
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome, platform: 'web' }) });
  return { event, prompt };
}

const renderSection = () =>
  render(
    <I18nProvider i18n={i18n}>
      <InstallSection />
    </I18nProvider>,
  );
/** Runs `fn` in act and lets valtio's notification (a microtask) reach the components. */
async function inAct(fn: () => unknown): Promise<void> {
  await act(() => {
    fn();
    return Promise.resolve();
  });
}
const installButton = () => screen.queryByRole('button', { name: 'Install the app' });

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
beforeEach(() => {
  resetInstallPrompt();
  pwaState.standalone = false;
  captureInstallPrompt(window);
});
const removed: Array<[object, PropertyDescriptor]> = [];
afterEach(() => {
  cleanup();
  for (const [target, descriptor] of removed.splice(0)) Object.defineProperty(target, 'onbeforeinstallprompt', descriptor);
  vi.restoreAllMocks();
});

describe('Install the app', () => {
  it('offers nothing before the browser fires its event (a desktop browser without one, Gecko)', () => {
    renderSection();
    expect(installButton()).toBeNull();
    expect(screen.queryByText(/Add to Home Screen/)).toBeNull();
  });

  it('the event kept (its default prevented) shows the button; a press opens the dialog once; accepted, it goes away', async () => {
    renderSection();
    const { event, prompt } = promptEvent('accepted');
    await inAct(() => window.dispatchEvent(event));
    expect(event.defaultPrevented).toBe(true);
    const button = installButton();
    expect(button).not.toBeNull();
    await inAct(() => fireEvent.click(button as HTMLElement));
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(installButton()).toBeNull();
    expect(installState.installed).toBe(true);
  });

  it('dismissed, the used event is not offered again; the browser’s next event brings the button back', async () => {
    renderSection();
    await inAct(() => window.dispatchEvent(promptEvent('dismissed').event));
    await inAct(() => fireEvent.click(installButton() as HTMLElement));
    expect(installButton()).toBeNull();
    expect(installState.installed).toBe(false);
    await inAct(() => window.dispatchEvent(promptEvent('accepted').event));
    expect(installButton()).not.toBeNull();
  });

  it('installed from the browser’s own menu (appinstalled): the button goes away', async () => {
    renderSection();
    await inAct(() => window.dispatchEvent(promptEvent('accepted').event));
    expect(installButton()).not.toBeNull();
    await inAct(() => window.dispatchEvent(new Event('appinstalled')));
    expect(installButton()).toBeNull();
  });

  it('running installed (display-mode standalone): nothing is offered', async () => {
    pwaState.standalone = true;
    renderSection();
    await inAct(() => window.dispatchEvent(promptEvent('accepted').event));
    expect(installButton()).toBeNull();
  });

  it('an iPhone (WebKit: no event) keeps the share sheet’s instruction, no button', () => {
    // Safari has no `beforeinstallprompt` handler (happy-dom has): taken off for the test
    for (let target: object | null = window; target; target = Object.getPrototypeOf(target) as object | null) {
      const descriptor = Object.getOwnPropertyDescriptor(target, 'onbeforeinstallprompt');
      if (descriptor && Reflect.deleteProperty(target, 'onbeforeinstallprompt')) removed.push([target, descriptor]);
    }
    expect('onbeforeinstallprompt' in window).toBe(false);
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE);
    renderSection();
    expect(installButton()).toBeNull();
    expect(screen.getByRole('region', { name: 'Install the app' }).textContent).toContain('To install it, tap Share');
  });
});
