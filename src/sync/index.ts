// The public surface of src/sync: screens import from here only.
export { startSync } from './client.ts';
export { login, logout, setLanguage, refresh } from './actions.ts';
export * from './membersActions.ts';
export { useSyncStatus, useOnline } from './hooks.ts';
export type { ActionResult } from './protocol.ts';
export type { SyncStatusRow } from '../db/schema.ts';
export * from './accountActions.ts';
export * from './paymentsActions.ts';
export type { PaymentResult } from './paymentsProtocol.ts';
export * as chat from './chatActions.ts';
export type { NewMessage } from './chatProtocol.ts';
export * as likes from './likesActions.ts';
export type { LikeInput } from './likesProtocol.ts';
export * from './contentActions.ts';
export type { ContentResult } from './contentProtocol.ts';
export * as safety from './safetyActions.ts';
export type { SafetyResult } from './safetyProtocol.ts';
