import { existsSync } from 'node:fs';
import type { Command } from 'commander';
import * as z from 'zod';
import { checkDatabaseLocation, configKeyOfFlag, loadConfig, resolveDatabaseLocation, wholeNumber, type Config, type ConfigKey } from '../config/load-config.js';
import { SettingsError, SitegenError, type SettingProblem } from '../errors.js';
import { dialectOf } from '../../server/sql/sql.js';
import { ScopeSchema } from '../contract/editor-scope-schema.js';

/**
 * The one place where command options are parsed: every option a command declares is either a
 * setting of the configuration (src/config/load-config.ts: --out, --timeout, …) or one of the
 * options below, parsed with zod. A bad value, wherever it was written, is one SettingsError
 * naming it as the person typed it, what it allows and what it got.
 */
interface OptionSpec<S extends z.ZodType = z.ZodType> {
  schema: S;
  /** Completes "--flag must be …". */
  allows: string;
  /** Given once per value (--path /a/ --path /b/): parsed into a list, each value checked. */
  repeatable?: true;
}

const option = <S extends z.ZodType, R extends { repeatable?: true } = object>(schema: S, allows: string, extra?: R): OptionSpec<S> & R => ({ schema, allows, ...(extra as R) });

/** A public URL path as in the page index: /en/open-day/ (the trailing slash is added). */
const urlPath = z.string().regex(/^\/[^\s?#\\]*$/).refine((p) => !p.split('/').some((s) => s === '..' || s === '.'));

/** Host names (RFC 1123 labels), IPv4 and IPv6 addresses. */
const hostName = z.string().regex(/^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*|\[?[0-9A-Fa-f:.]+\]?)$/);

/** A SQLite file (resolved against the working folder) or a PostgreSQL URL: `sitegen db copy`'s ends. */
const databaseLocation = (mustExist: boolean) => z.string().min(1).transform((value) => resolveDatabaseLocation(process.cwd(), value))
  .refine((location) => checkDatabaseLocation(location, location) === null && (!mustExist || dialectOf(location) === 'postgres' || existsSync(location)));

/** "a, b,c" → ["a", "b", "c"]: a flag that takes a list (an account's scope, src/contract/editor-scope.ts). */
const commaList = z.string().transform((s) => s.split(',').map((x) => x.trim()).filter(Boolean));

/** Options that are not settings of the configuration, by the flag as typed. */
export const COMMAND_OPTIONS = {
  '--port': option(wholeNumber(0, 65535), 'a whole number from 0 to 65535'),
  '--host': option(hostName, 'a host name or IP address such as 127.0.0.1'),
  '--path': option(urlPath, 'a URL path starting with /, such as /en/open-day/', { repeatable: true as const }),
  '--scale': option(wholeNumber(1, 1000), 'a whole number from 1 to 1000'),
  '--catch-up': option(wholeNumber(0, 86_400), 'a whole number of seconds from 0 to 86400 (0: never)'),
  '--autosave': option(wholeNumber(0, 3_600), 'a whole number of seconds from 0 to 3600 (0: never)'),
  '--form-rate-limit': option(wholeNumber(1, 100_000), 'a whole number from 1 to 100000 (posts per client per minute)'),
  '--mode': option(z.enum(['editor', 'preview', 'forms']), 'editor, preview or forms'),
  '--role': option(z.enum(['editor', 'visitor']), 'editor or visitor'),
  '--name': option(z.string().trim().min(1).max(200), 'a name of 1 to 200 characters'),
  '--format': option(z.enum(['csv', 'json']), 'csv or json'),
  '--state': option(z.enum(['pending', 'sent', 'dead']), 'pending, sent or dead'),
  '--id': option(wholeNumber(1, Number.MAX_SAFE_INTEGER), 'a delivery\'s or submission\'s number, as `sitegen forms deliveries` or `export` lists it', { repeatable: true as const }),
  '--url': option(z.url({ protocol: /^https?$/ }).transform((u) => u.replace(/\/+$/, '')), 'the preview server\'s address, such as http://127.0.0.1:4321'),
  '--from': option(databaseLocation(true), 'an existing SQLite file or a postgres:// URL'),
  '--to': option(databaseLocation(false), 'a SQLite file (new or existing) or a postgres:// URL'),
  '--languages': option(commaList.pipe(ScopeSchema.shape.languages.unwrap().min(1)), 'locales separated by commas: es_ES, en_GB or es_ES,en_GB'),
  '--sections': option(commaList.pipe(ScopeSchema.shape.sections.unwrap().min(1)), 'path prefixes separated by commas, such as /blog/,/en/blog/ (each starting and ending with /)'),
  '--since': option(z.string().refine((s) => !Number.isNaN(new Date(s).getTime())).transform((s) => new Date(s).toISOString()), 'an ISO date such as 2026-11-01 or 2026-11-01T09:00:00Z'),
} satisfies Record<string, OptionSpec>;

/**
 * Where one command gives a flag another meaning than the table above: `sitegen editor add
 * --role` takes the roles of accounts, not of bearer tokens.
 */
export const COMMAND_OPTION_OVERRIDES: Record<string, Record<string, OptionSpec>> = {
  'sitegen editor add': { '--role': option(z.enum(['editor', 'admin', 'admissions']), 'editor, admin or admissions') },
};

/** Positional arguments, by their name in the usage line. */
export const COMMAND_ARGUMENTS = {
  '<path>': option(urlPath, 'a URL path starting with /, such as /en/contact/'),
  '<email>': option(z.string().trim().toLowerCase().pipe(z.email().max(254)), 'an email address such as ana@example.org'),
  '<on|off>': option(z.enum(['on', 'off']), 'on (editors submit pages, administrators publish them) or off'),
} satisfies Record<string, OptionSpec>;

type Parsed<T extends Record<string, OptionSpec>> = { [K in keyof T]: T[K] extends { repeatable: true } ? z.output<T[K]['schema']>[] : z.output<T[K]['schema']> };

/** "sitegen token create": how the person called the command, for hints. */
export function commandPath(command: Command): string {
  const names: string[] = [];
  for (let c: Command | null = command; c; c = c.parent) names.unshift(c.name());
  return names.join(' ');
}

/**
 * Parses a command's options (and arguments) and loads the configuration with its settings
 * flags. Returns the command's own options keyed by flag (`options['--port']`), typed from their
 * schemas; switches (--json, --no-open) are read from `command.opts()` as they are.
 */
export async function parseCommand<A extends keyof typeof COMMAND_ARGUMENTS = never>(
  command: Command,
  args: Partial<Record<A, string>> = {},
): Promise<{ config: Config; options: Partial<Parsed<typeof COMMAND_OPTIONS>>; args: Parsed<Pick<typeof COMMAND_ARGUMENTS, A>> }> {
  const path = commandPath(command);
  const opts = command.opts() as Record<string, unknown>;
  const problems: SettingProblem[] = [];
  const configFlags: Partial<Record<ConfigKey, unknown>> = {};
  const options: Record<string, unknown> = {};
  for (const declared of command.options) {
    const flag = declared.long;
    const value = opts[declared.attributeName()];
    if (!flag || value === undefined) continue;
    // Commander sets a --no- switch to true when it is absent, which would hide the environment
    // and the config file: only its presence (false) is a flag value.
    if (declared.negate && value === true) continue;
    const key = configKeyOfFlag(flag);
    if (key) {
      configFlags[key] = value;
      continue;
    }
    if (typeof value === 'boolean') continue; // a switch: commander refuses "--json=yes" itself
    const spec = COMMAND_OPTION_OVERRIDES[path]?.[flag] ?? (COMMAND_OPTIONS as Record<string, OptionSpec>)[flag];
    if (!spec) throw new Error(`${path} declares ${flag} but src/cli/options.ts has no schema for it`);
    const values: unknown[] = spec.repeatable && Array.isArray(value) ? value : [value];
    const parsed: unknown[] = [];
    for (const one of values) {
      const result = spec.schema.safeParse(one);
      if (result.success) parsed.push(result.data);
      else problems.push({ origin: { kind: 'flag', flag, command: path }, got: one, allows: spec.allows });
    }
    options[flag] = spec.repeatable ? parsed : parsed[0];
  }
  const parsedArgs: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(args) as [A, string][]) {
    const spec = COMMAND_ARGUMENTS[name] as OptionSpec;
    const result = spec.schema.safeParse(value);
    if (result.success) parsedArgs[name] = result.data;
    else problems.push({ origin: { kind: 'argument', argument: name, command: path }, got: value, allows: spec.allows });
  }
  let config: Config | undefined;
  try {
    config = await loadConfig(configFlags, process.env, process.cwd(), { command: path });
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error;
    problems.push(...error.problems);
  }
  if (problems.length > 0 || !config) throw new SettingsError(problems);
  return { config, options: options as Partial<Parsed<typeof COMMAND_OPTIONS>>, args: parsedArgs as Parsed<Pick<typeof COMMAND_ARGUMENTS, A>> };
}

/**
 * A server that cannot listen is a person's choice of --port or --host (taken, privileged, not
 * an address of this machine), named as typed; anything else is passed on unchanged.
 */
export function listenError(error: unknown, port: number, host: string): unknown {
  const code = (error as { code?: string })?.code;
  if (code === 'EADDRINUSE') return new SitegenError('PORT_IN_USE', `--port ${port} is already in use on ${host}.`, `Pick another --port (--port 0 picks a free one) or stop the program listening on it.`, { cause: error });
  if (code === 'EACCES') return new SitegenError('PORT_NOT_ALLOWED', `--port ${port} needs privileges this user does not have (ports below 1024 usually do).`, `Use a port from 1024 up, e.g. --port 8080, or --port 0 for a free one.`, { cause: error });
  if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND' || code === 'EAI_AGAIN') {
    return new SitegenError('BAD_HOST', `--host ${host} is not an address of this machine.`, 'Use --host 127.0.0.1 (this machine only) or --host 0.0.0.0 (every interface).', { cause: error });
  }
  return error;
}
