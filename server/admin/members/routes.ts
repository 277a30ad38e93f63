import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdjustCreditsAnswer,
  AdjustCreditsRequest,
  adminMembersApi,
  MemberActionAnswer,
  MemberActionRequest,
  MemberDetailAnswer,
  MemberSearchAnswer,
  MemberSearchQuery,
} from '../../../src/contract/adminMembers.ts';
import { REACTIVATION_DAYS } from '../../../src/contract/constants.ts';
import { accountApi } from '../../../src/contract/signup.ts';
import type { Config } from '../../platform/config.ts';
import type { Db } from '../../db/connect.ts';
import { ApiFailure } from '../../platform/errors.ts';
import { orEmpty } from '../../platform/http.ts';
import { siteBaseUrl } from '../../notify/mail/baseUrl.ts';
import type { MailService } from '../../notify/mail/service.ts';
import type { MailKind } from '../../notify/mail/texts/index.ts';
import type { JobRunner } from '../../notify/jobs.ts';
import { endStreamsPoke, type PokeBus } from '../../notify/pokeBus.ts';
import { ACTIVATION_TTL_MS, issueToken } from '../../account/accountTokens.ts';
import { requestDeletion } from '../../account/accountDeletion.ts';
import { startExport } from '../../account/dataExport/exports.ts';
import { queueBuild } from '../../account/dataExport/job.ts';
import { memberById, type MemberRow } from '../../members/members.ts';
import type { SiteRow } from '../../platform/sites.ts';
import { writeAudit } from '../../staff/audit.ts';
import { requireStaff, staffOfRequest } from '../../staff/guard.ts';
import { adjustCredits, auditMember, endSessions } from './actions.ts';
import { memberDetail, memberWithSite } from './detail.ts';
import { searchMembers } from './search.ts';
import { isPendingDeletion, PENDING_DELETION } from '../../safety/reach.ts';

export interface AdminMembersDeps {
  db: Db;
  config: Config;
  clock: () => Date;
  bus: PokeBus;
  mail: MailService;
  jobs: JobRunner;
}

const Params = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/**
 * The member back office (decision 129), every site's members. Who may do what (the server decides;
 * the console only hides what the role cannot do):
 * - support and admin: find members, read a member's file, resend the activation mail, end sessions;
 * - admin only: adjust credits, start the deletion, start the member's data export.
 * Moderators have none of it: the item screen of their queues shows what moderation needs.
 * Every action writes its audit entry (server/staff/audit.ts).
 */
