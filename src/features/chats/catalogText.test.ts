import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { giftLabel, icebreakerText } from './catalogText.ts';

async function i18nFor(locale: string) {
  const { messages } = (await import(`../../../locales/${locale}/messages.po`)) as { messages: Record<string, string> };
  const i18n = setupI18n();
  i18n.loadAndActivate({ locale, messages });
  return i18n;
}

describe('shipped gifts and icebreakers in the member’s language', () => {
  it('translates a shipped gift by its slug and an icebreaker by its English line', async () => {
    const de = await i18nFor('de');
    expect(giftLabel(de, { slug: 'rose', name: 'Red rose' })).toBe('Rote Rose');
    expect(icebreakerText(de, { text: 'Coffee or cocktails for a first date?' })).toBe('Kaffee oder Cocktails beim ersten Date?');
    const pl = await i18nFor('pl');
    expect(giftLabel(pl, { slug: 'teddy', name: 'Teddy bear' })).toBe('Miś');
  });

  it('shows an operator’s own gift or line as it was written', async () => {
    const fr = await i18nFor('fr');
    expect(giftLabel(fr, { slug: 'bouquet', name: 'Bouquet' })).toBe('Bouquet');
    expect(giftLabel(fr, { name: 'Old gift without slug' })).toBe('Old gift without slug');
    expect(icebreakerText(fr, { text: 'Quel est ton film préféré ?' })).toBe('Quel est ton film préféré ?');
  });
});
