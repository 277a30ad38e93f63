import { describe, expect, it } from 'vitest';
import { detectStandalone, installWay, pushNeedsInstalledApp, pwaState, updateIsWaiting, watchStandalone, type InstallEnv, type StandaloneEnv } from './pwa.ts';

function mediaEnv(initial: boolean) {
  let matches = initial;
  const listeners: Array<() => void> = [];
  const env: StandaloneEnv = {
    matchMedia: () => ({
      get matches() {
        return matches;
      },
      addEventListener: (_type: string, listener: () => void) => {
        listeners.push(listener);
      },
    }) as Pick<MediaQueryList, 'matches' | 'addEventListener'>,
  };
  return {
    env,
    change(value: boolean) {
      matches = value;
      for (const l of listeners) l();
    },
  };
}

describe('standalone (installed app)', () => {
  it('is standalone in display-mode standalone or on an iOS home screen', () => {
    expect(detectStandalone(mediaEnv(true).env)).toBe(true);
    expect(detectStandalone(mediaEnv(false).env)).toBe(false);
    expect(detectStandalone({ navigator: { standalone: true } })).toBe(true);
    expect(detectStandalone({})).toBe(false);
  });

  it('follows the display mode as it changes', () => {
    const media = mediaEnv(false);
    watchStandalone(media.env);
    expect(pwaState.standalone).toBe(false);
    media.change(true);
    expect(pwaState.standalone).toBe(true);
  });

  it('starts with no update waiting', () => {
    expect(pwaState.needRefresh).toBe(false);
  });
});

describe('an update is a worker waiting behind another (decision 189)', () => {
  const worker = {} as ServiceWorker;
  it('a worker waiting behind the active one is a new build', () => {
    expect(updateIsWaiting({ active: worker, waiting: {} as ServiceWorker })).toBe(true);
  });
  it('a worker waiting with none active is the first install, about to activate (Gecko reports it so)', () => {
    expect(updateIsWaiting({ active: null, waiting: worker })).toBe(false);
    expect(updateIsWaiting({ active: worker, waiting: null })).toBe(false);
    expect(updateIsWaiting(undefined)).toBe(false);
  });
});

describe('how the app is installed here (decision 172)', () => {
  const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
  const ipadAsMac = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';
  const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:153.0) Gecko/20100101 Firefox/153.0';
  const env = (userAgent: string, extra: Partial<InstallEnv> = {}): InstallEnv => ({ userAgent, maxTouchPoints: 0, installPromptEvent: false, standalone: false, ...extra });

  it('an iPhone, and an iPad that asks for desktop pages, install through the share sheet', () => {
    expect(installWay(env(iphone, { maxTouchPoints: 5 }))).toBe('share-sheet');
    expect(installWay(env(ipadAsMac, { maxTouchPoints: 5 }))).toBe('share-sheet');
    // a Mac (no touch screen) has no Add to Home Screen
    expect(installWay(env(ipadAsMac))).toBe('none');
  });

  it('the browser’s own prompt where it exists, nothing once installed, nothing in Firefox on a desktop', () => {
    expect(installWay(env(firefox, { installPromptEvent: true }))).toBe('prompt');
    expect(installWay(env(iphone, { standalone: true }))).toBe('installed');
    expect(installWay(env(firefox))).toBe('none');
  });

  it('push needs the installed app only in Safari on an iPhone or iPad, where push is missing', () => {
    expect(pushNeedsInstalledApp(false, env(iphone))).toBe(true);
    expect(pushNeedsInstalledApp(true, env(iphone, { standalone: true }))).toBe(false);
    expect(pushNeedsInstalledApp(false, env(iphone, { standalone: true }))).toBe(false);
    expect(pushNeedsInstalledApp(false, env(firefox))).toBe(false);
  });
});
