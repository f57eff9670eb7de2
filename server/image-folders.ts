import { dirname, join } from 'node:path';
import { dialectOf } from './sql/sql.js';

/** Where the image host is mounted, on the API server and under `sitegen serve`. */
export const IMAGE_PREFIX = '/_img';

/**
 * Where the image host's originals (`images/`, editors' uploads in `images/media/`) and its
 * variant cache (`image-cache/`) live: the `mediaDir` setting when given, else next to the
 * database file. A PostgreSQL database has no folder: they are kept in `data/` of the working
 * directory, the embedded default's folder (the demo's originals are drawn from their paths, not
 * read from it). Several API instances (DESIGN "production shape") share one `mediaDir`: uploads
 * and variants are content-addressed and written whole (temporary file, then rename), so any
 * instance serves what another wrote.
 */
export function imageFolders(dbLocation: string, mediaDir?: string | undefined) {
  const dir = mediaDir ?? (dialectOf(dbLocation) === 'postgres' ? join(process.cwd(), 'data') : dirname(dbLocation));
  return { originalsDir: join(dir, 'images'), cacheDir: join(dir, 'image-cache') };
}
