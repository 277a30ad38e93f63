export * from './schema.ts';
export * from './database.ts';
export * from './hooks.ts';
export * from './membersRows.ts';
export * from './membersHooks.ts';
export * from './paymentHooks.ts';
export type * from './paymentRows.ts';
export * from './chatHooks.ts';
export type * from './chatRows.ts';
