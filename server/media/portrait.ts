import { loadSharp } from './sharp.ts';
import { intBetween, mulberry32, pick, type Rng } from './prng.ts';

/**
 * Demo photos are illustrated portraits drawn from the file name alone, so every server instance
 * renders identical bytes: `demo-<m|f><age bucket 1-4>-<8 hex seed>[-m|-t].webp`.
 */
const DEMO_FILE = /^demo-([mf])([1-4])-([0-9a-f]{8})(-m|-t)?\.webp$/;

export const portraitSizes = {
  main: { width: 600, height: 750, suffix: '' },
  match: { width: 400, height: 500, suffix: '-m' },
  thumb: { width: 200, height: 250, suffix: '-t' },
} as const;

export function demoPhotoNames(gender: 'male' | 'female', age: number, seed: number) {
  const bucket = age < 30 ? 1 : age < 45 ? 2 : age < 60 ? 3 : 4;
  const base = `demo-${gender === 'male' ? 'm' : 'f'}${bucket}-${(seed >>> 0).toString(16).padStart(8, '0')}`;
  return { filename: `${base}.webp`, thumb: `${base}-t.webp`, match: `${base}-m.webp` };
}

export function isDemoPhotoName(file: string): boolean {
  return DEMO_FILE.test(file);
}

const skinTones = ['#f6d7c3', '#eec1a2', '#e0ac8a', '#c68863', '#a86b45', '#8a5234', '#6b3d24'];
const hairColours = ['#2b1b12', '#4a2f1d', '#6f4a2a', '#a8713a', '#d9b26a', '#b5452c', '#1c1c1c'];
const greyHair = ['#b9b6b0', '#d8d6d2', '#8f8c87'];
const clothes = ['#2b2d5c', '#e07a6f', '#3f7f6e', '#7a4e8c', '#c9a227', '#35658f', '#8c3b3b', '#5d6b73'];
const backgrounds: Array<[string, string]> = [
  ['#fde2d8', '#e07a6f'],
  ['#dfe3f7', '#2b2d5c'],
  ['#e2f2ea', '#3f7f6e'],
  ['#f6eedd', '#c9a227'],
  ['#eee0f4', '#7a4e8c'],
  ['#dcecf7', '#35658f'],
];

function hairPaths(rng: Rng, female: boolean): { back: string; front: string } {
  if (female) {
    const style = intBetween(rng, 0, 2);
    if (style === 0)
      // long straight
      return {
        back: 'M62 128 Q60 60 120 58 Q180 60 178 128 L186 236 Q120 252 54 236 Z',
        front: 'M70 118 Q76 66 120 64 Q168 66 172 120 Q150 92 112 88 Q86 96 70 118 Z',
      };
    if (style === 1)
      // bob
      return {
        back: 'M64 130 Q62 62 120 60 Q178 62 176 130 L178 178 Q120 190 62 178 Z',
        front: 'M68 124 Q72 66 120 64 Q170 66 172 124 Q168 96 120 92 Q78 94 68 124 Z',
      };
    // curls
    return {
      back: 'M58 140 Q44 60 120 52 Q196 60 182 140 Q196 200 170 222 Q120 236 70 222 Q44 200 58 140 Z',
      front: 'M66 120 Q70 62 120 60 Q172 62 174 120 Q160 90 120 86 Q82 90 66 120 Z',
    };
  }
  const style = intBetween(rng, 0, 2);
  if (style === 0)
    // short crop
    return { back: '', front: 'M70 118 Q70 66 120 64 Q170 66 170 118 Q160 88 120 86 Q82 88 70 118 Z' };
  if (style === 1)
    // side part
    return { back: '', front: 'M68 122 Q66 62 122 60 Q174 64 172 116 Q150 84 100 96 Q80 104 68 122 Z' };
  // shaved / very short
  return { back: '', front: 'M74 108 Q80 70 120 68 Q160 70 166 108 Q120 90 74 108 Z' };
}

