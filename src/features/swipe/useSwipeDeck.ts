import { useCallback, useEffect, useRef, useState } from 'react';
import type { Profile, SwipeAction, SwipeQuota } from '../../contract/index.ts';
import type { ActionError } from '../../i18n/errorMessages.ts';
import { actions } from '../../sync/index.ts';

/** Ask for more cards when this few are left. */
const REFILL_AT = 3;

export interface SwipeDeck {
  /** the cards still to decide, the top one first; undefined while the first batch loads */
  cards: Profile[] | undefined;
  quota: SwipeQuota | null;
  /** the last failure (a refused like, no network), cleared by the next decision */
  error: ActionError | null;
  /** no more cards to come (the server answered an empty batch) */
  exhausted: boolean;
  decide: (action: SwipeAction) => Promise<void>;
  reload: () => void;
}

/** The swipe game's state: a deck refilled from swipe.php, decisions sent one by one. */
export function useSwipeDeck(): SwipeDeck {
  const [cards, setCards] = useState<Profile[] | undefined>(undefined);
  const [quota, setQuota] = useState<SwipeQuota | null>(null);
  const [error, setError] = useState<ActionError | null>(null);
  const [exhausted, setExhausted] = useState(false);
  /** the last load failed: no automatic retry until the member asks (no loop while offline) */
  const [failed, setFailed] = useState(false);
  const decided = useRef(new Set<number>());
  const loading = useRef(false);
  const [attempt, setAttempt] = useState(0);

  // first batch, a reload, and a refill when the deck runs low (one request at a time)
  useEffect(() => {
    if (failed || (cards !== undefined && (cards.length >= REFILL_AT || exhausted))) return;
    if (loading.current) return;
    loading.current = true;
    void actions.loadSwipeCandidates().then((result) => {
      loading.current = false;
      if (!result.ok) {
        setError(result.error);
        setFailed(true);
        setCards((now) => now ?? []);
        return;
      }
      const { profiles, ...nextQuota } = result.data;
      setQuota(nextQuota);
      setExhausted(profiles.length === 0);
      setCards((now) => {
        const have = new Set((now ?? []).map((p) => p.id));
        return [...(now ?? []), ...profiles.filter((p) => !have.has(p.id) && !decided.current.has(p.id))];
      });
    });
  }, [cards, exhausted, failed, attempt]);

  const decide = useCallback(
    async (action: SwipeAction) => {
      const top = cards?.[0];
      if (!top) return;
      if (action === 'like' && quota?.likes_left === 0) {
        setError({ error: 'swipe_limit' });
        return;
      }
      setError(null);
      decided.current.add(top.id);
      setCards((now) => now?.filter((p) => p.id !== top.id));
      const result = await actions.swipe({ profile_id: top.id, action }, top);
      if (result.ok) {
        // a match raises the likes' full-screen match modal (the worker stores the like event)
        const { action: _a, match: _m, ...nextQuota } = result.data;
        setQuota(nextQuota);
        return;
      }
      const refusal = result.error;
      setError(refusal);
      if (refusal.error === 'swipe_limit') setQuota((q) => (q ? { ...q, likes_left: 0 } : q));
      // the card comes back on top unless the member can no longer be reached at all
      if (refusal.error === 'swipe_limit' || refusal.error === 'network' || refusal.error === 'server_error') {
        decided.current.delete(top.id);
        setCards((now) => [top, ...(now ?? []).filter((p) => p.id !== top.id)]);
      }
    },
    [cards, quota],
  );

  return {
    cards,
    quota,
    error,
    exhausted,
    decide,
    reload: () => {
      setError(null);
      setExhausted(false);
      setFailed(false);
      setCards((now) => (now && now.length === 0 ? undefined : now));
      setAttempt((n) => n + 1);
    },
  };
}
