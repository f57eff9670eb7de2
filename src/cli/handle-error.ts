import { ERROR_CATALOGUE, type ErrorEntry } from '../contract/error-catalogue.js';
import { describeSystemError, SitegenError } from '../errors.js';
import { stageOf } from '../publish/stage-timer.js';

/**
 * The one place that prints errors and sets the exit code. A SitegenError is one clear message
 * plus its hint (exit 1); anything else is a bug and shows its stack (exit 2). --verbose adds
 * stacks and causes.
 */
export function handleError(raw: unknown, options: { verbose?: boolean; json?: boolean } = {}): never {
  const error = describeSystemError(raw);
  const known = error instanceof SitegenError;
  const message = error instanceof Error ? error.message : String(error);
  // The build's stage it came from (src/publish/stage-timer.ts), also through a system error's cause.
  const stage = stageOf(raw) ?? stageOf((raw as { cause?: unknown } | null)?.cause);
  if (options.json) {
    process.stdout.write(`${JSON.stringify({ ok: false, error: { code: known ? error.code : 'INTERNAL', message, hint: known ? error.hint : undefined, ...(stage ? { stage } : {}), ...(known ? error.details : {}) } })}\n`);
  }
  const lines = [`sitegen: ${message}`];
  if (known && error.hint) lines.push(`  → ${error.hint}`);
  // A bug says where in the build it happened; a known error only when asked (--verbose).
  if (stage && (!known || options.verbose)) lines.push(`  (in the build's ${stage} stage)`);
  if (!known || options.verbose) {
    lines.push(error instanceof Error && error.stack ? error.stack : '');
    let cause = (error as { cause?: unknown })?.cause;
    while (cause && options.verbose) {
      lines.push(`caused by: ${cause instanceof Error ? cause.stack ?? cause.message : String(cause)}`);
      cause = (cause as { cause?: unknown }).cause;
    }
  } else if (!(ERROR_CATALOGUE[error.code] as ErrorEntry).typed) {
    // A mistake in what was typed, or in the machine's state, is fully told by message and hint
    // (the catalogue's `typed`); any other code may hide a bug worth a stack.
    lines.push('  (run with --verbose for the stack)');
  }
  process.stderr.write(`${lines.filter(Boolean).join('\n')}\n`);
  process.exit(known ? 1 : 2);
}
