import type { SiteSettingsJson } from './schema.ts';

type SiteChoices = Partial<Pick<SiteSettingsJson, 'search_fields' | 'visible_profile_fields' | 'visible_profile_notes' | 'logged_out_search_trafficsource'>>;

/**
 * What some niche sites choose differently from the plain site (decision 118). SPEC §3: the search
 * filters and the facts a profile shows; SPEC §6: browsing as a visitor only with traffic-source data.
 */
export const siteChoices: Partial<Record<string, SiteChoices>> = {
  // women meeting women: everyone is a woman, so no "looking for"; looks, not the place
  she: {
    search_fields: ['country', 'countryregion', 'min_age', 'max_age'],
    visible_profile_fields: ['age', 'country', 'sexuality', 'relationship_status', 'body_type', 'hair_color', 'eye_color', 'tattoos', 'interests'],
    visible_profile_notes: true,
  },
  // discreet: no city, region or looks, no free text; search by who and age only
  bdsm: {
    search_fields: ['gender', 'min_age', 'max_age'],
    visible_profile_fields: ['age', 'country', 'gender', 'sexuality', 'relationship_status', 'interests'],
    visible_profile_notes: false,
  },
  // visitors browse only when they came from a partner (network or ref in the landing URL)
  gilf: { logged_out_search_trafficsource: true },
};
