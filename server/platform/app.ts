import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { type Config, trustProxyOption } from './config.ts';
import type { Db } from '../db/connect.ts';
import { ApiFailure } from './errors.ts';
import { authRoutes } from '../account/routes/auth.ts';
import { chatRoutes } from '../chat/routes.ts';
import { likesRoutes } from '../likes/routes.ts';
import { eventRoutes } from '../notify/routes/events.ts';
import { createPokeBus, type PokeBus } from '../notify/pokeBus.ts';
import { KEPT_READS, keptRead, ReadModel } from './readModel/index.ts';
import { KeptLists } from './keptLists.ts';
import { ProfileCache } from '../members/profileCache.ts';
import { SearchPageCache } from '../members/searchPageCache.ts';
import { accountRoutes } from '../account/routes/account.ts';
import { MailService } from '../notify/mail/service.ts';
import { ensureVapidKeys, Notifier, notifyMessage } from '../notify/index.ts';
import { Presence } from '../notify/presence.ts';
import { pushRoutes } from '../notify/routes/push.ts';
import { adminCampaignRoutes } from '../admin/campaigns/routes.ts';
import { chatFirstMessageSender } from '../chat/firstMessageSender.ts';
import { manifestRoutes } from '../content/routes/manifest.ts';
import { mediaRoutes } from '../media/routes.ts';
import { createMediaStore, MediaUnavailable, S3MediaStore, type MediaStore } from '../media/store.ts';
import { scheduleMediaSweep } from '../media/sweep.ts';
import { membersRoutes } from '../members/routes/members.ts';
import { photoRoutes } from '../members/routes/photos.ts';
import { geocodeRoutes } from '../geo/routes.ts';
import { referenceRoutes } from '../content/routes/reference.ts';
import { safetyRoutes } from '../safety/routes/safety.ts';
import { reportRoutes } from '../safety/routes/reports.ts';
import { staffRoutes } from '../staff/routes.ts';
import { adminModerationRoutes } from '../moderation/routes/moderation.ts';
import { adminHeldRoutes } from '../moderation/routes/held.ts';
import { noticeRoutes } from '../safety/routes/notices.ts';
import { explainEndedSession } from '../moderation/sessionEnd.ts';
import { adminPricesRoutes } from '../admin/prices/routes.ts';
import { adminMembersRoutes } from '../admin/members/routes.ts';
import { dataExportRoutes } from '../account/routes/dataExport.ts';
import { adminDashboardRoutes } from '../admin/dashboard/routes.ts';
import { staticRoutes } from '../content/routes/static.ts';
import { contentRoutes } from '../content/routes/content.ts';
import { publicPageShell } from '../content/shell.ts';
import { testApiRoutes } from '../testApi/routes.ts';
import { registerPayments } from '../payments/register.ts';
import { crossSiteGuard, logError, logRequest, securityHeaders } from './security.ts';
import { readSessionCookie } from '../account/session/cookie.ts';
import { paymentApi } from '../../src/contract/payments.ts';
import { accountApi } from '../../src/contract/signup.ts';
import { SiteDirectory } from './sites.ts';
import { adminSitesRoutes } from '../admin/sites/routes.ts';
import { postgresRateLimitStore } from './rateLimit.ts';
import { frameworkErrors, hostileInputGuard } from './hostileInput.ts';
import { operationsRoutes } from './operations.ts';
import { decorateServices } from './appDeps.ts';
import { contractSerializer, contractValidator } from './http.ts';

export interface AppDeps {
  /** real-time pokes (chat); made from config.DATABASE_URL when left out, and closed with the app */
  pokeBus?: PokeBus;
  config: Config;
  db: Db;
  /** the time source of lockouts and sessions; tests pass a fake clock */
  clock?: () => Date;
  /** where images are kept; made from config.MEDIA_STORE when left out, and closed with the app (decision 174) */
  mediaStore?: MediaStore;
  /** Fastify logger option: false for silence, or pino options (redaction is always added) */
  logger?: boolean | { level?: string; stream?: NodeJS.WritableStream };
}

/** Never logged: credentials, cookies, e-mail addresses and message bodies. */
export const redactPaths = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  'password',
  'email',
  'body',
  'text',
  '*.password',
  '*.email',
  '*.body',
  '*.text',
];

