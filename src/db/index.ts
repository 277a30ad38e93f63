export * from './schema.ts';
export * from './database.ts';
export * from './hooks.ts';
