import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { z } from 'zod';
import { SitegenError } from '../errors.js';
import { CROPS, IMAGE_FORMATS, TRANSFORMS } from '../../modules/image-url.js';

const url = z.string().url('expected a URL such as http://127.0.0.1:4000').transform((u) => u.replace(/\/+$/, ''));

/** Every setting, its default and its meaning. Flags win over environment, environment over the file. */
export const ConfigSchema = z.object({
  /** The content API ({api}); when absent, `build` starts the embedded one over `db`. */
  api: url.optional(),
  /** The public API visitors' browsers call ({publicApi}: forms, search). */
  publicApi: z.string().default('/_api'),
  /** The image host's base URL (sized images: modules/image-url.ts). */
  imageHost: z.string().default('/_img'),
  /**
   * What the image host serves beyond what the templates ask for (spec 9's widths, quality 75,
   * webp and jpeg, crop cover, no transforms): each list is added to those.
   */
  imageAllow: z.strictObject({
    widths: z.array(z.number().int().min(1).max(8192)).optional(),
    qualities: z.array(z.number().int().min(1).max(100)).optional(),
    formats: z.array(z.enum(IMAGE_FORMATS)).optional(),
    crops: z.array(z.enum(CROPS)).optional(),
    transforms: z.array(z.enum(TRANSFORMS)).optional(),
  }).default({}),
  /** Size limit of the image host's variant cache on disk, in MB (least recently used out). */
  imageCacheMb: z.coerce.number().int().min(1).max(1_000_000).default(1024),
  /** The build makes every image variant its pages use before publishing them (`--no-warm-images` skips it). */
  warmImages: z.union([z.boolean(), z.stringbool()]).default(true),
  /** Site slug or id. */
  site: z.string().min(1).default('main'),
  /** Bearer token for the API (never written into the output). */
  token: z.string().optional(),
  /** Output folder (published atomically). */
  outDir: z.string().min(1).default('output'),
  /** SQLite file of the embedded API. */
  db: z.string().min(1).default('data/site.db'),
  concurrency: z.coerce.number().int().min(1).max(256).default(16),
  timeoutMs: z.coerce.number().int().min(100).max(600_000).default(10_000),
  retries: z.coerce.number().int().min(0).max(10).default(3),
  /** The school's short name in the demo content's slugs ({school}). */
  school: z.string().regex(/^[a-z0-9-]+$/, 'expected lower-case letters, digits and hyphens').default('edte'),
  verbose: z.boolean().default(false),
  json: z.boolean().default(false),
});
export type Config = Readonly<z.infer<typeof ConfigSchema>> & { readonly root: string; readonly configFile: string | null };

/** The image host's settings (`imageAllow`, `imageCacheMb`) as the servers take them. */
export function imageHostSettings(config: Pick<Config, 'imageAllow' | 'imageCacheMb'>) {
  return { allow: config.imageAllow, cacheMaxBytes: config.imageCacheMb * 1024 * 1024 };
}

const ENV: Record<string, keyof z.input<typeof ConfigSchema>> = {
  SITEGEN_API: 'api',
  SITEGEN_PUBLIC_API: 'publicApi',
  SITEGEN_SITE: 'site',
  SITEGEN_IMAGE_HOST: 'imageHost',
  SITEGEN_TOKEN: 'token',
  SITEGEN_OUT: 'outDir',
  SITEGEN_DB: 'db',
  SITEGEN_CONCURRENCY: 'concurrency',
  SITEGEN_TIMEOUT_MS: 'timeoutMs',
  SITEGEN_RETRIES: 'retries',
  SITEGEN_SCHOOL: 'school',
  SITEGEN_IMAGE_CACHE_MB: 'imageCacheMb',
  SITEGEN_WARM_IMAGES: 'warmImages',
};

const CONFIG_FILES = ['sitegen.config.json', 'sitegen.config.mjs', 'sitegen.config.js'];

async function readConfigFile(root: string): Promise<{ file: string | null; values: Record<string, unknown> }> {
  for (const name of CONFIG_FILES) {
    const file = resolve(root, name);
    if (!existsSync(file)) continue;
    try {
      if (name.endsWith('.json')) return { file, values: JSON.parse(readFileSync(file, 'utf8')) };
      const module = (await import(pathToFileURL(file).href)) as { default?: Record<string, unknown> };
      return { file, values: module.default ?? {} };
    } catch (error) {
      throw new SitegenError('CONFIG_UNREADABLE', `Cannot read ${file}: ${(error as Error).message}`, 'Fix the syntax of the config file or remove it.', { cause: error });
    }
  }
  return { file: null, values: {} };
}

/**
 * Builds the one frozen config: defaults < sitegen.config.* < SITEGEN_* environment < flags.
 * Errors name the setting and where it came from.
 */
export async function loadConfig(
  flags: Record<string, unknown>,
  env: NodeJS.ProcessEnv = process.env,
  root = process.cwd(),
): Promise<Config> {
  const fromFile = await readConfigFile(root);
  const fromEnv: Record<string, unknown> = {};
  for (const [name, key] of Object.entries(ENV)) if (env[name] !== undefined && env[name] !== '') fromEnv[key] = env[name];
  const fromFlags = Object.fromEntries(Object.entries(flags).filter(([, v]) => v !== undefined));
  const origin = (key: string) => (key in fromFlags ? `--${key}` : key in fromEnv ? `env ${Object.keys(ENV).find((k) => ENV[k] === key)}` : fromFile.file ? `${fromFile.file}` : 'default');
  const unknownKeys = Object.keys(fromFile.values).filter((k) => !(k in ConfigSchema.shape));
  if (unknownKeys.length > 0) {
    throw new SitegenError('CONFIG_INVALID', `Unknown setting${unknownKeys.length > 1 ? 's' : ''} in ${fromFile.file}: ${unknownKeys.join(', ')}`,
      `Known settings: ${Object.keys(ConfigSchema.shape).join(', ')}.`);
  }
  const result = ConfigSchema.safeParse({ ...fromFile.values, ...fromEnv, ...fromFlags });
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${String(i.path[0])} (from ${origin(String(i.path[0]))}): ${i.message}`);
    throw new SitegenError('CONFIG_INVALID', `Invalid configuration:\n${lines.join('\n')}`, 'Correct the setting and run the command again (see --help).');
  }
  return Object.freeze({
    ...result.data,
    outDir: resolve(root, result.data.outDir),
    db: resolve(root, result.data.db),
    root,
    configFile: fromFile.file,
  });
}
