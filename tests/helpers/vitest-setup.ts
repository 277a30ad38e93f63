// Every test file gets an in-memory IndexedDB; screens and the sync engine use Dexie on top of it.
import 'fake-indexeddb/auto';

// Screen tests wait for what the page shows (findBy…, waitFor) up to 5 s instead of 1 s: on a
// loaded 2-core machine a Dexie live query's first answer can take longer than a second.
if ('document' in globalThis) {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 5_000 });
}
