import { describe, expect, it } from 'vitest';
import { checkIban, maskIban, normalizePhone } from './banking.ts';

describe('IBAN check (mod-97 and country length)', () => {
  it.each([
    ['NL91ABNA0417164300', 'NL91ABNA0417164300'],
    ['nl91 abna 0417 1643 00', 'NL91ABNA0417164300'],
    ['DE89 3704 0044 0532 0130 00', 'DE89370400440532013000'],
    ['GB29 NWBK 6016 1331 9268 19', 'GB29NWBK60161331926819'],
    ['BE68 5390 0754 7034', 'BE68539007547034'],
    ['FR14 2004 1010 0505 0001 3M02 606', 'FR1420041010050500013M02606'],
    ['AT61 1904 3002 3457 3201', 'AT611904300234573201'],
    ['CH93 0076 2011 6238 5295 7', 'CH9300762011623852957'],
    ['NO93 8601 1117 947', 'NO9386011117947'],
    ['PL61 1090 1014 0000 0712 1981 2874', 'PL61109010140000071219812874'],
  ])('accepts %s', (input, iban) => {
    expect(checkIban(input)).toEqual({ ok: true, iban });
  });

  it.each([
    ['NL91ABNA0417164301', 'checksum'],
    ['NL91ABNA041716430', 'length'],
    ['DE8937040044053201300', 'length'],
    ['XX91ABNA0417164300', 'country'],
    ['91NLABNA0417164300', 'format'],
    ['NL91 ABNA 0417 1643 0!', 'format'],
    ['', 'format'],
  ])('refuses %s (%s)', (input, problem) => {
    expect(checkIban(input)).toEqual({ ok: false, problem });
  });

  it('masks an IBAN for saved methods', () => {
    expect(maskIban('NL91ABNA0417164300')).toBe('NL91 •••• 4300');
  });
});

describe('phone helper (SPEC §9)', () => {
  it.each([
    ['+31 6-1234 5678', '+31612345678'],
    ['06 12 34 56 78', '0612345678'],
    ['+44-20-7946-0958', '+442079460958'],
    ['\t+45 12\u00a034 56 78 ', '+4512345678'],
    ['0612345678', '0612345678'],
  ])('strips hyphens and whitespace: %j', (input, out) => {
    expect(normalizePhone(input)).toBe(out);
  });
});
