import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { onlySiteSearchFields, searchFieldNames, siteSearchFields } from '../../contract/siteFields.ts';
import { useLocation, useSearch } from 'wouter';
import { filtersOfKey, searchKey, useCurrentUser, useLastSearchKey, useSearchPage, useSettings, type SearchFilters } from '../../db/index.ts';
import { firstSearchFilters } from '../../contract/discovery.ts';
import { errorMessage } from '../../i18n/index.ts';
import { Icon } from '../../ui/Icon.tsx';
import { LoginRequired } from './LoginRequired.tsx';
import { OfflineNote } from './OfflineNote.tsx';
import { SearchFilterForm } from './SearchFilterForm.tsx';
import { SearchResults } from './SearchResults.tsx';
import { filtersFromSearch, searchHref, trackingFromSearch } from './searchFilters.ts';
import { useSearchRequest } from './useSearchRequest.ts';
import '../../ui/Button.css';
import './members.css';


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
  // SPEC §3 search_fields: the form offers, and a search sends, only the site's filters (decision 118)
  const chosenFields = settings?.search_fields;
  const fields = useMemo(() => siteSearchFields(chosenFields ?? searchFieldNames), [chosenFields]);
  // before the member set any: their country and an age range around theirs; a visitor's country
  // comes first in the answer, not as a filter (decision 175). Filters they set are kept: the last search reopens (their own database).
  const firstFilters = useMemo<SearchFilters>(
    () => ({
      ...firstSearchFilters(user ? { country: user.profile.country, age: user.profile.age } : null),
      page: 1,
    }),
    [user],
  );
  const filters = useMemo(
    () => onlySiteSearchFields(fromUrl ?? (lastKey ? filtersOfKey(lastKey) : firstFilters), chosenFields ?? searchFieldNames),
    [fromUrl, lastKey, chosenFields, firstFilters],
  );
  // on a phone the filters wait behind one button, the cards come first (members.css)
  const [filtersOpen, setFiltersOpen] = useState(false);
  const request = useSearchRequest(filters, tracking);
  const page = useSearchPage(filters);

  const activeFilters = fields.filter((f) => filters[f] !== undefined).length;
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
      <div className={filtersOpen ? 'search-filters is-open' : 'search-filters'}>
        <button type="button" className="btn btn-outline filters-toggle" aria-expanded={filtersOpen} aria-controls="search-filters-form" onClick={() => setFiltersOpen(!filtersOpen)}>
          <Icon name="filter" size={18} />
          <Trans>Filters</Trans>
          {activeFilters > 0 && <span className="filters-count">{activeFilters}</span>}
        </button>
        <SearchFilterForm
          key={searchKey({ ...filters, page: 1 })}
          id="search-filters-form"
          filters={filters}
          fields={fields}
          countries={settings?.countries ?? []}
          member={Boolean(user)}
          onSearch={(f) => {
            setFiltersOpen(false);
            navigate(searchHref(f, tracking));
          }}
        />
      </div>
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
