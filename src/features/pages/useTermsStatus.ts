import { useEffect, useState } from 'react';
import type { TermsStatus } from '../../contract/content.ts';
import { useCurrentUser } from '../../db/kv.ts';
import { actions } from '../../sync/index.ts';

/** The logged-in member's terms status (null for visitors or while unknown) and an accept action. */
export function useTermsStatus(): { status: TermsStatus | null; accept: () => Promise<boolean> } {
  const userId = useCurrentUser()?.id ?? null;
  const [state, setState] = useState<{ userId: number; status: TermsStatus } | null>(null);
  const status = state && state.userId === userId ? state.status : null;
  useEffect(() => {
    if (userId === null) return;
    let live = true;
    void actions.loadTermsStatus().then((result) => {
      if (live && result.ok) setState({ userId, status: result.data });
    });
    return () => {
      live = false;
    };
  }, [userId]);
  const accept = async () => {
    if (!status) return false;
    const result = await actions.acceptTerms(status.version);
    if (result.ok && userId !== null) setState({ userId, status: result.data });
    return result.ok;
  };
  return { status, accept };
}
