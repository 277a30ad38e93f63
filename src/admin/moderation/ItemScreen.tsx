import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from 'wouter';
import { ItemAnswer, moderationApi, ModerationActionAnswer, moderationItemPath, type ModerationAction } from '../../contract/moderation.ts';
import { HeldDecisionAnswer, heldApi } from '../../contract/reports.ts';
import { staffCall } from '../api.ts';
import { useStaffAction } from '../kit/action.ts';
import { When } from '../kit/format.tsx';
import { Failure, Notice, Waiting } from '../kit/Load.tsx';
import { useStaffQuery } from '../kit/query.ts';
import { ConversationExcerpt } from './ConversationExcerpt.tsx';
import { labelName, queueName } from './kinds.ts';
import { MemberCard } from './MemberCard.tsx';
import { MemberHistory } from './MemberHistory.tsx';
import { PhotoReviewList } from './PhotoReviewList.tsx';
import './moderation.css';

/**
 * One queue item (decision 121): what it is about, the member's card and photos, the conversation
 * excerpt the item names, what other members reported and complained about them (decision 133),
 * and the actions. Every action names the state this screen showed; when another moderator
 * changed it first, the screen says so and shows the new state.
 */
export function ItemScreen() {
  const { t, i18n } = useLingui();
  const params = useParams<{ kind: string; id: string }>();
  const kind = params.kind ?? '';
  const id = params.id ?? '';
  const loaded = useStaffQuery(`${kind}/${id}`, () => staffCall(ItemAnswer, moderationItemPath(kind, id)));
  // a 409 (another moderator was first) says so; the screen reloads to show what they did
  const action = useStaffAction({ refresh: loaded.reload, refreshAfterFailure: true });
  const busy = action.busy;
  const act = (body: ModerationAction, done: string): Promise<boolean> =>
    action.run(() => staffCall(ModerationActionAnswer, moderationApi.action, { method: 'POST', body }), () => done);
  /** A held message (decision 122): delivered now, or never; the item id is the message's id. */
  const decideHeld = (decision: 'release' | 'reject', messageId: string, done: string): Promise<boolean> =>
    action.run(() => staffCall(HeldDecisionAnswer, heldApi[decision].replace(':id', encodeURIComponent(messageId)), { method: 'POST' }), () => done);

  if (!loaded.data) return <Waiting query={loaded} />;
  const { item, open, member, excerpt } = loaded.data;
  const ref = open ? { kind: item.kind, id: item.id } : undefined;
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
        {queue} · <When iso={item.created_at} /> ·{' '}
        {open ? <Trans>open</Trans> : <Trans>closed</Trans>}
      </p>
      <Notice message={action.notice} />
      <Failure message={action.error} kept />

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
        {member ? <MemberCard member={member} itemRef={ref} busy={busy} act={act} /> : null}
      </div>

      {member ? <PhotoReviewList member={member} namedPhoto={item.photo?.id ?? null} itemRef={ref} busy={busy} act={act} /> : null}
      <ConversationExcerpt excerpt={excerpt} memberId={member?.id ?? null} />
      {member ? <MemberHistory member={member} /> : null}
    </>
  );
}
