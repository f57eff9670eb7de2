import type { Command } from 'commander';

/** Options every command that talks to the content API accepts (parsed in options.ts). */
export function sharedOptions(command: Command): Command {
  return command
    .option('--api <url>', 'content API base URL (env SITEGEN_API; default: the embedded API)')
    .option('--public-api <url>', 'public API base URL used by browsers (env SITEGEN_PUBLIC_API)')
    .option('--site <slug>', 'site slug or id (env SITEGEN_SITE; default: main)')
    .option('--json', 'print a JSON summary on stdout (for CI)')
    .option('--verbose', 'show retries, stacks and causes');
}
