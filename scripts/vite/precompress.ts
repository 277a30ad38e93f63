import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * Writes `.br` and `.gz` beside every text asset of the build, so the server sends compressed
 * files (`@fastify/static` with `preCompressed`) without compressing on each request.
 */
export function precompress(): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      const jobs: Promise<void>[] = [];
      for (const [fileName, output] of Object.entries(bundle)) {
        if (!/\.(js|mjs|css|html|svg|json|webmanifest)$/.test(fileName)) continue;
        const source = output.type === 'chunk' ? output.code : output.source;
        const bytes = typeof source === 'string' ? Buffer.from(source) : Buffer.from(source);
        if (bytes.length < 1024) continue;
        const path = join(dir, fileName);
        jobs.push(
          writeFile(`${path}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })),
          writeFile(`${path}.gz`, gzipSync(bytes, { level: 9 })),
        );
      }
      await Promise.all(jobs);
    },
  };
}
