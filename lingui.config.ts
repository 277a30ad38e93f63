import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

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
  // File names without line numbers, so a catalog changes only when its messages do.
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
});
