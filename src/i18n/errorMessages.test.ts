import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorCodes, type ApiError } from '../contract/index.ts';
import { errorMessage, type ActionError } from './errorMessages.ts';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

describe('error messages', () => {
  it.each([...errorCodes, 'network' as const])('%s has a message of its own words', (code) => {
    // (an ApiError first: TypeScript cannot spread a 25+ member code union over ActionError's members)
    const apiError: ApiError | null = code === 'network' ? null : { error: code };
    const error: ActionError = apiError ?? { error: 'network' };
    const text = errorMessage(i18n, error);
    expect(text.length).toBeGreaterThan(5);
    expect(text).not.toContain(code);
  });

  it('uses the SPEC §8 texts for login', () => {
    expect(errorMessage(i18n, { error: 'login_failed' })).toBe('Login failed, please try again');
    expect(errorMessage(i18n, { error: 'account_blocked', minutes: 12 })).toBe(
      'Too many incorrect attempts, account blocked for 12 min.',
    );
    expect(errorMessage(i18n, { error: 'rate_limited' })).toBe('An error occured, please try again later.');
    expect(errorMessage(i18n, { error: 'rate_limited', retry_after: 125 })).toBe('You are doing this too often. Please try again in 3 min.');
    expect(errorMessage(i18n, { error: 'server_error' })).toBe('An error occured, please try again later.');
  });

  it('names the other member when known', () => {
    expect(errorMessage(i18n, { error: 'insufficient_credits' }, { name: 'Ana' })).toBe(
      'You do not have enough credits to send this message to Ana.',
    );
  });
});
