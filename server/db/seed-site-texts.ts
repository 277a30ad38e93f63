import { locales } from '../../src/contract/locales.ts';
import type { SiteTexts, SiteTextsByLocale } from '../../src/contract/siteTexts.ts';
import seed from './seed-site-texts.json' with { type: 'json' };

type Shared = Pick<SiteTexts, 'mail_name' | 'fictional_warning' | 'fictional_singular' | 'fictional_plural'>;
type Own = Pick<SiteTexts, 'index_title' | 'hero_title' | 'description'>;
const shared = seed.shared as Record<string, Shared | undefined>;
const own = seed.sites as Record<string, Record<string, Own | undefined> | undefined>;

/**
 * A demo site's texts in every locale (decision 173): its own title and description, and the
 * words every demo site shares (the sender name with the site's name filled in, the
 * fictional-profiles warning). scripts/i18n-check.mjs holds the JSON to every locale.
 */
export function seededSiteTexts(slug: string, siteName: string): SiteTextsByLocale {
  const out: SiteTextsByLocale = {};
  for (const locale of locales) {
    const common = shared[locale];
    const mine = own[slug]?.[locale];
    if (!common || !mine) throw new Error(`seed-site-texts.json has no ${locale} texts for ${slug}`);
    out[locale] = { ...mine, ...common, mail_name: common.mail_name.replaceAll('{site}', siteName) };
  }
  return out;
}
