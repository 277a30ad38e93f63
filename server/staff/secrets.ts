import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { Config } from '../platform/config.ts';
import { ConfigError } from '../platform/config.ts';

/**
 * Staff TOTP secrets at rest (decision 169): AES-256-GCM under STAFF_SECRET_KEY, stored as
 * `v1:<iv>:<tag>:<ciphertext>` (base64url). A dump of the database alone gives no second factor.
 * A value without the `v1:` prefix is a secret stored before encryption; `open` reads it as it is
 * and the start seals it (server/db/prepare.ts `sealStaffSecrets`).
 */
export interface SecretBox {
  seal(plain: string): string;
  open(stored: string): string;
}

const PREFIX = 'v1:';

/** The demo's key, derived from a fixed phrase: the demo's secrets are printed anyway (decision 109). */
const DEMO_KEY = createHash('sha256').update('flirtwave demo staff secret key').digest();

export function isSealed(stored: string): boolean {
  return stored.startsWith(PREFIX);
}

export function secretBoxOf(key: Buffer): SecretBox {
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `${PREFIX}${iv.toString('base64url')}:${cipher.getAuthTag().toString('base64url')}:${body.toString('base64url')}`;
    },
    open(stored) {
      if (!isSealed(stored)) return stored;
      const [iv = '', tag = '', body = ''] = stored.slice(PREFIX.length).split(':');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}

/**
 * The key of this server: STAFF_SECRET_KEY, or in demo mode without it the demo's key. Production
 * (DEMO_MODE off) without the key refuses to start (server/main.ts calls this first); an app built
 * without it (tests of production answers) gets a box that refuses every use.
 */
export function staffSecretBox(config: Pick<Config, 'DEMO_MODE' | 'STAFF_SECRET_KEY'>): SecretBox {
  if (config.STAFF_SECRET_KEY) return secretBoxOf(config.STAFF_SECRET_KEY);
  if (config.DEMO_MODE) return secretBoxOf(DEMO_KEY);
  const refuse = (): never => {
    throw new ConfigError(missingKeyMessage);
  };
  return { seal: refuse, open: refuse };
}

export const missingKeyMessage =
  'Unsafe server configuration:\n  STAFF_SECRET_KEY: must be set outside the demo (it encrypts the staff two-factor secrets); make one with `openssl rand -hex 32` and keep it with your other secrets';

/** Throws the ConfigError of a production start without STAFF_SECRET_KEY. */
export function assertStaffSecretKey(config: Pick<Config, 'DEMO_MODE' | 'STAFF_SECRET_KEY'>): void {
  if (!config.DEMO_MODE && !config.STAFF_SECRET_KEY) throw new ConfigError(missingKeyMessage);
}
