import { createHash, randomBytes } from 'node:crypto';
import { hashPassword, verifyPassword } from '../account/passwords.ts';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

/**
 * TOTP two-factor for staff (RFC 6238 via otpauth; decision 120): SHA-1, 6 digits, 30-second steps,
 * one step of clock drift either way. A step once accepted is never accepted again
 * (staff_accounts.totp_last_step), so a code seen over a shoulder cannot be replayed.
 */
export const TOTP_PERIOD_S = 30;
const ISSUER = 'Flirtwave staff';

function totpOf(secretBase32: string, label = 'staff'): TOTP {
  return new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: 6, period: TOTP_PERIOD_S, secret: Secret.fromBase32(secretBase32) });
}

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The 30-second step a code for `secret` matched at `now` (drift ±1), or null. */
export function matchTotp(secretBase32: string, code: string, now: Date): number | null {
  const delta = totpOf(secretBase32).validate({ token: code, timestamp: now.getTime(), window: 1 });
  if (delta === null) return null;
  return Math.floor(now.getTime() / 1000 / TOTP_PERIOD_S) + delta;
}

/** The code of `secret` at `now` (the demo's printout and tests compute codes this way too). */
export function totpCode(secretBase32: string, now: Date): string {
  return totpOf(secretBase32).generate({ timestamp: now.getTime() });
}

export async function enrolmentOf(secretBase32: string, email: string): Promise<{ secret: string; uri: string; qr_svg: string }> {
  const uri = totpOf(secretBase32, email).toString();
  const qrSvg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { secret: secretBase32, uri, qr_svg: qrSvg };
}

// ── Recovery codes ──────────────────────────────────────────────────────────────────────────
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'; // no 0/o, 1/l/i: read off paper

/** A one-time recovery code, `xxxxx-xxxxx` (10 characters of 31: some 49 bits). */
export function newRecoveryCode(): string {
  const bytes = randomBytes(10);
  let out = '';
  for (let i = 0; i < 10; i++) {
    if (i === 5) out += '-';
    out += RECOVERY_ALPHABET[(bytes[i] ?? 0) % RECOVERY_ALPHABET.length];
  }
  return out;
}

function normalisedRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/**
 * A recovery code as stored (decision 169): argon2id of the code without case, spaces or dashes, as
 * for passwords; a 49-bit code behind a fast hash would fall to a dump's brute force in hours.
 */
export function hashRecoveryCode(code: string): Promise<string> {
  return hashPassword(normalisedRecoveryCode(code));
}

/** Whether `code` is the stored one: argon2id, or the sha256 hex of codes handed out before decision 169. */
export async function recoveryCodeMatches(stored: string, code: string): Promise<boolean> {
  const plain = normalisedRecoveryCode(code);
  if (plain.length === 0) return false;
  if (/^[0-9a-f]{64}$/.test(stored)) return createHash('sha256').update(plain).digest('hex') === stored;
  return verifyPassword(stored, plain);
}
