import Dexie, { type EntityTable } from 'dexie';
import type { CompanyInfo, Interest, Profile, RegionsAnswer, Settings, User } from '../contract/index.ts';
import type { SessionEndedNotice } from '../contract/moderationNotices.ts';
import type { ChatKvValues, MessageKind, ThreadRow } from './chatRows.ts';
import type { LikeCardFields, LikesKvValues } from './likeRows.ts';
import type { OwnProfileRow, ProfileDetailRow } from './membersRows.ts';
import type { AccountRow } from './accountRows.ts';

import type { CURRENT_MEMBER_KEY, LEFTOVER_DATABASES_KEY } from './names.ts';
import type { BundleRow, CreditOrderRow, ShopRow, TransactionRow } from './paymentRows.ts';
export type { AccountRow, AccountRowValues, AccountKey } from './accountRows.ts';

/** Values kept under one key each in the kv table. */
export interface KvValues extends ChatKvValues, LikesKvValues {
  user: User | null;
  settings: Settings;
  interests: Interest[];
  regions: RegionsAnswer['region_data'];
  companyinfo: CompanyInfo;
  /** the sync engine's view of itself, for the UI (useSyncStatus) */
  syncStatus: SyncStatusRow;
  /** the member's database was unusable and recreated, and unsent rows were lost (decision 116) */
  storageNotice: { at: number; outbox: number } | null;
  /** a moderator ended the member's session (suspension, ban): the visitor's database says why (decision 133) */
  sessionEnded: SessionEndedNotice | null;
  /** the moderators' notices the member dismissed on this device (decision 133) */
  noticesDismissed: number[];
  /** cursors of the pull protocol, by list name */
  cursors: Record<string, string>;
}
export type KvKey = keyof KvValues;
export interface KvRow<K extends KvKey = KvKey> {
  key: K;
  value: KvValues[K];
}

export interface SyncStatusRow {
  state: 'idle' | 'pulling' | 'backoff' | 'offline' | 'stopped';
  lastPullAt: number | null;
  lastError: string | null;
  online: boolean;
}

export interface ProfileRow extends Profile {
  version: number;
}

export interface ChatRow {
  id: number;
  profileId: number;
  numUnread: number;
  lastMessageAt: number;
  lastMessagePreview: string;
  version: number;
  pending?: 1;
  // chat; `id` is negative (-profileId) for a conversation not yet created on the server
  profileName?: string;
  profileImage?: string | null;
  /** the other member is a fictional profile (the site's fictional icon beside the name) */
  profileFictional?: boolean;
  lastMessageKind?: MessageKind | null;
  lastMessageFromMe?: boolean;
  /** newest server sequence in the conversation; its messages are pulled when it moves */
  lastSeq?: number;
  /** my messages up to this sequence have been read by the other member */
  peerReadSeq?: number;
  /** the other member has not confirmed their e-mail: no replies (SPEC §4) */
  replyBlocked?: boolean;
}

export interface MessageRow {
  id: string;
  conversationId: number;
  fromMe: boolean;
  body: string;
  createdAt: number;
  state: 'sending' | 'sent' | 'read' | 'failed';
  failReason?: string;
  version: number;
  pending?: 1;
  // chat
  kind: MessageKind;
  giftId: number | null;
  /** the image URL, or the picture's data URL while an image message is not yet sent */
  image: string | null;
  /** the server sequence; null until the server has it */
  seq: number | null;
  /** sort key: the server sequence, or PENDING_ORDER + createdAt for a message not yet sent */
  order: number;
  /** my message reached the receiver with contact details masked (decision 122) */
  masked?: true;
  /** written by the service worker from a push that cut its text (decision 178): the next pull brings it whole */
  cut?: true;
}

/** A like with the other member's card fields (`Partial`: rows from before version 6 are cleared). */
export interface LikeRow extends Partial<LikeCardFields> {
  /** `${direction}:${profileId}` */
  id: string;
  profileId: number;
  direction: 'out' | 'in';
  likeNew: boolean;
  createdAt: number;
  version: number;
  pending?: 1;
}

export interface SearchRow {
  /** canonical query string */
  query: string;
  ids: number[];
  numResults: number;
  page: number;
  fetchedAt: number;
  /** members area: similar results, the keyset cursor of the next page, the page size */
  similarIds?: number[];
  similarNumResults?: number;
  next?: number | null;
  pageSize?: number;
}

