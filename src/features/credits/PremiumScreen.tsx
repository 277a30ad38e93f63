import { Trans } from '@lingui/react/macro';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { links } from '../../app/routes.ts';
import { PREMIUM_PHOTO_LIMIT } from '../../contract/constants.ts';
import { useCreditBundles, useCurrentUser } from '../../db/index.ts';
import { loadCredits } from '../../sync/index.ts';
import { useFormatMoney } from './money.ts';
import '../../ui/Button.css';
import './credits.css';

/** /premium and /pricing: what premium gives (SPEC §6) and the bundle prices. */
export default function PremiumScreen() {
  const user = useCurrentUser();
  const bundles = useCreditBundles();
  const money = useFormatMoney();
  const loggedIn = Boolean(user);
  useEffect(() => {
    if (loggedIn) void loadCredits();
  }, [loggedIn]);
  const photos = PREMIUM_PHOTO_LIMIT;
  return (
    <div className="container page credits-page premium-page">
      <header className="premium-hero">
        <h1>{user?.paid_user ? <Trans>You are a premium member</Trans> : <Trans>Become a premium member</Trans>}</h1>
        <p>
          <Trans>Buy any credit bundle once and premium is yours.</Trans>
        </p>
      </header>
      <ul className="premium-benefits plain-list">
        <li className="card">
          <h2>
            <Trans>See every photo</Trans>
          </h2>
          <p>
            <Trans>All photos of every member, not just the first one.</Trans>
          </p>
        </li>
        <li className="card">
          <h2>
            <Trans>Show more of yourself</Trans>
          </h2>
          <p>
            <Trans>Upload up to {photos} photos to your profile.</Trans>
          </p>
        </li>
        <li className="card">
          <h2>
            <Trans>Premium for good</Trans>
          </h2>
          <p>
            <Trans>Your premium features stay, even when your credits run out.</Trans>
          </p>
        </li>
      </ul>
      <section aria-labelledby="prices-title" className="card prices">
        <h2 id="prices-title">
          <Trans>Prices</Trans>
        </h2>
        {loggedIn && bundles && bundles.length > 0 ? (
          <ul className="plain-list price-list">
            {bundles.map((b) => {
              const credits = b.credits + b.bonus;
              const price = money(b.price, b.currency);
              return (
                <li key={b.id}>
                  <span>
                    <Trans>{credits} credits</Trans>
                  </span>
                  <strong>{price}</strong>
                </li>
              );
            })}
          </ul>
        ) : (
          <p className="muted">
            <Trans>Credit bundles start at a few euros; log in to see the prices in your currency.</Trans>
          </p>
        )}
        <Link href={loggedIn ? links.credits() : links.login()} className="btn btn-primary btn-lg">
          {loggedIn ? <Trans>Buy credits</Trans> : <Trans>Log in</Trans>}
        </Link>
      </section>
    </div>
  );
}
