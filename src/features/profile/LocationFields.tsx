import { Trans, useLingui } from '@lingui/react/macro';
import { countryName } from '../members/countryName.ts';
import { useRegionData } from '../members/useRegionData.ts';
import { useRegionTerm } from '../members/useRegionTerm.ts';
import { useGeolocation } from './useGeolocation.ts';

interface Props {
  countries: string[];
  country: string;
  regionId: number | null;
  onChange: (country: string, regionId: number | null) => void;
}

/** Location settings: the browser's position (reverse-geocoded), or country and region by hand. */
export function LocationFields({ countries, country, regionId, onChange }: Props) {
  const { t, i18n } = useLingui();
  const { term, regions } = useRegionData(country);
  const termLabel = useRegionTerm(term);
  const { state, locate } = useGeolocation((found) => onChange(found.country, found.region?.id ?? null));
  const options = countries.includes(country) ? countries : [country, ...countries];
  return (
    <fieldset className="location-fields">
      <legend>{t`Location`}</legend>
      <div className="button-row">
        <button type="button" className="btn btn-outline" onClick={locate} aria-busy={state === 'locating'} disabled={state === 'locating'}>
          {state === 'locating' ? <Trans>Finding your location…</Trans> : <Trans>Use my current location</Trans>}
        </button>
      </div>
      {state === 'denied' && (
        <p className="field-note" role="status">
          <Trans>Location access was not allowed. Choose your country and region below.</Trans>
        </p>
      )}
      {state === 'unknown' && (
        <p className="field-note" role="status">
          <Trans>We could not match your location to a region. Choose it below.</Trans>
        </p>
      )}
      {state === 'failed' && (
        <p className="field-note" role="status">
          <Trans>Your location could not be found right now. Choose it below.</Trans>
        </p>
      )}
      <div className="form-grid">
        <div className="mfield">
          <label htmlFor="profile-country">
            <Trans>Country</Trans>
          </label>
          <select id="profile-country" value={country} onChange={(e) => onChange(e.target.value, null)}>
            {options.map((code) => (
              <option key={code} value={code}>
                {countryName(code, i18n.locale)}
              </option>
            ))}
          </select>
        </div>
        <div className="mfield">
          <label htmlFor="profile-region">{termLabel}</label>
          <select id="profile-region" value={regionId ?? ''} onChange={(e) => onChange(country, e.target.value === '' ? null : Number(e.target.value))}>
            <option value="">{t`Not specified`}</option>
            {regions.map((r) => (
              <option key={r.id} value={r.id}>
                {r.name}
              </option>
            ))}
          </select>
        </div>
      </div>
    </fieldset>
  );
}
