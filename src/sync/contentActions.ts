import type { ContentPageAnswer, LanderAnswer, LanderQuery, ResellAnswer, TermsStatus } from '../contract/content.ts';
import type { ContentResult } from './contentProtocol.ts';
import { whenSyncReady } from './remote.ts';

const broken = { ok: false, error: { error: 'server_error' } } as const;

async function call<T>(run: () => Promise<ContentResult<T>>): Promise<ContentResult<T>> {
  try {
    return await run();
  } catch {
    return broken;
  }
}

/** A content page (terms, privacy, faq… or an operator's own token) in a locale. */
export function loadContentPage(token: string, locale: string): Promise<ContentResult<ContentPageAnswer>> {
  return call(async () => (await whenSyncReady()).loadContentPage(token, locale));
}

/** A lander's copy and members (slug and member as in the URL). */
export function loadLander(query: LanderQuery): Promise<ContentResult<LanderAnswer>> {
  return call(async () => (await whenSyncReady()).loadLander(query));
}

export function loadTermsStatus(): Promise<ContentResult<TermsStatus>> {
  return call(async () => (await whenSyncReady()).loadTermsStatus());
}

/** The site's resell (cam-profile) block; `enabled: false` when the site does not show one. */
export function loadResell(): Promise<ContentResult<ResellAnswer>> {
  return call(async () => (await whenSyncReady()).loadResell());
}

export function acceptTerms(version: string): Promise<ContentResult<TermsStatus>> {
  return call(async () => (await whenSyncReady()).acceptTerms(version));
}
