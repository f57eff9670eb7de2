import { createHash, randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import * as z from 'zod';
import { LocaleSchema } from '../src/contract/schemas.js';
import { positionOfFocalPoint } from '../modules/image-url.js';
import { ApiError, key, type ContentStore } from './content-store.js';
import type { Answer, Route } from './create-api-handler.js';
import { requireEditor } from './editing.js';
import { imageFolders } from './image-folders.js';
import { parseRequest } from './parse-request.js';
import type { Sql } from './sql/sql.js';
import { mediaRepository, type MediaRow } from './storage/media-repository.js';

/**
 * The media library (spec 3 "Image": url, width, height, alt, position): editors upload images
 * once and pick them for any image field. An upload is a raw body (`POST …/media` with the
 * file's type in Content-Type and its name, percent-encoded, in `X-File-Name`): no multipart
 * parser, and the name is only ever a label. The type is decided by the bytes, not by the name
 * or the declared type: JPEG, PNG, WebP and AVIF; SVG is refused (it can carry scripts and
 * links that would run on the site's origin, and the image host rasterises only what it trusts).
 * Originals are content-addressed (`<sha-256>.<ext>`, the same file uploaded twice is one file
 * and one row) under the image host's originals (`images/media/` next to the database), so the
 * host serves their variants like any other original.
 */

/** The upload size limit when no `mediaMaxMb` setting says otherwise. */
export const DEFAULT_MEDIA_MAX_BYTES = 15 * 1024 * 1024;
/** Where uploads live under the image host's originals, and so the start of their `url`. */
export const MEDIA_URL_PREFIX = '/media/';
/** A page of the library (a grid of thumbnails in the editor's dialog). */
export const MEDIA_PAGE_SIZE = 24;
/** Larger images than this are refused: the image host will not decode them (limitInputPixels). */
const MAX_PIXELS = 50_000_000;

/**
 * The uploads' folder: `images/media/` inside the image host's originals, which are in the
 * `mediaDir` setting's folder, else beside the database (server/image-folders.ts).
 */
export function mediaFolder(dbFile: string, mediaDir?: string | undefined): string {
  return join(imageFolders(dbFile, mediaDir).originalsDir, 'media');
}

interface Kind { type: string; ext: string; label: string; sharpFormat: string }
const KINDS = {
  jpeg: { type: 'image/jpeg', ext: 'jpg', label: 'JPEG', sharpFormat: 'jpeg' },
  png: { type: 'image/png', ext: 'png', label: 'PNG', sharpFormat: 'png' },
  webp: { type: 'image/webp', ext: 'webp', label: 'WebP', sharpFormat: 'webp' },
  avif: { type: 'image/avif', ext: 'avif', label: 'AVIF', sharpFormat: 'heif' },
} as const satisfies Record<string, Kind>;
const LABELS = Object.values(KINDS).map((k) => k.label);
const ACCEPTED = `${LABELS.slice(0, -1).join(', ')} or ${LABELS.at(-1)}`;

/**
 * What the bytes are, by their signature: a file named `.jpg` holding text is not a JPEG.
 * 'svg' is recognised only to refuse it with its own reason.
 */
export function sniffImage(bytes: Buffer): Kind | 'svg' | null {
  const ascii = (from: number, to: number) => bytes.subarray(from, to).toString('latin1');
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return KINDS.jpeg;
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return KINDS.png;
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return KINDS.webp;
  if (bytes.length >= 16 && ascii(4, 8) === 'ftyp') {
    // ISO BMFF: the major brand, then the compatible brands up to the end of the ftyp box.
    const end = Math.min(bytes.readUInt32BE(0), bytes.length, 256);
    const brands = [ascii(8, 12)];
    for (let at = 16; at + 4 <= end; at += 4) brands.push(ascii(at, at + 4));
    if (brands.includes('avif') || brands.includes('avis')) return KINDS.avif;
  }
  if (/^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(ascii(bytes[0] === 0xef ? 3 : 0, 2048))) return 'svg';
  return null;
}

/** The name the editor gave the file, as a label only: no folders, no control characters. */
export function cleanFileName(header: string | string[] | undefined): string {
  const raw = Array.isArray(header) ? header[0] : header;
  if (!raw) throw new ApiError(400, 'BAD_REQUEST', 'Name the file in the "X-File-Name" header (percent-encoded), e.g. X-File-Name: campus%20aula.jpg.');
  let name: string;
  try {
    name = decodeURIComponent(raw);
  } catch {
    throw new ApiError(400, 'BAD_REQUEST', `The X-File-Name header "${raw.slice(0, 80)}" is not valid percent-encoding.`);
  }
  // Only the last part of a path: "../../etc/passwd.jpg" is the name "passwd.jpg".
  const base = name.split(/[/\\]/).pop()!.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 200);
  if (!base || base === '.' || base === '..') throw new ApiError(400, 'BAD_REQUEST', `The X-File-Name header "${raw.slice(0, 80)}" names no file; send the file's own name, e.g. aula.jpg.`);
  return base;
}

