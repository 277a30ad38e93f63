// The public surface of src/sync: screens import from here only.
export { startSync } from './client.ts';
export { login, logout, setLanguage, refresh } from './actions.ts';
export { searchMembers, loadProfile } from './browseActions.ts';
export { actions, WORKER_AWAY } from './pageActions.ts';
export { readTracking, rememberTracking } from './visitTracking.ts';
export { useSyncStatus, useOnline } from './hooks.ts';
export type { ActionResult } from './protocol.ts';
export type { SyncStatusRow } from '../db/schema.ts';
export type { PaymentResult } from './paymentsProtocol.ts';
export type { NewMessage } from './chatProtocol.ts';
export type { LikeInput } from './likesProtocol.ts';
export type { ContentResult } from './contentProtocol.ts';
export type { SafetyResult } from './safetyProtocol.ts';
export type { DataExportResult } from './dataExportProtocol.ts';
