import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { moderationQueuePath, QueueAnswer } from '../../contract/moderation.ts';
import { staffCall } from '../api.ts';
import { When } from '../kit/format.tsx';
import { Loaded } from '../kit/Load.tsx';
import { useStaffQuery } from '../kit/query.ts';
import { labelName, queueName, stateName } from './kinds.ts';
import './moderation.css';

/** the console path of an item's screen (routes.tsx: `/moderation/:kind/:id`) */
export const itemScreenPath = (kind: string, id: string): string => `/moderation/${encodeURIComponent(kind)}/${encodeURIComponent(id)}`;

/** One moderation queue (decision 121): its open items, oldest first, each opening its detail. */
export function QueueScreen({ kind }: { kind: string }) {
  const { t, i18n } = useLingui();
  const queue = useStaffQuery(kind, () => staffCall(QueueAnswer, moderationQueuePath(kind)));
  const title = queueName(i18n, kind);
  return (
    <>
      <p className="adm-small">
        <Link href="/">
          <Trans>← Queues</Trans>
        </Link>
      </p>
      <h1 className="adm-title">{title}</h1>
      <Loaded query={queue}>
        {(answer) => (
        <>
          <p className="adm-muted">
            <Trans>{answer.count} open, oldest first.</Trans>
          </p>
          {answer.items.length === 0 ? (
            <p className="mod-empty">
              <Trans>Nothing to do here. Well done!</Trans>
            </p>
          ) : (
            <ol className="mod-list" aria-label={t`Open items of ${title}`}>
              {answer.items.map((item) => (
                <li key={item.id}>
                  <Link href={itemScreenPath(item.kind, item.id)} className="mod-row">
                    {item.photo ? <img className="mod-row-photo" src={item.photo.url} alt="" width={64} height={64} loading="lazy" /> : null}
                    <span className="mod-row-main">
                      <span className="mod-row-head">
                        <strong>{item.member ? item.member.name : t`No member named`}</strong>
                        {item.member && item.member.moderation !== 'active' ? (
                          <span className={`mod-state mod-state-${item.member.moderation}`}>{stateName(i18n, item.member.moderation)}</span>
                        ) : null}
                        <When className="adm-muted adm-small" iso={item.created_at} />
                      </span>
                      {item.summary ? <span className="mod-row-summary">{item.summary}</span> : null}
                      <span className="mod-labels">
                        {item.labels.map((label) => (
                          <span key={label} className="adm-pill">
                            {labelName(i18n, label)}
                          </span>
                        ))}
                      </span>
                    </span>
                  </Link>
                </li>
              ))}
            </ol>
          )}
        </>
        )}
      </Loaded>
    </>
  );
}

export const ComplaintsQueueScreen = () => <QueueScreen kind="complaints" />;
export const RiskQueueScreen = () => <QueueScreen kind="risk" />;
export const ReportsQueueScreen = () => <QueueScreen kind="reports" />;
export const HeldQueueScreen = () => <QueueScreen kind="held" />;
