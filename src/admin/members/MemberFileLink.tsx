import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { mayUse, useStaffSession } from '../session.ts';

/**
 * "Open the member's file" (decision 129), for screens that show a member, e.g. a moderation item.
 * Nothing for a role the member back office is not open to (moderators).
 */
export function MemberFileLink({ id }: { id: number }) {
  const { me } = useStaffSession();
  if (!mayUse(me.staff.role, ['support'])) return null;
  return (
    <p className="adm-small">
      <Link href={`/members/${id}`}>
        <Trans>Open the member's file</Trans>
      </Link>
    </p>
  );
}
