import type { Page } from '@playwright/test';
import { Sweep, settle, visit } from './a11y-helpers.ts';
import { createMember, demo, expect, loginThroughForm, test, uniqueEmail } from './fixtures.ts';

/**
 * axe-core on every screen of SPEC §2, logged out and logged in, on a phone (375 px) and a desktop
 * (1280 px), with the modals open: no serious or critical violation, and every screen has a
 * level-one heading. One test per member and width; the member logs in once and moves through the
 * app as a member would (client-side navigation). The premium demo member sweeps every screen at both
 * widths; the free and credits members sweep the screens whose bars, badges, locks and shop differ
 * between them (`differsByMember`), which keeps the sweep's time in CI within bounds (decision 190).
 */
const members = ['free', 'credits', 'premium'] as const;

/** The member screens whose content depends on credits and premium: the others look alike for every member. */
const differsByMember = new Set(['/members/{id}', '/likes/liked-me', '/chats/{id}', '/premium', '/pricing', '/credits', '/credits/{id}', '/transactions', '/swipe-game', '/match-finder']);
const widths = [
  { name: 'phone', viewport: { width: 375, height: 740 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
] as const;

interface Card {
  id: number;
  fictional: boolean;
}

async function someProfileId(page: Page): Promise<number> {
  const res = await page.request.get('/api/members.php?page=1');
  expect(res.ok(), await res.text()).toBe(true);
  const { profiles } = (await res.json()) as { profiles: Card[] };
  const profile = profiles.find((p) => !p.fictional) ?? profiles[0];
  if (!profile) throw new Error('the seeded search is empty');
  return profile.id;
}

const contentPages = ['terms', 'privacy', 'cookies', 'ban', 'faq', 'service', 'return-policy', 'accessibility'];
const landers = ['alonetonight', 'collagelanding', 'gallery', 'iconslanding', 'maplanding', 'socialnetwork', 'transitionsvideolanding', 'video'];

for (const { name: width, viewport } of widths) {
  test.describe(`axe sweep, ${width}`, () => {
    test.use({ viewport });

    test.describe('logged out', () => {
      test.use({ acceptWarning: false });

      test(`every visitor screen, ${width}`, async ({ page }, testInfo) => {
        // some 40 screens, each checked by axe: 20–30 s alone on a slow 2-vCPU machine, about twice that beside the other lane
        test.setTimeout(180_000);
        const sweep = new Sweep(page, `visitor/${width}`);
        await page.goto('/');
        const warning = page.getByRole('dialog', { name: 'Adults only' });
        await expect(warning).toBeVisible();
        await sweep.check('/ + entry warning');
        await warning.getByRole('button', { name: 'Enter' }).click();
        await expect(warning).toBeHidden();
        await settle(page);
        await sweep.check('/');
        if (width === 'desktop') {
          await page.getByRole('main').getByRole('button', { name: 'Sign up for free' }).first().click();
          const signup = page.getByRole('dialog', { name: 'Sign up' });
          await expect(signup).toBeVisible();
          await sweep.check('/ + signup modal');
          await page.keyboard.press('Escape');
          await expect(signup).toBeHidden();
        }
        const id = await someProfileId(page);
        const paths = [
          '/login',
          '/signup',
          '/complete-signup',
          '/signup-matches',
          '/members',
          `/members/${id}`,
          `/members/${id}/chat`,
          `/members/${id}/landing`,
          `/members/${id}/signup`,
          `/members/${id}/landing2`,
          `/members/${id}/landing3/some-slug`,
          '/pricing',
          '/reset-password',
          '/reset-password/do',
          '/activate/done',
          '/activate/error',
          '/account-deleted',
          '/mail-change/do',
          ...contentPages.map((p) => `/pages/${p}`),
          '/landers/tinderswipe',
          ...landers.map((l) => `/landers/${l}`),
          '/no-such-page',
        ];
        for (const path of paths) {
          await visit(page, path);
          await sweep.check(path);
        }
        await sweep.finish(testInfo);
      });
    });

    for (const member of members) {
      test(`every member screen as the ${member} demo member, ${width}`, async ({ page }, testInfo) => {
        // some 40 screens, each checked by axe: 20–30 s alone on a slow 2-vCPU machine, about twice that beside the other lane
        test.setTimeout(180_000);
        const sweep = new Sweep(page, `${member}/${width}`);
        // every screen for the premium member; for the others, the screens that differ (and /members, where the bars are)
        const sweeps = (screen: string) => member === 'premium' || differsByMember.has(screen);
        await loginThroughForm(page, demo[member]);
        await expect(page).toHaveURL(/\/members$/);
        await settle(page);
        await sweep.check('/members');
        const id = await someProfileId(page);

        await visit(page, `/members/${id}`);
        await sweep.check('/members/{id}');
        const photo = page.getByRole('main').getByRole('button', { name: /^(Open|View|Show).*photo/i }).first();
        if (await photo.count()) {
          await photo.click();
          await expect(page.getByRole('dialog', { name: /^Photos of/ })).toBeVisible();
          await sweep.check('/members/{id} + photo viewer');
          await page.keyboard.press('Escape');
          await expect(page.getByRole('dialog')).toHaveCount(0);
        }
        if (sweeps('/likes/m/{id}')) {
          await visit(page, `/likes/m/${id}`);
          await sweep.check('/likes/m/{id}');
        }

        for (const path of ['/likes', '/likes/liked-me', '/likes/my-likes', '/likes/matches'].filter(sweeps)) {
          await visit(page, path);
          await sweep.check(path);
        }

        await visit(page, '/chats');
        if (sweeps('/chats')) await sweep.check('/chats');
        const conversation = page.getByRole('main').locator('a[href^="/chats/"]').first();
        await visit(page, (await conversation.getAttribute('href')) ?? '/chats/0');
        await expect(page.getByRole('textbox', { name: /Message to/ })).toBeVisible();
        await sweep.check('/chats/{id}');
        if (sweeps('/chats/{id} + confirm dialog')) {
          await page.getByRole('button', { name: 'Conversation options' }).click();
          await page.getByRole('menuitem', { name: 'Delete conversation' }).click();
          const confirm = page.getByRole('dialog', { name: 'Delete this conversation?' });
          await expect(confirm).toBeVisible();
          await sweep.check('/chats/{id} + confirm dialog');
          await confirm.getByRole('button', { name: 'Cancel' }).click();
          await expect(confirm).toBeHidden();
        }

        for (const path of ['/premium', '/pricing', '/credits']) {
          await visit(page, path);
          await sweep.check(path);
        }
        const buy = page.getByRole('main').getByRole('button', { name: /^Buy now/ }).first();
        if (await buy.count()) {
          await buy.click();
          await expect(page).toHaveURL(/\/credits\/\d+$/);
          await settle(page);
          await sweep.check('/credits/{id}');
        }
        const rest = [
          '/credits/repeat-order',
          '/directdebit',
          '/transactions',
          '/profile',
          '/settings',
          '/notifications',
          '/complaints',
          '/swipe-game',
          '/match-finder',
          '/lang-config',
          '/pages/accessibility',
          '/no-such-page',
        ].filter(sweeps);
        for (const path of rest) {
          await visit(page, path);
          await sweep.check(path);
        }

        if (sweeps('/likes + new-like modal')) {
          // the new-like modal (?t= shows it after that many seconds)
          await visit(page, '/likes?t=1');
          const likeModal = page.getByRole('dialog', { name: /likes you!/ });
          await expect(likeModal).toBeVisible();
          await sweep.check('/likes + new-like modal');
          await page.keyboard.press('Escape');
          await expect(likeModal).toBeHidden();
        }
        await sweep.finish(testInfo);
      });
    }

    test(`the match, time-bonus and icebreaker modals, ${width}`, async ({ page, request }, testInfo) => {
      test.setTimeout(120_000);
      const password = 'a11y-e2e-password';
      // test-only: the time-bonus modal opens 1 s after entering the members area, not 40 s (this browser only)
      const delay = await page.request.post('/api/test/time-bonus-delay', { data: { seconds: 1 } });
      expect(delay.ok()).toBe(true);
      const ada = { email: uniqueEmail('a11y-ada'), name: 'Ada' };
      const ben = { email: uniqueEmail('a11y-ben'), name: 'Ben' };
      const adaId = await createMember(page, { ...ada, password, credits: 0 });
      const benId = await createMember(page, { ...ben, password });
      // Ben likes Ada first (another session): Ada's like back is a match
      const login = await request.post('/api/user.php', { data: { email: ben.email, password } });
      expect(login.ok()).toBe(true);
      expect((await request.post('/api/like.php', { data: { profile_id: adaId } })).ok()).toBe(true);

      const sweep = new Sweep(page, `new member/${width}`);
      await loginThroughForm(page, ada.email, password);
      const bonus = page.getByRole('dialog', { name: 'Your welcome bonus' });
      await expect(bonus).toBeVisible();
      await sweep.check('/members + time-bonus modal');
      await bonus.getByRole('button', { name: 'Close' }).click();
      await expect(bonus).toBeHidden();

      await visit(page, `/members/${benId}`);
      await page.getByRole('button', { name: 'Like', exact: true }).click();
      const match = page.getByRole('dialog', { name: "It's a match!" });
      await expect(match).toBeVisible();
      await sweep.check('/members/{id} + match modal');
      await page.keyboard.press('Escape');
      await expect(match).toBeHidden();

      await visit(page, `/members/${benId}/chat`);
      const icebreaker = page.getByRole('dialog', { name: /Break the ice/ });
      await expect(icebreaker).toBeVisible();
      await sweep.check('/members/{id}/chat + icebreaker modal');
      await sweep.finish(testInfo);
    });
  });
}
