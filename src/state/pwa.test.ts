import { describe, expect, it } from 'vitest';
import { detectStandalone, pwaState, watchStandalone, type StandaloneEnv } from './pwa.ts';

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
