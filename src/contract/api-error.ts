import type { ErrorCode } from './error-catalogue.js';

/** An error the HTTP layer turns into `{error: {code, message}}` with `status`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}
