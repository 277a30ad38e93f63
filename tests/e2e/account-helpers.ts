import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

interface DevMail {
  to: string;
  kind: string;
  subject: string;
  links: string[];
}

/**
 * The newest mail of a kind to an address, from the development mailbox (the server runs without
 * SMTP_URL), polled until it arrives. Returns the path and query of its link to `path`.
 */
export async function mailedLink(page: Page, to: string, kind: string, path: string): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(async () => {
      const res = await page.request.get(`/dev/mailbox.json?to=${encodeURIComponent(to)}`);
      const { mails } = (await res.json()) as { mails: DevMail[] };
      const link = mails.find((m) => m.kind === kind)?.links.find((l) => new URL(l).pathname === path);
      found = link ? `${new URL(link).pathname}${new URL(link).search}` : undefined;
      return found;
    })
    .toBeTruthy();
  return found ?? '';
}
