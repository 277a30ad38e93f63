import { Batcher } from '../../db/batch.ts';
import type { BatchedReadDeclaration } from './declarations.ts';

/**
 * The one way a batcher is made (decision 188): under its declaration (declarations.ts), whose
 * limits it reads. Every lookup still runs in a statement that started after its request arrived
 * (decision 107), so a batched read is never stale.
 */
export function batchedRead<In, Out>(declaration: BatchedReadDeclaration, run: (inputs: In[]) => Promise<Out[]>): Batcher<In, Out> {
  return new Batcher(run, declaration.limits);
}

/**
 * A family of batchers kept per database (drizzle would otherwise build the SQL again on every
 * call) and, where a batch's statement depends on it, per key (a site, a related-members rule):
 * made on first use by `make`. At most `maxKeys` keys per database; past it the family starts
 * afresh (a batcher in use keeps working when dropped: its statement holds it).
 */
export class BatcherFamily<D extends object, K, In, Out> {
  private readonly byDb = new WeakMap<D, Map<K, Batcher<In, Out>>>();

  constructor(
    readonly declaration: BatchedReadDeclaration,
    private readonly make: (db: D, key: K) => (inputs: In[]) => Promise<Out[]>,
    private readonly maxKeys = Infinity,
  ) {}

  /** the batcher of this database and key */
  of(db: D, key: K): Batcher<In, Out> {
    let byKey = this.byDb.get(db);
    if (!byKey) this.byDb.set(db, (byKey = new Map<K, Batcher<In, Out>>()));
    let batcher = byKey.get(key);
    if (!batcher) {
      if (byKey.size >= this.maxKeys) byKey.clear();
      batcher = batchedRead(this.declaration, this.make(db, key));
      byKey.set(key, batcher);
    }
    return batcher;
  }
}
