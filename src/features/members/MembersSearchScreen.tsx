import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { filtersOfKey, searchKey, useCurrentUser, useLastSearchKey, useSearchPage, useSettings, type SearchFilters } from '../../db/index.ts';
import { errorMessage } from '../../i18n/index.ts';
import { LoginRequired } from './LoginRequired.tsx';
import { OfflineNote } from './OfflineNote.tsx';
import { SearchFilterForm } from './SearchFilterForm.tsx';
import { SearchResults } from './SearchResults.tsx';
import { filtersFromSearch, searchHref, trackingFromSearch } from './searchFilters.ts';
import { useSearchRequest } from './useSearchRequest.ts';
import '../../ui/Button.css';
import './members.css';

const defaultFilters: SearchFilters = { page: 1 };

/** /members: filters, result cards and paging; the last searches open offline (SPEC §2, §3). */
export default function MembersSearchScreen() {
  const { i18n } = useLingui();
  const search = useSearch();
  const [, navigate] = useLocation();
  const settings = useSettings();
  const user = useCurrentUser();
  const lastKey = useLastSearchKey();
  const tracking = useMemo(() => trackingFromSearch(search), [search]);
  const fromUrl = useMemo(() => filtersFromSearch(search), [search]);
  const filters = useMemo(() => fromUrl ?? (lastKey ? filtersOfKey(lastKey) : defaultFilters), [fromUrl, lastKey]);
  const request = useSearchRequest(filters, tracking);
  const page = useSearchPage(filters);

  const refused = request.status === 'failed' && request.error.error !== 'network' ? request.error : null;
  const offline = request.status === 'failed' && request.error.error === 'network';
  const loading = page === undefined || (page === null && request.status === 'loading');

  return (
    <div className="container page members-search">
      <header className="page-head">
        <h1>
          <Trans>Search members</Trans>
        </h1>
        {user === null && (
          <p className="muted">
            <Trans>Browse as a guest. Sign up to chat and see more photos.</Trans>
          </p>
        )}
      </header>
      <SearchFilterForm key={searchKey({ ...filters, page: 1 })} filters={filters} countries={settings?.countries ?? []} onSearch={(f) => navigate(searchHref(f, tracking))} />
      {offline && <OfflineNote fetchedAt={page?.row.fetchedAt ?? null} />}
      {refused?.error === 'login_required' || refused?.error === 'authentication_required' ? (
        <LoginRequired />
      ) : refused ? (
        <p className="form-error" role="alert">
          {errorMessage(i18n, refused)}
        </p>
      ) : null}
      {loading && !refused && (
        <div className="loading-state" role="status" aria-live="polite">
          <span className="spinner" aria-hidden="true" />
          <Trans>Looking for members…</Trans>
        </div>
      )}
      {page && !refused && <SearchResults page={page} hrefFor={(n) => searchHref({ ...filters, page: n }, tracking)} />}
    </div>
  );
}
