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
/** SPEC §7, §9: a failed request is retried up to 5 times … */
export const REQUEST_RETRIES = 5;
/** … so it is tried at most 6 times in all: the first try and 5 retries. */
export const REQUEST_ATTEMPTS = REQUEST_RETRIES + 1;
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

export const MIN_AGE = 18;
export const MAX_AGE = 99;
export const PROFILE_ABOUT_MAX = 1000;
/** Upload bounds: bytes of the file and pixels of the decoded image. */
export const PHOTO_MAX_BYTES = 15 * 1024 * 1024;
/** Constants of SPEC §9 (the window and modal delay live in constants.ts). */
export const TIME_BONUS_CODE = 'TIMEBONUS25';
export const TIME_BONUS_PERCENTAGE = 25;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const SIGNUP_MESSAGE_MAX = 1000;
export const ABOUT_MAX = 1000;
/** The minimum age to sign up (SPEC §5 'Enter your date of birth ({min_age}+)'). */
export const MIN_SIGNUP_AGE = 18;
/** The cookie the client reads for a shortened time-bonus modal delay; set only by a TEST_API fixture call. */
export const TEST_TIME_BONUS_DELAY_COOKIE = 'test_tb_delay';

/** Background Sync's tag (decision 178): the service worker sends the outbox when the network returns, tabs closed or not. */
export const OUTBOX_SYNC_TAG = 'outbox';
/** Periodic Background Sync's tag (decision 178): an installed app's chats and likes refreshed while it is closed. */
export const REFRESH_SYNC_TAG = 'refresh';
/** How often an installed app asks to be refreshed while closed (the browser decides when, often less often). */
export const REFRESH_SYNC_MIN_INTERVAL_MS = 12 * 60 * 60 * 1000;
