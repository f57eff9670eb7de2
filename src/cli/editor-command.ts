import type { Command } from 'commander';
import { describeLocation } from '../../server/sql/describe-location.js';
import { SitegenError } from '../errors.js';
import { parseCommand } from './options.js';
import { describeScope } from '../contract/editor-scope.js';

/** `sitegen preview`'s default port: where the link leads unless --url says otherwise. */
const PREVIEW_DEFAULT_URL = 'http://127.0.0.1:4321';

/** The account functions and the database (a SQLite file or PostgreSQL), opened for one command and closed after it. */
async function withAccounts<T>(location: string, run: (accounts: typeof import('../../server/accounts.js'), sql: import('../../server/sql/sql.js').Sql) => Promise<T>): Promise<T> {
  const { openSql } = await import('../../server/sql/open-sql.js');
  const accounts = await import('../../server/accounts.js');
  const { ApiError } = await import('../../server/content-store.js');
  const sql = await openSql(location);
  try {
    return await run(accounts, sql);
  } catch (error) {
    // The store's refusals are the person's mistake: one line and what to do.
    if (error instanceof ApiError && error.code === 'ACCOUNT_EXISTS') throw new SitegenError(error.code, error.message, 'Give another email, or send a new set-password link with `sitegen editor link <email>`.');
    if (error instanceof ApiError && error.code === 'NOT_FOUND') throw new SitegenError(error.code, error.message, 'Give the site\'s slug with --site, or seed the database with `sitegen content seed`.');
    if (error instanceof ApiError && error.code === 'NO_ACCOUNT') throw new SitegenError(error.code, error.message, '`sitegen editor list` shows the accounts; `sitegen editor add <email>` creates one.');
    throw error;
  } finally {
    await sql.close();
  }
}

function printLink(link: { email: string; role: string; token: string; expiresAt: Date }, base: string, givenUrl: boolean, what: string) {
  const hours = Math.round((link.expiresAt.getTime() - Date.now()) / 3600_000);
  const port = new URL(base).port || (base.startsWith('https:') ? '443' : '80');
  process.stdout.write(
    `${what}\n`
    + `One-time link to set the password (works once, expires in ${hours} h, at ${link.expiresAt.toISOString().slice(0, 16).replace('T', ' ')} UTC):\n`
    + `  ${base}/__editor/set-password#${link.token}\n`
    + `It opens on the preview server in editor mode (\`sitegen preview <path> --mode editor\`) at ${base} (port ${port}${givenUrl ? ', from --url' : ', its default; give --url if it runs elsewhere'}). `
    + 'Send it to the editor privately; only its hash is stored.\n',
  );
}

