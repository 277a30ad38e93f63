import type { RenderedChunk } from 'rolldown';

/** V8's explicit compile hint (Chromium 136+): every function of the file compiled eagerly, on the streaming thread. */
export const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * The page's `output.postBanner` (decision 155): the entry chunk (React, the router, the layout,
 * the sync client: nearly all of it runs on every start) carries the compile hint, so its functions
 * are compiled beside the download on a background thread instead of one by one, lazily, on the
 * main thread as the start first calls them. Written after minification, which would drop a comment.
 */
export function compileHintBanner(chunk: RenderedChunk): string {
  return chunk.isEntry && chunk.name === 'index' ? EAGER_COMPILE_HINT : '';
}
