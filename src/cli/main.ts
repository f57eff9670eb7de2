import { Command, CommanderError } from 'commander';
import { SitegenError } from '../errors.js';
import { registerApi } from './api-command.js';
import { registerBuild } from './build-command.js';
import type { EarlyWorkers } from '../publish/pages/start-render-workers.js';
import { registerContent } from './content-command.js';
import { registerDb } from './db-command.js';
import { registerForms } from './forms-command.js';
import { registerToken } from './token-command.js';
import { registerEditor } from './editor-command.js';
import { registerPreview } from './preview-command.js';
import { registerServe } from './serve-command.js';
import { handleError } from './handle-error.js';
import { commandPath } from './options.js';
import type { ApiThread } from '../publish/sources/start-embedded-api.js';

/** What bin/sitegen.js started before the CLI loaded: the embedded API's thread of a build. */
export interface EarlyStart { apiThread?: ApiThread | undefined; renderWorkers?: EarlyWorkers | undefined }

/** Every command, as the CLI and the tests of its errors see it. */
export function createProgram(early: EarlyStart = {}): Command {
  const program = new Command()
    .name('sitegen')
    .description('Publish the bilingual university website from its content API')
    // Commander's own refusals (unknown flag, missing value) become one line and a hint like
    // every other mistake (main, below), instead of the message followed by the whole help.
    .configureOutput({ outputError: () => {} })
    .exitOverride();
  registerBuild(program, early);
  registerServe(program);
  registerApi(program);
  registerContent(program);
  registerDb(program);
  registerForms(program);
  registerToken(program);
  registerEditor(program);
  registerPreview(program);
  return program;
}

/** The sitegen CLI: thin commands over src/publish, src/serve and server/. */
export async function main(argv: string[], early: EarlyStart = {}): Promise<void> {
  const program = createProgram(early);
  const verbose = argv.includes('--verbose');
  const json = argv.includes('--json');
  try {
    await program.parseAsync(argv);
  } catch (error) {
    if (error instanceof CommanderError) {
      if (error.exitCode === 0 || error.code === 'commander.help') process.exit(error.exitCode);
      handleError(commanderMistake(error, commandOf(program, argv.slice(2))), { json });
    }
    handleError(error, { verbose, json });
  }
}

/** The (sub)command the arguments name, for the hint. */
function commandOf(program: Command, args: string[]): Command {
  let command = program;
  for (const arg of args) {
    if (arg.startsWith('-')) continue;
    const sub = command.commands.find((c) => c.name() === arg || c.aliases().includes(arg));
    if (!sub) break;
    command = sub;
  }
  return command;
}

function commanderMistake(error: CommanderError, command: Command): SitegenError {
  const [first = '', ...rest] = error.message.replace(/^error: /, '').split('\n');
  const suggestion = rest.join(' ').trim().replace(/^\(|\)$/g, '');
  const help = `\`${commandPath(command)} --help\` lists ${command.commands.length > 0 ? 'the commands' : 'the options'}.`;
  // "--json=yes": a switch given a value (commander calls it an unknown option).
  const withValue = /^unknown option '(--[\w-]+)=(.*)'$/.exec(first);
  const switchOption = withValue && command.options.find((o) => o.long === withValue[1] && !o.required && !o.optional);
  if (withValue && switchOption) {
    return new SitegenError('BAD_OPTION', `${withValue[1]} does not take a value (got "${withValue[2]}")`, `Write ${withValue[1]} alone; ${help}`);
  }
  return new SitegenError('BAD_OPTION', first.charAt(0).toUpperCase() + first.slice(1), suggestion ? `${suggestion} ${help}` : help.charAt(0).toUpperCase() + help.slice(1));
}
