import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, type TouchEvent } from 'react';
import { Link } from 'wouter';
import type { ProfilePhoto } from '../../contract/index.ts';

interface Props {
  photos: ProfilePhoto[];
  index: number;
  name: string;
  onIndex: (index: number) => void;
  onClose: () => void;
  /** where "Report this photo" leads (the complaint form for this photo), or null to hide it */
  reportHref?: ((photoId: number) => string) | null;
}

const SWIPE_PX = 50;

/**
 * Full-screen photo viewer: arrows and Escape on the keyboard, swipe on touch screens, and a link to
 * report the photo shown (the complaint form, prefilled).
 */
export function PhotoViewer({ photos, index, name, onIndex, onClose, reportHref = null }: Props) {
  const { t } = useLingui();
  const closeRef = useRef<HTMLButtonElement>(null);
  const viewerRef = useRef<HTMLDivElement>(null);
  const touchX = useRef<number | null>(null);
  const count = photos.length;
  const go = (delta: number) => onIndex((index + delta + count) % count);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    closeRef.current?.focus();
    document.body.classList.add('modal-open');
    return () => {
      document.body.classList.remove('modal-open');
      previous?.focus?.();
    };
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Tab') {
        // focus stays inside the viewer while it is open
        const items = Array.from(viewerRef.current?.querySelectorAll<HTMLElement>('button, a[href]') ?? []);
        const at = items.indexOf(document.activeElement as HTMLElement);
        const next = items[(at + (event.shiftKey ? -1 : 1) + items.length) % items.length];
        if (next) next.focus();
        event.preventDefault();
        return;
      }
      if (event.key === 'Escape') onClose();
      else if (event.key === 'ArrowRight') go(1);
      else if (event.key === 'ArrowLeft') go(-1);
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  const onTouchStart = (e: TouchEvent) => {
    touchX.current = e.touches[0]?.clientX ?? null;
  };
  const onTouchEnd = (e: TouchEvent) => {
    const start = touchX.current;
    const end = e.changedTouches[0]?.clientX;
    touchX.current = null;
    if (start === null || end === undefined || Math.abs(end - start) < SWIPE_PX) return;
    go(end < start ? 1 : -1);
  };

  const photo = photos[index];
  const position = index + 1;
  return (
    <div ref={viewerRef} className="photo-viewer" role="dialog" aria-modal="true" aria-label={t`Photos of ${name}`} onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
      <button ref={closeRef} type="button" className="viewer-close" onClick={onClose} aria-label={t`Close photos`}>
        ×
      </button>
      {count > 1 && (
        <button type="button" className="viewer-nav viewer-prev" onClick={() => go(-1)} aria-label={t`Previous photo`}>
          ‹
        </button>
      )}
      {photo?.url && <img src={photo.url} alt={t`Photo ${position} of ${name}`} className="viewer-image" />}
      {count > 1 && (
        <button type="button" className="viewer-nav viewer-next" onClick={() => go(1)} aria-label={t`Next photo`}>
          ›
        </button>
      )}
      {reportHref && photo && (
        <Link href={reportHref(photo.id)} className="viewer-report">
          <Trans>Report this photo</Trans>
        </Link>
      )}
      <p className="viewer-count" aria-live="polite">
        <Trans>
          {position} / {count}
        </Trans>
      </p>
    </div>
  );
}
