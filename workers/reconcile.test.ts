import { describe, expect, it } from 'vitest';
import type { Chat, ChatMessage } from '../src/contract/chats.ts';
import type { ChatRow, MessageRow } from '../src/db/schema.ts';
import { chatRowFromServer, PENDING_ORDER } from './chatRows.ts';
import { reconcileChats, reconcileMessages, type PendingOp } from './reconcile.ts';

const chat = (id: number, profileId: number, over: Partial<Chat> = {}): Chat => ({
  conversation: { id },
  profile: { id: profileId, name: `P${profileId}`, image: null, status: 'active', fictional: false },
  num_unread_messages: 2,
  last_message: { id: `m${id}`, kind: 'text', body: 'server says hi', from_me: false },
  last_message_at: '2026-11-01T10:00:00.000Z',
  last_seq: '10',
  peer_read_seq: '0',
  reply_blocked: false,
  ...over,
});
const local = (id: number, profileId: number): ChatRow => ({ ...chatRowFromServer(chat(id, profileId)), lastMessagePreview: 'old' });
const later = Date.parse('2026-11-01T11:00:00.000Z');
const send = (conversationId: number, profileId: number, createdAt = later): PendingOp => ({
  kind: 'sendMessage',
  conversationId,
  profileId,
  message: { id: 'pending', createdAt, body: 'my pending line', kind: 'text' },
});

describe('reconcileChats', () => {
  const cases: Array<{ name: string; chats: Chat[]; tombstones: number[]; local: ChatRow[]; pending: PendingOp[]; put: Array<Partial<ChatRow>>; remove: number[] }> = [
    { name: 'a new chat from the server is stored', chats: [chat(1, 7)], tombstones: [], local: [], pending: [], put: [{ id: 1, numUnread: 2, lastMessagePreview: 'server says hi' }], remove: [] },
    { name: 'the server row wins over the stored one', chats: [chat(1, 7)], tombstones: [], local: [local(1, 7)], pending: [], put: [{ id: 1, lastMessagePreview: 'server says hi' }], remove: [] },
    { name: 'a pending read keeps the unread count at 0', chats: [chat(1, 7)], tombstones: [], local: [local(1, 7)], pending: [{ kind: 'markRead', conversationId: 1, profileId: 7 }], put: [{ id: 1, numUnread: 0 }], remove: [] },
    { name: 'a pending newer message stays the preview', chats: [chat(1, 7)], tombstones: [], local: [local(1, 7)], pending: [send(1, 7)], put: [{ id: 1, lastMessagePreview: 'my pending line', lastMessageAt: later, lastMessageFromMe: true }], remove: [] },
    { name: 'a pending message older than the server one does not replace it', chats: [chat(1, 7)], tombstones: [], local: [], pending: [send(1, 7, 5)], put: [{ id: 1, lastMessagePreview: 'server says hi' }], remove: [] },
    { name: 'a pending delete keeps the chat gone', chats: [chat(1, 7)], tombstones: [], local: [local(1, 7)], pending: [{ kind: 'deleteChat', conversationId: 1, profileId: 7 }], put: [], remove: [1] },
    { name: 'a pending delete by profile keeps every chat with the member gone', chats: [chat(1, 7), chat(2, 7), chat(3, 8)], tombstones: [], local: [local(1, 7), local(2, 7), local(3, 8)], pending: [{ kind: 'deleteChat', conversationId: 0, profileId: 7, every: true }], put: [{ id: 3, profileId: 8 }], remove: [1, 2] },
    { name: 'a pending delete of a chat not stored removes nothing', chats: [chat(1, 7)], tombstones: [], local: [], pending: [{ kind: 'deleteChat', conversationId: 1, profileId: 7 }], put: [], remove: [] },
    { name: 'a tombstone removes the chat', chats: [], tombstones: [1], local: [local(1, 7)], pending: [], put: [], remove: [1] },
    { name: 'a tombstone of an unknown chat is ignored', chats: [], tombstones: [9], local: [local(1, 7)], pending: [], put: [], remove: [] },
    { name: 'a tombstone waits while a message to the chat is on its way', chats: [], tombstones: [1], local: [local(1, 7)], pending: [send(1, 7)], put: [], remove: [] },
    { name: 'the server conversation replaces its local stand-in', chats: [chat(3, 7)], tombstones: [], local: [{ ...local(1, 7), id: -7 }], pending: [], put: [{ id: 3 }], remove: [-7] },
    { name: 'pending rows of another member change nothing', chats: [chat(1, 7)], tombstones: [], local: [], pending: [{ kind: 'markRead', conversationId: 2, profileId: 8 }], put: [{ id: 1, numUnread: 2 }], remove: [] },
  ];
  it.each(cases)('$name', ({ chats, tombstones, local: stored, pending, put, remove }) => {
    const plan = reconcileChats({ chats, tombstones }, stored, pending);
    expect(plan.put).toHaveLength(put.length);
    put.forEach((expected, i) => expect(plan.put[i]).toMatchObject(expected));
    expect(plan.remove).toEqual(remove);
  });
});

