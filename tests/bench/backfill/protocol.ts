/** What the backfill bench page asks its worker, and what the worker answers. */
export interface BackfillRequest {
  /** 'plain': one Dexie bulkPut of the rows; 'apply': the sync engine's pull (chatsStep) writes them */
  mode: 'plain' | 'apply';
  count: number;
  /** database the rows go to (the page's live query watches the 'apply' one) */
  database: string;
  conversationId: number;
}

export interface BackfillAnswer {
  ms: number;
  stored: number;
  /** write transactions the pull committed (from Dexie's change events seen on the page) */
  transactions?: number;
}
