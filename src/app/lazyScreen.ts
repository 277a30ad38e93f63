import { createElement, lazy as reactLazy, useState, type ComponentType } from 'react';

/**
 * A lazy screen that can also be fetched ahead of rendering (see preloadScreen.ts): its chunk,
 * and, given the path being opened, the stored data its first render shows.
 */
export type Screen = ComponentType & { preload: (pathname?: string) => Promise<unknown> };

/**
 * React.lazy, except that a screen whose chunk is already here (preloaded at start, or shown
 * before) renders at once. React.lazy suspends on its first render even then, which shows the
 * Suspense fallback, and React holds a revealed boundary back until 300 ms after its fallback
 * appeared (its fallback throttle): most of an offline cold start to a conversation went there.
 */
export function lazy(load: () => Promise<{ default: ComponentType }>, prefetch?: (pathname: string) => Promise<unknown>): Screen {
  let loaded: ComponentType | undefined;
  const loadChunk = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  // the data read runs beside the chunk's download, not after it; a failed read only costs the head start
  const preload = (pathname?: string) =>
    Promise.all([loadChunk(), pathname !== undefined && prefetch ? prefetch(pathname).catch(() => undefined) : undefined]);
  const Lazy = reactLazy(loadChunk);
  function LazyScreen() {
    // chosen once per mount: switching from Lazy to the module's component would remount the screen
    const [ready] = useState(() => loaded);
    return createElement(ready ?? Lazy);
  }
  return Object.assign(LazyScreen, { preload });
}