/** The SVG of one portrait; deterministic for a given file name. */
export function portraitSvg(file: string, width: number, height: number): string {
  const match = DEMO_FILE.exec(file);
  if (!match) throw new Error(`not a demo photo name: ${file}`);
  const female = match[1] === 'f';
  const bucket = Number(match[2]);
  const rng = mulberry32(Number.parseInt(match[3] ?? '0', 16));
  const [bgLight, bgDark] = pick(rng, backgrounds);
  const skin = pick(rng, skinTones);
  const hair = bucket === 4 || (bucket === 3 && rng() < 0.4) ? pick(rng, greyHair) : pick(rng, hairColours);
  const cloth = pick(rng, clothes);
  const { back, front } = hairPaths(rng, female);
  const glasses = rng() < 0.25;
  const beard = !female && rng() < 0.3;
  const smile = rng() < 0.7;
  const eyeY = 132;
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 240 300">`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="0.4" y2="1"><stop offset="0" stop-color="${bgLight}"/><stop offset="1" stop-color="${bgDark}"/></linearGradient></defs>`,
    '<rect width="240" height="300" fill="url(#bg)"/>',
    back ? `<path d="${back}" fill="${hair}"/>` : '',
    // shoulders and a simple round collar
    `<path d="M20 300 Q24 226 92 212 L148 212 Q216 226 220 300 Z" fill="${cloth}"/>`,
    `<rect x="102" y="176" width="36" height="44" rx="14" fill="${skin}"/>`,
    // head and ears
    `<ellipse cx="72" cy="${eyeY + 6}" rx="8" ry="12" fill="${skin}"/>`,
    `<ellipse cx="168" cy="${eyeY + 6}" rx="8" ry="12" fill="${skin}"/>`,
    `<ellipse cx="120" cy="130" rx="48" ry="58" fill="${skin}"/>`,
    beard ? `<path d="M76 140 Q80 196 120 198 Q160 196 164 140 Q150 176 120 176 Q90 176 76 140 Z" fill="${hair}" opacity="0.9"/>` : '',
    `<path d="${front}" fill="${hair}"/>`,
    // eyes, brows, nose, mouth, cheeks
    `<ellipse cx="101" cy="${eyeY}" rx="5" ry="6" fill="#2a2230"/>`,
    `<ellipse cx="139" cy="${eyeY}" rx="5" ry="6" fill="#2a2230"/>`,
    `<path d="M91 ${eyeY - 13} Q101 ${eyeY - 18} 111 ${eyeY - 13}" stroke="${hair}" stroke-width="3" fill="none" stroke-linecap="round"/>`,
    `<path d="M129 ${eyeY - 13} Q139 ${eyeY - 18} 149 ${eyeY - 13}" stroke="${hair}" stroke-width="3" fill="none" stroke-linecap="round"/>`,
    `<path d="M120 ${eyeY + 6} Q115 ${eyeY + 22} 122 ${eyeY + 24}" stroke="#00000033" stroke-width="2.5" fill="none" stroke-linecap="round"/>`,
    smile
      ? `<path d="M104 ${eyeY + 36} Q120 ${eyeY + 48} 136 ${eyeY + 36}" stroke="#8c3b3b" stroke-width="3.5" fill="none" stroke-linecap="round"/>`
      : `<path d="M107 ${eyeY + 40} L133 ${eyeY + 40}" stroke="#8c3b3b" stroke-width="3.5" stroke-linecap="round"/>`,
    `<circle cx="92" cy="${eyeY + 22}" r="8" fill="#e07a6f" opacity="0.18"/>`,
    `<circle cx="148" cy="${eyeY + 22}" r="8" fill="#e07a6f" opacity="0.18"/>`,
    glasses
      ? `<g fill="none" stroke="#2a2230" stroke-width="3"><circle cx="101" cy="${eyeY}" r="14"/><circle cx="139" cy="${eyeY}" r="14"/><path d="M115 ${eyeY} L125 ${eyeY}"/></g>`
      : '',
    '</svg>',
  ];
  return parts.join('');
}

/** Renders a demo photo file to WebP; null when the name is not a demo photo. */
export async function renderDemoPhoto(file: string): Promise<Buffer | null> {
  const match = DEMO_FILE.exec(file);
  if (!match) return null;
  const size = match[4] === '-t' ? portraitSizes.thumb : match[4] === '-m' ? portraitSizes.match : portraitSizes.main;
  const svg = portraitSvg(file, size.width, size.height);
  const sharp = await loadSharp();
  return sharp(Buffer.from(svg)).webp({ quality: 80, effort: 2 }).toBuffer();
}
