import { describe, expect, it } from 'vitest';
import { createScheduler, type PullResult } from './scheduler.ts';
import { FakeClock } from './testing/fakeClock.ts';

/** A scheduler whose pulls answer at once with `results` (then 'ok'); `pulls` lists their times. */
function setup(results: PullResult[] = []) {
  const clock = new FakeClock();
  const pulls: number[] = [];
  const scheduler = createScheduler({
    clock,
    pull: () => {
      pulls.push(clock.now());
      return Promise.resolve(results.shift() ?? 'ok');
    },
  });
  clock.settle = () => scheduler.settled();
  return { clock, pulls, scheduler };
}

const member = { type: 'start', visible: true, online: true, loggedIn: true, push: false } as const;

describe('pull schedule', () => {
  it('pulls the boot data at start and the first periodic pull at 5 s, not before', async () => {
    const { clock, pulls, scheduler } = setup();
    scheduler.dispatch(member);
    await clock.advance(4_999);
    expect(pulls).toEqual([0]);
    await clock.advance(1);
    expect(pulls).toEqual([0, 5_000]);
  });

  it('then pulls every 60 s while logged in', async () => {
    const { clock, pulls, scheduler } = setup();
    scheduler.dispatch(member);
    await clock.advance(5_000 + 60_000 * 3);
    expect(pulls).toEqual([0, 5_000, 65_000, 125_000, 185_000]);
  });

  it('pulls every 300 s when push is subscribed', async () => {
    const { clock, pulls, scheduler } = setup();
    scheduler.dispatch({ ...member, push: true });
    await clock.advance(5_000 + 600_000);
    expect(pulls).toEqual([0, 5_000, 305_000, 605_000]);
  });

  it('makes no periodic pulls while logged out', async () => {
    const { clock, pulls, scheduler } = setup();
    scheduler.dispatch({ ...member, loggedIn: false });
    await clock.advance(30 * 60_000);
    expect(pulls).toEqual([0]);
    expect(clock.pending).toEqual([]);
  });

  it('starts polling 60 s after a login', async () => {
    const { clock, pulls, scheduler } = setup();
    scheduler.dispatch({ ...member, loggedIn: false });
    await clock.advance(10_000);
    scheduler.dispatch({ type: 'login', push: false });
    await clock.advance(60_000);
    expect(pulls).toEqual([0, 70_000]);
  });

  it('pauses while every tab is hidden and pulls at once when one becomes visible', async () => {
    const { clock, pulls, scheduler } = setup();
    scheduler.dispatch(member);
    await clock.advance(5_000);
    scheduler.dispatch({ type: 'hidden' });
    await clock.advance(30 * 60_000);
    expect(pulls).toEqual([0, 5_000]);
    scheduler.dispatch({ type: 'visible' });
    await clock.advance(0);
    expect(pulls).toEqual([0, 5_000, 1_805_000]);
    await clock.advance(60_000);
    expect(pulls).toHaveLength(4);
  });

  it('pulls at once when the browser comes back online, not while offline', async () => {
    const { clock, pulls, scheduler } = setup();
    scheduler.dispatch(member);
    await clock.advance(5_000);
    scheduler.dispatch({ type: 'offline' });
    await clock.advance(10 * 60_000);
    expect(pulls).toEqual([0, 5_000]);
    scheduler.dispatch({ type: 'online' });
    await clock.advance(0);
    expect(pulls).toEqual([0, 5_000, 605_000]);
  });

  it('a poke pulls at once; a poke during a pull runs one more pull after it', async () => {
    const clock = new FakeClock();
    const pulls: number[] = [];
    let finish: (r: PullResult) => void = () => {};
    const scheduler = createScheduler({
      clock,
      pull: () => {
        pulls.push(clock.now());
        return new Promise((resolve) => (finish = resolve));
      },
    });
    scheduler.dispatch(member);
    scheduler.dispatch({ type: 'poke' });
    scheduler.dispatch({ type: 'poke' });
    expect(pulls).toHaveLength(1);
    finish('ok');
    await clock.advance(0);
    expect(pulls).toHaveLength(2);
    finish('ok');
    await clock.advance(0);
    expect(pulls).toHaveLength(2);
    expect(scheduler.state.status).toBe('idle');
  });

  it('retries a failed pull after 5 s, then 10 s, and returns to 60 s once it works', async () => {
    const { clock, pulls, scheduler } = setup(['failed', 'failed', 'ok']);
    scheduler.dispatch(member);
    await clock.advance(0);
    expect(scheduler.state.status).toBe('backoff');
    await clock.advance(5_000);
    expect(scheduler.state.status).toBe('backoff');
    await clock.advance(10_000);
    expect(pulls).toEqual([0, 5_000, 15_000]);
    expect(scheduler.state.status).toBe('idle');
    await clock.advance(60_000);
    expect(pulls).toEqual([0, 5_000, 15_000, 75_000]);
  });

  it('a pull that throws counts as failed', async () => {
    const clock = new FakeClock();
    const scheduler = createScheduler({ clock, pull: () => Promise.reject(new Error('boom')) });
    scheduler.dispatch(member);
    await scheduler.settled();
    expect(scheduler.state.status).toBe('backoff');
  });
});
