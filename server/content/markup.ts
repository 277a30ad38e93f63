import type { ContentPageAnswer, LanderAnswer } from '../../src/contract/content.ts';
import type { Locale } from '../../src/contract/locales.ts';
import type { Profile } from '../../src/contract/user.ts';
import type { CompanyRow } from './content.ts';
import { siteTexts, type SiteRow } from '../platform/sites.ts';
import { appMessage } from './appMessages.ts';
import { countryName, fill, longDate } from './fill.ts';
import type { ContentTexts } from './texts/index.ts';
import { escapeHtml as esc } from '../../src/contract/html.ts';
export { escapeHtml as esc } from '../../src/contract/html.ts';

// Server-rendered HTML of the public pages. The class names and structure are the ones the React
// screens render (src/features/landers, src/features/pages), so the page looks the same before
// and after the app takes over. Every value is escaped.

const trackingFields = ['network', 'ref', 'sub1', 'sub2', 'sub3'] as const;

/** The signup link of a lander, carrying the visit's tracking parameters (as src/features/landers/signupLink.ts). */
export function signupHref(search: URLSearchParams, memberId: number | null): string {
  const kept = new URLSearchParams();
  for (const f of trackingFields) {
    const v = search.get(f);
    if (v) kept.set(f, v.slice(0, 100));
  }
  const query = kept.toString();
  return `${memberId ? `/members/${memberId}/signup` : '/signup'}${query ? `?${query}` : ''}`;
}

function photo(p: Profile, size: 'thumb' | 'main', attrs = ''): string {
  const src = p.main_image ? (size === 'main' ? p.main_image.filename : p.main_image.thumb_filename) : '';
  const [w, h] = size === 'main' ? [600, 750] : [200, 250];
  return src ? `<img src="${esc(src)}" alt="${esc(p.name)}" width="${w}" height="${h}" ${attrs}>` : '';
}

function card(p: Profile, href: string, lazy: boolean): string {
  const place = p.region ?? p.city ?? p.country;
  return `<li class="lander-card"><a href="${esc(href)}">${photo(p, 'thumb', lazy ? 'loading="lazy" decoding="async"' : 'decoding="async"')}<span class="lander-card-text"><strong>${esc(p.name)}, ${p.age}</strong><span>${p.online ? '<span class="live-dot" aria-hidden="true"></span>' : ''}${esc(place)}</span></span></a></li>`;
}

