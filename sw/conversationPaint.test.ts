import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MASK_TOKEN } from '../src/contract/reportRules.ts';
import type { AppDatabase, MessageRow } from '../src/db/schema.ts';
import { makeSettings, makeUser } from '../workers/testing/factories.ts';
import { conversationMarkup, paintedConversationId, paintedShell, readConversation, withConversationPaint } from './conversationPaint.ts';
import type { InboxEnv } from './inbox.ts';
import { currentMemberDatabase, deleteDatabases, setCurrent as setCurrentOf } from './testing/device.ts';

// Decision 201: the service worker paints a conversation from the device's current member's
// database into the shell it serves; nothing of anyone else, nothing unescaped.

const HOST = 'paint.test';
// 2026-12-02 12:00 UTC
const NOW = Date.UTC(2026, 11, 2, 12, 0);
const env: InboxEnv = { host: HOST, indexedDB, now: () => NOW };
const ME = 7;
const CONVERSATION = 11;
const STYLES = '/assets/chats-AbC123.css /assets/Avatar-x_Y.css';
const SHELL = `<!doctype html><html lang="en"><head><title>Loading…</title><meta name="conversation-paint-styles" content="${STYLES}"><link rel="stylesheet" href="/assets/index-1.css"></head><body><div id="root"></div></body></html>`;

