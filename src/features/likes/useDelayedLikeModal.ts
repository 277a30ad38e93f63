import { useEffect } from 'react';
import { useSearch } from 'wouter';
import { refresh, actions } from '../../sync/index.ts';
import { delayedLikeSeconds, withoutLikeDelay } from './likeDelayParam.ts';

/** Likes are reloaded this long after the modal got its profile from auto-like.php (SPEC §7). */
export const LIKES_RELOAD_MS = 500;

/**
 * The page's one pending `?t=` like: kept outside the component, so a layout
 * remounted by a navigation neither drops it nor starts it again. `seconds` waits for the member
 * to be known; then the timer runs whatever is mounted.
 */
const pendingLike: { seconds: number | null; timer: ReturnType<typeof setTimeout> | null } = { seconds: null, timer: null };

function schedule(): void {
  if (pendingLike.seconds === null) return;
  const wait = pendingLike.seconds * 1000;
  pendingLike.seconds = null;
  pendingLike.timer = setTimeout(() => {
    pendingLike.timer = null;
    void actions.autoLike().then((result) => {
      if (result.ok) setTimeout(() => void refresh(), LIKES_RELOAD_MS);
    });
  }, wait);
}

/** Forgets a pending like (a logout, and between tests). */
export function cancelDelayedLike(): void {
  if (pendingLike.timer !== null) clearTimeout(pendingLike.timer);
  pendingLike.seconds = null;
  pendingLike.timer = null;
}

/**
 * `?t=<seconds>` on any page (SPEC §4): the parameter leaves the URL at once (history.replaceState)
 * and the like modal shows that many seconds later (counted once the member is known), its profile
 * from auto-like.php. Removing the parameter changes the search again, and a navigation may mount
 * the layout again: the pending like survives both.
 */
export function useDelayedLikeModal(loggedIn: boolean): void {
  const search = useSearch();
  useEffect(() => {
    const seconds = delayedLikeSeconds(search);
    if (seconds !== null) {
      window.history.replaceState(window.history.state, '', withoutLikeDelay(window.location.href));
      cancelDelayedLike();
      pendingLike.seconds = seconds;
    }
    if (loggedIn) schedule();
  }, [search, loggedIn]);
}
