import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { minifySync } from 'rolldown/utils';
import type { Plugin } from 'vite';

/**
 * Minifies the server-painted pages' loader (public/app-after-paint.js, decisions 094 and 151) in
 * the build, with `.br` and `.gz` beside it as `precompress` writes them for the bundle: Vite copies
 * public files as they are, and the loader's comments were more than half of its bytes on every
 * painted page's first visit.
 */
export function minifyLoader(fileName = 'app-after-paint.js'): Plugin {
  return {
    name: 'minify-loader',
    apply: 'build',
    writeBundle: {
      // before the service worker's precache manifest is made from the written files
      order: 'pre',
      async handler(options) {
        const path = join(options.dir ?? 'dist', fileName);
        const result = minifySync(fileName, await readFile(path, 'utf8'));
        if (result.errors.length > 0) throw new Error(`${fileName}: ${result.errors.map((e) => e.message).join('; ')}`);
        const bytes = Buffer.from(result.code);
        await Promise.all([
          writeFile(path, bytes),
          writeFile(`${path}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })),
          writeFile(`${path}.gz`, gzipSync(bytes, { level: 9 })),
        ]);
      },
    },
  };
}
