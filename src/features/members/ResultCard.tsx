import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import type { Profile } from '../../contract/index.ts';
import { Avatar } from '../../ui/Avatar.tsx';
import { countryName } from './countryName.ts';
import { FictionalBadge } from './FictionalBadge.tsx';
import { useVisibleFields } from './useVisibleFields.ts';

interface Props {
  profile: Profile;
  href: string;
  compact?: boolean;
}

/** A search result: big photo, name, age, region, online dot, fictional icon (age and place as the site shows them, SPEC §3). */
export function ResultCard({ profile, href, compact = false }: Props) {
  const { i18n } = useLingui();
  const { fields } = useVisibleFields();
  const { name, age } = profile;
  const place =
    (fields.has('region') ? profile.region : null) ??
    (fields.has('city') ? profile.city : null) ??
    (fields.has('country') ? countryName(profile.country, i18n.locale) : null);
  return (
    <li className={compact ? 'result-card result-card-compact' : 'result-card'}>
      <Link href={href} className="result-link">
        <div className="result-photo">
          {profile.main_image ? (
            <img src={profile.main_image.match} alt="" loading="lazy" decoding="async" width={320} height={400} />
          ) : (
            <Avatar name={name} src={null} size={96} />
          )}
          {profile.online && (
            <span className="online-dot">
              <Trans>Online</Trans>
            </span>
          )}
        </div>
        <div className="result-text">
          <span className="result-name">
            {fields.has('age') ? (
              <Trans>
                {name}, {age}
              </Trans>
            ) : (
              name
            )}
          </span>
          {place && <span className="result-place">{place}</span>}
        </div>
      </Link>
      {profile.fictional && <FictionalBadge />}
    </li>
  );
}
