import type { ServerResponse } from 'node:http';
import type { FastifyPluginCallback } from 'fastify';
import { chatApi } from '../../../src/contract/chats.ts';
import { AUTH_COOKIE } from '../../../src/contract/constants.ts';
import { ApiFailure } from '../../platform/errors.ts';
import { hashToken, liveSessions } from '../../account/session/sessions.ts';
import { requireMember } from '../../account/routes/auth.ts';

export const SSE_KEEPALIVE_MS = 25_000;

interface Stream {
  memberId: number;
  tokenHash: string;
  raw: ServerResponse;
  /** this stream's presence row (null once it is closed) */
  presenceId: string | null;
  close: () => void;
}

/**
 * GET /api/events.php: Server-Sent Events for the logged-in member. Each change of theirs
 * (message, read, chat, credits, like) arrives as one `poke` event; a comment every 25 s keeps
 * proxies from closing the stream, and the stream ends when the session is no longer valid (logout).
 *
 * The keep-alive is one round for all of an instance's streams: one query checks every stream's
 * session and one statement refreshes their presence rows, so ten thousand open streams cost two
 * statements every 25 s instead of twenty thousand. The stream is written by hand (no answer schema).
 */
export const eventRoutes: FastifyPluginCallback = (app, _options, done) => {
  const { bus, presence } = app;
  const deps = app;
  const streams = new Set<Stream>();
  /** open streams per member on this instance (at most MEMBER_STREAMS_MAX, platform/limits.ts) */
  const openPerMember = new Map<number, number>();
  let timer: ReturnType<typeof setInterval> | null = null;
  let rounds = 0;

  async function keepAliveRound(): Promise<void> {
    if (streams.size === 0) {
      if (timer) clearInterval(timer);
      timer = null;
      return;
    }
    const list = [...streams];
    let live: Map<string, number> | null = null;
    try {
      live = await liveSessions(deps.db, [...new Set(list.map((s) => s.tokenHash))], deps.clock());
    } catch {
      live = null; // the database is away: keep the streams, check again next round
    }
    const touched: string[] = [];
    for (const stream of list) {
      if (!streams.has(stream)) continue;
      if (live && live.get(stream.tokenHash) !== stream.memberId) {
        stream.close();
        continue;
      }
      stream.raw.write(': keep-alive\n\n');
      if (stream.presenceId) touched.push(stream.presenceId);
    }
    if (presence) {
      await presence.touchMany(touched).catch(() => undefined);
      if (++rounds % 10 === 1) await presence.sweep().catch(() => undefined);
    }
  }

  // decision 113: a shutdown ends the streams first; open ones would hold server.close() until the drain bound
  app.addHook('preClose', (done) => {
    for (const stream of [...streams]) stream.close();
    done();
  });
  app.addHook('onClose', (_instance, done) => {
    for (const stream of [...streams]) stream.close();
    if (timer) clearInterval(timer);
    timer = null;
    done();
  });

  app.get(chatApi.events, async (request, reply) => {
    const member = await requireMember(deps, request);
    // decision 110: checked and counted with no await in between, so parallel opens on
    // this instance cannot all pass; counted in memory per instance, freed when a stream closes
    const open = openPerMember.get(member.id) ?? 0;
    if (open >= deps.config.MEMBER_STREAMS_MAX) {
      reply.header('retry-after', '30');
      throw new ApiFailure(429, 'rate_limited', { retry_after: 30 });
    }
    openPerMember.set(member.id, open + 1);
    const release = () => {
      const left = (openPerMember.get(member.id) ?? 1) - 1;
      if (left > 0) openPerMember.set(member.id, left);
      else openPerMember.delete(member.id);
    };
    // decision 145: the stream's presence row is written (under the member's lock) before the stream
    // answers, so a message send after it pokes this member, and one before it is found by the
    // app's pull when the stream opens (workers/events.ts). The client streams only while a tab is
    // visible, so the row also suppresses push (notify/presence.ts).
    let presenceId: string;
    try {
      presenceId = await presence.open(member.id);
    } catch (error) {
      release();
      throw error;
    }
    if (request.raw.destroyed) {
      // gone while its row was written
      release();
      void presence.close(presenceId).catch(() => undefined);
      reply.hijack();
      reply.raw.end();
      return;
    }
    const token = request.cookies[AUTH_COOKIE] ?? '';
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    raw.write('retry: 3000\n: connected\n\n');
    let closed = false;
    const stream: Stream = {
      memberId: member.id,
      tokenHash: hashToken(token),
      raw,
      presenceId,
      close: () => {
        if (closed) return;
        closed = true;
        streams.delete(stream);
        release();
        unsubscribe();
        const id = stream.presenceId;
        stream.presenceId = null;
        if (id && presence) void presence.close(id).catch(() => undefined);
        raw.end();
      },
    };
    const unsubscribe = bus.subscribe(member.id, (poke) => {
      // decision 121: a suspension or ban closes the stream at once; the client's reconnect finds no session
      if (poke.end) {
        stream.close();
        return;
      }
      const { member: _member, end: _end, ...data } = poke;
      raw.write(`event: poke\ndata: ${JSON.stringify(data)}\n\n`);
    });
    streams.add(stream);
    if (!timer) {
      timer = setInterval(() => void keepAliveRound(), deps.config.SSE_KEEPALIVE_MS);
      timer.unref();
    }
    request.raw.on('close', stream.close);
  });
  done();
};
