/// <reference lib="webworker" />
/** Runtime cache for member photos under /media: cache first, at most MEDIA_MAX_ENTRIES, oldest out. */
import { MEDIA_CACHE } from '../src/contract/constants.ts';

export { MEDIA_CACHE };
export const MEDIA_MAX_ENTRIES = 300;

let trimming: Promise<void> = Promise.resolve();

/** Delete the oldest entries (Cache API keys keep insertion order) beyond the limit. */
function trim(cache: Cache): Promise<void> {
  trimming = trimming.then(async () => {
    const keys = await cache.keys();
    const excess = keys.length - MEDIA_MAX_ENTRIES;
    for (const request of keys.slice(0, Math.max(0, excess))) await cache.delete(request);
  });
  return trimming;
}

export async function mediaCacheFirst(request: Request, event: ExtendableEvent): Promise<Response> {
  const cache = await caches.open(MEDIA_CACHE);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  // Only whole, same-origin answers: opaque or partial (206) ones would fill the quota or break.
  if (response.status === 200 && response.type === 'basic') {
    event.waitUntil(cache.put(request, response.clone()).then(() => trim(cache)));
  }
  return response;
}
