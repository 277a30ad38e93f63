import { describe, expect, it } from 'vitest';
import { authRedirect } from './authRedirect.ts';

describe('auth redirects', () => {
  it.each([
    ['home', true, '/members'],
    ['login', true, '/members'],
    ['members', true, null],
    ['members', false, '/login'],
    ['chats', false, '/login'],
    ['home', false, null],
    ['login', false, null],
    ['langConfig', false, null],
    ['members', undefined, null],
  ] as const)('%s, logged in %s → %s', (route, loggedIn, target) => {
    expect(authRedirect(route, loggedIn)).toBe(target);
  });

  it('lets visitors search and open profiles where logged-out search is allowed, but not elsewhere', () => {
    expect(authRedirect('members', false, true)).toBeNull();
    expect(authRedirect('member', false, true)).toBeNull();
    expect(authRedirect('likesMember', false, true)).toBe('/login');
    expect(authRedirect('chats', false, true)).toBe('/login');
    expect(authRedirect('member', false, false)).toBe('/login');
  });

  it('waits for the site settings before sending a first-time visitor from search to login', () => {
    expect(authRedirect('members', false, 'unknown')).toBeNull();
    expect(authRedirect('member', false, 'unknown')).toBeNull();
    expect(authRedirect('chats', false, 'unknown')).toBe('/login');
  });

  it('leaves unknown routes (404) alone', () => {
    expect(authRedirect(null, false)).toBeNull();
  });
});
