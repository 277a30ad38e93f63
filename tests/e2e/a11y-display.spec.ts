import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { visit } from './a11y-helpers.ts';
import { memberContext, startConversation } from './chat-helpers.ts';
import { createMember, demo, expect, loginThroughForm, test, uniqueEmail } from './fixtures.ts';

/** Decision 119: reduced motion, text at 200 % on a 320 px screen. */

/** The swipe card's movement and the modal's entry, as the browser will run them (seconds). */
async function motion(page: Page): Promise<{ card: number; modal: number }> {
  await visit(page, '/swipe-game');
  const card = page.locator('.sg-card:not(.sg-card-behind)').first();
  await expect(card).toBeVisible();
  const cardSeconds = await card.evaluate((el) => parseFloat(getComputedStyle(el).transitionDuration));
  await visit(page, '/chats');
  await visit(page, (await page.getByRole('main').locator('a[href^="/chats/"]').first().getAttribute('href')) ?? '/chats/0');
  await page.getByRole('button', { name: 'Conversation options' }).click();
  await page.getByRole('menuitem', { name: 'Delete conversation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this conversation?' });
  await expect(dialog).toBeVisible();
  const modalSeconds = await dialog.evaluate((el) => parseFloat(getComputedStyle(el).animationDuration));
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  return { card: cardSeconds, modal: modalSeconds };
}

test.describe('reduced motion', () => {
  test('prefers-reduced-motion turns off the swipe and modal animations', async ({ page }) => {
    test.setTimeout(90_000);
    await loginThroughForm(page, demo.free);
    await expect(page).toHaveURL(/\/members$/);
    // without the preference they run (the measurement can tell)
    const normal = await motion(page);
    expect(normal.card).toBeGreaterThan(0.1);
    expect(normal.modal).toBeGreaterThan(0.1);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const reduced = await motion(page);
    expect(reduced.card).toBeLessThan(0.001);
    expect(reduced.modal).toBeLessThan(0.001);
  });
});

/** Member screens checked for sideways scrolling (and the heading kept in view). */
async function sidewaysOverflow(page: Page): Promise<string[]> {
  await loginThroughForm(page, demo.premium);
  await expect(page).toHaveURL(/\/members$/);
  const paths = ['/members', '/likes', '/chats', '/credits', '/premium', '/swipe-game', '/match-finder', '/profile', '/settings', '/notifications', '/complaints', '/pages/accessibility'];
  const profile = await page.getByRole('list', { name: 'Search results' }).getByRole('link').first().getAttribute('href');
  if (profile) paths.push(profile);
  await visit(page, '/chats');
  const conversation = await page.getByRole('main').locator('a[href^="/chats/"]').first().getAttribute('href');
  if (conversation) paths.push(conversation);
  const overflow: string[] = [];
  for (const path of paths) {
    await visit(page, path);
    const { scroll, width } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, width: document.documentElement.clientWidth }));
    if (scroll > width + 1) overflow.push(`${path}: ${scroll}px wide`);
    const box = await page.getByRole('heading', { level: 1 }).first().boundingBox();
    if (box && (box.x < 0 || box.x + box.width > width + 1)) overflow.push(`${path}: heading outside the screen`);
  }
  return overflow;
}

test.describe('reflow at 320 px (WCAG 1.4.10)', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('no member screen scrolls sideways', async ({ page }) => {
    test.setTimeout(120_000);
    expect(await sidewaysOverflow(page)).toEqual([]);
  });
});

test.describe('text at 200 % (WCAG 1.4.4)', () => {
  // a 1280 px screen zoomed to 200 %, with the reader's text size setting doubled instead of the zoom
  test.use({ viewport: { width: 640, height: 800 } });

  test('no member screen scrolls sideways or hides its heading', async ({ page }) => {
    test.setTimeout(120_000);
    // every size in the app is in rem: the root size is the reader's text size setting
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        document.documentElement.style.fontSize = '200%';
      });
    });
    const overflow = await sidewaysOverflow(page);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('32px');
    expect(overflow).toEqual([]);
  });
});

