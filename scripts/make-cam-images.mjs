// The built-in partner (cam) pictures of the resell block: `npx tsx scripts/make-cam-images.mjs`.
// Drawn with the demo portrait generator, so nothing is fetched; written to public/lander/.
import { mkdirSync } from 'node:fs';
import sharp from 'sharp';
import { portraitSvg } from '../server/media/portrait.ts';

const files = ['demo-f1-0badf00d.webp', 'demo-f2-5eed1234.webp', 'demo-f1-77aa0c01.webp'];
mkdirSync('public/lander', { recursive: true });
for (const [i, file] of files.entries()) {
  await sharp(Buffer.from(portraitSvg(file, 240, 300)))
    .webp({ quality: 78 })
    .toFile(`public/lander/cam-${i + 1}.webp`);
}
process.stdout.write(`public/lander/cam-1..${files.length}.webp\n`);
