import { createHash } from 'node:crypto';
import { createRandom } from '../text.js';
import { b, type Bi } from '../data/types.js';

/**
 * The demo's illustrations: flat vector scenes that show their subject (a code editor for web
 * development, a server rack for systems administration, a dress form for fashion…), drawn as
 * SVG from a kind and a variant number alone, so the same path is always the same bytes and
 * nothing is downloaded. The image host renders them through sharp like any original
 * (`/img/demo/illustrations/{kind}/{variant}.jpg`).
 *
 * Each kind carries the words that say what it draws (`label`, in both languages): the seed writes
 * every alt text from them, so an alt text cannot describe something the picture does not show.
 * The variant number picks the palette and the composition; consecutive numbers never share a
 * palette, so two neighbouring cards of one kind still look different.
 */

interface Palette { bg: string; blob: string; primary: string; secondary: string; accent: string; ink: string; paper: string; soft: string }

/** Eight palettes on the school's side of the colour wheel; each keeps dark ink on light paper. */
const PALETTES: Palette[] = [
  { bg: '#e7effb', blob: '#cddcf4', primary: '#2f5fd0', secondary: '#ffb547', accent: '#ef5d60', ink: '#1d2a44', paper: '#ffffff', soft: '#9fb8e8' },
  { bg: '#fdf0e4', blob: '#f7d8bd', primary: '#d2573b', secondary: '#2d8c7f', accent: '#f2b134', ink: '#2e2320', paper: '#fffaf4', soft: '#eeb79a' },
  { bg: '#e6f4ef', blob: '#c6e6da', primary: '#1f7a63', secondary: '#f08a4b', accent: '#5b6ee1', ink: '#18302a', paper: '#ffffff', soft: '#8fcab5' },
  { bg: '#f1ebfa', blob: '#ddd0f3', primary: '#6b46c1', secondary: '#37b3a4', accent: '#f26d8f', ink: '#261c3d', paper: '#ffffff', soft: '#b9a2e6' },
  { bg: '#fff6d9', blob: '#fbe6a2', primary: '#25408f', secondary: '#e4572e', accent: '#29a36a', ink: '#1c2233', paper: '#ffffff', soft: '#f0cf6a' },
  { bg: '#e3f3f8', blob: '#bfe2ee', primary: '#0f6b8c', secondary: '#f4a259', accent: '#bc4b51', ink: '#112a33', paper: '#ffffff', soft: '#86c6db' },
  { bg: '#fbe9ee', blob: '#f5cdd8', primary: '#b03a63', secondary: '#3c7dd9', accent: '#f6b93b', ink: '#33192a', paper: '#fffafb', soft: '#e79ab3' },
  { bg: '#ecefe4', blob: '#d7dfc6', primary: '#4f6d2f', secondary: '#d9822b', accent: '#3b6fb6', ink: '#222a18', paper: '#fffdf6', soft: '#b1c38f' },
];
const SKINS = ['#f3cfb3', '#e0a880', '#b9784e', '#8a5a3b', '#5e3d2a'];
const HAIRS = ['#2b2118', '#5a3a22', '#a4652f', '#d8b25a', '#1c1c1c', '#7b7b7b'];

/** The demo's seeded generator (content/text.ts), so a variant draws the same details every time. */
function random(seed: number) {
  const r = createRandom(seed);
  return { ...r, between: (min: number, max: number) => min + r.next() * (max - min) };
}
type Rng = ReturnType<typeof random>;
interface Ctx { p: Palette; r: Rng }

const n = (v: number) => (Math.round(v * 10) / 10).toString();
const rect = (x: number, y: number, w: number, h: number, fill: string, rx = 0, extra = '') =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"${rx ? ` rx="${n(rx)}"` : ''} fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
const circle = (cx: number, cy: number, r: number, fill: string, extra = '') => `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width = 4, extra = '') =>
  `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" stroke="${stroke}" stroke-width="${n(width)}" stroke-linecap="round"${extra ? ` ${extra}` : ''}/>`;
