import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Db } from '../db/connect.ts';
import type { MailService } from '../notify/mail/service.ts';
import type { MediaStore } from '../media/store.ts';
import type { JobRunner } from '../notify/jobs.ts';
import type { Presence } from '../notify/presence.ts';
import type { PokeBus } from '../notify/pokeBus.ts';
import type { KeptLists } from './keptLists.ts';
import type { FirstMessageSender } from '../chat/firstMessages.ts';
import type { ProfileCache } from '../members/profileCache.ts';
import type { SearchPageCache } from '../members/searchPageCache.ts';
import type { SiteDirectory } from './sites.ts';

/**
 * What the route plugins work with (decision 138): set once by buildApp (server/platform/app.ts) as
 * decorators of the root instance, read by every plugin as `app.db`, `app.clock`… Services that
 * take `{ db, config, clock }` can be given `app` itself.
 */
export interface AppServices {
  db: Db;
  config: Config;
  /** the time source of lockouts, sessions and jobs; tests pass a fake clock */
  clock: () => Date;
  /** real-time pokes (chat, likes, moderation) */
  bus: PokeBus;
  /** the sites of this installation by host (decision 127) */
  sites: SiteDirectory;
  mail: MailService;
  /** the job runner of the notifier (reminders, digests, exports, rollups, campaigns) */
  jobs: JobRunner;
  /** who is online (the events stream) */
  presence: Presence;
  /** per-session whole chat lists, dropped on card changes (decision 106) */
  chatLists: KeptLists;
  /** per-session whole likes lists, dropped on card changes (decision 148) */
  likeLists: KeptLists;
  /** search result pages, dropped on card changes */
  searchPages: SearchPageCache;
  /** profiles as read for a visitor, dropped on card changes (decision 162) */
  profiles: ProfileCache;
  /** sends a signup's first message as a chat message */
  firstMessageSender: FirstMessageSender;
  /** where photos and chat images are kept: the media table or an object store (decision 174) */
  mediaStore: MediaStore;
}

declare module 'fastify' {
  // the services of buildApp, one decorator each (see AppServices)
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- module augmentation merges the interface
  interface FastifyInstance extends AppServices {}
}

/** An instance whose routes declare contract schemas (a plugin's parts that are plain functions take it). */
export type ZodApp = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ZodTypeProvider>;

/** Sets every service as a decorator of the root instance (once, before any route plugin). */
export function decorateServices(app: FastifyInstance, services: AppServices): void {
  app.decorate('db', services.db);
  app.decorate('config', services.config);
  app.decorate('clock', services.clock);
  app.decorate('bus', services.bus);
  app.decorate('sites', services.sites);
  app.decorate('mail', services.mail);
  app.decorate('jobs', services.jobs);
  app.decorate('presence', services.presence);
  app.decorate('chatLists', services.chatLists);
  app.decorate('likeLists', services.likeLists);
  app.decorate('searchPages', services.searchPages);
  app.decorate('profiles', services.profiles);
  app.decorate('firstMessageSender', services.firstMessageSender);
  app.decorate('mediaStore', services.mediaStore);
}
