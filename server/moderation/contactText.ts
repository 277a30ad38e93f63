/**
 * The views of a text the contact filter (contactFilter.ts, decisions 122 and 170) searches: the
 * normalised text, with every character mapped back to its span of the original (so a finding can
 * be masked there); the compact view of the normalised text, letters only, for names spelled out
 * with spaces, dots or look-alike digits; and the joined view, letters spaced apart joined again,
 * for addresses and links spelled out letter by letter.
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
/** variation selectors (the emoji form of ❤️, keycaps): nothing to read */
const SELECTOR = /^[\uFE00-\uFE0F]$/u;

/**
 * A decimal digit of any script as its ASCII digit (Arabic-Indic ٠-٩, Persian ۰-۹, Devanagari ०-९,
 * Bengali, Thai, Lao, Tamil…): Unicode's decimal digits come in runs of ten from zero, so a digit's
 * value is its distance from the run's start. NFKC has already made fullwidth, mathematical,
 * circled and superscript digits ASCII.
 */
const digitValues = new Map<string, string>();
function asciiDigit(ch: string): string | undefined {
  if (ch >= '0' && ch <= '9') return ch;
  if (!/\p{Nd}/u.test(ch)) return undefined;
  let value = digitValues.get(ch);
  if (value === undefined) {
    let cp = ch.codePointAt(0)!;
    let steps = 0;
    while (steps < 9 && /\p{Nd}/u.test(String.fromCodePoint(cp - 1))) {
      cp--;
      steps++;
    }
    value = String(steps);
    digitValues.set(ch, value);
  }
  return value;
}
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
    if (INVISIBLE.test(ch) || SELECTOR.test(ch)) continue;
    // fullwidth and other compatibility forms, then accents dropped (é → e, ä → a, ø kept by the map)
    const lowered = ch.normalize('NFKC').toLowerCase();
    for (const part of lowered.normalize('NFD')) {
      if (COMBINING.test(part)) continue;
      const mapped = HOMOGLYPHS[part] ?? asciiDigit(part) ?? part;
      // one entry a UTF-16 unit of the normalised text (an emoji is two), so spans map back exactly
      for (let unit = 0; unit < mapped.length; unit++) {
        from.push(start);
        to.push(i);
      }
      text += mapped;
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

// ---------------------------------------------------------------------------------------------
// The joined view: letters spaced apart joined again ("a n n a . s m i t h @ g m x . d e",
// "g.m.a.i.l", "a-n-n-a"), for the address and link patterns (decision 170)

/** three or more single characters, each apart from the next by one space */
const SPACED = /(?<![^\s])(?:[\p{L}\p{N}@.] ){2,}[\p{L}\p{N}@.](?![^\s,;:!?)])/gu;
/** three or more single letters or digits, each apart from the next by one dot, dash or underscore */
const DOTTED = /(?<![\p{L}\p{N}._-])[\p{L}\p{N}](?:[._-][\p{L}\p{N}]){2,}(?![\p{L}\p{N}]|[._-][\p{L}\p{N}])/gu;

/** The normalised text with those runs joined; `at` maps each character to its index in the normalised text. Null when nothing was joined. */
export function joinedView(text: string): { text: string; at: number[] } | null {
  const drop = new Uint8Array(text.length);
  let any = false;
  for (const pattern of [SPACED, DOTTED]) {
    pattern.lastIndex = 0;
    for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
      // every second character is the space, dot, dash or underscore between two of the run's
      // (a spaced run keeps its dots and @: they are characters of the run)
      for (let i = m.index + 1; i < m.index + m[0].length; i += 2) {
        if (!/[ ._-]/u.test(text[i]!)) break;
        drop[i] = 1;
        any = true;
      }
    }
  }
  if (!any) return null;
  let out = '';
  const at: number[] = [];
  for (let i = 0; i < text.length; i++) {
    if (drop[i]) continue;
    out += text[i];
    at.push(i);
  }
  return { text: out, at };
}
