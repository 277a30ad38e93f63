import type { FastifyInstance } from 'fastify';
import { chatApi } from '../../src/contract/chats.ts';
import { AUTH_COOKIE } from '../../src/contract/constants.ts';
import type { Presence } from '../notify/presence.ts';
import type { PokeBus } from '../realtime/pokeBus.ts';
import { sessionMember } from '../services/sessions.ts';
import { requireMember, type AuthDeps } from './auth.ts';

export const SSE_KEEPALIVE_MS = 25_000;

/**
 * GET /api/events.php: Server-Sent Events for the logged-in member. Each change of theirs
 * (message, read, chat, credits) arrives as one `poke` event; a comment every 25 s keeps proxies
 * from closing the stream, and the stream ends when the session is no longer valid (logout).
 */
export function eventRoutes(app: FastifyInstance, deps: AuthDeps & { bus: PokeBus; keepAliveMs?: number; presence?: Presence }): void {
  const { bus } = deps;
  const open = new Set<() => void>();
  app.addHook('onClose', (_instance, done) => {
    for (const close of open) close();
    done();
  });

  app.get(chatApi.events, async (request, reply) => {
    const member = await requireMember(deps, request);
    const token = request.cookies[AUTH_COOKIE];
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    raw.write('retry: 3000\n: connected\n\n');
    // issue 8: the client streams only while a tab is visible, so an open stream suppresses push
    const presence = deps.presence;
    const presenceId = presence?.open(member.id).catch(() => null) ?? Promise.resolve(null);
    const unsubscribe = bus.subscribe(member.id, (poke) => {
      const { member: _member, ...data } = poke;
      raw.write(`event: poke\ndata: ${JSON.stringify(data)}\n\n`);
    });
    const keepAlive = setInterval(() => {
      void sessionMember(deps.db, token, deps.clock()).then(
        (id) => {
          if (id === member.id) {
            raw.write(': keep-alive\n\n');
            void presenceId.then((pid) => (pid && presence ? presence.touch(pid) : undefined)).catch(() => undefined);
          } else close();
        },
        () => raw.write(': keep-alive\n\n'),
      );
    }, deps.keepAliveMs ?? SSE_KEEPALIVE_MS);
    let closed = false;
    function close(): void {
      if (closed) return;
      closed = true;
      clearInterval(keepAlive);
      unsubscribe();
      void presenceId.then((pid) => (pid && presence ? presence.close(pid) : undefined)).catch(() => undefined);
      open.delete(close);
      raw.end();
    }
    open.add(close);
    request.raw.on('close', close);
  });
}
