import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Gift } from '../../contract/chats.ts';

/**
 * The seeded gifts and icebreakers come from the server in English (an operator may add more);
 * the ones we ship are translated here, keyed by gift slug and by the English line.
 */
const giftNames: Record<string, MessageDescriptor> = {
  rose: msg`Red rose`,
  coffee: msg`Coffee date`,
  champagne: msg`Champagne`,
  heart: msg`Big heart`,
  chocolate: msg`Chocolates`,
  teddy: msg`Teddy bear`,
};

const icebreakerLines: Record<string, MessageDescriptor> = {
  'Hi! Your profile made me smile. How is your week going?': msg`Hi! Your profile made me smile. How is your week going?`,
  'Hey, what is the best thing that happened to you today?': msg`Hey, what is the best thing that happened to you today?`,
  'If we met for a drink tonight, where would you take me?': msg`If we met for a drink tonight, where would you take me?`,
  'I love your photos! What do you like to do on a lazy Sunday?': msg`I love your photos! What do you like to do on a lazy Sunday?`,
  'Coffee or cocktails for a first date?': msg`Coffee or cocktails for a first date?`,
};

export function giftLabel(i18n: I18n, gift: Pick<Gift, 'name' | 'slug'>): string {
  const known = gift.slug === undefined ? undefined : giftNames[gift.slug];
  return known ? i18n._(known) : gift.name;
}

export function icebreakerText(i18n: I18n, line: { text: string }): string {
  const known = icebreakerLines[line.text];
  return known ? i18n._(known) : line.text;
}
