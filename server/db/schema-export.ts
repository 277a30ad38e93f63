import { bigserial, customType, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { tz } from './columns.ts';

// ── "Download my data" (migration 0021_data_exports.sql, decision 124) ──────────────────────
// Foreign keys and checks live in the SQL; this module mirrors the columns for drizzle.

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export type DataExportStatus = 'pending' | 'ready' | 'failed';

/** A member's data export: pending until the job stored the ZIP, then ready until `expires_at`. */
export const dataExports = pgTable(
  'data_exports',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: integer('member_id').notNull(),
    status: text('status').$type<DataExportStatus>().notNull().default('pending'),
    requestedAt: tz('requested_at').notNull(),
    readyAt: tz('ready_at'),
    expiresAt: tz('expires_at'),
    archive: bytea('archive'),
    size: integer('size'),
  },
  (t) => [index('data_exports_member').on(t.memberId, t.requestedAt)],
);
