// Lighthouse (mobile preset) of the members area, logged in: /members, /chats, a conversation and
// /likes. A session cookie handed to Lighthouse as a header never reaches the sync worker's requests
// (the app would fall back to /login), so the member logs in through the real login form in the very
// Chromium Lighthouse then audits, and each audit keeps the browser's storage (disableStorageReset):
// the figures are those of a returning member, service worker installed and data stored.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouseRun from 'lighthouse';
import { launchChromium, summarize } from './lighthouse.mjs';
import { DEMO_EMAIL, demoConversation, loginInPage } from './member-session.mjs';

const categories = ['performance', 'accessibility', 'best-practices'];


/** The member logged in through /login in a fresh Chromium's page, on the members area. */
async function logIn(browser, base) {
  const page = await browser.newPage();
  // the service worker in control and the first pull stored before the first audit
  await loginInPage(page, base);
  return page;
}

async function audit(page, url, attempts = 3) {
  const errors = [];
  for (let attempt = 1; attempt <= attempts; attempt++) {
    try {
      const result = await lighthouseRun(url, { output: 'json', logLevel: 'error', onlyCategories: categories, disableStorageReset: true }, undefined, page);
      const lhr = result?.lhr;
      if (!lhr) throw new Error('no result');
      if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
      // an audit that ended on another page (the app sent the member to /login) measured the wrong thing
      const landed = new URL(lhr.finalDisplayedUrl).pathname;
      if (landed !== new URL(url).pathname) throw new Error(`ended on ${landed}`);
      // LH_SAVE_DIR=<dir> keeps each whole report there, for its long tasks and script costs
      if (process.env.LH_SAVE_DIR) {
        mkdirSync(process.env.LH_SAVE_DIR, { recursive: true });
        writeFileSync(join(process.env.LH_SAVE_DIR, `${new URL(url).pathname.replaceAll('/', '_')}-${Date.now()}.json`), JSON.stringify(lhr));
      }
      return { ...summarize(url, lhr), attempts: attempt, ...(errors.length ? { failed_attempts: errors } : {}) };
    } catch (err) {
      errors.push(String(err?.message ?? err).slice(0, 500));
    }
  }
  return { url, error: errors.at(-1), attempts, failed_attempts: errors };
}

/** LH_RUNS rounds (default 2), each in a fresh Chromium with its own login; every run is reported. */
export async function lighthouseMembers(base) {
  const { conversationId } = await demoConversation(base);
  const paths = ['/members', '/chats', `/chats/${conversationId}`, '/likes'];
  const rounds = Number(process.env.LH_RUNS ?? 2);
  const runs = [];
  for (let round = 1; round <= rounds; round++) {
    const browser = await launchChromium();
    try {
      const page = await logIn(browser, base);
      for (const path of paths) runs.push({ run: round, ...(await audit(page, `${base}${path}`)) });
    } catch (err) {
      runs.push({ run: round, url: `${base}/login`, error: `login before the audits failed: ${String(err?.message ?? err).slice(0, 500)}` });
    } finally {
      await browser.close();
    }
  }
  return { member: DEMO_EMAIL, storage: 'kept between audits (logged in, service worker and IndexedDB warm)', runs };
}
