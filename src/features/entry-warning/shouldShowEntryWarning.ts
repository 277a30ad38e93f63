import { ENTRY_WARNING_STRICT_COUNTRIES } from '../../contract/constants.ts';
import type { Settings } from '../../contract/index.ts';

export type EntryWarningLayout = 'default' | 'chat' | 'lander';

export interface EntryWarningInput {
  /** undefined while the current user is loading */
  loggedIn: boolean | undefined;
  /** installed-app mode */
  standalone: boolean;
  settings: Pick<Settings, 'countries' | 'geoip_country' | 'enable_site_entry_popup'> | null | undefined;
  layout: EntryWarningLayout;
  /** when the visitor confirmed being an adult, if ever */
  dismissedAt: number | null;
}

/**
 * SPEC §2: shown once unless dismissed, to visitors who are not logged in, not in installed-app
 * mode, in the site's countries, when enable_site_entry_popup is not 'no'. The chat and lander
 * layouts show it only to visitors from NL and DE.
 */
export function shouldShowEntryWarning({ loggedIn, standalone, settings, layout, dismissedAt }: EntryWarningInput): boolean {
  if (loggedIn !== false || standalone || !settings || dismissedAt !== null) return false;
  if (settings.enable_site_entry_popup === 'no') return false;
  const country = settings.geoip_country.toUpperCase();
  if (!settings.countries.some((allowed) => allowed.toUpperCase() === country)) return false;
  if (layout !== 'default') return (ENTRY_WARNING_STRICT_COUNTRIES as readonly string[]).includes(country);
  return true;
}
