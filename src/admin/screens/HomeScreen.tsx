import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { z } from 'zod';
import { staffCall, StaffApiError } from '../api.ts';
import { useRoleName } from '../ConsoleLayout.tsx';
import { Loading } from '../kit/Load.tsx';
import { useStaffQuery } from '../kit/query.ts';
import { consoleRoutes } from '../routes.tsx';
import { mayUse, useStaffSession } from '../session.ts';
import { queueNames } from '../moderation/kinds.ts';

/** GET /api/admin/moderation/counts (decision 121): each queue's open items. */
const COUNTS_PATH = '/api/admin/moderation/counts';
const Counts = z.object({ queues: z.array(z.object({ kind: z.string(), count: z.number().int() })) });


/** The console's home: the queues' counts, oldest work first, each a link to its queue screen. */
export function HomeScreen() {
  const { t } = useLingui();
  const { me } = useStaffSession();
  const roleName = useRoleName();
  const counts = useStaffQuery('counts', () => staffCall(Counts, COUNTS_PATH));
  // no queues on this server yet (404), or not for this role (403): nothing to show
  const none = counts.failure instanceof StaffApiError && (counts.failure.status === 404 || counts.failure.status === 403);

  const queueRoute = (kind: string) => consoleRoutes.find((route) => route.path === `/moderation/${kind}` && mayUse(me.staff.role, route.roles));
  const role = roleName(me.staff.role);
  return (
    <>
      <h1 className="adm-title">
        <Trans>Hello, {me.staff.email}</Trans>
      </h1>
      <p className="adm-muted">
        <Trans>You are logged in as {role}.</Trans>
      </p>
      <section aria-labelledby="adm-queues-title" className="adm-section">
        <h2 id="adm-queues-title">
          <Trans>Queues</Trans>
        </h2>
        {none ? (
          <p className="adm-muted">
            <Trans>No moderation queues on this server yet.</Trans>
          </p>
        ) : counts.failure ? (
          <p className="adm-error" role="alert">
            <Trans>The queue counts could not be loaded.</Trans>
          </p>
        ) : !counts.data ? (
          <Loading />
        ) : (
          <ul className="adm-tiles">
            {counts.data.queues.map((queue) => {
              const name = queueNames[queue.kind];
              const label = name ? t(name) : queue.kind;
              const route = queueRoute(queue.kind);
              const body = (
                <>
                  <span className="adm-tile-count">{queue.count}</span>
                  <span className="adm-tile-label">{label}</span>
                </>
              );
              return (
                <li key={queue.kind}>
                  {route ? (
                    <Link href={route.path} className={`adm-tile${queue.count > 0 ? ' adm-tile-busy' : ''}`}>
                      {body}
                    </Link>
                  ) : (
                    <span className="adm-tile">{body}</span>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </>
  );
}
