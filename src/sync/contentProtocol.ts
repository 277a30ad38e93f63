import type { ContentPageAnswer, HomeAnswer, LanderAnswer, LanderQuery, ResellAnswer, TermsStatus } from '../contract/content.ts';
import type { ActionResult } from './protocol.ts';

/** A content action that answers data the screen shows (pages and landers are not kept in Dexie). */
export type ContentResult<T> = { ok: true; data: T } | Exclude<ActionResult, { ok: true }>;

/** Content pages, landers and terms acceptance; part of SyncWorkerApi. */
export interface ContentWorkerApi {
  /** GET page.php?token=&locale= */
  loadContentPage(token: string, locale: string): Promise<ContentResult<ContentPageAnswer>>;
  /** GET lander.php?kind=&slug=&member= */
  loadLander(query: LanderQuery): Promise<ContentResult<LanderAnswer>>;
  /** GET home.php: the members the visitors' home page shows */
  loadHome(): Promise<ContentResult<HomeAnswer>>;
  /** GET terms.php (logged in) */
  loadTermsStatus(): Promise<ContentResult<TermsStatus>>;
  /** GET resell.php: the site's cam-profile block */
  loadResell(): Promise<ContentResult<ResellAnswer>>;
  /** POST terms.php */
  acceptTerms(version: string): Promise<ContentResult<TermsStatus>>;
}
