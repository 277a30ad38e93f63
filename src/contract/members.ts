import { z } from 'zod';
import { Gender, Profile, Sexuality } from './user.ts';
import { LookingFor } from './discovery.ts';
import { MIN_AGE, MAX_AGE, PROFILE_ABOUT_MAX } from './constants.ts';

/** Paths of the members area (SPEC §7 "not shown" calls, in the same /api/<name>.php style). */
export const membersApi = {
  search: '/api/members.php',
  profile: '/api/profile.php',
  photos: '/api/photos.php',
  geocode: '/api/geocode.php',
} as const;

/** Results per search page. */
export const SEARCH_PAGE_SIZE = 20;
/** The furthest search page a request may ask for by number. */
export const SEARCH_MAX_PAGE = 10_000;
/** The exact search "finds few" below this many results: similar results are added. */
export const SIMILAR_BELOW = 8;
export const SIMILAR_MAX = 12;
/** The most pixels (width × height) of an uploaded picture, photo or chat image (25 MP). */
export const PHOTO_MAX_PIXELS = 25_000_000;

/** The same values as the signup flow's Relationship (src/contract/signup.ts). */
export const RelationshipStatus = z.enum(['single', 'relationship', 'married', 'divorced', 'widowed', 'complicated']);
export const BodyType = z.enum(['slim', 'athletic', 'average', 'muscular', 'curvy', 'plus_size']);
export const HairColor = z.enum(['blonde', 'brown', 'black', 'red', 'grey', 'bald', 'other']);
export const EyeColor = z.enum(['blue', 'green', 'brown', 'grey', 'hazel']);
export const Tattoos = z.enum(['none', 'some', 'many']);
export type RelationshipStatus = z.infer<typeof RelationshipStatus>;
export type BodyType = z.infer<typeof BodyType>;
export type HairColor = z.infer<typeof HairColor>;
export type EyeColor = z.infer<typeof EyeColor>;
export type Tattoos = z.infer<typeof Tattoos>;

const age = z.coerce.number().int().min(MIN_AGE).max(MAX_AGE);
/** An empty query value means "any". */
const optional = <S extends z.core.SomeType>(schema: S) => z.preprocess((v) => (v === '' || v === null ? undefined : v), z.optional(schema));

/** GET /api/members.php: SPEC §3 search parameters; `after` is the keyset cursor of the page before. */
export const SearchQuery = z
  .object({
    gender: optional(Gender),
    country: optional(z.string().length(2).toUpperCase()),
    countryregion: optional(z.coerce.number().int().positive()),
    min_age: optional(age),
    max_age: optional(age),
    /** '1': also members not looking for someone like the viewer (decision 175) */
    everyone: optional(z.enum(['0', '1'])),
    page: z.coerce.number().int().min(1).max(SEARCH_MAX_PAGE).default(1),
    /** the `next` cursor of page `page - 1`; without it the server seeks the page by its number */
    after: optional(z.coerce.number().int().positive()),
    /** traffic-source data (SPEC §3 tracking) for logged-out search with logged_out_search_trafficsource */
    network: optional(z.string().max(100)),
    ref: optional(z.string().max(100)),
  })
  .refine((q) => q.min_age === undefined || q.max_age === undefined || q.min_age <= q.max_age, {
    path: ['max_age'],
    message: 'max_age below min_age',
  });
export type SearchQuery = z.input<typeof SearchQuery>;
export type ParsedSearchQuery = z.output<typeof SearchQuery>;

export const SearchAnswer = z.object({
  profiles: z.array(Profile),
  numResults: z.number().int().nonnegative(),
  page: z.number().int().min(1),
  pageSize: z.number().int().positive(),
  /** cursor for page + 1, null on the last page */
  next: z.number().int().nullable(),
  similar: z.object({ profiles: z.array(Profile), numResults: z.number().int().nonnegative() }),
});
export type SearchAnswer = z.infer<typeof SearchAnswer>;

/** One photo as a viewer sees it: the URLs are null when the viewer may not see it. */
export const ProfilePhoto = z.object({
  id: z.number().int(),
  url: z.string().nullable(),
  thumb: z.string().nullable(),
  visible: z.boolean(),
  private: z.boolean(),
});
export type ProfilePhoto = z.infer<typeof ProfilePhoto>;

