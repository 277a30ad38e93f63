import type { ShellTransform } from '../routes/static.ts';
import { injectPage, rememberLocale, renderPublicPage, type SsrDeps } from './ssr.ts';

/** The app shell with a public page's text, meta and data; any failure serves the plain shell. */
export function publicPageShell(deps: SsrDeps): ShellTransform {
  return async (request, reply, html) => {
    try {
      const page = await renderPublicPage(deps, request);
      if (!page) return html;
      rememberLocale(request, reply, page);
      return injectPage(html, page);
    } catch (err) {
      request.log.error({ err }, 'server rendering failed: serving the plain app shell');
      return html;
    }
  };
}
