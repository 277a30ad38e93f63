import type { Locale } from '../../src/contract/locales.ts';
import { niches, type NicheId } from '../../src/contract/niches.ts';
import type { SiteTexts } from '../../src/contract/siteTexts.ts';
import type { Profile } from '../../src/contract/user.ts';
import type { SiteRow } from '../platform/sites.ts';
import { appMessage } from './appMessages.ts';
import { esc } from './markup.ts';

// The visitors' home page (decision 181) as src/features/home/HomeScreen.tsx renders it: the site's
// hero in its own words and accent, its members' portraits in it, and a strip of members of the
// niche below. Same classes and words (the app's catalogs, appMessage), so nothing moves when the
// app takes the page over. Every value is escaped.

/** Where a visitor goes from a member's portrait: the profile where visitors may browse (SPEC §6), else signing up to write to them. */
export function homeCardHref(site: Pick<SiteRow, 'settings'>, id: number): string {
  return visitorsBrowse(site) ? `/members/${id}` : `/members/${id}/signup`;
}

/** SPEC §6: visitors search (and open profiles) when logged_out_search allows it without traffic-source data. */
export const visitorsBrowse = (site: Pick<SiteRow, 'settings'>): boolean => site.settings.logged_out_search && !site.settings.logged_out_search_trafficsource;

const place = (p: Profile): string => p.region ?? p.city ?? p.country;

/** The hero's portraits: three fanned cards on a wide screen, overlapping avatars on a phone. */
function heroFaces(profiles: Profile[]): string {
  const faces = profiles.filter((p) => p.main_image).slice(0, 3);
  if (faces.length === 0) return '';
  return `<div class="hero-faces" aria-hidden="true">${faces.map((p, i) => `<img class="hero-face hero-face-${i}" src="${esc(p.main_image?.match ?? '')}" alt="" width="400" height="500" decoding="async">`).join('')}</div>`;
}

function tile(p: Profile, href: string, fictional: { icon: string; warning: string }, lazy: boolean): string {
  const src = p.main_image?.match ?? '';
  const badge = p.fictional ? `<span class="fictional-badge" role="img" aria-label="${esc(fictional.warning)}" title="${esc(fictional.warning)}">${esc(fictional.icon)}</span>` : '';
  return `<li class="member-tile"><a href="${esc(href)}">${src ? `<img src="${esc(src)}" alt="" width="400" height="500" ${lazy ? 'loading="lazy" ' : ''}decoding="async">` : ''}<span class="member-tile-text"><strong>${esc(p.name)}, ${p.age}</strong><span>${p.online ? '<span class="live-dot" aria-hidden="true"></span>' : ''}${esc(place(p))}</span></span></a>${badge}</li>`;
}

export interface HomeParts {
  site: SiteRow;
  locale: Locale;
  own: SiteTexts;
  profiles: Profile[];
  icon: string;
}

/** The visitors' home: hero (the site's headline, lead and members) and the members of its niche. */
export function homeBody({ site, locale, own, profiles, icon }: HomeParts): string {
  const slug = niches[site.niche as NicheId] ?? 'plain';
  const m = (source: string, values?: Record<string, string>) => esc(appMessage(locale, source, values));
  const fictional = { icon, warning: own.fictional_warning };
  const more = visitorsBrowse(site) ? '/members' : '/signup';
  const hero = `<section class="hero hero-${slug}"><div class="container hero-inner"><div class="hero-copy"><p class="hero-kicker">${esc(site.name)}</p><h1 class="hero-title">${esc(own.hero_title || own.index_title)}</h1><p class="hero-lead">${esc(own.description)}</p><div class="hero-actions"><a class="btn btn-light btn-lg" href="/signup">${m('Sign up for free')}</a><a class="btn btn-outline-light btn-lg" href="/login">${m('Log in')}</a></div></div>${heroFaces(profiles)}</div><div class="hero-hearts" aria-hidden="true"><span>♥</span><span>♥</span><span>♥</span></div></section>`;
  if (profiles.length === 0) return hero;
  const note = profiles.some((p) => p.fictional) && own.fictional_warning ? `<p class="fictional-warning home-members-note"><span aria-hidden="true">${esc(icon)}</span> ${esc(own.fictional_warning)}</p>` : '';
  const tiles = profiles.map((p, i) => tile(p, homeCardHref(site, p.id), fictional, i >= 4)).join('');
  return `${hero}<section class="container home-members" aria-labelledby="home-members-title"><div class="home-members-head"><h2 id="home-members-title" class="home-members-title">${m('Meet the members')}</h2><p class="home-members-lead">${m('A few of the people you can meet on {site}.', { site: site.name })}</p></div><ul class="member-strip">${tiles}</ul>${note}<p class="home-members-more"><a class="btn btn-primary btn-lg" href="${more}">${m('See more members')}</a></p></section>`;
}
