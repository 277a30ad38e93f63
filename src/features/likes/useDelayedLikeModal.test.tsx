// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const autoLike = vi.fn(() => Promise.resolve({ ok: false as const, error: { error: 'network' as const } }));
// the sync worker is not part of this test: only whether and when the hook asks for the like
vi.mock('../../sync/index.ts', () => ({ actions: { autoLike }, refresh: vi.fn() }));

const { cancelDelayedLike, useDelayedLikeModal } = await import('./useDelayedLikeModal.ts');

function Layout({ loggedIn }: { loggedIn: boolean }) {
  useDelayedLikeModal(loggedIn);
  return null;
}

beforeEach(() => {
  vi.useFakeTimers();
  autoLike.mockClear();
  cancelDelayedLike();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

// SPEC §4: a pending ?t= like survives a navigation that mounts the layout again
describe('the ?t= like modal', () => {
  it('still opens when the layout is mounted again before it is due, and only once', () => {
    window.history.replaceState(null, '', '/members?t=10');
    const first = render(<Layout loggedIn />);
    expect(window.location.search).toBe('');
    vi.advanceTimersByTime(6_000);
    first.unmount(); // a move to another route
    render(<Layout loggedIn />);
    vi.advanceTimersByTime(3_900);
    expect(autoLike).not.toHaveBeenCalled();
    vi.advanceTimersByTime(200);
    expect(autoLike).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(20_000);
    expect(autoLike).toHaveBeenCalledTimes(1);
  });

  it('counts from the moment the member is known', () => {
    window.history.replaceState(null, '', '/members?t=5');
    const view = render(<Layout loggedIn={false} />);
    vi.advanceTimersByTime(10_000);
    expect(autoLike).not.toHaveBeenCalled();
    view.rerender(<Layout loggedIn />);
    vi.advanceTimersByTime(4_900);
    expect(autoLike).not.toHaveBeenCalled();
    vi.advanceTimersByTime(200);
    expect(autoLike).toHaveBeenCalledTimes(1);
  });
});
