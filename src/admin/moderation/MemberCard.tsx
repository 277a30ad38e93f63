import { Trans, useLingui } from '@lingui/react/macro';
import type { ItemRef, MemberFile, ModerationAction } from '../../contract/moderation.ts';
import { useFormat } from '../kit/format.tsx';
import { MemberFileLink } from '../members/MemberFileLink.tsx';
import { stateName } from './kinds.ts';
import { MemberActions } from './MemberActions.tsx';

export type Act = (action: ModerationAction, done: string) => Promise<boolean>;

/** The member an item is about (decision 121): the card, the profile text and the member actions. */
export function MemberCard({ member, itemRef, busy, act }: { member: MemberFile; itemRef: ItemRef | undefined; busy: boolean; act: Act }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  return (
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
        <dd>{format.date(member.signup_date)}</dd>
        <dt>
          <Trans>State</Trans>
        </dt>
        <dd>
          <span className={`mod-state mod-state-${member.moderation.state}`}>{stateName(i18n, member.moderation.state)}</span>
          {member.moderation.until ? (
            <span className="adm-small">
              {' '}
              <Trans>until {format.date(member.moderation.until)}</Trans>
            </span>
          ) : null}
          {member.moderation.reason ? <span className="adm-small adm-muted"> — {member.moderation.reason}</span> : null}
        </dd>
      </dl>
      {/* support and admin open the member back office from here (decision 129) */}
      <MemberFileLink id={member.id} />
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
            onClick={() => void act({ action: 'delete_about', member_id: member.id, item: itemRef }, t`The profile text was deleted.`)}
          >
            <Trans>Delete profile text</Trans>
          </button>
        </>
      ) : null}
      <MemberActions member={member} busy={busy} onAct={(action, done) => act({ ...action, ...(itemRef ? { item: itemRef } : {}) }, done)} />
    </section>
  );
}
