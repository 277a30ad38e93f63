import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { links } from '../../app/routes.ts';
import type { Profile } from '../../contract/index.ts';
import { Avatar } from '../../ui/Avatar.tsx';
import { FictionalBadge } from '../members/FictionalBadge.tsx';

/** A suggested member: photo, name, age and place, linking to the profile; a fictional one with the site's icon. */
export function ProfileTile({ profile }: { profile: Profile }) {
  const { name, age } = profile;
  const place = profile.city ?? profile.region ?? '';
  return (
    <li className="card signup-match">
      <Avatar name={name} src={profile.main_image?.thumb_filename ?? null} size={120} />
      <Link href={links.member(profile.id)}>
        <strong>
          <Trans>
            {name}, {age}
          </Trans>
        </strong>
      </Link>
      {profile.fictional && <FictionalBadge />}
      {place && <span className="muted">{place}</span>}
    </li>
  );
}
