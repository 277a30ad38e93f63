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

/** The SPEC §3 attributes, interests and about text of a profile. */
export function ProfileFacts({ profile }: { profile: ProfileDetail }) {
  const { t, i18n } = useLingui();
  const termLabel = useRegionTerm(profile.region_term);
  const { name } = profile;
  const rows: Array<[string, string | null]> = [
    [t`Gender`, i18n._(genderLabels[profile.gender])],
    [t`Sexuality`, i18n._(sexualityLabels[profile.sexuality])],
    [t`Relationship status`, profile.relationship_status ? i18n._(relationshipLabels[profile.relationship_status]) : null],
    [t`Body type`, profile.body_type ? i18n._(bodyTypeLabels[profile.body_type]) : null],
    [t`Hair colour`, profile.hair_color ? i18n._(hairColorLabels[profile.hair_color]) : null],
    [t`Eye colour`, profile.eye_color ? i18n._(eyeColorLabels[profile.eye_color]) : null],
    [t`Tattoos`, profile.tattoos ? i18n._(tattooLabels[profile.tattoos]) : null],
    [termLabel, profile.region],
  ];
  return (
    <section className="card profile-facts" aria-labelledby="facts-title">
      <h2 id="facts-title">
        <Trans>About {name}</Trans>
      </h2>
      {profile.about ? <p className="about-text">{profile.about}</p> : null}
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
      {profile.interests.length > 0 && (
        <>
          <h3>
            <Trans>Interests</Trans>
          </h3>
          <ul className="interest-chips">
            {profile.interests.map((i) => (
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
