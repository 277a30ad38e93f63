import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { links } from '../../app/routes.ts';
import { actions } from '../../sync/index.ts';
import { FormMessage } from './FormMessage.tsx';
import { useAction } from './useAction.ts';

/** Language and invisible mode. */
export function PrivacySection({ invisible }: { invisible: boolean }) {
  const { busy, error, run } = useAction();
  return (
    <section className="card settings-section" aria-labelledby="settings-privacy">
      <h2 id="settings-privacy">
        <Trans>Language and privacy</Trans>
      </h2>
      <div className="toggle-row">
        <span>
          <Trans>Language</Trans>
        </span>
        <Link href={links.langConfig()}>
          <Trans>Change language</Trans>
        </Link>
      </div>
      <div className="toggle-row">
        <label htmlFor="settings-invisible">
          <Trans>Invisible mode</Trans>
          <br />
          <span className="muted">
            <Trans>You do not appear in search, and others cannot message or like you.</Trans>
          </span>
        </label>
        <input id="settings-invisible" type="checkbox" checked={invisible} disabled={busy} onChange={(e) => void run(() => actions.setInvisible(e.target.checked))} />
      </div>
      <FormMessage error={error} />
    </section>
  );
}
