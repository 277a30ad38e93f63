import { useEffect, useState } from 'react';
import type { SearchFilters } from '../../db/index.ts';
import { searchKey } from '../../db/index.ts';
import type { ActionError } from '../../i18n/index.ts';
import { searchMembers } from '../../sync/index.ts';

export type RequestState = { status: 'loading' } | { status: 'done' } | { status: 'failed'; error: ActionError };

/** Asks the worker for a search page whenever the filters change; the page itself comes from Dexie. */
export function useSearchRequest(filters: SearchFilters, tracking: Record<string, string>): RequestState {
  const key = searchKey(filters);
  const trackingKey = JSON.stringify(tracking);
  const [state, setState] = useState<{ key: string; value: RequestState }>({ key, value: { status: 'loading' } });
  useEffect(() => {
    let current = true;
    void searchMembers(filters, JSON.parse(trackingKey) as Record<string, string>).then((result) => {
      if (current) setState({ key, value: result.ok ? { status: 'done' } : { status: 'failed', error: result.error } });
    });
    return () => {
      current = false;
    };
    // the key stands for the filters
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, trackingKey]);
  return state.key === key ? state.value : { status: 'loading' };
}
