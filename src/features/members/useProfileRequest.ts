import { useEffect, useState } from 'react';
import { loadProfile } from '../../sync/index.ts';
import type { RequestState } from './useSearchRequest.ts';

/** Asks the worker for a profile when the id changes; the profile itself comes from Dexie. */
export function useProfileRequest(id: number): RequestState {
  const [state, setState] = useState<{ id: number; value: RequestState }>({ id, value: { status: 'loading' } });
  useEffect(() => {
    let current = true;
    void loadProfile(id).then((result) => {
      const value: RequestState = result.ok ? { status: 'done' } : { status: 'failed', error: result.error };
      if (current) setState({ id, value });
    });
    return () => {
      current = false;
    };
  }, [id]);
  return state.id === id ? state.value : { status: 'loading' };
}
