// The ceiling for tests/bench/load.mjs: a bare Fastify route answering the same chats.php JSON
// from memory (no database, no session), in its own process like the real server.
import Fastify from 'fastify';

const body = process.env.BARE_BODY ?? '{}';
const app = Fastify({ logger: false });
app.get('/ready', async () => ({ ok: true }));
app.get('/api/chats.php', async (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
await app.listen({ port: Number(process.env.BARE_PORT ?? 3332), host: '127.0.0.1' });