const serverMessage = (id: string, seq: number, fromMe = true): ChatMessage => ({
  id,
  conversation_id: 1,
  from_me: fromMe,
  kind: 'text',
  body: id,
  gift_id: null,
  image: null,
  created_at: '2026-11-01T10:00:00.000Z',
  seq: String(seq),
});
const localMessage = (id: string, over: Partial<MessageRow> = {}): MessageRow => ({
  id,
  conversationId: 1,
  fromMe: true,
  body: id,
  createdAt: 1,
  state: 'sending',
  version: 0,
  pending: 1,
  kind: 'text',
  giftId: null,
  image: null,
  seq: null,
  order: PENDING_ORDER + 1,
  ...over,
});

describe('reconcileMessages', () => {
  const cases: Array<{ name: string; incoming: ChatMessage[]; local: MessageRow[]; peerRead: number; expected: Array<Partial<MessageRow>> }> = [
    { name: 'a new message from the other member is stored', incoming: [serverMessage('x', 5, false)], local: [], peerRead: 0, expected: [{ id: 'x', fromMe: false, seq: 5, order: 5 }] },
    { name: 'the server row replaces the local echo: sending → sent', incoming: [serverMessage('e', 6)], local: [localMessage('e')], peerRead: 0, expected: [{ id: 'e', state: 'sent', seq: 6, order: 6, version: 6 }] },
    { name: 'acked after the other member read it: sending → read', incoming: [serverMessage('e', 6)], local: [localMessage('e')], peerRead: 6, expected: [{ id: 'e', state: 'read' }] },
    { name: 'a read mark turns my sent messages read', incoming: [], local: [localMessage('s', { state: 'sent', seq: 4, order: 4, pending: undefined })], peerRead: 4, expected: [{ id: 's', state: 'read' }] },
    { name: 'a read mark below my message changes nothing', incoming: [], local: [localMessage('s', { state: 'sent', seq: 4, order: 4 })], peerRead: 3, expected: [] },
    { name: 'a read message stays read when pulled again unread', incoming: [serverMessage('r', 4)], local: [localMessage('r', { state: 'read', seq: 4 })], peerRead: 0, expected: [{ id: 'r', state: 'read' }] },
    { name: 'a pending message the server does not have yet is left alone', incoming: [serverMessage('x', 5, false)], local: [localMessage('p')], peerRead: 9, expected: [{ id: 'x' }] },
    { name: 'a failed message the server took after all becomes sent', incoming: [serverMessage('f', 7)], local: [localMessage('f', { state: 'failed', failReason: 'server_error' })], peerRead: 0, expected: [{ id: 'f', state: 'sent' }] },
  ];
  it.each(cases)('$name', ({ incoming, local: stored, peerRead, expected }) => {
    const out = reconcileMessages(incoming, stored, peerRead);
    expect(out).toHaveLength(expected.length);
    expected.forEach((e, i) => expect(out[i]).toMatchObject(e));
  });
});
