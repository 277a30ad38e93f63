import { ContentPageAnswer, contentApi, HomeAnswer, LanderAnswer, ResellAnswer, TermsStatus, type LanderQuery } from '../src/contract/content.ts';
import type { ActionEntries, DataResult } from './actionEntries.ts';
import type { ApiClient, ApiOutcome } from './apiClient.ts';
import { actionFailure } from './actionFailure.ts';

export interface ContentDeps {
  api: ApiClient;
}

const resultOf = <T>(outcome: ApiOutcome<T>): DataResult<T> => (outcome.kind === 'ok' ? { ok: true, data: outcome.data } : actionFailure(outcome));

function landerQuery(query: LanderQuery): string {
  const params = new URLSearchParams({ kind: query.kind });
  if (query.slug) params.set('slug', query.slug);
  if (typeof query.member === 'number') params.set('member', query.member.toFixed(0));
  return params.toString();
}

/** Content pages, landers and terms acceptance (decision 183: each declared once, here); nothing is stored. */
export const contentActions = {
  /** GET page.php?token=&locale= */
  loadContentPage: async ({ api }: ContentDeps, token: string, locale: string) =>
    resultOf(await api.request(`${contentApi.page}?${new URLSearchParams({ token, locale }).toString()}`, { schema: ContentPageAnswer, attempts: 3 })),
  /** GET lander.php?kind=&slug=&member= */
  loadLander: async ({ api }: ContentDeps, query: LanderQuery) =>
    resultOf(await api.request(`${contentApi.lander}?${landerQuery(query)}`, { schema: LanderAnswer, attempts: 3 })),
  /** GET home.php: the members the visitors' home page shows (decision 181) */
  loadHome: async ({ api }: ContentDeps) => resultOf(await api.request(contentApi.home, { schema: HomeAnswer, attempts: 3 })),
  /** GET terms.php (logged in) */
  loadTermsStatus: async ({ api }: ContentDeps) => resultOf(await api.request(contentApi.terms, { schema: TermsStatus, attempts: 2 })),
  /** GET resell.php: the site's cam-profile block */
  loadResell: async ({ api }: ContentDeps) => resultOf(await api.request(contentApi.resell, { schema: ResellAnswer, attempts: 2 })),
  /** POST terms.php */
  acceptTerms: async ({ api }: ContentDeps, version: string) =>
    resultOf(await api.request(contentApi.terms, { method: 'POST', body: { version }, schema: TermsStatus })),
} satisfies ActionEntries<ContentDeps>;