function shellResponse(): Response {
  return new Response(SHELL, {
    headers: { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': "default-src 'self'", 'content-length': String(SHELL.length), 'content-encoding': 'br' },
  });
}

const setCurrent = (memberId: number | null) => setCurrentOf(HOST, memberId);

function row(order: number, body: string, extra: Partial<MessageRow> = {}): MessageRow {
  return {
    id: `0190a0b0-0000-7000-8000-${String(order).padStart(12, '0')}`,
    conversationId: CONVERSATION,
    fromMe: false,
    body,
    createdAt: NOW - 60 * 60_000 + order * 1000,
    state: 'read',
    version: order,
    kind: 'text',
    giftId: null,
    image: null,
    seq: order,
    order,
    ...extra,
  };
}

let db: AppDatabase;

beforeEach(async () => {
  db = await currentMemberDatabase(HOST, ME);
  await db.chats.put({ id: CONVERSATION, profileId: 5, numUnread: 1, lastMessageAt: NOW, lastMessagePreview: '', version: 3, profileName: 'Rosalind', profileImage: '/media/rosalind-t.webp', lastSeq: 3, peerReadSeq: 0 });
  await db.kv.bulkPut([
    { key: 'user', value: makeUser({ id: ME, language: 'de' }) },
    { key: 'settings', value: makeSettings({ countries: ['DE'], name: 'Flirtwave' }) },
  ]);
});

afterEach(async () => {
  db.close();
  await deleteDatabases();
});

async function painted(path = `/chats/${CONVERSATION}`): Promise<{ response: Response; html: string; original: Response }> {
  const original = shellResponse();
  const response = await withConversationPaint(new URL(`https://${HOST}${path}`), original, env);
  return { response, original, html: await response.clone().text() };
}

describe("the service worker's paint of a conversation", () => {
  it("shows the current member's newest messages in their language, with the screen's stylesheets and the shell's security policy", async () => {
    await db.messages.bulkPut([row(1, 'Guten Morgen aus Hamburg'), row(2, 'Der Hafen ist heute voller Schiffe', { fromMe: true, state: 'sent' })]);
    const { response, html, original } = await painted();
    expect(response).not.toBe(original);
    const root = /<div id="root">(.*)<\/div><\/body>/s.exec(html)?.[1] ?? '';
    expect([...root.matchAll(/<p class="msg-text">([^<]*)<\/p>/g)].map((m) => m[1])).toEqual(['Guten Morgen aus Hamburg', 'Der Hafen ist heute voller Schiffe']);
    expect(root).toContain('<span class="chat-peer-name">Rosalind</span>');
    expect(root).toContain('<li class="msg msg-mine msg-kind-text" data-state="sent">');
    // the day and the clock as the app writes them for a German member on a German site
    expect(root).toContain('<li class="msg-day"><span>Heute</span></li>');
    const clock = new Intl.DateTimeFormat('de-DE', { timeStyle: 'short' }).format(new Date(NOW - 60 * 60_000 + 1000));
    expect(root).toContain(`>${clock}</time>`);
    expect(html).toContain(`<html lang="de" data-painted="${CONVERSATION}"`);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/chats-AbC123.css"><link rel="stylesheet" crossorigin href="/assets/Avatar-x_Y.css"></head>');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'self'");
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    // the stored file's length and encoding are not this text's
    expect(response.headers.get('content-length')).toBeNull();
    expect(response.headers.get('content-encoding')).toBeNull();
  });

  it('paints the newest window of messages (as the screen first renders them), oldest first', async () => {
    await db.messages.bulkPut(Array.from({ length: 60 }, (_, i) => row(i + 1, `Postcard number ${'abcdefghijklmnopqrstuvwxyz'[i % 26]}${i}`)));
    const data = await readConversation(env, CONVERSATION);
    expect(data?.messages.map((m) => m.order)).toEqual(Array.from({ length: 50 }, (_, i) => i + 11));
  });

  it('escapes every stored value and shows only pictures of the site itself', async () => {
    await db.chats.update(CONVERSATION, { profileName: '"><img src=x onerror=alert(1)>', profileImage: '//evil.example/x.png' });
    await db.messages.bulkPut([
      row(1, '</p><script>alert("hi")</script>'),
      row(2, '', { kind: 'image', image: 'javascript:alert(1)' }),
      row(3, '', { kind: 'image', image: '/media/picture.webp' }),
      row(4, `Write me at ${MASK_TOKEN} tonight`),
    ]);
    const { html } = await painted();
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;/p&gt;&lt;script&gt;alert(&quot;hi&quot;)&lt;/script&gt;');
    expect(html).toContain('&quot;&gt;&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain('evil.example');
    expect(html).toContain('<img class="msg-image" src="/media/picture.webp" alt="">');
    // the initial stands in for a photo from elsewhere
    expect(html).toContain('<span class="avatar avatar-initial" aria-hidden="true">&quot;</span>');
    expect(html).toContain('Write me at <span class="masked-contact"></span> tonight');
  });

  it("paints nothing of a member who is not the device's current member, or after a logout", async () => {
    await db.messages.bulkPut([row(1, 'Only for member seven')]);
    await setCurrent(8);
    const other = await painted();
    expect(other.response).toBe(other.original);
    expect(other.html).not.toContain('Only for member seven');
    await setCurrent(null);
    const loggedOut = await painted();
    expect(loggedOut.response).toBe(loggedOut.original);
  });

  it('leaves the shell alone for a conversation the device does not have and for other addresses', async () => {
    for (const path of ['/chats/12', '/chats', '/chats/0', '/chats/011', '/chats/11/x', '/members/11']) {
      const { response, original } = await painted(path);
      expect(response, path).toBe(original);
    }
    expect(paintedConversationId('/chats/11')).toBe(11);
    expect(paintedConversationId('/chats/11/')).toBe(11);
    expect(paintedConversationId('/chats/１１')).toBeNull();
  });

  it("shows a fictional profile only with the site's fictional icon and warning", async () => {
    await db.chats.update(CONVERSATION, { profileFictional: true });
    const data = await readConversation(env, CONVERSATION);
    if (!data) throw new Error('no conversation read');
    const warning = 'Dieses Profil ist fiktiv.';
    const withWarning = conversationMarkup({ ...data, settings: makeSettings({ fictional_icon: '✦', texts: { de: { fictional_warning: warning } } }) }, NOW);
    expect(withWarning).toContain(`<span class="fictional-badge" role="img" aria-label="${warning}" title="${warning}">✦</span>`);
    // without the site's warning the screen's own words would be needed: no paint
    expect(conversationMarkup({ ...data, settings: makeSettings({ texts: {} }) }, NOW)).toBeNull();
    expect(conversationMarkup({ ...data, settings: null }, NOW)).toBeNull();
  });

  it('keeps only stylesheets of the build in the shell it paints into', () => {
    const hostile = SHELL.replace(STYLES, '/assets/chats-1.css https://evil.example/x.css /assets/../x.css javascript:x');
    const html = paintedShell(hostile, '<p>painted</p>', 'en', 1) ?? '';
    expect(html.match(/<link rel="stylesheet" crossorigin href="[^"]*">/g)).toEqual(['<link rel="stylesheet" crossorigin href="/assets/chats-1.css">']);
    expect(paintedShell(SHELL.replace(/<meta name="conversation-paint-styles"[^>]*>/, ''), '<p>painted</p>', 'en', 1)).toBeNull();
  });
});
