import { describe, expect, it } from 'vitest';
import { PushPayload } from '../../src/contract/push.ts';
import { locales } from '../../src/contract/locales.ts';
import { nextSlot } from './index.ts';
import { renderNotifyMail } from './mail.ts';
import { encodePayload, pushTopic, PUSH_PAYLOAD_LIMIT } from './push.ts';
import { notifyTexts } from './texts.ts';

describe('push payloads', () => {
  const poke: PushPayload = { kind: 'message', title: 'Alice sent you a message', body: 'Open the chat to read it.', url: '/chats/1', tag: 'conversation-1', conversation_id: 1 };

  it('stay whole when small and are shortened, never dropped, when too big for the 4 KB limit', () => {
    expect(JSON.parse(encodePayload(poke))).toEqual(poke);
    const huge = { ...poke, title: 'A'.repeat(5000), body: 'B'.repeat(5000) };
    const encoded = encodePayload(huge);
    expect(Buffer.byteLength(encoded)).toBeLessThanOrEqual(PUSH_PAYLOAD_LIMIT);
    expect(PushPayload.parse(JSON.parse(encoded))).toMatchObject({ kind: 'message', url: '/chats/1', tag: 'conversation-1' });
  });

  it('topics are at most 32 URL-safe characters', () => {
    expect(pushTopic('conversation-123')).toBe('conversation-123');
    expect(pushTopic('a b/c:d'.repeat(10))).toMatch(/^[A-Za-z0-9_-]{1,32}$/);
  });
});

describe('schedule slots (UTC)', () => {
  it('the next 18:00, and the next Monday 09:00', () => {
    expect(nextSlot(new Date('2026-11-15T12:00:00Z'), 18).toISOString()).toBe('2026-11-15T18:00:00.000Z');
    expect(nextSlot(new Date('2026-11-15T18:00:01Z'), 18).toISOString()).toBe('2026-11-16T18:00:00.000Z');
    expect(nextSlot(new Date('2026-11-15T12:00:00Z'), 9, 1).toISOString()).toBe('2026-11-16T09:00:00.000Z');
    expect(nextSlot(new Date('2026-11-16T09:30:00Z'), 9, 1).toISOString()).toBe('2026-11-23T09:00:00.000Z');
  });
});

describe('notification texts', () => {
  it('exist in every locale with the placeholders of English', () => {
    const placeholders = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort();
    for (const locale of locales) {
      const t = notifyTexts[locale];
      for (const [event, lines] of Object.entries(notifyTexts.en.push)) {
        const own = t.push[event as keyof typeof t.push];
        expect(placeholders(own.title), `${locale} push ${event}`).toEqual(placeholders(lines.title));
        expect(placeholders(own.body), `${locale} push ${event}`).toEqual(placeholders(lines.body));
      }
      for (const [event, lines] of Object.entries(notifyTexts.en.mail)) {
        const own = t.mail[event as keyof typeof t.mail];
        expect(placeholders(own.subject), `${locale} mail ${event}`).toEqual(placeholders(lines.subject));
        expect(placeholders(own.intro), `${locale} mail ${event}`).toEqual(placeholders(lines.intro));
      }
    }
  });

  it('a notification mail escapes names and carries its unsubscribe link', () => {
    const mail = renderNotifyMail({
      event: 'like',
      locale: 'fr',
      siteName: 'Flirtwave',
      memberName: 'Zoé',
      values: { name: '<b>Eve</b>' },
      actionUrl: 'https://x.example/members/2',
      unsubscribeUrl: 'https://x.example/api/unsubscribe.php?t=abc',
    });
    expect(mail.subject).toBe('<b>Eve</b> vous aime bien sur Flirtwave');
    expect(mail.html).toContain('&lt;b&gt;Eve&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>Eve</b>');
    expect(mail.text).toContain('https://x.example/api/unsubscribe.php?t=abc');
  });
});

describe('push endpoints the server will call', () => {
  it('are https endpoints of the browsers’ push services; anything else only with the test API', async () => {
    const { pushEndpointAllowed } = await import('./routes/push.ts');
    const live = { TEST_API: false };
    expect(pushEndpointAllowed('https://fcm.googleapis.com/fcm/send/abc', live)).toBe(true);
    expect(pushEndpointAllowed('https://updates.push.services.mozilla.com/wpush/v2/x', live)).toBe(true);
    expect(pushEndpointAllowed('https://web.push.apple.com/QA', live)).toBe(true);
    expect(pushEndpointAllowed('https://db5p.notify.windows.com/w/?token=x', live)).toBe(true);
    expect(pushEndpointAllowed('http://fcm.googleapis.com/fcm/send/abc', live)).toBe(false);
    expect(pushEndpointAllowed('https://169.254.169.254/latest', live)).toBe(false);
    expect(pushEndpointAllowed('https://fcm.googleapis.com.evil.example/x', live)).toBe(false);
    expect(pushEndpointAllowed('https://fcm.googleapis.com:8443/x', live)).toBe(false);
    expect(pushEndpointAllowed('http://127.0.0.1:4000/push/1', live)).toBe(false);
    const testApi = { TEST_API: true };
    for (const local of ['http://127.0.0.1:4000/push/1', 'http://localhost:4000/push/1', 'http://[::1]:4000/push/1', 'https://127.0.0.2/x']) {
      expect(pushEndpointAllowed(local, testApi), local).toBe(true);
    }
  });

  it('with the test API still refuses every endpoint off this machine (it took any URL, a request forgery)', async () => {
    const { pushEndpointAllowed } = await import('./routes/push.ts');
    const testApi = { TEST_API: true };
    for (const remote of [
      'http://169.254.169.254/latest/meta-data',
      'http://10.0.0.5:8080/admin',
      'https://internal.example/x',
      'http://db.localhost:5432/',
      'http://127.0.0.1.evil.example/x',
      'http://[::2]/x',
      'ftp://127.0.0.1/x',
      'http://0.0.0.0:4000/x',
    ]) {
      expect(pushEndpointAllowed(remote, testApi), remote).toBe(false);
    }
    expect(pushEndpointAllowed('https://fcm.googleapis.com/fcm/send/abc', testApi)).toBe(true);
  });
});
