import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { links } from '../../app/routes.ts';
import type { ProfileDetail } from '../../contract/index.ts';
import { Avatar } from '../../ui/Avatar.tsx';
import { Icon } from '../../ui/Icon.tsx';
import { relationshipLabels, sexualityLabels } from './attributeLabels.ts';
import { countryName } from './countryName.ts';
import { FictionalBadge } from './FictionalBadge.tsx';
import { useVisibleFields } from './useVisibleFields.ts';

interface Props {
  profile: ProfileDetail;
  onOpenMain: (() => void) | null;
  loggedIn: boolean;
  /** more buttons beside the chat button (the Like button) */
  actions?: ReactNode;
}

/** Main image, name and age, highlight items, and the chat button (SPEC §2 profile view). */
export function ProfileHeader({ profile, onOpenMain, loggedIn, actions }: Props) {
  const { t, i18n } = useLingui();
  const { name, age } = profile;
  // SPEC §3 visible_profile_fields: the site decides which highlights a profile shows
  const { fields } = useVisibleFields();
  const place =
    [fields.has('city') ? profile.city : null, fields.has('region') ? profile.region : null].filter(Boolean).join(', ') ||
    (fields.has('country') ? countryName(profile.country, i18n.locale) : null);
  const highlights = [
    fields.has('sexuality') ? i18n._(sexualityLabels[profile.sexuality]) : null,
    fields.has('relationship_status') && profile.relationship_status ? i18n._(relationshipLabels[profile.relationship_status]) : null,
    place,
  ].filter((h): h is string => Boolean(h));
  const main = profile.main_image?.match;
  return (
    <header className="profile-header card">
      <div className="profile-main-photo">
        {main && onOpenMain ? (
          <button type="button" className="main-photo-button" onClick={onOpenMain} aria-label={t`Open photos of ${name}`}>
            <img src={main} alt="" width={320} height={400} />
          </button>
        ) : main ? (
          <img src={main} alt={t`Photo of ${name}`} width={320} height={400} />
        ) : (
          <Avatar name={name} src={null} size={160} />
        )}
      </div>
      <div className="profile-intro">
        <h1>
          {fields.has('age') ? (
            <Trans>
              {name}, {age}
            </Trans>
          ) : (
            name
          )}{' '}
          {profile.fictional && <FictionalBadge />}
        </h1>
        {profile.online && (
          <p className="online-label">
            <span className="online-dot-inline" aria-hidden="true" />
            <Trans>Online now</Trans>
          </p>
        )}
        <ul className="highlights">
          {highlights.map((h) => (
            <li key={h} className="chip">
              {h}
            </li>
          ))}
        </ul>
        <div className="button-row">
          <Link href={loggedIn ? links.memberChat(profile.id) : links.memberSignup(profile.id)} className="btn btn-primary">
            <Icon name="chat" size={20} />
            <Trans>Chat with {name}</Trans>
          </Link>
          {actions}
        </div>
      </div>
    </header>
  );
}
