import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { loadSharp } from '../../media/sharp.ts';
import { api } from '../../../src/contract/api.ts';
import { BRAND_PRIMARY, BRAND_SECONDARY } from '../../../src/contract/constants.ts';
import { ApiFailure } from '../../platform/errors.ts';
import { siteLocale, siteTexts, type SiteRow } from '../../platform/sites.ts';

const iconKinds = {
  '192.png': { size: 192, maskable: false },
  '512.png': { size: 512, maskable: false },
  'maskable-512.png': { size: 512, maskable: true },
} as const;
type IconKind = keyof typeof iconKinds;

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The site's initial in primary on secondary; maskable icons fill the square, keeping the safe zone. */
export function iconSvg(site: SiteRow, size: number, maskable: boolean): string {
  const initial = escapeXml((site.name.trim()[0] ?? 'F').toUpperCase());
  const radius = maskable ? 0 : size * 0.22;
  const fontSize = size * (maskable ? 0.46 : 0.6);
  const { primary, secondary } = brandOf(site);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">`,
    `<rect width="${size}" height="${size}" rx="${radius}" fill="${secondary}"/>`,
    `<circle cx="${size / 2}" cy="${size / 2}" r="${size * (maskable ? 0.3 : 0.38)}" fill="none" stroke="${primary}" stroke-width="${size * 0.03}"/>`,
    `<text x="50%" y="50%" dy="0.35em" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-weight="bold" font-size="${fontSize}" fill="${primary}">${initial}</text>`,
    '</svg>',
  ].join('');
}

/** The site's brand colours (decision 127), the SPEC's colours when unset or not a plain #rrggbb. */
function brandOf(site: SiteRow): { primary: string; secondary: string } {
  const colour = (value: unknown, fallback: string) => (typeof value === 'string' && /^#[0-9a-f]{6}$/i.test(value) ? value : fallback);
  return { primary: colour(site.brand.primary, BRAND_PRIMARY), secondary: colour(site.brand.secondary, BRAND_SECONDARY) };
}

export function manifestFor(site: SiteRow) {
  return {
    id: '/',
    name: site.name,
    short_name: site.name,
    // one manifest a site, in its default locale (the browser fetches it without cookies: decision 173)
    description: siteTexts(site, siteLocale(site)).description,
    lang: site.domainLanguage,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: brandOf(site).secondary,
    theme_color: brandOf(site).primary,
    icons: [
      { src: '/icons/192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

/** GET /manifest.webmanifest and /icons/<kind> for the request's site; icons cached in memory. */
export const manifestRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const icons = new Map<string, Promise<Buffer>>();

  app.get(api.manifest, async (request, reply) => {
    reply.type('application/manifest+json; charset=utf-8');
    reply.header('cache-control', 'no-cache');
    return reply.send(JSON.stringify(manifestFor(request.site)));
  });

  app.get<{ Params: { file: string } }>('/icons/:file', async (request, reply) => {
    const { file } = request.params;
    if (!Object.hasOwn(iconKinds, file)) throw new ApiFailure(404, 'not_found');
    const kind = iconKinds[file as IconKind];
    // the version changes with every edit of the site (name, colours: decision 127), so an old icon is never served
    const key = `${request.site.id}:${request.site.version}:${file}`;
    let png = icons.get(key);
    if (!png) {
      const svg = Buffer.from(iconSvg(request.site, kind.size, kind.maskable));
      png = loadSharp().then((sharp) => sharp(svg).png().toBuffer());
      icons.set(key, png);
      png.catch(() => icons.delete(key));
    }
    const bytes = await png;
    reply.type('image/png');
    // the same URL serves every site, so caches must key on the host
    reply.header('cache-control', 'public, max-age=86400');
    reply.header('vary', 'host');
    return reply.send(bytes);
  });
  done();
};