/**
 * The body as bytes, at most `limit` of them. Too big is a 413 that says the limit and the
 * setting; the rest of an oversized body is read and dropped (up to a bound) so the client
 * gets the answer instead of a reset connection.
 */
async function readUpload(req: IncomingMessage, limit: number): Promise<Buffer> {
  const megabytes = (n: number) => `${(n / 1024 / 1024).toFixed(n % (1024 * 1024) === 0 ? 0 : 1)} MB`;
  const tooBig = (size: string) => new ApiError(413, 'PAYLOAD_TOO_LARGE', `The file is ${size}; uploads are limited to ${megabytes(limit)} (the mediaMaxMb setting). Make it smaller (JPEG or WebP at 2400 px wide is plenty for the site) and upload it again.`);
  const declared = Number(req.headers['content-length'] ?? NaN);
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of req as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
      else if (size > limit * 4 + 1024 * 1024) throw tooBig(`over ${megabytes(limit * 4)}`);
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError(400, 'BAD_REQUEST', 'The upload ended before the whole file arrived; try again.');
  }
  if (size > limit) throw tooBig(megabytes(Number.isFinite(declared) && declared > size ? declared : size));
  if (size === 0) throw new ApiError(400, 'BAD_REQUEST', 'The upload is empty: send the file\'s bytes as the body.');
  return Buffer.concat(chunks);
}

/** A library item as the API answers it. */
function itemOf(row: MediaRow) {
  const alt = JSON.parse(row.alt) as Record<string, string>;
  const decorative = row.decorative === 1;
  return {
    // The site's own images (registerSiteImages) keep the path the pages show them at.
    id: row.id, url: row.file.startsWith('/') ? row.file : `${MEDIA_URL_PREFIX}${row.file}`, name: row.name, type: row.type, bytes: row.bytes,
    width: row.width, height: row.height, alt, decorative,
    /** Neither decorative nor described in any language yet: not ready to be picked. */
    needsAlt: !decorative && !Object.values(alt).some((a) => a.trim() !== ''),
    focal: { x: row.focal_x, y: row.focal_y }, position: positionOfFocalPoint(row.focal_x, row.focal_y),
    uploadedBy: row.uploaded_by, uploadedAt: row.uploaded_at,
  };
}
export type MediaItem = ReturnType<typeof itemOf>;

const fraction = (axis: 'x' | 'y') => z.number({ error: `focal.${axis}: expected a number from 0 to 1` })
  .min(0, `focal.${axis}: the focal point is a fraction of the ${axis === 'x' ? 'width, from 0 (left)' : 'height, from 0 (top)'} to 1; got less than 0`)
  .max(1, `focal.${axis}: the focal point is a fraction of the ${axis === 'x' ? 'width, from 0 (left)' : 'height, from 0 (top)'} to 1; got more than 1`);

/** PUT …/media/{id}: what an editor may change about an image (never its file). */
const MediaUpdateSchema = z.strictObject({
  alt: z.partialRecord(LocaleSchema, z.string().max(500, 'alt text: at most 500 characters')).optional(),
  decorative: z.boolean().optional(),
  focal: z.strictObject({ x: fraction('x'), y: fraction('y') }).optional(),
});

const ListQuerySchema = z.strictObject({
  search: z.string().max(200, 'search: at most 200 characters').optional(),
  page: z.string().regex(/^\d{1,6}$/, 'page: expected a whole number from 1').transform(Number).pipe(z.number().min(1, 'page: expected a whole number from 1')).default(1),
  items: z.string().regex(/^\d{1,3}$/, 'items: expected a whole number from 1 to 100').transform(Number).pipe(z.number().min(1).max(100, 'items: at most 100')).default(MEDIA_PAGE_SIZE),
});

/** Who did it (requireEditor): the signed-in account's email, or `token:<name>` for a bearer token. */
async function actorOf(sql: Sql, req: IncomingMessage): Promise<string> {
  return (await requireEditor(sql, req)).actor;
}

