import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { links } from '../../app/routes.ts';
import type { LikeRow } from '../../db/index.ts';
import { Avatar } from '../../ui/Avatar.tsx';
import { FictionalBadge } from '../members/FictionalBadge.tsx';

/** A liked or liking member: the photo front and centre, name, age, region; "new" and "match" tags. */
export function LikeCard({ like, showNew }: { like: LikeRow; showNew: boolean }) {
  const { t } = useLingui();
  const name = like.name ?? t`Member`;
  const age = like.age ?? '';
  const place = like.region ?? like.country ?? '';
  const isNew = showNew && like.likeNew;
  return (
    <li className={isNew ? 'like-card like-card-new' : 'like-card'}>
      <Link href={links.likesMember(like.profileId)} className="like-link">
        <div className="like-photo">
          {like.mainImage ? (
            <img src={like.mainImage.match} alt="" loading="lazy" decoding="async" width={320} height={400} />
          ) : (
            <Avatar name={name} src={null} size={96} />
          )}
          <span className="like-tags">
            {isNew && (
              <span className="like-tag like-tag-new">
                <Trans>New</Trans>
              </span>
            )}
            {like.match && (
              <span className="like-tag like-tag-match">
                <Trans>Match</Trans>
              </span>
            )}
          </span>
        </div>
        <div className="like-text">
          <span className="like-name">
            <Trans>
              {name}, {age}
            </Trans>
          </span>
          <span className="like-place">{place}</span>
        </div>
      </Link>
      {like.fictional && <FictionalBadge />}
    </li>
  );
}
