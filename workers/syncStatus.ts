import type { SyncStatusRow } from '../src/db/schema.ts';
import type { Clock } from './clock.ts';
import type { EngineState } from './machine.ts';
import type { Session } from './memberSession.ts';

/**
 * The sync status the page shows (the kv row `syncStatus`): the machine's state, the last pull that
 * went through and the last error. The leader writes it into the current member's database on each
 * change of its machine, once per distinct row.
 */
export interface SyncStatus {
  /** a pull of the current session ended: its first error (null: none), and whether it went through */
  pulled: (error: string | null, ok: boolean) => void;
  /** when the last pull went through (null: never in this database) */
  lastPullAt: () => number | null;
  /** the leader starts from what the database holds */
  restore: (row: SyncStatusRow | undefined) => void;
  /** another session became current: its database has not got the row yet */
  forget: () => void;
  write: (state: EngineState) => void;
}

export function createSyncStatus(current: () => Session | null, clock: Clock): SyncStatus {
  let lastPullAt: number | null = null;
  let lastError: string | null = null;
  let written = '';

  return {
    pulled(error, ok) {
      lastError = error;
      if (ok) lastPullAt = clock.now();
    },
    lastPullAt: () => lastPullAt,
    restore(row) {
      lastPullAt = row?.lastPullAt ?? null;
    },
    forget() {
      written = '';
    },
    write(state) {
      const session = current();
      if (!session) return;
      const row: SyncStatusRow = { state: state.status, lastPullAt, lastError, online: state.online };
      const key = JSON.stringify(row);
      if (key === written) return;
      written = key;
      session.kv.put([{ key: 'syncStatus', value: row }]).catch(() => {
        written = '';
      });
    },
  };
}
