export * from './i18n.ts';
export * from './detectLocale.ts';
export * from './localeCookie.ts';
export * from './localeNames.ts';
export * from './errorMessages.ts';
