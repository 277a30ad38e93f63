// @vitest-environment happy-dom
// The push reminder on an iPhone (decision 172): in Safari's tab, which has no Web Push, it says push
// comes to the installed app only and how to install; in the installed app it asks as elsewhere.
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { pushState } from '../../state/push.ts';

vi.mock('../../db/index.ts', () => ({
  useCurrentUser: () => ({ id: 7, name: 'Quinta' }),
  useSettings: () => ({ push_public_key: 'BExampleKeyOfTheSite' }),
  useChats: () => [{ id: 1 }],
  useLikes: () => [],
}));
vi.mock('./NotificationAlerts.tsx', () => ({ usePushDetection: () => undefined }));
vi.mock('../../sync/index.ts', () => ({ refresh: () => Promise.resolve() }));

const { PushPrompt } = await import('./PushPrompt.tsx');

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

/** Safari fires no `beforeinstallprompt` (happy-dom has the handler): it is taken off for the test. */
const removedPromptEvent: Array<[object, PropertyDescriptor]> = [];
function withoutInstallPromptEvent(): void {
  for (let target: object | null = window; target; target = Object.getPrototypeOf(target) as object | null) {
    const descriptor = Object.getOwnPropertyDescriptor(target, 'onbeforeinstallprompt');
    if (descriptor && Reflect.deleteProperty(target, 'onbeforeinstallprompt')) removedPromptEvent.push([target, descriptor]);
  }
}

function onIphone(standalone: boolean): void {
  withoutInstallPromptEvent();
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE);
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) => ({ matches: standalone && query === '(display-mode: standalone)', addEventListener: () => undefined }) as unknown as MediaQueryList,
  );
}

const renderPrompt = () =>
  render(
    <I18nProvider i18n={i18n}>
      <PushPrompt />
    </I18nProvider>,
  );

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
beforeEach(() => {
  localStorage.clear();
  Object.assign(pushState, { status: 'unknown', busy: false, failed: false });
});
afterEach(() => {
  cleanup();
  for (const [target, descriptor] of removedPromptEvent.splice(0)) Object.defineProperty(target, 'onbeforeinstallprompt', descriptor);
  vi.restoreAllMocks();
});

describe('the push reminder on an iPhone', () => {
  it('Safari on an iPhone has no install prompt event here', () => {
    onIphone(false);
    expect('onbeforeinstallprompt' in window).toBe(false);
  });

  it("in Safari's tab (no Web Push): says push comes to the installed app and how to install, offers no button", () => {
    onIphone(false);
    renderPrompt();
    const region = screen.getByRole('region', { name: 'Push notifications' });
    expect(region.textContent).toContain('On an iPhone, notifications of new messages and matches come only to the installed app.');
    expect(region.textContent).toContain('To install it, tap Share');
    expect(region.textContent).toContain('Add to Home Screen');
    expect(region.querySelector('.share-icon')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Turn on' })).toBeNull();
  });

  it('in the installed app (display-mode standalone, Web Push there): asks as elsewhere, no install hint', () => {
    onIphone(true);
    pushState.status = 'capable';
    renderPrompt();
    const region = screen.getByRole('region', { name: 'Push notifications' });
    expect(region.textContent).toContain('Get notified of new messages and matches.');
    expect(screen.getByRole('button', { name: 'Turn on' })).toBeTruthy();
    expect(region.textContent).not.toContain('Add to Home Screen');
  });

  it('in the installed app before push is known: no install hint (it is installed)', () => {
    onIphone(true);
    renderPrompt();
    expect(screen.queryByText(/Add to Home Screen/)).toBeNull();
    expect(screen.queryByRole('region', { name: 'Push notifications' })).toBeNull();
  });
});
