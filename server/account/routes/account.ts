import type { FastifyPluginCallback } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eraseDueAccounts } from '../accountDeletion.ts';
import { devMailboxRoutes } from '../../notify/routes/devMailbox.ts';
import { allowInlineStylePages } from '../../content/routes/htmlPage.ts';
import { notificationRoutes } from '../../notify/routes/notifications.ts';
import { passwordResetRoutes } from './passwordReset.ts';
import { settingsRoutes } from './settings.ts';
import { signupRoutes } from './signup.ts';
import { accountTestApiRoutes } from '../../testApi/account.ts';

/** How often the erasure job looks for deletions whose 14 days are over. */
export const ERASURE_JOB_MS = 60 * 60_000;

/**
 * Signup, e-mail confirmation, the account lifecycle, notifications and the mail outbox (decision
 * 138: one plugin): form posts (RFC 8058 unsubscribe) are parsed in this plugin only. Its routes
 * read the app's services (`AccountDeps` is the app).
 */
export const accountRoutes: FastifyPluginCallback = (app, _options, done) => {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, parsed) => {
    parsed(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  allowInlineStylePages(app);
  const zodApp = app.withTypeProvider<ZodTypeProvider>();
  signupRoutes(zodApp, app);
  passwordResetRoutes(zodApp, app);
  settingsRoutes(zodApp, app);
  notificationRoutes(zodApp, app);
  devMailboxRoutes(zodApp, app);
  if (app.config.TEST_API) accountTestApiRoutes(zodApp, app);

  app.mail.start();
  const timer = setInterval(() => {
    eraseDueAccounts(app.db, app.clock(), app).catch((error: unknown) => app.log.error({ err: error }, 'erasure job failed'));
  }, ERASURE_JOB_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await app.mail.close();
  });
  done();
};
