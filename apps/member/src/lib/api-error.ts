/**
 * A reply from the server that was not a success; `message` is the server's Chinese text. `body` is
 * the whole error reply, for the answers that carry more (a 409 with the newer data).
 */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;
  readonly code: string | undefined;
  readonly field: string | undefined;
  readonly body: unknown;

  constructor(message: string, status: number, code?: string, field?: string, body?: unknown) {
    super(message);
    this.status = status;
    this.code = code;
    this.field = field;
    this.body = body;
  }
}

/** The session is gone; the app has already gone to the root, so callers show nothing more. */
export class UnauthorizedError extends ApiError {
  override name = 'UnauthorizedError';
  constructor(status: number, code?: string) {
    super('Unauthorized', status, code);
  }
}

/** The text to show for a failure: the server's message, else the given fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && !(error instanceof UnauthorizedError) && error.message)
    return error.message;
  return fallback;
}

/** True when the request never got a reply from the server (offline, DNS, refused…). */
export function isNetworkError(error: unknown): boolean {
  return !(error instanceof ApiError);
}
