/**
 * The downloads the embedded API's database holds (the demo's brochures and catalogue, made at
 * seed time from the programmes' data: content/brochures.ts), published at their site paths. A
 * hosted CMS (--api) serves its own files; the build publishes none for it. Loaded on demand, as
 * the embedded API is: the SQLite driver is not part of a build's start-up.
 */
export async function seededDownloads(dbFile: string): Promise<Record<string, Buffer>> {
  const { readSeededDownloads } = await import('../../../server/downloads.js');
  return readSeededDownloads(dbFile);
}
