import type { Locale, LoginRequest } from '../contract/index.ts';
import type { ActionResult } from '../../workers/actionEntries.ts';
import { whenSyncReady } from './remote.ts';
import { clearTimeBonus } from '../state/timeBonus.ts';

const ok: ActionResult = { ok: true };
/** The worker itself failed (a bug, not the network): the UI shows its generic error. */
const broken: ActionResult = { ok: false, error: { error: 'server_error' } };

async function call(run: () => Promise<ActionResult>): Promise<ActionResult> {
  try {
    return await run();
  } catch {
    return broken;
  }
}

/** Log in; the user appears in Dexie (useCurrentUser) before this resolves. */
export function login(request: LoginRequest): Promise<ActionResult> {
  return call(async () => (await whenSyncReady()).login(request));
}

/** Log out: the server is told if it can be reached; local member data is always cleared. */
export function logout(): Promise<ActionResult> {
  return call(async () => {
    // this browser stops getting the member's pushes (removed while the session is valid)
    // push.ts loads here, not with the first route (a member's pages have it already)
    await (await import('../state/push.ts')).forgetPushSubscription();
    await (await whenSyncReady()).logout();
    // the members area (and the countdown's lifecycle) is gone before the member is (SPEC §4)
    clearTimeBonus();
    return ok;
  });
}

/** Save the chosen locale for a logged-in member (nothing to save when logged out). */
export function setLanguage(language: Locale): Promise<ActionResult> {
  return call(async () => (await whenSyncReady()).setLanguage(language));
}

/** Pull now (pull-to-refresh, a retry button); answers once the worker has been asked. */
export function refresh(): Promise<ActionResult> {
  return call(async () => {
    await (await whenSyncReady()).poke('manual');
    return ok;
  });
}
