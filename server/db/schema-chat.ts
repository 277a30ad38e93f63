// Chat (migration 0004_chat.sql): conversations, their two membership rows, messages,
// gifts and icebreakers. Foreign keys live in the SQL; this module mirrors the columns for drizzle.
import { bigint, boolean, integer, pgTable, primaryKey, serial, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { seqColumn, tz } from './columns.ts';

/** One row per pair of members (member_low < member_high); `started_by` counts against the free limit. */
export const conversations = pgTable('conversations', {
  id: serial('id').primaryKey(),
  siteId: integer('site_id').notNull(),
  memberLow: integer('member_low').notNull(),
  memberHigh: integer('member_high').notNull(),
  startedBy: integer('started_by').notNull(),
  createdAt: tz('created_at').notNull(),
});

/**
 * A member's side of a conversation: unread count, read marks and what they deleted. `hidden` is a
 * deleted conversation (a tombstone for sync) until a new message arrives; `cleared_seq` hides the
 * messages up to the deletion. `version` comes from change_seq (bump trigger) for sync cursors.
 */
export const conversationMembers = pgTable(
  'conversation_members',
  {
    conversationId: integer('conversation_id').notNull(),
    memberId: integer('member_id').notNull(),
    peerId: integer('peer_id').notNull(),
    unread: integer('unread').notNull().default(0),
    lastSeq: bigint('last_seq', { mode: 'number' }).notNull().default(0),
    lastMessageId: uuid('last_message_id'),
    lastMessageAt: tz('last_message_at'),
    /** the last message's kind, body and sender, copied from it (migration 0011, decision 104) */
    lastKind: text('last_kind').$type<'text' | 'image' | 'gift'>(),
    lastBody: text('last_body'),
    lastSenderId: integer('last_sender_id'),
    readSeq: bigint('read_seq', { mode: 'number' }).notNull().default(0),
    peerReadSeq: bigint('peer_read_seq', { mode: 'number' }).notNull().default(0),
    clearedSeq: bigint('cleared_seq', { mode: 'number' }).notNull().default(0),
    hidden: boolean('hidden').notNull().default(false),
    version: seqColumn('version'),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.memberId] })],
);

export const gifts = pgTable('gifts', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  emoji: text('emoji').notNull(),
  colour: text('colour').notNull(),
  position: smallint('position').notNull().default(0),
});

/** Immutable once written; `seq` (change_seq) orders a conversation and is its sync cursor. */
export const messages = pgTable('messages', {
  id: uuid('id').primaryKey(),
  conversationId: integer('conversation_id').notNull(),
  senderId: integer('sender_id').notNull(),
  kind: text('kind').$type<'text' | 'image' | 'gift'>().notNull(),
  body: text('body').notNull(),
  giftId: integer('gift_id'),
  imageKey: text('image_key'),
  cost: integer('cost').notNull().default(0),
  createdAt: tz('created_at').notNull(),
  seq: seqColumn('seq'),
  /** the contact filter (decision 122, migration 0020): what the receiver sees when masked (null: body) */
  shownBody: text('shown_body'),
  /** null, 'masked', 'held' (only the sender sees it), 'released' or 'rejected' */
  filterState: text('filter_state').$type<'masked' | 'held' | 'released' | 'rejected'>(),
  filterKinds: text('filter_kinds').array(),
});

export const icebreakers = pgTable('icebreakers', {
  id: serial('id').primaryKey(),
  text: text('text').notNull(),
  position: smallint('position').notNull().default(0),
});
