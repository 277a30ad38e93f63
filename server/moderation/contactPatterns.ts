/**
 * The contact filter's vocabulary (decision 122): the words, names and patterns of the 11 locales
 * that contactFilter.ts looks for, in their normalised spelling (lower case, accents dropped; see
 * contactText.ts). Precompiled once; contactFilter.ts holds the passes that use them.
 */

/** Digits written as words in the 11 locales (only runs of 7+ digits ever count, see phones). */
export const NUMBER_WORDS: Record<string, string> = {};
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
export const TLDS_COUNTRY = ['de', 'dk', 'es', 'fi', 'fr', 'it', 'no', 'nl', 'pl', 'se'];
const TLD = `(?:${[...TLDS_GENERIC, ...TLDS_COUNTRY].join('|')})`;
/** Mail providers: "anna at gmail" is an address even without its domain ending. */
const PROVIDERS = ['gmail', 'googlemail', 'hotmail', 'outlook', 'yahoo', 'icloud', 'gmx', 'web', 'live', 'msn', 'aol', 'protonmail', 'proton', 'yandex', 'mailru', 'wp', 'onet', 'interia', 'o2', 'libero', 'orange', 'wanadoo', 'laposte', 'tonline', 't-online', 'freenet', 'telia', 'ziggo', 'kpnmail', 'seznam', 'mail', 'email', 'me'];

// ---------------------------------------------------------------------------------------------
// Patterns over the normalised text

const LOCAL = '[a-z0-9][a-z0-9._%+-]{0,63}';
const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
export const EMAIL = new RegExp(`(?<![a-z0-9._%+-])${LOCAL}${AT}${LABEL}(?:${DOT}${LABEL})*${DOT}${TLD}(?![a-z0-9])`, 'gu');
export const EMAIL_PROVIDER = new RegExp(`(?<![a-z0-9._%+-])${LOCAL}${AT}(?:${PROVIDERS.join('|')})(?![a-z0-9])`, 'gu');
/** a plain @ address whose ending is not in the list */
export const EMAIL_PLAIN = /(?<![a-z0-9._%+-])[a-z0-9][a-z0-9._%+-]*\s?@\s?[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,12}(?![a-z0-9])/gu;

export const URL_SCHEME = /\b(?:https?|hxxps?|ftp)\s*:\s*\/\s*\/\s*\S+|\bwww\s*(?:\.|\s+(?:dot|punkt|punto|point|punt|piste|kropka)\s+|\s*[([]\s*(?:dot|\.)\s*[)\]])\s*[a-z0-9-]+\S*/gu;
export const URL_SPACED = /(?<![a-z0-9@._-])[a-z0-9-]{3,}\s\.\s?(?:com|net|org|info|biz|xyz|ru|online|site|app|link|io)(?![a-z0-9])/gu;
export const URL_BARE = new RegExp(`(?<![a-z0-9@._-])${LABEL}(?:\\.${LABEL})*\\.${TLD}(?![a-z0-9@-])(?:/[^\\s]*)?`, 'gu');
/** a link spelled with a dot word: "anna dot com", "site(punkt)de" */
export const URL_WORD = new RegExp(`(?<![a-z0-9@._-])(${LABEL})${DOT_WORD}(${TLD})(?![a-z0-9])`, 'gu');

/** Messenger names that mean a contact outside the site on their own (matched on the compact view). */
export const STRONG_MESSENGERS = /wh?a+t+s+a+p+|w+a+p+s+a+p+|te+l+[ea]+gr+a+m+|s+n+a+p+c+h+a+t+|[il]+n+s+t+a+g+r+a+m+|v+i+b+e+r|t+h+r+e+e+m+a|w+e+c+h+a+t|s+k+y+p+e|d+[il]+s+c+o+r+d|o+n+l+y+f+a+n+s|k+a+k+a+o+t+a+l+k/gu;
export const MESSENGER_LINKS = /\b(?:wa\s*\.\s*me|t\s*\.\s*me|chat\s*\.\s*whatsapp|snapchat\s*\.\s*com|instagram\s*\.\s*com|kik\s*\.\s*me|signal\s*\.\s*me|m\s*\.\s*me)\s*\/\s*\S*/gu;
/**
 * A handle after a messenger's name ("WhatsApp: annasmith", "my telegram is anna_s", "Telegram ➡️
 * annasmith", "snapchat annasmith", decision 170): masked with the name, else the mask leaves it
 * readable. Matched at the end of the name.
 */
export const HANDLE_AFTER = /^(?:\s{0,3}-?\s{0,3}(?:id|nick|nickname|name|user|username|handle|account|konto|tili|profil|profile)\b)?(?:[\s\p{P}\p{S}]{0,8}\s(?:is|ist|es|er|ar|on|jest|c'?est|est|e|=)\s)?[\s\p{P}\p{S}]{0,8}(@?[a-z0-9][a-z0-9._#-]{2,40})/u;
/** weaker names: only with a handle or a contact phrase beside them */
const WEAK = '(?:snap|sc|insta|ig|kik|signal|tg|tele|wa|whats|line|fb|facebook|messenger|face|tiktok|tt|discord|icq|wire|threema|hangouts|twitter|x)';
const HANDLE = '@?[a-z0-9][a-z0-9._-]{2,29}';
export const WEAK_WITH_HANDLE = new RegExp(`(?<![a-z0-9])${WEAK}\\s*(?:[:=>-]|\\bis\\b|\\bist\\b|\\bes\\b|\\ber\\b|\\bar\\b|\\bon\\b|\\bjest\\b|\\bc'?est\\b|\\be\\b)\\s*${HANDLE}`, 'gu');
const CONTACT_VERBS = [
  'add me on', 'add me', 'find me on', 'find me', 'write me on', 'text me on', 'message me on', 'msg me on', 'hit me up on', 'dm me on', 'reach me on', 'on', 'via', 'over', 'per', 'auf', 'bei', 'uber', 'su', 'sur', 'en', 'por', 'op', 'pa', 'na', 'przez', 'kautta',
  'meine', 'mein', 'my', 'mon', 'ma', 'mi', 'mio', 'il mio', 'mijn', 'min', 'mitt', 'minun', 'moj', 'moje',
];
export const WEAK_IN_PHRASE = new RegExp(
  `(?<![a-z0-9])(?:${CONTACT_VERBS.map((v) => v.replace(/ /g, '\\s+')).join('|')})\\s+(?:snap(?:chat)?|insta|kik|signal|telegram|tg|whats|wa|line|fb|facebook|messenger|discord|threema|wire|tiktok|icq)(?![a-z0-9])(?:\\s*[:=]?\\s*${HANDLE})?`,
  'gu',
);
/**
 * A weaker name and a handle with only a space between ("insta annasmith"): the handle must look
 * like one (letters with a digit, dot or underscore) or end the text (checked in scanText).
 */
export const WEAK_SPACE_HANDLE = new RegExp(`(?<![a-z0-9])${WEAK}\\s+(@?[a-z0-9][a-z0-9._-]{2,29})(?![a-z0-9._-])`, 'gu');
export const MESSENGER_ME = /(?<![a-z0-9])(?:snap|kik|insta|whats|wa|telegram|tg|viber|signal)\s+(?:me|mich|moi|me\s+at|mig|meg|mnie)\b/gu;
export const AT_HANDLE = /(?<![a-z0-9._%+-])@[a-z][a-z0-9._]{2,29}(?![a-z0-9@])/gu;

/** Scam patterns in the 11 locales (normalised spellings). */
export const SCAM_PATTERNS: RegExp[] = [
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
