import type { LikeRow } from '../../db/index.ts';
import { FictionalWarning } from '../members/FictionalBadge.tsx';
import { LikeCard } from './LikeCard.tsx';

/** Like cards in a grid, and the site's fictional warning below when a fictional profile is among them. */
export function LikeGrid({ likes, label, showNew }: { likes: readonly LikeRow[]; label: string; showNew: boolean }) {
  const anyFictional = likes.some((l) => l.fictional);
  return (
    <>
      <ul className="like-grid" aria-label={label}>
        {likes.map((like) => (
          <LikeCard key={like.id} like={like} showNew={showNew} />
        ))}
      </ul>
      {anyFictional && <FictionalWarning />}
    </>
  );
}