export const adminMembersRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const deps: AdminMembersDeps = app;
  const { db, clock } = deps;
  // the staff session before the schemas: a stranger gets 401, never a 400
  const support = requireStaff('support');
  const admin = requireStaff('admin');
  /** the actions' body: none, or `{}` */
  const action = { params: Params, body: orEmpty(MemberActionRequest), response: { 200: MemberActionAnswer } };

  /** The member of `:id` with their site, or 404. */
  const target = async (id: number): Promise<{ member: MemberRow; site: SiteRow }> => {
    const found = await memberWithSite(db, id);
    if (!found) throw new ApiFailure(404, 'not_found');
    return found;
  };
  /** Mail links point at the member's own site, not the console's host (server/notify/mail/baseUrl.ts). */
  const mailTo = async (request: FastifyRequest, member: MemberRow, site: SiteRow, kind: MailKind, path: string, token: string, days: number) => {
    const baseUrl = siteBaseUrl(Object.create(request, { site: { value: site } }) as FastifyRequest, deps.config);
    await deps.mail.send({ site, member, kind, actionUrl: `${baseUrl}${path}?token=${token}`, baseUrl, days });
  };

  app.get(adminMembersApi.search, { preValidation: support, schema: { querystring: MemberSearchQuery, response: { 200: MemberSearchAnswer } } }, async (request, reply) => {
    const { query } = request;
    const found = await searchMembers(db, query.q, query.by, query.site);
    // a read of member data is audited (decision 167): who searched, how, and whom it showed; the search term only as its length
    await writeAudit(db, { staffId: staffOfRequest(request).id, action: 'member.search', targetKind: 'members', after: { by: query.by, site: query.site ?? null, q: query.q, shown: found.members.map((m) => m.id) }, at: clock() });
    reply.header('cache-control', 'no-store');
    return found;
  });

  app.get(adminMembersApi.member, { preValidation: support, schema: { params: Params, response: { 200: MemberDetailAnswer } } }, async (request, reply) => {
    const { member, site } = await target(request.params.id);
    const now = clock();
    const detail = await memberDetail(db, member, site, now);
    await writeAudit(db, { staffId: staffOfRequest(request).id, action: 'member.view', targetKind: 'member', targetId: member.id, at: now });
    reply.header('cache-control', 'no-store');
    return { member: detail };
  });

  app.post(adminMembersApi.credits, { preValidation: admin, schema: { params: Params, body: AdjustCreditsRequest, response: { 200: AdjustCreditsAnswer } } }, async (request) => {
    const staff = staffOfRequest(request);
    const { id } = request.params;
    const done = await adjustCredits(db, staff, id, request.body, clock());
    // the member's open app shows the new balance at once, as after a purchase (server/payments/register.ts)
    if (!done.repeated) await deps.bus.publish([{ member: id, kind: 'credits' }]).catch((error: unknown) => app.log.warn({ err: error }, 'credits poke failed'));
    return done;
  });

  app.post(adminMembersApi.activationMail, { preValidation: support, schema: action }, async (request) => {
    const staff = staffOfRequest(request);
    const { member, site } = await target(request.params.id);
    const now = clock();
    const token = await db.transaction(async (tx) => {
      // judged in the transaction: confirming takes the member row, as this read does
      const current = await memberById(tx, member.id);
      if (current?.status !== 'not_confirmed') throw new ApiFailure(409, 'member_already_confirmed');
      await auditMember(tx, staff, member.id, 'member.activation_mail', now);
      return issueToken(tx, { memberId: member.id, purpose: 'activate', ttlMs: ACTIVATION_TTL_MS, now });
    });
    await mailTo(request, member, site, 'activate', accountApi.activate, token, ACTIVATION_TTL_MS / 86_400_000);
    return { ok: true as const };
  });

  app.post(adminMembersApi.endSessions, { preValidation: support, schema: action }, async (request) => {
    const staff = staffOfRequest(request);
    const { member } = await target(request.params.id);
    const ended = await endSessions(db, staff, member.id, clock());
    // open event streams close now, not at their next check (as a ban does, decision 121)
    await deps.bus.publish([endStreamsPoke(member.id)]).catch((error: unknown) => app.log.warn({ err: error }, 'poke publish failed'));
    return { ok: true as const, ended };
  });

  app.post(adminMembersApi.deletion, { preValidation: admin, schema: action }, async (request) => {
    const staff = staffOfRequest(request);
    const { member, site } = await target(request.params.id);
    const now = clock();
    // the member's own deletion (SPEC §3 account): hidden at once, erased after the window, and the
    // reactivation mail lets them undo it; judged and audited under the deletion's locks
    await requestDeletion(db, member, now, async (tx) => {
      const current = await memberById(tx, member.id);
      if (!current || isPendingDeletion(current)) throw new ApiFailure(409, 'account_pending_deletion');
      await auditMember(tx, staff, member.id, 'member.delete', now, { status: PENDING_DELETION });
    });
    const token = await issueToken(db, { memberId: member.id, purpose: 'reactivate', ttlMs: REACTIVATION_DAYS * 86_400_000, now });
    await mailTo(request, member, site, 'reactivate', accountApi.reactivate, token, REACTIVATION_DAYS);
    await deps.bus.publish([endStreamsPoke(member.id)]).catch((error: unknown) => app.log.warn({ err: error }, 'poke publish failed'));
    return { ok: true as const };
  });

  app.post(adminMembersApi.dataExport, { preValidation: admin, schema: action }, async (request) => {
    const staff = staffOfRequest(request);
    const { member, site } = await target(request.params.id);
    if (isPendingDeletion(member)) throw new ApiFailure(409, 'account_pending_deletion');
    const now = clock();
    // the member's own export (decision 124), with its once-a-day limit: the ready mail goes to the
    // member and the ZIP opens only in their session; staff never hold their data
    const { created, state } = await startExport(db, member.id, now);
    if (created) {
      await queueBuild(deps.jobs, created.id, siteBaseUrl(Object.create(request, { site: { value: site } }) as FastifyRequest, deps.config), now);
      if (deps.config.JOB_RUNNER) void deps.jobs.tick();
    }
    await auditMember(db, staff, member.id, 'member.data_export', now, { export: created?.id ?? null, status: state.status });
    return { ok: true as const, export_state: state.status };
  });
  done();
};
