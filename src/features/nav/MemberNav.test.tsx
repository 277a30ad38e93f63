// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { User } from '../../contract/index.ts';
import { db } from '../../db/index.ts';
import { MemberNav } from './MemberNav.tsx';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
beforeEach(async () => {
  await db.chats.clear();
  await db.likes.clear();
});
afterEach(cleanup);

const member = (paid: boolean, credits: number) =>
  ({ credits, paid_user: paid, profile: { name: 'Sam' } }) as unknown as User;

const renderNav = (user: User) =>
  render(
    <I18nProvider i18n={i18n}>
      <MemberNav user={user} />
    </I18nProvider>,
  );

const chat = (id: number, numUnread: number) => ({
  id,
  profileId: id,
  numUnread,
  lastMessageAt: id,
  lastMessagePreview: '',
  version: 1,
});

describe('member navigation', () => {
  it('caps the unread badge at 99+ (sum over conversations)', async () => {
    await db.chats.bulkPut([chat(1, 60), chat(2, 40)]);
    renderNav(member(false, 20));
    const link = await screen.findByRole('link', { name: 'Messages 100 unread messages' });
    expect(link.querySelector('.badge [aria-hidden="true"]')?.textContent).toBe('99+');
  });

  it('shows 99 unread as 99', async () => {
    await db.chats.bulkPut([chat(1, 99)]);
    renderNav(member(false, 20));
    const link = await screen.findByRole('link', { name: 'Messages 99 unread messages' });
    expect(link.querySelector('.badge [aria-hidden="true"]')?.textContent).toBe('99');
  });

  it('counts only new received likes', async () => {
    await db.likes.bulkPut([
      { id: 'in:1', profileId: 1, direction: 'in', likeNew: true, createdAt: 1, version: 1 },
      { id: 'in:2', profileId: 2, direction: 'in', likeNew: false, createdAt: 2, version: 1 },
      { id: 'out:3', profileId: 3, direction: 'out', likeNew: true, createdAt: 3, version: 1 },
    ]);
    renderNav(member(false, 20));
    const link = await screen.findByRole('link', { name: 'Likes 1 new like' });
    expect(link.querySelector('.badge [aria-hidden="true"]')?.textContent).toBe('1');
  });

  it('links every main screen by its name (decision 176): search, swipe game, match finder, messages, likes', () => {
    renderNav(member(false, 20));
    const hrefs = ['Search members', 'Swipe game', 'Find matches', 'Messages', 'Likes'].map((name) => screen.getByRole('link', { name }).getAttribute('href'));
    expect(hrefs).toEqual(['/members', '/swipe-game', '/match-finder', '/chats', '/likes']);
  });

  it('shows get premium with the credits badge to a free member', () => {
    renderNav(member(false, 0));
    const premium = screen.getByRole('link', { name: 'Get premium 0 credits' });
    expect(premium.getAttribute('href')).toBe('/premium');
    expect(premium.querySelector('.badge-danger')).not.toBeNull();
    expect(screen.queryByRole('link', { name: /^Credits/ })).toBeNull();
  });

  it('shows a paying member with more than 10 credits the balance without a badge', () => {
    renderNav(member(true, 100));
    const credits = screen.getByRole('link', { name: /Credits/ });
    expect(credits.textContent).toContain('100');
    expect(credits.querySelector('.badge')).toBeNull();
  });

  it('shows the credits balance to a paying member', () => {
    renderNav(member(true, 5));
    const credits = screen.getByRole('link', { name: /Credits/ });
    expect(credits.getAttribute('href')).toBe('/credits');
    expect(credits.querySelector('.badge-warning [aria-hidden="true"]')?.textContent).toBe('5');
    expect(credits.textContent).toContain('5 credits');
    expect(screen.queryByRole('link', { name: /Get premium/ })).toBeNull();
  });
});
