import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { compactView, joinedView, normalise } from './contactText.ts';
import {
  NUMBER_WORDS,
  TLDS_COUNTRY,
  EMAIL,
  EMAIL_PROVIDER,
  EMAIL_PLAIN,
  URL_SCHEME,
  URL_SPACED,
  URL_BARE,
  URL_WORD,
  STRONG_MESSENGERS,
  MESSENGER_LINKS,
  HANDLE_AFTER,
  WEAK_WITH_HANDLE,
  WEAK_IN_PHRASE,
  WEAK_SPACE_HANDLE,
  MESSENGER_ME,
  AT_HANDLE,
  SCAM_PATTERNS,
} from './contactPatterns.ts';

/**
 * The contact-details and scam filter (decision 122): finds phone numbers, e-mail addresses,
 * messenger names and handles, links and scam patterns in a message or profile text, also when
 * they are disguised (spaces and dots inside numbers, digits written as words, "at"/"dot" and their
 * translations in the 11 locales, look-alike letters, fullwidth forms, letters spaced apart).
 * Pure and synchronous: no I/O, precompiled patterns, linear passes over the text.
 *
 * Every finding carries the span of the ORIGINAL text it covers, so a caller can mask it.
 */
export const FILTER_KINDS = ['phone', 'email', 'messenger', 'link', 'scam'] as const;
export type FilterKind = (typeof FILTER_KINDS)[number];

export interface Finding {
  kind: FilterKind;
  /** [start, end) in UTF-16 units of the original text */
  start: number;
  end: number;
}

// ---------------------------------------------------------------------------------------------
// Phones

const SEPARATOR = /[\s.\-/()_*,|\\:~+]/u;
/**
 * Digit groups joined by emoji or other symbols and punctuation ("06😘12😘34", "06 ❤️ 12",
 * "06#12#34", decision 170): up to five characters, none a letter or digit, at most three of them
 * not spaces.
 */
function joinedBySymbols(gap: string): boolean {
  const chars = [...gap];
  return chars.length <= 5 && chars.filter((c) => !/\s/u.test(c)).length <= 3 && chars.every((c) => /[\s\p{P}\p{S}]/u.test(c));
}
const DATE_LIKE = /^(?:\d{1,2}[./-]\d{1,2}[./-](?:\d{2}|\d{4})|\d{4}[./-]\d{1,2}[./-]\d{1,2}|(?:19|20)\d{2}\s*[-/]\s*(?:19|20)\d{2})$/u;
const PHONE_CONTEXT = /(?:^|[^a-z])(?:tel|phone|fon|nummer|nummeret|number|numero|nr|nro|numer|puhelin|puh|mobil|mobile|handy|cell|sms|text|call|ring|soita|zadzwon|chiama|llama|appelle|bel|whats|signal|telegram|wa)(?:[^a-z]|$)/u;

interface DigitToken {
  digits: string;
  start: number;
  end: number;
  fromWord: boolean;
}

/**
 * Splits the normalised text into digit tokens (numerals, number words and the letters o/l/i
 * standing for 0/1 inside a numeral) and the separators between them; a run of tokens joined by
 * short separators is one candidate number.
 */
