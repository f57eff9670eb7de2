import { createHash } from 'node:crypto';
import { partners } from '../data/partners.js';
import { slugify } from '../text.js';

/**
 * A partner's wordmark for /img/demo/logos/{slug}.jpg (spec 2: partner logos), set in type as a
 * small company's would be: its name as the content names it (accents and all, from
 * content/data/partners.ts; else from the slug), in one of four treatments and a colour of its
 * own, filling the tile. Each partner's is always the same.
 */
export function demoLogo(path: string, width = 480, height = 240): string {
  const slug = path.replace(/^.*\/|\.[a-z]+$/g, '');
  const name = (partners.find((p) => slugify(p) === slug) ?? slug.split('-').filter(Boolean).map((w) => w[0]!.toUpperCase() + w.slice(1)).join(' ')).replace(/[<&>"]/g, '');
  const digest = createHash('sha256').update(slug).digest();
  const colour = `hsl(${Math.round(digest[0]! * 360 / 255)} 62% 34%)`;
  const middle = height / 2;
  // Font size from the room left and the name's length (a bold sans letter is about 0.62 em wide).
  const fit = (room: number, em: number, max: number) => Math.min(max, Math.floor(room / (Math.max(name.length, 1) * em)));
  const text = (x: number, size: number, attrs: string, body = name) => `<text x="${x}" y="${middle + size * 0.36}" font-size="${size}" ${attrs}>${body}</text>`;
  let art: string;
  switch (digest[1]! % 4) {
    case 0: { // a rounded square with the initial, then the name in bold, on two lines if long
      const words = name.split(' ');
      const cut = words.length > 1 && name.length > 12 ? Math.ceil(words.length / 2) : words.length;
      const lines = [words.slice(0, cut).join(' '), words.slice(cut).join(' ')].filter(Boolean);
      const size = Math.min(64, Math.floor((width - 150) / (Math.max(...lines.map((l) => l.length)) * 0.62)));
      const bold = 'font-family="DejaVu Sans" font-weight="700" fill="#1d2430"';
      const set = lines.length === 1 ? text(128, size, bold) : `<text x="128" y="${middle - size * 0.12}" font-size="${size}" ${bold}>${lines[0]}</text><text x="128" y="${middle + size * 0.88}" font-size="${size}" ${bold}>${lines[1]}</text>`;
      art = `<rect x="16" y="${middle - 48}" width="96" height="96" rx="22" fill="${colour}"/>${text(64, 60, 'font-family="DejaVu Sans" font-weight="700" fill="#fff" text-anchor="middle"', name[0])}${set}`;
      break;
    }
    case 1: { // capitals, tracked, between two rules
      const size = fit(width - 40, 0.78, 56);
      art = `<rect x="20" y="${middle - size}" width="${width - 40}" height="5" fill="${colour}"/><rect x="20" y="${middle + size - 5}" width="${width - 40}" height="5" fill="${colour}"/>${text(width / 2, size, `font-family="DejaVu Sans" font-weight="700" letter-spacing="${(size * 0.12).toFixed(1)}" fill="${colour}" text-anchor="middle"`, name.toUpperCase())}`;
      break;
    }
    case 2: { // a serif italic, in colour
      const size = fit(width - 40, 0.55, 76);
      art = text(width / 2, size, `font-family="DejaVu Serif" font-style="italic" font-weight="700" fill="${colour}" text-anchor="middle"`);
      break;
    }
    default: { // lower case, heavy, underlined in colour
      const size = fit(width - 40, 0.62, 70);
      art = `${text(20, size, 'font-family="DejaVu Sans" font-weight="700" fill="#1d2430"', name.toLowerCase())}<rect x="20" y="${middle + size * 0.62}" width="${Math.min(width - 40, Math.round(name.length * size * 0.62))}" height="${Math.max(6, Math.round(size / 8))}" fill="${colour}"/>`;
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="#fff"/>${art}</svg>`;
}
