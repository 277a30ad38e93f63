import { describe, expect, it } from 'vitest';
import { shouldShowEntryWarning, type EntryWarningInput } from './shouldShowEntryWarning.ts';

const visitor: EntryWarningInput = {
  loggedIn: false,
  standalone: false,
  settings: { countries: ['NL', 'DE', 'GB', 'US'], geoip_country: 'GB', enable_site_entry_popup: 'yes' },
  layout: 'default',
  dismissedAt: null,
};
const from = (country: string): EntryWarningInput['settings'] => ({ ...visitor.settings!, geoip_country: country });

describe('site-entry warning visibility', () => {
  it.each<[string, Partial<EntryWarningInput>, boolean]>([
    ['a visitor from an allowed country sees it', {}, true],
    ['a logged-in member does not', { loggedIn: true }, false],
    ['nobody while the user is still loading', { loggedIn: undefined }, false],
    ['the installed app does not show it', { standalone: true }, false],
    ['a visitor from a country not in the list does not', { settings: from('FR') }, false],
    ['country codes compare case-insensitively', { settings: from('gb') }, true],
    ['no settings yet: not shown', { settings: null }, false],
    ['the popup setting "no" turns it off', { settings: { ...visitor.settings!, enable_site_entry_popup: 'no' } }, false],
    ['a visitor who dismissed it does not see it again', { dismissedAt: 1_700_000_000_000 }, false],
    ['chat layout: not for GB', { layout: 'chat' }, false],
    ['chat layout: shown for NL', { layout: 'chat', settings: from('NL') }, true],
    ['lander layout: shown for DE', { layout: 'lander', settings: from('DE') }, true],
    ['lander layout: not for US', { layout: 'lander', settings: from('US') }, false],
    ['lander layout: NL but logged in', { layout: 'lander', settings: from('NL'), loggedIn: true }, false],
    ['default layout: shown for NL too', { settings: from('NL') }, true],
  ])('%s', (_name, change, expected) => {
    expect(shouldShowEntryWarning({ ...visitor, ...change })).toBe(expected);
  });
});