export function registerEditor(program: Command) {
  const editor = program.command('editor').description('Editors\' accounts: they sign in on the preview server with email and password');
  editor
    .command('add <email>')
    .description('Create an account and print a one-time link to set its password')
    .option('--role <role>', 'editor (saves and publishes), admin (also accounts and leads) or admissions (the leads only)', 'editor')
    .option('--languages <locales>', 'only pages in these languages, e.g. en_GB (default: every language)')
    .option('--sections <paths>', 'only pages under these paths, e.g. /blog/,/en/blog/ (default: every page)')
    .option('--url <url>', `the preview server's address the link opens on (default: ${PREVIEW_DEFAULT_URL})`)
    .option('--db <file|url>', 'a SQLite file or a postgres:// URL (env SITEGEN_DB; default: data/site.db)')
    .action(async (email: string, _flags: unknown, command: Command) => {
      const { config, options, args } = await parseCommand(command, { '<email>': email });
      const role = (options['--role'] ?? 'editor') as import('../../server/accounts.js').AccountRole;
      const base = options['--url'] ?? PREVIEW_DEFAULT_URL;
      const scope = { languages: options['--languages'] ?? [], sections: options['--sections'] ?? [] };
      const link = await withAccounts(config.db, (a, db) => a.addAccount(db, args['<email>'], role, Date.now(), scope));
      printLink(link, base, options['--url'] !== undefined, `Created the ${role} account ${link.email} in ${describeLocation(config.db)}${describeScope(scope) ? `; it may change only ${describeScope(scope)}` : ''}.`);
    });
  editor
    .command('link <email>')
    .description('Print a new one-time set-password link for an account (a forgotten password, an expired link)')
    .option('--url <url>', `the preview server's address the link opens on (default: ${PREVIEW_DEFAULT_URL})`)
    .option('--db <file|url>', 'a SQLite file or a postgres:// URL (env SITEGEN_DB; default: data/site.db)')
    .action(async (email: string, _flags: unknown, command: Command) => {
      const { config, options, args } = await parseCommand(command, { '<email>': email });
      const base = options['--url'] ?? PREVIEW_DEFAULT_URL;
      const link = await withAccounts(config.db, (a, db) => a.newLink(db, args['<email>']));
      printLink(link, base, options['--url'] !== undefined, `New link for ${link.email} (earlier unused links no longer work; the password stays until it is set again).`);
    });
  editor
    .command('list')
    .description('List the accounts: email, role, whether the password is set, open sessions')
    .option('--db <file|url>', 'a SQLite file or a postgres:// URL (env SITEGEN_DB; default: data/site.db)')
    .action(async (_flags: unknown, command: Command) => {
      const { config } = await parseCommand(command);
      const rows = await withAccounts(config.db, (a, db) => a.listAccounts(db));
      if (rows.length === 0) process.stdout.write(`No accounts in ${describeLocation(config.db)}; \`sitegen editor add <email>\` creates one.\n`);
      for (const r of rows) process.stdout.write(`${r.email}\t${r.role}${describeScope(r.scope) ? ` (${describeScope(r.scope)})` : ''}\t${r.passwordSet ? 'password set' : 'waiting for the password'}\t${r.sessions} session${r.sessions === 1 ? '' : 's'}\tcreated ${r.created.slice(0, 10)}\n`);
    });
  editor
    .command('review <on|off>')
    .description('Whether the site publishes after review: on, editors submit pages and administrators publish them')
    .option('--site <slug>', 'the site (env SITEGEN_SITE; default: main)')
    .option('--db <file|url>', 'a SQLite file or a postgres:// URL (env SITEGEN_DB; default: data/site.db)')
    .action(async (setting: string, _flags: unknown, command: Command) => {
      const { config, args } = await parseCommand(command, { '<on|off>': setting });
      const on = args['<on|off>'] === 'on';
      const site = await withAccounts(config.db, async (_a, db) => {
        const [{ setReviewRequired }, { ContentStore }] = await Promise.all([import('../../server/reviews.js'), import('../../server/content-store.js')]);
        return setReviewRequired(new ContentStore(db), config.site, on);
      });
      process.stdout.write(on
        ? `Review is on for ${site}: editors submit pages for review (Enviar a revisión) and an administrator publishes them. \`sitegen editor review off\` lets editors publish again.\n`
        : `Review is off for ${site}: editors publish their pages themselves.\n`);
    });
  editor
    .command('remove <email>')
    .description('Remove an account; its sessions end at once')
    .option('--db <file|url>', 'a SQLite file or a postgres:// URL (env SITEGEN_DB; default: data/site.db)')
    .action(async (email: string, _flags: unknown, command: Command) => {
      const { config, args } = await parseCommand(command, { '<email>': email });
      const removed = await withAccounts(config.db, (a, db) => a.removeAccount(db, args['<email>']));
      if (!removed) throw new SitegenError('NO_ACCOUNT', `No account for ${args['<email>']} in ${describeLocation(config.db)}.`, '`sitegen editor list` shows the accounts.');
      process.stdout.write(`Removed ${args['<email>']} and signed it out everywhere.\n`);
    });
}
