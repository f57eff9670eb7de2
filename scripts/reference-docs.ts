import { ERROR_CATALOGUE, type ErrorEntry } from '../src/contract/error-catalogue.js';
import { CONFIG_SETTINGS } from '../src/config/load-config.js';

/**
 * The two references made from the code rather than written by hand (`npm run docs` writes
 * them; test/reference-docs.test.ts fails when a committed one is out of date): every error code
 * from the catalogue, every setting from the config's own definitions.
 */
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
const AUDIENCE = { cli: 'command line', api: 'content API', preview: 'preview' } as const;

export function errorReference(): string {
  const rows = (Object.entries(ERROR_CATALOGUE) as [string, ErrorEntry][]).map(([code, entry]) =>
    `| \`${code}\` | ${cell(entry.title)} | ${entry.where.map((w) => AUDIENCE[w]).join(', ')} | ${entry.status ?? ''} | ${cell(entry.fix)} |`);
  return [
    '# Error reference',
    '',
    '<!-- Generated from src/contract/error-catalogue.ts by `npm run docs`; edit the catalogue, not this file. -->',
    '',
    'Every code sitegen can show. On the command line an error is one line, `sitegen: <what happened>`,',
    'then `→ <what to do>` (exit 1; with `--json`, `{"ok": false, "error": {"code", "message", "hint"}}` on',
    'stdout). The content API answers `{"error": {"code", "message"}}` with the status below; the',
    'editor and the preview show its message. The message of each error names the page, field, URL or',
    'option concerned; the fix below is what to do in general. An error without a code in this list',
    'is a bug: the command prints its stack and exits 2.',
    '',
    '| Code | What happened | Met on | HTTP | What to do |',
    '|---|---|---|---|---|',
    ...rows,
    '',
  ].join('\n');
}

export function configReference(): string {
  const rows = Object.entries(CONFIG_SETTINGS).map(([key, s]) => {
    const setting = s as { allows: string; default: unknown; flag?: string; env?: string };
    const shown = setting.default === undefined ? '(none)' : `\`${JSON.stringify(setting.default)}\``;
    return `| \`${key}\` | ${setting.flag ? `\`${setting.flag}\`` : ''} | ${setting.env ? `\`${setting.env}\`` : ''} | ${shown} | ${cell(setting.allows)} |`;
  });
  return [
    '# Configuration reference',
    '',
    '<!-- Generated from src/config/load-config.ts by `npm run docs`; edit the settings there, not this file. -->',
    '',
    'Each setting is given by a flag, an environment variable or a key of `sitegen.config.json`',
    '(or `sitegen.config.mjs`) in the project\'s folder; a flag wins over the environment, the',
    'environment over the file. A bad value is refused before any work, naming where it came from and',
    'what the setting takes. `sitegen <command> --help` lists the flags each command takes.',
    '',
    '| Key (config file) | Flag | Environment | Default | Takes |',
    '|---|---|---|---|---|',
    ...rows,
    '',
  ].join('\n');
}
