import { describe, expect, it } from 'vitest';
import { pageTitle } from './pageTitle.ts';

describe('page title', () => {
  it('is the route title and site name when nothing is unread', () => {
    expect(pageTitle({ siteName: 'Flirtwave', routeTitle: 'Log in', count: 0 })).toBe('Log in · Flirtwave');
  });

  it('is the site name alone without a route title', () => {
    expect(pageTitle({ siteName: 'Flirtwave', count: 0 })).toBe('Flirtwave');
  });

  it('is prefixed with the unread messages plus new likes in brackets', () => {
    expect(pageTitle({ siteName: 'Flirtwave', routeTitle: 'Messages', count: 7 })).toBe('(7) Messages · Flirtwave');
    expect(pageTitle({ siteName: 'Flirtwave', count: 1 })).toBe('(1) Flirtwave');
  });
});
