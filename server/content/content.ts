import { and, asc, eq } from 'drizzle-orm';
import { TERMS_VERSION_DEFAULT, type ContentPageAnswer } from '../../src/contract/content.ts';
import { FREE_CONVERSATION_LIMIT, REACTIVATION_DAYS } from '../../src/contract/constants.ts';
import type { Locale } from '../../src/contract/locales.ts';
import { countryName, fill, longDate, money } from './fill.ts';
import { contentTexts, pageTokens, type PageToken } from './texts/index.ts';
import type { Db } from '../db/connect.ts';
import { companies, contentPages, creditBundles, termsAcceptances } from '../db/schema.ts';
import { siteTexts, type SiteRow } from '../platform/sites.ts';
import { textMessagePrice } from '../chat/pricing.ts';

export type CompanyRow = typeof companies.$inferSelect;

export async function companyOf(db: Db, site: SiteRow): Promise<CompanyRow> {
  const [company] = await db.select().from(companies).where(eq(companies.id, site.companyId));
  if (!company) throw new Error(`site ${site.id} has no company`);
  return company;
}

/** SPEC §9: 2023-12-01T12:00:00Z, or the company's `added` date when that is later. */
export function termsVersion(company: Pick<CompanyRow, 'added'>): Date {
  const base = new Date(TERMS_VERSION_DEFAULT);
  return company.added > base ? company.added : base;
}

const isPageToken = (token: string): token is PageToken => (pageTokens as readonly string[]).includes(token);

/** The {placeholders} of the content pages for one site, company and locale. */
export async function placeholderValues(db: Db, site: SiteRow, company: CompanyRow, locale: Locale, country: string): Promise<Record<string, string | number>> {
  const s = site.settings;
  const own = siteTexts(site, locale);
  const texts = contentTexts[locale];
  const bundles = await db
    .select()
    .from(creditBundles)
    .where(and(eq(creditBundles.siteId, site.id), eq(creditBundles.country, country), eq(creditBundles.active, true)))
    .orderBy(asc(creditBundles.position))
    .limit(1);
  const bundle = bundles[0];
  return {
    site: site.name,
    domain: site.domain,
    company: company.name,
    address: company.address,
    city: company.city,
    country: countryName(company.country, locale),
    registration: company.registrationNumber,
    vat: company.vatNumbers.join(', '),
    tradenames: company.tradenames.join(', '),
    support_email: s.support_email,
    support_phone: s.support_phone || company.supportPhone,
    refund_days: s.refund_days,
    // the shop's price of a text message for this country, as the send charges it (decision 166)
    message_credits: await textMessagePrice(db, site, country),
    photo_credits: s.photo_credits,
    gift_credits: s.gift_credits,
    bundle: bundle ? fill(texts.bundle, { credits: bundle.credits, price: money(bundle.price, bundle.currency, locale) }) : '',
    // the site's own words in the page's locale (decision 173)
    fictional_warning: own.fictional_warning,
    fictional_singular: own.fictional_singular,
    fictional_plural: own.fictional_plural,
    terms_version: longDate(termsVersion(company), locale),
    free_conversations: FREE_CONVERSATION_LIMIT,
    reactivation_days: REACTIVATION_DAYS,
  };
}

/**
 * A content page of a site in a locale: the operator's row when there is one, else the built-in
 * text; any other token needs an operator's row (in this locale, else in English). null: no page.
 */
export async function contentPage(db: Db, site: SiteRow, token: string, locale: Locale, country: string): Promise<ContentPageAnswer | null> {
  const rows = await db
    .select()
    .from(contentPages)
    .where(and(eq(contentPages.siteId, site.id), eq(contentPages.token, token)));
  const own = rows.find((r) => r.locale === locale) ?? (isPageToken(token) ? undefined : rows.find((r) => r.locale === 'en'));
  let title: string;
  let sections: { heading: string; paragraphs: string[] }[];
  if (own) {
    title = own.title;
    sections = own.sections;
  } else if (isPageToken(token)) {
    const page = contentTexts[locale].pages[token];
    title = page.title;
    sections = page.sections.map(([heading, ...paragraphs]) => ({ heading, paragraphs }));
  } else {
    return null;
  }
  const company = await companyOf(db, site);
  const values = await placeholderValues(db, site, company, locale, country);
  return {
    token,
    locale,
    title: fill(title, values),
    sections: sections.map((s) => ({ heading: fill(s.heading, values), paragraphs: s.paragraphs.map((p) => fill(p, values)) })),
    terms_version: token === 'terms' ? termsVersion(company).toISOString() : null,
  };
}

/** The terms version a member accepted: the last explicit acceptance, else the version at signup. */
export async function termsStatus(db: Db, site: SiteRow, member: { id: number; signupDate: Date }): Promise<{ version: Date; accepted: Date }> {
  const version = termsVersion(await companyOf(db, site));
  const [row] = await db.select().from(termsAcceptances).where(eq(termsAcceptances.memberId, member.id));
  // a member who never accepted explicitly accepted the terms in force when signing up
  const accepted = row?.version ?? (member.signupDate >= version ? version : member.signupDate);
  return { version, accepted };
}

export async function acceptTerms(db: Db, memberId: number, version: Date, now: Date): Promise<void> {
  await db
    .insert(termsAcceptances)
    .values({ memberId, version, acceptedAt: now })
    .onConflictDoUpdate({ target: termsAcceptances.memberId, set: { version, acceptedAt: now } });
}
