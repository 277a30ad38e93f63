// The public surface of src/sync: screens import from here only.
export { leaveFor, startSync } from './client.ts';
export { login, logout, setLanguage, refresh } from './actions.ts';
export { searchMembers, loadProfile } from './browseActions.ts';
export { actions, WORKER_AWAY } from './pageActions.ts';
export { readTracking, rememberTracking } from './visitTracking.ts';
export { useSyncStatus, useOnline } from './hooks.ts';
// the actions' argument and result types, declared with their entries in workers/ (decision 183)
export type { ActionResult, DataResult, DataResult as PaymentResult, DataResult as ContentResult, DataResult as SafetyResult } from '../../workers/actionEntries.ts';
export type { SyncStatusRow } from '../db/schema.ts';
export type { NewMessage } from '../../workers/chatActions.ts';
export type { LikeInput } from '../../workers/likesActions.ts';
export type { DataExportResult } from '../../workers/dataExportActions.ts';
