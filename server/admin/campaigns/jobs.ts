import type { FastifyInstance } from 'fastify';
import type { Config } from '../../platform/config.ts';
import { sendDueCampaigns } from './send.ts';

const HOUR_MS = 60 * 60_000;

/**
 * Campaign sending on the job runner (server/notify/jobs.ts, decision 131). A campaign gets a
 * `campaigns_due` job at its time; the job sends every campaign that is due, each claimed by one
 * instance (send.ts `claimDueCampaign`). An hourly sweep takes over a campaign whose instance died
 * while sending, and one whose job was lost.
 */
export function scheduleCampaignJobs(app: FastifyInstance): void {
  const run = async () => void (await sendDueCampaigns(app.notifier.delivery));
  app.notifier.jobs.handle('campaigns_due', run);
  app.notifier.jobs.handle('campaigns_sweep', run);
  app.notifier.jobs.every({
    kind: 'campaigns_sweep',
    next: (now) => {
      const runAt = new Date(Math.ceil(now.getTime() / HOUR_MS) * HOUR_MS);
      return { runAt, key: runAt.toISOString() };
    },
  });
}

/** Queues the job of a campaign at its time; one sent now starts at once where this instance runs jobs. */
export async function wakeCampaignJob(app: FastifyInstance, config: Pick<Config, 'JOB_RUNNER'>, campaignId: number, at: Date, now: Date): Promise<void> {
  await app.notifier.jobs.enqueue('campaigns_due', { campaign: campaignId }, at, `campaigns_due:${campaignId}:${at.getTime()}`);
  if (config.JOB_RUNNER && at.getTime() <= now.getTime()) app.notifier.track(app.notifier.jobs.tick());
}
