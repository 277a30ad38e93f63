import type { Locale } from '../../../../src/contract/locales.ts';
import { da } from './da.ts';
import { de } from './de.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { fi } from './fi.ts';
import { fr } from './fr.ts';
import { it } from './it.ts';
import { nb } from './nb.ts';
import { nl } from './nl.ts';
import { pl } from './pl.ts';
import { sv } from './sv.ts';
import type { MailTexts } from './types.ts';

export type { MailKind, MailKindTexts, MailTexts } from './types.ts';

/** The mail catalogue: one complete set of texts per locale (the type checks completeness). */
export const mailTexts: Record<Locale, MailTexts> = { da, de, en, es, fi, fr, it, nb, nl, pl, sv };

/** Fills `{name}` placeholders; unknown ones stay as they are. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
