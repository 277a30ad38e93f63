import { inArray, sql } from 'drizzle-orm';
import webpush from 'web-push';
import type { Config } from '../platform/config.ts';
import type { Db } from '../db/connect.ts';
import { serverKeys, sites } from '../db/schema.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const PUBLIC = 'vapid_public';
const PRIVATE = 'vapid_private';

/**
 * The VAPID key pair: VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY when given, else the pair kept in
 * server_keys (made at first start; concurrent first starts keep whichever pair was stored first).
 * Every site's settings carry the public key, so a changed pair reaches the clients.
 */
export async function ensureVapidKeys(db: Db, config: Pick<Config, 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY'>): Promise<VapidKeys> {
  let keys: VapidKeys;
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY) {
    keys = { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY };
  } else {
    if (config.VAPID_PUBLIC_KEY || config.VAPID_PRIVATE_KEY) throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be given together');
    keys = await storedKeys(db);
  }
  await db
    .update(sites)
    .set({ settings: sql`jsonb_set(${sites.settings}, '{push_public_key}', to_jsonb(${keys.publicKey}::text))` })
    .where(sql`${sites.settings}->>'push_public_key' IS DISTINCT FROM ${keys.publicKey}`);
  return keys;
}

async function readStored(db: Db): Promise<VapidKeys | null> {
  const rows = await db.select().from(serverKeys).where(inArray(serverKeys.name, [PUBLIC, PRIVATE]));
  const publicKey = rows.find((r) => r.name === PUBLIC)?.value;
  const privateKey = rows.find((r) => r.name === PRIVATE)?.value;
  return publicKey && privateKey ? { publicKey, privateKey } : null;
}

async function storedKeys(db: Db): Promise<VapidKeys> {
  const existing = await readStored(db);
  if (existing) return existing;
  const made = webpush.generateVAPIDKeys();
  await db
    .insert(serverKeys)
    .values([
      { name: PUBLIC, value: made.publicKey },
      { name: PRIVATE, value: made.privateKey },
    ])
    .onConflictDoNothing();
  return (await readStored(db)) ?? made;
}
