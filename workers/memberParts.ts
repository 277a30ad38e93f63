// The member's part of the sync engine (decision 136): the chat engine with its outbox and event
// stream, every member action and the member's pull steps (chats, likes). The engine loads this
// module by dynamic import once a member's session exists or a visitor calls an action, so a
// visitor's first route runs the boot pull without it.
import type { User } from '../src/contract/index.ts';
import type { SyncWorkerApi } from '../src/sync/protocol.ts';
import { AppDatabase } from '../src/db/schema.ts';
import { createPaymentsApi } from './paymentsApi.ts';
import { createContentApi } from './contentActions.ts';
import { createSafetyApi } from './safetyActions.ts';
import { createDataExportApi } from './dataExportActions.ts';
import { createChatEngine, type ChatEngine, type ChatEngineDeps } from './chatEngine.ts';
import { chatPullSteps } from './chatPull.ts';
import { createLikesActions } from './likesActions.ts';
import { likesStep } from './likesPull.ts';
import { createMembersApi } from './membersApi.ts';
import { createAccountApi } from './accountApi.ts';
import type { Clock } from './clock.ts';
import type { PullStep } from './pull.ts';

/** Every action of one member's session (the engine's own calls aside). */
export type SessionApi = Omit<SyncWorkerApi, 'start' | 'login' | 'logout' | 'setLanguage' | 'poke' | 'setVisible' | 'setOnline' | 'setDevicePush'>;

/** The chat engine's dependencies (chatEngine.ts), with the flush required, and the member switch. */
export interface MemberPartsDeps extends ChatEngineDeps {
  /** the outbox out now, by this worker or the leader */
  requestFlush: () => void;
  /** the answer of an account action names the member now on this device */
  becomeMember: (user: User | null) => Promise<void>;
}

export interface MemberParts {
  readonly chat: ChatEngine;
  readonly services: SessionApi;
}

export function createMemberParts(deps: MemberPartsDeps): MemberParts {
  const { db, api, clock, requestSync } = deps;
  const now = () => clock.now();
  const chat = createChatEngine({ db, api, clock, random: deps.random, eventSource: deps.eventSource, requestSync, requestFlush: deps.requestFlush });
  const services: SessionApi = {
    ...createMembersApi({ api, db, now }),
    ...chat.actions,
    ...createLikesActions({ db, api, clock, requestSync }),
    ...createAccountApi({ api, db, becomeMember: deps.becomeMember }),
    ...createPaymentsApi({ api, db, now }),
    ...createContentApi({ api }),
    ...createDataExportApi({ api }),
    ...createSafetyApi({ api, db, now, requestSync }),
  };
  return { chat, services };
}

/** The pull steps that only a logged-in member's pull runs (each skips for a visitor). */
export function memberSteps(clock: Pick<Clock, 'now'>): readonly PullStep[] {
  return [...chatPullSteps, likesStep(clock)];
}

/**
 * A handle on the session's database through Dexie (src/db/schema.ts): here, in the member's part,
 * so that Dexie is not on a visitor's start (decision 141). Dexie upgrades a database that the
 * worker's first part created with its kv table alone (workers/kvStore.ts).
 */
export function openDatabase(name: string): AppDatabase {
  return new AppDatabase(name);
}
