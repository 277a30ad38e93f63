import type { FastifyInstance } from 'fastify';
import { eraseDueAccounts } from '../services/accountDeletion.ts';
import type { AccountDeps } from './accountDeps.ts';
import { devMailboxRoutes } from './devMailbox.ts';
import { allowInlineStylePages } from './htmlPage.ts';
import { notificationRoutes } from './notifications.ts';
import { passwordResetRoutes } from './passwordReset.ts';
import { settingsRoutes } from './settings.ts';
import { signupRoutes } from './signup.ts';
import { accountTestApiRoutes } from './test-api-account.ts';

/** How often the erasure job looks for deletions whose 14 days are over. */
export const ERASURE_JOB_MS = 60 * 60_000;

/**
 * Signup, e-mail confirmation, the account lifecycle, notifications and the mail outbox,
 * in their own scope: form posts (RFC 8058 unsubscribe) are parsed here only.
 */
export async function accountRoutes(app: FastifyInstance, deps: AccountDeps): Promise<void> {
  await app.register((scope, _options, done) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
    allowInlineStylePages(scope);
    signupRoutes(scope, deps);
    passwordResetRoutes(scope, deps);
    settingsRoutes(scope, deps);
    notificationRoutes(scope, deps);
    devMailboxRoutes(scope, deps);
    if (deps.config.TEST_API) accountTestApiRoutes(scope, deps);
    done();
  });

  deps.mail.start();
  const timer = setInterval(() => {
    eraseDueAccounts(deps.db, deps.clock()).catch((error: unknown) => app.log.error({ err: error }, 'erasure job failed'));
  }, ERASURE_JOB_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await deps.mail.close();
  });
}
