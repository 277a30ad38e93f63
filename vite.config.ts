import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './scripts/vite/precompress.ts';
import { minifyLoader } from './scripts/vite/minifyLoader.ts';
import { compileHintBanner } from './scripts/vite/compileHints.ts';
import { catalogParts } from './scripts/vite/catalogParts.ts';
import { zodWithoutJsonSchema } from './scripts/vite/zodWithoutJsonSchema.ts';
import { paintStyles } from './scripts/vite/paintStyles.ts';
import { shellScreens } from './src/i18n/shellScreens.ts';
import { visualizer } from 'rollup-plugin-visualizer';

// `BUNDLE_STATS=1 npx vite build` writes what each chunk holds, per module, with gzip sizes
// (page: bundle-stats/page.json, sync worker: bundle-stats/worker.json); read with
// `node scripts/bundle-breakdown.mjs` (decision 136).
const bundleStats = (name: string) =>
  process.env.BUNDLE_STATS ? [visualizer({ filename: `bundle-stats/${name}.json`, template: 'raw-data', gzipSize: true })] : [];

// The web manifest is served per site by the server (colours, name); the plugin only builds the
// service worker from sw/ with the precache manifest injected.
export default defineConfig({
  plugins: [
    react(),
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    lingui(),
    // the first route's messages in one part of each catalog, the rest in another (decision 006)
    catalogParts({ entries: ['src/main.tsx', ...new Set(Object.values(shellScreens))] }),
    // the conversation's stylesheets named in index.html for the service worker's paint (decision 201)
    paintStyles({ screen: 'src/features/chats/ChatScreen.tsx' }),
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
    minifyLoader(),
    ...bundleStats('page'),
  ],
  worker: {
    format: 'es',
    plugins: () => [zodWithoutJsonSchema(), ...bundleStats('worker')],
    // the worker's lazily loaded parts (decision 136) are named as the worker's, so a reader of the
    // build (and the first-route bench) tells them from the page's
    // Every module the entry imports goes to `syncCore.worker-<hash>.js`, the entry's chunk keeps the
    // entry alone: no lazily loaded part imports the entry's chunk. WebKit evaluated the worker's entry
    // a second time when memberParts imported from it, and the worker ran two engines (decision 179).
    rolldownOptions: {
      output: {
        chunkFileNames: 'assets/[name].worker-[hash].js',
        codeSplitting: { groups: [{ name: 'syncCore', tags: ['$initial'], test: (id: string) => !/sync\.worker\.ts$/.test(id) }] },
      },
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 400,
    // every browser of the es2022 target preloads modules itself; the polyfill was page JS on every route (decision 136)
    modulePreload: { polyfill: false },
    // Everything the entry imports statically in one chunk: a dozen small shared chunks gzip worse
    // than one and each costs a request (decision 006).
    // The staff console's modules form the `admin` chunk, loaded only on /admin. Only its own
    // modules: with their dependencies it took modules the members' screens share (the error
    // messages), and every member screen then fetched this chunk, never precached, from the network.
    rolldownOptions: {
      output: {
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }, { name: 'admin', test: /[\\/]src[\\/]admin[\\/]/, includeDependenciesRecursively: false }] },
        // the entry chunk is compiled eagerly, off the main thread (decision 155)
        postBanner: compileHintBanner,
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000', '/media': 'http://localhost:3000' },
  },
});
