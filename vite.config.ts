import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './scripts/vite/precompress.ts';
import { catalogParts } from './scripts/vite/catalogParts.ts';
import { shellScreens } from './src/i18n/shellScreens.ts';

// The web manifest is served per site by the server (colours, name); the plugin only builds the
// service worker from sw/ with the precache manifest injected.
export default defineConfig({
  plugins: [
    react(),
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    lingui(),
    // the first route's messages in one part of each catalog, the rest in another (decision 006)
    catalogParts({ entries: ['src/main.tsx', ...new Set(Object.values(shellScreens))] }),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,woff2}'],
        // the staff console (src/admin, its own chunk) is never precached on members' devices
        globIgnores: ['**/admin-*.js', '**/admin-*.css'],
        rollupFormat: 'es',
      },
      devOptions: { enabled: false },
    }),
    precompress(),
  ],
  worker: { format: 'es' },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 400,
    // Everything the entry imports statically in one chunk: a dozen small shared chunks gzip worse
    // than one and each costs a request (decision 006).
    // The staff console's modules form the `admin` chunk, loaded only on /admin.
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }, { name: 'admin', test: /[\\/]src[\\/]admin[\\/]/ }] } } },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000', '/media': 'http://localhost:3000' },
  },
});
