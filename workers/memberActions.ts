// Every member action of the page (decision 183): the areas' entries, bound to one member's
// session. A new action is one entry in its area's object; a new area is one line here.
// Part of the member's chunk (memberParts.ts, decision 136): the worker's first part and the page
// import only its types.
import type { User } from '../src/contract/user.ts';
import type { AppDatabase } from '../src/db/schema.ts';
import { accountActions } from './accountActions.ts';
import { bindActions, type ActionEntries, type BoundActions } from './actionEntries.ts';
import type { ApiClient } from './apiClient.ts';
import { chatActions } from './chatActions.ts';
import type { Clock } from './clock.ts';
import { contentActions } from './contentActions.ts';
import { dataExportActions } from './dataExportActions.ts';
import { likesActions } from './likesActions.ts';
import { membersActions } from './membersActions.ts';
import { paymentsActions } from './paymentsActions.ts';
import { safetyActions } from './safetyActions.ts';

/** What every member action runs with: one member's session (decision 116). */
export interface SessionContext {
  db: AppDatabase;
  api: ApiClient;
  clock: Clock;
  now: () => number;
  /** a pull by the leader (which wakes and flushes the outbox first); a poke's kind narrows it */
  requestSync: (pokeKind?: string) => void;
  /** the outbox out now, by this worker or the leader */
  requestFlush: () => void;
  /** the answer of an account action names the member now on this device */
  becomeMember: (user: User | null) => Promise<void>;
}

const memberActionEntries = {
  ...accountActions,
  ...chatActions,
  ...contentActions,
  ...dataExportActions,
  ...likesActions,
  ...membersActions,
  ...paymentsActions,
  ...safetyActions,
} satisfies ActionEntries<SessionContext>;

/** The member actions as the page calls them (src/sync/pageActions.ts) and the worker exposes them. */
export type MemberActions = BoundActions<typeof memberActionEntries>;

/** Every member action bound to one member's session. */
export function createMemberActions(session: SessionContext): MemberActions {
  return bindActions<SessionContext, typeof memberActionEntries>(memberActionEntries, session);
}
