import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { moderationApi, moderationQueuePath, PhotoBatchAnswer, QueueAnswer, type PhotoBatch, type QueueItem } from '../../contract/moderation.ts';
import { staffCall } from '../api.ts';
import { useStaffAction } from '../kit/action.ts';
import { Failure, Loading, Notice } from '../kit/Load.tsx';
import { useStaffQuery } from '../kit/query.ts';
import { labelName, queueName } from './kinds.ts';
import { itemScreenPath } from './QueueScreen.tsx';
import './moderation.css';

/** photos a page shows: a full row at 2, 3, 4 and 6 columns; at most MODERATION_QUEUE_LIMIT */
export const PHOTO_PAGE = 48;

/**
 * The photo queue as a grid (decision 177): the thumbnails first, a checkbox on each (the whole
 * photo is its label), select all on the page, then approve or reject the selection in one step
 * (one request, one audit entry per photo). Paged by PHOTO_PAGE, oldest first; judged photos leave
 * the queue, so the page reloads in place and the next photos move up.
 */
export function PhotoQueueScreen() {
  const { t, i18n } = useLingui();
  const [page, setPage] = useState(0);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const selectAll = useRef<HTMLInputElement>(null);

  const loaded = useStaffQuery<{ page: number; answer: QueueAnswer }>(String(page), (kept) =>
    staffCall(QueueAnswer, `${moderationQueuePath('photos')}?limit=${PHOTO_PAGE}&offset=${page * PHOTO_PAGE}`).then((answer) => {
      // a page that emptied (its photos judged elsewhere) shows the last page there is
      const last = Math.max(0, Math.ceil(answer.count / PHOTO_PAGE) - 1);
      if (answer.items.length > 0 || page <= last) return { page, answer };
      setPage(last);
      return kept ?? { page: -1, answer };
    }),
  );
  const judging = useStaffAction({ refresh: loaded.reload });
  const busy = judging.busy;
  // another page shows "Loading…" until it comes; a judged page stays while it is read again
  const answer = loaded.data?.page === page ? loaded.data.answer : null;

  const items: QueueItem[] = answer ? answer.items.filter((item) => item.photo) : [];
  const count = answer ? answer.count : 0;
  const pages = Math.max(1, Math.ceil(count / PHOTO_PAGE));
  const onPage = items.filter((item) => selected.has(item.photo?.id ?? -1)).length;
  useEffect(() => {
    if (selectAll.current) selectAll.current.indeterminate = onPage > 0 && onPage < items.length;
  }, [onPage, items.length]);

  const toggle = (id: number, on: boolean) =>
    setSelected((old) => {
      const next = new Set(old);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const goTo = (target: number) => {
    setSelected(new Set());
    setRejecting(false);
    judging.tell(null);
    setPage(target);
  };

  const judge = (body: PhotoBatch) =>
    judging.run(
      () => staffCall(PhotoBatchAnswer, moderationApi.photoBatch, { method: 'POST', body }),
      (done) => {
        const judged = done.judged.length;
        const others = done.already_judged.length + done.not_found.length;
        const summary = body.decision === 'approve' ? t`${judged} approved.` : t`${judged} rejected; each member is told why.`;
        setSelected(new Set());
        setRejecting(false);
        setReason('');
        return others > 0 ? `${summary} ${t`${others} had been judged by someone else meanwhile and were left as they are.`}` : summary;
      },
    );

  const ids = [...selected];
  const shown = page + 1;
  const title = queueName(i18n, 'photos');
  return (
    <>
      <p className="adm-small">
        <Link href="/">
          <Trans>← Queues</Trans>
        </Link>
      </p>
      <h1 className="adm-title">{title}</h1>
      {loaded.error ? <Failure message={loaded.error} /> : !answer ? <Loading /> : null}
      <Notice message={judging.notice} />
      {answer && count === 0 ? (
        <p className="mod-empty">
          <Trans>Nothing to do here. Well done!</Trans>
        </p>
      ) : answer ? (
        <>
          <p className="adm-muted">
            <Trans>
              {count} open, oldest first. Select photos, then approve or reject them together.
            </Trans>
          </p>
          <div className="pq-bar" role="group" aria-label={t`Selection`}>
            <label className="pq-all">
              <input
                ref={selectAll}
                type="checkbox"
                checked={items.length > 0 && onPage === items.length}
                onChange={(event) =>
                  setSelected((old) => {
                    const next = new Set(old);
                    for (const item of items) {
                      if (!item.photo) continue;
                      if (event.target.checked) next.add(item.photo.id);
                      else next.delete(item.photo.id);
                    }
                    return next;
                  })
                }
              />
              <Trans>Select all on this page</Trans>
            </label>
            <span className="pq-count" aria-live="polite">
              <Plural value={ids.length} _0="None selected" one="# selected" other="# selected" />
            </span>
            <span className="pq-actions">
              <button type="button" className="btn btn-primary adm-btn-sm" disabled={busy || ids.length === 0} onClick={() => void judge({ decision: 'approve', photo_ids: ids })}>
                <Trans>Approve selected</Trans>
              </button>
              <button type="button" className="btn btn-outline adm-btn-sm" disabled={busy || ids.length === 0} aria-expanded={rejecting} onClick={() => setRejecting(!rejecting)}>
                <Trans>Reject selected…</Trans>
              </button>
            </span>
          </div>
          {rejecting && ids.length > 0 ? (
            <form
              className="adm-form mod-inline-form pq-reject"
              onSubmit={(event) => {
                event.preventDefault();
                void judge({ decision: 'reject', photo_ids: ids, reason });
              }}
            >
              <label className="adm-field">
                <Trans>Why (each member reads this)</Trans>
                <input value={reason} onChange={(event) => setReason(event.target.value)} required maxLength={500} autoFocus />
              </label>
              <button type="submit" className="btn btn-danger-solid adm-btn-sm" disabled={busy}>
                <Plural value={ids.length} one="Reject # photo" other="Reject # photos" />
              </button>
            </form>
          ) : null}
          <Failure message={judging.error} />
          <ul className="pq-grid" aria-label={t`Photos to review, page ${shown} of ${pages}`} aria-busy={busy}>
            {items.map((item) => {
              const photo = item.photo;
              if (!photo) return null;
              const name = item.member ? item.member.name : t`No member named`;
              const checked = selected.has(photo.id);
              return (
                <li key={item.id} className={`pq-card${checked ? ' pq-card-on' : ''}`}>
                  <label className="pq-pick">
                    <input type="checkbox" className="pq-check" checked={checked} onChange={(event) => toggle(photo.id, event.target.checked)} />
                    <img src={photo.url} alt={t`Photo ${photo.id} of ${item.member?.name ?? name}`} width={320} height={320} loading="lazy" />
                  </label>
                  <span className="pq-meta">
                    <Link href={itemScreenPath(item.kind, item.id)} className="pq-name">
                      {name}
                    </Link>
                    <span className="mod-labels">
                      {item.labels.map((label) => (
                        <span key={label} className={`adm-pill${label === 'photo:private' ? ' pq-private' : ''}`}>
                          {labelName(i18n, label)}
                        </span>
                      ))}
                    </span>
                  </span>
                </li>
              );
            })}
          </ul>
          <nav className="pq-pages" aria-label={t`Pages of the photo queue`}>
            <button type="button" className="btn btn-outline adm-btn-sm" disabled={page === 0} onClick={() => goTo(page - 1)}>
              <Trans>← Previous</Trans>
            </button>
            <span>
              <Trans>
                Page {shown} of {pages}
              </Trans>
            </span>
            <button type="button" className="btn btn-outline adm-btn-sm" disabled={page + 1 >= pages} onClick={() => goTo(page + 1)}>
              <Trans>Next →</Trans>
            </button>
          </nav>
        </>
      ) : null}
    </>
  );
}
