// The moderators' notices on the device (decision 133): a warning the pull brings with the member,
// dismissed once, and why a session ended kept in the next (visitor) database.
import { describe, expect, it } from 'vitest';
import { chatApi } from '../src/contract/chats.ts';
import { api, type User } from '../src/contract/index.ts';
import { noticesApi, type MemberNotice } from '../src/contract/moderationNotices.ts';
import { readKv, writeKv } from '../src/db/database.ts';
import { AppDatabase } from '../src/db/schema.ts';
import { createSyncEngine } from './engine.ts';
import { createStores, type LocalStores } from './stores.ts';
import { makeUser } from './testing/factories.ts';
import { FakeClock } from './testing/fakeClock.ts';
import { memberServer, type FakeServer } from './testing/fakeServer.ts';

const WARNING: MemberNotice = { id: 7, kind: 'warning', category: 'contact_details', reason: 'Please stop sending your number', created_at: '2026-11-24T12:00:00.000Z' };
const SUSPENDED = { error: 'authentication_required', ended: 'account_suspended', reason: 'Insults in messages', until: '2026-12-01T12:00:00.000Z', support: 'support@example.com' };

let hosts = 0;

function setup(server: FakeServer) {
  const stores = createStores({ host: `notices-${++hosts}`, caches: { delete: () => Promise.resolve(true) } });
  const clock = new FakeClock();
  const engine = createSyncEngine({ stores, fetch: server.fetch, clock, sleep: () => Promise.resolve(), random: () => 0.5, tabId: 'tab' });
  clock.settle = () => engine.settled();
  async function started() {
    await engine.start({ visible: true, online: true });
    await engine.leadership;
    await engine.settled();
  }
  return { stores, clock, engine, started };
}

async function storeMember(stores: LocalStores, user: User) {
  await stores.writeCurrent(user.id);
  const db = new AppDatabase(stores.nameOf(user.id));
  await writeKv('user', user, db);
  db.close();
}

const chatsAnswer = { status: 200, body: { chats: [], tombstones: [], cursor: '1' } };

describe('a moderator’s warning on the device', () => {
  it('a pull brings the warning with the member; dismissing it hides it at once, tells the server once, and a pull that still lists it does not bring it back', async () => {
    const anna = makeUser({ id: 41 });
    const server = memberServer(anna).on('GET', chatApi.chats, chatsAnswer).on('POST', noticesApi.seen, { status: 200, body: { ok: true } });
    const { stores, clock, engine, started } = setup(server);
    await storeMember(stores, anna);
    await started();
    const db = await engine.database();
    expect((await readKv('user', db))?.notices ?? []).toEqual([]);

    // the moderator warns Anna: the next pull (a `notice` poke pulls user.php) brings it
    server.on('GET', api.user, { status: 200, body: { user: { ...anna, notices: [WARNING] } } });
    await engine.poke('manual');
    await engine.settled();
    expect((await readKv('user', db))?.notices).toEqual([WARNING]);

    await engine.actions.dismissNotice(WARNING.id);
    expect(await readKv('noticesDismissed', db)).toEqual([WARNING.id]);
    const seen = server.requests.filter((r) => r.method === 'POST' && r.path === noticesApi.seen);
    expect(seen.map((r) => r.body)).toEqual([{ id: WARNING.id }]);

    // a pull answered before the server marked it seen lists it again: it stays dismissed here
    await clock.advance(60_000);
    expect((await readKv('user', db))?.notices).toEqual([WARNING]);
    expect(await readKv('noticesDismissed', db)).toEqual([WARNING.id]);
    // dismissing twice keeps one id
    await engine.actions.dismissNotice(WARNING.id);
    expect(await readKv('noticesDismissed', db)).toEqual([WARNING.id]);
  });
});

describe('why a session ended', () => {
  it('a suspension seen by the pull (user.php 403 with `ended`) ends the member and leaves the notice in the visitor’s database', async () => {
    const anna = makeUser({ id: 41 });
    const server = memberServer(anna).on('GET', chatApi.chats, chatsAnswer);
    const { stores, clock, engine, started } = setup(server);
    await storeMember(stores, anna);
    await started();
    server.on('GET', api.user, { status: 403, body: SUSPENDED });
    await clock.advance(1_000);
    await engine.poke('manual');
    await engine.settled();
    expect(await stores.readCurrent()).toBeNull();
    const visitor = await engine.database();
    expect(await readKv('user', visitor)).toBeNull();
    expect(await readKv('sessionEnded', visitor)).toEqual({ error: 'account_suspended', reason: 'Insults in messages', until: '2026-12-01T12:00:00.000Z', support: 'support@example.com', at: clock.now() });
  });

  it('a ban answered to any member call does the same; a plain authentication_required leaves no notice', async () => {
    const anna = makeUser({ id: 41 });
    const server = memberServer(anna).on('GET', chatApi.chats, chatsAnswer);
    const { stores, engine, started } = setup(server);
    await storeMember(stores, anna);
    await started();
    server.on('GET', `${chatApi.chats}?since=1`, { status: 403, body: { error: 'authentication_required', ended: 'account_banned', reason: 'Scam' } });
    await engine.poke('manual');
    await engine.settled();
    await expect.poll(() => stores.readCurrent()).toBeNull();
    const visitor = await engine.database();
    expect(await readKv('sessionEnded', visitor)).toMatchObject({ error: 'account_banned', reason: 'Scam' });

    const bert = makeUser({ id: 52 });
    const other = memberServer(bert).on('GET', chatApi.chats, chatsAnswer);
    const second = setup(other);
    await storeMember(second.stores, bert);
    await second.started();
    other.on('GET', api.user, { status: 403, body: { error: 'authentication_required' } });
    await second.engine.poke('manual');
    await second.engine.settled();
    expect(await second.stores.readCurrent()).toBeNull();
    expect(await readKv('sessionEnded', await second.engine.database())).toBeUndefined();
  });
});
