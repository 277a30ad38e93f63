import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** The screens' two restricted packages, part of every block below (a later block's rule replaces an earlier one's). */
const screenPackages = [
  { name: 'dexie', message: 'Screens read through src/db hooks.' },
  { name: 'comlink', message: 'Screens act through src/sync.' },
];

/**
 * One lint block per part: `forbid` names folders the part's modules may not import. Tests may
 * reach across (a parity test reads the server's form next to the app's).
 */
function layers(parts) {
  return parts.map(({ files, ignores = [], forbid, because, also = [] }) => ({
    files,
    ignores: ['**/*.test.ts', '**/*.test.tsx', ...ignores],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: files.some((f) => f.startsWith('src/')) ? screenPackages : [],
          patterns: [{ group: forbid.flatMap((part) => [`**/${part}/**`, `${part}/**`]), message: because }, ...also],
        },
      ],
    },
  }));
}

/** What no server file may import: the client's parts other than src/contract. */
const clientParts = ['src/features', 'src/layouts', 'src/ui', 'src/app', 'src/admin', 'src/db', 'src/sync', 'src/state', 'src/i18n', 'workers'];
const clientBecause = 'The server shares only src/contract with the client.';
/** The server's areas (server/README.md, decision 187); the platform and the database are not among them. */
const serverAreas = ['account', 'chat', 'likes', 'members', 'safety', 'moderation', 'payments', 'notify', 'content', 'media', 'geo', 'staff', 'admin', 'testApi'];
/** The staff console's areas (server/admin/<area>): each stands alone, sharing only server/admin/*.ts. */
const consoleAreas = ['campaigns', 'dashboard', 'members', 'payments', 'prices', 'sites'];

export default tseslint.config(
  { ignores: ['dist', '.build', 'node_modules', 'data', 'locales/**/*.ts', 'locales/**/*.js', 'tests/bench/results', 'test-results', 'playwright-report', 'dev-dist'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: {
        projectService: {
          allowDefaultProject: ['eslint.config.js', 'tests/bench/*.mjs', 'public/*.js'],
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-console': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  // The parts, enforced (ARCHITECTURE.md "Folders"): each block lists what a part
  // may not import. Screens read through src/db hooks and act through src/sync; src/ui is presentation
  // only; the staff console is its own app beside the members'; the server and the worker share
  // nothing of the page but src/contract (and the worker src/db's schema). The member actions are
  // declared once, in workers/ (decision 183): the page's handle (src/sync) reads their types only.
  ...layers([
    {
      files: ['src/features/**', 'src/layouts/**', 'src/app/**', 'src/state/**'],
      forbid: ['admin', 'server', 'workers'],
      because: "Members' screens reach the server through the worker (src/sync), never the console's code.",
    },
    {
      files: ['src/ui/**'],
      forbid: ['db', 'sync', 'features', 'layouts', 'app', 'admin', 'server', 'workers'],
      because: 'src/ui is presentation: it gets its data through props from a screen.',
    },
    {
      files: ['src/admin/**'],
      forbid: ['features', 'layouts', 'app', 'db', 'sync', 'server', 'workers'],
      because: "The staff console may not import members' screens, their storage, the engine or the server.",
    },
    {
      files: ['server/**'],
      forbid: clientParts,
      because: clientBecause,
    },
    // Decision 187, the server by area. Each block repeats the client's parts (a later block's rule
    // replaces an earlier one's for the files it names).
    {
      // the platform's machinery serves the areas and knows none of them; the app factory, its
      // dependencies and the operations routes (which close the poke bus) put the areas together
      files: ['server/platform/**'],
      ignores: ['server/platform/app.ts', 'server/platform/appDeps.ts', 'server/platform/operations.ts'],
      forbid: [...clientParts, ...serverAreas],
      because: 'The platform (server/platform) knows no area: an area imports the platform, never the reverse (decision 187).',
    },
    {
      // a member's areas never reach staff code (staff sessions, sealed secrets, the audit) nor the
      // console's; those are reached from the console, moderation's console routes and the app factory
      files: ['server/account/**', 'server/chat/**', 'server/likes/**', 'server/members/**', 'server/safety/**', 'server/notify/**', 'server/media/**', 'server/geo/**', 'server/moderation/*.ts'],
      forbid: [...clientParts, 'staff', 'admin'],
      because: "A member's areas import neither the staff's code (server/staff) nor the console's (server/admin), decision 187.",
    },
    {
      // content counts lander visits for the dashboard, payments registers the console's payment routes
      files: ['server/content/**', 'server/payments/**'],
      forbid: [...clientParts, 'staff'],
      because: "A member's areas do not import the staff's code (server/staff), decision 187.",
    },
    {
      files: ['server/admin/**'],
      forbid: clientParts,
      because: clientBecause,
      also: [
        {
          regex: `^\\.\\./(${consoleAreas.join('|')})/`,
          message: "One console area does not import another's (server/admin/<area>, decision 187); what they share lives in server/admin/*.ts.",
        },
      ],
    },
    {
      files: ['workers/**'],
      forbid: ['features', 'layouts', 'ui', 'app', 'admin', 'server', 'sync', 'state'],
      because: "The sync worker shares src/contract and src/db with the page, nothing of its screens or of the page's handle (src/sync reads the worker's action types, decision 183).",
    },
    {
      files: ['sw/**'],
      forbid: ['features', 'layouts', 'ui', 'app', 'admin', 'server', 'sync', 'state'],
      because: "The service worker shares src/contract and src/db with the page and the engine's modules with the sync worker (decision 178), nothing of the page's screens or handle.",
    },
  ]),
  // The page's handle on the worker is built from the actions' entries (decision 183): src/sync
  // reads their types (workers/memberActions.ts), never the worker's code, which stays in its chunk.
  {
    files: ['src/sync/**'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: screenPackages.filter((p) => p.name !== 'comlink'),
          patterns: [{ group: ['**/workers/**'], allowTypeImports: true, message: 'src/sync imports only the types of the worker (decision 183).' }],
        },
      ],
    },
  },
  {
    files: ['eslint.config.js', '**/*.mjs', 'public/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['tests/bench/**/*.mjs'],
    rules: { 'no-console': 'off' },
  },
);
