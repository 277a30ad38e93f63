import type { DataExportResult } from './dataExportProtocol.ts';
import { whenSyncReady } from './remote.ts';

const broken: DataExportResult = { ok: false, error: { error: 'server_error' } };

/** The state of the member's latest data export (decision 124). */
export async function loadDataExport(): Promise<DataExportResult> {
  try {
    return await (await whenSyncReady()).loadDataExport();
  } catch {
    return broken;
  }
}

/** Asks for a data export; the state answered is pending (or the refusal, e.g. rate_limited). */
export async function requestDataExport(): Promise<DataExportResult> {
  try {
    return await (await whenSyncReady()).requestDataExport();
  } catch {
    return broken;
  }
}