function phoneCandidates(text: string): Array<{ start: number; end: number; digits: string; words: number; plus: boolean }> {
  const tokens: DigitToken[] = [];
  const word = /[\p{L}\p{N}]+/gu;
  for (let m = word.exec(text); m; m = word.exec(text)) {
    const w = m[0];
    const start = m.index;
    if (/^\d+$/u.test(w)) tokens.push({ digits: w, start, end: start + w.length, fromWord: false });
    else if (NUMBER_WORDS[w] !== undefined) tokens.push({ digits: NUMBER_WORDS[w], start, end: start + w.length, fromWord: true });
    else if (/\d/u.test(w) && w.length >= 2 && /^[\dolis]+$/u.test(w)) {
      tokens.push({ digits: w.replace(/o/gu, '0').replace(/[li]/gu, '1').replace(/s/gu, '5'), start, end: start + w.length, fromWord: false });
    } else tokens.push({ digits: '', start, end: start + w.length, fromWord: false });
  }
  const found: Array<{ start: number; end: number; digits: string; words: number; plus: boolean }> = [];
  let run: DigitToken[] = [];
  const flush = (): void => {
    if (run.length > 0) {
      const first = run[0]!;
      const last = run[run.length - 1]!;
      const before = text.slice(Math.max(0, first.start - 2), first.start);
      found.push({
        start: before.endsWith('+') ? first.start - 1 : first.start,
        end: last.end,
        digits: run.map((t) => t.digits).join(''),
        words: run.filter((t) => t.fromWord).length,
        plus: before.endsWith('+'),
      });
    }
    run = [];
  };
  for (const token of tokens) {
    if (token.digits === '') {
      flush();
      continue;
    }
    const previous = run[run.length - 1];
    if (previous) {
      const gap = text.slice(previous.end, token.start);
      const joined = (gap.length <= 3 && [...gap].every((c) => SEPARATOR.test(c))) || joinedBySymbols(gap);
      // words and numerals may be joined by a plain space, and words among themselves by "-" too
      if (!joined) flush();
    }
    run.push(token);
  }
  flush();
  return found;
}

function isPhone(text: string, candidate: { start: number; end: number; digits: string; words: number; plus: boolean }): boolean {
  const { digits } = candidate;
  const raw = text.slice(candidate.start, candidate.end);
  if (digits.length < 7 || digits.length > 15) return false;
  if (DATE_LIKE.test(raw.trim())) return false;
  if (candidate.plus || digits.startsWith('00')) {
    const international = parsePhoneNumberFromString(`+${candidate.plus ? digits : digits.slice(2)}`);
    if (international?.isPossible()) return true;
  }
  if (candidate.words >= 3) return true;
  // a mobile or area number starts with 0 in every locale here (a national number)
  if (digits.startsWith('0') && digits.length >= 8) return true;
  if (digits.length >= 9 && !/^(\d)\1+$/u.test(digits)) return true;
  // 7-8 digits: with a phone word before it
  return PHONE_CONTEXT.test(text.slice(Math.max(0, candidate.start - 30), candidate.start));
}

// ---------------------------------------------------------------------------------------------

function addAll(pattern: RegExp, text: string, kind: FilterKind, into: Array<{ kind: FilterKind; start: number; end: number }>): void {
  pattern.lastIndex = 0;
  for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
    if (m[0].length === 0) {
      pattern.lastIndex++;
      continue;
    }
    into.push({ kind, start: m.index, end: m.index + m[0].trimEnd().length });
  }
}

