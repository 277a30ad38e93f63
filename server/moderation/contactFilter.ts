import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { compactView, joinedView, normalise } from './contactText.ts';

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
// Word lists (normalised: lower case, accents dropped)

/** Digits written as words in the 11 locales (only runs of 7+ digits ever count, see phones). */
const NUMBER_WORDS: Record<string, string> = {};
const addNumbers = (words: string[]): void => {
  words.forEach((group, digit) => {
    for (const w of group.split('|')) NUMBER_WORDS[w] = String(digit);
  });
};
addNumbers(['zero|oh|nought', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine']); // en
addNumbers(['null', 'eins|ein|eine', 'zwei|zwo', 'drei', 'vier', 'funf|fuenf', 'sechs', 'sieben', 'acht', 'neun']); // de
addNumbers(['nul', 'een|en|et', 'twee|to', 'drie|tre', 'vier|fire', 'vijf|fem', 'zes|seks', 'zeven|syv|sju', 'acht|otte|atte', 'negen|ni']); // nl da nb
addNumbers(['noll', 'ett', 'tva', 'tre', 'fyra', 'fem', 'sex', 'sju', 'atta', 'nio']); // sv
addNumbers(['nolla', 'yksi', 'kaksi', 'kolme', 'nelja', 'viisi', 'kuusi', 'seitseman', 'kahdeksan', 'yhdeksan']); // fi
addNumbers(['zero', 'un|une', 'deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf']); // fr
addNumbers(['cero', 'uno|una', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve']); // es
addNumbers(['zero', 'uno|una', 'due', 'tre', 'quattro', 'cinque', 'sei', 'sette', 'otto', 'nove']); // it
addNumbers(['zero', 'jeden|jedna', 'dwa|dwie', 'trzy', 'cztery', 'piec', 'szesc', 'siedem', 'osiem', 'dziewiec']); // pl

/** "at" in addresses: the word, bracketed forms and the names of @ in the 11 locales. */
const AT_WORDS = [
  'at', 'aet', 'at sign', 'arobase', 'arroba', 'chiocciola', 'chiocciolina', 'klammeraffe', 'affenschwanz', 'apenstaartje', 'apestaart',
  'snabel a', 'snabela', 'snabel-a', 'krollalfa', 'krolle alfa', 'kroll alfa', 'alfakrol', 'miukumauku', 'at merkki', 'malpa', 'malpka', 'chez',
];
/** "dot": the word and its translations. */
const DOT_WORDS = ['dot', 'punkt', 'punt', 'punto', 'point', 'piste', 'kropka', 'pkt', 'prik', 'pisteen'];
const alt = (words: string[]): string => words.map((w) => w.replace(/[ -]/g, '[\\s-]*')).join('|');
const AT = `(?:\\s*@\\s*|\\s*[([{<]\\s*(?:${alt(AT_WORDS)}|@)\\s*[)\\]}>]\\s*|\\s+(?:${alt(AT_WORDS)})\\s+)`;
const DOT_WORD = `(?:\\s*[([{<]\\s*(?:${alt(DOT_WORDS)}|\\.)\\s*[)\\]}>]\\s*|\\s+(?:${alt(DOT_WORDS)})\\s+)`;
const DOT = `(?:\\s?\\.\\s?|${DOT_WORD})`;

/** Top-level domains a spelled-out link or address may end in. */
const TLDS_GENERIC = ['com', 'net', 'org', 'info', 'biz', 'io', 'me', 'ly', 'ee', 'gl', 'ai', 'sh', 'lt', 'xyz', 'ru', 'online', 'site', 'app', 'link', 'eu', 'uk', 'co', 'tv', 'cc', 'gg', 'ws', 'club', 'live', 'top', 'vip', 'fun', 'shop', 'ua', 'us', 'ca', 'ch', 'at', 'be'];
const TLDS_COUNTRY = ['de', 'dk', 'es', 'fi', 'fr', 'it', 'no', 'nl', 'pl', 'se'];
const TLD = `(?:${[...TLDS_GENERIC, ...TLDS_COUNTRY].join('|')})`;
/** Mail providers: "anna at gmail" is an address even without its domain ending. */
const PROVIDERS = ['gmail', 'googlemail', 'hotmail', 'outlook', 'yahoo', 'icloud', 'gmx', 'web', 'live', 'msn', 'aol', 'protonmail', 'proton', 'yandex', 'mailru', 'wp', 'onet', 'interia', 'o2', 'libero', 'orange', 'wanadoo', 'laposte', 'tonline', 't-online', 'freenet', 'telia', 'ziggo', 'kpnmail', 'seznam', 'mail', 'email', 'me'];

// ---------------------------------------------------------------------------------------------
// Patterns over the normalised text

const LOCAL = '[a-z0-9][a-z0-9._%+-]{0,63}';
const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const EMAIL = new RegExp(`(?<![a-z0-9._%+-])${LOCAL}${AT}${LABEL}(?:${DOT}${LABEL})*${DOT}${TLD}(?![a-z0-9])`, 'gu');
const EMAIL_PROVIDER = new RegExp(`(?<![a-z0-9._%+-])${LOCAL}${AT}(?:${PROVIDERS.join('|')})(?![a-z0-9])`, 'gu');
/** a plain @ address whose ending is not in the list */
const EMAIL_PLAIN = /(?<![a-z0-9._%+-])[a-z0-9][a-z0-9._%+-]*\s?@\s?[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,12}(?![a-z0-9])/gu;

const URL_SCHEME = /\b(?:https?|hxxps?|ftp)\s*:\s*\/\s*\/\s*\S+|\bwww\s*(?:\.|\s+(?:dot|punkt|punto|point|punt|piste|kropka)\s+|\s*[([]\s*(?:dot|\.)\s*[)\]])\s*[a-z0-9-]+\S*/gu;
const URL_SPACED = /(?<![a-z0-9@._-])[a-z0-9-]{3,}\s\.\s?(?:com|net|org|info|biz|xyz|ru|online|site|app|link|io)(?![a-z0-9])/gu;
const URL_BARE = new RegExp(`(?<![a-z0-9@._-])${LABEL}(?:\\.${LABEL})*\\.${TLD}(?![a-z0-9@-])(?:/[^\\s]*)?`, 'gu');
/** a link spelled with a dot word: "anna dot com", "site(punkt)de" */
const URL_WORD = new RegExp(`(?<![a-z0-9@._-])(${LABEL})${DOT_WORD}(${TLD})(?![a-z0-9])`, 'gu');

/** Messenger names that mean a contact outside the site on their own (matched on the compact view). */
const STRONG_MESSENGERS = /wh?a+t+s+a+p+|w+a+p+s+a+p+|te+l+[ea]+gr+a+m+|s+n+a+p+c+h+a+t+|[il]+n+s+t+a+g+r+a+m+|v+i+b+e+r|t+h+r+e+e+m+a|w+e+c+h+a+t|s+k+y+p+e|d+[il]+s+c+o+r+d|o+n+l+y+f+a+n+s|k+a+k+a+o+t+a+l+k/gu;
const MESSENGER_LINKS = /\b(?:wa\s*\.\s*me|t\s*\.\s*me|chat\s*\.\s*whatsapp|snapchat\s*\.\s*com|instagram\s*\.\s*com|kik\s*\.\s*me|signal\s*\.\s*me|m\s*\.\s*me)\s*\/\s*\S*/gu;
/**
 * A handle after a messenger's name ("WhatsApp: annasmith", "my telegram is anna_s", "Telegram ➡️
 * annasmith", "snapchat annasmith", decision 170): masked with the name, else the mask leaves it
 * readable. Matched at the end of the name.
 */
const HANDLE_AFTER = /^(?:\s{0,3}-?\s{0,3}(?:id|nick|nickname|name|user|username|handle|account|konto|tili|profil|profile)\b)?(?:[\s\p{P}\p{S}]{0,8}\s(?:is|ist|es|er|ar|on|jest|c'?est|est|e|=)\s)?[\s\p{P}\p{S}]{0,8}(@?[a-z0-9][a-z0-9._#-]{2,40})/u;
/** weaker names: only with a handle or a contact phrase beside them */
const WEAK = '(?:snap|sc|insta|ig|kik|signal|tg|tele|wa|whats|line|fb|facebook|messenger|face|tiktok|tt|discord|icq|wire|threema|hangouts|twitter|x)';
const HANDLE = '@?[a-z0-9][a-z0-9._-]{2,29}';
const WEAK_WITH_HANDLE = new RegExp(`(?<![a-z0-9])${WEAK}\\s*(?:[:=>-]|\\bis\\b|\\bist\\b|\\bes\\b|\\ber\\b|\\bar\\b|\\bon\\b|\\bjest\\b|\\bc'?est\\b|\\be\\b)\\s*${HANDLE}`, 'gu');
const CONTACT_VERBS = [
  'add me on', 'add me', 'find me on', 'find me', 'write me on', 'text me on', 'message me on', 'msg me on', 'hit me up on', 'dm me on', 'reach me on', 'on', 'via', 'over', 'per', 'auf', 'bei', 'uber', 'su', 'sur', 'en', 'por', 'op', 'pa', 'na', 'przez', 'kautta',
  'meine', 'mein', 'my', 'mon', 'ma', 'mi', 'mio', 'il mio', 'mijn', 'min', 'mitt', 'minun', 'moj', 'moje',
];
const WEAK_IN_PHRASE = new RegExp(
  `(?<![a-z0-9])(?:${CONTACT_VERBS.map((v) => v.replace(/ /g, '\\s+')).join('|')})\\s+(?:snap(?:chat)?|insta|kik|signal|telegram|tg|whats|wa|line|fb|facebook|messenger|discord|threema|wire|tiktok|icq)(?![a-z0-9])(?:\\s*[:=]?\\s*${HANDLE})?`,
  'gu',
);
/**
 * A weaker name and a handle with only a space between ("insta annasmith"): the handle must look
 * like one (letters with a digit, dot or underscore) or end the text (checked in scanText).
 */
const WEAK_SPACE_HANDLE = new RegExp(`(?<![a-z0-9])${WEAK}\\s+(@?[a-z0-9][a-z0-9._-]{2,29})(?![a-z0-9._-])`, 'gu');
const MESSENGER_ME = /(?<![a-z0-9])(?:snap|kik|insta|whats|wa|telegram|tg|viber|signal)\s+(?:me|mich|moi|me\s+at|mig|meg|mnie)\b/gu;
const AT_HANDLE = /(?<![a-z0-9._%+-])@[a-z][a-z0-9._]{2,29}(?![a-z0-9@])/gu;

/** Scam patterns in the 11 locales (normalised spellings). */
const SCAM_PATTERNS: RegExp[] = [
  // gift cards and vouchers
  /\b(?:g[i1!l]ft\s*-?\s*cards?|giftcards?|(?:amazon|itunes|apple|google\s*play|steam|ebay|xbox|playstation|psn|razer|vanilla)\s*(?:gift\s*)?(?:cards?|karte|kort|kaart|codes?|gutschein\w*|voucher)|paysafe\s*-?\s*card\w*|paysafe|neosurf|transcash|pcs\s+(?:mastercard|coupon|recharge)|carte\s*-?\s*cadeau\w*|tarjetas?\s+(?:de\s+)?regalo|carta\s+regalo|buono\s+regalo|cadeau\s*(?:kaart|bon)\w*|gavekort\w*|presentkort\w*|lahjakort\w*|karta\s+podarunkowa|kart\w*\s+podarunkow\w*|bon\s+podarunkowy|geschenk\s*(?:karte|gutschein)\w*|gutscheinkarte\w*|gutschein\s*-?\s*code\w*|cartes?\s+(?:google\s+play|itunes|steam)|codes?\s+(?:de\s+la\s+)?carte)\b/u,
  // crypto and investing
  /\b(?:bitcoins?|btc|crypto\w*|krypto\w*|kripto\w*|cripto\w*|ethereum|eth\s+wallet|usdt|tether|binance|coinbase|blockchain\s+invest\w*|forex|trading\s+(?:platform|app|account)|wallet\s+address|(?:investment|investering|investissement|inversion|investimento|inwestycj\w*|sijoitus)\s+(?:opportunit\w*|platform|mogelijkheid|mulighet|mojliwo\w*)|guaranteed\s+(?:profit|returns?)|garantierte\w*\s+(?:rendite|gewinn\w*))\b/u,
  // money transfer services and bank details
  /\b(?:western\s*union|money\s*gram|moneygram|wire\s+transfer|bank\s+transfer|iban|swift\s+code|bic\s+code|paypal|revolut|skrill|cash\s*app|venmo|zelle|remitly|worldremit|uberweisung|virement|bonifico|transferencia\s+bancaria|overforsel|overforing|tilisiirto|przelew\w*|blik|mobilepay|vipps|swish\w*)\b/u,
  // asking for money
  /\b(?:send|wire|transfer|lend|loan|give)\s+(?:me\s+)?(?:some\s+|the\s+)?(?:money|cash|funds|\$\s*\d+|\d+\s*(?:\$|€|eur|euros?|dollars?|usd|kr|zl|pln))\b/u,
  /\b(?:i\s+)?need\s+(?:some\s+)?(?:money|cash|funds)\s+(?:for|to)\b|\b(?:help\s+me\s+with|pay\s+for\s+my)\s+(?:the\s+)?(?:plane\s+ticket|flight|visa|customs|hospital\s+bill|rent)\b/u,
  /\b(?:schick|schicke|sende|uberweis|uberweise|leih)\w*\s+(?:mir\s+)?(?:bitte\s+)?(?:etwas\s+|ein\s+bisschen\s+|\d+\s*(?:€|euro)\s+)?geld\b|\bbrauche\s+(?:dringend\s+)?(?:etwas\s+)?geld\b|\bgeld\s+(?:schicken|senden|uberweisen|leihen)\b/u,
  /\b(?:envoie|envoies|envoyer|envoyez|prete|preter)\s*-?\s*(?:moi\s+)?(?:de\s+l'?\s*|un\s+peu\s+d'?\s*|des\s+)?argent\b|\bbesoin\s+d'?\s*argent\b|\bmandat\s+cash\b/u,
  /\b(?:enviame|mandame|envia|enviar|presta|prestame|transfiereme)\s+(?:me\s+)?(?:un\s+poco\s+de\s+|algo\s+de\s+)?(?:dinero|plata|pasta)\b|\bnecesito\s+(?:urgente\s+)?(?:dinero|plata)\b/u,
  /\b(?:mandami|inviami|prestami|mandarmi|inviarmi|ricaricami)\s+(?:dei\s+|un\s+po'?\s*di\s+|qualche\s+)?(?:soldi|denaro|euro)\b|\bho\s+bisogno\s+di\s+(?:soldi|denaro)\b|\bricarica\s+postepay\b|\bpostepay\b/u,
  /\b(?:stuur|maak|leen)\s+(?:me|mij)\s+(?:wat\s+|even\s+)?geld\b|\b(?:geld\s+(?:nodig|overmaken|sturen|lenen))\b|\btikkie\b/u,
  /\b(?:send\w*|overfor|overfoer|laan|lan)\s+(?:mig|meg)\s+(?:nogle\s+|noen\s+|litt\s+)?(?:penge|penger)\b|\b(?:brug\s+for|trenger|behover)\s+(?:nogle\s+|noen\s+|lite\s+)?(?:penge|penger|pengar)\b|\b(?:skicka|swisha|lana)\s+(?:mig\s+)?(?:lite\s+|nagra\s+)?pengar\b/u,
  /\b(?:laheta|lahettaa|lainaa|siirra)\s+(?:minulle\s+)?(?:vahan\s+)?rahaa?\b|\btarvitsen\s+(?:vahan\s+)?rahaa\b/u,
  /\bprzelej\s+mi\b|\b(?:wyslij|przelej|pozycz|wysli)\s+(?:mi\s+)?(?:troche\s+)?(?:pieniadze|pieniedzy|kase|forse)\b|\bpotrzebuje\s+(?:pilnie\s+)?(?:pieniedzy|kasy)\b/u,
];

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
