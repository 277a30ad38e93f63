/** What the server sends in a Web Push message: a small poke, never private content. */
export interface PushPayload {
  kind: string;
  title: string;
  body: string;
  /** the screen to open, a path of this origin */
  url: string;
  /** notifications with the same tag replace each other (e.g. one per conversation) */
  tag?: string;
}

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
  return {
    kind: text(data.kind) ?? 'poke',
    title: text(data.title) ?? fallbackTitle,
    body: text(data.body) ?? '',
    url: text(data.url) ?? '/',
    ...(tag ? { tag } : {}),
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
