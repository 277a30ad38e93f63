import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id parameters. The library's default algorithm is argon2id; its `Algorithm` const
// enum is deliberately not imported (STACK pitfall 11).
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Verifies against a throwaway hash so an unknown e-mail costs as much time as a wrong password. */
export async function dummyVerify(password: string): Promise<void> {
  dummyHash ??= hashPassword('dummy password that never matches');
  await verifyPassword(await dummyHash, password);
}
