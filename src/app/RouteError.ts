/** An error a screen throws on purpose to show the error page with a status code. */
export class RouteError extends Error {
  constructor(
    message: string,
    readonly status: number = 500,
  ) {
    super(message);
    this.name = 'RouteError';
  }
}

/** What the error page shows: the message (default 'Error' is applied by the page) and a status (default 500). */
export function describeError(error: unknown): { message: string | null; status: number } {
  if (error instanceof RouteError) return { message: error.message || null, status: error.status };
  if (error && typeof error === 'object' && 'status' in error && typeof error.status === 'number') {
    const message = 'message' in error && typeof error.message === 'string' ? error.message : null;
    return { message, status: error.status };
  }
  return { message: null, status: 500 };
}
