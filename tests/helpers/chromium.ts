import type { LaunchOptions } from '@playwright/test';

/** Debian's Chromium (never a downloaded browser), quiet: the launch options of every browser test. */
export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};
