import { describe, expect, it, vi } from 'vitest';
import { installPageBounceLogging, pageHiddenUrl } from './pageBounce.ts';

function fakeWindow(search: string, early = false) {
  const listeners: (() => void)[] = [];
  const sendBeacon = vi.fn((_url: string, _data?: BodyInit | null) => true);
  const win = {
    location: { pathname: '/landers/video', search },
    document: { referrer: 'https://ads.example/', visibilityState: 'visible', documentElement: { hasAttribute: (name: string) => early && name === 'data-page-bounce' }, addEventListener: (_t: 'visibilitychange', l: () => void) => listeners.push(l) },
    navigator: { sendBeacon },
  };
  const hide = () => {
    win.document.visibilityState = 'hidden';
    for (const l of listeners) l();
  };
  return { win, hide, sendBeacon };
}

describe('page-bounce logging', () => {
  it('sends one beacon with an empty JSON body when a page opened with lb is hidden', async () => {
    const { win, hide, sendBeacon } = fakeWindow('?lb=1&network=n1');
    expect(installPageBounceLogging(win)).toBe(true);
    expect(sendBeacon).not.toHaveBeenCalled();
    hide();
    hide();
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, body] = sendBeacon.mock.calls[0]!;
    expect(url).toBe(pageHiddenUrl({ pathname: '/landers/video', search: '?lb=1&network=n1' }, 'https://ads.example/'));
    expect(url).toContain('/api/page-hidden.php?path=%2Flanders%2Fvideo%3Flb%3D1%26network%3Dn1');
    expect(await (body as Blob).text()).toBe('{}');
    expect((body as Blob).type).toBe('application/json');
  });

  it("installs no second beacon where the painted page's early script installed one", () => {
    const { win, hide, sendBeacon } = fakeWindow('?lb=1', true);
    expect(installPageBounceLogging(win)).toBe(true);
    hide();
    expect(sendBeacon).not.toHaveBeenCalled();
  });

  it('sends nothing without lb', () => {
    const { win, hide, sendBeacon } = fakeWindow('?network=n1');
    expect(installPageBounceLogging(win)).toBe(false);
    hide();
    expect(sendBeacon).not.toHaveBeenCalled();
  });
});
