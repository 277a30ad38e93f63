import type { z } from 'zod';
import type { ActionError } from '../i18n/errorMessages.ts';

/** A failed staff API call: the contract's error answer, or no network. */
export class StaffApiError extends Error {
  constructor(
    readonly status: number,
    readonly answer: ActionError,
  ) {
    super(answer.error);
    this.name = 'StaffApiError';
  }
}

/**
 * Calls the staff API (decision 120) and parses the answer with its contract schema. The staff
 * session cookie (Path=/api/admin) goes along by itself; the console never sees it.
 */
export async function staffCall<S extends z.ZodType>(schema: S, path: string, init: { method?: 'GET' | 'POST'; body?: unknown } = {}): Promise<z.output<S>> {
  let res: Response;
  try {
    res = await fetch(path, {
      method: init.method ?? 'GET',
      credentials: 'same-origin',
      headers: init.body === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });
  } catch {
    throw new StaffApiError(0, { error: 'network' });
  }
  const body: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    const error = body && typeof body === 'object' && 'error' in body ? (body as ActionError) : ({ error: 'server_error' } as const);
    throw new StaffApiError(res.status, error);
  }
  return schema.parse(body);
}
