import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { links } from '../../app/routes.ts';

/** SPEC §8: not enough credits, with the way to buy them. */
export function CreditsWarning({ name }: { name: string }) {
  return (
    <p className="composer-warning">
      <Trans>You do not have enough credits to send this message to {name}.</Trans>{' '}
      <Link href={links.credits()}>
        <Trans>Buy credits</Trans>
      </Link>
    </p>
  );
}
