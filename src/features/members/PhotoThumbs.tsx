import { useLingui } from '@lingui/react/macro';
import type { ProfilePhoto } from '../../contract/index.ts';

interface Props {
  photos: ProfilePhoto[];
  name: string;
  onOpen: (visibleIndex: number) => void;
  onLocked: () => void;
}

/** Thumbnails; a photo the viewer may not see yet shows a lock and explains how to unlock it. */
export function PhotoThumbs({ photos, name, onOpen, onLocked }: Props) {
  const { t } = useLingui();
  const openIndex = new Map(photos.filter((p) => p.visible && p.thumb).map((p, i) => [p.id, i]));
  return (
    <ul className="photo-thumbs" aria-label={t`Photos`}>
      {photos.map((photo, i) => {
        const position = i + 1;
        if (!photo.visible || !photo.thumb) {
          return (
            <li key={photo.id}>
              <button type="button" className="thumb thumb-locked" onClick={onLocked} aria-label={t`Locked photo ${position}: how to unlock it`}>
                <span className="lock" aria-hidden="true">
                  🔒
                </span>
              </button>
            </li>
          );
        }
        const open = openIndex.get(photo.id) ?? 0;
        return (
          <li key={photo.id}>
            <button type="button" className="thumb" onClick={() => onOpen(open)} aria-label={t`Open photo ${position} of ${name}`}>
              <img src={photo.thumb} alt="" loading="lazy" width={120} height={120} />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
