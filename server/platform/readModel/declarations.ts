import { HEARTBEAT_MS, HEARTBEAT_TIMEOUT_MS } from '../../db/listen.ts';

/**
 * Every read this server keeps or batches, declared in one place (decision 188): what it keeps, by
 * what key, how much of it, what drops it and the longest a member or staff may see a stale value.
 * docs/STALENESS.md is written from these declarations (`stalenessPage`, page.ts) and a test fails
 * when the committed page differs. The code of each read takes its numbers from here (limits,
 * channels, ages), and a kept read or a batcher that is not declared here fails the seam's test
 * (readModel.test.ts).
 */

/** no entry of a notified cache is answered once it is this old, whatever the notifications said (decision 114) */
export const CACHE_MAX_AGE_MS = 60_000;
/** a listener that stopped hearing without a word counts as lost within this (decision 114) */
export const LISTENER_SILENCE_MS = HEARTBEAT_MS + HEARTBEAT_TIMEOUT_MS;
/** the channel of the member-card notifications (migrations 0012, 0013, 0019, 0034) */
export const CHAT_CARDS_CHANNEL = 'chat_cards';
/** the channel migration 0022's triggers notify on every change of `sites` or `site_hosts` */
export const SITE_CHANNEL = 'site_changes';

/** A read kept in this instance's memory and answered again without asking the database. */
export interface KeptReadDeclaration {
  readonly name: string;
  /** the file that keeps it */
  readonly home: string;
  readonly decisions: readonly number[];
  readonly keeps: string;
  readonly key: string;
  /** how much of it at most, and the variable that turns it off when there is one */
  readonly bound: string;
  /** what drops an entry or makes it be read again */
  readonly invalidation: string;
  /** the longest a member or staff may see a stale value, in words */
  readonly stalest: string;
  /** that bound in ms: 0 never stale, null not bounded by time (see `stalest`) */
  readonly stalestMs: number | null;
}

/** A family of request batchers (decision 107): lookups of concurrent requests answered by one statement. */
export interface BatchedReadDeclaration {
  readonly name: string;
  readonly home: string;
  readonly decisions: readonly number[];
  /** what one statement answers for each lookup */
  readonly answers: string;
  /** how many batchers there are (one per app, per database, per site…) */
  readonly per: string;
  /**
   * statements of this family under way at once, and lookups per statement; read by the batchers
   * whenever they send, so a test may lower `maxInFlight` for a while
   */
  readonly limits: { maxInFlight: number; maxBatch: number };
}

const notifiedInvalidation = (own: string): string =>
  `${own}; a \`${CHAT_CARDS_CHANNEL}\` notification naming a member drops every entry that shows or may show that member, \`*\` drops everything; nothing is kept while the listener is down (lost: everything dropped) nor what was read while a notification came in; no entry is answered once it is ${CACHE_MAX_AGE_MS / 1000} s old`;

const notifiedStalest = (what: string): string =>
  `${what}: the notification's delivery (milliseconds) while the listener hears; a listener that stops hearing is caught within ${LISTENER_SILENCE_MS / 1000} s (heartbeat); never more than ${CACHE_MAX_AGE_MS / 1000} s (the maximum age)`;

const kept = <K extends string>(declarations: Record<K, KeptReadDeclaration>): Readonly<Record<K, KeptReadDeclaration>> => declarations;
const batched = <K extends string>(declarations: Record<K, BatchedReadDeclaration>): Readonly<Record<K, BatchedReadDeclaration>> => declarations;

/** The search counts' settings (decision 020): answered fresh for `ttlMs`, stale while one count refreshes up to `staleMs`. */
export const SEARCH_COUNT_SETTINGS = { ttlMs: 30_000, staleMs: 5 * 60_000, maxEntries: 2_000 } as const;

