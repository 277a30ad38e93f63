import { Trans } from '@lingui/react/macro';
import type { ComponentType } from 'react';
import { Link } from 'wouter';
import { links } from '../../app/routes.ts';
import { useCurrentUser } from '../../db/index.ts';
import { LoginForm } from '../auth/LoginForm.tsx';
import '../auth/LoginScreen.css';
import { ProgressBar } from '../../ui/ProgressBar.tsx';
import '../../ui/Button.css';
import './credits.css';

/**
 * What a visitor sees on the shop and payment pages: a log-in prompt, never an empty shop (SPEC §2,
 * §6). The form logs in in place, so the page asked for (a /credits?code=… link included) opens next.
 */
export function ShopLoginPrompt() {
  return (
    <div className="container page credits-page">
      <section className="card shop-login" aria-labelledby="shop-login-title">
        <h1 id="shop-login-title">
          <Trans>Log in to buy credits</Trans>
        </h1>
        <p className="muted">
          <Trans>Credits, payments and your orders belong to your account. Log in to continue.</Trans>
        </p>
        <LoginForm onLoggedIn={() => undefined} />
        <p className="muted">
          <Trans>
            New here? <Link href={links.signup()}>Create a free account</Link> or <Link href={links.pricing()}>see the prices</Link>.
          </Trans>
        </p>
      </section>
    </div>
  );
}

/** A shop or payment screen for members; visitors get the log-in prompt, nothing while the user loads. */
export function membersOnly(Screen: ComponentType): ComponentType {
  function MembersOnly() {
    const user = useCurrentUser();
    if (user === undefined) return <ProgressBar />;
    if (user === null) return <ShopLoginPrompt />;
    return <Screen />;
  }
  MembersOnly.displayName = `membersOnly(${Screen.displayName ?? Screen.name})`;
  return MembersOnly;
}
