// The visit's tracking data lives with the sync layer, which sends it with search and profile calls.
export { readTracking, rememberTracking } from '../../sync/visitTracking.ts';