export const KEPT_READS = kept({
  chatLists: {
    name: 'chat lists',
    home: 'server/platform/keptLists.ts',
    decisions: [106, 114, 148],
    keeps: 'the whole JSON answer of GET /api/chats.php without `since`, with the stamp of the member\'s conversation rows and the members it shows',
    key: 'session token hash; answered only for the same site and media prefix',
    bound: '`CHAT_LIST_CACHE_MB` (16 MB; 0 keeps none), least recently used first; a list above a quarter of it is not kept',
    invalidation: notifiedInvalidation(
      'every call checks the session and the stamp of the member\'s conversation rows (count, newest version) in the database, so a change of the member\'s own chats (a message either way, a read, a deletion, a block) is answered at once; a refused session drops its entry',
    ),
    stalest: notifiedStalest('the member\'s own chats: never; a peer\'s card (name, state, photo)'),
    stalestMs: CACHE_MAX_AGE_MS,
  },
  likeLists: {
    name: 'likes lists',
    home: 'server/platform/keptLists.ts',
    decisions: [148, 114],
    keeps: 'the whole JSON answer of GET /api/likes.php without `since`, with the stamp of the member\'s like rows both ways and the members it shows',
    key: 'session token hash; answered only for the same site, media prefix and UTC day (ages)',
    bound: '`LIKES_LIST_CACHE_MB` (16 MB; 0 keeps none), least recently used first; a list above a quarter of it is not kept',
    invalidation: notifiedInvalidation(
      'every call checks the session and the stamp of the member\'s like rows both ways in the database, so a like given, received, seen, taken back or removed by a block is answered at once; a refused session drops its entry',
    ),
    stalest: notifiedStalest('the member\'s own likes: never; another member\'s card (name, photos, region, age, status)'),
    stalestMs: CACHE_MAX_AGE_MS,
  },
  searchPages: {
    name: 'search pages',
    home: 'server/members/searchPageCache.ts',
    decisions: [108, 114, 175],
    keeps: 'a page of member search results as a visitor sees it, each card as JSON, with four rows to spare',
    key: 'site, media prefix, filters, cursor and UTC day',
    bound: '`SEARCH_CACHE_MB` (16 MB; 0 keeps none), least recently used first; a page above a quarter of it is not kept',
    invalidation: notifiedInvalidation(
      'dropped when a member in the id range the page covers changes; kept only until the first card shown online would go offline; the session is checked for every request, and a viewer with blocks, a page by number, a short first page and a search ordered from the viewer\'s home (decision 175: one without a country filter) are read from the database',
    ),
    stalest: notifiedStalest('blocks and logging out: never; a member\'s card, a new or hidden member'),
    stalestMs: CACHE_MAX_AGE_MS,
  },
  profiles: {
    name: 'profiles',
    home: 'server/members/profileCache.ts',
    decisions: [162, 114, 175],
    keeps: 'a profile view read for a visitor: its `profile` as JSON for visitors, free and paying members, and one related member more than a view shows',
    key: 'site, niche, media prefix, profile id and UTC day',
    bound: '`PROFILE_CACHE_MB` (16 MB; 0 keeps none), least recently used first; a profile above a quarter of it is not kept',
    invalidation: notifiedInvalidation(
      'dropped when a member in its id range (the profile\'s member and those that could be related) changes; kept only until the first member shown online would go offline; the session is checked for every request, one\'s own profile and a viewer with blocks are read from the database',
    ),
    stalest: notifiedStalest('blocks, logging out and paying: never; the profile\'s text, looks, photos and interests, a related member'),
    stalestMs: CACHE_MAX_AGE_MS,
  },
  searchCounts: {
    name: 'search counts',
    home: 'server/members/countCache.ts',
    decisions: [20, 108],
    keeps: 'the number of all members a search finds (`numResults`); the viewer is counted out per request',
    key: 'site, niche, filters and UTC day',
    bound: `${SEARCH_COUNT_SETTINGS.maxEntries} counts, the oldest written first`,
    invalidation: `no notification: a count is counted again once it is ${SEARCH_COUNT_SETTINGS.ttlMs / 1000} s old; up to ${SEARCH_COUNT_SETTINGS.staleMs / 60_000} min old it is answered while one count refreshes it in the background; one count per key at a time; viewers with blocks are counted exactly, uncached`,
    stalest: `the number of results (not the results): ${SEARCH_COUNT_SETTINGS.staleMs / 60_000} min`,
    stalestMs: SEARCH_COUNT_SETTINGS.staleMs,
  },
  siteDirectory: {
    name: 'site directory',
    home: 'server/platform/sites.ts',
    decisions: [127],
    keeps: 'every site row and host name (the site of each request, its settings, texts and prices shown)',
    key: 'the whole table, swapped at once',
    bound: 'every site (the table is small)',
    invalidation: `a \`${SITE_CHANNEL}\` notification (any change of \`sites\` or \`site_hosts\`) reads the whole directory again, reloads coalesced (one under way and one after it); after the listener connects again it is read again (server/admin/sites/watch.ts); no maximum age`,
    stalest: `the notification's delivery and one reload while the listener hears; a listener that stops hearing is caught within ${LISTENER_SILENCE_MS / 1000} s and reads it again once it listens again: while it cannot listen, the directory stays as it was (not bounded by time)`,
    stalestMs: null,
  },
  regions: {
    name: 'regions',
    home: 'server/members/nearness.ts',
    decisions: [175],
    keeps: 'every region\'s id, country and name, for the regions near a member\'s home (discovery order)',
    key: 'the database',
    bound: 'every region (reference data, a few hundred rows)',
    invalidation: 'none: read once per database and process (a read that failed is read again); regions are written by the seed',
    stalest: 'a region renamed or added while the server runs is not seen by the nearness order until the server restarts (not bounded by time)',
    stalestMs: null,
  },
  landerSalts: {
    name: 'lander visit salt',
    home: 'server/admin/dashboard/landerVisits.ts',
    decisions: [132],
    keeps: 'the salt of the current UTC day that makes lander visitors anonymous',
    key: 'the database; one day',
    bound: 'one salt',
    invalidation: 'a new UTC day reads (or makes) that day\'s salt; a day\'s salt never changes once written',
    stalest: 'never',
    stalestMs: 0,
  },
  appMessages: {
    name: 'app messages for painted pages',
    home: 'server/content/appMessages.ts',
    decisions: [137],
    keeps: 'the Lingui catalogs (locales/<locale>/messages.po) for the pages the server paints from the app\'s words',
    key: 'locale',
    bound: 'one catalog per locale (11)',
    invalidation: 'none: files of the release, read once per process',
    stalest: 'never while the release is not replaced under a running server',
    stalestMs: 0,
  },
  inlineCss: {
    name: 'inlined stylesheets',
    home: 'server/content/inlineCss.ts',
    decisions: [137],
    keeps: 'the built client\'s stylesheets inlined into painted pages, with their hash',
    key: 'file path (hashed file names)',
    bound: 'the stylesheets of the build',
    invalidation: 'none: a hashed file name\'s content never changes',
    stalest: 'never',
    stalestMs: 0,
  },
});

