import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { useSettings } from '../../db/kv.ts';
import { links } from '../../app/routes.ts';
import { useSiteTexts } from '../../app/siteTexts.ts';
import { Icon } from '../../ui/Icon.tsx';
import { SignupButton } from '../signup/SignupButton.tsx';
import { HeroFaces, HomeMembers, useHomeMembers } from './HomeMembers.tsx';
import '../../ui/Button.css';
import './HomeScreen.css';

/** The home page for visitors: the site's hero with log in and sign up, members of its niche, and what the site offers. */
export default function HomeScreen() {
  const settings = useSettings();
  const texts = useSiteTexts();
  const profiles = useHomeMembers();
  const name = settings?.name ?? '';
  // each niche site its own accent (its brand colours) and hero class (decision 181)
  const slug = settings?.niche_slug ?? 'plain';
  return (
    <>
      <section className={`hero hero-${slug}`}>
        <div className="container hero-inner">
          <div className="hero-copy">
            <p className="hero-kicker">{name}</p>
            <h1 className="hero-title">{texts?.hero_title || texts?.index_title}</h1>
            <p className="hero-lead">{texts?.description}</p>
            <div className="hero-actions">
              <SignupButton className="btn btn-light btn-lg">
                <Trans>Sign up for free</Trans>
              </SignupButton>
              <Link href={links.login()} className="btn btn-outline-light btn-lg">
                <Trans>Log in</Trans>
              </Link>
            </div>
          </div>
          <HeroFaces profiles={profiles} />
        </div>
        <div className="hero-hearts" aria-hidden="true">
          <span>♥</span>
          <span>♥</span>
          <span>♥</span>
        </div>
      </section>
      {profiles && <HomeMembers profiles={profiles} settings={settings} site={name} />}
      <section className="container home-features" aria-labelledby="how-it-works">
        <h2 id="how-it-works" className="home-features-title">
          <Trans>How it works</Trans>
        </h2>
        <div className="row">
          <article className="col-12 col-md-4 card feature">
            <span className="feature-icon">
              <Icon name="search" size={28} />
            </span>
            <h3>
              <Trans>Discover</Trans>
            </h3>
            <p className="muted">
              <Trans>Browse members near you and find people who share your interests.</Trans>
            </p>
          </article>
          <article className="col-12 col-md-4 card feature">
            <span className="feature-icon">
              <Icon name="heart" size={28} />
            </span>
            <h3>
              <Trans>Like and match</Trans>
            </h3>
            <p className="muted">
              <Trans>Like the profiles you fancy. When they like you back, it's a match.</Trans>
            </p>
          </article>
          <article className="col-12 col-md-4 card feature">
            <span className="feature-icon">
              <Icon name="chat" size={28} />
            </span>
            <h3>
              <Trans>Chat</Trans>
            </h3>
            <p className="muted">
              <Trans>Start a conversation and get to know each other, even on the go.</Trans>
            </p>
          </article>
        </div>
      </section>
    </>
  );
}
