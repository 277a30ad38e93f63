// The shared mechanism of the caches the member-card notifications keep fresh lives in the read
// model (decision 188).
export { CACHE_MAX_AGE_MS, NotifiedCache } from '../platform/readModel/index.ts';
