import { randomBytes } from 'node:crypto';
import { and, asc, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { mailOutbox } from '../../db/schema.ts';
import type { SiteRow } from '../../platform/sites.ts';
import { renderMail, type MailContent } from './render.ts';
import type { MailKind } from './texts/index.ts';
import type { MailTransport } from './transport.ts';

/** Tries in all before a mail is given up as failed; waits double from one minute. */
export const MAIL_MAX_ATTEMPTS = 6;
export const MAIL_FIRST_RETRY_MS = 60_000;

export interface MailRecipient {
  id: number;
  email: string;
  name: string;
  language: string;
}

export interface EnqueueInput {
  site: SiteRow;
  member: MailRecipient;
  /** overrides the member's address (the new address of an e-mail change) */
  to?: string;
  /** a notification mail is stored as `notify:<preference item>`; its unsubscribe link turns that item off */
  kind: MailKind | `notify:${string}`;
  /** a notification mail brings its own content, rendered with its unsubscribe link */
  content?: (unsubscribeUrl: string) => MailContent;
  actionUrl: string;
  baseUrl: string;
  days: number;
  /** true when a transport will deliver; otherwise the mail is kept for the dev mailbox */
  deliver: boolean;
  now: Date;
}

export function unsubscribeUrl(baseUrl: string, token: string): string {
  return `${baseUrl}/api/unsubscribe.php?t=${token}`;
}

/** Renders a mail in the member's language and stores it in the outbox. */
export async function enqueueMail(db: Db, input: EnqueueInput): Promise<number> {
  const token = randomBytes(24).toString('base64url');
  const unsubscribe = unsubscribeUrl(input.baseUrl, token);
  // without its own content the kind is one of the account mails (MailKind)
  const content =
    input.content?.(unsubscribe) ??
    renderMail({
      kind: input.kind as MailKind,
      locale: input.member.language,
      siteName: input.site.name,
      memberName: input.member.name,
      actionUrl: input.actionUrl,
      unsubscribeUrl: unsubscribe,
      days: input.days,
    });
  const [row] = await db
    .insert(mailOutbox)
    .values({
      siteId: input.site.id,
      memberId: input.member.id,
      toAddress: input.to ?? input.member.email,
      kind: input.kind,
      locale: input.member.language,
      subject: content.subject,
      textBody: content.text,
      htmlBody: content.html,
      unsubscribeToken: token,
      unsubscribeUrl: unsubscribe,
      status: input.deliver ? 'pending' : 'kept',
      nextAttemptAt: input.now,
      createdAt: input.now,
    })
    .returning({ id: mailOutbox.id });
  if (!row) throw new Error('mail insert returned nothing');
  return row.id;
}

export function retryDelayMs(attempts: number): number {
  return MAIL_FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1);
}

export interface DeliveryDeps {
  db: Db;
  transport: MailTransport;
  /** From: the configured MAIL_FROM, else no-reply at the site's domain */
  fromFor: (siteId: number) => string;
  /** the sender's name: the site's mail_name in the mail's locale (decision 173) */
  fromNameFor?: (siteId: number, locale: string) => string;
}

/**
 * Sends every due pending mail once. A refused or failed send waits (1, 2, 4, 8… minutes) and is
 * tried again; after MAIL_MAX_ATTEMPTS tries it is marked failed. Returns how many were sent.
 */
export async function deliverDueMail(deps: DeliveryDeps, now: Date, limit = 20): Promise<number> {
  const { db, transport } = deps;
  const due = await db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, now)))
    .orderBy(asc(mailOutbox.id))
    .limit(limit);
  let sent = 0;
  for (const mail of due) {
    const unsubscribe = mail.unsubscribeUrl;
    try {
      await transport.send({
        from: deps.fromFor(mail.siteId),
        fromName: deps.fromNameFor?.(mail.siteId, mail.locale),
        to: mail.toAddress,
        subject: mail.subject,
        text: mail.textBody,
        html: mail.htmlBody,
        headers: {
          'List-Unsubscribe': `<${unsubscribe}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      });
      await db.update(mailOutbox).set({ status: 'sent', sentAt: now, attempts: mail.attempts + 1, lastError: null }).where(eq(mailOutbox.id, mail.id));
      sent++;
    } catch (error) {
      const attempts = mail.attempts + 1;
      const message = error instanceof Error ? error.message.slice(0, 500) : 'send failed';
      await db
        .update(mailOutbox)
        .set({
          attempts,
          lastError: message,
          status: attempts >= MAIL_MAX_ATTEMPTS ? 'failed' : 'pending',
          nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)),
        })
        .where(eq(mailOutbox.id, mail.id));
    }
  }
  return sent;
}
