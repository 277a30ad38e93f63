import { useEffect, useState } from 'react';
import { ssrDataFor } from '../../app/ssrData.ts';
import type { LanderAnswer } from '../../contract/content.ts';
import { type ContentResult, actions } from '../../sync/index.ts';
import type { LanderRequest } from './landerRequest.ts';

type State = { key: string; result: ContentResult<LanderAnswer> } | null;

/** A lander's copy and members: the server-rendered data at once, else loaded; undefined while loading. */
export function useLander(path: string, request: LanderRequest | null): ContentResult<LanderAnswer> | undefined {
  const key = path;
  const [state, setState] = useState<State>(() => {
    const lander = ssrDataFor(path)?.lander;
    return lander ? { key, result: { ok: true, data: lander } } : null;
  });
  const current = state?.key === key ? state.result : undefined;
  useEffect(() => {
    if (current || !request) return;
    let live = true;
    void actions.loadLander({ kind: request.kind, slug: request.slug, member: request.member }).then((result) => {
      if (live) setState({ key, result });
    });
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the path names the request
  }, [key]);
  return current;
}
