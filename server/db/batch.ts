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
