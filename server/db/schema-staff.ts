import { bigint, bigserial, boolean, integer, jsonb, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import type { StaffRole } from '../../src/contract/staff.ts';
import { tz } from './columns.ts';

// ── Staff accounts and the audit log (decision 120, migration 0018_staff_accounts.sql) ────────
// Checks, foreign keys, indexes and the append-only trigger live in the SQL; this mirrors the columns.

export const staffAccounts = pgTable('staff_accounts', {
  id: serial('id').primaryKey(),
  email: text('email').notNull(),
  passwordHash: text('password_hash').notNull(),
  role: text('role').$type<StaffRole>().notNull(),
  totpSecret: text('totp_secret'),
  totpPendingSecret: text('totp_pending_secret'),
  totpLastStep: bigint('totp_last_step', { mode: 'number' }).notNull().default(0),
  createdAt: tz('created_at').notNull(),
  lastLoginAt: tz('last_login_at'),
  disabledAt: tz('disabled_at'),
  /** decision 169: an admin reset the password; the next login sets a new one (migration 0038) */
  mustChangePassword: boolean('must_change_password').notNull().default(false),
});

export type StaffSessionStage = 'password' | 'full';

export const staffSessions = pgTable('staff_sessions', {
  tokenHash: text('token_hash').primaryKey(),
  staffId: integer('staff_id').notNull(),
  stage: text('stage').$type<StaffSessionStage>().notNull(),
  createdAt: tz('created_at').notNull(),
  expiresAt: tz('expires_at').notNull(),
  revokedAt: tz('revoked_at'),
});

export const staffRecoveryCodes = pgTable('staff_recovery_codes', {
  id: serial('id').primaryKey(),
  staffId: integer('staff_id').notNull(),
  codeHash: text('code_hash').notNull(),
  usedAt: tz('used_at'),
});

export const staffAudit = pgTable('staff_audit', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  at: tz('at').notNull(),
  staffId: integer('staff_id'),
  action: text('action').notNull(),
  targetKind: text('target_kind'),
  targetId: text('target_id'),
  before: jsonb('before'),
  after: jsonb('after'),
});

/**
 * The texts an audit entry about a member leaves out (decision 167, migration 0037): a moderator's
 * reason, a deleted "about", by their place in `before`/`after` (`after.reason`). Kept beside the
 * append-only log so the member's file can show them, and deleted with the member's erasure.
 */
export const staffAuditTexts = pgTable(
  'staff_audit_texts',
  {
    auditId: bigint('audit_id', { mode: 'number' }).notNull(),
    memberId: integer('member_id').notNull(),
    path: text('path').notNull(),
    text: text('text').notNull(),
  },
  (t) => [primaryKey({ columns: [t.auditId, t.path] })],
);