function loggerOption(deps: AppDeps): FastifyServerOptions['logger'] {
  if (deps.logger === false) return false;
  const base = typeof deps.logger === 'object' ? deps.logger : {};
  return {
    level: base.level ?? deps.config.LOG_LEVEL,
    ...(base.stream ? { stream: base.stream } : {}),
    redact: { paths: redactPaths, censor: '[redacted]' },
    // link tokens in query strings (?token=, ?t=) never reach the request log, nor a failed
    // statement's parameters the error log
    serializers: { req: logRequest, err: logError },
  };
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, db } = deps;
  const clock = deps.clock ?? (() => new Date());
  const app = Fastify({
    logger: loggerOption(deps),
    trustProxy: trustProxyOption(config.TRUST_PROXY), // hop count or proxy addresses, never every hop
    bodyLimit: 1024 * 1024,
    // JSON.parse keeps such keys as own properties and hostileInputGuard refuses them with a path (decision 113)
    onProtoPoisoning: 'ignore',
    onConstructorPoisoning: 'ignore',
    frameworkErrors,
  });
  // decision 138: the contract schemas declared on routes validate requests and answers
  app.setValidatorCompiler(contractValidator);
  app.setSerializerCompiler(contractSerializer);

  // the VAPID pair (env or stored) and its public key in every site's settings
  const vapid = await ensureVapidKeys(db, config);
  const sites = keptRead(KEPT_READS.siteDirectory, await SiteDirectory.load(db));

  await app.register(fastifyCookie);
  // `__Host-sid` on https, read by every route as the session cookie
  readSessionCookie(app, config);
  await app.register(fastifyRateLimit, {
    global: false,
    // counted in PostgreSQL so a limit holds across instances and restarts
    store: postgresRateLimitStore(db, clock),
    errorResponseBuilder: () => new ApiFailure(429, 'rate_limited'),
  });

  app.decorateRequest('site', null as unknown as never);
  app.addHook('onRequest', (request, _reply, done) => {
    request.site = sites.resolve(request.headers.host);
    done();
  });
  hostileInputGuard(app);
  securityHeaders(app, { hsts: config.PUBLIC_URL?.startsWith('https:') === true });
  crossSiteGuard(app, { exempt: [paymentApi.webhook, accountApi.unsubscribe], ...(config.PUBLIC_URL ? { publicUrl: config.PUBLIC_URL } : {}) });

  app.setErrorHandler(async (error: FastifyError | ApiFailure | MediaUnavailable, request, reply) => {
    if (error instanceof ApiFailure) {
      // decision 133: the 403 of a session a moderator ended says why (asked only when a session is not live)
      const ended = error.statusCode === 403 && error.code === 'authentication_required' ? await explainEndedSession(db, request, clock()) : null;
      return reply.code(error.statusCode).send({ error: error.code, ...error.details, ...ended });
    }
    // decision 174: the object store of images did not answer in time; nothing half-stored, ask again soon
    if (error instanceof MediaUnavailable) {
      request.log.warn({ err: error }, 'media store did not answer');
      return reply.code(503).header('retry-after', String(error.retryAfter)).header('cache-control', 'no-store').send({ error: 'media_unavailable' });
    }
    const { code } = error;
    if (code === 'FST_ERR_CTP_INVALID_JSON_BODY' || code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return reply.code(400).send({ error: 'malformed_json' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ error: status === 404 ? 'not_found' : 'invalid_request' });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ error: 'server_error' });
  });

  const { spaFallback } = await staticRoutes(app, config.STATIC_DIR, publicPageShell({ db, clock, staticDir: config.STATIC_DIR }));
  app.setNotFoundHandler(async (request, reply) => {
    if (await spaFallback(request, reply)) return reply;
    return reply.code(404).send({ error: 'not_found' });
  });

  const pokeBus = deps.pokeBus ?? (await createPokeBus(config.DATABASE_URL, db, (err) => app.log.warn({ err }, 'poke bus')));
  if (!deps.pokeBus) app.addHook('onClose', () => pokeBus.close());
  // the reads this instance keeps, each under its declaration (decision 188, docs/STALENESS.md)
  const reads = new ReadModel();
  const chatLists = reads.keep(KEPT_READS.chatLists, new KeptLists(config.CHAT_LIST_CACHE_MB * 1024 * 1024));
  const likeLists = reads.keep(KEPT_READS.likeLists, new KeptLists(config.LIKES_LIST_CACHE_MB * 1024 * 1024));
  const searchPages = reads.keep(KEPT_READS.searchPages, new SearchPageCache(config.SEARCH_CACHE_MB * 1024 * 1024));
  const profiles = reads.keep(KEPT_READS.profiles, new ProfileCache(config.PROFILE_CACHE_MB * 1024 * 1024));
  const mail = new MailService({ db, config, clock, sites, log: app.log });
  // push and e-mail notifications, the job runner (reminders, digests, retries)
  const notifier = new Notifier({ db, config, clock, sites, mail, log: app.log, vapid });
  app.decorate('notifier', notifier);
  app.addHook('onClose', () => notifier.close());
  const mediaStore = deps.mediaStore ?? createMediaStore(config, db);
  if (!deps.mediaStore && mediaStore instanceof S3MediaStore) app.addHook('onClose', () => mediaStore.close());
  const firstMessageSender = chatFirstMessageSender({ db, sites, bus: pokeBus, log: app.log, notify: (event, notice) => notifyMessage(app, event, notice) });
  // decision 138: what the route plugins use, one decorator each (server/platform/appDeps.ts)
  decorateServices(app, {
    db,
    config,
    clock,
    bus: pokeBus,
    sites,
    mail,
    jobs: notifier.jobs,
    presence: new Presence({ db, clock }),
    chatLists,
    likeLists,
    searchPages,
    profiles,
    firstMessageSender,
    mediaStore,
  });
  await registerRoutes(app, notifier, reads);
  return app;
}

