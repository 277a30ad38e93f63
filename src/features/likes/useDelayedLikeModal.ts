import { useEffect, useRef } from 'react';
import { useSearch } from 'wouter';
import { likes, refresh } from '../../sync/index.ts';
import { delayedLikeSeconds, withoutLikeDelay } from './likeDelayParam.ts';

/** Likes are reloaded this long after the modal got its profile from auto-like.php (SPEC §7). */
export const LIKES_RELOAD_MS = 500;

/**
 * `?t=<seconds>` on any page (SPEC §4): the parameter leaves the URL at once (history.replaceState)
 * and the like modal shows that many seconds later (counted once the member is known), its profile
 * from auto-like.php. Removing the parameter changes the search again: the timer survives that.
 */
export function useDelayedLikeModal(loggedIn: boolean): void {
  const search = useSearch();
  const pending = useRef<number | null>(null);
  const timers = useRef<Array<ReturnType<typeof setTimeout>>>([]);

  useEffect(() => {
    const seconds = delayedLikeSeconds(search);
    if (seconds !== null) {
      window.history.replaceState(window.history.state, '', withoutLikeDelay(window.location.href));
      pending.current = seconds;
    }
    if (pending.current === null || !loggedIn) return;
    const wait = pending.current * 1000;
    pending.current = null;
    timers.current.push(
      setTimeout(() => {
        void likes.autoLike().then((result) => {
          if (result.ok) timers.current.push(setTimeout(() => void refresh(), LIKES_RELOAD_MS));
        });
      }, wait),
    );
  }, [search, loggedIn]);

  useEffect(() => {
    const list = timers.current;
    return () => {
      for (const timer of list) clearTimeout(timer);
    };
  }, []);
}
