import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fieldContactKinds, judgeText } from './policy.ts';

interface Evasion {
  class: string;
  text: string;
  /** what must not be left readable (letters and digits only, digits of any script as ASCII) */
  secrets: string[];
}

const corpus = JSON.parse(readFileSync(new URL('../../tests/fixtures/contact-filter/evasions.json', import.meta.url), 'utf8')) as { evasions: Evasion[]; ordinary: string[] };

/** A digit of any script as its value (the test's own reading, independent of the filter's). */
function digitValue(ch: string): string {
  let cp = ch.codePointAt(0)!;
  let value = 0;
  while (value < 9 && /\p{Nd}/u.test(String.fromCodePoint(cp - 1))) {
    cp--;
    value++;
  }
  return String(value);
}

/** What a reader can still read: NFKC, digits of any script as ASCII, lower case, letters and digits only. */
function readable(text: string): string {
  let out = '';
  for (const ch of text.normalize('NFKC').normalize('NFD').toLowerCase()) {
    if (/[a-z0-9]/u.test(ch)) out += ch;
    else if (/\p{Nd}/u.test(ch)) out += digitValue(ch);
  }
  return out;
}

/**
 * The contact filter's evasions (decision 122, decision 170): digits of other scripts, digit groups
 * joined by emoji or symbols, a messenger's handle after its name, addresses spelled out with spaces,
 * contact details in a name or city; and ordinary texts (names, cities, ages, heights, distances,
 * emoji) that must pass unchanged. The figures are printed.
 */
describe('contact filter evasions', () => {
  const evasions = corpus.evasions.map((e) => {
    const shown = judgeText(e.text, null).shown;
    const left = readable(shown);
    return { ...e, shown, caught: e.secrets.every((s) => !left.includes(s)) };
  });
  const ordinary = corpus.ordinary.map((text) => ({ text, verdict: judgeText(text, null), field: fieldContactKinds(text, null) }));
  const changed = ordinary.filter((o) => o.verdict.kinds.length > 0 || o.verdict.shown !== o.text);
  const refused = ordinary.filter((o) => o.field.length > 0);
  const caught = evasions.filter((e) => e.caught);

  it('prints the figures', () => {
    const classes = [...new Set(evasions.map((e) => e.class))];
    process.stdout.write(
      [
        `evasions caught: ${caught.length}/${evasions.length}`,
        ...classes.map((c) => `  ${c}: ${evasions.filter((e) => e.class === c && e.caught).length}/${evasions.filter((e) => e.class === c).length}`),
        `ordinary texts changed: ${changed.length}/${ordinary.length}; refused as a name or city: ${refused.length}/${ordinary.length}`,
        ...evasions.filter((e) => !e.caught).map((e) => `  missed [${e.class}] ${e.text} → ${e.shown}`),
        ...changed.map((o) => `  changed ${o.text} → ${o.verdict.shown} (${o.verdict.kinds.join(',')})`),
        ...refused.map((o) => `  refused ${o.text} (${o.field.join(',')})`),
      ].join('\n') + '\n',
    );
    expect(evasions.length).toBeGreaterThanOrEqual(70);
    expect(ordinary.length).toBeGreaterThanOrEqual(100);
  });

  it('masks every evasion so that nothing of the contact is left readable', () => {
    expect(evasions.filter((e) => !e.caught).map((e) => `${e.text} → ${e.shown}`)).toEqual([]);
  });

  it('passes every ordinary text unchanged, as a message and as a name or city', () => {
    expect(changed.map((o) => o.text)).toEqual([]);
    expect(refused.map((o) => o.text)).toEqual([]);
  });

  it('refuses every contact detail in a name or city', () => {
    const inFields = corpus.evasions.filter((e) => e.class === 'city or name');
    expect(inFields.filter((e) => fieldContactKinds(e.text, null).length === 0).map((e) => e.text)).toEqual([]);
  });

  it('leaves scam words to the moderators in a name or city (Iban is a name), and a kind the site allows', () => {
    expect(fieldContactKinds('Iban Paypal', null)).toEqual([]);
    expect(fieldContactKinds('Anna annasmith.com', { link: 'allow' })).toEqual([]);
    expect(fieldContactKinds('Anna annasmith.com', null)).toEqual(['link']);
  });
});
