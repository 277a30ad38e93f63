import { strToU8, zipSync, type Zippable } from 'fflate';
import type { MediaStore } from '../../media/store.ts';
import type { Sections } from './collect.ts';

/**
 * The ZIP of an export (decision 124): one readable JSON file per section (`profile.json`,
 * `messages.json`, …), the member's photos under `photos/` and their own chat images under
 * `chat-images/`, each the stored file from the media store. Images are stored, not deflated again.
 */
export async function buildArchive(store: MediaStore, sections: Sections, files: { photos: string[]; chatImages: string[] }): Promise<Buffer> {
  const entries: Zippable = {};
  for (const [name, value] of Object.entries(sections)) entries[`${name}.json`] = strToU8(`${JSON.stringify(value, null, 2)}\n`);
  for (const [folder, list] of [['photos', files.photos], ['chat-images', files.chatImages]] as const) {
    for (const key of list) {
      // a store that does not answer fails the build: the job runner tries again (decision 174)
      const stored = await store.get(key);
      if (stored) entries[`${folder}/${key}`] = [new Uint8Array(stored.bytes), { level: 0 }];
    }
  }
  return Buffer.from(zipSync(entries, { level: 6 }));
}
