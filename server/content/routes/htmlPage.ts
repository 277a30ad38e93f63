import type { FastifyInstance, FastifyReply } from 'fastify';
import { BRAND_PRIMARY, BRAND_SECONDARY } from '../../../src/contract/constants.ts';
import { contentSecurityPolicy } from '../../platform/security.ts';
import { escapeHtml } from '../../../src/contract/html.ts';
export { escapeHtml } from '../../../src/contract/html.ts';

const css = `body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;background:#f6f4f8;color:#22223a}
header{background:${BRAND_SECONDARY};color:#fff;padding:16px 24px;font-weight:700;font-size:20px}
main{max-width:860px;margin:24px auto;padding:0 16px}
.card{background:#fff;border-radius:12px;padding:20px;margin-bottom:16px;box-shadow:0 1px 3px rgba(0,0,0,.08)}
a{color:${BRAND_SECONDARY}} button{background:${BRAND_PRIMARY};color:#fff;border:0;border-radius:999px;padding:10px 22px;font-weight:700;font-size:16px;cursor:pointer}
button:focus-visible,a:focus-visible{outline:3px solid ${BRAND_SECONDARY};outline-offset:2px}
pre{white-space:pre-wrap;word-break:break-word;background:#f0edf5;padding:12px;border-radius:8px}
.meta{color:#5b5b72;font-size:14px}`;

const INLINE_STYLE_MARK = 'x-inline-style-page';

/**
 * Lets the pages of this scope carry their own inline stylesheet: runs after the app-wide security
 * headers hook (hooks of a child scope run after the parent's) and widens only style-src.
 */
export function allowInlineStylePages(scope: FastifyInstance): void {
  scope.addHook('onSend', async (_request, reply, payload) => {
    if (reply.getHeader(INLINE_STYLE_MARK)) {
      reply.removeHeader(INLINE_STYLE_MARK);
      reply.header('content-security-policy', contentSecurityPolicy.replace("style-src 'self'", "style-src 'self' 'unsafe-inline'"));
    }
    return payload;
  });
}

/** A small server-rendered page (unsubscribe, development mailbox); `body` must be escaped HTML. */
export function sendHtmlPage(reply: FastifyReply, input: { lang: string; title: string; heading: string; body: string; status?: number }): FastifyReply {
  reply.header(INLINE_STYLE_MARK, '1');
  return reply
    .code(input.status ?? 200)
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="${escapeHtml(input.lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(input.title)}</title><style>${css}</style></head><body><header>${escapeHtml(input.heading)}</header><main>${input.body}</main></body></html>`,
    );
}
