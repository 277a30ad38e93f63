import type { DataExportState } from '../contract/dataExport.ts';
import type { ActionResult } from './protocol.ts';

/** A data-export call's outcome: the export's state (not kept in Dexie: it is read when shown). */
export type DataExportResult = { ok: true; data: DataExportState } | Exclude<ActionResult, { ok: true }>;

/** "Download my data" (decision 124); part of SyncWorkerApi. */
export interface DataExportWorkerApi {
  /** GET export-status.php: the state of the latest export */
  loadDataExport(): Promise<DataExportResult>;
  /** POST export.php: starts an export (or answers the one being prepared) */
  requestDataExport(): Promise<DataExportResult>;
}
