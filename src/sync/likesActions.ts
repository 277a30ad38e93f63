// The likes' actions for screens: each writes Dexie (and the outbox) in the worker and
// resolves an ActionResult; nothing here throws. Read the results with the src/db likes hooks.
import type { LikeInput } from './likesProtocol.ts';
import type { ActionResult } from './protocol.ts';
import { whenSyncReady } from './remote.ts';

const broken: ActionResult = { ok: false, error: { error: 'server_error' } };

async function call(run: () => Promise<ActionResult>): Promise<ActionResult> {
  try {
    return await run();
  } catch {
    return broken;
  }
}

/** Shows the like at once and queues it; a refusal rolls it back and leaves a notice. */
export const likeProfile = (like: LikeInput) => call(async () => (await whenSyncReady()).likeProfile(like));
export const unlikeProfile = (like: Omit<LikeInput, 'card'>) => call(async () => (await whenSyncReady()).unlikeProfile(like));
/** A liked-by profile was opened: its like stops being new (SPEC §4). */
export const markLikeSeen = (profileId: number) => call(async () => (await whenSyncReady()).markLikeSeen(profileId));
/** The match modal without a profile: one comes from auto-like.php (SPEC §7). */
export const autoLike = () => call(async () => (await whenSyncReady()).autoLike());
export const dismissLikeEvent = () => call(async () => (await whenSyncReady()).dismissLikeEvent());
export const dismissLikeNotice = () => call(async () => (await whenSyncReady()).dismissLikeNotice());
