import type { LaunchOptions } from '@playwright/test';

/**
 * Debian's Chromium (never a downloaded browser), quiet: the launch options of every browser test.
 * `--in-process-gpu`: the software compositor runs in the browser process instead of a GPU process of
 * its own, which saved 6-9 % of Chromium's CPU over `chat.spec.ts` in two paired runs (decision 190).
 */
export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--in-process-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};
