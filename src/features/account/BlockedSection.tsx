import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useAccountValue } from '../../db/index.ts';
import { actions } from '../../sync/index.ts';
import { FormMessage } from './FormMessage.tsx';
import { useAction } from './useAction.ts';

/** The members this member blocked, each with an unblock button. */
export function BlockedSection() {
  const { t } = useLingui();
  const blocked = useAccountValue('blockedMembers');
  const { busy, error, run } = useAction();
  useEffect(() => {
    void actions.loadBlockedMembers();
  }, []);
  return (
    <section className="card settings-section" aria-labelledby="settings-blocked">
      <h2 id="settings-blocked">
        <Trans>Blocked members</Trans>
      </h2>
      {blocked === undefined || blocked === null ? (
        <p role="status" className="muted">
          <Trans>Loading…</Trans>
        </p>
      ) : blocked.length === 0 ? (
        <p className="muted">
          <Trans>You have not blocked anyone.</Trans>
        </p>
      ) : (
        <ul className="blocked-list">
          {blocked.map((member) => {
            const name = member.name;
            return (
              <li key={member.id}>
                <span>{name}</span>
                <button type="button" className="btn btn-outline" disabled={busy} aria-label={t`Unblock ${name}`} onClick={() => void run(() => actions.unblockMember(member.id))}>
                  <Trans>Unblock</Trans>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <FormMessage error={error} />
    </section>
  );
}
