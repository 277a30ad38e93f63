import { Trans, useLingui } from '@lingui/react/macro';
import type { ProfileDetail } from '../../contract/index.ts';
import {
  bodyTypeLabels,
  eyeColorLabels,
  genderLabels,
  hairColorLabels,
  relationshipLabels,
  sexualityLabels,
  tattooLabels,
} from './attributeLabels.ts';
import { useRegionTerm } from './useRegionTerm.ts';
import { useVisibleFields } from './useVisibleFields.ts';
import type { ProfileFieldName } from '../../contract/index.ts';

/** The SPEC §3 attributes, interests and about text of a profile, as far as the site shows them (visible_profile_fields, _notes). */
export function ProfileFacts({ profile }: { profile: ProfileDetail }) {
  const { t, i18n } = useLingui();
  const termLabel = useRegionTerm(profile.region_term);
  const { fields, notes } = useVisibleFields();
  const { name } = profile;
  const all: Array<[ProfileFieldName, string, string | null]> = [
    ['gender', t`Gender`, i18n._(genderLabels[profile.gender])],
    ['sexuality', t`Sexuality`, i18n._(sexualityLabels[profile.sexuality])],
    ['relationship_status', t`Relationship status`, profile.relationship_status ? i18n._(relationshipLabels[profile.relationship_status]) : null],
    ['body_type', t`Body type`, profile.body_type ? i18n._(bodyTypeLabels[profile.body_type]) : null],
    ['hair_color', t`Hair colour`, profile.hair_color ? i18n._(hairColorLabels[profile.hair_color]) : null],
    ['eye_color', t`Eye colour`, profile.eye_color ? i18n._(eyeColorLabels[profile.eye_color]) : null],
    ['tattoos', t`Tattoos`, profile.tattoos ? i18n._(tattooLabels[profile.tattoos]) : null],
    ['region', termLabel, profile.region],
  ];
  const rows = all.filter(([field]) => fields.has(field)).map(([, label, value]): [string, string | null] => [label, value]);
  const about = notes ? profile.about : null;
  const interests = fields.has('interests') ? profile.interests : [];
  return (
    <section className="card profile-facts" aria-labelledby="facts-title">
      <h2 id="facts-title">
        <Trans>About {name}</Trans>
      </h2>
      {about ? <p className="about-text">{about}</p> : null}
      <dl className="facts">
        {rows
          .filter((r): r is [string, string] => r[1] !== null)
          .map(([label, value]) => (
            <div key={label} className="fact">
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      {interests.length > 0 && (
        <>
          <h3>
            <Trans>Interests</Trans>
          </h3>
          <ul className="interest-chips">
            {interests.map((i) => (
              <li key={i.id} className="chip">
                {i.name}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
