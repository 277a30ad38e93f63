import type { Locale } from '../../../src/contract/locales.ts';
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
import type { ContentTexts } from './types.ts';

/** The server-rendered texts of every locale (content pages, lander copy, the page frame). */
export const contentTexts: Record<Locale, ContentTexts> = { da, de, en, es, fi, fr, it, nb, nl, pl, sv };

export { pageTokens, type ContentTexts, type PageToken } from './types.ts';
