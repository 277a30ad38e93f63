import { describe, expect, it } from 'vitest';
import { Batcher } from './batch.ts';

/** A run whose statements the test finishes by hand, recording the batches it was given. */
function manualRun() {
  const batches: number[][] = [];
  const open: { inputs: number[]; finish: (fail?: Error) => void }[] = [];
  const run = (inputs: number[]) =>
    new Promise<string[]>((resolve, reject) => {
      batches.push(inputs);
      open.push({ inputs, finish: (fail) => (fail ? reject(fail) : resolve(inputs.map((n) => `answer ${n}`))) });
    });
  return { batches, open, run };
}

describe('Batcher', () => {
  it('sends a lookup at once while a slot is free, so an idle server adds no wait', async () => {
    const { batches, open, run } = manualRun();
    const batcher = new Batcher(run, { maxInFlight: 2, maxBatch: 10 });
    const first = batcher.load(1);
    const second = batcher.load(2);
    expect(batches).toEqual([[1], [2]]);
    open[0]!.finish();
    open[1]!.finish();
    await expect(first).resolves.toBe('answer 1');
    await expect(second).resolves.toBe('answer 2');
  });

  it('sends the lookups that waited for a slot together, each answered with its own result', async () => {
    const { batches, open, run } = manualRun();
    const batcher = new Batcher(run, { maxInFlight: 1, maxBatch: 10 });
    const answers = [1, 2, 3, 4].map((n) => batcher.load(n));
    expect(batches).toEqual([[1]]);
    open[0]!.finish();
    await answers[0];
    expect(batches).toEqual([[1], [2, 3, 4]]);
    open[1]!.finish();
    await expect(Promise.all(answers)).resolves.toEqual(['answer 1', 'answer 2', 'answer 3', 'answer 4']);
  });

  it('never puts more than maxBatch lookups in one statement', async () => {
    const { batches, open, run } = manualRun();
    const batcher = new Batcher(run, { maxInFlight: 1, maxBatch: 2 });
    const answers = [1, 2, 3, 4, 5].map((n) => batcher.load(n));
    for (let i = 0; i < 3; i++) {
      open[i]!.finish();
      await answers[[0, 2, 4][i]!];
    }
    expect(batches).toEqual([[1], [2, 3], [4, 5]]);
    await expect(Promise.all(answers)).resolves.toHaveLength(5);
  });

  it('a failed statement fails only its own lookups, and the next batch still goes', async () => {
    const { batches, open, run } = manualRun();
    const batcher = new Batcher(run, { maxInFlight: 1, maxBatch: 10 });
    const first = batcher.load(1);
    const waiting = [batcher.load(2), batcher.load(3)];
    open[0]!.finish(new Error('connection lost'));
    await expect(first).rejects.toThrow('connection lost');
    expect(batches).toEqual([[1], [2, 3]]);
    open[1]!.finish();
    await expect(Promise.all(waiting)).resolves.toEqual(['answer 2', 'answer 3']);
  });

  it('refuses an answer of the wrong length instead of handing out shifted results', async () => {
    const batcher = new Batcher((inputs: number[]) => Promise.resolve(inputs.slice(1)), { maxInFlight: 1, maxBatch: 10 });
    await expect(batcher.load(1)).rejects.toThrow('batch answered 0 of 1 lookups');
  });
});