/** The kind-specific picture beside the copy (mirrors LanderVisual.tsx). */
function visual(data: LanderAnswer, href: string): string {
  const ps = data.profiles;
  const lead = data.member ?? ps[0];
  const hero = (p: Profile | undefined) => (p ? photo(p, 'main', 'fetchpriority="high" decoding="async"') : '');
  switch (data.kind) {
    case 'tinderswipe':
      return `<div class="swipe-stack">${ps.slice(1, 3).map((p) => `<div class="swipe-card swipe-card-back">${photo(p, 'thumb', 'decoding="async"')}</div>`).join('')}<div class="swipe-card">${hero(lead)}<span class="swipe-name">${lead ? `${esc(lead.name)}, ${lead.age}` : ''}</span></div><div class="swipe-actions"><a class="swipe-btn swipe-no" href="${esc(href)}" aria-label="✕">✕</a><a class="swipe-btn swipe-yes" href="${esc(href)}" aria-label="♥">♥</a></div></div>`;
    case 'video':
      return `<div class="lander-video-frame">${data.video ? `<video class="lander-video" src="${esc(data.video.src)}" poster="${esc(data.video.poster)}" muted autoplay loop playsinline preload="metadata" width="360" height="450"></video>` : hero(lead)}</div>`;
    case 'transitionsvideolanding':
      return `<div class="lander-slides">${ps.slice(0, 4).map((p, i) => `<div class="lander-slide slide-${i}">${i === 0 ? hero(p) : photo(p, 'main', 'loading="lazy" decoding="async"')}</div>`).join('')}</div>`;
    case 'collagelanding':
      return `<div class="lander-collage">${ps.slice(0, 7).map((p, i) => `<div class="collage-${i}">${i === 0 ? hero(p) : photo(p, 'thumb', 'decoding="async"')}</div>`).join('')}</div>`;
    case 'maplanding':
      return `<div class="lander-map" role="img" aria-label="${esc(data.texts.social_proof)}">${ps.slice(0, 8).map((p, i) => `<span class="map-pin pin-${i}">${photo(p, 'thumb', 'decoding="async"')}</span>`).join('')}</div>`;
    case 'socialnetwork':
      return `<div class="lander-feed">${ps.slice(0, 3).map((p, i) => `<article class="feed-post"><header>${photo(p, 'thumb', 'class="feed-avatar" decoding="async"')}<span><strong>${esc(p.name)}, ${p.age}</strong><span>${esc(p.region ?? p.country)}</span></span></header>${i === 0 ? hero(p) : ''}<p class="feed-likes">♥ ${12 + ((p.id * 7) % 80)}</p></article>`).join('')}</div>`;
    case 'iconslanding':
      return `<ul class="lander-icons">${data.texts.points.map((t, i) => `<li><span class="lander-icon icon-${i}" aria-hidden="true">${['♥', '✉', '★'][i] ?? '♥'}</span>${esc(t)}</li>`).join('')}</ul>`;
    case 'alonetonight':
      return `<div class="lander-night">${ps.slice(0, 4).map((p, i) => `<span class="night-avatar">${i === 0 ? hero(p) : photo(p, 'thumb', 'decoding="async"')}<span class="live-dot" aria-hidden="true"></span></span>`).join('')}</div>`;
    case 'gallery':
      return '';
    default:
      return `<div class="lander-member-photo">${hero(lead)}</div>`;
  }
}

export function landerBody(data: LanderAnswer, search: URLSearchParams, fictional: { icon: string; warning: string }): string {
  const href = signupHref(search, data.member?.id ?? null);
  const t = data.texts;
  const m = data.member;
  const fictionalNote =
    m?.fictional === true ? `<p class="fictional-note"><span class="fictional-mark" aria-hidden="true">${esc(fictional.icon)}</span> ${esc(fictional.warning)}</p>` : '';
  const memberLine = m ? `<p class="lander-member-line">${m.fictional ? `<span class="fictional-mark" title="${esc(fictional.warning)}">${esc(fictional.icon)}</span> ` : ''}<strong>${esc(m.name)}, ${m.age}</strong> · ${esc(m.region ?? m.country)}</p>` : '';
  const cards = data.profiles.map((p, i) => card(p, href, i > 3)).join('');
  return `<div class="lander lander-${data.kind}"><section class="lander-hero"><div class="container lander-hero-inner"><div class="lander-copy"><p class="lander-proof"><span class="live-dot" aria-hidden="true"></span>${esc(t.social_proof)}</p><h1 class="lander-headline">${esc(t.headline)}</h1>${memberLine}<p class="lander-subline">${esc(t.subline)}</p><a class="btn btn-primary btn-lg lander-cta" href="${esc(href)}">${esc(t.cta)}</a><ul class="lander-points">${t.points.map((p) => `<li>${esc(p)}</li>`).join('')}</ul>${fictionalNote}</div><div class="lander-visual">${visual(data, href)}</div></div></section><section class="container lander-members"><ul class="lander-grid">${cards}</ul><p class="lander-bottom-cta"><a class="btn btn-primary btn-lg" href="${esc(href)}">${esc(t.cta)}</a></p></section></div>`;
}

export function contentBody(page: ContentPageAnswer, texts: ContentTexts): string {
  const version = page.terms_version ? `<p class="content-version">${esc(fill(texts.termsVersion, { date: longDate(new Date(page.terms_version), page.locale) }))}</p>` : '';
  const sections = page.sections
    .map((s) => `<section class="content-section"><h2>${esc(s.heading)}</h2>${s.paragraphs.map((p) => `<p>${esc(p)}</p>`).join('')}</section>`)
    .join('');
  return `<div class="container page content-page"><article class="card content-card"><h1>${esc(page.title)}</h1>${version}${sections}</article></div>`;
}

