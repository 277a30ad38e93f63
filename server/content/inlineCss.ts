import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { KEPT_READS, keptRead } from '../platform/readModel/index.ts';

const stylesheetLink = /<link rel="stylesheet"(?: crossorigin)? href="(\/assets\/[A-Za-z0-9_.-]+\.css)">/g;
const cache = keptRead(KEPT_READS.inlineCss, new Map<string, { css: string; sha256: string } | null>());

function readStylesheet(staticDir: string, href: string): { css: string; sha256: string } | null {
  const file = path.join(path.resolve(staticDir), href);
  let found = cache.get(file);
  if (found === undefined) {
    try {
      const css = readFileSync(file, 'utf8');
      // a stylesheet that could close the element is left as a link
      found = /<\/style/i.test(css) ? null : { css, sha256: createHash('sha256').update(css, 'utf8').digest('base64') };
    } catch {
      found = null;
    }
    cache.set(file, found); // hashed file names: the content never changes under a name
  }
  return found;
}

/**
 * The app's stylesheets (hashed files of the build) inlined into a server-rendered page, so the
 * first paint waits for no stylesheet request (decision 091). Answers the HTML and the SHA-256 of
 * each inlined text for the page's Content-Security-Policy; a link it cannot read stays a link.
 */
export function inlineStylesheets(html: string, staticDir: string): { html: string; hashes: string[] } {
  const hashes: string[] = [];
  const out = html.replace(stylesheetLink, (link, href: string) => {
    const sheet = readStylesheet(staticDir, href);
    if (!sheet) return link;
    hashes.push(sheet.sha256);
    return `<style>${sheet.css}</style>`;
  });
  return { html: out, hashes };
}
