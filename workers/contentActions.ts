import { ContentPageAnswer, contentApi, HomeAnswer, LanderAnswer, ResellAnswer, TermsStatus, type LanderQuery } from '../src/contract/content.ts';
import type { ContentResult, ContentWorkerApi } from '../src/sync/contentProtocol.ts';
import type { ApiClient, ApiOutcome } from './apiClient.ts';
import { actionFailure } from './actionFailure.ts';

export interface ContentDeps {
  api: ApiClient;
}

const resultOf = <T>(outcome: ApiOutcome<T>): ContentResult<T> => (outcome.kind === 'ok' ? { ok: true, data: outcome.data } : actionFailure(outcome));

function landerQuery(query: LanderQuery): string {
  const params = new URLSearchParams({ kind: query.kind });
  if (query.slug) params.set('slug', query.slug);
  if (typeof query.member === 'number') params.set('member', query.member.toFixed(0));
  return params.toString();
}

/** The content calls of the worker, bound to the engine's api client (nothing is stored). */
export function createContentApi({ api }: ContentDeps): ContentWorkerApi {
  return {
    loadContentPage: async (token, locale) =>
      resultOf(await api.request(`${contentApi.page}?${new URLSearchParams({ token, locale }).toString()}`, { schema: ContentPageAnswer, attempts: 3 })),
    loadLander: async (query) => resultOf(await api.request(`${contentApi.lander}?${landerQuery(query)}`, { schema: LanderAnswer, attempts: 3 })),
    loadHome: async () => resultOf(await api.request(contentApi.home, { schema: HomeAnswer, attempts: 3 })),
    loadTermsStatus: async () => resultOf(await api.request(contentApi.terms, { schema: TermsStatus, attempts: 2 })),
    loadResell: async () => resultOf(await api.request(contentApi.resell, { schema: ResellAnswer, attempts: 2 })),
    acceptTerms: async (version) => resultOf(await api.request(contentApi.terms, { method: 'POST', body: { version }, schema: TermsStatus })),
  };
}
