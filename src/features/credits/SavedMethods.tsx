import { Trans } from '@lingui/react/macro';
import type { SavedMethod } from '../../contract/index.ts';
import { PaymentLogo } from './PaymentLogo.tsx';

export function SavedMethods({ methods }: { methods: SavedMethod[] }) {
  if (methods.length === 0) return null;
  return (
    <section className="card saved-methods" aria-labelledby="saved-methods-title">
      <h2 id="saved-methods-title">
        <Trans>Saved payment methods</Trans>
      </h2>
      <ul className="plain-list">
        {methods.map((m) => (
          <li key={m.id} className="saved-method">
            <PaymentLogo method={m.method} />
            <span>{m.label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
