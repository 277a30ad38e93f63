import type { ApiError, Locale, LoginRequest } from '../contract/index.ts';
import type { ChatWorkerApi } from './chatProtocol.ts';
import type { LikesWorkerApi } from './likesProtocol.ts';
import type { MembersWorkerApi } from './membersProtocol.ts';
import type { AccountWorkerApi } from './accountProtocol.ts';
import type { PaymentsWorkerApi } from './paymentsProtocol.ts';
import type { ContentWorkerApi } from './contentProtocol.ts';
import type { SafetyWorkerApi } from './safetyProtocol.ts';
import type { DataExportWorkerApi } from './dataExportProtocol.ts';

/** The outcome of a user action that the server may refuse. */
export type ActionResult = { ok: true } | { ok: false; error: ApiError | { error: 'network' } };

/** The member actions of every area, run by the current member's session (named in registry.ts). */
export interface MemberActionsApi extends ChatWorkerApi, LikesWorkerApi, MembersWorkerApi, AccountWorkerApi, PaymentsWorkerApi, ContentWorkerApi, SafetyWorkerApi, DataExportWorkerApi {}

/**
 * What the sync worker exposes to the page through comlink. Screens never use it directly: they
 * call `actions` (pageActions.ts) and the functions of src/sync/actions.ts.
 */
export interface SyncWorkerApi extends MemberActionsApi {
  /**
   * Start the engine: load settings and reference data at once, then the pull schedule. `page` is
   * the starting page's host and query, sent with settings.php (SPEC §7 _force_domain).
   */
  start(init: { visible: boolean; online: boolean; page?: { host: string; search: string } }): Promise<void>;
  login(request: LoginRequest): Promise<ActionResult>;
  logout(): Promise<void>;
  setLanguage(language: Locale): Promise<ActionResult>;
  /** Pull now (a push poke, an SSE poke, a manual refresh). */
  poke(reason: 'push' | 'sse' | 'manual'): Promise<void>;
  setVisible(visible: boolean): void;
  setOnline(online: boolean): void;
  /** whether this device holds a push subscription (polling slows down only where pushes arrive) */
  setDevicePush(subscribed: boolean): Promise<void>;
}
