import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { LanderAnswer } from '../../contract/content.ts';
import { siteTextsOf } from '../../contract/siteTexts.ts';
import type { Settings } from '../../contract/index.ts';
import { LanderVisual, Photo } from './LanderVisual.tsx';

interface Props {
  data: LanderAnswer;
  href: string;
  /** the call to action's words instead of the campaign's (a logged-in member's lander) */
  cta?: string;
  /** where a member's card leads instead of `href` (a logged-in member: their profile) */
  cardHref?: (id: number) => string;
  settings: Settings | null;
  /** shown instead of the bottom call to action (the member landing page's signup form) */
  children?: ReactNode;
}

/** A lander: copy, call to action, the kind's picture and real members (markup of server/content/markup.ts). */
export function LanderView({ data, href, cta, cardHref, settings, children }: Props) {
  const t = data.texts;
  const m = data.member;
  const icon = settings?.fictional_icon ?? '';
  const { i18n } = useLingui();
  const warning = settings ? siteTextsOf(settings, i18n.locale).fictional_warning : '';
  return (
    <div className={`lander lander-${data.kind}`}>
      <section className="lander-hero">
        <div className="container lander-hero-inner">
          <div className="lander-copy">
            <p className="lander-proof">
              <span className="live-dot" aria-hidden="true" />
              {t.social_proof}
            </p>
            <h1 className="lander-headline">{t.headline}</h1>
            {m && (
              <p className="lander-member-line">
                {m.fictional && (
                  <>
                    <span className="fictional-mark" title={warning}>
                      {icon}
                    </span>{' '}
                  </>
                )}
                <strong>
                  {m.name}, {m.age}
                </strong>{' '}
                · {m.region ?? m.country}
              </p>
            )}
            <p className="lander-subline">{t.subline}</p>
            <Link className="btn btn-primary btn-lg lander-cta" href={href}>
              {cta ?? t.cta}
            </Link>
            <ul className="lander-points">
              {t.points.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
            {m?.fictional && (
              <p className="fictional-note">
                <span className="fictional-mark" aria-hidden="true">
                  {icon}
                </span>{' '}
                {warning}
              </p>
            )}
          </div>
          <div className="lander-visual">
            <LanderVisual data={data} href={href} />
          </div>
        </div>
      </section>
      <section className="container lander-members">
        {children}
        <ul className="lander-grid">
          {data.profiles.map((p, i) => (
            <li className="lander-card" key={p.id}>
              <Link href={cardHref ? cardHref(p.id) : href}>
                <Photo profile={p} size="thumb" lazy={i > 3} />
                <span className="lander-card-text">
                  <strong>
                    {p.name}, {p.age}
                  </strong>
                  <span>
                    {p.online && <span className="live-dot" aria-hidden="true" />}
                    {p.region ?? p.city ?? p.country}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
        {!children && (
          <p className="lander-bottom-cta">
            <Link className="btn btn-primary btn-lg" href={href}>
              {cta ?? t.cta}
            </Link>
          </p>
        )}
      </section>
    </div>
  );
}
