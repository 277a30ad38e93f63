import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locale } from '../../src/contract/locales.ts';
import { KEPT_READS, keptRead } from '../platform/readModel/index.ts';

// The app's own translations (locales/<locale>/messages.po, the Lingui catalogs) for the few
// screens the server paints from the app's messages (/login, /signup; decision 137): one home per
// text, so the painted form and the app's form say the same words in every locale.

const cache = keptRead(KEPT_READS.appMessages, new Map<string, ReadonlyMap<string, string>>());

/** A PO string literal's value ("a \"b\"\n" → a "b" + newline). */
function unquote(literal: string): string {
  return literal.slice(1, -1).replace(/\\(.)/g, (_m, c: string) => (c === 'n' ? '\n' : c === 't' ? '\t' : c));
}

/** msgid → msgstr of a PO file (entries with a msgctxt or an empty translation are left out). */
export function parsePo(text: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const entry of text.split(/\n\s*\n/)) {
    let field: 'msgid' | 'msgstr' | 'msgctxt' | null = null;
    const parts: Record<'msgid' | 'msgstr' | 'msgctxt', string[]> = { msgid: [], msgstr: [], msgctxt: [] };
    for (const line of entry.split('\n')) {
      const m = /^(msgid|msgstr|msgctxt)\s+(".*")\s*$/.exec(line);
      if (m) {
        field = m[1] as 'msgid' | 'msgstr' | 'msgctxt';
        parts[field].push(unquote(m[2] as string));
      } else if (field && /^".*"\s*$/.test(line)) parts[field].push(unquote(line.trim()));
    }
    const id = parts.msgid.join('');
    const str = parts.msgstr.join('');
    if (id && str && parts.msgctxt.length === 0) out.set(id, str);
  }
  return out;
}

function catalog(locale: Locale): ReadonlyMap<string, string> {
  let found = cache.get(locale);
  if (!found) {
    try {
      found = parsePo(readFileSync(path.resolve('locales', locale, 'messages.po'), 'utf8'));
    } catch {
      found = new Map();
    }
    cache.set(locale, found);
  }
  return found;
}

/** The app's message in a locale (the English source text when untranslated), {names} filled. */
export function appMessage(locale: Locale, source: string, values: Readonly<Record<string, string | number>> = {}): string {
  const text = catalog(locale).get(source) ?? source;
  return text.replace(/\{([A-Za-z_0-9]+)\}/g, (whole, name: string) => (values[name] === undefined ? whole : String(values[name])));
}
