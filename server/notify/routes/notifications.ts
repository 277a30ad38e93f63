import { eq, sql } from 'drizzle-orm';
import type { ZodApp } from '../../platform/appDeps.ts';
import { notificationDefaults, notificationItems, NotificationsAnswer, NotificationsRequest, type NotificationItem, type NotificationPreferences } from '../../../src/contract/account.ts';
import { lockScreenOf } from '../delivery.ts';
import { isLocale } from '../../../src/contract/locales.ts';
import { accountApi } from '../../../src/contract/signup.ts';
import { mailOutbox, members, notificationSettings } from '../../db/schema.ts';
import { fill, mailTexts } from '../mail/texts/index.ts';
import { textsFor } from '../texts.ts';
import type { MemberRow } from '../../members/members.ts';
import { memberFirst, requireMember } from '../../account/routes/auth.ts';
import type { AccountDeps } from '../../account/routes/accountDeps.ts';
import { escapeHtml, sendHtmlPage } from '../../content/routes/htmlPage.ts';

/** `notify:<item>` (notification mails, SPEC §8) names the preference its unsubscribe link turns off. */
function notificationItemOf(kind: string): NotificationItem | undefined {
  const item = kind.startsWith('notify:') ? kind.slice('notify:'.length) : '';
  return (notificationItems as readonly string[]).includes(item) ? (item as NotificationItem) : undefined;
}

const defaults: NotificationPreferences = { ...notificationDefaults };

/** The stored settings row (preferences and the lock-screen choice, decision 178), null when never saved. */
async function settingsOf(deps: AccountDeps, memberId: number): Promise<Record<string, unknown> | null> {
  const [row] = await deps.db.select().from(notificationSettings).where(eq(notificationSettings.memberId, memberId));
  return row?.settings ?? null;
}

/** The preferences alone: each item stored, else its default. */
function preferencesIn(settings: Record<string, unknown> | null): NotificationPreferences {
  const out: NotificationPreferences = { ...defaults };
  for (const item of notificationItems) if (typeof settings?.[item] === 'boolean') out[item] = settings[item];
  return out;
}

function disabledOf(member: MemberRow) {
  return member.notificationsDisabled.filter((r): r is 'fbl' | 'bounce' | 'unsubscribe' => ['fbl', 'bounce', 'unsubscribe'].includes(r));
}

/** Notification settings, and the one-click unsubscribe link of every mail (RFC 8058). */
export function notificationRoutes(app: ZodApp, deps: AccountDeps): void {
  const { db } = deps;

  app.get(accountApi.notifications, { schema: { response: { 200: NotificationsAnswer } } }, async (request) => {
    const member = await requireMember(deps, request);
    const settings = await settingsOf(deps, member.id);
    return { preferences: preferencesIn(settings), disabled: disabledOf(member), lock_screen: lockScreenOf(settings) };
  });

  app.put(accountApi.notifications, { preValidation: memberFirst, schema: { body: NotificationsRequest, response: { 200: NotificationsAnswer } } }, async (request) => {
    const member = await requireMember(deps, request);
    const { body } = request;
    // the lock-screen choice is kept beside the preferences (decision 178); left out, the stored one stays
    const lockScreen = body.lock_screen ?? lockScreenOf(await settingsOf(deps, member.id));
    const settings = { ...body.preferences, lock_screen: lockScreen };
    await db
      .insert(notificationSettings)
      .values({ memberId: member.id, settings })
      .onConflictDoUpdate({ target: notificationSettings.memberId, set: { settings } });
    let current = member;
    if (body.reenable) {
      const [updated] = await db.update(members).set({ notificationsDisabled: [] }).where(eq(members.id, member.id)).returning();
      current = updated ?? member;
    }
    return { preferences: body.preferences, disabled: disabledOf(current), lock_screen: lockScreen };
  });

  async function mailOf(token: unknown) {
    if (typeof token !== 'string' || token.length > 100) return undefined;
    const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.unsubscribeToken, token));
    return mail;
  }

  function page(reply: Parameters<typeof sendHtmlPage>[0], locale: string, siteName: string, body: (t: (typeof mailTexts)['en']) => string, status = 200) {
    const lang = isLocale(locale) ? locale : 'en';
    const t = mailTexts[lang];
    return sendHtmlPage(reply, { lang, title: t.unsubscribe, heading: siteName, body: body(t), status });
  }

  app.get(accountApi.unsubscribe, async (request, reply) => {
    const { t: token } = request.query as { t?: unknown };
    const mail = await mailOf(token);
    if (!mail) return page(reply, request.site.domainLanguage.slice(0, 2), request.site.name, (t) => `<div class="card"><p>${escapeHtml(t.unsubscribePage.invalid)}</p></div>`, 404);
    const site = { site: request.site.name };
    const item = notificationItemOf(mail.kind);
    return page(reply, mail.locale, request.site.name, (t) => {
      const question = item ? textsFor(mail.locale).unsubscribeQuestion : t.unsubscribePage.question;
      const action = `${accountApi.unsubscribe}?t=${encodeURIComponent(mail.unsubscribeToken)}`;
      return `<div class="card"><h1>${escapeHtml(fill(question, site))}</h1><form method="post" action="${escapeHtml(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${escapeHtml(t.unsubscribePage.button)}</button></form></div>`;
    });
  });

  // RFC 8058 one-click: a POST with the body "List-Unsubscribe=One-Click", from the mail client or the form above.
  app.post(accountApi.unsubscribe, async (request, reply) => {
    const { t: token } = request.query as { t?: unknown };
    const mail = await mailOf(token);
    if (!mail) return page(reply, 'en', request.site.name, (t) => `<div class="card"><p>${escapeHtml(t.unsubscribePage.invalid)}</p></div>`, 404);
    const item = notificationItemOf(mail.kind);
    if (item && mail.memberId !== null) {
      // a notification mail's link turns off that kind only
      const stored = await settingsOf(deps, mail.memberId);
      const preferences = { ...preferencesIn(stored), [item]: false, lock_screen: lockScreenOf(stored) };
      await db
        .insert(notificationSettings)
        .values({ memberId: mail.memberId, settings: preferences })
        .onConflictDoUpdate({ target: notificationSettings.memberId, set: { settings: preferences } });
      request.log.info({ memberId: mail.memberId, item }, 'unsubscribed from one kind of e-mail');
      const done = fill(textsFor(mail.locale).unsubscribeDone, { site: request.site.name });
      return page(reply, mail.locale, request.site.name, (t) => `<div class="card"><h1>${escapeHtml(done)}</h1><p>${escapeHtml(t.unsubscribePage.reenable)}</p></div>`);
    }
    if (mail.memberId !== null) {
      await db
        .update(members)
        .set({ notificationsDisabled: sql`CASE WHEN ${members.notificationsDisabled} @> '["unsubscribe"]'::jsonb THEN ${members.notificationsDisabled} ELSE ${members.notificationsDisabled} || '["unsubscribe"]'::jsonb END` })
        .where(eq(members.id, mail.memberId));
    }
    request.log.info({ memberId: mail.memberId }, 'unsubscribed from e-mails');
    const site = { site: request.site.name };
    return page(reply, mail.locale, request.site.name, (t) => `<div class="card"><h1>${escapeHtml(fill(t.unsubscribePage.done, site))}</h1><p>${escapeHtml(t.unsubscribePage.reenable)}</p></div>`);
  });
}
