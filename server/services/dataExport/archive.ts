import { inArray } from 'drizzle-orm';
import { strToU8, zipSync, type Zippable } from 'fflate';
import type { Db } from '../../db/connect.ts';
import { media } from '../../db/schema.ts';
import type { Sections } from './collect.ts';

/**
 * The ZIP of an export (decision 124): one readable JSON file per section (`profile.json`,
 * `messages.json`, …), the member's photos under `photos/` and their own chat images under
 * `chat-images/`, each the stored file from the media store. Images are stored, not deflated again.
 */
export async function buildArchive(db: Db, sections: Sections, files: { photos: string[]; chatImages: string[] }): Promise<Buffer> {
  const entries: Zippable = {};
  for (const [name, value] of Object.entries(sections)) entries[`${name}.json`] = strToU8(`${JSON.stringify(value, null, 2)}\n`);
  const keys = [...files.photos, ...files.chatImages];
  const stored = keys.length === 0 ? [] : await db.select().from(media).where(inArray(media.key, keys));
  const bytesOf = new Map(stored.map((m) => [m.key, m.bytes]));
  for (const [folder, list] of [['photos', files.photos], ['chat-images', files.chatImages]] as const) {
    for (const key of list) {
      const bytes = bytesOf.get(key);
      if (bytes) entries[`${folder}/${key}`] = [new Uint8Array(bytes), { level: 0 }];
    }
  }
  return Buffer.from(zipSync(entries, { level: 6 }));
}
