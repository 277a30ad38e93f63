import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountApi } from '../../src/contract/signup.ts';
import { mailOutbox } from '../../server/db/schema.ts';
import { deliverDueMail, MAIL_MAX_ATTEMPTS } from '../../server/notify/mail/outbox.ts';
import { smtpTransport } from '../../server/notify/mail/transport.ts';
import { backends, startTestServer, type TestServer } from '../helpers/server.ts';
import { post, signupBody, uniqueAddress } from '../helpers/account.ts';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on a free port that keeps what it receives; `refuse` makes it answer 451. */
function startSmtp(): Promise<{ port: number; received: Received[]; refuse: { on: boolean }; next: () => Promise<Received>; close: () => Promise<void> }> {
  const received: Received[] = [];
  const waiting: ((r: Received) => void)[] = [];
  const refuse = { on: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (refuse.on) {
        const error = Object.assign(new Error('Try again later'), { responseCode: 451 });
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const mail: Received = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        received.push(mail);
        waiting.shift()?.(mail);
        callback();
      });
    },
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.server.address() as AddressInfo;
      resolve({
        port,
        received,
        refuse,
        next: () => new Promise((r) => waiting.push(r)),
        close: () => new Promise((r) => server.close(() => r())),
      });
    });
  });
}

/** Undoes quoted-printable soft breaks and =XX escapes, enough to search the raw message. */
function unfoldQp(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

describe.each(backends)('mail over SMTP on %s', (backend) => {
  let t: TestServer;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await startTestServer(backend, { ACCOUNT_RATE_LIMIT: '10000', SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'hello@flirtwave.test' });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('delivers the activation mail to a real SMTP server with a one-click List-Unsubscribe', async () => {
    const arriving = smtp.next();
    const body = signupBody({ email: uniqueAddress('smtp') }, t.clock.now());
    expect((await post(t.app, accountApi.signup, body)).statusCode).toBe(201);
    const mail = await arriving;
    expect(mail.from).toBe('hello@flirtwave.test');
    expect(mail.to).toEqual([body.email]);
    // quoted-printable is the body's encoding: the headers are only unfolded (decoding them would
    // turn a token's '=3F' into '?')
    const headerEnd = mail.raw.indexOf('\r\n\r\n');
    const headers = mail.raw.slice(0, headerEnd).replace(/\r\n[ \t]+/g, ' ');
    const raw = `${headers}\r\n\r\n${unfoldQp(mail.raw.slice(headerEnd + 4))}`;
    expect(raw).toMatch(/^Subject: Confirm your e-mail address for Flirtwave/m);
    // RFC 2369: whitespace folded into the <…> of the header is not part of the URL
    const unsubscribe = /^List-Unsubscribe: (<[^>]+>)/m.exec(raw)?.[1]?.replace(/\s+/g, '');
    expect(unsubscribe).toMatch(/^<http:\/\/localhost(:\d+)?\/api\/unsubscribe\.php\?t=[\w-]+>$/);
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    expect(raw).toContain('multipart/alternative');
    expect(raw).toContain('/api/activate.php?token=');
    await expect
      .poll(async () => (await t.handle.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, body.email)))[0])
      .toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('closes the development mailbox when SMTP_URL is set', async () => {
    expect((await t.app.inject({ method: 'GET', url: accountApi.devMailbox })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: accountApi.devMailboxJson })).statusCode).toBe(404);
  });

  it('retries a refused mail with growing waits, then gives it up as failed', async () => {
    const body = signupBody({ email: uniqueAddress('retry') }, t.clock.now());
    smtp.refuse.on = true;
    const app = await t.build({ ACCOUNT_RATE_LIMIT: '10000' }); // no SMTP_URL: the mail is kept, then queued by hand
    expect((await post(app, accountApi.signup, body)).statusCode).toBe(201);
    await t.handle.db.update(mailOutbox).set({ status: 'pending' }).where(eq(mailOutbox.toAddress, body.email));
    const transport = smtpTransport(`smtp://127.0.0.1:${smtp.port}`);
    const deps = { db: t.handle.db, transport, fromFor: () => 'hello@flirtwave.test' };
    const row = async () => (await t.handle.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, body.email)))[0]!;
    try {
      let now = t.clock.now();
      await deliverDueMail(deps, now);
      expect(await row()).toMatchObject({ status: 'pending', attempts: 1 });
      expect((await row()).nextAttemptAt.getTime() - now.getTime()).toBe(60_000);
      await deliverDueMail(deps, new Date(now.getTime() + 30_000));
      expect((await row()).attempts).toBe(1); // not due yet
      for (let i = 2; i <= MAIL_MAX_ATTEMPTS; i++) {
        now = (await row()).nextAttemptAt;
        await deliverDueMail(deps, now);
      }
      expect(await row()).toMatchObject({ status: 'failed', attempts: MAIL_MAX_ATTEMPTS });
      expect((await row()).lastError).toContain('451');
      smtp.refuse.on = false;
      await t.handle.db.update(mailOutbox).set({ status: 'pending', attempts: 0 }).where(eq(mailOutbox.toAddress, body.email));
      const arriving = smtp.next();
      expect(await deliverDueMail(deps, new Date(now.getTime() + 10 * 86_400_000))).toBe(1);
      expect((await arriving).to).toEqual([body.email]);
    } finally {
      smtp.refuse.on = false;
      transport.close();
    }
  });
});
