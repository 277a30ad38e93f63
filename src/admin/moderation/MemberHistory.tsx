import { Trans, useLingui } from '@lingui/react/macro';
import type { MemberFile } from '../../contract/moderation.ts';
import { When } from '../kit/format.tsx';
import { labelName } from './kinds.ts';

/**
 * What other members said about this member (decision 133): how many complaints and reports there
 * are in all, and the latest few of each, so the moderator judges with the member's history.
 */
export function MemberHistory({ member }: { member: MemberFile }) {
  const { i18n } = useLingui();
  const complaints = member.complaint_count;
  const reports = member.report_count;
  return (
    <section className="adm-section" aria-labelledby="mod-history-title">
      <h2 id="mod-history-title">
        <Trans>What other members said</Trans>
      </h2>
      <div className="mod-grid">
        <div className="adm-card">
          <h3 className="mod-history-title">
            <Trans>Reports about this member: {reports}</Trans>
          </h3>
          {member.reports.length === 0 ? (
            <p className="adm-muted">
              <Trans>No reports.</Trans>
            </p>
          ) : (
            <ul className="mod-complaints">
              {member.reports.map((report) => (
                <li key={report.id}>
                  <When className="adm-small adm-muted" iso={report.created_at} />{' '}
                  <span className="adm-pill">{labelName(i18n, `report:${report.reason}`)}</span> {report.note}
                  {report.message_body ? <blockquote className="mod-quote mod-history-quote">{report.message_body}</blockquote> : null}
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="adm-card">
          <h3 className="mod-history-title">
            <Trans>Complaints about this member: {complaints}</Trans>
          </h3>
          {member.complaints.length === 0 ? (
            <p className="adm-muted">
              <Trans>No complaints.</Trans>
            </p>
          ) : (
            <ul className="mod-complaints">
              {member.complaints.map((complaint) => (
                <li key={complaint.id}>
                  <When className="adm-small adm-muted" iso={complaint.created_at} />{' '}
                  <span className="adm-pill">{labelName(i18n, `complaint:${complaint.category}`)}</span> {complaint.text}
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}
