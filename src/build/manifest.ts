import { promises as fs } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { writeFileAtomic } from './output-files.js';

export const MANIFEST_FILE = 'build-manifest.json';

/**
 * The build manifest (output/build-manifest.json), written last. It is how the next build
 * knows what it may keep:
 * - `codeHash`: hash of the builder, templates, modules and styles; when it changes every page
 *   is rendered again;
 * - `buildHash`: the version the client runtime compares (also in app-data.json);
 * - `pages[path]`: the page's id and locale, the content API's `hash` for it, and the sha256 of
 *   each file it owns (HTML and page-data);
 * - `shared`: sha256 of the other files the build writes (app-data, slices, styles, error pages).
 */
export const ManifestSchema = z.object({
  version: z.literal(1),
  site: z.string(),
  codeHash: z.string(),
  buildHash: z.string(),
  pages: z.record(z.string(), z.object({
    id: z.number(),
    locale: z.string(),
    hash: z.string(),
    files: z.record(z.string(), z.string()),
  })),
  shared: z.record(z.string(), z.string()),
});
export type Manifest = z.infer<typeof ManifestSchema>;

export async function readManifest(outDir: string): Promise<Manifest | null> {
  try {
    const parsed = ManifestSchema.safeParse(JSON.parse(await fs.readFile(join(outDir, MANIFEST_FILE), 'utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Stable text of a manifest (pages sorted), so an unchanged build produces the same bytes. */
export function serializeManifest(manifest: Manifest): string {
  const sorted = {
    ...manifest,
    pages: Object.fromEntries(Object.entries(manifest.pages).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))),
    shared: Object.fromEntries(Object.entries(manifest.shared).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))),
  };
  return `${JSON.stringify(sorted, null, 1)}\n`;
}

export async function writeManifest(dir: string, manifest: Manifest): Promise<void> {
  await writeFileAtomic(join(dir, MANIFEST_FILE), serializeManifest(manifest));
}

/** Which pages of the index can be carried over from the previous build untouched. */
export function diffManifest(
  previous: Manifest | null,
  index: { id: number; path: string; hash: string }[],
  codeHash: string,
): { unchanged: Set<string>; changed: Set<string>; removed: string[] } {
  const unchanged = new Set<string>();
  const changed = new Set<string>();
  const reusable = previous !== null && previous.codeHash === codeHash;
  for (const item of index) {
    const before = reusable ? previous.pages[item.path] : undefined;
    if (before && before.hash === item.hash && before.id === item.id) unchanged.add(item.path);
    else changed.add(item.path);
  }
  const current = new Set(index.map((i) => i.path));
  const removed = previous ? Object.keys(previous.pages).filter((p) => !current.has(p)) : [];
  return { unchanged, changed, removed };
}
