import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { clockTime, shortTime } from './chatTime.ts';

const at = (hours: number, minutes: number, day = 15) => new Date(2026, 10, day, hours, minutes).getTime();
const i18nOf = (locale: string) => setupI18n({ locale, messages: { [locale]: {} } });

describe('chat times in the locale’s own short form', () => {
  it('a 12-hour locale has no leading zero, a 24-hour one its own', () => {
    expect(clockTime(i18nOf('en'), at(9, 5))).toMatch(/^9:05\s?AM$/);
    expect(clockTime(i18nOf('en'), at(16, 38))).toMatch(/^4:38\s?PM$/);
    expect(clockTime(i18nOf('de'), at(9, 5))).toBe('09:05');
    expect(clockTime(i18nOf('fi'), at(16, 38))).toBe('16.38');
  });

  it('a list shows the time today, the weekday this week, else the date', () => {
    const now = at(18, 0);
    expect(shortTime(i18nOf('en'), at(9, 5), now)).toMatch(/^9:05\s?AM$/);
    expect(shortTime(i18nOf('en'), at(9, 5, 13), now)).toBe('Fri');
    expect(shortTime(i18nOf('en'), at(9, 5, 1), now)).toBe('Nov 1');
  });
});
