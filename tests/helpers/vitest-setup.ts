// Every test file gets an in-memory IndexedDB; screens and the sync engine use Dexie on top of it.
import 'fake-indexeddb/auto';
