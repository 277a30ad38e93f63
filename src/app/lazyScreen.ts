import { createElement, lazy as reactLazy, useState, type ComponentType } from 'react';

/** A lazy screen that can also be fetched ahead of rendering (see preloadScreen.ts). */
export type Screen = ComponentType & { preload: () => Promise<unknown> };

/**
 * React.lazy, except that a screen whose chunk is already here (preloaded at start, or shown
 * before) renders at once. React.lazy suspends on its first render even then, which shows the
 * Suspense fallback, and React holds a revealed boundary back until 300 ms after its fallback
 * appeared (its fallback throttle): most of an offline cold start to a conversation went there.
 */
export function lazy(load: () => Promise<{ default: ComponentType }>): Screen {
  let loaded: ComponentType | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = reactLazy(preload);
  function LazyScreen() {
    // chosen once per mount: switching from Lazy to the module's component would remount the screen
    const [ready] = useState(() => loaded);
    return createElement(ready ?? Lazy);
  }
  return Object.assign(LazyScreen, { preload });
}
