import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import type { Profile } from '../../contract/index.ts';
import { Avatar } from '../../ui/Avatar.tsx';
import { FictionalBadge } from './FictionalBadge.tsx';

interface Props {
  profile: Profile;
  href: string;
  compact?: boolean;
}

/** A search result: big photo, name, age, region, online dot, fictional icon. */
export function ResultCard({ profile, href, compact = false }: Props) {
  const { name, age } = profile;
  const place = profile.region ?? profile.city ?? profile.country;
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
            <Trans>
              {name}, {age}
            </Trans>
          </span>
          <span className="result-place">{place}</span>
        </div>
      </Link>
      {profile.fictional && <FictionalBadge />}
    </li>
  );
}