export const ProfileAttributes = z.object({
  relationship_status: RelationshipStatus.nullable(),
  body_type: BodyType.nullable(),
  hair_color: HairColor.nullable(),
  eye_color: EyeColor.nullable(),
  tattoos: Tattoos.nullable(),
  about: z.string().max(PROFILE_ABOUT_MAX).nullable(),
});
export type ProfileAttributes = z.infer<typeof ProfileAttributes>;

/** A profile's public page (SPEC §3 attributes, region with its country's term). */
// Profile is a zod/mini object (user.ts, decision 141): extended by spreading its shape
export const ProfileDetail = z.object({
  ...Profile.shape,
  ...ProfileAttributes.shape,
  region_term: z.string(),
  interests: z.array(z.object({ id: z.number().int(), name: z.string() })),
  photos: z.array(ProfilePhoto),
});
export type ProfileDetail = z.infer<typeof ProfileDetail>;

/** GET /api/profile.php?id= */
export const ProfileQuery = z.object({ id: z.coerce.number().int().positive() });
export const ProfileAnswer = z.object({ profile: ProfileDetail, related: z.array(Profile) });
export type ProfileAnswer = z.infer<typeof ProfileAnswer>;

/** One of the member's own photos (the owner sees them all). */
export const OwnPhoto = z.object({
  id: z.number().int(),
  url: z.string(),
  thumb: z.string(),
  private: z.boolean(),
  main: z.boolean(),
  status: z.enum(['active', 'pending', 'rejected']),
  position: z.number().int(),
  /** why a moderator rejected the photo (status rejected, decision 121) */
  reject_reason: z.string().nullable().optional(),
});
export type OwnPhoto = z.infer<typeof OwnPhoto>;

/** GET and PUT /api/profile.php without an id: the member's own editable profile. */
export const OwnProfile = ProfileAttributes.extend({
  id: z.number().int(),
  name: z.string(),
  gender: Gender,
  sexuality: Sexuality,
  /** whom the member looks for: what they said, else what gender and sexuality say (decision 175) */
  looking_for: LookingFor,
  country: z.string().length(2),
  region_id: z.number().int().nullable(),
  interests: z.array(z.number().int()),
  invisible: z.boolean(),
  photos: z.array(OwnPhoto),
  photo_limit: z.number().int(),
});
export type OwnProfile = z.infer<typeof OwnProfile>;
export const OwnProfileAnswer = z.object({ profile: OwnProfile });
export type OwnProfileAnswer = z.infer<typeof OwnProfileAnswer>;

export const OwnProfileUpdate = z.object({
  gender: Gender,
  sexuality: Sexuality,
  looking_for: z.optional(LookingFor),
  relationship_status: RelationshipStatus.nullable(),
  body_type: BodyType.nullable(),
  hair_color: HairColor.nullable(),
  eye_color: EyeColor.nullable(),
  tattoos: Tattoos.nullable(),
  interests: z.array(z.number().int().positive()).max(30),
  country: z.string().length(2).toUpperCase(),
  region_id: z.number().int().positive().nullable(),
  about: z.string().trim().max(PROFILE_ABOUT_MAX).nullable(),
  invisible: z.boolean(),
});
export type OwnProfileUpdate = z.infer<typeof OwnProfileUpdate>;

/** PATCH /api/photos.php: one change to one own photo. */
export const PhotoUpdate = z.object({
  id: z.number().int().positive(),
  private: z.boolean().optional(),
  main: z.literal(true).optional(),
  move: z.enum(['up', 'down']).optional(),
});
export type PhotoUpdate = z.infer<typeof PhotoUpdate>;
export const PhotoIdQuery = z.object({ id: z.coerce.number().int().positive() });

/** GET /api/geocode.php?lat&lon: the country and nearest region, or `false` (SPEC §7). */
export const GeocodeQuery = z.object({
  lat: z.coerce.number().min(-90).max(90),
  lon: z.coerce.number().min(-180).max(180),
});
export const GeocodeResult = z.object({
  country: z.string().length(2),
  region: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  term: z.string(),
});
export type GeocodeResult = z.infer<typeof GeocodeResult>;
export const GeocodeAnswer = z.union([GeocodeResult, z.literal(false)]);
export type GeocodeAnswer = z.infer<typeof GeocodeAnswer>;
