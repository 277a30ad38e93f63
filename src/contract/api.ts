/** Paths of every /api call (SPEC §7). Calls SPEC does not show use the same style. */
export const api = {
  user: '/api/user.php',
  logout: '/api/logout.php',
  settings: '/api/settings.php',
  interests: '/api/interests.php',
  regions: '/api/regions.php',
  companyinfo: '/api/companyinfo.php',
  events: '/api/events.php',
  pageHidden: '/api/page-hidden.php',
  manifest: '/manifest.webmanifest',
} as const;
