import { describe, expect, it } from 'vitest';
import './zodJitless.ts';
import { z } from 'zod';

describe('zod without its eval probe', () => {
  it('sets jitless on the config zod reads, and schemas still parse', () => {
    expect(z.config().jitless).toBe(true);
    expect(z.object({ a: z.number() }).parse({ a: 1 })).toEqual({ a: 1 });
  });
});
