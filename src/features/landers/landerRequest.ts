import { landerKinds, type LanderKind } from '../../contract/content.ts';

export interface LanderRequest {
  kind: LanderKind;
  slug: string | undefined;
  member: number | undefined;
}

const isKind = (v: string): v is LanderKind => (landerKinds as readonly string[]).includes(v);

/** The lander a path names (as server/content/ssr.ts reads it), or null. */
export function landerRequestOf(pathname: string): LanderRequest | null {
  if (/^\/landers\/tinderswipe\/?$/.test(pathname)) return { kind: 'tinderswipe', slug: undefined, member: undefined };
  let m = /^\/landers\/([a-z]+)(?:\/([^/]{1,40}))?\/?$/.exec(pathname);
  if (m?.[1] && isKind(m[1]) && m[1] !== 'tinderswipe' && !m[1].startsWith('landing')) return { kind: m[1], slug: m[2] ? decodeURIComponent(m[2]) : undefined, member: undefined };
  m = /^\/members\/(\d{1,9})\/(landing|landing2|landing3)(?:\/([^/]{1,40}))?\/?$/.exec(pathname);
  if (m?.[1] && m[2] && isKind(m[2])) return { kind: m[2], slug: m[3] ? decodeURIComponent(m[3]) : undefined, member: Number(m[1]) };
  return null;
}

/** True when a slug names a locale (niche prefix + locale code, English `eng`), as the server parses it. */
export function slugNamesLocale(slug: string | undefined): boolean {
  return /(eng|da|de|es|fi|fr|it|nb|nl|pl|sv)$/.test((slug ?? '').toLowerCase()) && /^(plain|she|bdsm|bbw|gilf|milf|gay)?[-_]?[a-z]{2,3}$/.test((slug ?? '').toLowerCase());
}
