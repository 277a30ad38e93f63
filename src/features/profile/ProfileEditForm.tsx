import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { PROFILE_ABOUT_MAX } from '../../contract/constants.ts';
import type { OwnProfile, OwnProfileUpdate } from '../../contract/index.ts';
import { errorMessage, type ActionError } from '../../i18n/index.ts';
import { actions } from '../../sync/index.ts';
import {
  bodyTypeLabels,
  eyeColorLabels,
  genderLabels,
  hairColorLabels,
  lookingForLabels,
  relationshipLabels,
  sexualityLabels,
  tattooLabels,
} from '../members/attributeLabels.ts';
import { AttributeSelect } from './AttributeSelect.tsx';
import { InterestsField } from './InterestsField.tsx';
import { InvisibleSwitch } from './InvisibleSwitch.tsx';
import { LocationFields } from './LocationFields.tsx';
import { serverFieldErrors, validateProfile, type FieldErrors } from './profileValidation.ts';

function updateOf(p: OwnProfile): OwnProfileUpdate {
  return {
    gender: p.gender,
    sexuality: p.sexuality,
    looking_for: p.looking_for,
    relationship_status: p.relationship_status,
    body_type: p.body_type,
    hair_color: p.hair_color,
    eye_color: p.eye_color,
    tattoos: p.tattoos,
    interests: p.interests,
    country: p.country,
    region_id: p.region_id,
    about: p.about,
    invisible: p.invisible,
  };
}

/** Every SPEC §3 attribute of the own profile, checked here and on the server. */
export function ProfileEditForm({ profile, countries }: { profile: OwnProfile; countries: string[] }) {
  const { t, i18n } = useLingui();
  const [draft, setDraft] = useState<OwnProfileUpdate>(() => updateOf(profile));
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<ActionError | null>(null);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<OwnProfileUpdate>) => {
    setDraft({ ...draft, ...patch });
    setSaved(false);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const local = validateProfile(i18n, draft);
    setFieldErrors(local);
    setError(null);
    if (Object.keys(local).length > 0) return;
    setBusy(true);
    const result = await actions.updateOwnProfile({ ...draft, about: draft.about?.trim() ? draft.about.trim() : null });
    setBusy(false);
    if (result.ok) {
      setSaved(true);
      return;
    }
    setError(result.error);
    if (result.error.error === 'invalid_request' && 'issues' in result.error) setFieldErrors(serverFieldErrors(i18n, result.error.issues ?? []));
  };

  const aboutLength = (draft.about ?? '').length;
  const aboutMax = PROFILE_ABOUT_MAX;
  return (
    <form className="card profile-form stack" onSubmit={submit} aria-labelledby="profile-form-title" noValidate>
      <h2 id="profile-form-title">
        <Trans>Your details</Trans>
      </h2>
      <InvisibleSwitch checked={draft.invisible} onChange={(invisible) => set({ invisible })} />
      <div className="form-grid">
        <AttributeSelect id="profile-gender" label={t`Gender`} value={draft.gender} labels={genderLabels} optional={false} onChange={(v) => v && set({ gender: v })} />
        <div>
          <AttributeSelect id="profile-sexuality" label={t`Sexuality`} value={draft.sexuality} labels={sexualityLabels} optional={false} onChange={(v) => v && set({ sexuality: v })} />
          {fieldErrors.sexuality && <p className="field-error">{fieldErrors.sexuality}</p>}
        </div>
        {/* whom search, the swipe game, the match finder and "you may also like" show (decision 175) */}
        <AttributeSelect
          id="profile-looking-for"
          label={t`Looking for`}
          value={draft.looking_for ?? profile.looking_for}
          labels={lookingForLabels}
          optional={false}
          onChange={(v) => v && set({ looking_for: v })}
        />
        <AttributeSelect id="profile-relationship" label={t`Relationship status`} value={draft.relationship_status} labels={relationshipLabels} onChange={(v) => set({ relationship_status: v })} />
        <AttributeSelect id="profile-body" label={t`Body type`} value={draft.body_type} labels={bodyTypeLabels} onChange={(v) => set({ body_type: v })} />
        <AttributeSelect id="profile-hair" label={t`Hair colour`} value={draft.hair_color} labels={hairColorLabels} onChange={(v) => set({ hair_color: v })} />
        <AttributeSelect id="profile-eyes" label={t`Eye colour`} value={draft.eye_color} labels={eyeColorLabels} onChange={(v) => set({ eye_color: v })} />
        <AttributeSelect id="profile-tattoos" label={t`Tattoos`} value={draft.tattoos} labels={tattooLabels} onChange={(v) => set({ tattoos: v })} />
      </div>
      <InterestsField value={draft.interests} onChange={(interests) => set({ interests })} />
      {fieldErrors.interests && <p className="field-error">{fieldErrors.interests}</p>}
      <LocationFields countries={countries} country={draft.country} regionId={draft.region_id} onChange={(country, region_id) => set({ country, region_id })} />
      {fieldErrors.region_id && <p className="field-error">{fieldErrors.region_id}</p>}
      {fieldErrors.country && <p className="field-error">{fieldErrors.country}</p>}
      <div className="mfield">
        <label htmlFor="profile-about">
          <Trans>About me</Trans>
        </label>
        <textarea
          id="profile-about"
          rows={5}
          value={draft.about ?? ''}
          aria-invalid={fieldErrors.about ? true : undefined}
          aria-describedby="profile-about-count"
          onChange={(e) => set({ about: e.target.value })}
        />
        <span id="profile-about-count" className={aboutLength > aboutMax ? 'field-error' : 'field-note'}>
          <Trans>
            {aboutLength} of {aboutMax} characters
          </Trans>
        </span>
        {fieldErrors.about && <p className="field-error">{fieldErrors.about}</p>}
      </div>
      {error && (
        <p className="form-error" role="alert">
          {errorMessage(i18n, error)}
        </p>
      )}
      {saved && (
        <p className="form-success" role="status">
          <Trans>Your profile has been saved.</Trans>
        </p>
      )}
      <button type="submit" className="btn btn-primary btn-lg" aria-busy={busy} disabled={busy}>
        {busy ? <Trans>Saving…</Trans> : <Trans>Save profile</Trans>}
      </button>
    </form>
  );
}
