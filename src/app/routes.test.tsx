// @vitest-environment happy-dom
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { matchRoute, useRouter } from 'wouter';
import { matchRoutePath } from '../contract/routePaths.ts';
import { links, routes } from './routes.ts';

const parser = renderHook(() => useRouter().parser).result.current;
const match = (pattern: string, path: string) => matchRoute(parser, pattern, path);

describe('link builders', () => {
  it.each([
    [links.home(), '/'],
    [links.member(42), '/members/42'],
    [links.likesMember(42), '/likes/m/42'],
    [links.chat(7), '/chats/7'],
    [links.credits(), '/credits'],
    [links.credits(99), '/credits/99'],
    [links.credits(99, 'ideal'), '/credits/99/ideal'],
    [links.landing2(5), '/members/5/landing2'],
    [links.landing2(5, 'eng-milf'), '/members/5/landing2/eng-milf'],
    [links.landing3(5, 'a b'), '/members/5/landing3/a%20b'],
    [links.transactions(), '/transactions'],
    [links.transactions('tx1'), '/transactions/tx1'],
    [links.page('return-policy'), '/pages/return-policy'],
    [links.lander('video', 'x'), '/landers/video/x'],
  ])('%s is %s', (built, expected) => {
    expect(built).toBe(expected);
  });
});

describe('route table', () => {
  it('matches each link to its own route, optional params included', () => {
    expect(match(routes.memberLanding2.path, links.landing2(5))[0]).toBe(true);
    expect(match(routes.memberLanding2.path, links.landing2(5, 'slug'))[1]).toMatchObject({ id: '5', slug: 'slug' });
    expect(match(routes.creditsPayment.path, links.credits(9, 'paypal'))[1]).toMatchObject({ id: '9', paymentmethod: 'paypal' });
    expect(match(routes.creditsPayment.path, links.credits(9))[0]).toBe(true);
    expect(match(routes.chat.path, links.chat(3))[1]).toMatchObject({ id: '3' });
    expect(match(routes.transactions.path, links.transactions())[0]).toBe(true);
    expect(match(routes.likesMember.path, links.likesMember(1))[0]).toBe(true);
    expect(match(routes.likesByType.path, links.likesMember(1))[0]).toBe(false);
  });

  it('lists repeat-order before the payment route so it wins in a Switch', () => {
    const names = Object.keys(routes);
    expect(names.indexOf('creditsRepeatOrder')).toBeLessThan(names.indexOf('creditsPayment'));
    const first = names.find((name) => match(routes[name as keyof typeof routes].path, links.creditsRepeatOrder())[0]);
    expect(first).toBe('creditsRepeatOrder');
  });

  it('covers every SPEC §2 route', () => {
    const spec = [
      '/', '/login', '/signup', '/complete-signup', '/signup-matches', '/members', '/members/1', '/likes/m/1',
      '/members/1/chat', '/members/1/landing', '/members/1/signup', '/members/1/landing2', '/members/1/landing3/s',
      '/chats', '/chats/1', '/likes', '/likes/new', '/premium', '/pricing', '/credits', '/credits/1/sofort',
      '/credits/repeat-order', '/directdebit', '/transactions', '/transactions/1', '/profile', '/notifications',
      '/complaints', '/swipe-game', '/match-finder', '/lang-config', '/account-deleted', '/activate/done',
      '/activate/error', '/mail-change/do', '/reset-password', '/reset-password/do', '/pages/terms', '/pages/faq',
      '/landers/tinderswipe', '/landers/gallery', '/landers/video/eng', '/settings',
    ];
    const patterns = Object.values(routes).map((route) => route.path);
    const unmatched = spec.filter((path) => !patterns.some((pattern) => match(pattern, path)[0]));
    expect(unmatched).toEqual([]);
  });
});

describe("the server's route matcher (src/contract/routePaths.ts)", () => {
  // the server answers 404 for a page no route matches: it must read the patterns as wouter does
  it.each([
    '/', '/login', '/LOGIN/', '/members', '/members/12', '/members/12/', '/members/12/landing2', '/members/12/landing2/eng',
    '/credits/repeat-order', '/credits/9/ideal', '/transactions', '/transactions/x', '/likes/m/3', '/likes/new',
    '/pages/terms', '/landers/video/eng', '/nothing-here', '/members/12/nothing', '/members/12/landing2/a/b',
    '/likes/m', '/credits/9/ideal/more', '/pages', '/landers', '/chats/1/2', '/%E2%82%AC',
  ])('%s', (path) => {
    const server = matchRoutePath(path);
    const app = Object.entries(routes).find(([, route]) => match(route.path, path)[0]);
    expect(server?.name ?? null).toBe(app?.[0] ?? null);
    const named = Object.entries(app ? (match(app[1].path, path)[1] ?? {}) : {}).filter(([key, value]) => !/^\d+$/.test(key) && value !== undefined);
    if (app) expect(server?.params).toEqual(Object.fromEntries(named));
  });
});
