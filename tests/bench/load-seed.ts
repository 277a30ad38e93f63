// Scale seed for the load benchmark, run by tests/bench/load.mjs with `node --import tsx`.
// Creates a fresh PostgreSQL database, migrates and seeds it with LOAD_MEMBERS members (default
// 100,000) through the app's own seed, then adds LOAD_MESSAGES messages (default 1,000,000) in
// LOAD_CONVERSATIONS conversations and LOAD_LIKES likes (default 500,000) with set-based inserts
// (unnest of generated arrays / generate_series in one statement each). Prints one JSON line.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../../server/db/connect.ts';
import { prepareDatabase } from '../../server/db/prepare.ts';

const MEMBERS = Number(process.env.LOAD_MEMBERS ?? 100_000);
const MESSAGES = Number(process.env.LOAD_MESSAGES ?? 1_000_000);
const CONVERSATIONS = Number(process.env.LOAD_CONVERSATIONS ?? 50_000);
const LIKES = Number(process.env.LOAD_LIKES ?? 500_000);
/** conversations of the logged-in bench member, so chats.php answers a realistic inbox */
const OWN_CONVERSATIONS = 60;
/** members who log in and send at the same time (one member's sends are serialised by design) */
const SENDERS = 20;

const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const name = `load_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${name}`);
await admin.end();
const url = new URL(adminUrl);
url.pathname = `/${name}`;

const timings: Record<string, number> = {};
async function timed<T>(label: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  timings[label] = Math.round(performance.now() - started);
  return result;
}

const handle = await openDatabase({ databaseUrl: url.toString() });
await timed('app_seed_ms', () => prepareDatabase(handle, { seedMembers: MEMBERS, demo: true, now: new Date() }));
await handle.close();

const client = new pg.Client({ connectionString: url.toString() });
await client.connect();
const q = async (text: string, values: unknown[] = []) => (await client.query(text, values)).rows as Array<Record<string, unknown>>;

const [site] = await q(`SELECT m.site_id, m.id FROM members m WHERE m.email = 'credits@demo.test' ORDER BY m.site_id LIMIT 1`);
const siteId = Number(site?.site_id);
const benchMember = Number(site?.id);
const ids = (await q(`SELECT id FROM members WHERE site_id = $1 AND password_hash IS NULL ORDER BY id`, [siteId])).map((r) => Number(r.id));
if (ids.length < 1000) throw new Error(`only ${ids.length} members on the site`);

// conversation pairs: the bench member's inbox first, then pseudo-random distinct pairs
const low: number[] = [];
const high: number[] = [];
const seen = new Set<string>();
let x = 12345;
// a 32-bit LCG in integer arithmetic (a float product would lose bits and cycle)
const next = () => (x = (Math.imul(x, 1664525) + 1013904223) >>> 0);
const addPair = (a: number, b: number) => {
  if (a === b) return;
  const [l, h] = a < b ? [a, b] : [b, a];
  const key = `${l}:${h}`;
  if (seen.has(key)) return;
  seen.add(key);
  low.push(l);
  high.push(h);
};
for (let i = 0; i < OWN_CONVERSATIONS; i++) addPair(benchMember, ids[i * 7] ?? ids[0]!);
const senders = ids.slice(ids.length - SENDERS);
for (const [i, sender] of senders.entries()) for (let k = 0; k < 5; k++) addPair(sender, ids[200 + i * 5 + k]!);
while (low.length < CONVERSATIONS) addPair(ids[next() % ids.length]!, ids[next() % ids.length]!);

const [before] = await q('SELECT coalesce(max(id), 0) AS id FROM conversations');
const firstNew = Number(before?.id) + 1;
await timed('conversations_ms', async () => {
  await q(
    `INSERT INTO conversations (site_id, member_low, member_high, started_by, created_at)
     SELECT $1, l, h, l, now() - interval '30 days' FROM unnest($2::int[], $3::int[]) AS t(l, h)
     ON CONFLICT DO NOTHING`,
    [siteId, low, high],
  );
  await q(
    `CREATE TEMP TABLE load_conversations AS
     SELECT row_number() OVER (ORDER BY id) - 1 AS rn, id, member_low, member_high FROM conversations WHERE id >= $1`,
    [firstNew],
  );
  await q(
    `INSERT INTO conversation_members (conversation_id, member_id, peer_id)
     SELECT id, member_low, member_high FROM load_conversations
     UNION ALL SELECT id, member_high, member_low FROM load_conversations`,
  );
});
const [made] = await q('SELECT count(*) AS n FROM load_conversations');
const conversationCount = Number(made?.n);

