import { createHash } from 'node:crypto';
import { existsSync, promises as fs } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, normalize } from 'node:path';
import sharp from 'sharp';
import { parseImageUrl, type ImageSegments } from '../modules/image-url.js';

const TYPES = { webp: 'image/webp', avif: 'image/avif', jpeg: 'image/jpeg', png: 'image/png' } as const;

/** Deterministic abstract artwork for a demo image name: nothing is downloaded. */
export function demoArtwork(name: string, width = 1600, height = 900): string {
  const bytes = createHash('sha256').update(name).digest();
  const hue = (i: number) => Math.round((bytes[i]! / 255) * 360);
  const shapes = Array.from({ length: 6 }, (_, i) => {
    const x = (bytes[8 + i]! / 255) * width;
    const y = (bytes[14 + i]! / 255) * height;
    const r = 60 + (bytes[20 + i]! / 255) * height * 0.45;
    return `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${r.toFixed(0)}" fill="hsl(${hue(i + 2)} 70% 60%)" fill-opacity="0.55"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue(0)} 65% 35%)"/><stop offset="1" stop-color="hsl(${hue(1)} 70% 55%)"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>${shapes}</svg>`;
}

/** A partner's wordmark for /img/demo/logos/{slug}.jpg: a coloured mark and the name. */
export function demoLogo(name: string, width = 480, height = 240): string {
  const slug = name.replace(/^.*\/|\.[a-z]+$/g, '');
  const words = slug.split('-').filter(Boolean).map((w) => w[0]!.toUpperCase() + w.slice(1));
  const hue = createHash('sha256').update(slug).digest()[0]! * 360 / 255;
  const text = words.join(' ').replace(/[<&>"]/g, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<rect width="100%" height="100%" fill="#fff"/><rect x="24" y="${height / 2 - 36}" width="72" height="72" rx="18" fill="hsl(${hue.toFixed(0)} 60% 38%)"/>
<text x="112" y="${height / 2 + 12}" font-family="Arial, Helvetica, sans-serif" font-size="${Math.min(40, Math.floor(620 / Math.max(text.length, 1)))}" font-weight="700" fill="#1d2430">${text}</text></svg>`;
}

/** A street plan with a marker in the middle for /img/demo/maps/… (the self-hosted static map). */
export function demoMap(width = 1200, height = 800): string {
  const streets = Array.from({ length: 9 }, (_, i) => {
    const x = ((i + 1) * width) / 10;
    const y = ((i + 1) * height) / 10;
    return `<path d="M${x} 0 L${x + 60} ${height}" stroke="#fff" stroke-width="${i % 3 === 0 ? 22 : 10}"/><path d="M0 ${y} L${width} ${y - 40}" stroke="#fff" stroke-width="${i % 4 === 0 ? 22 : 10}"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<rect width="100%" height="100%" fill="#e8e4da"/><rect x="${width * 0.62}" y="${height * 0.12}" width="${width * 0.25}" height="${height * 0.3}" fill="#c8dfc0"/>${streets}
<circle cx="${width / 2}" cy="${height / 2 - 30}" r="34" fill="#b3261e"/><circle cx="${width / 2}" cy="${height / 2 - 30}" r="12" fill="#fff"/><path d="M${width / 2 - 26} ${height / 2 - 8} L${width / 2} ${height / 2 + 40} L${width / 2 + 26} ${height / 2 - 8} Z" fill="#b3261e"/></svg>`;
}

/** Original size of a demo image, from its name's suffix convention (portraits are square). */
function demoSize(path: string): [number, number] {
  if (/\/logos\//.test(path)) return [480, 240];
  if (/\/maps\//.test(path)) return [1200, 800];
  return /\/faculty\//.test(path) ? [800, 800] : [2400, 1350];
}

async function loadOriginal(path: string, originalsDir: string): Promise<Buffer | null> {
  const file = normalize(join(originalsDir, path));
  if (file.startsWith(normalize(originalsDir)) && existsSync(file)) return fs.readFile(file);
  if (path.startsWith('/img/demo/')) {
    const [w, h] = demoSize(path);
    if (path.startsWith('/img/demo/logos/')) return Buffer.from(demoLogo(path, w, h));
    if (path.startsWith('/img/demo/maps/')) return Buffer.from(demoMap(w, h));
    return Buffer.from(demoArtwork(path, w, h));
  }
  return null;
}

async function transform(original: Buffer, s: ImageSegments): Promise<Buffer> {
  let pipeline = sharp(original, { limitInputPixels: 50_000_000 }).resize({
    width: s.width,
    height: s.height || undefined,
    fit: s.crop,
    position: s.position.replace('-', ' '),
    withoutEnlargement: true,
  });
  if (s.transforms.includes('grayscale')) pipeline = pipeline.grayscale();
  if (s.transforms.includes('blur')) pipeline = pipeline.blur(8);
  return pipeline.toFormat(s.format, { quality: s.quality }).toBuffer();
}

/**
 * The image host: `/c_…/q_…/w_…/h_…/p_…/t_…/f_…/{path}` resized, cropped and encoded with sharp,
 * each variant cached on disk after its first request. Originals come from `originalsDir`;
 * demo paths (/img/demo/…) are generated artwork.
 */
export function createImageHandler(options: { originalsDir: string; cacheDir: string }) {
  return async (req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> => {
    const segments = parseImageUrl(pathname);
    if (!segments || segments.width < 16 || segments.quality < 1 || segments.quality > 100 || segments.path.includes('..')) {
      res.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { code: 'BAD_REQUEST', message: `Not an image URL: ${pathname}. Expected /c_{crop}/q_{quality}/w_{width}/h_{height}/p_{position}/t_{transforms}/f_{format}/{path}.` } }));
      return;
    }
    const key = createHash('sha256').update(pathname).digest('hex');
    const cached = join(options.cacheDir, `${key.slice(0, 2)}/${key}.${segments.format}`);
    let body: Buffer;
    try {
      body = await fs.readFile(cached);
    } catch {
      const original = await loadOriginal(segments.path, options.originalsDir);
      if (!original) {
        res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { code: 'NOT_FOUND', message: `No image ${segments.path}.` } }));
        return;
      }
      body = await transform(original, segments);
      await fs.mkdir(join(options.cacheDir, key.slice(0, 2)), { recursive: true });
      await fs.writeFile(`${cached}.${process.pid}.tmp`, body);
      await fs.rename(`${cached}.${process.pid}.tmp`, cached);
    }
    res.writeHead(200, {
      'content-type': TYPES[segments.format],
      'content-length': body.length,
      'cache-control': 'public, max-age=31536000, immutable',
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  };
}
