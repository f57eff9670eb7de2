import { Command, CommanderError } from 'commander';
import { registerApi } from './api-command.js';
import { registerBuild } from './build-command.js';
import { registerContent } from './content-command.js';
import { registerForms } from './forms-command.js';
import { registerToken } from './token-command.js';
import { registerPreview } from './preview-command.js';
import { registerServe } from './serve-command.js';
import { handleError } from './handle-error.js';

/** The sitegen CLI: thin commands over src/build, src/serve and server/. */
export async function main(argv: string[]): Promise<void> {
  const program = new Command()
    .name('sitegen')
    .description('Publish the bilingual university website from its content API')
    .showHelpAfterError()
    .exitOverride();
  registerBuild(program);
  registerServe(program);
  registerApi(program);
  registerContent(program);
  registerForms(program);
  registerToken(program);
  registerPreview(program);
  const verbose = argv.includes('--verbose');
  const json = argv.includes('--json');
  try {
    await program.parseAsync(argv);
  } catch (error) {
    if (error instanceof CommanderError) process.exit(error.exitCode);
    handleError(error, { verbose, json });
  }
}
