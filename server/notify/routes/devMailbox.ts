import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { ZodApp } from '../../platform/appDeps.ts';
import { DevMailboxAnswer } from '../../../src/contract/account.ts';
import { accountApi } from '../../../src/contract/signup.ts';
import { mailOutbox } from '../../db/schema.ts';
import { ApiFailure } from '../../platform/errors.ts';
import type { AccountDeps } from '../../account/routes/accountDeps.ts';
import { escapeHtml, sendHtmlPage } from '../../content/routes/htmlPage.ts';

const linkPattern = /https?:\/\/[^\s<>"]+/g;

/**
 * The development mailbox: the outbox of this site, newest first, as a page and as JSON (tests).
 * Open only in demo mode without SMTP_URL (MailService.devMailbox; decision 109), so a
 * production site never shows its members' mail.
 */
export function devMailboxRoutes(app: ZodApp, deps: AccountDeps): void {
  async function mails(siteId: number, to: unknown) {
    const where: SQL[] = [eq(mailOutbox.siteId, siteId)];
    if (typeof to === 'string' && to !== '') where.push(eq(mailOutbox.toAddress, to.trim().toLowerCase()));
    const rows = await deps.db.select().from(mailOutbox).where(and(...where)).orderBy(desc(mailOutbox.id)).limit(100);
    return rows.map((m) => ({
      id: m.id,
      to: m.toAddress,
      kind: m.kind,
      subject: m.subject,
      text: m.textBody,
      links: [...new Set(m.textBody.match(linkPattern) ?? [])],
      created_at: m.createdAt.toISOString(),
    }));
  }

  // `to` read leniently (not a string: no filter), so the query has no schema
  app.get(accountApi.devMailboxJson, { schema: { response: { 200: DevMailboxAnswer } } }, async (request) => {
    if (!deps.mail.devMailbox) throw new ApiFailure(404, 'not_found');
    const { to } = request.query as { to?: unknown };
    return { mails: await mails(request.site.id, to) };
  });

  app.get(accountApi.devMailbox, async (request, reply) => {
    if (!deps.mail.devMailbox) throw new ApiFailure(404, 'not_found');
    const { to } = request.query as { to?: unknown };
    const list = await mails(request.site.id, to);
    const cards = list
      .map(
        (m) => `<article class="card"><h2>${escapeHtml(m.subject)}</h2><p class="meta">To ${escapeHtml(m.to)} · ${escapeHtml(m.kind)} · ${escapeHtml(m.created_at)}</p>
<ul>${m.links.map((l) => `<li><a href="${escapeHtml(l)}">${escapeHtml(l)}</a></li>`).join('')}</ul><pre>${escapeHtml(m.text)}</pre></article>`,
      )
      .join('');
    const empty = '<div class="card"><p>No mail yet.</p></div>';
    return sendHtmlPage(reply, {
      lang: 'en',
      title: `Development mailbox – ${request.site.name}`,
      heading: `Development mailbox – ${request.site.name}`,
      body: `<p class="meta">Mails are kept here because SMTP_URL is not set. Newest first; ?to=address filters.</p>${cards || empty}`,
    });
  });
}
