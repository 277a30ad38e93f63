import type { ComplaintAnswer, ComplaintRequest, MatchFinderAnswer, SwipeAnswer, SwipeCandidatesAnswer, SwipeRequest } from '../contract/safety.ts';
import type { Profile } from '../contract/user.ts';
import type { ReportAnswer, ReportRequest } from '../contract/reports.ts';
import type { SafetyResult } from './safetyProtocol.ts';
import { whenSyncReady } from './remote.ts';

const broken = { ok: false, error: { error: 'server_error' } } as const;

async function call<T>(run: () => Promise<SafetyResult<T>>): Promise<SafetyResult<T>> {
  try {
    return await run();
  } catch {
    return broken;
  }
}

/** The swipe game's next cards and the likes left today. */
export function loadSwipeCandidates(): Promise<SafetyResult<SwipeCandidatesAnswer>> {
  return call(async () => (await whenSyncReady()).loadSwipeCandidates());
}

/** A like or pass on the card; a match opens the likes' match modal by itself. */
export function swipe(request: SwipeRequest, card: Profile): Promise<SafetyResult<SwipeAnswer>> {
  return call(async () => (await whenSyncReady()).swipe(request, card));
}

export function loadMatchFinder(): Promise<SafetyResult<MatchFinderAnswer>> {
  return call(async () => (await whenSyncReady()).loadMatchFinder());
}

export function sendComplaint(request: ComplaintRequest): Promise<SafetyResult<ComplaintAnswer>> {
  return call(async () => (await whenSyncReady()).sendComplaint(request));
}

export function sendReport(request: ReportRequest): Promise<SafetyResult<ReportAnswer>> {
  return call(async () => (await whenSyncReady()).sendReport(request));
}

/** A moderator's notice dismissed (decision 133); nothing to show when the worker is away. */
export async function dismissNotice(id: number): Promise<void> {
  try {
    await (await whenSyncReady()).dismissNotice(id);
  } catch {
    // the notice shows again at the next start: the member can dismiss it then
  }
}
