// Types of the counting proxy (pgwire-count.mjs) for the TypeScript benches that use it.
export interface WireCounts {
  /** Syncs and simple Queries: one round trip each */
  round_trips: number;
  /** Executes and simple Queries: one statement each */
  statements: number;
}

export function countingProxy(port: number, target: { host: string; port: number }): Promise<{ counts: () => WireCounts; close: () => Promise<void> }>;
