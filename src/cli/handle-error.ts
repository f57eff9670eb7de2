import { describeSystemError, SitegenError } from '../errors.js';

/**
 * Mistakes in what the person typed, and a database on another schema than this sitegen's:
 * their message and hint say everything; a stack would not help.
 */
const TYPED_MISTAKES = new Set(['BAD_OPTION', 'CONFIG_INVALID', 'CONFIG_UNREADABLE', 'PORT_IN_USE', 'PORT_NOT_ALLOWED', 'BAD_HOST', 'ACCOUNT_EXISTS', 'NO_ACCOUNT', 'BAD_EMAIL',
  'SCHEMA_OUTDATED', 'SCHEMA_TOO_NEW', 'DISK_FULL', 'NOT_WRITABLE', 'TOO_MANY_FILES']);

/**
 * The one place that prints errors and sets the exit code. A SitegenError is one clear message
 * plus its hint (exit 1); anything else is a bug and shows its stack (exit 2). --verbose adds
 * stacks and causes.
 */
export function handleError(raw: unknown, options: { verbose?: boolean; json?: boolean } = {}): never {
  const error = describeSystemError(raw);
  const known = error instanceof SitegenError;
  const message = error instanceof Error ? error.message : String(error);
  if (options.json) {
    process.stdout.write(`${JSON.stringify({ ok: false, error: { code: known ? error.code : 'INTERNAL', message, hint: known ? error.hint : undefined, ...(known ? error.details : {}) } })}\n`);
  }
  const lines = [`sitegen: ${message}`];
  if (known && error.hint) lines.push(`  → ${error.hint}`);
  if (!known || options.verbose) {
    lines.push(error instanceof Error && error.stack ? error.stack : '');
    let cause = (error as { cause?: unknown })?.cause;
    while (cause && options.verbose) {
      lines.push(`caused by: ${cause instanceof Error ? cause.stack ?? cause.message : String(cause)}`);
      cause = (cause as { cause?: unknown }).cause;
    }
  } else if (!TYPED_MISTAKES.has(error.code)) {
    lines.push('  (run with --verbose for the stack)');
  }
  process.stderr.write(`${lines.filter(Boolean).join('\n')}\n`);
  process.exit(known ? 1 : 2);
}
