import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useCurrentUser, useKv } from '../../db/kv.ts';
import { StepError } from './StepError.tsx';
import { StepNav } from './StepNav.tsx';
import { useSaveStep } from './useSaveStep.ts';

/** Step 3: region (the country's own term for it) and city. */
export function StepLocation() {
  const { t } = useLingui();
  const user = useCurrentUser();
  const regionData = useKv('regions');
  const country = user?.profile.country ?? '';
  const entry = regionData?.[country];
  const [regionId, setRegionId] = useState('');
  const [city, setCity] = useState('');
  const { busy, error, save } = useSaveStep('about');
  const term = entry?.term ?? t`Region`;
  return (
    <form
      className="stack"
      onSubmit={(e) => {
        e.preventDefault();
        void save({ region_id: regionId === '' ? null : Number(regionId), city: city.trim() === '' ? null : city.trim() });
      }}
    >
      {entry && entry.regions.length > 0 && (
        <div className="field">
          <label htmlFor="signup-region">{term}</label>
          <select id="signup-region" value={regionId} onChange={(e) => setRegionId(e.target.value)}>
            <option value="">{t`Choose…`}</option>
            {entry.regions.map((r) => (
              <option key={r.id} value={r.id}>
                {r.name}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="field">
        <label htmlFor="signup-city">
          <Trans>City</Trans>
        </label>
        <input id="signup-city" value={city} maxLength={80} autoComplete="address-level2" onChange={(e) => setCity(e.target.value)} />
      </div>
      <StepError error={error} />
      <StepNav busy={busy} />
    </form>
  );
}
