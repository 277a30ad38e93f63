import { z } from 'zod';

/**
 * The staff console's contract (decision 120): staff accounts are separate from members, log in with
 * password plus TOTP, and call the staff API under /api/admin/… with their own session cookie.
 */

/** Staff roles; `admin` passes every role check (server/staff/guard.ts). */
export const staffRoles = ['moderator', 'support', 'admin'] as const;
export const StaffRole = z.enum(staffRoles);
export type StaffRole = z.infer<typeof StaffRole>;

/** Every staff API path starts here; the staff session cookie is scoped to it. */
export const STAFF_API_PREFIX = '/api/admin';
/** The console's page (a lazily loaded chunk of the UI, src/admin/). */
export const STAFF_CONSOLE_PATH = '/admin';

export const staffApi = {
  /** POST: e-mail and password; answers which second step follows */
  login: '/api/admin/login',
  /** POST: the TOTP code or a recovery code of a password-checked session */
  totp: '/api/admin/login/totp',
  /** GET: a new secret with its QR code; POST: the first code, which turns 2FA on */
  enrolment: '/api/admin/enrolment',
  /** GET: the logged-in staff member (401 without a fully logged-in staff session) */
  me: '/api/admin/me',
  logout: '/api/admin/logout',
  /** GET: the audit log, newest first (admin) */
  audit: '/api/admin/audit',
  /** GET: the staff accounts; POST: create one (admin) */
  staff: '/api/admin/staff',
  /** POST: turn off a staff member's 2FA so they enrol again at their next login (admin) */
  staffResetTotp: '/api/admin/staff/:id/reset-totp',
  /** POST after an admin's password reset: the password-checked session sets a new password */
  newPassword: '/api/admin/login/password',
  /** POST { role } (admin, decision 169) */
  staffRole: '/api/admin/staff/:id/role',
  /** POST: no login, every session ended at once (admin) */
  staffDisable: '/api/admin/staff/:id/disable',
  staffEnable: '/api/admin/staff/:id/enable',
  /** POST { password }: a new first password; the next login must choose its own (admin) */
  staffResetPassword: '/api/admin/staff/:id/reset-password',
  /** POST: every session of the account ends (admin) */
  staffEndSessions: '/api/admin/staff/:id/end-sessions',
} as const;

type StaffAccountPath = 'staffResetTotp' | 'staffRole' | 'staffDisable' | 'staffEnable' | 'staffResetPassword' | 'staffEndSessions';
export const staffAccountPath = (path: StaffAccountPath, id: number): string => staffApi[path].replace(':id', String(id));
export const staffResetTotpPath = (id: number): string => staffAccountPath('staffResetTotp', id);

/** A staff session lives this long after the second step; the first step's session 10 minutes. */
export const STAFF_SESSION_HOURS = 12;
export const STAFF_PENDING_MINUTES = 10;
/** one-time recovery codes handed out at enrolment */
export const STAFF_RECOVERY_CODES = 10;
export const STAFF_PASSWORD_MIN = 12;

export const StaffLoginRequest = z.object({
  email: z.string().trim().min(3).max(254),
  password: z.string().min(1).max(200),
});

/**
 * After the password: `totp` when 2FA is on, `enrol` when the account must set it up first,
 * `new_password` when an admin reset the password (then one of the others follows).
 */
export const StaffLoginAnswer = z.object({ next: z.enum(['totp', 'enrol', 'new_password']) });

export const StaffNewPasswordRequest = z.object({ password: z.string().min(STAFF_PASSWORD_MIN).max(200) });
export type StaffLoginAnswer = z.infer<typeof StaffLoginAnswer>;

export const StaffTotpRequest = z.union([
  z.object({ code: z.string().trim().regex(/^\d{6}$/) }),
  z.object({ recovery_code: z.string().trim().min(8).max(20) }),
]);

export const StaffUser = z.object({
  id: z.number().int(),
  email: z.string(),
  role: StaffRole,
});
export type StaffUser = z.infer<typeof StaffUser>;

export const StaffMeAnswer = z.object({
  staff: StaffUser,
  /** recovery codes not yet used (the console warns when few are left) */
  recovery_codes_left: z.number().int(),
});
export type StaffMeAnswer = z.infer<typeof StaffMeAnswer>;

export const StaffEnrolmentAnswer = z.object({
  /** base32, for typing into an authenticator app */
  secret: z.string(),
  /** the otpauth:// URI the QR code holds */
  uri: z.string(),
  /** the QR code as an SVG document */
  qr_svg: z.string(),
});
export type StaffEnrolmentAnswer = z.infer<typeof StaffEnrolmentAnswer>;

export const StaffEnrolRequest = z.object({ code: z.string().trim().regex(/^\d{6}$/) });

export const StaffEnrolledAnswer = z.object({
  staff: StaffUser,
  /** shown once; only their hashes are stored */
  recovery_codes: z.array(z.string()),
});
export type StaffEnrolledAnswer = z.infer<typeof StaffEnrolledAnswer>;

export const AuditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  staff_id: z.number().int().nullable(),
  staff_email: z.string().nullable(),
  action: z.string(),
  target_kind: z.string().nullable(),
  target_id: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  /**
   * the member the entry is about (the target, or a photo's owner), named as they are now, for the
   * log's sentences (decision 177); name null once the member is erased
   */
  member: z.object({ id: z.number().int(), name: z.string().nullable() }).nullable(),
  /** the staff account an entry about staff names (its e-mail address as it is now) */
  target_staff_email: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

export const AuditQuery = z.object({
  /** entries older than this id (the next page) */
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  action: z.string().max(80).optional(),
  target_kind: z.string().max(40).optional(),
  target_id: z.string().max(80).optional(),
});

export const AuditAnswer = z.object({
  entries: z.array(AuditEntry),
  /** pass as `before` for older entries; null at the end */
  next: z.number().int().nullable(),
});
export type AuditAnswer = z.infer<typeof AuditAnswer>;

export const StaffAccount = StaffUser.extend({
  totp_enabled: z.boolean(),
  created_at: z.string(),
  last_login_at: z.string().nullable(),
  /** decision 169: no login, no session */
  disabled: z.boolean(),
  /** an admin reset the password; the next login chooses a new one */
  must_change_password: z.boolean(),
});
export type StaffAccount = z.infer<typeof StaffAccount>;

export const StaffListAnswer = z.object({ staff: z.array(StaffAccount) });
export type StaffListAnswer = z.infer<typeof StaffListAnswer>;

export const StaffCreateRequest = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email().max(254)),
  role: StaffRole,
  password: z.string().min(STAFF_PASSWORD_MIN).max(200),
});
export type StaffCreateRequest = z.infer<typeof StaffCreateRequest>;

export const StaffAccountAnswer = z.object({ account: StaffAccount });

export const StaffRoleRequest = z.object({ role: StaffRole });
export const StaffPasswordResetRequest = z.object({ password: z.string().min(STAFF_PASSWORD_MIN).max(200) });
