import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { MAX_AGE, MIN_AGE } from '../../contract/constants.ts';
import type { SearchFieldName } from '../../contract/index.ts';
import type { SearchFilters } from '../../db/index.ts';
import { countryName } from './countryName.ts';
import { useRegionData } from './useRegionData.ts';
import { useRegionTerm } from './useRegionTerm.ts';

interface Props {
  filters: SearchFilters;
  countries: string[];
  /** the site's search_fields (SPEC §3), in order: only these filters are offered */
  fields: readonly SearchFieldName[];
  onSearch: (filters: SearchFilters) => void;
  id?: string;
  /** a member's search shows whom they look for unless they ask for everyone (decision 175) */
  member?: boolean;
}

const toNumber = (v: string): number | undefined => (v.trim() === '' ? undefined : Number(v));

/**
 * SPEC §3 search (remount with a new key to reset it to other filters): of gender, country, region
 * (with the country's own term) and age from–to, the ones the site's search_fields name.
 */
export function SearchFilterForm({ filters, countries, fields, onSearch, id, member = false }: Props) {
  const { t, i18n } = useLingui();
  const [draft, setDraft] = useState(filters);
  const { term, regions } = useRegionData(draft.country);
  const termLabel = useRegionTerm(term);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({ ...draft, page: 1 });
  };

  return (
    <form id={id} className="search-form card" onSubmit={submit} aria-label={t`Search filters`}>
      {fields.includes('gender') && (
        <div className="mfield">
          <label htmlFor="search-gender">
            <Trans>Looking for</Trans>
          </label>
          <select
            id="search-gender"
            value={draft.gender ?? ''}
            onChange={(e) => setDraft({ ...draft, gender: e.target.value === 'male' || e.target.value === 'female' ? e.target.value : undefined })}
          >
            <option value="">{member ? t`As in my profile` : t`Men and women`}</option>
            <option value="female">{t`Women`}</option>
            <option value="male">{t`Men`}</option>
          </select>
        </div>
      )}
      {fields.includes('country') && (
        <div className="mfield">
          <label htmlFor="search-country">
            <Trans>Country</Trans>
          </label>
          <select
            id="search-country"
            value={draft.country ?? ''}
            onChange={(e) => setDraft({ ...draft, country: e.target.value || undefined, countryregion: undefined })}
          >
            <option value="">{t`All countries`}</option>
            {countries.map((code) => (
              <option key={code} value={code}>
                {countryName(code, i18n.locale)}
              </option>
            ))}
          </select>
        </div>
      )}
      {fields.includes('countryregion') && (
        <div className="mfield">
          <label htmlFor="search-region">{termLabel}</label>
          <select
            id="search-region"
            value={draft.countryregion ?? ''}
            disabled={!draft.country}
            onChange={(e) => setDraft({ ...draft, countryregion: toNumber(e.target.value) })}
          >
            <option value="">{t`Anywhere`}</option>
            {regions.map((r) => (
              <option key={r.id} value={r.id}>
                {r.name}
              </option>
            ))}
          </select>
        </div>
      )}
      {(fields.includes('min_age') || fields.includes('max_age')) && (
        <div className="mfield mfield-ages">
          <span className="mfield-label" id="search-age-label">
            <Trans>Age</Trans>
          </span>
          <div className="age-range" role="group" aria-labelledby="search-age-label">
            {fields.includes('min_age') && (
              <input
                type="number"
                inputMode="numeric"
                min={MIN_AGE}
                max={MAX_AGE}
                aria-label={t`Minimum age`}
                placeholder={String(MIN_AGE)}
                value={draft.min_age ?? ''}
                onChange={(e) => setDraft({ ...draft, min_age: toNumber(e.target.value) })}
              />
            )}
            {fields.includes('min_age') && fields.includes('max_age') && <span aria-hidden="true">–</span>}
            {fields.includes('max_age') && (
              <input
                type="number"
                inputMode="numeric"
                min={MIN_AGE}
                max={MAX_AGE}
                aria-label={t`Maximum age`}
                placeholder={String(MAX_AGE)}
                value={draft.max_age ?? ''}
                onChange={(e) => setDraft({ ...draft, max_age: toNumber(e.target.value) })}
              />
            )}
          </div>
        </div>
      )}
      {member && (
        <label className="search-everyone">
          <input type="checkbox" checked={draft.everyone ?? false} onChange={(e) => setDraft({ ...draft, everyone: e.target.checked || undefined })} />
          <Trans>Also show people who are not looking for someone like me</Trans>
        </label>
      )}
      <button type="submit" className="btn btn-primary search-submit">
        <Trans>Search</Trans>
      </button>
    </form>
  );
}