await timed('messages_ms', async () => {
  await q(
    `INSERT INTO messages (id, conversation_id, sender_id, kind, body, cost, created_at)
     SELECT gen_random_uuid(), c.id, CASE WHEN g % 2 = 0 THEN c.member_low ELSE c.member_high END, 'text',
            'Load message ' || g, 1, now() - make_interval(secs => ($1 - g))
     FROM generate_series(1, $1) AS g
     JOIN load_conversations c ON c.rn = g % $2`,
    [MESSAGES, conversationCount],
  );
  // each side's last message and unread count, as sending would have left them
  await q(
    `UPDATE conversation_members cm SET last_seq = l.seq, last_message_id = l.id, last_message_at = l.created_at,
            last_kind = l.kind, last_body = l.body, last_sender_id = l.sender_id,
            unread = CASE WHEN l.sender_id = cm.member_id THEN 0 ELSE 3 END, read_seq = CASE WHEN l.sender_id = cm.member_id THEN l.seq ELSE 0 END
     FROM (SELECT DISTINCT ON (conversation_id) conversation_id, seq, id, created_at, sender_id, kind, body FROM messages
           WHERE conversation_id >= $1 ORDER BY conversation_id, seq DESC) l
     WHERE cm.conversation_id = l.conversation_id`,
    [firstNew],
  );
});

await timed('likes_ms', async () => {
  const likers: number[] = [];
  const liked: number[] = [];
  const pairs = new Set<string>();
  while (likers.length < LIKES) {
    const a = ids[next() % ids.length]!;
    const b = ids[next() % ids.length]!;
    if (a === b || pairs.has(`${a}:${b}`)) continue;
    pairs.add(`${a}:${b}`);
    likers.push(a);
    liked.push(b);
  }
  for (let i = 0; i < 40; i++) {
    const other = ids[1000 + i * 13]!;
    if (!pairs.has(`${other}:${benchMember}`)) {
      likers.push(other);
      liked.push(benchMember);
    }
  }
  await q(
    `INSERT INTO likes (liker_id, liked_id, site_id, like_new, created_at)
     SELECT a, b, $1, (a % 3 = 0), now() - make_interval(secs => a % 86400) FROM unnest($2::int[], $3::int[]) AS t(a, b)
     ON CONFLICT DO NOTHING`,
    [siteId, likers, liked],
  );
});

// the senders log in with the demo password and pay for every message the send benchmark sends
await q(
  `UPDATE members SET credits = 100000000, paid_user = true, status = 'confirmed',
          password_hash = (SELECT password_hash FROM members WHERE id = $1)
   WHERE id = ANY($2::int[])`,
  [benchMember, [benchMember, ...senders]],
);
const senderRows = await q(
  // a conversation the sender may write to: the other member confirmed, visible, active, not
  // leaving and not blocked either way (else the send bench measures refusals)
  `SELECT m.email,
          (SELECT min(cm.conversation_id) FROM conversation_members cm
             JOIN conversation_members o ON o.conversation_id = cm.conversation_id AND o.member_id <> cm.member_id
             JOIN members p ON p.id = o.member_id
            WHERE cm.member_id = m.id AND p.status = 'confirmed' AND p.profile_status = 'active' AND NOT p.invisible
              AND NOT EXISTS (SELECT 1 FROM blocks b WHERE (b.blocker_id = m.id AND b.blocked_id = p.id) OR (b.blocker_id = p.id AND b.blocked_id = m.id))
          ) AS conversation_id
   FROM members m WHERE m.id = ANY($1::int[])`,
  [senders],
);
await timed('analyze_ms', () => q('ANALYZE'));
const [counts] = await q(
  `SELECT (SELECT count(*) FROM members) AS members, (SELECT count(*) FROM messages) AS messages,
          (SELECT count(*) FROM conversations) AS conversations, (SELECT count(*) FROM likes) AS likes`,
);
const own = await q(`SELECT conversation_id FROM conversation_members WHERE member_id = $1 ORDER BY conversation_id LIMIT 20`, [benchMember]);
await client.end();

process.stdout.write(
  `${JSON.stringify({
    database: name,
    url: url.toString(),
    counts: Object.fromEntries(Object.entries(counts ?? {}).map(([k, v]) => [k, Number(v)])),
    bench_member: benchMember,
    conversation_ids: own.map((r) => Number(r.conversation_id)),
    senders: senderRows.map((r) => ({ email: String(r.email), conversation_id: Number(r.conversation_id) })),
    profile_id: ids[500],
    timings,
  })}\n`,
);
