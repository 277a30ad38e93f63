import { DataExportAnswer, dataExportApi } from '../src/contract/dataExport.ts';
import type { DataExportResult, DataExportWorkerApi } from '../src/sync/dataExportProtocol.ts';
import type { ApiClient, ApiOutcome } from './apiClient.ts';
import { actionFailure } from './actionFailure.ts';

const resultOf = (outcome: ApiOutcome<DataExportAnswer>): DataExportResult => (outcome.kind === 'ok' ? { ok: true, data: outcome.data.export } : actionFailure(outcome));

/** The data-export calls of the worker, bound to the engine's api client (nothing is stored). */
export function createDataExportApi({ api }: { api: ApiClient }): DataExportWorkerApi {
  return {
    loadDataExport: async () => resultOf(await api.request(dataExportApi.status, { schema: DataExportAnswer, attempts: 2 })),
    // a 429 is the once-a-day refusal, shown with its time; never retried
    requestDataExport: async () => resultOf(await api.request(dataExportApi.download, { method: 'POST', body: {}, schema: DataExportAnswer, attempts: 1 })),
  };
}
