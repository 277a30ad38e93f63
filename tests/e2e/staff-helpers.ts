import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import type { StaffRole } from '../../src/contract/staff.ts';
import { staffTestApi } from '../../src/contract/staff-testing.ts';
import { expect, uniqueEmail } from './fixtures.ts';

const PASSWORD = 'staff-password-123';

/**
 * Logs `page` into the console as a new staff member of `role` (POST /api/test/staff): its own TOTP
 * secret, so no other spec of the run has used its current step (a step is accepted once, decision
 * 120). Answers the staff member's e-mail address.
 */
export async function loginAsNewStaff(page: Page, role: StaffRole = 'admin', prefix = 'e2e-staff'): Promise<string> {
  const email = uniqueEmail(prefix);
  const created = await page.request.post(staffTestApi.staff, { data: { email, role, password: PASSWORD } });
  expect(created.ok()).toBe(true);
  const { secret } = (await created.json()) as { secret: string };
  await page.goto('/admin');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Code from your authenticator app').fill(TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() }));
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('heading', { name: `Hello, ${email}` })).toBeVisible();
  return email;
}
