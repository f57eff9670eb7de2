import { chromium, type Browser, type Page } from 'playwright-core';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { startStaticServer } from '../../src/serve/static-server.js';
import { ContentStore } from '../../server/content-store.js';
import { createApiHandler } from '../../server/create-api-handler.js';
import { createImageHandler } from '../../server/image-handler.js';
import { openDatabase } from '../../server/open-database.js';
import { IMAGE_PREFIX, imageFolders } from '../../server/start-api-server.js';

/** Debian's Chromium, driven by playwright-core (nothing downloads a browser). */
export const CHROMIUM_ARGS = [
  '--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--no-first-run',
];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

/** The built demo site as `sitegen serve` serves it: static output, the API and the image host. */
export async function serveSite(outDir: string, dbFile: string) {
  const db = openDatabase(dbFile);
  const server = await startStaticServer({
    root: outDir,
    api: { prefix: '/_api', handler: createApiHandler(new ContentStore(db)) },
    images: { prefix: IMAGE_PREFIX, handler: createImageHandler(imageFolders(dbFile)) },
  });
  return { url: server.url, close: async () => { await server.close(); db.close(); } };
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Runs axe-core (WCAG 2.0–2.2 A and AA rules) in the page; returns the violations. */
export async function runAxe(page: Page) {
  await page.addScriptTag({ content: axeSource });
  return page.evaluate(async () => {
    const result = await (window as unknown as { axe: { run: (ctx: Document, opts: unknown) => Promise<{ violations: { id: string; impact: string; help: string; nodes: { target: string[] }[] }[] }> } })
      .axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] } });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
  });
}
