import { useEffect, useSyncExternalStore } from 'react';
import { loadAllMessages } from '../i18n/i18n.ts';
import type * as MemberPartsModule from './MemberParts.tsx';

export type MemberParts = typeof MemberPartsModule;

let parts: MemberParts | null = null;
let loading: Promise<MemberParts> | null = null;
const listeners = new Set<() => void>();

/**
 * Loads the members-only layout parts (and with them Dexie) once. main.tsx awaits it before the
 * first render when a member is stored, so a member's first paint has them in place.
 */
export function loadMemberParts(): Promise<MemberParts> {
  // their messages are outside the first route's part of the catalog (decision 006)
  loading ??= Promise.all([import('./MemberParts.tsx'), loadAllMessages()]).then(
    ([loaded]) => {
      parts = loaded;
      for (const listener of listeners) listener();
      return loaded;
    },
    (error: unknown) => {
      loading = null; // a later render may try again (chunkReload handles a stale deployment)
      throw error;
    },
  );
  return loading;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = (): MemberParts | null => parts;

/** The members-only parts when `member` is true and they are loaded (loading them if needed). */
export function useMemberParts(member: boolean): MemberParts | null {
  const loaded = useSyncExternalStore(subscribe, snapshot, snapshot);
  useEffect(() => {
    if (member && !parts) loadMemberParts().catch(() => undefined);
  }, [member]);
  return member ? loaded : null;
}
