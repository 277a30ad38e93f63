import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { links } from '../../app/routes.ts';
import type { MatchSuggestion } from '../../contract/index.ts';
import { Avatar } from '../../ui/Avatar.tsx';
import { FictionalBadge } from '../members/FictionalBadge.tsx';
import { reasonLabels } from './reasonLabels.ts';

/** One suggestion: photo, name, age, place, the fit score and what made it; links to the profile. */
export function MatchCard({ profile }: { profile: MatchSuggestion }) {
  const { i18n } = useLingui();
  const { name, age, score } = profile;
  const place = profile.region ?? profile.city ?? profile.country;
  return (
    <li className="match-card">
      {/* named by its content, name first (WCAG 2.5.3 Label in Name); the photo shows above the text (CSS order) */}
      <Link href={links.member(profile.id)} className="match-link">
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
        <div className="match-photo">
          {profile.main_image ? (
            <img src={profile.main_image.match} alt="" loading="lazy" decoding="async" width={320} height={400} />
          ) : (
            <Avatar name={name} src={null} size={96} />
          )}
          <span className="match-score">
            <Trans>{score}% match</Trans>
          </span>
        </div>
      </Link>
      {profile.fictional && <FictionalBadge />}
    </li>
  );
}