/** Findings in normalised coordinates, then mapped back and merged. */
export function scanText(input: string): Finding[] {
  if (input.length === 0) return [];
  const n = normalise(input);
  const text = n.text;
  const raw: Array<{ kind: FilterKind; start: number; end: number }> = [];

  addAll(EMAIL, text, 'email', raw);
  addAll(EMAIL_PROVIDER, text, 'email', raw);
  addAll(EMAIL_PLAIN, text, 'email', raw);
  addAll(URL_SCHEME, text, 'link', raw);
  addAll(MESSENGER_LINKS, text, 'messenger', raw);
  addAll(URL_BARE, text, 'link', raw);
  addAll(URL_SPACED, text, 'link', raw);
  addAll(MESSENGER_ME, text, 'messenger', raw);
  URL_WORD.lastIndex = 0;
  for (let m = URL_WORD.exec(text); m; m = URL_WORD.exec(text)) {
    const tld = m[2] ?? '';
    const after = text.slice(m.index + m[0].length);
    // a country ending spelled with a word ("el punto es que…") only at the end of a phrase
    if (TLDS_COUNTRY.includes(tld) && !/^\s*(?:$|[^\s\p{L}])/u.test(after)) continue;
    if ((m[1] ?? '').length < 3) continue;
    raw.push({ kind: 'link', start: m.index, end: m.index + m[0].length });
  }
  addAll(WEAK_WITH_HANDLE, text, 'messenger', raw);
  addAll(WEAK_IN_PHRASE, text, 'messenger', raw);
  addAll(AT_HANDLE, text, 'messenger', raw);
  WEAK_SPACE_HANDLE.lastIndex = 0;
  for (let m = WEAK_SPACE_HANDLE.exec(text); m; m = WEAK_SPACE_HANDLE.exec(text)) {
    const handle = m[1] ?? '';
    const end = m.index + m[0].length;
    const looksLikeOne = /[a-z]/u.test(handle) && /[0-9._]/u.test(handle);
    const endsText = /^[a-z]{6,}$/u.test(handle) && /^[\s\p{P}\p{S}]*$/u.test(text.slice(end, end + 20)) && end + 20 >= text.length;
    if (looksLikeOne || endsText) raw.push({ kind: 'messenger', start: m.index, end });
  }
  const compact = compactView(text);
  STRONG_MESSENGERS.lastIndex = 0;
  for (let m = STRONG_MESSENGERS.exec(compact.text); m; m = STRONG_MESSENGERS.exec(compact.text)) {
    const start = compact.at[m.index]!;
    let end = compact.at[m.index + m[0].length - 1]! + 1;
    // the letters of the name may be followed by more of its word ("telegram-id"); the handle after it goes too
    const handle = HANDLE_AFTER.exec(text.slice(end, end + 120));
    if (handle) end += handle[0].length;
    raw.push({ kind: 'messenger', start, end });
  }
  // addresses and links spelled out letter by letter, found in the joined view
  const joined = joinedView(text);
  if (joined) {
    const found: Array<{ kind: FilterKind; start: number; end: number }> = [];
    addAll(EMAIL, joined.text, 'email', found);
    addAll(EMAIL_PROVIDER, joined.text, 'email', found);
    addAll(EMAIL_PLAIN, joined.text, 'email', found);
    addAll(URL_SCHEME, joined.text, 'link', found);
    addAll(URL_BARE, joined.text, 'link', found);
    addAll(URL_SPACED, joined.text, 'link', found);
    for (const f of found) raw.push({ kind: f.kind, start: joined.at[f.start]!, end: joined.at[f.end - 1]! + 1 });
  }
  for (const pattern of SCAM_PATTERNS) {
    const global = new RegExp(pattern.source, 'gu');
    addAll(global, text, 'scam', raw);
  }
  for (const candidate of phoneCandidates(text)) {
    if (isPhone(text, candidate)) raw.push({ kind: 'phone', start: candidate.start, end: candidate.end });
  }

  // an address or link that contains a number is not also a phone; overlapping findings merge,
  // the earlier kind in this order winning: scam, email, link, messenger, phone
  const rank: Record<FilterKind, number> = { scam: 0, email: 1, link: 2, messenger: 3, phone: 4 };
  raw.sort((a, b) => a.start - b.start || rank[a.kind] - rank[b.kind]);
  const merged: Finding[] = [];
  for (const f of raw) {
    if (f.end <= f.start) continue;
    const start = n.from[f.start]!;
    const end = n.to[f.end - 1]!;
    const last = merged[merged.length - 1];
    if (last && start < last.end) {
      if (rank[f.kind] < rank[last.kind]) last.kind = f.kind;
      last.end = Math.max(last.end, end);
      continue;
    }
    merged.push({ kind: f.kind, start, end });
  }
  return merged;
}

/** The kinds found (each once). */
export function kindsIn(findings: Finding[]): FilterKind[] {
  return FILTER_KINDS.filter((k) => findings.some((f) => f.kind === k));
}

/** The text with the given findings replaced by `token` (adjacent findings become one token). */
export function maskText(input: string, findings: Finding[], token: string): string {
  let out = '';
  let at = 0;
  for (const f of [...findings].sort((a, b) => a.start - b.start)) {
    if (f.start < at) continue;
    const between = input.slice(at, f.start);
    out += out.endsWith(token) && between.trim() === '' ? '' : between + token;
    at = f.end;
  }
  return out + input.slice(at);
}
