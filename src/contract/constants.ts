/** Business constants of SPEC §9, shared by the server, the worker and the UI. */
export const FREE_CONVERSATION_LIMIT = 2;
export const FREE_PHOTO_LIMIT = 3;
export const PREMIUM_PHOTO_LIMIT = 25;
export const SWIPE_LIKES_PER_DAY = 4;
export const TIME_BONUS_WINDOW_S = 14_400;
export const TIME_BONUS_MODAL_DELAY_S = 40;
export const POLL_FIRST_MS = 5_000;
export const POLL_INTERVAL_MS = 60_000;
export const POLL_INTERVAL_PUSH_MS = 300_000;
export const CHUNK_RELOAD_GUARD_MS = 60_000;
export const REACTIVATION_DAYS = 14;
export const CREDITS_BADGE_AT = 10;
export const UNREAD_BADGE_CAP = 99;
export const REQUEST_RETRIES = 5;
export const PROGRESS_THROTTLE_MS = 200;
export const PROGRESS_DURATION_MS = 5_000;
export const AUTH_COOKIE = 'sid';
export const AUTH_COOKIE_DAYS = 30;
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_WINDOW_MIN = 15;
export const LOGIN_BLOCK_MIN = 15;
/** Countries whose visitors see the entry warning in the chat and lander layouts too. */
export const ENTRY_WARNING_STRICT_COUNTRIES = ['NL', 'DE'] as const;
/** The header that marks a request as coming from the app's own client (SPEC §7). */
export const CLIENT_HEADER = 'x-requested-with';
export const CLIENT_HEADER_VALUE = 'app';
/** SPEC §9 brand colours: primary muted salmon, secondary dark indigo (also the unread colour). */
export const BRAND_PRIMARY = '#e07a6f';
export const BRAND_SECONDARY = '#2b2d5c';
/** The service worker's runtime cache of /media photos; logout deletes it (private photos). */
export const MEDIA_CACHE = 'media-v1';
