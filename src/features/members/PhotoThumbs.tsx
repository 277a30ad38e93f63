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
                <svg className="lock" width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <path fill="currentColor" d="M12 2a5 5 0 0 1 5 5v3h1a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2v-8a2 2 0 0 1 2-2h1V7a5 5 0 0 1 5-5zm0 2a3 3 0 0 0-3 3v3h6V7a3 3 0 0 0-3-3zm0 9a1.5 1.5 0 0 0-.8 2.8V18h1.6v-2.2A1.5 1.5 0 0 0 12 13z" />
                </svg>
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
