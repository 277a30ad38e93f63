import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      include: ['src/**/*.test.{ts,tsx}', 'workers/**/*.test.ts', 'sw/**/*.test.ts', 'server/**/*.test.ts', 'tests/integration/**/*.test.ts'],
      environment: 'node',
      setupFiles: ['tests/helpers/vitest-setup.ts'],
      testTimeout: 30_000,
      hookTimeout: 60_000,
      pool: 'forks',
    },
  }),
);
