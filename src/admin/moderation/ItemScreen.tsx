import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useState } from 'react';
import { Link, useParams } from 'wouter';
import { ItemAnswer, moderationApi, ModerationActionAnswer, moderationItemPath, type ModerationAction } from '../../contract/moderation.ts';
import { HeldDecisionAnswer, heldApi } from '../../contract/reports.ts';
import { staffCall } from '../api.ts';
import { staffErrorMessage } from '../login/errors.ts';
import { labelName, queueName, reviewName, stateName } from './kinds.ts';
import { MemberActions } from './MemberActions.tsx';
import './moderation.css';

type Loaded = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'ready'; answer: ItemAnswer };

/**
 * One queue item (decision 121): what it is about, the member's card and photos, the complaints
 * against them, the conversation excerpt the item names, and the actions. Every action names the
 * state this screen showed; when another moderator changed it first, the screen says so and shows
 * the new state.
 */
export function ItemScreen() {
  const { t, i18n } = useLingui();
  const params = useParams<{ kind: string; id: string }>();
  const kind = params.kind ?? '';
  const id = params.id ?? '';
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const [error, setError] = useState('');
  const [rejecting, setRejecting] = useState<number | null>(null);
  const [rejectReason, setRejectReason] = useState('');

  const load = useCallback(() => {
    staffCall(ItemAnswer, moderationItemPath(kind, id)).then(
      (answer) => setLoaded({ kind: 'ready', answer }),
      (failure: unknown) => setLoaded({ kind: 'failed', message: staffErrorMessage(i18n, failure) }),
    );
  }, [kind, id, i18n]);
  useEffect(load, [load]);

  const act = (action: ModerationAction, done: string): Promise<boolean> =>
    run(() => staffCall(ModerationActionAnswer, moderationApi.action, { method: 'POST', body: action }), done);
  /** A held message (decision 122): delivered now, or never; the item id is the message's id. */
  const decideHeld = (decision: 'release' | 'reject', messageId: string, done: string): Promise<boolean> =>
    run(() => staffCall(HeldDecisionAnswer, heldApi[decision].replace(':id', encodeURIComponent(messageId)), { method: 'POST' }), done);

  const run = async (call: () => Promise<unknown>, done: string): Promise<boolean> => {
    setBusy(true);
    setError('');
    setStatus('');
    try {
      await call();
      setStatus(done);
      return true;
    } catch (failure) {
      // a 409 (another moderator was first) says so; the screen reloads to show what they did
      setError(staffErrorMessage(i18n, failure));
      return false;
    } finally {
      setBusy(false);
      load();
    }
  };

  if (loaded.kind === 'loading') {
    return (
      <p className="adm-muted" role="status">
        <Trans>Loading…</Trans>
      </p>
    );
  }
  if (loaded.kind === 'failed') {
    return (
      <p className="adm-error" role="alert">
        {loaded.message}
      </p>
    );
  }
  const { item, open, member, excerpt } = loaded.answer;
  const ref = open ? { kind: item.kind, id: item.id } : undefined;
  const when = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' });
  const queue = queueName(i18n, item.kind);
  return (
    <>
      <p className="adm-small">
        <Link href={`/moderation/${encodeURIComponent(item.kind)}`}>
          <Trans>← Back to {queue}</Trans>
        </Link>
      </p>
      <h1 className="adm-title">{member ? member.name : queue}</h1>
      <p className="adm-muted">
        {queue} · <time dateTime={item.created_at}>{when.format(new Date(item.created_at))}</time> ·{' '}
        {open ? <Trans>open</Trans> : <Trans>closed</Trans>}
      </p>
      <p className="adm-status" role="status">
        {status}
      </p>
      <p className="adm-error" role="alert">
        {error}
      </p>

      <div className="mod-grid">
        <section className="adm-card mod-item" aria-labelledby="mod-item-title">
          <h2 id="mod-item-title">
            <Trans>The item</Trans>
          </h2>
          {item.summary ? <blockquote className="mod-quote">{item.summary}</blockquote> : null}
          <p className="mod-labels">
            {item.labels.map((label) => (
              <span key={label} className="adm-pill">
                {labelName(i18n, label)}
              </span>
            ))}
          </p>
          {open && item.kind === 'held' ? (
            <p className="mod-held-actions">
              <button type="button" className="btn btn-primary adm-btn-sm" disabled={busy} onClick={() => void decideHeld('release', item.id, t`Released: the message is delivered.`)}>
                <Trans>Release the message</Trans>
              </button>
              <button type="button" className="btn btn-outline adm-btn-sm" disabled={busy} onClick={() => void decideHeld('reject', item.id, t`Rejected: the message is never delivered.`)}>
                <Trans>Reject the message</Trans>
              </button>
            </p>
          ) : open ? (
            <button type="button" className="btn btn-outline adm-btn-sm" disabled={busy} onClick={() => void act({ action: 'dismiss', item: { kind: item.kind, id: item.id } }, t`Dismissed: nothing to do.`)}>
              <Trans>Dismiss, nothing to do</Trans>
            </button>
          ) : null}
        </section>

        {member ? (
          <section className="adm-card mod-member" aria-labelledby="mod-member-title">
            <h2 id="mod-member-title">
              <Trans>Member</Trans>
            </h2>
            <dl className="mod-facts">
              <dt>
                <Trans>Name</Trans>
              </dt>
              <dd>
                {member.name} <span className="adm-muted">#{member.id}</span>
              </dd>
              <dt>
                <Trans>E-mail</Trans>
              </dt>
              <dd>{member.email}</dd>
              <dt>
                <Trans>Age</Trans>
              </dt>
              <dd>{member.age}</dd>
              <dt>
                <Trans>Lives in</Trans>
              </dt>
              <dd>{[member.city, member.country].filter(Boolean).join(', ')}</dd>
              <dt>
                <Trans>Signed up</Trans>
              </dt>
              <dd>{when.format(new Date(member.signup_date))}</dd>
              <dt>
                <Trans>State</Trans>
              </dt>
              <dd>
                <span className={`mod-state mod-state-${member.moderation.state}`}>{stateName(i18n, member.moderation.state)}</span>
                {member.moderation.until ? (
                  <span className="adm-small">
                    {' '}
                    <Trans>until {when.format(new Date(member.moderation.until))}</Trans>
                  </span>
                ) : null}
                {member.moderation.reason ? <span className="adm-small adm-muted"> — {member.moderation.reason}</span> : null}
              </dd>
            </dl>
            {member.about ? (
              <>
                <h3>
                  <Trans>Profile text</Trans>
                </h3>
                <p className="mod-about">{member.about}</p>
                <button
                  type="button"
                  className="btn btn-ghost adm-btn-sm"
                  disabled={busy}
                  onClick={() => void act({ action: 'delete_about', member_id: member.id, item: ref }, t`The profile text was deleted.`)}
                >
                  <Trans>Delete profile text</Trans>
                </button>
              </>
            ) : null}
            <MemberActions
              member={member}
              busy={busy}
              onAct={(action, done) => act({ ...action, ...(ref ? { item: ref } : {}) }, done)}
            />
          </section>
        ) : null}
      </div>

      {member && member.photos.length > 0 ? (
        <section className="adm-section" aria-labelledby="mod-photos-title">
          <h2 id="mod-photos-title">
            <Trans>Photos</Trans>
          </h2>
          <ul className="mod-photos">
            {member.photos.map((photo) => {
              const named = item.photo?.id === photo.id;
              const photoRef = named ? ref : undefined;
              return (
                <li key={photo.id} className={`mod-photo${named ? ' mod-photo-named' : ''}`}>
                  <img src={photo.url} alt={t`Photo ${photo.id} of ${member.name}`} width={160} height={160} loading="lazy" />
                  <span className="mod-labels">
                    <span className={`adm-pill mod-review-${photo.review}`}>{reviewName(i18n, photo.review)}</span>
                    {photo.private ? (
                      <span className="adm-pill">
                        <Trans>Private</Trans>
                      </span>
                    ) : null}
                  </span>
                  {photo.reject_reason ? <span className="adm-small adm-muted">{photo.reject_reason}</span> : null}
                  <span className="mod-photo-actions">
                    {photo.review !== 'approved' ? (
                      <button
                        type="button"
                        className="btn btn-primary adm-btn-sm"
                        disabled={busy}
                        onClick={() => void act({ action: 'approve_photo', photo_id: photo.id, seen: photo.review, item: photoRef }, t`Photo approved.`)}
                      >
                        <Trans>Approve</Trans>
                      </button>
                    ) : null}
                    {photo.review !== 'rejected' ? (
                      <button type="button" className="btn btn-outline adm-btn-sm" disabled={busy} onClick={() => setRejecting(rejecting === photo.id ? null : photo.id)} aria-expanded={rejecting === photo.id}>
                        <Trans>Reject…</Trans>
                      </button>
                    ) : null}
                    <button
                      type="button"
                      className="btn btn-ghost adm-btn-sm btn-danger"
                      disabled={busy}
                      onClick={() => void act({ action: 'delete_photo', photo_id: photo.id, item: photoRef }, t`Photo deleted.`)}
                    >
                      <Trans>Delete</Trans>
                    </button>
                  </span>
                  {rejecting === photo.id ? (
                    <form
                      className="adm-form mod-inline-form"
                      onSubmit={(event) => {
                        event.preventDefault();
                        void act({ action: 'reject_photo', photo_id: photo.id, seen: photo.review, reason: rejectReason, item: photoRef }, t`Photo rejected; the member is told why.`).then((ok) => {
                          if (ok) {
                            setRejecting(null);
                            setRejectReason('');
                          }
                        });
                      }}
                    >
                      <label className="adm-field">
                        <Trans>Why (the member reads this)</Trans>
                        <input value={rejectReason} onChange={(event) => setRejectReason(event.target.value)} required maxLength={500} />
                      </label>
                      <button type="submit" className="btn btn-primary adm-btn-sm" disabled={busy}>
                        <Trans>Reject photo</Trans>
                      </button>
                    </form>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}

      {excerpt.length > 0 ? (
        <section className="adm-section" aria-labelledby="mod-excerpt-title">
          <h2 id="mod-excerpt-title">
            <Trans>Conversation</Trans>
          </h2>
          <ol className="mod-excerpt">
            {excerpt.map((message) => (
              <li key={message.id} className={`mod-message${message.sender_id === member?.id ? ' mod-message-member' : ''}${message.named ? ' mod-message-named' : ''}`}>
                <span className="mod-message-head">
                  <strong>{message.sender_name}</strong> <time dateTime={message.created_at}>{when.format(new Date(message.created_at))}</time>
                </span>
                <span>{message.kind === 'text' ? message.body : `[${message.kind}]`}</span>
              </li>
            ))}
          </ol>
        </section>
      ) : null}

      {member && member.complaints.length > 0 ? (
        <section className="adm-section" aria-labelledby="mod-complaints-title">
          <h2 id="mod-complaints-title">
            <Trans>Complaints about this member</Trans>
          </h2>
          <ul className="mod-complaints">
            {member.complaints.map((complaint) => (
              <li key={complaint.id}>
                <time className="adm-small adm-muted" dateTime={complaint.created_at}>
                  {when.format(new Date(complaint.created_at))}
                </time>{' '}
                <span className="adm-pill">{labelName(i18n, `complaint:${complaint.category}`)}</span> {complaint.text}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