export const BATCHED_READS = batched({
  sessionMembers: {
    name: 'session checks',
    home: 'server/account/session/sessions.ts',
    decisions: [102, 107, 147],
    answers: 'the member of a live session (the session rule of sessions.ts); a lookup alone goes by the prepared single-session statement',
    per: 'database',
    limits: { maxInFlight: 2, maxBatch: 256 },
  },
  chatStamps: {
    name: 'chat list stamps',
    home: 'server/chat/routes.ts',
    decisions: [106, 107, 148],
    answers: 'a live session\'s member and the count and newest version of their conversation rows (session/batch.ts `sessionStamps`)',
    per: 'app',
    limits: { maxInFlight: 2, maxBatch: 256 },
  },
  likeStamps: {
    name: 'likes list stamps',
    home: 'server/likes/routes.ts',
    decisions: [148, 107],
    answers: 'a live session\'s member and the count and newest version of their like rows both ways (session/batch.ts `likeStamps`)',
    per: 'app',
    limits: { maxInFlight: 2, maxBatch: 256 },
  },
  searchViewers: {
    name: 'search and profile viewers',
    home: 'server/members/routes/members.ts',
    decisions: [108, 162, 107],
    answers: 'a search\'s or kept profile\'s viewer: the member, what they are found by, whether they paid, whether a block involves them (session/batch.ts `searchViewers`)',
    per: 'app',
    limits: { maxInFlight: 2, maxBatch: 256 },
  },
  likesLists: {
    name: 'likes lists',
    home: 'server/likes/likeList.ts',
    decisions: [135, 144, 147],
    answers: 'the likes list (whole or since a cursor) with the session check, as JSON parts written by PostgreSQL',
    per: 'database',
    limits: { maxInFlight: 2, maxBatch: 64 },
  },
  profileReads: {
    name: 'profile reads',
    home: 'server/members/profileRead.ts',
    decisions: [135, 147, 162],
    answers: 'a profile view with its related members and the session check',
    per: 'database and related-members rule (site, niche, day, number); at most 64 rules kept',
    limits: { maxInFlight: 2, maxBatch: 64 },
  },
  sends: {
    name: 'sends',
    home: 'server/chat/sessionSend.ts',
    decisions: [134, 150],
    answers: 'a text or gift send with its session check, judged and written in one transaction (a write: it answers what it wrote)',
    per: 'database and site',
    limits: { maxInFlight: 3, maxBatch: 16 },
  },
});

export type KeptReadName = keyof typeof KEPT_READS;
export type BatchedReadName = keyof typeof BATCHED_READS;
