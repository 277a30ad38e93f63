import { desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { cardBrands, paymentApi, sandboxCheckoutPath } from '../../../src/contract/payments.ts';
import type { Db } from '../../db/connect.ts';
import { smsOutbox } from '../../db/schema.ts';
import { checkoutCss, escapeHtml, htmlPage } from '../html.ts';
import { SANDBOX_SETTLE_MS, sandboxOutcomes, type SandboxProvider } from '../sandbox.ts';

const Choice = z.object({
  outcome: z.enum(sandboxOutcomes),
  brand: z.enum(cardBrands).optional(),
  card_number: z.string().trim().max(30).optional(),
});

const outcomeLabels: Record<(typeof sandboxOutcomes)[number], string> = {
  paid: 'Payment succeeds',
  failed: 'Payment fails',
  cancelled: 'Cancel the payment',
  pending: 'Pending, then paid (after 5 seconds)',
};

function amountText(minor: number, currency: string): string {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).format(minor / 100);
}

const cardMethods = new Set(['creditcard', 'dankort', 'nexi', 'cartebancaire']);

/**
 * The sandbox provider's hosted checkout (it plays the payment company): the payer picks what
 * happens, the provider then calls our webhook with its payment id only, and the payer is sent
 * back to our transaction page. Server-rendered, no scripts, a plain form post. Registered in demo
 * mode only (server/payments/register.ts; decision 109).
 */
export function sandboxCheckoutRoutes(app: FastifyInstance, deps: { sandbox: SandboxProvider; db: Db }): void {
  const { sandbox } = deps;

  const deliverWebhook = async (host: string | undefined, id: string): Promise<void> => {
    const res = await app.inject({
      method: 'POST',
      url: paymentApi.webhook,
      headers: { host: host ?? 'localhost', 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ id }).toString(),
    });
    if (res.statusCode >= 300) app.log.warn({ status: res.statusCode, id }, 'sandbox webhook not accepted');
  };

  app.get(paymentApi.sandboxCheckoutCss, async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=3600').send(checkoutCss),
  );

  app.get<{ Params: { id: string } }>(paymentApi.sandboxCheckout, async (request, reply) => {
    const row = await sandbox.current(request.params.id);
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    if (!row) return reply.code(404).send(htmlPage('Payment not found', '<h1>Payment not found</h1>'));
    const head = `<div class="brand">Sandbox Pay <span>TEST MODE</span></div><h1>${escapeHtml(row.description)}</h1><p class="amount">${escapeHtml(amountText(row.amount, row.currency))}</p><p class="muted">Method: ${escapeHtml(row.method)} · No real money moves.</p>`;
    if (row.status !== 'open') {
      return reply.send(htmlPage('Payment already decided', `${head}<p>This payment is already ${escapeHtml(row.status)}.</p><p><a href="${escapeHtml(row.redirectUrl)}">Back to the shop</a></p>`));
    }
    const card = cardMethods.has(row.method)
      ? `<fieldset><legend>Card</legend><div class="card"><label>Brand<select name="brand">${cardBrands.map((b) => `<option value="${b}">${b[0]?.toUpperCase()}${b.slice(1)}</option>`).join('')}</select></label><label>Card number<input type="text" name="card_number" inputmode="numeric" autocomplete="cc-number" value="4242 4242 4242 4242"></label></div></fieldset>`
      : '';
    const options = sandboxOutcomes
      .map((o, i) => `<label><input type="radio" name="outcome" value="${o}"${i === 0 ? ' checked' : ''}> ${escapeHtml(outcomeLabels[o])}</label>`)
      .join('');
    const form = `<form method="post" action="${escapeHtml(sandboxCheckoutPath(row.id))}">${card}<fieldset><legend>What should happen?</legend>${options}</fieldset><button type="submit">Continue</button></form>`;
    return reply.send(htmlPage('Sandbox checkout', head + form));
  });

  app.post<{ Params: { id: string } }>(paymentApi.sandboxCheckout, async (request, reply) => {
    const parsed = Choice.safeParse(request.body);
    const row = await sandbox.find(request.params.id);
    if (!row) return reply.code(404).type('text/html; charset=utf-8').send(htmlPage('Payment not found', '<h1>Payment not found</h1>'));
    if (!parsed.success) return reply.redirect(sandboxCheckoutPath(row.id), 303);
    const digits = (parsed.data.card_number ?? '').replace(/\D/g, '');
    const brand = parsed.data.brand ?? 'visa';
    const brandLabel = brand === 'amex' ? 'American Express' : `${brand[0]?.toUpperCase() ?? ''}${brand.slice(1)}`;
    const decided = await sandbox.choose(row.id, parsed.data.outcome, { brand: brandLabel, last4: digits.slice(-4) || '4242' });
    if (decided) {
      await deliverWebhook(request.headers.host, row.id);
      if (parsed.data.outcome === 'pending') {
        const host = request.headers.host;
        setTimeout(() => {
          deliverWebhook(host, row.id).catch((error: unknown) => app.log.warn({ err: error }, 'sandbox settle webhook failed'));
        }, SANDBOX_SETTLE_MS + 250).unref();
      }
    }
    return reply.redirect(row.redirectUrl, 303);
  });

  /** Development SMS outbox: the direct-debit codes the SMS sandbox "sent" (demo mode only, like the whole sandbox). */
  app.get(paymentApi.devSms, async (_request, reply) => {
    const rows = await deps.db.select().from(smsOutbox).orderBy(desc(smsOutbox.id)).limit(50);
    const body =
      rows.length === 0
        ? '<p>No text messages yet.</p>'
        : `<table><thead><tr><th>Sent</th><th>To</th><th>Message</th></tr></thead><tbody>${rows
            .map((r) => `<tr><td>${escapeHtml(r.createdAt.toISOString().replace('T', ' ').slice(0, 19))}</td><td>${escapeHtml(r.phone)}</td><td>${escapeHtml(r.body)}</td></tr>`)
            .join('')}</tbody></table>`;
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(htmlPage('SMS outbox', `<div class="brand">SMS sandbox <span>DEV</span></div><h1>Text messages</h1>${body}`));
  });
}
