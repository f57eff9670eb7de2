import { closeSync, existsSync, openSync, readFileSync, readSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as z from 'zod';
import { SettingsError, SitegenError, type SettingOrigin, type SettingProblem } from '../errors.js';
import { CROPS, IMAGE_FORMATS, TRANSFORMS } from '../../modules/image-url.js';
import { dialectOf } from '../../server/sql/sql.js';

/*
 * The building blocks of every setting and command option (src/cli/options.ts uses them too), so
 * a value means the same, and is refused with the same words, wherever it is written. Each one
 * takes what people write: a string from the command line or the environment, any JSON value
 * from sitegen.config.json.
 */

/** A whole number in [min, max], written as a number (config file) or digits (flags, environment). */
export const wholeNumber = (min: number, max: number) =>
  z.union([z.number(), z.string().trim().regex(/^[+-]?\d+$/).transform(Number)]).pipe(z.number().int().min(min).max(max));

/** A URL of one of `protocols` (as URL writes them: "http:") naming its host. */
const isUrlOf = (protocols: string[]) => (value: string) => {
  try {
    const url = new URL(value);
    return protocols.includes(url.protocol) && url.hostname !== '';
  } catch {
    return false;
  }
};
const isHttpUrl = isUrlOf(['http:', 'https:']);
const isSmtpUrl = isUrlOf(['smtp:', 'smtps:']);

/** An http(s) URL, without its trailing slashes. */
export const httpUrl = z.string().refine(isHttpUrl).transform((u) => u.replace(/\/+$/, ''));

const EMAIL_IN = /[^\s@<>]+@[^\s@<>]+\.[^\s@<>]{2,}/;
const emailAddress = z.string().trim().regex(/^[^\s@<>,]+@[^\s@<>,]+\.[^\s@<>,]{2,}$/);

/** A base the browser resolves: a path on the site itself (/_api) or an http(s) URL. */
const browserBase = z.string().refine((value) => /^\/[^\s\\]*$/.test(value) || isHttpUrl(value));

/** Files and folders are checked where the setting is resolved (relative to the project root). */
type Check = (absolute: string, value?: string) => string | null;

/** A path that is, or can become, a folder. */
export const checkFolder: Check = (path) => {
  if (existsSync(path)) return statSync(path).isDirectory() ? null : 'it is a file';
  return checkParent(path);
};

/** A path that is, or can become, a SQLite database file. */
export const checkSqliteFile: Check = (path) => {
  if (!existsSync(path)) return checkParent(path);
  const stat = statSync(path);
  if (stat.isDirectory()) return 'it is a folder';
  if (stat.size === 0) return null;
  const header = Buffer.alloc(16);
  const fd = openSync(path, 'r');
  try {
    readSync(fd, header, 0, 16, 0);
  } finally {
    closeSync(fd);
  }
  return header.toString('latin1') === 'SQLite format 3\0' ? null : 'that file is not a SQLite database';
};

/** A PostgreSQL URL (`postgres://user@host:5432/db`) or a path that is, or can become, a SQLite file. */
export const checkDatabaseLocation = (location: string, absolute: string): string | null => {
  if (dialectOf(location) === 'sqlite') return checkSqliteFile(absolute);
  try {
    const url = new URL(location);
    return url.hostname || url.searchParams.has('host') ? null : 'a postgres:// URL must name its host, e.g. postgres://user@127.0.0.1:5432/site';
  } catch {
    return 'it is not a valid postgres:// URL (postgres://user:password@host:5432/database)';
  }
};

/** Where the database is, as the commands take it: a URL as given, a file resolved against the project root. */
export const resolveDatabaseLocation = (root: string, location: string) => (dialectOf(location) === 'postgres' ? location : resolve(root, location));

/** The nearest existing ancestor must be a folder, or nothing can be created below it. */
function checkParent(path: string): string | null {
  let parent = dirname(path);
  while (!existsSync(parent) && dirname(parent) !== parent) parent = dirname(parent);
  return existsSync(parent) && !statSync(parent).isDirectory() ? `${parent} is a file, not a folder` : null;
}

interface Setting<S extends z.ZodType, D> {
  schema: S;
  /** What the setting allows, completing "… must be " in the error message. */
  allows: string;
  default: D;
  /** The flag as people type it, when the setting has one. */
  flag?: string;
  /** Its environment variable. */
  env?: string;
  /** A path setting: checked once resolved against the project root. */
  check?: Check;
}

const setting = <S extends z.ZodType, D extends z.output<S> | undefined>(schema: S, spec: Omit<Setting<S, D>, 'schema'>): Setting<S, D> => ({ schema, ...spec });

/**
 * Every setting, keyed as it is written in sitegen.config.json, with its flag, its environment
 * variable, its default and what it allows. Flags win over the environment, the environment
 * over the file (docs/configuration.md).
 */
export const CONFIG_SETTINGS = {
  /** The content API; when absent, `build` starts the embedded one over `db`. */
  api: setting(httpUrl, { allows: 'an http(s) URL such as http://127.0.0.1:4000', default: undefined, flag: '--api', env: 'SITEGEN_API' }),
  /** The public API visitors' browsers call (forms, search). */
  publicApi: setting(browserBase, { allows: 'a path on the site such as /_api or an http(s) URL', default: '/_api', flag: '--public-api', env: 'SITEGEN_PUBLIC_API' }),
  /** The image host's base URL (sized images: modules/image-url.ts). */
  imageHost: setting(browserBase, { allows: 'a path on the site such as /_img or an http(s) URL', default: '/_img', flag: '--image-host', env: 'SITEGEN_IMAGE_HOST' }),
  /** Site slug or id. */
  site: setting(z.string().regex(/^[A-Za-z0-9_-]+$/), { allows: 'a site slug or id (letters, digits, - and _)', default: 'main', flag: '--site', env: 'SITEGEN_SITE' }),
  /** Bearer token for the API (never written into the output); it travels in an HTTP header. */
  token: setting(z.string().regex(/^[\x21-\x7e]+$/), { allows: 'a token of printable characters without spaces', default: undefined, env: 'SITEGEN_TOKEN' }),
  /** Output folder (published atomically). */
  outDir: setting(z.string().min(1), { allows: 'a folder', default: 'output', flag: '--out', env: 'SITEGEN_OUT', check: checkFolder }),
  /** The content API's database: a SQLite file (the embedded default) or a PostgreSQL URL. */
  db: setting(z.string().min(1), { allows: 'a SQLite file (new or existing) or a postgres:// URL', default: 'data/site.db', flag: '--db', env: 'SITEGEN_DB', check: (absolute, value) => checkDatabaseLocation(value ?? absolute, absolute) }),
  /**
   * The header the balancer in front of the API writes the client's address into (DESIGN 9):
   * the form and sign-in limits count per client by the address it appended (right-most), never
   * by the balancer's own. Unset: no header is trusted (server/client-address.ts).
   */
  trustProxy: setting(z.string().regex(/^[A-Za-z0-9!#$%&'*+.^_`|~-]{1,100}$/).transform((h) => h.toLowerCase()),
    { allows: 'an HTTP header name such as x-forwarded-for', default: undefined, flag: '--trust-proxy', env: 'SITEGEN_TRUST_PROXY' }),
  /**
   * PostgreSQL's connection pool of each API instance (DESIGN 9): connections it
   * keeps at most, how long a request waits for one (the server unreachable, or every connection
   * busy) before answering 503 with Retry-After, and how long one statement may run before
   * PostgreSQL cancels it (also a 503). Several instances share the server's max_connections
   * (100 by default): instances × pool size must stay below it. Ignored for SQLite.
   */
  dbPoolSize: setting(wholeNumber(1, 1000), { allows: 'a whole number of connections from 1 to 1000', default: 10, flag: '--db-pool-size', env: 'SITEGEN_DB_POOL_SIZE' }),
  dbTimeoutMs: setting(wholeNumber(100, 600_000), { allows: 'a whole number of milliseconds from 100 to 600000', default: 5_000, flag: '--db-timeout', env: 'SITEGEN_DB_TIMEOUT_MS' }),
  dbStatementTimeoutMs: setting(wholeNumber(100, 3_600_000), { allows: 'a whole number of milliseconds from 100 to 3600000', default: 30_000, flag: '--db-statement-timeout', env: 'SITEGEN_DB_STATEMENT_TIMEOUT_MS' }),
  concurrency: setting(wholeNumber(1, 256), { allows: 'a whole number from 1 to 256', default: 16, flag: '--concurrency', env: 'SITEGEN_CONCURRENCY' }),
  timeoutMs: setting(wholeNumber(100, 600_000), { allows: 'a whole number of milliseconds from 100 to 600000', default: 10_000, flag: '--timeout', env: 'SITEGEN_TIMEOUT_MS' }),
  retries: setting(wholeNumber(0, 10), { allows: 'a whole number from 0 to 10', default: 3, flag: '--retries', env: 'SITEGEN_RETRIES' }),
  /** The school's short name in the demo content's slugs. */
  school: setting(z.string().regex(/^[a-z0-9-]+$/), { allows: 'lower-case letters, digits and hyphens, such as edte', default: 'edte', flag: '--school', env: 'SITEGEN_SCHOOL' }),
  /**
   * What the image host serves beyond what the templates ask for (spec 9's widths, quality 75,
   * webp and jpeg, crop cover, no transforms): each list is added to those (config file only).
   */
  imageAllow: setting(z.strictObject({
    widths: z.array(z.number().int().min(1).max(8192)).optional(),
    qualities: z.array(z.number().int().min(1).max(100)).optional(),
    formats: z.array(z.enum(IMAGE_FORMATS)).optional(),
    crops: z.array(z.enum(CROPS)).optional(),
    transforms: z.array(z.enum(TRANSFORMS)).optional(),
  }), { allows: `an object of lists added to what the image host serves: widths (1–8192), qualities (1–100), formats (${IMAGE_FORMATS.join(', ')}), crops (${CROPS.join(', ')}), transforms (${TRANSFORMS.join(', ')})`, default: {} }),
  /** Size limit of the image host's variant cache on disk, in MB (least recently used out). */
  imageCacheMb: setting(wholeNumber(1, 1_000_000), { allows: 'a whole number of MB from 1 to 1000000', default: 1024, env: 'SITEGEN_IMAGE_CACHE_MB' }),
  /** The media library's upload limit, in MB (server/media.ts): larger files are refused with 413. */
  mediaMaxMb: setting(wholeNumber(1, 1024), { allows: 'a whole number of MB from 1 to 1024', default: 15, env: 'SITEGEN_MEDIA_MAX_MB' }),
  /**
   * The folder of the image host's originals (`images/`, uploads in `images/media/`) and variant
   * cache (`image-cache/`): one folder every API instance mounts (server/image-folders.ts).
   * Unset: beside the SQLite file, or `data/` of the working folder on PostgreSQL.
   */
  mediaDir: setting(z.string().min(1), { allows: 'a folder', default: undefined, flag: '--media-dir', env: 'SITEGEN_MEDIA_DIR', check: checkFolder }),
  /** The build makes every image variant its pages use before publishing them. */
  /** Links to pages that are not published fail the build instead of being warnings (src/publish/discovery/check-links.ts). */
  strict: setting(z.union([z.boolean(), z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true')]),
    { allows: '0, 1, true or false', default: false, flag: '--strict', env: 'SITEGEN_STRICT' }),
  warmImages: setting(z.union([z.boolean(), z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true')]),
    { allows: '0, 1, true or false', default: true, flag: '--no-warm-images', env: 'SITEGEN_WARM_IMAGES' }),
  /**
   * The instant a build renders its pages at (templates/clock.ts): what has taken place, what is
   * still open. Unset: the build's start. For checking a site as it will read on a later day, and
   * for tests; a published build uses the real clock.
   */
  buildTime: setting(z.iso.datetime({ offset: true }).transform((v) => Date.parse(v)),
    { allows: 'a date and time with its offset, such as 2027-01-23T10:00:00+01:00', default: undefined, env: 'SITEGEN_BUILD_TIME' }),
  /**
   * The day the demo content is placed around when seeded (content/calendar.ts): its events,
   * news, intake and deadlines as a school's would be on that day. Unset: today at the school.
   */
  seedDay: setting(z.iso.date(), { allows: 'a day written YYYY-MM-DD, such as 2027-01-23', default: undefined, flag: '--day', env: 'SITEGEN_SEED_DAY' }),
  /**
   * The lead outbox (server/lead-outbox.ts, docs/leads.md): the SMTP relay new submissions are
   * e-mailed through (credentials in the URL: environment or config file, never a flag), the
   * sender, the admissions addresses, and the CRM webhook with its signing secret.
   */
  smtpUrl: setting(z.string().refine(isSmtpUrl), { allows: 'an smtp:// or smtps:// URL such as smtp://user:password@relay.example:587', default: undefined, env: 'SITEGEN_SMTP_URL' }),
  mailFrom: setting(z.string().trim().min(3).max(300).refine((v) => EMAIL_IN.test(v)), { allows: 'a sender such as "Admisiones EDTE <admisiones@edte.example>"', default: undefined, env: 'SITEGEN_MAIL_FROM' }),
  leadEmails: setting(z.union([
    z.string().transform((v) => v.split(',').map((a) => a.trim()).filter(Boolean)).pipe(z.array(emailAddress).min(1)).transform((to) => ({ to })),
    z.strictObject({ to: z.array(emailAddress).optional(), forms: z.partialRecord(z.enum(['basic', 'landing', 'download', 'newsletter', 'event']), z.array(emailAddress)).optional(), programs: z.record(z.string().regex(/^\/\S*$/), z.array(emailAddress)).optional() }),
  ]), { allows: 'addresses separated by commas, or (config file) {"to": [addresses], "forms": {"event": [addresses]}, "programs": {"/programme-path/": [addresses]}}', default: undefined, env: 'SITEGEN_LEAD_EMAILS' }),
  crmWebhookUrl: setting(httpUrl, { allows: 'an http(s) URL such as https://crm.example/hooks/leads', default: undefined, env: 'SITEGEN_CRM_WEBHOOK_URL' }),
  crmWebhookSecret: setting(z.string().regex(/^[\x21-\x7e]{16,200}$/), { allows: 'a secret of 16 to 200 printable characters without spaces', default: undefined, env: 'SITEGEN_CRM_WEBHOOK_SECRET' }),
  leadTimeoutMs: setting(wholeNumber(100, 300_000), { allows: 'a whole number of milliseconds from 100 to 300000', default: 30_000, env: 'SITEGEN_LEAD_TIMEOUT_MS' }),
  leadRetryMs: setting(wholeNumber(100, 3_600_000), { allows: 'a whole number of milliseconds from 100 to 3600000', default: 30_000, env: 'SITEGEN_LEAD_RETRY_MS' }),
  /**
   * How long form submissions are kept, in months (server/retention.ts): one number for every
   * form, or (config file) per form type with a default. A running API deletes older ones hourly.
   */
  formRetentionMonths: setting(z.union([
    wholeNumber(1, 120),
    z.strictObject({ default: z.number().int().min(1).max(120).optional(), basic: z.number().int().min(1).max(120).optional(), landing: z.number().int().min(1).max(120).optional(), download: z.number().int().min(1).max(120).optional(), newsletter: z.number().int().min(1).max(120).optional(), event: z.number().int().min(1).max(120).optional() }),
  ]), { allows: 'a whole number of months from 1 to 120, or (config file) {"default": 24, "newsletter": 36, …} per form type', default: 24, env: 'SITEGEN_FORM_RETENTION_MONTHS' }),
  verbose: setting(z.boolean(), { allows: 'true or false', default: false, flag: '--verbose' }),
  json: setting(z.boolean(), { allows: 'true or false', default: false, flag: '--json' }),
};

type Settings = typeof CONFIG_SETTINGS;
export type ConfigKey = keyof Settings;
type ValueOf<K extends ConfigKey> = Settings[K]['default'] extends undefined ? z.output<Settings[K]['schema']> | undefined : z.output<Settings[K]['schema']>;
export type Config = { readonly [K in ConfigKey]: ValueOf<K> } & { readonly root: string; readonly configFile: string | null };

/** The image host's settings (`imageAllow`, `imageCacheMb`, `mediaMaxMb`, `mediaDir`) as the servers take them. */
export function imageHostSettings(config: Pick<Config, 'imageAllow' | 'imageCacheMb' | 'mediaMaxMb' | 'mediaDir'>) {
  return { allow: config.imageAllow, cacheMaxBytes: config.imageCacheMb * 1024 * 1024, uploadMaxBytes: config.mediaMaxMb * 1024 * 1024, mediaDir: config.mediaDir };
}

/**
 * The lead outbox's settings as server/lead-outbox.ts takes them; a webhook URL without its secret
 * (or the reverse) is refused here, naming both, rather than sending unsigned leads.
 */
export function leadSettings(config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'leadEmails' | 'crmWebhookUrl' | 'crmWebhookSecret' | 'leadTimeoutMs' | 'leadRetryMs' | 'publicApi'>) {
  if (!config.crmWebhookUrl !== !config.crmWebhookSecret) {
    throw new SitegenError('CONFIG_INVALID', `crmWebhookUrl and crmWebhookSecret go together: only ${config.crmWebhookUrl ? 'crmWebhookUrl' : 'crmWebhookSecret'} is set.`,
      'Set SITEGEN_CRM_WEBHOOK_SECRET to the secret your CRM verifies the signature with (docs/leads.md), or unset both.');
  }
  return { smtpUrl: config.smtpUrl, mailFrom: config.mailFrom, leadEmails: config.leadEmails, crmWebhookUrl: config.crmWebhookUrl, crmWebhookSecret: config.crmWebhookSecret, timeoutMs: config.leadTimeoutMs, retryMs: config.leadRetryMs, publicApi: config.publicApi };
}

/** PostgreSQL's pool settings (`dbPoolSize`, `dbTimeoutMs`, `dbStatementTimeoutMs`) as PostgresSql takes them. */
export function databasePoolSettings(config: Pick<Config, 'dbPoolSize' | 'dbTimeoutMs' | 'dbStatementTimeoutMs'>) {
  return { poolSize: config.dbPoolSize, connectTimeoutMs: config.dbTimeoutMs, statementTimeoutMs: config.dbStatementTimeoutMs };
}

/** The config key a flag sets (`--out` → outDir), for commands that pass flags through. */
export function configKeyOfFlag(flag: string): ConfigKey | undefined {
  return (Object.keys(CONFIG_SETTINGS) as ConfigKey[]).find((key) => (CONFIG_SETTINGS[key] as { flag?: string }).flag === flag);
}

const CONFIG_FILES = ['sitegen.config.json', 'sitegen.config.mjs', 'sitegen.config.js'];

async function readConfigFile(root: string): Promise<{ file: string | null; values: Record<string, unknown> }> {
  for (const name of CONFIG_FILES) {
    const file = resolve(root, name);
    if (!existsSync(file)) continue;
    let values: unknown;
    try {
      if (name.endsWith('.json')) values = JSON.parse(readFileSync(file, 'utf8'));
      else values = ((await import(pathToFileURL(file).href)) as { default?: unknown }).default ?? {};
    } catch (error) {
      const reason = ((error as Error).message ?? String(error)).split('\n')[0];
      throw new SitegenError('CONFIG_UNREADABLE', `Cannot read ${file}: ${reason}`, 'Fix the syntax of the config file or remove it.', { cause: error });
    }
    if (typeof values !== 'object' || values === null || Array.isArray(values)) {
      throw new SitegenError('CONFIG_INVALID', `${file} must hold an object of settings (got ${Array.isArray(values) ? 'a list' : JSON.stringify(values)})`,
        `Write the settings as an object, e.g. {"site": "main", "outDir": "output"}.`);
    }
    return { file, values: values as Record<string, unknown> };
  }
  return { file: null, values: {} };
}

/**
 * Builds the one frozen config: defaults < sitegen.config.* < SITEGEN_* environment < flags.
 * `flags` are keyed by setting (`{ outDir: '…' }`); a bad value is reported under the name the
 * person wrote (`--out`, `SITEGEN_OUT` or `"outDir" in sitegen.config.json`), every bad value
 * at once.
 */
export async function loadConfig(
  flags: Partial<Record<ConfigKey, unknown>>,
  env: NodeJS.ProcessEnv = process.env,
  root = process.cwd(),
  options: { command?: string } = {},
): Promise<Config> {
  const fromFile = await readConfigFile(root);
  const unknownKeys = Object.keys(fromFile.values).filter((k) => !(k in CONFIG_SETTINGS));
  if (unknownKeys.length > 0) {
    throw new SitegenError('CONFIG_INVALID', `Unknown setting${unknownKeys.length > 1 ? 's' : ''} ${unknownKeys.map((k) => `"${k}"`).join(', ')} in ${fromFile.file}`,
      `Correct or remove ${unknownKeys.length > 1 ? 'them' : 'it'}; the settings are ${Object.keys(CONFIG_SETTINGS).join(', ')}.`);
  }
  const problems: SettingProblem[] = [];
  const values: Record<string, unknown> = {};
  for (const key of Object.keys(CONFIG_SETTINGS) as ConfigKey[]) {
    const spec = CONFIG_SETTINGS[key] as Setting<z.ZodType, unknown>;
    let origin: SettingOrigin | null = null;
    let raw: unknown;
    if (flags[key] !== undefined && spec.flag) {
      origin = { kind: 'flag', flag: spec.flag, command: options.command ?? 'sitegen' };
      raw = flags[key];
    } else if (spec.env && env[spec.env] !== undefined && env[spec.env] !== '') {
      origin = { kind: 'env', variable: spec.env };
      raw = env[spec.env];
    } else if (fromFile.file && key in fromFile.values) {
      origin = { kind: 'file', key, file: fromFile.file };
      raw = fromFile.values[key];
    }
    if (!origin) {
      values[key] = spec.default;
      continue;
    }
    const parsed = spec.schema.safeParse(raw);
    if (!parsed.success) {
      problems.push({ origin, got: raw, allows: spec.allows });
      continue;
    }
    const reason = spec.check?.(resolve(root, parsed.data as string), parsed.data as string);
    if (reason) problems.push({ origin, got: raw, allows: spec.allows, reason });
    else values[key] = parsed.data;
  }
  if (problems.length > 0) throw new SettingsError(problems);
  return Object.freeze({
    ...(values as { [K in ConfigKey]: ValueOf<K> }),
    outDir: resolve(root, values.outDir as string),
    db: resolveDatabaseLocation(root, values.db as string),
    mediaDir: values.mediaDir === undefined ? undefined : resolve(root, values.mediaDir as string),
    root,
    configFile: fromFile.file,
  });
}
