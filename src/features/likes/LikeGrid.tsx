import { useSettings, type LikeRow } from '../../db/index.ts';
import { LikeCard } from './LikeCard.tsx';

/** Like cards in a grid, and the site's fictional warning below when a fictional profile is among them. */
export function LikeGrid({ likes, label, showNew }: { likes: readonly LikeRow[]; label: string; showNew: boolean }) {
  const settings = useSettings();
  const anyFictional = likes.some((l) => l.fictional);
  return (
    <>
      <ul className="like-grid" aria-label={label}>
        {likes.map((like) => (
          <LikeCard key={like.id} like={like} showNew={showNew} />
        ))}
      </ul>
      {anyFictional && settings?.fictional_warning && (
        <p className="fictional-warning">
          <span aria-hidden="true">{settings.fictional_icon}</span> {settings.fictional_warning}
        </p>
      )}
    </>
  );
}
