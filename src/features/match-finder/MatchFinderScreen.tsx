import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'wouter';
import { links } from '../../app/routes.ts';
import { useCurrentUser } from '../../db/index.ts';
import { errorMessage } from '../../i18n/errorMessages.ts';
import { LoginRequiredPage } from '../members/LoginRequired.tsx';
import { MatchCard } from './MatchCard.tsx';
import { useMatchFinder } from './useMatchFinder.ts';
import '../../ui/Button.css';
import '../members/members.css';
import './matchFinder.css';

/** /match-finder: members who fit the member's preferences and place, best first. */
export default function MatchFinderScreen() {
  const { i18n } = useLingui();
  const user = useCurrentUser();
  const [attempt, setAttempt] = useState(0);
  const state = useMatchFinder(attempt);

  if (user === null) {
    return <LoginRequiredPage />;
  }

  return (
    <div className="container page match-finder">
      <header className="page-head match-head">
        <h1>
          <Trans>Match finder</Trans>
        </h1>
        <p className="muted">
          <Trans>People who fit what you are looking for, best matches first: the score counts living near you, being close to your age and being active lately.</Trans>
        </p>
      </header>
      {state.status === 'loading' && (
        <div className="loading-state" role="status">
          <span className="spinner" aria-hidden="true" />
          <Trans>Finding your best matches…</Trans>
        </div>
      )}
      {state.status === 'failed' && (
        <div className="card">
          <p className="form-error" role="alert">
            {errorMessage(i18n, state.error)}
          </p>
          <button type="button" className="btn btn-outline" onClick={() => setAttempt((n) => n + 1)}>
            <Trans>Try again</Trans>
          </button>
        </div>
      )}
      {state.status === 'ready' &&
        (state.profiles.length > 0 ? (
          <ul className="match-grid">
            {state.profiles.map((p) => (
              <MatchCard key={p.id} profile={p} />
            ))}
          </ul>
        ) : (
          <div className="card empty-state">
            <p>
              <Trans>No matches right now. Check your profile's location, or search all members.</Trans>
            </p>
            <Link href={links.members()} className="btn btn-primary">
              <Trans>Search members</Trans>
            </Link>
          </div>
        ))}
    </div>
  );
}
