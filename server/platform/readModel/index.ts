/**
 * The read model (decision 188): every read this server keeps in memory or batches across requests,
 * declared in one place with its bound, its invalidation and how stale it may be
 * (declarations.ts, written out as docs/STALENESS.md), and the mechanisms they share: the caches the
 * member-card notifications keep fresh (`NotifiedCache`, registered on one `ReadModel` per app) and
 * the request batchers (`batchedRead`, `BatcherFamily`).
 */
export * from './declarations.ts';
export { keptRead, NotifiedCache, ReadModel } from './notifiedCache.ts';
export { batchedRead, BatcherFamily } from './batchers.ts';
export { stalenessPage, STALENESS_COMMAND } from './page.ts';
