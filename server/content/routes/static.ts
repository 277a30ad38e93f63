import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { meantPath } from '../../platform/security.ts';
import { IMMUTABLE } from '../../media/routes.ts';

const NO_CACHE_FILES = new Set(['index.html', 'sw.js', 'registerSW.js', 'manifest.webmanifest']);

/** Serves the Vite build: hashed assets immutable, the shell and service worker always revalidated. */
/**
 * Turns the app shell into a page's own HTML (server-rendered public pages; the shell unchanged
 * otherwise) and says its status: 404 where the app shows its "not found" screen.
 */
export type ShellTransform = (request: FastifyRequest, reply: FastifyReply, html: string) => Promise<{ html: string; status: 200 | 404 }>;

/** The encoding to send an HTML page in, from Accept-Encoding (brotli first, then gzip). */
export function htmlEncoding(acceptEncoding: string | string[] | undefined): 'br' | 'gzip' | null {
  const accepted = new Set(
    String(acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || !/^\s*q=0(\.0*)?\s*$/.test(q))
      .map(([name]) => (name ?? '').trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

/** The shell or a server-rendered page, compressed when the browser accepts it (the assets are precompressed). */
function compressHtml(html: Buffer, encoding: 'br' | 'gzip' | null): Buffer {
  if (encoding === 'br') return brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: html.length } });
  if (encoding === 'gzip') return gzipSync(html, { level: 6 });
  return html;
}

export async function staticRoutes(
  app: FastifyInstance,
  staticDir: string,
  transform?: ShellTransform,
): Promise<{ spaFallback: (request: FastifyRequest, reply: FastifyReply) => Promise<boolean> }> {
  const root = path.resolve(staticDir);
  const indexFile = path.join(root, 'index.html');
  if (!existsSync(root) || !statSync(root).isDirectory()) {
    app.log.warn({ staticDir: root }, 'static dir not found: serving the API only');
    return { spaFallback: () => Promise.resolve(false) };
  }
  await app.register(fastifyStatic, {
    root,
    wildcard: true,
    // the build writes .br and .gz beside each text asset (scripts/vite/precompress.ts)
    preCompressed: true,
    cacheControl: false,
    etag: true,
    lastModified: true,
    setHeaders: (reply, filePath) => {
      const rel = path.relative(root, filePath).split(path.sep);
      const base = rel[rel.length - 1] ?? '';
      if (rel[0] === 'assets') reply.header('cache-control', IMMUTABLE);
      else if (NO_CACHE_FILES.has(base)) reply.header('cache-control', 'no-cache');
      else reply.header('cache-control', 'public, max-age=3600');
    },
  });

  /**
   * Any other GET for a page gets the app shell (the client renders its 404), whatever its Accept
   * header: `*\/*`, none or JSON (crawlers, link previews and curl got a JSON 404). API
   * calls (the decoded path, `/%61pi/` too), media, icons and assets keep their 404; a missing file
   * (a name with an extension) gets the shell only when the browser asks for HTML.
   */
  async function spaFallback(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const pathname = meantPath(request.url);
    // the demo's server pages (/dev/*, /sandbox-checkout/*) keep their 404 when demo mode is off (decision 109)
    if (/^\/(api|media|icons|assets|dev|sandbox-checkout)(\/|$)/.test(pathname)) return false;
    if (/\.[a-z0-9]{1,8}$/.test(pathname) && !pathname.endsWith('.html') && !(request.headers.accept ?? '').includes('text/html')) return false;
    let html: Buffer | string;
    try {
      html = await readFile(indexFile);
    } catch {
      return false;
    }
    let status = 200;
    if (transform) ({ html, status } = await transform(request, reply, html.toString('utf8')));
    const body = typeof html === 'string' ? Buffer.from(html, 'utf8') : html;
    const encoding = htmlEncoding(request.headers['accept-encoding']);
    if (encoding) reply.header('content-encoding', encoding);
    await reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'accept-encoding').send(compressHtml(body, encoding));
    return true;
  }
  // the home page is a public page too (server-rendered for crawlers): not the plain index.html
  app.get('/', async (request, reply) => {
    if (await spaFallback(request, reply)) return reply;
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
  return { spaFallback };
}
