import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'wouter';
import { links } from '../../app/routes.ts';
import type { Profile, SwipeAction } from '../../contract/index.ts';
import { useCurrentUser } from '../../db/index.ts';
import { errorMessage } from '../../i18n/errorMessages.ts';
import { Icon } from '../../ui/Icon.tsx';
import { LoginRequiredPage } from '../members/LoginRequired.tsx';
import { SwipeCard } from './SwipeCard.tsx';
import { SwipeQuotaLine } from './SwipeQuotaLine.tsx';
import { useSwipeDeck } from './useSwipeDeck.ts';
import '../../ui/Button.css';
import '../members/members.css';
import './swipe.css';

/** /swipe-game: one card at a time; like or pass by button, arrow keys or a swipe. */
export default function SwipeGameScreen() {
  const { i18n, t } = useLingui();
  const user = useCurrentUser();
  const deck = useSwipeDeck();
  const top = deck.cards?.[0];
  const next = deck.cards?.[1];
  const topName = top?.name ?? '';
  const [leaving, setLeaving] = useState<{ profile: Profile; action: SwipeAction; fromDx: number } | null>(null);
  const outOfLikes = deck.quota?.likes_left === 0;
  const deckDecide = deck.decide;
  // the decided card flies out to its side while the next one is already on top
  const decide = useCallback(
    (action: SwipeAction, fromDx = 0) => {
      const card = deck.cards?.[0];
      if (card && !(action === 'like' && outOfLikes)) setLeaving({ profile: card, action, fromDx });
      return deckDecide(action);
    },
    [deck.cards, deckDecide, outOfLikes],
  );

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [role="menu"], [role="dialog"]')) return;
      if (event.key === 'ArrowRight') void decide('like');
      else if (event.key === 'ArrowLeft') void decide('pass');
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [decide]);

  if (user === null) {
    return <LoginRequiredPage />;
  }

  return (
    <div className="container page sg-page">
      <header className="sg-head">
        <h1>
          <Trans>Swipe game</Trans>
        </h1>
        {deck.quota && <SwipeQuotaLine quota={deck.quota} />}
      </header>
      {outOfLikes && (
        <p className="sg-limit" role="status">
          {errorMessage(i18n, { error: 'swipe_limit' })} <Trans>You can still pass.</Trans>
        </p>
      )}
      {deck.error && deck.error.error !== 'swipe_limit' && (
        <p className="form-error" role="alert">
          {errorMessage(i18n, deck.error)}
        </p>
      )}
      <div className="sg-stage">
        {deck.cards === undefined ? (
          <div className="loading-state" role="status">
            <span className="spinner" aria-hidden="true" />
            <Trans>Finding people for you…</Trans>
          </div>
        ) : null}
        {leaving && (
          <SwipeCard
            key={`leaving-${leaving.profile.id}`}
            profile={leaving.profile}
            leaving={{ action: leaving.action, fromDx: leaving.fromDx, onDone: () => setLeaving(null) }}
          />
        )}
        {deck.cards === undefined ? null : top ? (
          <>
            {next && <SwipeCard key={`behind-${next.id}`} profile={next} behind />}
            <SwipeCard key={top.id} profile={top} onDecide={(action, fromDx) => void decide(action, fromDx)} />
          </>
        ) : (
          <div className="card sg-empty">
            <h2>
              <Trans>That's everyone for now</Trans>
            </h2>
            <p>
              <Trans>You have seen everyone who fits you. Come back later for new members, or try the match finder.</Trans>
            </p>
            <div className="button-row">
              <Link href={links.matchFinder()} className="btn btn-primary">
                <Trans>Open the match finder</Trans>
              </Link>
              <button type="button" className="btn btn-outline" onClick={deck.reload}>
                <Trans>Look again</Trans>
              </button>
            </div>
          </div>
        )}
      </div>
      {top && (
        <>
          <div className="sg-actions">
            <button type="button" className="sg-button sg-button-pass" onClick={() => void decide('pass')} aria-label={t`Pass on ${topName}`}>
              <span aria-hidden="true">✕</span>
            </button>
            <Link href={links.member(top.id)} className="sg-button sg-button-info" aria-label={t`Open the profile of ${topName}`}>
              <Icon name="user" size={24} />
            </Link>
            <button
              type="button"
              className="sg-button sg-button-like"
              onClick={() => void decide('like')}
              aria-disabled={outOfLikes || undefined}
              aria-label={t`Like ${topName}`}
            >
              <Icon name="heart" size={30} />
            </button>
          </div>
          <p className="sg-hint muted">
            <Trans>Drag the card, or use the arrow keys: → like, ← pass.</Trans>
          </p>
        </>
      )}
    </div>
  );
}
