/**
 * SPEC §3 site settings `search_fields`, `visible_profile_fields` and `visible_profile_notes`: each
 * site chooses which search filters its form offers (and the server honours) and which facts a
 * profile shows. The one home of both lists; decision 118.
 */

/** The search filters a site may offer, in the form's order. `countryregion` needs `country`. */
export const searchFieldNames = ['gender', 'country', 'countryregion', 'min_age', 'max_age'] as const;
export type SearchFieldName = (typeof searchFieldNames)[number];

/** The profile facts a site may show (header highlights and the facts list). */
export const profileFieldNames = [
  'age',
  'country',
  'region',
  'city',
  'gender',
  'sexuality',
  'relationship_status',
  'body_type',
  'hair_color',
  'eye_color',
  'tattoos',
  'interests',
] as const;
export type ProfileFieldName = (typeof profileFieldNames)[number];

/** The site's search filters, known names only, in the form's order; the region only with the country. */
export function siteSearchFields(chosen: readonly string[]): SearchFieldName[] {
  const set = new Set(chosen);
  return searchFieldNames.filter((f) => set.has(f) && (f !== 'countryregion' || set.has('country')));
}

/** The site's visible profile facts as a set of known names. */
export function siteProfileFields(chosen: readonly string[]): ReadonlySet<ProfileFieldName> {
  const set = new Set(chosen);
  return new Set(profileFieldNames.filter((f) => set.has(f)));
}

/** The filters with those the site does not offer removed (a stale URL, an old stored search, a hand-made request). */
export function onlySiteSearchFields<T extends Partial<Record<SearchFieldName, unknown>>>(filters: T, chosen: readonly string[]): T {
  const allowed = new Set<string>(siteSearchFields(chosen));
  const out = { ...filters };
  for (const f of searchFieldNames) if (!allowed.has(f)) delete out[f];
  return out;
}
