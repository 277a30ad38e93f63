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
  return parts.map(({ files, forbid, because }) => ({
    files,
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: files.some((f) => f.startsWith('src/')) ? screenPackages : [],
          patterns: [{ group: forbid.flatMap((part) => [`**/${part}/**`, `${part}/**`]), message: because }],
        },
      ],
    },
  }));
}

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
      forbid: ['src/features', 'src/layouts', 'src/ui', 'src/app', 'src/admin', 'src/db', 'src/sync', 'src/state', 'src/i18n', 'workers'],
      because: 'The server shares only src/contract with the client.',
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
