import { describe, expect, it } from 'vitest';
import { parsePushPayload, sameOriginUrl } from './push.ts';

describe('reading a push payload', () => {
  it('keeps every field of a well-formed poke', () => {
    const raw = JSON.stringify({ kind: 'message', title: 'Anna', body: 'New message', url: '/chats/7', tag: 'chat-7' });
    expect(parsePushPayload(raw, 'Flirtwave')).toEqual({ kind: 'message', title: 'Anna', body: 'New message', url: '/chats/7', tag: 'chat-7' });
  });

  it('keeps a badge count and drops a bad one', () => {
    expect(parsePushPayload(JSON.stringify({ title: 'x', badge: 3 }), 'F').badge).toBe(3);
    expect(parsePushPayload(JSON.stringify({ title: 'x', badge: -1 }), 'F').badge).toBeUndefined();
    expect(parsePushPayload(JSON.stringify({ title: 'x', badge: '2' }), 'F').badge).toBeUndefined();
  });

  it.each([
    ['no data', null],
    ['broken JSON', '{"kind":'],
    ['a JSON string', '"hello"'],
    ['empty fields', JSON.stringify({ kind: '', title: '', url: '' })],
  ])('falls back to a plain notification that opens the app for %s', (_label, raw) => {
    expect(parsePushPayload(raw, 'Flirtwave')).toEqual({ kind: 'poke', title: 'Flirtwave', body: '', url: '/' });
  });
});

describe('the address a notification opens', () => {
  const origin = 'https://flirtwave.example';

  it('resolves a path of our origin', () => {
    expect(sameOriginUrl('/chats/3', origin)).toBe('https://flirtwave.example/chats/3');
  });

  it('never opens another origin', () => {
    expect(sameOriginUrl('https://evil.example/phish', origin)).toBe('https://flirtwave.example/');
    expect(sameOriginUrl('//evil.example/x', origin)).toBe('https://flirtwave.example/');
  });
});
