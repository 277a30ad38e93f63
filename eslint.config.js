import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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
  {
    files: ['src/features/**', 'src/layouts/**', 'src/ui/**', 'src/app/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'dexie', message: 'Screens read through src/db hooks.' },
            { name: 'comlink', message: 'Screens act through src/sync.' },
          ],
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
