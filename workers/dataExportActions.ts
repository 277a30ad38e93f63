import { DataExportAnswer, dataExportApi } from '../src/contract/dataExport.ts';
import type { DataExportState } from '../src/contract/dataExport.ts';
import type { ActionEntries, DataResult } from './actionEntries.ts';
import type { ApiClient, ApiOutcome } from './apiClient.ts';
import { actionFailure } from './actionFailure.ts';

/** A data-export call's outcome: the export's state (not kept in Dexie: it is read when shown). */
export type DataExportResult = DataResult<DataExportState>;

const resultOf = (outcome: ApiOutcome<DataExportAnswer>): DataExportResult => (outcome.kind === 'ok' ? { ok: true, data: outcome.data.export } : actionFailure(outcome));

/** "Download my data" (decision 124; decision 183: each declared once, here); nothing is stored. */
export const dataExportActions = {
  /** GET export-status.php: the state of the latest export */
  loadDataExport: async ({ api }: { api: ApiClient }) => resultOf(await api.request(dataExportApi.status, { schema: DataExportAnswer, attempts: 2 })),
  /** POST export.php: starts an export (or answers the one being prepared); a 429 is the once-a-day refusal, shown with its time; never retried */
  requestDataExport: async ({ api }: { api: ApiClient }) =>
    resultOf(await api.request(dataExportApi.download, { method: 'POST', body: {}, schema: DataExportAnswer, attempts: 1 })),
} satisfies ActionEntries<{ api: ApiClient }>;
