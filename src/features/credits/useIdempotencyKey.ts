import { useRef } from 'react';

/**
 * One idempotency key per intent (e.g. "buy bundle 12"): a double click or a retry sends the same
 * key, so the server makes one order or one payment. `renew` starts a new intent.
 */
export function useIdempotencyKey(): { keyFor(intent: string): string; renew(intent: string): void } {
  const keys = useRef(new Map<string, string>());
  return {
    keyFor(intent) {
      let key = keys.current.get(intent);
      if (!key) {
        key = crypto.randomUUID();
        keys.current.set(intent, key);
      }
      return key;
    },
    renew(intent) {
      keys.current.delete(intent);
    },
  };
}
