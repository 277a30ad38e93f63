import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { links } from '../../app/routes.ts';
import type { LikeType } from '../../contract/likes.ts';
import type { LikeRow } from '../../db/index.ts';
import { EmptyLikes } from './EmptyLikes.tsx';
import { LikeGrid } from './LikeGrid.tsx';
import { likeTypeTitles } from './likeTypes.ts';

/** Cards shown per section on the overview; the type's own page shows them all. */
export const OVERVIEW_CARDS = 4;

/** One type of likes on the overview: its title and count, the first cards and a link to all. */
export function LikesSection({ type, likes }: { type: LikeType; likes: readonly LikeRow[] }) {
  const { i18n } = useLingui();
  const title = i18n._(likeTypeTitles[type]);
  const id = `likes-${type}`;
  return (
    <section className="likes-section" aria-labelledby={id}>
      <div className="likes-section-head">
        <h2 id={id}>
          {title} <span className="likes-count">{likes.length}</span>
        </h2>
        {likes.length > OVERVIEW_CARDS && (
          <Link href={links.likesByType(type)} className="likes-more">
            <Trans>See all {title}</Trans>
          </Link>
        )}
      </div>
      {likes.length === 0 ? <EmptyLikes type={type} action={type === 'my-likes'} /> : <LikeGrid likes={likes.slice(0, OVERVIEW_CARDS)} label={title} showNew={type === 'liked-me'} />}
    </section>
  );
}
