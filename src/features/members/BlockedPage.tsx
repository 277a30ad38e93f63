import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { links } from '../../app/routes.ts';

/** SPEC §6: the page a blocked member sees instead of the profile. */
export function BlockedPage({ name, by }: { name: string; by: 'them' | 'you' }) {
  return (
    <section className="card blocked-page" role="alert">
      <h1>{by === 'them' ? <Trans>You're blocked by {name}. You do not have access to this page.</Trans> : <Trans>You have blocked {name}.</Trans>}</h1>
      <Link href={links.members()} className="btn btn-outline">
        <Trans>Back to search</Trans>
      </Link>
    </section>
  );
}
