import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { links } from '../../app/routes.ts';
import { ssrDataFor } from '../../app/ssrData.ts';
import type { Settings } from '../../contract/settings.ts';
import type { Profile } from '../../contract/user.ts';
import { actions } from '../../sync/index.ts';
import { FictionalBadge, FictionalWarning } from '../members/FictionalBadge.tsx';

/**
 * The members the home page shows (decision 181): the server's list painted with the page, else
 * loaded (the app opened the home page itself, e.g. after logging out). undefined while loading.
 */
export function useHomeMembers(): Profile[] | undefined {
  const [profiles, setProfiles] = useState<Profile[] | undefined>(() => ssrDataFor(links.home())?.home?.profiles);
  useEffect(() => {
    if (profiles) return;
    let live = true;
    void actions.loadHome().then((result) => {
      if (live) setProfiles(result.ok ? result.data.profiles : []);
    });
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- loaded once per visit of the page
  }, []);
  return profiles;
}

/** SPEC §6: visitors open profiles where logged_out_search allows it without traffic-source data; else a portrait leads to signing up to write to them. */
export function visitorsBrowse(settings: Settings | null | undefined): boolean {
  return settings ? settings.logged_out_search && !settings.logged_out_search_trafficsource : false;
}

const place = (p: Profile): string => p.region ?? p.city ?? p.country;

/** The hero's portraits (server/content/homeMarkup.ts paints the same). */
export function HeroFaces({ profiles }: { profiles: Profile[] | undefined }) {
  const faces = (profiles ?? []).filter((p) => p.main_image).slice(0, 3);
  if (faces.length === 0) return null;
  return (
    <div className="hero-faces" aria-hidden="true">
      {faces.map((p, i) => (
        <img key={p.id} className={`hero-face hero-face-${i}`} src={p.main_image?.match} alt="" width={400} height={500} decoding="async" />
      ))}
    </div>
  );
}

/** The strip of the niche's members below the hero, each labelled when fictional. */
export function HomeMembers({ profiles, settings, site }: { profiles: Profile[]; settings: Settings | null | undefined; site: string }) {
  if (profiles.length === 0) return null;
  const browse = visitorsBrowse(settings);
  return (
    <section className="container home-members" aria-labelledby="home-members-title">
      <div className="home-members-head">
        <h2 id="home-members-title" className="home-members-title">
          <Trans>Meet the members</Trans>
        </h2>
        <p className="home-members-lead">
          <Trans>A few of the people you can meet on {site}.</Trans>
        </p>
      </div>
      <ul className="member-strip">
        {profiles.map((p, i) => (
          <li className="member-tile" key={p.id}>
            <Link href={browse ? links.member(p.id) : links.memberSignup(p.id)}>
              {p.main_image && <img src={p.main_image.match} alt="" width={400} height={500} decoding="async" {...(i >= 4 ? { loading: 'lazy' as const } : {})} />}
              <span className="member-tile-text">
                <strong>
                  {p.name}, {p.age}
                </strong>
                <span>
                  {p.online && <span className="live-dot" aria-hidden="true" />}
                  {place(p)}
                </span>
              </span>
            </Link>
            {p.fictional && <FictionalBadge />}
          </li>
        ))}
      </ul>
      {profiles.some((p) => p.fictional) && <FictionalWarning className="home-members-note" />}
      <p className="home-members-more">
        <Link className="btn btn-primary btn-lg" href={browse ? links.members() : links.signup()}>
          <Trans>See more members</Trans>
        </Link>
      </p>
    </section>
  );
}
