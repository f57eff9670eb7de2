import type { ErrorCode } from './contract/error-catalogue.js';

/**
 * Errors people can act on: every error has a permanent code, a message that says what happened
 * (naming the page, field, URL or status) and a hint that says what to do. The original error
 * stays in `cause`. Only cli/handle-error.ts prints them.
 */
export class SitegenError extends Error {
  /** Facts for `--json` consumers (CI), printed next to code, message and hint. */
  details?: Record<string, unknown>;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly hint?: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'SitegenError';
  }
}

/** Where a setting's value came from, spelled the way the person wrote it. */
export type SettingOrigin =
  | { kind: 'flag'; flag: string; command: string }
  | { kind: 'argument'; argument: string; command: string }
  | { kind: 'env'; variable: string }
  | { kind: 'file'; key: string; file: string };

export interface SettingProblem {
  origin: SettingOrigin;
  /** The value as given (a string from the command line or environment, any JSON value from a file). */
  got: unknown;
  /** What the setting allows, completing "… must be ". */
  allows: string;
  /** Why this particular value is wrong, when "must be" alone does not say it (e.g. "it is a folder"). */
  reason?: string;
}

function nameOf(origin: SettingOrigin): string {
  switch (origin.kind) {
    case 'flag': return origin.flag;
    case 'argument': return origin.argument;
    case 'env': return `${origin.variable} (environment)`;
    case 'file': return `"${origin.key}" in ${origin.file}`;
  }
}

const list = (names: string[]) => (names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`);

/** Where to correct each bad setting, one clause per place (command line, environment, each file). */
function fixesOf(origins: SettingOrigin[]): string {
  const clauses: string[] = [];
  const typed = origins.filter((o) => o.kind === 'flag' || o.kind === 'argument');
  if (typed.length > 0) {
    const names = [...new Set(typed.map((o) => (o.kind === 'flag' ? o.flag : o.kind === 'argument' ? o.argument : '')))];
    clauses.push(`correct ${list(names)} (\`${(typed[0] as { command: string }).command} --help\` says what each option takes)`);
  }
  const variables = [...new Set(origins.flatMap((o) => (o.kind === 'env' ? [o.variable] : [])))];
  if (variables.length > 0) clauses.push(`correct or unset ${list(variables)}`);
  const files = [...new Set(origins.flatMap((o) => (o.kind === 'file' ? [o.file] : [])))];
  for (const file of files) {
    const keys = [...new Set(origins.flatMap((o) => (o.kind === 'file' && o.file === file ? [`"${o.key}"`] : [])))];
    clauses.push(`correct ${list(keys)} in ${file}`);
  }
  const text = `${clauses.join('; ')}, then run the command again.`;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const shown = (value: unknown) => (typeof value === 'string' ? JSON.stringify(value) : value === undefined ? 'nothing' : JSON.stringify(value) ?? String(value));

/**
 * A person's mistake in a flag, an environment variable or the config file. One line naming
 * each bad setting as it was written, what it allows and what it got; the hint says where to fix it.
 */
export class SettingsError extends SitegenError {
  constructor(readonly problems: SettingProblem[]) {
    const what = problems.map((p) => `${nameOf(p.origin)} must be ${p.allows} (got ${shown(p.got)}${p.reason ? `: ${p.reason}` : ''})`);
    super(problems.some((p) => p.origin.kind === 'flag' || p.origin.kind === 'argument') ? 'BAD_OPTION' : 'CONFIG_INVALID', what.join('; '), fixesOf(problems.map((p) => p.origin)));
    this.details = { settings: problems.map((p) => ({ name: nameOf(p.origin), got: p.got, allows: p.allows, ...(p.reason ? { reason: p.reason } : {}) })) };
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

/**
 * One or more pages failed validation or rendering; the build reports them all together. The
 * count is of pages ("1 page could not be built (258 problems)"): one page with many bad fields
 * is still one page to fix.
 */
export class PageErrors extends SitegenError {
  constructor(readonly problems: { path: string; message: string }[]) {
    const pages = new Set(problems.map((p) => p.path)).size;
    const extra = problems.length === pages ? '' : ` (${problems.length} problems)`;
    super(
      'PAGE_ERRORS',
      `${pages} page${pages === 1 ? '' : 's'} could not be built${extra}:\n` +
        problems.map((p) => `  page ${p.path} › ${p.message}`).join('\n'),
      'Fix the content in the CMS (or the module in modules/) and build again; output/ was left as it was.',
    );
    this.details = { pages, problems: problems.length };
  }
}

/**
 * What the machine refused, not a bug of sitegen's: a full disk, a read-only or forbidden folder,
 * too many open files. Told as what happened where and what to do, without a stack (spec 11:
 * errors are reported clearly). A build writes into a staging folder and swaps it in only when
 * everything is written, so the published output is still the previous one.
 */
const SYSTEM_REFUSALS: Record<string, { code: ErrorCode; what: string; hint: string }> = {
  ENOSPC: { code: 'DISK_FULL', what: 'the disk is full', hint: 'Free some space on that disk (or point --out elsewhere) and run the command again; a build leaves the previous output as it was.' },
  EDQUOT: { code: 'DISK_FULL', what: 'the disk quota is used up', hint: 'Free some space within the quota (or point --out elsewhere) and run the command again; a build leaves the previous output as it was.' },
  EROFS: { code: 'NOT_WRITABLE', what: 'the file system is read-only', hint: 'Give a folder on a writable disk (--out, --db) and run the command again.' },
  EACCES: { code: 'NOT_WRITABLE', what: 'this user may not write there', hint: 'Give a folder this user may write to (--out, --db), or change the folder\'s permissions, and run the command again.' },
  EPERM: { code: 'NOT_WRITABLE', what: 'the operation is not permitted there', hint: 'Give a folder this user may write to (--out, --db), or change the folder\'s permissions, and run the command again.' },
  EMFILE: { code: 'TOO_MANY_FILES', what: 'the process may not open more files', hint: 'Raise the open-file limit (ulimit -n) or lower --concurrency, and run the command again.' },
};

/** A file-system refusal as a clear SitegenError naming the file; anything else unchanged. */
export function describeSystemError(error: unknown): unknown {
  if (error instanceof SitegenError || !(error instanceof Error)) return error;
  const { code, path, syscall } = error as NodeJS.ErrnoException;
  const refusal = code ? SYSTEM_REFUSALS[code] : undefined;
  if (!refusal || !syscall) return error;
  const where = path ? ` (${syscall} ${path})` : ` (${syscall})`;
  return new SitegenError(refusal.code, `Could not write: ${refusal.what}${where}.`, refusal.hint, { cause: error });
}
