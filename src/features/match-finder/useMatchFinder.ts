import { useEffect, useState } from 'react';
import type { MatchSuggestion } from '../../contract/index.ts';
import type { ActionError } from '../../i18n/errorMessages.ts';
import { actions } from '../../sync/index.ts';

export type MatchFinderState = { status: 'loading' } | { status: 'ready'; profiles: MatchSuggestion[] } | { status: 'failed'; error: ActionError };

type Answer = { attempt: number } & Exclude<MatchFinderState, { status: 'loading' }>;

/** The match finder's suggestions, fetched when the screen opens and on each retry (online only). */
export function useMatchFinder(attempt: number): MatchFinderState {
  const [answer, setAnswer] = useState<Answer | null>(null);
  useEffect(() => {
    void actions.loadMatchFinder().then((result) => {
      setAnswer(result.ok ? { attempt, status: 'ready', profiles: result.data.profiles } : { attempt, status: 'failed', error: result.error });
    });
  }, [attempt]);
  if (!answer || answer.attempt !== attempt) return { status: 'loading' };
  return answer;
}
