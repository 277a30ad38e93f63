import { eq } from 'drizzle-orm';
import { dataExportPage } from '../../../src/contract/dataExport.ts';
import type { Db } from '../../db/connect.ts';
import { dataExports } from '../../db/schema.ts';
import type { MailService } from '../../notify/mail/service.ts';
import type { MediaStore } from '../../media/store.ts';
import { JOB_MAX_ATTEMPTS, type JobRunner } from '../../notify/jobs.ts';
import { memberById } from '../../members/members.ts';
import type { SiteDirectory } from '../../platform/sites.ts';
import { buildArchive } from './archive.ts';
import { collectSections, ownChatImages, photosOf } from './collect.ts';
import { DATA_EXPORT_KEEP_MS, deleteExpiredExports, markFailed, storeArchive } from './exports.ts';
import { isPendingDeletion } from '../../safety/reach.ts';

export const BUILD_JOB = 'data_export';
export const EXPIRE_JOB = 'data_export_expire';

export interface DataExportJobDeps {
  db: Db;
  clock: () => Date;
  sites: SiteDirectory;
  mail: MailService;
  jobs: JobRunner;
  /** where the photos and chat images are read (decision 174) */
  mediaStore: MediaStore;
}

/** Queues the build of an export; `baseUrl` is where the ready mail's link points. */
export async function queueBuild(jobs: JobRunner, exportId: number, baseUrl: string, now: Date): Promise<void> {
  await jobs.enqueue(BUILD_JOB, { export: exportId, base_url: baseUrl }, now, `${BUILD_JOB}:${exportId}`);
}

/**
 * The export jobs on the job runner (server/notify/jobs.ts): the build, which stores the ZIP, mails
 * the member a link to the settings page and queues the deletion at the end of the download time;
 * and that deletion, which also sweeps any export past its time.
 */
export function registerDataExportJobs(deps: DataExportJobDeps): void {
  const { db, clock, jobs } = deps;
  jobs.handle(BUILD_JOB, async (payload, job) => {
    const id = Number(payload.export);
    const [row] = await db.select().from(dataExports).where(eq(dataExports.id, id));
    if (!row || row.status !== 'pending') return;
    const member = await memberById(db, row.memberId);
    // an account being deleted takes its exports along; nothing is built for it
    if (!member || isPendingDeletion(member)) {
      await db.delete(dataExports).where(eq(dataExports.id, id));
      return;
    }
    try {
      const now = clock();
      const sections = await collectSections(db, member, now);
      const photoFiles = (await photosOf(db, member.id)).map((p) => p.filename);
      const archive = await buildArchive(deps.mediaStore, sections, { photos: photoFiles, chatImages: await ownChatImages(db, member.id) });
      const expiresAt = await storeArchive(db, row, archive, now);
      if (!expiresAt) return;
      await jobs.enqueue(EXPIRE_JOB, { export: id }, expiresAt, `${EXPIRE_JOB}:${id}`);
      const site = deps.sites.byId(member.siteId);
      const baseUrl = typeof payload.base_url === 'string' ? payload.base_url : '';
      if (site && !member.fictional) {
        await deps.mail.send({ site, member, kind: 'dataExport', actionUrl: `${baseUrl}${dataExportPage}`, baseUrl, days: DATA_EXPORT_KEEP_MS / 86_400_000 });
      }
    } catch (error) {
      // the runner retries; after its last attempt the page shows the export as failed
      if (job.attempts >= JOB_MAX_ATTEMPTS) await markFailed(db, id);
      throw error;
    }
  });
  jobs.handle(EXPIRE_JOB, async () => {
    await deleteExpiredExports(db, clock());
  });
}