/** WCAG relative luminance contrast of two computed `rgb(…)` colours. */
function contrast(a: string, b: string): number {
  const luminance = (color: string) => {
    const [r = 0, g = 0, bl = 0] = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map((v) => {
      const c = Number(v) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
}

test.describe('counts in the top bar (WCAG 1.4.11)', () => {
  // SPEC §9 gives unread messages the top bar's own dark indigo: the pill must still show on the bar
  test('the unread badge stands out from the bar, on a phone and on a desktop', async ({ page, browser, baseURL }) => {
    const password = 'badge-e2e-password';
    const ada = { email: uniqueEmail('ada'), name: 'Ada' };
    const ben = { email: uniqueEmail('ben'), name: 'Ben' };
    await createMember(page, { ...ada, password, credits: 100 });
    const benId = await createMember(page, { ...ben, password, credits: 100 });
    const a = await memberContext(browser, baseURL ?? '', ada.email, password);
    await startConversation(a.page, benId, 'Hello Ben');
    await a.context.close();
    const b = await memberContext(browser, baseURL ?? '', ben.email, password);
    for (const viewport of [{ width: 375, height: 760 }, { width: 1280, height: 800 }]) {
      await b.page.setViewportSize(viewport);
      const badge = b.page.locator('.topbar').getByRole('link', { name: /Messages/ }).locator('.badge');
      await expect(badge).toHaveText(/1/);
      const look = await badge.evaluate((el) => {
        const bar = el.closest('.topbar');
        const style = getComputedStyle(el);
        return { pill: style.backgroundColor, ring: style.boxShadow, bar: bar ? getComputedStyle(bar).backgroundColor : '' };
      });
      // the pill itself, or a ring around it, at 3:1 against the bar
      const ringColor = look.ring === 'none' ? null : (look.ring.match(/rgba?\([^)]*\)/)?.[0] ?? null);
      const edge = Math.max(contrast(look.pill, look.bar), ringColor ? contrast(ringColor, look.bar) : 1);
      expect(edge, `${viewport.width} px: pill ${look.pill}, ring ${look.ring}, bar ${look.bar}`).toBeGreaterThanOrEqual(3);
    }
    await b.context.close();
  });
});

test.describe('ticked boxes (WCAG 1.4.11)', () => {
  // the light salmon made a ticked box 2.9:1 against its white card
  test('a ticked notification setting stands out from its card at 3:1', async ({ page }) => {
    await loginThroughForm(page, demo.premium);
    await expect(page).toHaveURL(/\/members$/);
    await visit(page, '/notifications');
    const box = page.getByRole('checkbox', { checked: true }).first();
    await expect(box).toBeVisible();
    const look = await box.evaluate((el) => {
      let card: Element | null = el.parentElement;
      while (card && getComputedStyle(card).backgroundColor === 'rgba(0, 0, 0, 0)') card = card.parentElement;
      return { accent: getComputedStyle(el).accentColor, card: card ? getComputedStyle(card).backgroundColor : 'rgb(255, 255, 255)' };
    });
    expect(contrast(look.accent, look.card), `${look.accent} on ${look.card}`).toBeGreaterThanOrEqual(3);
  });
});

/** The translations of a message in every catalog (locales/{locale}/messages.po), by locale. */
function translations(msgid: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const locale of ['da', 'de', 'en', 'es', 'fi', 'fr', 'it', 'nb', 'nl', 'pl', 'sv']) {
    const po = readFileSync(`locales/${locale}/messages.po`, 'utf8');
    const at = po.indexOf(`msgid ${JSON.stringify(msgid)}\nmsgstr `);
    if (at < 0) throw new Error(`${locale}: no ${msgid}`);
    found[locale] = JSON.parse(po.slice(po.indexOf('msgstr ', at) + 7, po.indexOf('\n', po.indexOf('msgstr ', at)))) as string;
  }
  return found;
}

test.describe('the composer on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  // Chromium cuts a textarea's hint off without an ellipsis: "Write a messag" was all a phone showed
  test('the message box’s hint fits it whole, in every language', async ({ page }) => {
    await loginThroughForm(page, demo.premium);
    await expect(page).toHaveURL(/\/members$/);
    await visit(page, '/chats');
    await visit(page, (await page.getByRole('main').locator('a[href^="/chats/"]').first().getAttribute('href')) ?? '/chats/0');
    const box = page.locator('#composer-text');
    await expect(box).toBeVisible();
    const hints = translations((await box.getAttribute('placeholder')) ?? '');
    const widths = await box.evaluate((el, texts) => {
      const style = getComputedStyle(el);
      const pen = document.createElement('canvas').getContext('2d');
      if (!pen) throw new Error('no canvas');
      pen.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return Object.fromEntries(Object.entries(texts).map(([locale, text]) => [locale, { text, width: Math.ceil(pen.measureText(text).width), room }]));
    }, hints);
    for (const [locale, { text, width, room }] of Object.entries(widths)) expect(width, `${locale}: "${text}" in ${room} px`).toBeLessThanOrEqual(room);
  });
});
