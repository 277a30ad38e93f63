import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { links } from '../../app/routes.ts';

/** SPEC §8: a premium feature, with the way to become premium (buying credits). */
export function PremiumOnly() {
  return (
    <p className="composer-warning" role="alert">
      <Trans>This feature is only available for premium members.</Trans>{' '}
      <Link href={links.credits()}>
        <Trans>Buy credits</Trans>
      </Link>
    </p>
  );
}
