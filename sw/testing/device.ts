// A device's databases for the service worker's tests (fake-indexeddb): which member is current
// (decision 116's device database), a member's database at this build's schema, and a clean slate.
import { CURRENT_MEMBER_KEY, deviceDbName, memberDbName } from '../../src/db/names.ts';
import { AppDatabase, DeviceDatabase } from '../../src/db/schema.ts';

export async function databases(): Promise<string[]> {
  return (await indexedDB.databases()).map((d) => d.name ?? '');
}

export async function setCurrent(host: string, memberId: number | null): Promise<void> {
  const device = new DeviceDatabase(deviceDbName(host));
  await device.kv.put({ key: CURRENT_MEMBER_KEY, value: memberId });
  device.close();
}

/** The member made current and their database opened, as the sync worker leaves them. */
export async function currentMemberDatabase(host: string, memberId: number): Promise<AppDatabase> {
  await setCurrent(host, memberId);
  const db = new AppDatabase(memberDbName(memberId, host));
  await db.open();
  return db;
}

/** Every database of the device deleted. */
export async function deleteDatabases(): Promise<void> {
  for (const name of await databases()) await new Promise((resolve) => (indexedDB.deleteDatabase(name).onsuccess = resolve));
}
