import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { uuidv7 } from 'uuidv7';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, mailOutbox } from '../../server/db/schema.ts';
import { backends, sessionCookie, startTestServer, type TestServer } from '../helpers/server.ts';

const json = { 'content-type': 'application/json' };
const HOUR = 3_600_000;

/**
 * The job runner with two server instances on one database (PostgreSQL in CI): reminders and the
 * weekly update go out once per member, whichever instance claims the job, on a fake clock.
 */
describe.each(backends)('notification jobs with two instances on %s', (backend) => {
  let t: TestServer;
  let one: FastifyInstance;
  let two: FastifyInstance;
  beforeAll(async () => {
    t = await startTestServer(backend, { JOB_RUNNER: '0' });
    // a Sunday noon: the next reminder slot is 18:00 today, the weekly update Monday 09:00
    t.clock.ms = Date.UTC(2026, 10, 15, 12, 0, 0);
    one = await t.build({ JOB_RUNNER: '0' });
    two = await t.build({ JOB_RUNNER: '0' });
  });
  afterAll(async () => {
    await t?.close();
  });

  async function member(extra: { credits?: number; name?: string; paid_user?: boolean } = {}) {
    const email = `jobs-${Math.random().toString(36).slice(2)}@int.test`;
    const created = await t.app.inject({ method: 'POST', url: '/api/test/members', headers: json, payload: { email, password: 'pw-123456', ...extra } });
    const login = await t.app.inject({ method: 'POST', url: '/api/user.php', headers: json, payload: { email, password: 'pw-123456' } });
    return { id: created.json<{ id: number }>().id, cookie: sessionCookie(login) };
  }

  const bothTick = () => Promise.all([one.notifier.jobs.tick(), two.notifier.jobs.tick(), one.notifier.jobs.tick(), two.notifier.jobs.tick()]);

  it('reminders and the weekly update are sent once per member, and the jobs survive the instance that made them', async () => {
    const sender = await member({ credits: 100, name: 'Sam', paid_user: true });
    const readers = [await member(), await member(), await member()];
    for (const r of readers) {
      // the weekly update is opt-in: these readers asked for it
      const prefs = await t.app.inject({ method: 'GET', url: '/api/notifications.php', headers: { cookie: r.cookie } });
      const preferences = { ...prefs.json<{ preferences: Record<string, boolean> }>().preferences, weekly_updates: true };
      const saved = await t.app.inject({ method: 'PUT', url: '/api/notifications.php', headers: { ...json, cookie: r.cookie }, payload: { preferences } });
      expect(saved.statusCode, saved.body).toBe(200);
      const res = await t.app.inject({ method: 'POST', url: '/api/messages.php', headers: { ...json, cookie: sender.cookie }, payload: { id: uuidv7(), kind: 'text', body: 'hi', profile_id: r.id } });
      expect(res.statusCode, res.body).toBe(200);
    }
    // a reader who never opted in to the weekly update
    const quiet = await member();
    await t.app.inject({ method: 'POST', url: '/api/messages.php', headers: { ...json, cookie: sender.cookie }, payload: { id: uuidv7(), kind: 'text', body: 'hi', profile_id: quiet.id } });
    await t.app.notifier.settled();
    await bothTick(); // schedules today's reminder and Monday's update (one job each, whoever runs first)
    const scheduled = await t.handle.db.select().from(jobs).where(inArray(jobs.kind, ['unread_reminders', 'weekly_update']));
    expect(scheduled.map((j) => j.dedupeKey).sort()).toEqual(['unread_reminders:2026-11-15', 'weekly_update:2026-11-16']);

    // the instance that enqueued the unread-message mails is gone; the others send them
    await t.app.close();
    for (let hour = 0; hour < 7 * 24; hour += 6) {
      t.clock.advance(6 * HOUR);
      await bothTick();
    }
    const ids = readers.map((r) => r.id);
    const mails = await t.handle.db.select().from(mailOutbox).where(inArray(mailOutbox.memberId, ids));
    for (const id of ids) {
      const kinds = mails.filter((m) => m.memberId === id).map((m) => m.kind).sort();
      expect(kinds).toEqual(['notify:new_conversations', 'notify:unread_message_reminders', 'notify:weekly_updates']);
    }
    const quietKinds = (await t.handle.db.select().from(mailOutbox).where(eq(mailOutbox.memberId, quiet.id))).map((m) => m.kind).sort();
    expect(quietKinds).toEqual(['notify:new_conversations', 'notify:unread_message_reminders']);
    const weekly = mails.find((m) => m.kind === 'notify:weekly_updates');
    expect(weekly?.subject).toMatch(/^Your week on /);
    expect(weekly?.textBody).toContain('1 unread messages');
    const done = await t.handle.db.select().from(jobs).where(eq(jobs.kind, 'weekly_update'));
    expect(done.filter((j) => j.status === 'done').map((j) => j.dedupeKey)).toEqual(['weekly_update:2026-11-16']);
    expect(done.every((j) => j.attempts <= 1)).toBe(true);
  });
});
