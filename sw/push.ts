import { PushPayload as FullPayload, type PushPayload as FullPushPayload } from '../src/contract/push.ts';

/** What every notification needs of a push (a poke of an older server included). */
export interface PushPayload {
  kind: string;
  title: string;
  body: string;
  /** the screen to open, a path of this origin */
  url: string;
  /** notifications with the same tag replace each other (e.g. one per conversation) */
  tag?: string;
  /** unread messages plus new likes, for the app badge */
  badge?: number;
}

/**
 * The whole payload of decision 178 when it reads as the contract says: the message it
 * brings, the member it is for, the generic text and the buttons. Null otherwise (an older server's
 * poke): the notification is then shown from `parsePushPayload` alone and nothing is written.
 */
export function parseFullPayload(raw: string | null): FullPushPayload | null {
  try {
    const parsed = FullPayload.safeParse(raw ? JSON.parse(raw) : null);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The site's own icons (served per site by the server, see server/content/routes/manifest.ts). */
export const NOTIFICATION_ICON = '/icons/192.png';
export const NOTIFICATION_BADGE = '/icons/192.png';

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

/**
 * Read a push payload defensively: a push must always show a notification (browsers punish
 * silent pushes), so anything unreadable falls back to a plain one that opens the app.
 */
export function parsePushPayload(raw: string | null, fallbackTitle: string): PushPayload {
  let data: Record<string, unknown> = {};
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    if (typeof parsed === 'object' && parsed !== null) data = parsed as Record<string, unknown>;
  } catch {
    data = {};
  }
  const tag = text(data.tag);
  const badge = typeof data.badge === 'number' && Number.isInteger(data.badge) && data.badge >= 0 ? data.badge : undefined;
  return {
    kind: text(data.kind) ?? 'poke',
    title: text(data.title) ?? fallbackTitle,
    body: text(data.body) ?? '',
    url: text(data.url) ?? '/',
    ...(tag ? { tag } : {}),
    ...(badge !== undefined ? { badge } : {}),
  };
}

/** Only paths of our own origin may be opened from a notification. */
export function sameOriginUrl(url: string, origin: string): string {
  try {
    const resolved = new URL(url, origin);
    return resolved.origin === origin ? resolved.href : `${origin}/`;
  } catch {
    return `${origin}/`;
  }
}
