import { sql, type SQL } from 'drizzle-orm';

/**
 * Natural batching of one kind of lookup (decision 107): a lookup is sent at once while fewer than
 * `maxInFlight` statements of its kind are running; the lookups that arrive meanwhile wait and go
 * together, as one statement, as soon as one of those returns. An idle server therefore adds no
 * wait, and a busy one makes one round trip for many requests instead of one each. Every lookup
 * still runs in a statement that started after it was asked for, so it sees every write committed
 * before its request arrived.
 */
export class Batcher<In, Out> {
  private pending: { input: In; resolve: (out: Out) => void; reject: (error: unknown) => void }[] = [];
  private inFlight = 0;

  constructor(
    private readonly run: (inputs: In[]) => Promise<Out[]>,
    private readonly options: { maxInFlight: number; maxBatch: number },
  ) {}

  load(input: In): Promise<Out> {
    return new Promise<Out>((resolve, reject) => {
      this.pending.push({ input, resolve, reject });
      this.flush();
    });
  }

  private flush(): void {
    while (this.inFlight < this.options.maxInFlight && this.pending.length > 0) {
      const batch = this.pending.splice(0, this.options.maxBatch);
      this.inFlight++;
      void this.send(batch);
    }
  }

  private async send(batch: typeof this.pending): Promise<void> {
    try {
      const outs = await this.run(batch.map((entry) => entry.input));
      if (outs.length !== batch.length) throw new Error(`batch answered ${outs.length} of ${batch.length} lookups`);
      batch.forEach((entry, i) => entry.resolve(outs[i] as Out));
    } catch (error) {
      for (const entry of batch) entry.reject(error);
    } finally {
      this.inFlight--;
      this.flush();
    }
  }
}

/** The SQL type of a column of `lookupRows` and the values one lookup gives it. */
export type LookupColumn = { type: 'text' | 'int' | 'bigint' | 'timestamptz'; values: readonly (string | number | null)[] };

/**
 * A batch's lookups as a relation `alias(<columns…>, i)`, `i` the lookup's place from 1 (decision
 * 147): one jsonb parameter read by `jsonb_to_recordset`. Its row estimate (the function's 100) does
 * not depend on the batch, where `unnest` of array parameters gives the planner the exact count of
 * each batch and 10 for a generic plan: the plan cache then found every batch's own plan cheaper
 * than the generic one and planned the statement again on every call (a third to a half of
 * PostgreSQL's CPU for a profile view or a likes list). With the same estimate either way, each
 * connection plans a batched statement once and keeps it.
 */
export function lookupRows(alias: string, columns: Record<string, LookupColumn>): SQL {
  if (!/^[a-z_]+$/.test(alias) || !Object.keys(columns).every((name) => /^[a-z_]+$/.test(name))) throw new Error('lookupRows: plain names only');
  const names = Object.keys(columns);
  const count = Object.values(columns)[0]?.values.length ?? 0;
  const records = Array.from({ length: count }, (_, at) => Object.fromEntries(names.map((name) => [name, columns[name]?.values[at] ?? null])));
  const definition = names.map((name) => `${name} ${columns[name]?.type ?? 'text'}`).join(', ');
  return sql`ROWS FROM (jsonb_to_recordset(${JSON.stringify(records)}::jsonb) AS (${sql.raw(definition)})) WITH ORDINALITY AS ${sql.raw(alias)}(${sql.raw(names.join(', '))}, i)`;
}
