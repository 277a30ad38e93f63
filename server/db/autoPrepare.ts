import { createHash } from 'node:crypto';
import pg from 'pg';

/**
 * Named (server-side prepared) statements for the queries a server repeats (decision 100).
 *
 * drizzle sends every query as an unnamed statement, so PostgreSQL parses and plans it on every
 * call: on the load benchmark that planning was half of PostgreSQL's CPU time for chats.php. This
 * client gives a query text a name once it has been seen `HOT_AFTER` times, so each pooled
 * connection parses it once and PostgreSQL can keep its plan (its usual choice between a custom
 * and a generic plan applies). Texts that are not repeated (an IN list of a new length) stay
 * unnamed, and at most `MAX_NAMED` texts are ever named, so neither side grows without bound.
 */
const HOT_AFTER = 2;
const MAX_NAMED = 500;
const MAX_COUNTED = 5_000;

interface QueryConfigLike {
  text?: unknown;
  name?: unknown;
  submit?: unknown;
}

export interface AutoPrepareLimits {
  /** calls of a text before it is named */
  hotAfter?: number;
  /** texts ever named by this process */
  maxNamed?: number;
}

export class StatementNames {
  private readonly seen = new Map<string, number>();
  private readonly named = new Map<string, string>();
  private readonly hotAfter: number;
  private readonly maxNamed: number;

  constructor(limits: AutoPrepareLimits = {}) {
    this.hotAfter = limits.hotAfter ?? HOT_AFTER;
    this.maxNamed = limits.maxNamed ?? MAX_NAMED;
  }

  /** The statement name for this text, or undefined to send it unnamed. */
  nameOf(text: string): string | undefined {
    const known = this.named.get(text);
    if (known !== undefined) return known;
    if (this.named.size >= this.maxNamed) return undefined;
    const count = (this.seen.get(text) ?? 0) + 1;
    if (count < this.hotAfter) {
      // a bounded tally: forgetting the counts only delays naming a hot text
      if (this.seen.size >= MAX_COUNTED) this.seen.clear();
      this.seen.set(text, count);
      return undefined;
    }
    this.seen.delete(text);
    const name = `fw_${createHash('sha1').update(text).digest('base64url')}`;
    this.named.set(text, name);
    return name;
  }

  get size(): number {
    return this.named.size;
  }
}

/** A pg.Client class (for `new pg.Pool({ Client })`) that names repeated statements. */
export function autoPreparingClient(limits: AutoPrepareLimits = {}): { Client: typeof pg.Client; names: StatementNames } {
  const names = new StatementNames(limits);
  class AutoPreparingClient extends pg.Client {
    // pg's query() is heavily overloaded; the arguments are passed on untouched except the name
    override query(...args: unknown[]): never {
      const config = args[0] as QueryConfigLike | string | null | undefined;
      if (
        config !== null &&
        typeof config === 'object' &&
        typeof config.text === 'string' &&
        config.name === undefined &&
        typeof config.submit !== 'function' &&
        Array.isArray(args[1]) &&
        args[1].length > 0
      ) {
        const name = names.nameOf(config.text);
        if (name !== undefined) args[0] = { ...config, name };
      }
      return (super.query as (...a: unknown[]) => never)(...args);
    }
  }
  return { Client: AutoPreparingClient, names };
}
