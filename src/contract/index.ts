export * from './api.ts';
export * from './constants.ts';
export * from './errors.ts';
export * from './locales.ts';
export * from './niches.ts';
export * from './settings.ts';
export * from './user.ts';
export * from './testing.ts';