const mediaId = (segment: string) => {
  if (!/^\d{1,15}$/.test(segment)) throw new ApiError(400, 'BAD_REQUEST', `Invalid image id "${segment.slice(0, 80)}": expected a whole number.`);
  return Number(segment);
};

export interface MediaOptions {
  /**
   * Where originals are written (the `mediaDir` setting's `images/media/`). Default: beside the
   * SQLite file, or `data/images/media/` of the working folder on PostgreSQL (imageFolders).
   */
  folder?: string | undefined;
  /** Upload size limit in bytes (the `mediaMaxMb` setting). */
  maxBytes?: number | undefined;
}

/**
 * The library's routes, registered beside the API's own (server/create-api-handler.ts). Every
 * one is the editors' (requireEditor): the library lists files nobody has published yet.
 */
export function createMediaRoutes(store: ContentStore, answer: (status: number, body: unknown) => Answer, options: MediaOptions = {}): Route[] {
  const sql = store.sql;
  const media = mediaRepository(sql);
  const folder = options.folder ?? (store.dialect === 'postgres' ? mediaFolder('postgres://')
    : store.sqliteFile ? mediaFolder(store.sqliteFile) : null);
  const maxBytes = options.maxBytes ?? DEFAULT_MEDIA_MAX_BYTES;
  // An id too large for the column is no image (key), not a database error.
  const byId = (siteId: number, id: number) => media.byId(siteId, key(id));

  const upload = async (req: IncomingMessage, site: string) => {
    const uploadedBy = await actorOf(sql, req);
    const siteRow = await store.site(site);
    if (!folder) throw new ApiError(500, 'INTERNAL', 'This content API runs on an in-memory database and has nowhere to keep uploads; start it with a database file.');
    const declared = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
    if (declared === 'image/svg+xml') throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', `SVG images are not accepted: an SVG can hold scripts and links that would run on the site. Export it as PNG or WebP (accepted: ${ACCEPTED}).`);
    if (!/^image\/[\w.+-]+$/.test(declared) && declared !== 'application/octet-stream') {
      throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', `Send the file's bytes as the body with its image type in Content-Type (e.g. image/jpeg); got "${declared.slice(0, 80) || 'none'}". Accepted: ${ACCEPTED}.`);
    }
    const name = cleanFileName(req.headers['x-file-name']);
    const bytes = await readUpload(req, maxBytes);
    const kind = sniffImage(bytes);
    if (kind === 'svg') throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', `"${name}" is an SVG image, which is not accepted: an SVG can hold scripts and links that would run on the site. Export it as PNG or WebP (accepted: ${ACCEPTED}).`);
    if (!kind) throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', `"${name}" is not a ${ACCEPTED} image: its content is not one, whatever its name says. Export it in one of those formats and upload it again.`);
    // Dimensions from the file itself, read by the image host's own decoder (sharp): what it
    // cannot read, or reads as another format, it could not serve either.
    const { default: sharp } = await import('sharp');
    // The header first, without the pixel limit (only a header is read), so that a picture too
    // big for the host is told so (413) rather than called unreadable.
    const meta = await sharp(bytes, { limitInputPixels: false }).metadata().catch((error: Error) => {
      throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', `"${name}" looks like a ${kind.label} but cannot be read as one (${error.message.split('\n')[0]}); export it again and upload the new file.`);
    });
    if (meta.format !== kind.sharpFormat || !meta.width || !meta.height) {
      throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', `"${name}" looks like a ${kind.label} but cannot be read as one; export it again and upload the new file.`);
    }
    if (meta.width * meta.height > MAX_PIXELS) {
      throw new ApiError(413, 'PAYLOAD_TOO_LARGE', `"${name}" is ${meta.width} × ${meta.height} pixels; the image host takes at most ${MAX_PIXELS / 1_000_000} million. Make it smaller and upload it again.`);
    }
    // Then every pixel, as the image host will when it makes a variant: a file cut short, or a
    // header that promises more than the data holds, reads as a picture above but fails there,
    // and every variant of it would be a 404 on the site. A small rendering decodes it all (the
    // decoder stops at the first broken or missing part: sharp's failOn 'warning').
    await sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'warning' }).resize({ width: 32, withoutEnlargement: true }).raw().toBuffer().catch((error: Error) => {
      throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', `"${name}" is a ${kind.label} whose picture cannot be read to the end (${error.message.split('\n')[0]}): the file is damaged or cut short. Export it again and upload the new file.`);
    });
    // Content-addressed: the name is the bytes' hash, so no name from the client ever reaches
    // the file system and the same file uploaded twice is one file.
    // The size the editor and the templates work with is the upright one (the image host turns
    // a photo by its EXIF orientation): orientations 5–8 swap width and height.
    const upright = (meta.orientation ?? 1) >= 5 ? { width: meta.height, height: meta.width } : { width: meta.width, height: meta.height };
    const file = `${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}.${kind.ext}`;
    const existing = await media.byFile(siteRow.id, file);
    if (existing) return answer(200, { created: false, item: itemOf(existing) });
    await fs.mkdir(folder, { recursive: true });
    const target = join(folder, file);
    if (!(await fs.stat(target).catch(() => null))) {
      // Written whole or not at all: the image host never reads half a file, and a write that
      // fails (a full disk) leaves no temporary file behind to fill it further.
      const temp = join(folder, `.${file}.${randomBytes(6).toString('hex')}.tmp`);
      try {
        await fs.writeFile(temp, bytes);
        await fs.rename(temp, target);
      } catch (error) {
        await fs.rm(temp, { force: true });
        throw error;
      }
    }
    const now = new Date().toISOString();
    // A second upload of the same file racing this one finds the row (UNIQUE): only the upload
    // whose INSERT made the row says it created it; the others answer the row as already there.
    const inserted = await media.insertIfNew({ siteId: siteRow.id, file, name, type: kind.type, bytes: bytes.length, width: upright.width, height: upright.height, uploadedBy, uploadedAt: now });
    const item = itemOf((await media.byFile(siteRow.id, file))!);
    return inserted ? answer(201, { created: true, item }) : answer(200, { created: false, item });
  };

  const list = async (req: IncomingMessage, site: string, url: URL) => {
    await requireEditor(sql, req);
    const siteRow = await store.site(site);
    const q = parseRequest(ListQuerySchema, Object.fromEntries(url.searchParams), 'media list query');
    const words = (q.search ?? '').trim().toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8);
    // Every word in the name or in the alt text of some language.
    const { total: n, rows } = await media.page(siteRow.id, words, q.items, (q.page - 1) * q.items);
    // The upload limit travels with the list so the editor's dialog can say it before a refusal.
    return { page: q.page, totalItems: n, totalPages: Math.ceil(n / q.items), maxBytes, items: rows.map(itemOf) };
  };

  const get = async (req: IncomingMessage, site: string, id: number) => {
    await requireEditor(sql, req);
    const row = await byId((await store.site(site)).id, id);
    if (!row) throw new ApiError(404, 'NOT_FOUND', `No image ${id} in the media library of site ${site}.`);
    return row;
  };

  const update = async (req: IncomingMessage, site: string, id: number, body: unknown) => {
    const row = await get(req, site, id);
    const change = parseRequest(MediaUpdateSchema, body, `update of image ${id}`);
    const decorative = change.decorative ?? row.decorative === 1;
    const alt: Record<string, string> = { ...JSON.parse(row.alt) as Record<string, string>, ...change.alt };
    for (const [locale, text] of Object.entries(alt)) alt[locale] = text.trim();
    // WCAG 1.1.1: an image says what it shows, unless it is decoration (then it says nothing).
    if (decorative) for (const locale of Object.keys(alt)) alt[locale] = '';
    else if (!Object.values(alt).some(Boolean)) {
      throw new ApiError(422, 'VALIDATION', `Image ${id} ("${row.name}"): alt text is required unless the image is marked decorative. Describe what it shows for people who cannot see it, or mark it decorative.`, [{ path: 'alt', message: 'Field is required' }]);
    }
    const focal = change.focal ?? { x: row.focal_x, y: row.focal_y };
    await media.updateDescription(id, { alt: JSON.stringify(alt), decorative, focalX: focal.x, focalY: focal.y });
    return itemOf((await byId(row.site_id, id))!);
  };

  return [
    { method: 'POST', pattern: /^\/site\/([^/]+)\/media$/, names: ['site'], rawBody: true, handler: ({ req, params }) => upload(req, params[0]!) },
    { method: 'GET', pattern: /^\/site\/([^/]+)\/media$/, names: ['site'], handler: ({ req, params, url }) => list(req, params[0]!, url) },
    { method: 'GET', pattern: /^\/site\/([^/]+)\/media\/([^/]+)$/, names: ['site', 'image id'], handler: async ({ req, params }) => itemOf(await get(req, params[0]!, mediaId(params[1]!))) },
    { method: 'PUT', pattern: /^\/site\/([^/]+)\/media\/([^/]+)$/, names: ['site', 'image id'], handler: ({ req, params, body }) => update(req, params[0]!, mediaId(params[1]!), body) },
  ];
}
