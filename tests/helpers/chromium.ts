import type { LaunchOptions } from '@playwright/test';

/**
 * The features Playwright itself turns off (its `chromiumSwitches`). Chromium reads only the last
 * `--disable-features` of its command line, so the one below must repeat them;
 * `tests/e2e/chromium-switches.spec.ts` fails, naming them, when a Playwright update adds one.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Chromium 156's address bar popups as web pages of the browser's own (`chrome://omnibox-popup.top-chrome/`
 * and its AI Mode page): every new window, so every test's browser context, starts a renderer for
 * each, even headless where no address bar is ever shown (decision 199).
 */
export const OMNIBOX_WEBUI_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup'];

/**
 * Debian's Chromium (never a downloaded browser), quiet: the launch options of every browser test.
 * `--in-process-gpu`: the software compositor runs in the browser process instead of a GPU process of
 * its own, which saved 6-9 % of Chromium's CPU over `chat.spec.ts` in two paired runs (decision 190).
 */
export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--in-process-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_WEBUI_FEATURES].join(',')}`,
  ],
};
