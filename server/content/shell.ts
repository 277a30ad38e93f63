import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { brandTokens } from '../../src/contract/brandPalette.ts';
import type { ShellTransform } from './routes/static.ts';
import type { SiteRow } from '../platform/sites.ts';
import { allowInlineStyle } from '../platform/security.ts';
import { inlineStylesheets } from './inlineCss.ts';
import { pageStatus } from './pageStatus.ts';
import { addToHead, injectPage, rememberLocale, renderPublicPage, type RenderedPage, type SsrDeps } from './ssr.ts';

/** The app shell with a public page's text, meta, data and styles; any failure serves the plain shell. */
export function publicPageShell(deps: SsrDeps & { staticDir: string }): ShellTransform {
  return async (request, reply, html) => {
    let page: RenderedPage | null = null;
    let status: 200 | 404 = 200;
    try {
      page = await renderPublicPage(deps, request);
      status = await pageStatus(deps.db, request, new URL(request.url, 'http://x').pathname, page);
      if (!page) return { html, status };
      rememberLocale(request, reply, page);
      let out = injectPage(html, page);
      // the page paints from this HTML (the home page's entry warning included, decision 093): the
      // app's module is not needed for it and must not compete with its picture and text, so a small
      // deferred script asks for it after the first frame (decisions 091, 094)
      out = out.replace(/<script type="module"(?: crossorigin)? src="([^"]+)"><\/script>/, (_tag, src: string) => `<script defer src="/app-after-paint.js" data-app="${src}"></script>`);
      const inlined = inlineStylesheets(out, deps.staticDir);
      for (const hash of inlined.hashes) allowInlineStyle(reply, hash);
      return { html: withBrand(inlined.html, request.site, reply), status };
    } catch (err) {
      request.log.error({ err }, 'server rendering failed: serving the plain app shell');
      return { html, status };
    }
  };
}

/**
 * The site's brand colours (decision 127) painted with the page: the colour tokens as a style at
 * the end of <head> (after the stylesheets, so they win), allowed by its hash, and the theme colour.
 * The app sets the same tokens from settings.php once it runs (src/app/BrandTheme.tsx).
 */
function withBrand(html: string, site: SiteRow, reply: FastifyReply): string {
  const tokens = brandTokens(site.brand);
  if (!tokens) return html;
  const css = `:root{${Object.entries(tokens).map(([name, value]) => `${name}:${value}`).join(';')}}`;
  allowInlineStyle(reply, createHash('sha256').update(css).digest('base64'));
  const themed = html.replace(/<meta name="theme-color" content="[^"]*"/, `<meta name="theme-color" content="${tokens['--color-secondary']}"`);
  return addToHead(themed, `<style>${css}</style>`);
}
