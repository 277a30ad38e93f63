import { Trans } from '@lingui/react/macro';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { links } from '../../app/routes.ts';
import { PREMIUM_PHOTO_LIMIT } from '../../contract/constants.ts';
import { useCurrentUser, useShop } from '../../db/index.ts';
import { actions } from '../../sync/index.ts';
import { useFormatMoney } from './money.ts';
import '../../ui/Button.css';
import './credits.css';

/**
 * /premium and /pricing: what premium gives (SPEC §6), the bundle prices and the price of a message
 * in the country the site assumes for the visitor or member (pricing.php, decision 111).
 */
export default function PremiumScreen() {
  const user = useCurrentUser();
  const pricing = useShop('pricing')?.value;
  const money = useFormatMoney();
  const loggedIn = Boolean(user);
  useEffect(() => {
    void actions.loadPricing();
  }, [loggedIn]);
  const photos = PREMIUM_PHOTO_LIMIT;
  const bundles = pricing ? [...pricing.bundles].sort((a, b) => a.price - b.price) : undefined;
  const messageCredits = pricing?.message_price.credits ?? 0;
  const messagePrice = pricing ? money(pricing.message_price.amount, pricing.message_price.currency) : '';
  return (
    <div className="container page credits-page premium-page">
      <header className="premium-hero">
        <h1>{user?.paid_user ? <Trans>You are a premium member</Trans> : <Trans>Become a premium member</Trans>}</h1>
        <p>{user?.paid_user ? <Trans>Thank you for being premium: everything below is yours.</Trans> : <Trans>Buy any credit bundle once and premium is yours.</Trans>}</p>
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
        {pricing && (
          <p className="message-price">
            <Trans>
              One message costs {messageCredits} credits (about {messagePrice}).
            </Trans>
          </p>
        )}
        {bundles && bundles.length > 0 ? (
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
          <p className="muted" role="status">
            {pricing === undefined ? <Trans>Loading…</Trans> : <Trans>No credit bundles are on sale in your country yet.</Trans>}
          </p>
        )}
        {loggedIn ? (
          <Link href={links.credits()} className="btn btn-primary btn-lg">
            <Trans>Buy credits</Trans>
          </Link>
        ) : (
          <div className="button-row">
            <Link href={links.signup()} className="btn btn-primary btn-lg">
              <Trans>Sign up for free</Trans>
            </Link>
            <Link href={links.login()} className="btn btn-outline btn-lg">
              <Trans>Log in to buy credits</Trans>
            </Link>
          </div>
        )}
      </section>
    </div>
  );
}
