import { defineConfig } from '@lingui/cli';

export default defineConfig({
  sourceLocale: 'en',
  locales: ['da', 'de', 'en', 'es', 'fi', 'fr', 'it', 'nb', 'nl', 'pl', 'sv'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['src', 'workers'],
      exclude: ['**/*.test.ts', '**/*.test.tsx'],
    },
  ],
  format: 'po',
  orderBy: 'messageId',
});
