import { describe, expect, it } from 'vitest';
import { PUSH_CUT_MARKER, PushPayload } from '../../src/contract/push.ts';
import { cutToBytes, encodePayload, PUSH_PAYLOAD_LIMIT } from './push.ts';

// Decision 178: the payload's budget. A message's text is cut first, with a marker;
// the JSON never passes PUSH_PAYLOAD_LIMIT (≈ 3.1 KB encrypted, under the push services' 4 KB).

function withText(body: string, title = 'Rosalind sent you a message'): PushPayload {
  return {
    kind: 'message',
    title,
    body: body.slice(0, 140),
    url: '/chats/12',
    tag: 'conversation-12',
    conversation_id: 12,
    profile_id: 5,
    member_id: 7,
    privacy: 'name_and_message',
    message: { id: '0190a0b0-0000-7000-8000-000000000001', conversation_id: 12, kind: 'text', body, gift_id: null, image: null, created_at: '2026-12-02T06:00:00.000Z', seq: '41' },
    peer: { name: 'Rosalind', fictional: false },
    generic: { title: 'You have a new notification', body: '' },
    actions: { read: 'Mark as read', open: 'Open' },
    badge: 3,
  };
}

describe('the push payload budget', () => {
  it('a message that fits goes whole', () => {
    const json = encodePayload(withText('Hello there, fancy a walk?'));
    expect(JSON.parse(json)).toEqual(withText('Hello there, fancy a walk?'));
  });

  it.each([
    ['ASCII', 'walk by the river '.repeat(300)],
    ['three-byte letters', 'こんにちは'.repeat(400)],
    ['four-byte letters and escapes', '😀"\\\n'.repeat(700)],
  ])('a long message (%s) is cut with the marker, within the limit, a prefix of the text', (_name, text) => {
    const json = encodePayload(withText(text));
    expect(Buffer.byteLength(json)).toBeLessThanOrEqual(PUSH_PAYLOAD_LIMIT);
    const parsed = PushPayload.parse(JSON.parse(json));
    expect(parsed.message?.cut).toBe(true);
    const body = parsed.message?.body ?? '';
    expect(body.endsWith(PUSH_CUT_MARKER)).toBe(true);
    expect(text.startsWith(body.slice(0, -PUSH_CUT_MARKER.length))).toBe(true);
    // most of the budget is used for the text, not thrown away
    expect(Buffer.byteLength(json)).toBeGreaterThan(PUSH_PAYLOAD_LIMIT - 200);
  });

  it('cuts between code points, never inside one', () => {
    expect(cutToBytes('aé😀b', 1)).toBe('a');
    expect(cutToBytes('aé😀b', 4)).toBe('aé');
    expect(cutToBytes('aé😀b', 7)).toBe('aé😀');
  });

  it('a title too long for any text leaves the message to the pull, and is shortened', () => {
    const json = encodePayload(withText('Hello', 'x'.repeat(5000)));
    expect(Buffer.byteLength(json)).toBeLessThanOrEqual(PUSH_PAYLOAD_LIMIT);
    const parsed = PushPayload.parse(JSON.parse(json));
    expect(parsed.message).toBeUndefined();
    expect(parsed.title.length).toBeLessThanOrEqual(120);
  });

  // decision 182: the liker's card, with a main photo's three addresses on a CDN
  function withLike(name: string): PushPayload {
    const cdn = 'https://cdn.flirtwave.example/media/members/2026/12/0190a0b0-0000-7000-8000-000000000021';
    return {
      kind: 'like',
      title: `${name} likes you`,
      body: 'Have a look at their profile.',
      url: '/members/21',
      tag: 'profile-21',
      profile_id: 21,
      member_id: 7,
      privacy: 'name_and_message',
      like: { id: 21, name, age: 34, region: 'Greater London', country: 'GB', main_image: { filename: `${cdn}.jpg`, thumb_filename: `${cdn}-thumb.jpg`, match: `${cdn}-match.jpg`, status: 'active' }, fictional: false, like_new: true, liked_at: '2026-12-02T07:00:00.000Z', match: false },
      generic: { title: 'You have a new notification', body: '' },
      badge: 3,
    };
  }

  it("a like's card goes whole (under 0.8 KB with a photo); one that cannot fit is left to the pull", () => {
    const json = encodePayload(withLike('Theodora'));
    expect(JSON.parse(json)).toEqual(withLike('Theodora'));
    expect(Buffer.byteLength(json)).toBeLessThan(1_000);
    process.stdout.write(`[figure] like push with a photo: ${Buffer.byteLength(json)} bytes\n`);
    const huge = encodePayload(withLike('Ö'.repeat(900)));
    expect(Buffer.byteLength(huge)).toBeLessThanOrEqual(PUSH_PAYLOAD_LIMIT);
    expect(PushPayload.parse(JSON.parse(huge)).like).toBeUndefined();
  });
});
