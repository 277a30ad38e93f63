import { z } from 'zod';

/** "Download my data" (SPEC §3 account, GDPR Art. 15 and 20; decision 124). */
export const dataExportApi = {
  /** GET: the latest ready export as a ZIP, or starts one and answers 202 with its state; POST: starts one (the settings page) */
  download: '/api/export.php',
  /** GET: the state of the member's latest export, never starts one */
  status: '/api/export-status.php',
} as const;

/** Where the settings page shows the export (the link of the "your data is ready" mail). */
export const dataExportPage = '/settings#data-export';

/** A ready export can be downloaded for this many days, then it is deleted. */
export const DATA_EXPORT_KEEP_DAYS = 7;

/** none: never asked or expired; pending: the job prepares it; ready: downloadable until `expires_at`; failed: the job gave up */
export const DataExportStatus = z.enum(['none', 'pending', 'ready', 'failed']);
export type DataExportStatus = z.infer<typeof DataExportStatus>;

export const DataExportState = z.object({
  status: DataExportStatus,
  requested_at: z.string().nullable(),
  /** when a ready export is deleted (ISO time) */
  expires_at: z.string().nullable(),
  /** bytes of the ZIP, when ready */
  size: z.number().int().nullable(),
  /** when the member may ask for a new export (ISO time); null: now */
  next_allowed_at: z.string().nullable(),
});
export type DataExportState = z.infer<typeof DataExportState>;

export const DataExportAnswer = z.object({ export: DataExportState });
export type DataExportAnswer = z.infer<typeof DataExportAnswer>;
