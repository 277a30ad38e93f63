// Demo chat data: gifts, icebreakers, the chat history setting, and a few conversations
// for each demo login so the app is not empty. Deterministic: the same input gives the same rows.
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { CHAT_HISTORY_DAYS_DEFAULT } from '../../src/contract/chats.ts';
import type { Db } from './connect.ts';
import { conversationMembers, conversations, gifts, icebreakers, media, messages, sites } from './schema.ts';
import { demoCast } from './seed-cast.ts';

export const giftSeeds = [
  { slug: 'rose', name: 'Red rose', emoji: '🌹', colour: '#fde2e4' },
  { slug: 'coffee', name: 'Coffee date', emoji: '☕', colour: '#f1e3d3' },
  { slug: 'champagne', name: 'Champagne', emoji: '🥂', colour: '#fff3c4' },
  { slug: 'heart', name: 'Big heart', emoji: '💖', colour: '#ffd6e8' },
  { slug: 'chocolate', name: 'Chocolates', emoji: '🍫', colour: '#e8d5c4' },
  { slug: 'teddy', name: 'Teddy bear', emoji: '🧸', colour: '#f5e1c8' },
] as const;

export const icebreakerSeeds = [
  'Hi! Your profile made me smile. How is your week going?',
  'Hey, what is the best thing that happened to you today?',
  'If we met for a drink tonight, where would you take me?',
  'I love your photos! What do you like to do on a lazy Sunday?',
  'Coffee or cocktails for a first date?',
];

const demoScripts: Array<Array<{ fromDemo: boolean; body: string }>> = [
  [
    { fromDemo: false, body: 'Hi there! I saw your profile and had to say hello 😊' },
    { fromDemo: true, body: 'Hey! Thanks for the message. How is your day going?' },
    { fromDemo: false, body: 'Pretty good! Just back from a walk in the park. Any plans for the weekend?' },
  ],
  [
    { fromDemo: false, body: 'Hello! Do you like Italian food? I know a great little place.' },
    { fromDemo: false, body: 'Sorry, I am a bit forward!' },
  ],
  [
    { fromDemo: false, body: 'Good morning! Coffee or tea?' },
    { fromDemo: true, body: 'Coffee, always. And you?' },
  ],
];

/** A UUID (version 7 layout) derived from a name, so seeded message ids never change. */
function stableUuid(name: string, ms: number): string {
  const hash = createHash('sha256').update(name).digest('hex');
  const time = ms.toString(16).padStart(12, '0').slice(-12);
  const variant = ((parseInt(hash[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  return `${time.slice(0, 8)}-${time.slice(8, 12)}-7${hash.slice(0, 3)}-${variant}${hash.slice(3, 6)}-${hash.slice(6, 18)}`;
}

function giftSvg(emoji: string, colour: string): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><circle cx="48" cy="48" r="46" fill="${colour}"/>` +
      `<text x="48" y="64" font-size="46" text-anchor="middle" font-family="sans-serif">${emoji}</text></svg>`,
  );
}

async function seedCatalogues(tx: Db): Promise<void> {
  await tx.insert(gifts).values(giftSeeds.map((g, i) => ({ ...g, position: i })));
  await tx.insert(media).values(
    giftSeeds.map((g) => ({ key: `gift-${g.slug}.svg`, contentType: 'image/svg+xml', bytes: giftSvg(g.emoji, g.colour) })),
  );
  await tx.insert(icebreakers).values(icebreakerSeeds.map((text, i) => ({ text, position: i })));
  await tx
    .update(sites)
    .set({ settings: sql`${sites.settings} || ${JSON.stringify({ chat_history_days: CHAT_HISTORY_DAYS_DEFAULT })}::jsonb` });
}

async function seedConversation(tx: Db, siteId: number, login: number, demo: number, script: (typeof demoScripts)[number], now: Date): Promise<void> {
  const [conversation] = await tx
    .insert(conversations)
    .values({
      siteId,
      memberLow: Math.min(login, demo),
      memberHigh: Math.max(login, demo),
      startedBy: demo,
      createdAt: new Date(now.getTime() - 3 * 86_400_000),
    })
    .returning({ id: conversations.id });
  if (!conversation) throw new Error('conversation insert returned nothing');
  let last = { seq: 0, id: '', at: now, body: '', sender: 0 };
  let unread = 0;
  let loginRead = 0;
  for (const [i, line] of script.entries()) {
    const at = new Date(now.getTime() - (script.length - i) * 47 * 60_000 - (demo % 7) * 3_600_000);
    const id = stableUuid(`seed-chat:${conversation.id}:${i}`, at.getTime());
    const [row] = await tx
      .insert(messages)
      .values({ id, conversationId: conversation.id, senderId: line.fromDemo ? login : demo, kind: 'text', body: line.body, createdAt: at })
      .returning({ seq: messages.seq, sender: messages.senderId });
    last = { seq: row?.seq ?? 0, id, at, body: line.body, sender: row?.sender ?? 0 };
    if (line.fromDemo) {
      unread = 0;
      loginRead = last.seq;
    } else unread += 1;
  }
  const common = {
    conversationId: conversation.id,
    lastSeq: last.seq,
    lastMessageId: last.id,
    lastMessageAt: last.at,
    lastKind: 'text' as const,
    lastBody: last.body,
    lastSenderId: last.sender,
  };
  await tx.insert(conversationMembers).values([
    { ...common, memberId: login, peerId: demo, unread, readSeq: loginRead },
    { ...common, memberId: demo, peerId: login, unread: 0, readSeq: last.seq, peerReadSeq: loginRead },
  ]);
}

/** The gift and icebreaker catalogues and the chat history setting: every site needs them, production too. */
export async function seedChatCatalogues(tx: Db): Promise<void> {
  await seedCatalogues(tx);
}

/** Demo mode only (decision 109): conversations of the demo logins. Called inside the seed transaction, after the members exist. */
export async function seedChat(tx: Db, now: Date): Promise<void> {
  for (const { siteId, logins, others } of await demoCast(tx, demoScripts.length, 'oldest')) {
    for (const [l, login] of logins.entries()) {
      for (const [d, script] of demoScripts.entries()) {
        const demo = others[l * demoScripts.length + d];
        if (demo !== undefined) await seedConversation(tx, siteId, login, demo, script, now);
      }
    }
  }
}
