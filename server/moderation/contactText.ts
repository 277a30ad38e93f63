/**
 * The two views of a text the contact filter (contactFilter.ts, decision 122) searches: the
 * normalised text, with every character mapped back to its span of the original (so a finding can
 * be masked there), and the compact view of the normalised text, letters only, for names spelled
 * out with spaces, dots or look-alike digits.
 */

// ---------------------------------------------------------------------------------------------
// Normalising, with a map from every normalised character back to the original

/** Cyrillic and Greek letters that look like Latin ones (lower case; upper case is lowered first). */
const HOMOGLYPHS: Record<string, string> = {
  а: 'a', в: 'b', е: 'e', ё: 'e', к: 'k', м: 'm', н: 'h', о: 'o', р: 'p', с: 'c', т: 't', у: 'y', х: 'x',
  і: 'i', ї: 'i', ј: 'j', ѕ: 's', ԁ: 'd', ɡ: 'g', ԛ: 'q', ԝ: 'w', һ: 'h', ӏ: 'l',
  α: 'a', β: 'b', ε: 'e', η: 'n', ι: 'i', κ: 'k', ν: 'v', ο: 'o', ρ: 'p', τ: 't', υ: 'u', χ: 'x', γ: 'y', ω: 'w', μ: 'u',
  ß: 'ss', ø: 'o', æ: 'ae', ł: 'l', đ: 'd', ı: 'i',
  '＠': '@', '﹫': '@', '。': '.', '｡': '.', '·': '.', '•': '.', '∙': '.', '․': '.',
};
const INVISIBLE = /^(?:[\u00AD\u200B-\u200F\u2060-\u2064\uFEFF\u180E]|\u034F)$/u;
const COMBINING = /\p{M}/u;

export interface Normalised {
  text: string;
  /** original start of each normalised character */
  from: number[];
  /** original end of each normalised character */
  to: number[];
}

export function normalise(input: string): Normalised {
  let text = '';
  const from: number[] = [];
  const to: number[] = [];
  let i = 0;
  for (const ch of input) {
    const start = i;
    i += ch.length;
    if (INVISIBLE.test(ch)) continue;
    // fullwidth and other compatibility forms, then accents dropped (é → e, ä → a, ø kept by the map)
    const lowered = ch.normalize('NFKC').toLowerCase();
    for (const part of lowered.normalize('NFD')) {
      if (COMBINING.test(part)) continue;
      const mapped = HOMOGLYPHS[part] ?? part;
      for (const out of mapped) {
        text += out;
        from.push(start);
        to.push(i);
      }
    }
  }
  return { text, from, to };
}

// ---------------------------------------------------------------------------------------------
// The compact view: letters only, spaced-out letters joined, leet digits read as letters

const LEET: Record<string, string> = { '@': 'a', '4': 'a', '3': 'e', '0': 'o', '1': 'l', '!': 'i', '|': 'l', $: 's', '5': 's', '7': 't' };

export function compactView(text: string): { text: string; at: number[] } {
  let out = '';
  const at: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    const mapped = /[a-z]/u.test(c) ? c : LEET[c];
    if (mapped) {
      out += mapped;
      at.push(i);
    }
  }
  return { text: out, at };
}
