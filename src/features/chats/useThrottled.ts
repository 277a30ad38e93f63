import { useEffect, useRef, useState } from 'react';

/**
 * The value, passed on at once when the change is small (`small(shown, next)`) or after a quiet
 * spell, and otherwise at most once per `ms` while it keeps changing (the last value always
 * arrives). A conversation shows a new message at once, while a backfill landing chunk by chunk
 * re-renders it a few times a second instead of at every chunk (on a phone, and on a two-core
 * machine, each render and paint is CPU the sync worker then lacks).
 */
export function useThrottled<T>(value: T, ms: number, small: (shown: T, next: T) => boolean = () => false): T {
  const [shown, setShown] = useState(value);
  const shownAt = useRef(0);
  const latest = useRef(value);
  const isSmall = useRef(small);
  useEffect(() => {
    latest.current = value;
    isSmall.current = small;
  });
  useEffect(() => {
    if (Object.is(value, shown)) return undefined;
    const show = (): void => {
      shownAt.current = performance.now();
      setShown(latest.current);
    };
    const wait = shownAt.current + ms - performance.now();
    if (wait <= 0 || isSmall.current(shown, value)) {
      show();
      return undefined;
    }
    const timer = setTimeout(show, wait);
    return () => clearTimeout(timer);
  }, [value, shown, ms]);
  return shown;
}
