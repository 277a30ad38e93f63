import { z } from 'zod';
import { StaffRole } from './staff.ts';

/**
 * POST /api/test/staff — a staff account with a known password and TOTP secret (answered), so
 * every test logs in with an account of its own (TEST_API=1 only).
 */
export const staffTestApi = { staff: '/api/test/staff' } as const;

export const TestStaffRequest = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email().max(254)),
  role: StaffRole,
  password: z.string().min(1).max(200),
  /** false: the account must enrol at its first login */
  totp: z.boolean().default(true),
});
export type TestStaffRequest = z.input<typeof TestStaffRequest>;

export const TestStaffAnswer = z.object({ email: z.string(), secret: z.string().nullable() });
export type TestStaffAnswer = z.infer<typeof TestStaffAnswer>;