const path = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
const stroke = (d: string, color: string, width = 4, extra = '') => path(d, 'none', `stroke="${color}" stroke-width="${n(width)}" stroke-linecap="round" stroke-linejoin="round"${extra ? ` ${extra}` : ''}`);
const poly = (points: [number, number][], fill: string, extra = '') => `<polygon points="${points.map(([x, y]) => `${n(x)},${n(y)}`).join(' ')}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
const g = (transform: string, body: string) => `<g transform="${transform}">${body}</g>`;

/** A standing person (feet at y), flat: hair, head, torso, legs. */
function person(x: number, y: number, h: number, r: Rng, shirt: string, opts: { long?: boolean; arm?: 'up' | 'point' } = {}): string {
  const s = h / 300;
  const skin = r.pick(SKINS);
  const hair = r.pick(HAIRS);
  const long = opts.long ?? r.next() < 0.5;
  const legs = r.pick(['#2b3550', '#3d3d3d', '#5a4636', '#1f3b5a']);
  let out = '';
  out += rect(-34, -130, 28, 130, legs, 10) + rect(6, -130, 28, 130, legs, 10);
  out += path('M-52 -130 L-46 -232 Q0 -252 46 -232 L52 -130 Z', shirt);
  out += line(-48, -220, -62, -142, shirt, 22) + circle(-63, -130, 12, skin);
  if (opts.arm === 'up') out += line(46, -220, 86, -300, shirt, 22) + circle(90, -310, 12, skin);
  else if (opts.arm === 'point') out += line(46, -220, 110, -250, shirt, 22) + circle(120, -254, 12, skin);
  else out += line(48, -220, 62, -142, shirt, 22) + circle(63, -130, 12, skin);
  if (long) out += path('M-30 -270 Q-36 -228 -26 -212 L26 -212 Q36 -228 30 -270 Z', hair);
  out += circle(0, -268, 30, skin);
  out += path(long ? 'M-32 -266 Q-30 -306 0 -304 Q30 -306 32 -266 Q20 -298 -8 -292 Q-24 -288 -32 -266 Z' : 'M-31 -270 Q-28 -302 0 -300 Q28 -302 31 -270 Q16 -300 -31 -276 Z', hair);
  return g(`translate(${n(x)} ${n(y)}) scale(${Math.round(s * 1000) / 1000})`, out);
}
/** A person seen from behind, seated (head and shoulders), for audiences and classrooms. */
function backView(x: number, y: number, size: number, r: Rng, shirt: string): string {
  const hair = r.pick(HAIRS);
  return path(`M${n(x - size * 1.1)} ${n(y + size * 1.6)} Q${n(x - size)} ${n(y + size * 0.5)} ${n(x)} ${n(y + size * 0.5)} Q${n(x + size)} ${n(y + size * 0.5)} ${n(x + size * 1.1)} ${n(y + size * 1.6)} Z`, shirt)
    + circle(x, y, size * 0.62, hair);
}
function plant(x: number, y: number, p: Palette, size = 1): string {
  return g(`translate(${n(x)} ${n(y)}) scale(${size})`,
    path('M-26 0 L26 0 L20 -44 L-20 -44 Z', p.secondary)
    + path('M0 -44 Q-46 -90 -30 -140 Q-6 -110 0 -44 Z', p.primary)
    + path('M0 -44 Q40 -100 22 -150 Q-2 -110 0 -44 Z', p.primary, 'opacity="0.8"')
    + path('M0 -44 Q60 -70 66 -108 Q26 -96 0 -44 Z', p.primary, 'opacity="0.65"'));
}
/** Rows of "code": short bars in the palette, indented like markup. */
function codeLines(x: number, y: number, width: number, rows: number, step: number, c: Ctx, tags = false): string {
  let out = '';
  let indent = 0;
  for (let i = 0; i < rows; i++) {
    const cy = y + i * step;
    if (tags) {
      indent = i === 0 || i === rows - 1 ? 0 : i === 1 || i === rows - 2 ? 1 : 2;
    } else indent = Math.max(0, Math.min(3, indent + c.r.pick([-1, 0, 0, 1])));
    let cx = x + indent * 34;
    if (tags) {
      out += stroke(`M${n(cx + 10)} ${n(cy - 8)} L${n(cx)} ${n(cy)} L${n(cx + 10)} ${n(cy + 8)}`, c.p.primary, 4);
      cx += 22;
    }
    const parts = 1 + Math.floor(c.r.next() * 3);
    for (let k = 0; k < parts && cx < x + width - 40; k++) {
      const w = Math.min(c.r.between(40, 150), x + width - cx - 20);
      out += rect(cx, cy - 7, w, 14, [c.p.primary, c.p.secondary, c.p.accent, c.p.soft][(i + k) % 4]!, 7);
      cx += w + 16;
    }
    if (tags) out += stroke(`M${n(cx)} ${n(cy - 8)} L${n(cx + 10)} ${n(cy)} L${n(cx)} ${n(cy + 8)}`, c.p.primary, 4);
  }
  return out;
}
/** An app screen: a bar, a picture card and list rows. */
function appScreen(x: number, y: number, w: number, h: number, c: Ctx): string {
  const u = w / 10;
  return rect(x, y, w, h, c.p.paper)
    + rect(x, y, w, u * 1.2, c.p.primary)
    + rect(x + u * 0.6, y + u * 1.8, w - u * 1.2, h * 0.32, c.p.blob, u * 0.3)
    + circle(x + u * 2, y + u * 1.8 + h * 0.16, Math.min(u, h * 0.1), c.p.secondary)
    + [0, 1, 2].map((i) => {
      const ry = y + u * 2.4 + h * 0.32 + i * (h * 0.14);
      return ry + u > y + h ? '' : circle(x + u * 1.2, ry + u * 0.4, u * 0.45, [c.p.accent, c.p.secondary, c.p.primary][i]!) + rect(x + u * 2.2, ry + u * 0.1, w * 0.55, u * 0.55, c.p.soft, u * 0.27);
    }).join('');
}

/** `mirror`: the scene still reads right mirrored (no letters, code or graphs in it). */
interface Scene { label: Bi; floor?: boolean; mirror?: boolean; draw: (c: Ctx) => string }

/** Every kind the demo draws, with what it shows. Scenes are centred on 0,0, about ±430 × ±320. */
const SCENES = {
  'code-editor': {
    label: b('una ventana de editor de código con etiquetas HTML', 'a code editor window with HTML tags'),
    draw: (c) => rect(-390, -260, 780, 520, c.p.ink, 22) + rect(-380, -200, 760, 450, c.p.paper, 10)
      + [0, 1, 2].map((i) => circle(-350 + i * 34, -230, 10, [c.p.accent, c.p.secondary, c.p.soft][i]!)).join('')
      + rect(-380, -200, 60, 450, c.p.blob) + Array.from({ length: 9 }, (_, i) => rect(-362, -168 + i * 46, 24, 10, c.p.soft, 5)).join('')
      + codeLines(-290, -163, 640, 9, 46, c, true)
      + g('translate(330 200)', circle(0, 0, 78, c.p.secondary) + stroke('M-30 -22 L-52 0 L-30 22 M30 -22 L52 0 L30 22 M12 -30 L-12 30', c.p.ink, 10)),
  },
  devices: {
    mirror: true,
    label: b('un móvil y un portátil con la misma aplicación', 'a phone and a laptop showing the same app'),
    floor: true,
    draw: (c) => rect(-400, -250, 580, 380, c.p.ink, 24) + appScreen(-378, -228, 536, 336, c)
      + path('M-460 130 L240 130 L270 170 L-490 170 Z', c.p.soft) + rect(-160, 130, 100, 12, c.p.ink, 6)
      + g('translate(230 -170)', rect(0, 0, 190, 340, c.p.ink, 30) + appScreen(12, 30, 166, 282, c) + rect(70, 12, 50, 8, c.p.soft, 4)),
  },
  'server-rack': {
    mirror: true,
    label: b('armarios de servidores conectados en red', 'server racks connected in a network'),
    floor: true,
    draw: (c) => {
      let out = '';
      const nodes: [number, number][] = [[-260, -300], [0, -330], [260, -300]];
      [-260, 0, 260].forEach((x, i) => {
        out += line(x, -190, nodes[i]![0], nodes[i]![1], c.p.soft, 6);
        out += rect(x - 110, -190, 220, 490, c.p.ink, 14);
        for (let k = 0; k < 8; k++) {
          out += rect(x - 92, -170 + k * 58, 184, 44, k % 3 === 1 ? c.p.primary : '#3a4660', 6);
          out += circle(x + 70, -148 + k * 58, 7, c.r.next() < 0.7 ? '#4cd787' : c.p.secondary);
          out += rect(x - 78, -152 + k * 58, 90, 8, c.p.soft, 4, 'opacity="0.6"');
        }
      });
      out += line(nodes[0]![0], nodes[0]![1], nodes[1]![0], nodes[1]![1], c.p.primary, 6) + line(nodes[1]![0], nodes[1]![1], nodes[2]![0], nodes[2]![1], c.p.primary, 6);
      out += nodes.map(([x, y]) => circle(x, y, 30, c.p.paper, `stroke="${c.p.primary}" stroke-width="8"`) + circle(x, y, 10, c.p.accent)).join('');
      return out;
    },
  },
  'wireframe-character': {
    mirror: true,
    label: b('un personaje 3D en malla de alambre sobre una plataforma giratoria', 'a 3D wireframe character on a turntable'),
    draw: (c) => {
      const v: Record<string, [number, number]> = {
        h1: [-40, -300], h2: [40, -300], h3: [55, -240], h4: [0, -215], h5: [-55, -240], hc: [0, -255],
        s1: [-110, -190], s2: [110, -190], n: [0, -200], w1: [-75, -20], w2: [75, -20], c1: [0, -100], b1: [-95, -105], b2: [95, -105],
        e1: [-175, -90], e2: [175, -90], ha1: [-205, 10], ha2: [205, 10],
        k1: [-80, 130], k2: [80, 130], f1: [-95, 270], f2: [95, 270], cr: [0, 10],
      };
      const tris = [
        ['h1', 'h2', 'hc'], ['h2', 'h3', 'hc'], ['h3', 'h4', 'hc'], ['h4', 'h5', 'hc'], ['h5', 'h1', 'hc'],
        ['s1', 'n', 'b1'], ['n', 'c1', 'b1'], ['n', 's2', 'b2'], ['n', 'c1', 'b2'], ['b1', 'c1', 'w1'], ['b2', 'c1', 'w2'], ['c1', 'w1', 'w2'],
        ['s1', 'b1', 'e1'], ['e1', 'ha1', 'b1'], ['s2', 'b2', 'e2'], ['e2', 'ha2', 'b2'],
        ['w1', 'cr', 'k1'], ['k1', 'f1', 'cr'], ['w2', 'cr', 'k2'], ['k2', 'f2', 'cr'],
      ];
      let out = path('M-300 290 A300 60 0 1 0 300 290 A300 60 0 1 0 -300 290 Z', c.p.blob) + path('M-300 290 A300 60 0 0 0 300 290 L300 312 A300 60 0 0 1 -300 312 Z', c.p.soft);
      for (let i = -4; i <= 4; i++) out += line(i * 60, 246, i * 75, 336, c.p.paper, 2, 'opacity="0.7"');
      out += tris.map((t) => poly(t.map((k) => v[k]!), c.p.primary, `fill-opacity="${n(0.08 + c.r.next() * 0.18)}" stroke="${c.p.primary}" stroke-width="4" stroke-linejoin="round"`)).join('');
      out += Object.values(v).map(([x, y]) => circle(x, y, 8, c.p.accent)).join('');
      out += g('translate(300 -230)', stroke('M0 0 L0 -80 M0 0 L70 30 M0 0 L-70 30', c.p.ink, 6) + circle(0, 0, 10, c.p.secondary));
      return out;
    },
  },
  'film-still': {
    mirror: true,
    label: b('un fotograma de un corto de animación: un tren nocturno en un andén', 'a still from an animated short: a night train at a platform'),
    draw: (c) => {
      // The frame of a film (wide, between black bars), at night: the sky is the palette's ink.
      let out = rect(-460, -300, 920, 600, '#111111', 10) + rect(-440, -230, 880, 460, c.p.ink);
      out += circle(300, -150, 44, c.p.paper) + circle(322, -166, 40, c.p.ink);
      for (let i = 0; i < 14; i++) out += circle(c.r.between(-420, 420), c.r.between(-215, -40), c.r.between(2, 4.5), c.p.paper, 'opacity="0.8"');
      // The platform, its edge and a lamp whose light falls on it.
      out += rect(-440, 150, 880, 80, c.p.soft, 0, 'opacity="0.45"') + rect(-440, 146, 880, 8, c.p.secondary);
      out += line(-330, 146, -330, -120, c.p.paper, 8) + path('M-360 -120 L-300 -120 L-316 -96 L-344 -96 Z', c.p.paper) + path('M-344 -96 L-316 -96 L-250 146 L-410 146 Z', c.p.secondary, 'opacity="0.25"');
      // The last train: two carriages, every window lit, one figure waiting.
      const carriage = (x: number) => rect(x, -40, 300, 170, c.p.primary, 18) + rect(x, 100, 300, 14, c.p.ink, 0, 'opacity="0.5"')
        + [0, 1, 2, 3].map((k) => rect(x + 22 + k * 70, -14, 50, 56, c.p.secondary, 6)).join('');
      out += carriage(-200) + carriage(110) + rect(100, 0, 10, 100, c.p.ink, 0, 'opacity="0.6"');
      out += circle(-150, 138, 14, c.p.ink) + circle(-30, 138, 14, c.p.ink) + circle(160, 138, 14, c.p.ink) + circle(280, 138, 14, c.p.ink);
      out += person(-395, 150, 150, c.r, c.p.accent);
      return out;
    },
  },
  'fire-map': {
    mirror: true,
    label: b('un simulador de incendios forestales: un mapa de árboles con el fuego avanzando', 'a wildfire simulator: a map of trees with the fire spreading'),
    draw: (c) => {
      // A screen with a grid of forest; the fire spreads from one side with the wind (the dial).
      // Trees, flames and ash keep their own colours in every palette: a pink tree reads as nothing.
      let out = rect(-440, -290, 880, 540, c.p.ink, 22) + rect(-412, -262, 824, 484, c.p.paper, 8) + rect(-60, 250, 120, 40, c.p.ink) + rect(-150, 286, 300, 16, c.p.ink, 8);
      for (let row = 0; row < 6; row++) {
        for (let col = 0; col < 10; col++) {
          const x = -380 + col * 72 + (row % 2) * 18;
          const y = -220 + row * 76;
          // Burnt behind the front, burning at it, trees ahead of it.
          const front = col + row * 0.8 - c.r.between(0, 1.6);
          if (front < 3) out += rect(x - 22, y - 10, 44, 44, '#b9b2a6', 8, 'opacity="0.7"');
          else if (front < 5) out += path(`M${n(x)} ${n(y - 24)} Q${n(x + 26)} ${n(y + 6)} ${n(x + 14)} ${n(y + 30)} L${n(x - 14)} ${n(y + 30)} Q${n(x - 26)} ${n(y + 6)} ${n(x)} ${n(y - 24)} Z`, '#e4572e')
            + path(`M${n(x)} ${n(y - 2)} Q${n(x + 12)} ${n(y + 14)} ${n(x + 6)} ${n(y + 28)} L${n(x - 6)} ${n(y + 28)} Q${n(x - 12)} ${n(y + 14)} ${n(x)} ${n(y - 2)} Z`, '#ffb547');
          else out += poly([[x, y - 24], [x + 22, y + 22], [x - 22, y + 22]], '#2e7d4f') + rect(x - 4, y + 22, 8, 10, '#5a4636');
        }
      }
      out += g('translate(360 -196)', circle(0, 0, 40, c.p.paper, `stroke="${c.p.ink}" stroke-width="6"`) + stroke('M-20 14 L18 -16 M18 -16 L2 -16 M18 -16 L18 0', c.p.ink, 7));
      return out;
    },
  },
  'bike-route': {
    mirror: true,
    label: b('una app de rutas en bici: un móvil con un recorrido en el mapa, junto a una bicicleta', 'a cycling route app: a phone showing a route on a map, beside a bicycle'),
    floor: true,
    draw: (c) => {
      // The phone's map: blocks between streets, a park, and the route from pin to flag.
      let out = rect(-420, -310, 300, 580, c.p.ink, 36) + rect(-402, -270, 264, 500, c.p.paper, 8) + rect(-305, -294, 70, 10, c.p.soft, 5);
      for (let row = 0; row < 5; row++) for (let col = 0; col < 3; col++) out += rect(-392 + col * 86, -262 + row * 98, 72, 84, row === 2 && col === 1 ? '#bfe3c4' : c.p.blob, 6);
      out += stroke('M-356 170 L-356 82 L-270 82 L-270 -114 L-184 -114 L-184 -216', '#2e9d5b', 14);
      out += circle(-356, 170, 16, c.p.accent) + line(-184, -216, -184, -262, c.p.ink, 5) + poly([[-184, -262], [-150, -250], [-184, -238]], c.p.accent);
      // The bicycle: two wheels, a frame, a saddle and handlebars.
      const wheel = (x: number) => circle(x, 170, 100, 'none', `stroke="${c.p.ink}" stroke-width="14"`) + circle(x, 170, 12, c.p.ink)
        + [0, 1, 2, 3].map((k) => line(x - 90 * Math.cos(k * Math.PI / 4), 170 - 90 * Math.sin(k * Math.PI / 4), x + 90 * Math.cos(k * Math.PI / 4), 170 + 90 * Math.sin(k * Math.PI / 4), c.p.soft, 3)).join('');
      out += wheel(-10) + wheel(330);
      out += stroke('M-10 170 L110 -10 L290 -10 L160 170 Z M160 170 L95 -60 M290 -10 L330 170 M270 -60 L290 -10', c.p.primary, 14);
      out += rect(60, -76, 80, 18, c.p.ink, 9) + stroke('M240 -70 L300 -70 L320 -90', c.p.ink, 12) + circle(160, 170, 22, c.p.secondary);
      return out;
    },
  },
  'school-calendar': {
    label: b('un calendario escolar en una tableta y en un móvil, con los días marcados por colores', 'a school calendar on a tablet and on a phone, its days marked in colour'),
    floor: true,
    draw: (c) => {
      // A month on a tablet: seven columns, five weeks, school days, trips and holidays in colour.
      let out = rect(-400, -300, 800, 560, c.p.ink, 34) + rect(-372, -272, 744, 504, c.p.paper, 10);
      out += rect(-372, -272, 744, 70, c.p.primary, 10) + rect(-372, -222, 744, 20, c.p.primary) + rect(-120, -250, 240, 24, c.p.paper, 12, 'opacity="0.85"');
      const marks = [c.p.secondary, c.p.accent, c.p.soft];
      for (let week = 0; week < 5; week++) {
        for (let day = 0; day < 7; day++) {
          const x = -356 + day * 102;
          const y = -186 + week * 80;
          const mark = day >= 5 ? c.p.blob : c.r.next() < 0.22 ? c.r.pick(marks) : c.p.bg;
          out += rect(x, y, 90, 68, mark, 8) + rect(x + 10, y + 10, 22, 10, c.p.ink, 5, 'opacity="0.45"');
        }
      }
      // The same month on a family's phone, beside the tablet: the two calendars kept in step.
      out += g('translate(436 -40)', rect(0, 0, 170, 300, c.p.ink, 26) + rect(12, 34, 146, 236, c.p.paper, 6) + rect(12, 34, 146, 40, c.p.primary)
        + Array.from({ length: 12 }, (_, k) => rect(22 + (k % 3) * 46, 86 + Math.floor(k / 3) * 44, 36, 34, k === 2 || k === 7 ? c.p.secondary : k === 9 ? c.p.accent : c.p.bg, 5)).join(''));
      return out;
    },
  },
  'festival-wifi': {
    mirror: true,
    label: b('un escenario al aire libre con su público y antenas wifi en mástiles', 'an open-air stage with its audience and wi-fi antennas on masts'),
    draw: (c) => {
      // The stage under its roof, lights on the truss, the crowd from behind.
      let out = poly([[-300, -230], [300, -230], [340, -180], [-340, -180]], c.p.ink) + rect(-320, -180, 16, 300, c.p.ink) + rect(304, -180, 16, 300, c.p.ink);
      out += rect(-304, -170, 608, 230, c.p.primary, 0, 'opacity="0.35"') + rect(-330, 60, 660, 60, c.p.ink, 6);
      out += [-220, -110, 0, 110, 220].map((x, i) => circle(x, -160, 14, [c.p.secondary, c.p.accent, c.p.paper][i % 3]!) + path(`M${x - 12} -148 L${x + 12} -148 L${x + 70} 60 L${x - 70} 60 Z`, c.p.secondary, 'opacity="0.18"')).join('');
      out += person(-60, 60, 170, c.r, c.p.accent, { arm: 'up' }) + person(90, 60, 160, c.r, c.p.secondary);
      for (let i = 0; i < 11; i++) out += backView(-400 + i * 80 + c.r.between(-10, 10), 200 + (i % 2) * 40, 46, c.r, [c.p.primary, c.p.accent, c.p.secondary, c.p.soft][i % 4]!);
      // Two masts with access points, their signal drawn as arcs.
      const mast = (x: number) => line(x, 320, x, -190, c.p.ink, 10) + rect(x - 22, -236, 44, 50, c.p.paper, 8, `stroke="${c.p.ink}" stroke-width="6"`)
        + [50, 85, 120].map((radius) => stroke(`M${x - radius * 0.7} ${-236 - radius * 0.45} Q${x} ${-236 - radius * 1.05} ${x + radius * 0.7} ${-236 - radius * 0.45}`, c.p.secondary, 9)).join('');
      out += mast(-420) + mast(420);
      return out;
    },
  },
  'backup-drives': {
    label: b('un ordenador que copia sus archivos a unos discos y a la nube', 'a computer copying its files to disks and to the cloud'),
    floor: true,
    draw: (c) => {
      // The office computer, a copy on the shelf and a copy off site: the usual three copies.
      let out = rect(-430, -200, 380, 260, c.p.ink, 18) + rect(-412, -182, 344, 208, c.p.paper, 6) + rect(-270, 60, 60, 70, c.p.ink) + rect(-340, 126, 200, 16, c.p.ink, 8);
      out += [0, 1, 2].map((i) => rect(-392 + i * 108, -160, 88, 70, [c.p.blob, c.p.soft, c.p.blob][i]!, 6) + rect(-392 + i * 108, -80, 88, 12, c.p.soft, 6)).join('');
      out += rect(-392, -50, 304, 22, c.p.bg, 11) + rect(-392, -50, 210, 22, '#2e9d5b', 11);
      // The disks: a small box of three drives with their lights.
      out += g('translate(170 10)', rect(-110, 0, 220, 200, c.p.primary, 16) + [0, 1, 2].map((k) => rect(-90, 20 + k * 58, 180, 44, c.p.ink, 6) + circle(66, 42 + k * 58, 8, '#4cd787')).join(''));
      // The cloud, and the copying: arrows from the computer to both.
      out += g('translate(220 -230)', path('M-140 60 Q-170 60 -170 26 Q-170 -12 -132 -14 Q-124 -70 -64 -70 Q-20 -70 -2 -36 Q20 -60 58 -50 Q96 -38 96 0 Q140 4 140 34 Q140 60 110 60 Z', c.p.paper, `stroke="${c.p.primary}" stroke-width="10"`)
        + stroke('M-20 30 L-20 -20 M-40 0 L-20 -20 L0 0', c.p.primary, 10));
      out += stroke('M-40 -60 Q20 -130 70 -180', c.p.accent, 10, 'stroke-dasharray="22 18"') + stroke('M-40 0 Q10 30 50 90', c.p.accent, 10, 'stroke-dasharray="22 18"');
      out += poly([[70, -180], [40, -178], [64, -154]], c.p.accent) + poly([[56, 100], [26, 88], [56, 70]], c.p.accent);
      return out;
    },
  },
  'game-controller': {
    mirror: true,
    label: b('un mando de videojuegos ante una pantalla de juego', 'a game controller in front of a game screen'),
    draw: (c) => {
      let out = rect(-380, -300, 760, 400, c.p.ink, 20) + rect(-360, -280, 720, 360, c.p.soft);
      out += rect(-360, 20, 720, 60, c.p.primary) + rect(-160, -60, 160, 30, c.p.primary) + rect(120, -130, 130, 30, c.p.primary);
      out += [-120, -80, 160, 200].map((x, i) => circle(x, i < 2 ? -100 : -170, 12, c.p.secondary)).join('');
      out += rect(-280, -30, 40, 50, c.p.accent, 6) + rect(-272, -50, 24, 22, SKINS[0]!, 6);
      out += g('translate(0 200)', path('M-250 -40 Q-250 -110 -150 -110 L150 -110 Q250 -110 250 -40 L290 90 Q300 150 240 150 Q200 150 170 100 L130 40 L-130 40 L-170 100 Q-200 150 -240 150 Q-300 150 -290 90 Z', c.p.paper, `stroke="${c.p.ink}" stroke-width="8"`)
        + rect(-190, -50, 90, 30, c.p.ink, 6) + rect(-160, -80, 30, 90, c.p.ink, 6)
        + circle(150, -70, 18, c.p.accent) + circle(190, -35, 18, c.p.secondary) + circle(110, -35, 18, c.p.primary) + circle(150, 0, 18, '#4cd787')
        + circle(-60, 0, 28, c.p.ink) + circle(60, 0, 28, c.p.ink));
      return out;
    },
  },
  'neural-network': {
    mirror: true,
    label: b('una red neuronal de nodos conectados por capas', 'a neural network of nodes connected in layers'),
    draw: (c) => {
      const layers = [3, 5, 5, 2];
      const pos = layers.map((count, i) => Array.from({ length: count }, (_, k) => [-330 + i * 220, (k - (count - 1) / 2) * 120] as [number, number]));
      let out = '';
      for (let i = 0; i < layers.length - 1; i++) {
        for (const a of pos[i]!) for (const z of pos[i + 1]!) out += line(a[0], a[1], z[0], z[1], c.r.next() < 0.3 ? c.p.accent : c.p.soft, c.r.between(2, 6));
      }
      out += pos.map((layer, i) => layer.map(([x, y]) => circle(x, y, 38, c.p.paper, `stroke="${[c.p.primary, c.p.secondary, c.p.primary, c.p.accent][i]}" stroke-width="10"`) + circle(x, y, 14, [c.p.primary, c.p.secondary, c.p.primary, c.p.accent][i]!)).join('')).join('');
      return out;
    },
  },
  charts: {
    label: b('gráficos de barras, de líneas y circular en un panel de datos', 'bar, line and pie charts on a data dashboard'),
    draw: (c) => {
      let out = rect(-420, -280, 840, 560, c.p.paper, 24) + rect(-420, -280, 840, 60, c.p.primary, 24) + rect(-420, -240, 840, 20, c.p.primary);
      out += line(-370, 220, -40, 220, c.p.ink, 4) + line(-370, 220, -370, -180, c.p.ink, 4);
      // Rising, like the line beside them: the picture of a marketing programme or a jobs fair
      // must not read as a fall.
      const heights = Array.from({ length: 6 }, () => c.r.between(80, 360)).sort((a, b) => a - b);
      heights.forEach((h, i) => {
        out += rect(-350 + i * 52, 220 - h, 36, h, i % 2 ? c.p.secondary : c.p.primary, 6);
      });
      const pts = Array.from({ length: 7 }, (_, i) => [20 + i * 55, -40 - i * 22 + c.r.between(-40, 40)] as [number, number]);
      out += line(10, 20, 380, 20, c.p.soft, 3) + stroke(`M${pts.map(([x, y]) => `${n(x)} ${n(y)}`).join(' L')}`, c.p.accent, 8) + pts.map(([x, y]) => circle(x, y, 9, c.p.accent)).join('');
      const a = c.r.between(1.2, 2.6);
      out += g('translate(200 160)', circle(0, 0, 80, c.p.soft) + path(`M0 0 L0 -80 A80 80 0 ${a > Math.PI ? 1 : 0} 1 ${n(80 * Math.sin(a))} ${n(-80 * Math.cos(a))} Z`, c.p.primary) + circle(0, 0, 36, c.p.paper));
      return out;
    },
  },
  'dress-form': {
    mirror: true,
    label: b('un maniquí de costura junto a un patrón y una cinta métrica', 'a dress form beside a sewing pattern and a tape measure'),
    floor: true,
    draw: (c) => {
      let out = g('rotate(-6)', rect(-420, -260, 360, 470, c.p.paper, 6)
        + stroke('M-380 -200 L-250 -220 L-180 -120 L-210 120 L-370 140 Z', c.p.primary, 4, 'stroke-dasharray="14 10"')
        + stroke('M-160 -40 Q-120 -90 -90 -40 L-100 150 L-170 150 Z', c.p.accent, 4, 'stroke-dasharray="14 10"')
        + circle(-280, -40, 10, c.p.ink));
      out += g('translate(170 0)', line(0, 120, 0, 260, c.p.ink, 14) + stroke('M-90 300 L0 260 L90 300', c.p.ink, 12)
        + path('M-70 -250 Q-120 -250 -120 -180 Q-96 -90 -110 -10 Q-140 80 -100 130 L100 130 Q140 80 110 -10 Q96 -90 120 -180 Q120 -250 70 -250 Q40 -222 0 -222 Q-40 -222 -70 -250 Z', c.p.secondary)
        + path('M-120 -180 Q0 -150 120 -180 L116 -150 Q0 -122 -118 -150 Z', c.p.primary, 'opacity="0.55"')
        + rect(-22, -290, 44, 46, c.p.ink, 8) + stroke('M-110 -20 Q0 20 110 -20', c.p.paper, 5, 'stroke-dasharray="6 10"'));
      out += stroke('M-40 250 Q80 200 140 250 Q190 290 330 240', c.p.accent, 16) + stroke('M-40 250 Q80 200 140 250 Q190 290 330 240', c.p.paper, 3, 'stroke-dasharray="4 14"');
      return out;
    },
  },
  'floor-plan': {
    mirror: true,
    label: b('un plano de planta y un sofá', 'a floor plan and a sofa'),
    floor: true,
    draw: (c) => {
      let out = rect(-420, -300, 560, 420, c.p.paper, 8) + rect(-380, -260, 480, 340, 'none', 0, `stroke="${c.p.ink}" stroke-width="12"`);
      out += line(-140, -260, -140, -60, c.p.ink, 10) + line(-140, 0, -140, 80, c.p.ink, 10) + line(-380, -80, -240, -80, c.p.ink, 10);
      out += stroke('M-140 -60 A60 60 0 0 1 -80 0', c.p.soft, 4) + rect(-60, -220, 120, 60, c.p.blob, 10) + rect(-320, 0, 120, 50, c.p.soft, 8) + circle(20, 10, 36, c.p.blob);
      out += g('translate(200 160)', rect(-200, -120, 400, 110, c.p.primary, 30) + rect(-220, -40, 440, 90, c.p.primary, 24) + rect(-250, -90, 70, 150, c.p.primary, 28, 'opacity="0.85"')
        + rect(180, -90, 70, 150, c.p.primary, 28, 'opacity="0.85"') + rect(-170, -10, 160, 44, c.p.soft, 14) + rect(10, -10, 160, 44, c.p.soft, 14)
        + rect(-200, 50, 20, 40, c.p.ink) + rect(180, 50, 20, 40, c.p.ink) + rect(-120, -110, 80, 70, c.p.secondary, 16));
      return out + plant(-340, 280, c.p, 1);
    },
  },
  'type-grid': {
    label: b('letras sobre una retícula tipográfica', 'letters on a typographic grid'),
    draw: (c) => {
      let out = rect(-420, -290, 840, 580, c.p.paper, 12);
      for (let i = 1; i < 12; i++) out += line(-420 + i * 70, -290, -420 + i * 70, 290, c.p.blob, 2);
      for (let i = 1; i < 8; i++) out += line(-420, -290 + i * 72, 420, -290 + i * 72, c.p.blob, 2);
      out += line(-420, 150, 420, 150, c.p.accent, 3) + line(-420, -150, 420, -150, c.p.accent, 3, 'stroke-dasharray="12 10"');
      out += path('M-350 150 L-230 -230 L-170 -230 L-50 150 L-120 150 L-150 50 L-250 50 L-280 150 Z M-232 -10 L-168 -10 L-200 -120 Z', c.p.ink);
      out += circle(90, 70, 80, 'none', `stroke="${c.p.primary}" stroke-width="46"`) + rect(148, -34, 46, 184, c.p.primary);
      out += [c.p.primary, c.p.secondary, c.p.accent, c.p.ink].map((col, i) => rect(250 + (i % 2) * 70, -230 + Math.floor(i / 2) * 70, 56, 56, col, 6)).join('');
      return out;
    },
  },
  'chair-sketch': {
    label: b('el boceto acotado de una silla', 'a dimensioned sketch of a chair'),
    draw: (c) => {
      let out = rect(-420, -300, 840, 600, c.p.paper, 10);
      for (let i = 1; i < 14; i++) out += line(-420 + i * 60, -300, -420 + i * 60, 300, c.p.blob, 1.5);
      for (let i = 1; i < 10; i++) out += line(-420, -300 + i * 60, 420, -300 + i * 60, c.p.blob, 1.5);
      const pen = c.p.primary;
      out += stroke('M-140 -220 Q-130 -60 -120 20 L120 20 L130 60 L-120 60 L-120 20', pen, 8) + stroke('M-120 60 L-150 240 M110 60 L150 240 M-80 60 L-60 220 M80 60 L70 220', pen, 8);
      out += stroke('M-140 -220 Q-150 -230 -170 -222', pen, 6);
      out += stroke('M200 20 L200 240 M188 32 L200 20 L212 32 M188 228 L200 240 L212 228', c.p.accent, 4) + stroke('M-120 280 L130 280 M-108 268 L-120 280 L-108 292 M118 268 L130 280 L118 292', c.p.accent, 4);
      out += g('translate(280 -150) rotate(35)', rect(-14, -120, 28, 200, c.p.secondary, 4) + poly([[-14, 80], [14, 80], [0, 120]], c.p.ink) + rect(-14, -120, 28, 28, c.p.accent, 4));
      return out;
    },
  },
  'robot-arm': {
    mirror: true,
    label: b('un brazo robótico sobre una cinta transportadora', 'a robot arm over a conveyor belt'),
    floor: true,
    draw: (c) => {
      const a = c.r.between(-0.3, 0.15);
      let out = rect(-400, 230, 800, 50, c.p.ink, 10) + Array.from({ length: 8 }, (_, i) => circle(-360 + i * 104, 255, 14, c.p.soft)).join('');
      out += rect(140, 170, 90, 60, c.p.secondary, 6) + rect(260, 180, 70, 50, c.p.accent, 6);
      out += g('translate(-200 230)', path('M-110 0 L-80 -70 L80 -70 L110 0 Z', c.p.ink) + circle(0, -80, 40, c.p.primary)
        + g(`rotate(${n(20 + a * 40)} 0 -80)`, rect(-30, -380, 60, 320, c.p.primary, 30) + circle(0, -360, 44, c.p.ink) + circle(0, -360, 18, c.p.secondary)
          + g('rotate(105 0 -360)', rect(-26, -620, 52, 280, c.p.primary, 26) + circle(0, -600, 32, c.p.ink)
            + g('translate(0 -600)', stroke('M-20 -20 L-50 -80 L-30 -120 M20 -20 L50 -80 L30 -120', c.p.ink, 14)))));
      return out;
    },
  },
  formulas: {
    label: b('fórmulas y la gráfica de una función en una pizarra', 'formulas and the graph of a function on a blackboard'),
    draw: (c) => {
      const chalk = '#f3f1ea';
      let out = rect(-430, -290, 860, 560, '#8a6a45', 16) + rect(-410, -270, 820, 520, '#28443a', 8);
      out += line(-40, 190, 370, 190, chalk, 4) + line(-20, 220, -20, -220, chalk, 4) + stroke('M-40 -200 L-20 -220 L0 -200', chalk, 4);
      const amp = c.r.between(60, 110);
      const pts = Array.from({ length: 40 }, (_, i) => `${n(-20 + i * 10)} ${n(40 - Math.sin(i / 5) * amp - i * 2)}`);
      out += stroke(`M${pts.join(' L')}`, c.p.secondary, 7);
      out += stroke('M-350 -200 L-270 -200 M-350 -200 L-310 -150 L-350 -100 L-270 -100', chalk, 7);
      out += stroke('M-240 -170 L-200 -130 M-240 -130 L-200 -170 M-190 -190 Q-180 -204 -166 -196 Q-160 -186 -190 -166 L-162 -166', chalk, 6);
      out += stroke('M-350 0 Q-340 -60 -320 -40 L-330 60 Q-340 110 -360 80', chalk, 7) + stroke('M-290 0 L-230 0 M-275 0 L-280 50 M-245 0 L-240 50', chalk, 7);
      out += stroke('M-350 150 L-280 150 M-350 175 L-280 175 M-250 140 Q-230 120 -210 140 Q-200 160 -230 185 L-200 185', chalk, 6);
      return out;
    },
  },
  'campus-building': {
    mirror: true,
    label: b('el edificio del campus con su entrada acristalada', 'the campus building with its glass entrance'),
    floor: true,
    draw: (c) => {
      let out = circle(330, -250, 60, c.p.secondary, 'opacity="0.8"');
      out += rect(-380, -240, 500, 520, c.p.primary) + rect(120, -120, 290, 400, c.p.ink);
      for (let row = 0; row < 7; row++) for (let col = 0; col < 6; col++) out += rect(-350 + col * 78, -210 + row * 62, 56, 40, c.p.soft, 4, `opacity="${row === 6 ? 0 : 0.9}"`);
      for (let row = 0; row < 5; row++) for (let col = 0; col < 3; col++) out += rect(146 + col * 88, -92 + row * 64, 64, 40, c.p.blob, 4);
      out += rect(-160, 170, 160, 110, c.p.paper, 0, 'opacity="0.85"') + line(-80, 170, -80, 280, c.p.ink, 4) + rect(-200, 150, 240, 20, c.p.accent);
      out += g('translate(-440 280)', rect(-8, -120, 16, 120, c.p.ink) + circle(0, -150, 60, '#3f8f5a'));
      out += g('translate(450 280)', rect(-8, -100, 16, 100, c.p.ink) + circle(0, -130, 50, '#3f8f5a'));
      return out;
    },
  },
  classroom: {
    label: b('un aula con pupitres, estudiantes y una pizarra', 'a classroom with desks, students and a whiteboard'),
    floor: true,
    draw: (c) => {
      let out = rect(-380, -300, 560, 300, c.p.paper, 10, `stroke="${c.p.ink}" stroke-width="10"`) + codeLines(-330, -240, 300, 5, 48, c) + circle(80, -170, 60, 'none', `stroke="${c.p.accent}" stroke-width="8"`);
      out += person(300, 160, 420, c.r, c.p.secondary, { arm: 'point' });
      for (let row = 0; row < 2; row++) {
        for (let k = 0; k < 3; k++) {
          const x = -320 + k * 230 + row * 40;
          const y = 80 + row * 150;
          out += backView(x, y, 46, c.r, [c.p.primary, c.p.accent, c.p.soft][(k + row) % 3]!);
          out += rect(x - 100, y + 60, 200, 22, c.p.ink, 6);
        }
      }
      return out;
    },
  },
  'open-day': {
    mirror: true,
    label: b('visitantes ante el edificio en una jornada de puertas abiertas', 'visitors outside the building at an open day'),
    floor: true,
    draw: (c) => {
      let out = rect(-420, -300, 840, 380, c.p.soft) + rect(-80, -80, 160, 160, c.p.paper, 0, 'opacity="0.85"');
      for (let col = 0; col < 8; col++) out += rect(-390 + col * 100, -260, 64, 50, c.p.paper, 4, 'opacity="0.7"');
      out += stroke('M-420 -170 Q0 -90 420 -170', c.p.ink, 3);
      for (let i = 0; i < 11; i++) { const x = -380 + i * 76; const y = -170 + 80 * (1 - ((x / 420) ** 2)) * 0.95; out += poly([[x - 20, y], [x + 20, y], [x, y + 40]], [c.p.accent, c.p.secondary, c.p.primary][i % 3]!); }
      const shirts = [c.p.primary, c.p.accent, c.p.secondary, c.p.ink, c.p.blob];
      for (let i = 0; i < 8; i++) out += person(-370 + i * 105 + c.r.between(-15, 15), 300, c.r.between(300, 380), c.r, shirts[i % shirts.length]!, { arm: i === 3 ? 'up' : undefined });
      return out;
    },
  },
  interview: {
    mirror: true,
    label: b('dos personas conversando ante un micrófono', 'two people talking at a microphone'),
    floor: true,
    draw: (c) => {
      let out = path('M-330 -290 L-70 -290 Q-40 -290 -40 -260 L-40 -170 Q-40 -140 -70 -140 L-240 -140 L-290 -100 L-280 -140 L-330 -140 Q-360 -140 -360 -170 L-360 -260 Q-360 -290 -330 -290 Z', c.p.paper)
        + rect(-320, -250, 200, 14, c.p.soft, 7) + rect(-320, -210, 140, 14, c.p.soft, 7);
      out += path('M330 -250 L110 -250 Q80 -250 80 -220 L80 -160 Q80 -130 110 -130 L240 -130 L290 -90 L280 -130 L330 -130 Q360 -130 360 -160 L360 -220 Q360 -250 330 -250 Z', c.p.primary) + rect(120, -206, 180, 14, c.p.paper, 7);
      out += person(-250, 300, 380, c.r, c.p.secondary) + person(250, 300, 380, c.r, c.p.accent);
      out += rect(-130, 150, 260, 24, c.p.ink, 6) + rect(-10, 174, 20, 126, c.p.ink) + line(0, 150, 0, 60, c.p.ink, 8) + rect(-22, 10, 44, 70, c.p.soft, 22) + rect(-22, 10, 44, 70, 'none', 22, `stroke="${c.p.ink}" stroke-width="6"`);
      return out;
    },
  },
  newspaper: {
    label: b('un periódico abierto y una taza de café', 'an open newspaper and a cup of coffee'),
    draw: (c) => {
      let out = g('rotate(-4)', rect(-400, -280, 640, 540, c.p.paper, 6) + line(-80, -280, -80, 260, c.p.blob, 3)
        + rect(-370, -250, 260, 44, c.p.ink, 4) + rect(-370, -190, 260, 150, c.p.primary, 4) + circle(-240, -120, 40, c.p.secondary)
        + Array.from({ length: 7 }, (_, i) => rect(-370, -10 + i * 34, i === 6 ? 150 : 260, 14, c.p.soft, 7)).join('')
        + rect(-50, -250, 260, 30, c.p.ink, 4) + Array.from({ length: 13 }, (_, i) => rect(-50, -190 + i * 34, i % 5 === 4 ? 140 : 260, 14, c.p.soft, 7)).join(''));
      out += g('translate(330 160)', path('M-90 -90 L90 -90 L70 80 Q66 110 36 110 L-36 110 Q-66 110 -70 80 Z', c.p.accent) + stroke('M88 -50 Q150 -40 130 20 Q118 50 76 46', c.p.accent, 16) + stroke('M-30 -130 Q-10 -160 -30 -190 M20 -130 Q40 -160 20 -190', c.p.soft, 8));
      return out;
    },
  },
  scholarship: {
    mirror: true,
    label: b('un móvil con una beca concedida, monedas y un birrete', 'a phone showing a granted scholarship, coins and a graduation cap'),
    floor: true,
    draw: (c) => {
      let out = g('translate(-110 -280)', rect(0, 0, 260, 520, c.p.ink, 36) + rect(16, 50, 228, 440, c.p.paper, 10) + rect(90, 20, 80, 10, c.p.soft, 5)
        + circle(130, 170, 70, c.p.primary) + stroke('M95 170 L122 198 L170 142', c.p.paper, 16)
        + rect(50, 280, 160, 18, c.p.soft, 9) + rect(50, 320, 160, 20, c.p.blob, 10) + rect(50, 320, 100, 20, c.p.secondary, 10) + rect(60, 390, 140, 50, c.p.accent, 25));
      out += [0, 1, 2, 3, 4].map((i) => path(`M-360 ${270 - i * 34} a80 22 0 1 0 160 0 l0 -20 a80 22 0 1 0 -160 0 Z`, c.p.secondary, `stroke="${c.p.ink}" stroke-width="4"`)).join('');
      out += g('translate(320 120)', poly([[-150, 0], [0, -60], [150, 0], [0, 60]], c.p.ink) + path('M-80 30 L-80 110 Q0 150 80 110 L80 30 L0 60 Z', c.p.ink) + stroke('M130 8 L130 110', c.p.secondary, 8) + circle(130, 118, 14, c.p.secondary));
      return out;
    },
  },
  business: {
    label: b('un maletín y una gráfica de crecimiento', 'a briefcase and a growth chart'),
    floor: true,
    draw: (c) => {
      let out = rect(-60, -300, 480, 360, c.p.paper, 16);
      for (let i = 0; i < 5; i++) out += rect(-20 + i * 86, -20 - (i + 1) * 48, 56, (i + 1) * 48, i === 4 ? c.p.accent : c.p.soft, 6);
      out += stroke('M-20 -60 L80 -120 L170 -100 L260 -190 L370 -260', c.p.primary, 12) + stroke('M320 -262 L372 -262 L372 -210', c.p.primary, 12);
      out += g('translate(-200 150)', rect(-80, -150, 160, 60, 'none', 20, `stroke="${c.p.ink}" stroke-width="22"`) + rect(-220, -110, 440, 260, c.p.primary, 26)
        + rect(-220, -30, 440, 18, c.p.ink, 0, 'opacity="0.35"') + rect(-30, -52, 60, 60, c.p.secondary, 10));
      return out;
    },
  },
  'design-tools': {
    mirror: true,
    label: b('una tableta gráfica con lápiz y una paleta de colores', 'a drawing tablet with a stylus and colour swatches'),
    draw: (c) => {
      let out = rect(-400, -240, 620, 440, c.p.ink, 30) + rect(-360, -200, 540, 360, c.p.paper, 8);
      out += stroke('M-300 100 Q-200 -160 -60 -20 Q60 100 140 -140', c.p.primary, 14) + circle(140, -140, 14, c.p.accent);
      out += g('translate(60 -60) rotate(40)', rect(-16, -160, 32, 260, c.p.secondary, 14) + poly([[-16, 100], [16, 100], [0, 150]], c.p.ink));
      const cols = [c.p.primary, c.p.secondary, c.p.accent, c.p.soft, c.p.ink];
      out += cols.map((col, i) => g(`translate(330 250) rotate(${-70 + i * 16})`, rect(-24, -300, 48, 300, col, 10, `stroke="${c.p.paper}" stroke-width="4"`))).join('') + circle(330, 250, 16, c.p.paper);
      return out;
    },
  },
  'video-call': {
    label: b('una videollamada con cuatro participantes en un portátil', 'a video call with four participants on a laptop'),
    floor: true,
    draw: (c) => {
      let out = rect(-400, -290, 800, 500, c.p.ink, 26) + rect(-376, -266, 752, 420, c.p.soft);
      [[-376, -266], [0, -266], [-376, -56], [0, -56]].forEach(([x, y], i) => {
        out += rect(x! + 6, y! + 6, 364, 198, [c.p.blob, c.p.paper, c.p.paper, c.p.blob][i]!, 8);
        out += person(x! + 188, y! + 204, 150, c.r, [c.p.primary, c.p.accent, c.p.secondary, c.p.ink][i]!);
      });
      out += path('M-460 210 L460 210 L500 260 L-500 260 Z', c.p.soft) + rect(-60, 176, 120, 30, c.p.accent, 15);
      return out;
    },
  },
  'dev-lab': {
    label: b('un laboratorio con puestos de dos monitores', 'a lab with dual-monitor workstations'),
    floor: true,
    draw: (c) => {
      let out = '';
      for (const x of [-230, 230]) {
        out += rect(x - 210, 60, 420, 24, c.p.ink, 6) + rect(x - 190, 84, 16, 200, c.p.ink) + rect(x + 174, 84, 16, 200, c.p.ink);
        for (const dx of [-105, 105]) {
          out += rect(x + dx - 98, -190, 196, 130, c.p.ink, 10) + rect(x + dx - 86, -178, 172, 106, c.p.paper, 4) + codeLines(x + dx - 74, -160, 150, 4, 24, c) + rect(x + dx - 10, -60, 20, 120, c.p.ink);
        }
        out += backView(x, 170, 60, c.r, x < 0 ? c.p.primary : c.p.accent);
      }
      return out;
    },
  },
  'vr-room': {
    mirror: true,
    label: b('una sala con estudiantes que llevan visores de realidad virtual', 'a room with students wearing virtual reality headsets'),
    floor: true,
    draw: (c) => {
      let out = '';
      for (let i = -5; i <= 5; i++) out += line(i * 80, 300, i * 50, 120, c.p.soft, 2);
      out += line(-420, 180, 420, 180, c.p.soft, 2) + line(-420, 240, 420, 240, c.p.soft, 2);
      out += [-360, 360].map((x) => rect(x - 10, -290, 20, 120, c.p.ink) + rect(x - 30, -300, 60, 36, c.p.ink, 8) + circle(x, -282, 8, c.p.accent)).join('');
      [-170, 170].forEach((x, i) => {
        out += person(x, 290, 460, c.r, i ? c.p.secondary : c.p.primary, { arm: 'up' });
        const headY = 290 - 268 * (460 / 300);
        out += rect(x - 46, headY - 24, 92, 40, c.p.ink, 12) + rect(x - 30, headY - 14, 60, 12, c.p.accent, 6);
      });
      return out;
    },
  },
  library: {
    mirror: true,
    label: b('una biblioteca con estanterías y una mesa de estudio', 'a library with bookshelves and a study table'),
    floor: true,
    draw: (c) => {
      let out = '';
      for (const x0 of [-420, 30]) {
        out += rect(x0, -300, 390, 440, c.p.ink, 8);
        for (let shelf = 0; shelf < 4; shelf++) {
          let x = x0 + 16;
          const y = -280 + shelf * 108;
          while (x < x0 + 360) {
            const w = c.r.between(18, 34);
            const h = c.r.between(66, 92);
            out += rect(x, y + 92 - h, w, h, c.r.pick([c.p.primary, c.p.secondary, c.p.accent, c.p.soft, c.p.paper]), 3);
            x += w + 4;
          }
          out += rect(x0 + 8, y + 92, 374, 10, c.p.blob);
        }
      }
      out += rect(-300, 190, 600, 24, c.p.secondary, 6) + rect(-270, 214, 18, 90, c.p.secondary) + rect(252, 214, 18, 90, c.p.secondary);
      out += path('M-90 188 L0 170 L90 188 L0 196 Z', c.p.paper, `stroke="${c.p.ink}" stroke-width="3"`) + g('translate(200 190)', rect(-30, -6, 60, 6, c.p.ink) + line(0, -6, 20, -80, c.p.ink, 6) + path('M-10 -80 L50 -80 L36 -110 L4 -110 Z', c.p.accent));
      return out;
    },
  },
  makerspace: {
    mirror: true,
    label: b('un taller de fabricación con impresoras 3D', 'a fabrication workshop with 3D printers'),
    floor: true,
    draw: (c) => {
      let out = rect(-420, -300, 840, 150, c.p.soft, 8);
      for (let i = 0; i < 6; i++) out += stroke(`M${-380 + i * 140} -270 l0 50 m-20 -50 l40 0`, c.p.ink, 8);
      out += rect(-430, 120, 860, 30, c.p.ink, 6) + rect(-400, 150, 20, 150, c.p.ink) + rect(380, 150, 20, 150, c.p.ink);
      [-200, 180].forEach((x, i) => {
        out += rect(x - 150, -110, 300, 230, 'none', 10, `stroke="${c.p.ink}" stroke-width="16"`) + rect(x - 150, 100, 300, 20, c.p.ink);
        out += rect(x - 120, -70, 240, 12, c.p.primary, 6) + rect(x - 30 + i * 40, -80, 50, 50, c.p.secondary, 6) + poly([[x - 15 + i * 40, -30], [x + 5 + i * 40, -30], [x - 5 + i * 40, -10]], c.p.ink);
        out += i === 0 ? path(`M${x - 60} 100 L${x} 0 L${x + 60} 100 Z`, c.p.accent) : rect(x - 50, 20, 100, 80, c.p.accent, 50);
      });
      return out;
    },
  },
  terrace: {
    mirror: true,
    label: b('una terraza con mesas y sombrillas', 'a terrace with tables and parasols'),
    floor: true,
    draw: (c) => {
      let out = circle(340, -240, 56, c.p.secondary) + rect(-430, 40, 860, 16, c.p.ink);
      for (let i = 0; i < 18; i++) out += rect(-420 + i * 49, 56, 8, 120, c.p.ink, 0, 'opacity="0.5"');
      [-230, 200].forEach((x, i) => {
        out += path(`M${x - 190} -110 Q${x} -250 ${x + 190} -110 Z`, i ? c.p.accent : c.p.primary) + rect(x - 6, -140, 12, 400, c.p.ink);
        out += rect(x - 110, 150, 220, 20, c.p.paper, 6, `stroke="${c.p.ink}" stroke-width="4"`) + rect(x - 4, 170, 8, 120, c.p.ink);
        out += [-1, 1].map((s) => stroke(`M${x + s * 140} 290 L${x + s * 140} 180 L${x + s * 190} 180 L${x + s * 190} 100 M${x + s * 140} 220 L${x + s * 190} 220 L${x + s * 190} 290`, c.p.ink, 8)).join('');
        out += rect(x - 40, 130, 30, 20, c.p.secondary, 4);
      });
      return out + plant(0, 300, c.p, 1.3);
    },
  },
  auditorium: {
    mirror: true,
    label: b('un auditorio con filas de butacas frente a un escenario', 'an auditorium with rows of seats facing a stage'),
    draw: (c) => {
      let out = rect(-420, -300, 840, 520, c.p.ink) + rect(-300, -270, 600, 250, c.p.soft, 6) + rect(-260, -230, 260, 40, c.p.primary, 6) + rect(-260, -170, 380, 20, c.p.paper, 10)
        + rect(-420, -10, 840, 40, c.p.primary) + person(340, -10, 260, c.r, c.p.secondary);
      for (let row = 0; row < 3; row++) {
        const y = 100 + row * 90;
        for (let k = -5; k <= 5; k++) {
          const x = k * 80 + (row % 2) * 40;
          out += rect(x - 34, y, 68, 60, c.p.accent, 14, 'opacity="0.9"');
          if (c.r.next() < 0.7) out += circle(x, y - 12, 22, c.r.pick(HAIRS));
        }
      }
      return out;
    },
  },
  mentoring: {
    label: b('una docente revisando un proyecto en pantalla con dos estudiantes', 'a lecturer reviewing a project on screen with two students'),
    floor: true,
    draw: (c) => rect(-200, -290, 440, 280, c.p.ink, 14) + rect(-184, -274, 408, 248, c.p.paper, 6) + appScreen(-170, -262, 200, 224, c) + codeLines(60, -240, 150, 6, 34, c)
      + rect(0, -10, 40, 90, c.p.ink) + rect(-300, 80, 640, 24, c.p.secondary, 6)
      + person(-350, 300, 470, c.r, c.p.primary, { long: true, arm: 'point' })
      + backView(-60, 160, 58, c.r, c.p.accent) + backView(180, 160, 58, c.r, c.p.soft),
  },
  contact: {
    mirror: true,
    label: b('un sobre, un teléfono y un marcador de mapa', 'an envelope, a phone and a map pin'),
    draw: (c) => rect(-400, -180, 460, 300, c.p.paper, 14, `stroke="${c.p.ink}" stroke-width="8"`) + stroke('M-400 -170 L-170 10 L60 -170', c.p.ink, 8)
      + g('translate(230 -40)', path('M0 -210 Q110 -210 110 -100 Q110 -20 0 110 Q-110 -20 -110 -100 Q-110 -210 0 -210 Z', c.p.accent) + circle(0, -100, 44, c.p.paper))
      + g('translate(-150 220) rotate(-20)', path('M-120 -40 Q-130 -80 -90 -80 L-50 -80 L-40 -30 L-70 -10 Q-40 40 10 60 L40 30 L90 40 L90 80 Q90 110 50 110 Q-120 90 -120 -40 Z', c.p.primary)),
  },
} satisfies Record<string, Scene>;

export type IllustrationKind = keyof typeof SCENES;
export const ILLUSTRATION_KINDS = Object.keys(SCENES) as IllustrationKind[];

export function isIllustrationKind(value: string): value is IllustrationKind {
  return Object.hasOwn(SCENES, value);
}

/** What an illustration of this kind shows, in the page's language (the alt text's subject). */
export function illustrationSubject(kind: IllustrationKind, lang: 'es' | 'en'): string {
  return SCENES[kind].label[lang];
}

/**
 * How the subject sits in the picture. `card`: large, for cards, galleries and share images.
 * `hero`: smaller and in the middle, for images behind a title (heroes, background blocks),
 * which the browser crops to a wide band on a desktop and a tall one on a phone
 * (object-fit: cover), so the subject stays whole in both.
 */
export type IllustrationFrame = 'card' | 'hero';

/** The image host's path of one illustration: the kind, variant and frame say all it draws. */
export function illustrationPath(kind: IllustrationKind, variant: number, frame: IllustrationFrame = 'card'): string {
  return `/img/demo/illustrations/${kind}/${variant}${frame === 'hero' ? '-hero' : ''}.jpg`;
}

/** Reads `/img/demo/illustrations/{kind}/{variant}[-hero].jpg`; null for any other path. */
export function parseIllustrationPath(path: string): { kind: IllustrationKind; variant: number; frame: IllustrationFrame } | null {
  const m = /^\/img\/demo\/illustrations\/([a-z-]+)\/(\d{1,6})(-hero)?\.jpg$/.exec(path);
  if (!m || !isIllustrationKind(m[1]!)) return null;
  return { kind: m[1], variant: Number(m[2]), frame: m[3] ? 'hero' : 'card' };
}

/**
 * The SVG of one illustration at width × height: the scene is drawn on a 1600 × 900 canvas and
 * fills any other shape by cropping its edges (`slice`), so cards, heroes and squares all keep the
 * subject in the middle. The variant picks the palette (consecutive variants never share one), a
 * mirror image and the side the subject leans to.
 */
export function demoIllustration(kind: IllustrationKind, variant: number, frame: IllustrationFrame = 'card', width = 2400, height = 1350): string {
  const scene: Scene = SCENES[kind];
  const p = PALETTES[variant % PALETTES.length]!;
  const layout = Math.floor(variant / PALETTES.length);
  const seed = createHash('sha256').update(`${kind}/${variant}`).digest().readUInt32BE(0);
  const r = random(seed);
  const flip = scene.mirror === true && layout % 2 === 1;
  const hero = frame === 'hero';
  const dx = hero ? 0 : [90, -60, 30][layout % 3]!;
  const scale = hero ? 0.62 : [1.02, 0.96, 1.08][(layout + variant) % 3]!;
  const decor = random(seed ^ 0x9e3779b9);
  let back = rect(0, 0, 1600, 900, p.bg);
  back += circle(800 + dx + decor.between(-160, 160), 450 + decor.between(-60, 40), decor.between(360, 440), p.blob);
  for (let i = 0; i < 7; i++) back += circle(decor.between(40, 1560), decor.between(40, 860), decor.between(6, 18), i % 2 ? p.soft : p.blob);
  if (scene.floor) back += rect(0, 770, 1600, 130, p.soft, 0, 'opacity="0.55"');
  const body = scene.draw({ p, r });
  const motif = g(`translate(${800 + dx} ${hero ? 450 : 470}) scale(${flip ? -scale : scale} ${scale})`, body);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1600 900" preserveAspectRatio="xMidYMid slice">${back}${motif}</svg>`;
}
