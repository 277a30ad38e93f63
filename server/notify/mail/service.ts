import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../platform/config.ts';
import type { Db } from '../../db/connect.ts';
import { siteTexts, type SiteDirectory } from '../../platform/sites.ts';
import { deliverDueMail, enqueueMail, type EnqueueInput } from './outbox.ts';
import { smtpTransport, type MailTransport } from './transport.ts';

/** How often the outbox is swept for retries while SMTP is on. */
export const MAIL_SWEEP_MS = 30_000;

export type MailRequest = Omit<EnqueueInput, 'deliver' | 'now'>;

/**
 * The one mail service: renders and stores every mail in the outbox; with SMTP_URL a background
 * sender delivers them (at once, then retries with backoff); without it they stay in the outbox,
 * readable at the development mailbox (/dev/mailbox) in demo mode only (decision 109).
 */
export class MailService {
  readonly transport: MailTransport | null;
  private running: Promise<void> = Promise.resolve();
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly deps: { db: Db; config: Config; clock: () => Date; sites: SiteDirectory; log: FastifyBaseLogger },
  ) {
    this.transport = deps.config.SMTP_URL ? smtpTransport(deps.config.SMTP_URL) : null;
    if (!this.transport && !deps.config.DEMO_MODE) {
      deps.log.warn('SMTP_URL is not set: mails (password resets, confirmations, notifications) stay in the outbox unsent');
    }
  }

  /**
   * The development mailbox is open only in demo mode without an SMTP server (without
   * DEMO_MODE anyone could read a stranger's password-reset link there).
   */
  get devMailbox(): boolean {
    return this.transport === null && this.deps.config.DEMO_MODE;
  }

  async send(request: MailRequest): Promise<number> {
    const id = await enqueueMail(this.deps.db, { ...request, deliver: this.transport !== null, now: this.deps.clock() });
    void this.kick();
    return id;
  }

  /** Runs one delivery sweep after the ones already queued; resolves when it is done. */
  kick(): Promise<void> {
    const transport = this.transport;
    if (!transport) return Promise.resolve();
    const { db, config, sites, clock, log } = this.deps;
    this.running = this.running
      .then(() =>
        deliverDueMail(
          {
            db,
            transport,
            fromFor: (siteId) => config.MAIL_FROM ?? `no-reply@${sites.byId(siteId)?.domain ?? 'localhost'}`,
            fromNameFor: (siteId, locale) => {
              const site = sites.byId(siteId);
              return site ? siteTexts(site, locale).mail_name : '';
            },
          },
          clock(),
        ),
      )
      .then(
        () => undefined,
        (error: unknown) => log.error({ err: error }, 'mail delivery sweep failed'),
      );
    return this.running;
  }

  start(): void {
    if (!this.transport || this.timer) return;
    this.timer = setInterval(() => void this.kick(), MAIL_SWEEP_MS);
    this.timer.unref();
  }

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
    this.transport?.close();
  }
}
