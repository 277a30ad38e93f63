import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { z } from 'zod';
import { staffCall, StaffApiError } from '../api.ts';
import { useRoleName } from '../ConsoleLayout.tsx';
import { consoleRoutes } from '../routes.tsx';
import { mayUse, useStaffSession } from '../session.ts';
import { queueNames } from '../moderation/kinds.ts';

/** GET /api/admin/moderation/counts (decision 121): each queue's open items. */
const COUNTS_PATH = '/api/admin/moderation/counts';
const Counts = z.object({ queues: z.array(z.object({ kind: z.string(), count: z.number().int() })) });


type CountsState = { kind: 'loading' } | { kind: 'none' } | { kind: 'failed' } | { kind: 'ready'; queues: { kind: string; count: number }[] };

/** The console's home: the queues' counts, oldest work first, each a link to its queue screen. */
export function HomeScreen() {
  const { t } = useLingui();
  const { me } = useStaffSession();
  const roleName = useRoleName();
  const [counts, setCounts] = useState<CountsState>({ kind: 'loading' });

  useEffect(() => {
    let live = true;
    staffCall(Counts, COUNTS_PATH).then(
      (answer) => live && setCounts({ kind: 'ready', queues: answer.queues }),
      // no queues on this server yet (404), or not for this role (403): nothing to show
      (error: unknown) => live && setCounts(error instanceof StaffApiError && (error.status === 404 || error.status === 403) ? { kind: 'none' } : { kind: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, []);

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
        {counts.kind === 'loading' ? (
          <p className="adm-muted" role="status">
            <Trans>Loading…</Trans>
          </p>
        ) : counts.kind === 'none' ? (
          <p className="adm-muted">
            <Trans>No moderation queues on this server yet.</Trans>
          </p>
        ) : counts.kind === 'failed' ? (
          <p className="adm-error" role="alert">
            <Trans>The queue counts could not be loaded.</Trans>
          </p>
        ) : (
          <ul className="adm-tiles">
            {counts.queues.map((queue) => {
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
