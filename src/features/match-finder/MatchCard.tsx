import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { links } from '../../app/routes.ts';
import type { MatchSuggestion } from '../../contract/index.ts';
import { Avatar } from '../../ui/Avatar.tsx';
import { FictionalBadge } from '../members/FictionalBadge.tsx';
import { reasonLabels } from './reasonLabels.ts';

/** One suggestion: photo, name, age, place, the fit score and what made it; links to the profile. */
export function MatchCard({ profile }: { profile: MatchSuggestion }) {
  const { t, i18n } = useLingui();
  const { name, age, score } = profile;
  const place = profile.region ?? profile.city ?? profile.country;
  return (
    <li className="match-card">
      <Link href={links.member(profile.id)} className="match-link" aria-label={t`${name}, ${age}, ${place}: ${score}% match`}>
        <div className="match-photo">
          {profile.main_image ? (
            <img src={profile.main_image.match} alt="" loading="lazy" decoding="async" width={320} height={400} />
          ) : (
            <Avatar name={name} src={null} size={96} />
          )}
          <span className="match-score" aria-hidden="true">
            <Trans>{score}% match</Trans>
          </span>
        </div>
        <div className="match-text">
          <span className="match-name">
            <Trans>
              {name}, {age}
            </Trans>
          </span>
          <span className="match-place">{place}</span>
          <ul className="match-reasons">
            {profile.reasons.map((r) => (
              <li key={r} className="chip">
                {i18n._(reasonLabels[r])}
              </li>
            ))}
          </ul>
        </div>
      </Link>
      {profile.fictional && <FictionalBadge />}
    </li>
  );
}
