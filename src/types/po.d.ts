declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}

/** One part of a compiled catalog (scripts/vite/catalogParts.ts, decision 006). */
declare module '*.po?part=shell' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
declare module '*.po?part=rest' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