/** Where the painted warning's Enter posts before the app's script runs (it sets the consent cookie). */
export const ENTRY_WARNING_ACTION = '/api/entry-warning.php';

/**
 * The site-entry warning as the app's EntryWarningDialog renders it (same classes, same text), so
 * a first visitor's largest paint comes with the HTML and the app takes it over unchanged
 * (decision 093). Once the app's script runs its buttons answer there (serverDialog.ts); a click on
 * Enter before that posts the form, and the server remembers the consent and shows the page again
 * (the home page, or /login where it is painted too: decision 137).
 */
export function entryWarningDialog(siteName: string, texts: ContentTexts, back: '/' | '/login' = '/'): string {
  const t = texts.entryWarning;
  const action = back === '/' ? ENTRY_WARNING_ACTION : `${ENTRY_WARNING_ACTION}?back=${encodeURIComponent(back)}`;
  return `<div class="modal-backdrop" data-ssr-entry-warning><div class="modal modal-md" role="dialog" aria-modal="true" aria-labelledby="ssr-entry-title" tabindex="-1"><h2 id="ssr-entry-title" class="modal-title">${esc(t.title)}</h2><div class="entry-warning stack"><p class="entry-warning-badge" aria-hidden="true">18+</p><p>${esc(fill(t.text, { site: siteName }))}</p><form class="entry-warning-actions" method="post" action="${esc(action)}" enctype="text/plain"><button type="submit" class="btn btn-primary btn-lg" data-entry="enter">${esc(t.enter)}</button><button type="button" class="btn btn-outline btn-lg" data-entry="leave">${esc(t.leave)}</button></form></div></div></div>`;
}

/** The footer of SPEC §2 with company info and disclaimer; the 2257 line for English US visitors. */
export function footer(site: SiteRow, company: CompanyRow, texts: ContentTexts, locale: Locale, showUs: boolean, year: number): string {
  // SPEC §2's footer links in the app's order (src/features/footer/footerLinks.ts): the content
  // pages with their titles, /pricing and /complaints with the app's own words (appMessage)
  const page = (token: keyof ContentTexts['pages']) => ({ href: `/pages/${token}`, label: texts.pages[token].title });
  const links = [
    page('terms'),
    page('privacy'),
    page('cookies'),
    page('ban'),
    { href: '/pricing', label: appMessage(locale, 'Pricing') },
    { href: '/complaints', label: appMessage(locale, 'Complaints') },
    page('return-policy'),
    page('faq'),
    page('service'),
    page('accessibility'),
  ];
  const pageLinks = links.map((link) => `<li><a href="${link.href}">${esc(link.label)}</a></li>`).join('');
  const us = showUs ? `<p class="us-compliance">${esc(texts.footer.us2257)} <a href="/pages/2257">${esc(texts.footer.readStatement)}</a></p>` : '';
  const vat = company.vatNumbers.join(', ');
  const vatLine = vat ? `<span>${esc(appMessage(locale, 'VAT: {vat}', { vat }))}</span>` : '';
  const warning = siteTexts(site, locale).fictional_warning;
  return `<footer class="site-footer"><div class="container"><nav aria-label="${esc(appMessage(locale, 'Footer'))}"><ul class="footer-links">${pageLinks}</ul></nav><div class="footer-meta"><address class="company-info"><strong>${esc(company.name)}</strong><span>${esc(company.address)}, ${esc(company.city)}, ${esc(countryName(company.country, locale))}</span><span>${esc(fill(texts.footer.registration, { registration: company.registrationNumber }))}</span>${vatLine}</address><div class="disclaimer"><p><span class="age-mark" aria-hidden="true">18+</span>${esc(texts.footer.adults)}</p>${warning ? `<p>${esc(warning)}</p>` : ''}</div></div>${us}<p class="footer-copy">${esc(fill(texts.footer.rights, { year, site: site.name }))}</p></div></footer>`;
}
