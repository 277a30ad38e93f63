import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link, useParams } from 'wouter';
import { adminMemberPath, MemberDetailAnswer, type MemberDetail } from '../../contract/adminMembers.ts';
import { staffCall } from '../api.ts';
import { useFormat } from '../kit/format.tsx';
import { Failure, Notice, Waiting } from '../kit/Load.tsx';
import { useStaffQuery } from '../kit/query.ts';
import { reviewName, stateName } from '../moderation/kinds.ts';
import '../moderation/moderation.css';
import { ActionsPanel } from './ActionsPanel.tsx';
import { HistoryTable, LedgerTable, PaymentsTable, ReportsTable, SessionsTable } from './MemberTables.tsx';
import { statusName } from './names.ts';
import './members.css';

/**
 * One member's file (decision 129): who they are and on which sites, their state, photos, sessions
 * and devices, credit ledger, payments, reports and the staff history; the actions beside it.
 */
export function MemberScreen() {
  const { t, i18n } = useLingui();
  const params = useParams<{ id: string }>();
  const id = Number(params.id);
  const valid = Number.isInteger(id) && id >= 1;
  const loaded = useStaffQuery(valid ? String(id) : null, () => staffCall(MemberDetailAnswer, adminMemberPath('member', id)));
  const [status, setStatus] = useState('');
  const format = useFormat();

  const back = (
    <p className="adm-small">
      <Link href="/members">
        <Trans>← Find a member</Trans>
      </Link>
    </p>
  );
  if (!valid) {
    return (
      <>
        {back}
        <Failure message={t`What you were looking for could not be found.`} />
      </>
    );
  }
  if (!loaded.data) {
    return loaded.error ? (
      <>
        {back}
        <Failure message={loaded.error} />
      </>
    ) : (
      <Waiting query={loaded} />
    );
  }
  const member: MemberDetail = loaded.data.member;
  const at = (iso: string | null) => (iso ? format.date(iso) : '—');
  return (
    <>
      {back}
      <h1 className="adm-title">
        {member.name} <span className="adm-muted mem-id">#{member.id}</span>
      </h1>
      <p className="mem-pills">
        <span className="adm-pill">{statusName(i18n, member.status)}</span>
        <span className={`mod-state mod-state-${member.moderation.state}`}>{stateName(i18n, member.moderation.state)}</span>
        {member.invisible ? <span className="adm-pill">{t`Invisible`}</span> : null}
        {member.paid_user ? <span className="adm-pill adm-pill-on">{t`Paying`}</span> : null}
        {member.fictional ? <span className="adm-pill">{t`Fictional profile`}</span> : null}
      </p>
      <Notice message={status} />
      <nav className="mem-jump" aria-label={t`Sections`}>
        <a href="#mem-ledger">{t`Credit ledger`}</a>
        <a href="#mem-payments">{t`Payments`}</a>
        <a href="#mem-sessions">{t`Sessions and devices`}</a>
        <a href="#mem-reports">{t`Reports and complaints`}</a>
        <a href="#mem-history">{t`Moderation and staff history`}</a>
      </nav>

      <div className="mem-grid">
        <section className="adm-card" aria-labelledby="mem-profile-title">
          <h2 id="mem-profile-title">
            <Trans>Profile</Trans>
          </h2>
          <dl className="mod-facts">
            <dt>{t`E-mail address`}</dt>
            <dd className="mem-email">{member.email}</dd>
            <dt>{t`Site`}</dt>
            <dd>
              {member.site.name} <span className="adm-small adm-muted">{member.site.domain}</span>
            </dd>
            <dt>{t`Credits`}</dt>
            <dd className="mem-balance">{member.credits}</dd>
            <dt>{t`Age`}</dt>
            <dd>{member.age}</dd>
            <dt>{t`Lives in`}</dt>
            <dd>{[member.city, member.country].filter(Boolean).join(', ')}</dd>
            <dt>{t`Language`}</dt>
            <dd>{member.language}</dd>
            <dt>{t`Signed up`}</dt>
            <dd>{at(member.signup_date)}</dd>
            <dt>{t`Last seen`}</dt>
            <dd>{at(member.last_seen)}</dd>
            {member.moderation.reason ? (
              <>
                <dt>{t`Moderation reason`}</dt>
                <dd>
                  {member.moderation.reason}
                  {member.moderation.until ? <span className="adm-small"> ({t`until ${at(member.moderation.until)}`})</span> : null}
                </dd>
              </>
            ) : null}
            {member.erase_after ? (
              <>
                <dt>{t`Erased on`}</dt>
                <dd>{at(member.erase_after)}</dd>
              </>
            ) : null}
          </dl>
          {member.about ? <p className="mod-about mem-about">{member.about}</p> : null}
          <h3>
            <Trans>Other sites</Trans>
          </h3>
          {member.other_sites.length === 0 ? (
            <p className="adm-small adm-muted">
              <Trans>This address has no account on another site.</Trans>
            </p>
          ) : (
            <ul className="mem-sites">
              {member.other_sites.map((o) => (
                <li key={o.member_id}>
                  <Link href={`/members/${o.member_id}`}>
                    {o.site.name} #{o.member_id}
                  </Link>{' '}
                  <span className="adm-small adm-muted">{statusName(i18n, o.status)}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
        <ActionsPanel
          member={member}
          onDone={(message) => {
            setStatus(message);
            loaded.reload();
          }}
        />
      </div>

      <section className="adm-section" aria-labelledby="mem-photos-title">
        <h2 id="mem-photos-title">
          <Trans>Photos</Trans>
        </h2>
        {member.photos.length === 0 ? (
          <p className="mem-empty">
            <Trans>No photos.</Trans>
          </p>
        ) : (
          <ul className="mod-photos">
            {member.photos.map((photo) => (
              <li key={photo.id} className="mod-photo">
                <img src={photo.url} alt={t`Photo ${photo.id} of ${member.name}`} width={160} height={160} loading="lazy" />
                <span className="mod-labels">
                  <span className={`adm-pill mod-review-${photo.review}`}>{reviewName(i18n, photo.review)}</span>
                  {photo.private ? <span className="adm-pill">{t`Private`}</span> : null}
                </span>
                {photo.reject_reason ? <span className="adm-small adm-muted">{photo.reject_reason}</span> : null}
              </li>
            ))}
          </ul>
        )}
      </section>
      <LedgerTable member={member} />
      <PaymentsTable member={member} />
      <SessionsTable member={member} />
      <ReportsTable member={member} />
      <HistoryTable member={member} />
    </>
  );
}
