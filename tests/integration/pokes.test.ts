import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type DbHandle } from '../../server/db/connect.ts';
import { createLocalPokeBus, createPgPokeBus, type MemberPoke, type PokeBus } from '../../server/notify/pokeBus.ts';

function collect(bus: PokeBus, member: number): { got: MemberPoke[]; stop: () => void } {
  const got: MemberPoke[] = [];
  const stop = bus.subscribe(member, (poke) => got.push(poke));
  return { got, stop };
}

describe('pokes in one process', () => {
  it('reach the subscribers of that member only, until they unsubscribe', async () => {
    const bus = createLocalPokeBus();
    const ada = collect(bus, 1);
    const ben = collect(bus, 2);
    expect(bus.subscriptions).toBe(2);
    await bus.publish([{ member: 1, kind: 'message', conversation_id: 5 }]);
    expect(ada.got).toEqual([{ member: 1, kind: 'message', conversation_id: 5 }]);
    expect(ben.got).toEqual([]);
    ada.stop();
    await bus.publish([{ member: 1, kind: 'read' }]);
    expect(ada.got).toHaveLength(1);
    expect(bus.subscriptions).toBe(1);
  });
});

const url = process.env.TEST_DATABASE_URL;
describe.skipIf(!url)('pokes across server processes (PostgreSQL LISTEN/NOTIFY)', () => {
  const handles: DbHandle[] = [];
  const buses: PokeBus[] = [];
  afterAll(async () => {
    for (const bus of buses) await bus.close();
    for (const handle of handles) await handle.close();
  });

  it('a poke published by one instance reaches a member subscribed on another', async () => {
    const open = async () => {
      const handle = await openDatabase({ databaseUrl: url });
      handles.push(handle);
      const bus = await createPgPokeBus({ databaseUrl: url ?? '', db: handle.db, onError: () => undefined });
      buses.push(bus);
      return bus;
    };
    const instanceA = await open();
    const instanceB = await open();
    const member = 900_000 + Math.floor(Math.random() * 1000);
    const onB = collect(instanceB, member);
    await instanceA.publish([{ member, kind: 'message', conversation_id: 3 }]);
    await expect.poll(() => onB.got, { timeout: 5000 }).toEqual([{ member, kind: 'message', conversation_id: 3 }]);
  });
});