export type OutboxState = 'queued' | 'sending' | 'stalled' | 'done' | 'rejected';
/**
 * Each outbox kind's payload, declared beside the kind's handler in workers/ (chatOutbox.ts,
 * likesOutbox.ts) by declaration merging (decision 183): a new kind is declared in one file.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the kinds' declarations
export interface OutboxPayloads {}
export type OutboxKind = keyof OutboxPayloads;
/** An outbox row of one kind. */
export type OutboxRowOf<K extends OutboxKind> = OutboxRowFields & { kind: K; payload: OutboxPayloads[K] };
/** An outbox row: a union over the kinds, told apart by `kind`. */
export type OutboxRow = { [K in OutboxKind]: OutboxRowOf<K> }[OutboxKind];
export interface OutboxRowFields {
  id: string;
  createdAt: number;
  attempts: number;
  nextAttemptAt: number;
  state: OutboxState;
  lastError: string | null;
  /** rows of one queue go out one at a time, oldest first (e.g. `conversation:12`) */
  queue: string;
}

export class AppDatabase extends Dexie {
  kv!: EntityTable<KvRow, 'key'>;
  profiles!: EntityTable<ProfileRow, 'id'>;
  chats!: EntityTable<ChatRow, 'id'>;
  messages!: EntityTable<MessageRow, 'id'>;
  likes!: EntityTable<LikeRow, 'id'>;
  searches!: EntityTable<SearchRow, 'query'>;
  outbox!: EntityTable<OutboxRow, 'id'>;
  threads!: EntityTable<ThreadRow, 'conversationId'>;
  profileDetails!: EntityTable<ProfileDetailRow, 'id'>;
  ownProfiles!: EntityTable<OwnProfileRow, 'id'>;
  account!: EntityTable<AccountRow, 'key'>;
  creditBundles!: EntityTable<BundleRow, 'id'>;
  creditOrders!: EntityTable<CreditOrderRow, 'id'>;
  transactions!: EntityTable<TransactionRow, 'payment_id'>;
  shop!: EntityTable<ShopRow, 'key'>;

  /** `name`: a member's or the visitor's database (names.ts memberDbName; decision 116) */
  constructor(name: string) {
    super(name);
    // Deleted by another context (a logout in another tab): stay closed. Dexie's own handler
    // would open it again on the next call and so create an empty database of that member anew.
    this.on('versionchange', (event: IDBVersionChangeEvent) => {
      if (!event.newVersion) this.close({ disableAutoOpen: true });
    });
    this.version(1).stores({
      kv: 'key',
      profiles: 'id',
      chats: 'id, profileId, lastMessageAt',
      messages: 'id, [conversationId+createdAt]',
      likes: 'id, [direction+createdAt], profileId',
      searches: 'query, fetchedAt',
      outbox: 'id, state, nextAttemptAt, kind',
    });
    // ── chat: messages by server sequence, outbox queues, per-conversation sync state ──
    this.version(3)
      .stores({
        messages: 'id, [conversationId+order]',
        outbox: 'id, state, nextAttemptAt, kind, [queue+createdAt]',
        threads: 'conversationId',
      })
      .upgrade((tx) => tx.table('messages').clear());
    // ── members area: opened profiles and the own editable profile ──
    this.version(2).stores({
      profileDetails: 'id, fetchedAt',
      ownProfiles: 'id',
    });
    // ── account: signup matches, blocked members, notification settings ──
    this.version(4).stores({ account: 'key' });
    // ── credits shop: bundles of the member's country, orders, payments, shop answers ──
    this.version(5).stores({
      creditBundles: 'id',
      creditOrders: 'id',
      transactions: 'payment_id, created_at',
      shop: 'key',
    });
    // ── likes: like rows carry the other member's card; older rows had none ──
    this.version(6)
      .stores({ likes: 'id, [direction+createdAt], profileId' })
      .upgrade((tx) => tx.table('likes').clear());
  }
}

/** Row of the device database's kv table: the current member, the emptied databases left to delete (decision 195). */
export type DeviceKvRow = { key: typeof CURRENT_MEMBER_KEY; value: number | null } | { key: typeof LEFTOVER_DATABASES_KEY; value: string[] };

/**
 * The device database (decision 116): which member is current, so the page and every tab's worker
 * open that member's database. It holds nothing of the member but the id (and, until they are
 * deleted, the names of emptied databases whose deletion did not end: decision 195).
 */
export class DeviceDatabase extends Dexie {
  kv!: EntityTable<DeviceKvRow, 'key'>;

  constructor(name: string) {
    super(name);
    this.version(1).stores({ kv: 'key' });
  }
}

/** Tables that hold a member's own data (in the member's database; the pull writes them in one transaction). */
export const memberTables = ['profiles', 'chats', 'messages', 'likes', 'searches', 'outbox', 'profileDetails', 'ownProfiles', 'threads', 'account', 'creditBundles', 'creditOrders', 'transactions', 'shop'] as const;