/** The route plugins (decision 138), in the order their hooks and jobs need. */
async function registerRoutes(app: FastifyInstance, notifier: Notifier, reads: ReadModel): Promise<void> {
  const { db, config } = app;
  // decision 113: /healthz, /readyz, /metrics and the request metrics hooks, before every other route
  await app.register(operationsRoutes);
  await app.register(authRoutes);
  // the staff console's API (decision 120): first of the /api/admin routes, it makes requireStaff work
  await app.register(staffRoutes);
  // moderation queues and actions (decision 121), behind requireStaff
  await app.register(adminModerationRoutes);
  await app.register(adminHeldRoutes);
  await app.register(adminPricesRoutes); // bundles, payment methods, discount codes (decision 128)
  // one listener on `chat_cards` for the kept chat lists, likes lists, search pages and profiles
  // (migrations 0013, 0034), when one of them keeps anything
  const closeReads = await reads.listen(db, app.log);
  if (closeReads) app.addHook('onClose', closeReads);
  await app.register(chatRoutes);
  await app.register(likesRoutes);
  await app.register(eventRoutes);
  await app.register(adminSitesRoutes); // sites without code (decision 127): admin routes, directory reload on change
  await app.register(referenceRoutes);
  await app.register(contentRoutes);
  await app.register(mediaRoutes);
  await app.register(membersRoutes);
  await app.register(photoRoutes);
  await app.register(geocodeRoutes);
  await app.register(manifestRoutes);
  // decision 174: objects whose row never came and queued removals leave the object store
  scheduleMediaSweep({ db, mediaStore: app.mediaStore, log: app.log, jobs: notifier.jobs, clock: app.clock });
  if (config.JOB_RUNNER) notifier.jobs.start();
  await app.register(pushRoutes);
  // campaigns in the staff console, their click link, the operator call and the sending job (decision 131)
  await app.register(adminCampaignRoutes);
  await app.register(accountRoutes);
  await app.register(safetyRoutes);
  await app.register(reportRoutes);
  // the moderators' notices a member has read (decision 133)
  await app.register(noticeRoutes);
  // "Download my data" (decision 124): its routes and its jobs on the runner
  await app.register(dataExportRoutes);
  // the operator's dashboard (decision 132): its routes and its rollup job on the runner
  await app.register(adminDashboardRoutes);
  // the member back office of the staff console (decision 129): after the mail and the job runner it uses
  await app.register(adminMembersRoutes);
  await app.register(registerPayments);
  if (config.TEST_API) await app.register(testApiRoutes);
}
