/**
 * Errors people can act on: every error has a permanent code, a message that says what happened
 * (naming the page, field, URL or status) and a hint that says what to do. The original error
 * stays in `cause`. Only cli/handle-error.ts prints them.
 */
export class SitegenError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly hint?: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'SitegenError';
  }
}

/** An HTTP call to the content API that failed for good (after retries, where they apply). */
export class ApiRequestError extends SitegenError {
  constructor(
    readonly method: string,
    readonly url: string,
    readonly status: number | null,
    detail: string,
    hint: string,
    options?: { cause?: unknown },
  ) {
    super(
      status === null ? 'API_UNREACHABLE' : status === 404 ? 'API_NOT_FOUND' : 'API_ERROR',
      `${method} ${url} ${status === null ? 'failed' : `answered ${status}`}: ${detail}`,
      hint,
      options,
    );
  }
}

/** One or more pages failed validation or rendering; the build reports them all together. */
export class PageErrors extends SitegenError {
  constructor(readonly problems: { path: string; message: string }[]) {
    super(
      'PAGE_ERRORS',
      `${problems.length} page${problems.length === 1 ? '' : 's'} could not be built:\n` +
        problems.map((p) => `  page ${p.path} › ${p.message}`).join('\n'),
      'Fix the content in the CMS (or the module in modules/) and build again; output/ was left as it was.',
    );
  }
}
