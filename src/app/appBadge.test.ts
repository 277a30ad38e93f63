import { describe, expect, it, vi } from 'vitest';
import { updateAppBadge } from './appBadge.ts';

describe('app badge', () => {
  it('sets the count when above zero and clears it at zero', () => {
    const nav = { setAppBadge: vi.fn(() => Promise.resolve()), clearAppBadge: vi.fn(() => Promise.resolve()) };
    updateAppBadge(3, nav);
    expect(nav.setAppBadge).toHaveBeenCalledWith(3);
    updateAppBadge(0, nav);
    expect(nav.clearAppBadge).toHaveBeenCalledOnce();
  });

  it('ignores failures and missing support', async () => {
    const nav = { setAppBadge: vi.fn(() => Promise.reject(new Error('denied'))) };
    expect(() => updateAppBadge(2, nav)).not.toThrow();
    expect(() => updateAppBadge(2, {})).not.toThrow();
    const throwing = {
      setAppBadge: () => {
        throw new Error('not allowed');
      },
    };
    expect(() => updateAppBadge(1, throwing)).not.toThrow();
    await Promise.resolve();
  });
});
