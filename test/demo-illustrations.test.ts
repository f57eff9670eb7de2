import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoIllustration, ILLUSTRATION_KINDS, illustrationPath, illustrationSubject, parseIllustrationPath } from '../content/artwork/demo-illustrations.js';
import { demoPortrait, loadDemoPortraits, parsePortraitPath, portraitPath } from '../content/artwork/demo-portrait.js';
import * as imageHandler from '../server/image-handler.js';
import { articleKind, datedKind, illustrationAlt, programKind, subjectOf, topicKind } from '../content/demo-images.js';
import { projects } from '../content/data/dated.js';
import { topics } from '../content/data/topics.js';
import { programs } from '../content/data/programs.js';

const sha = (text: string) => createHash('sha256').update(text).digest('hex');
const background = (svg: string) => /<rect x="0" y="0" width="1600" height="900" fill="(#[0-9a-f]{6})"/.exec(svg)?.[1];

describe('the demo illustrations (content/artwork/demo-illustrations.ts)', () => {
  it('draws the same bytes for the same kind and variant, and a different picture for every other', () => {
    const seen = new Map<string, string>();
    for (const kind of ILLUSTRATION_KINDS) {
      for (const variant of [0, 1, 2, 9, 47]) {
        const svg = demoIllustration(kind, variant);
        expect(demoIllustration(kind, variant)).toBe(svg);
        const hash = sha(svg);
        expect(seen.get(hash), `${kind}/${variant}`).toBeUndefined();
        seen.set(hash, `${kind}/${variant}`);
      }
    }
  });

  it('never gives consecutive variants of a subject the same palette (neighbouring cards look different)', () => {
    for (const kind of ILLUSTRATION_KINDS) {
      for (let v = 0; v < 48; v++) expect(background(demoIllustration(kind, v)), `${kind} ${v}`).not.toBe(background(demoIllustration(kind, v + 1)));
    }
  });

  it('is valid SVG that sharp decodes at the size asked, in every frame, and not a blank canvas', async () => {
    for (const kind of ILLUSTRATION_KINDS) {
      for (const frame of ['card', 'hero'] as const) {
        const image = sharp(Buffer.from(demoIllustration(kind, 3, frame, 480, 270)));
        const meta = await image.metadata();
        expect([meta.format, meta.width, meta.height], `${kind} ${frame}`).toEqual(['svg', 480, 270]);
        // A drawing, not a flat fill: the channels vary across the picture.
        const stats = await image.stats();
        expect(Math.max(...stats.channels.map((c) => c.stdev)), `${kind} ${frame}`).toBeGreaterThan(12);
      }
    }
  });

  it('draws charts that rise, in every variant: a programme or a jobs fair is never shown falling', () => {
    for (let variant = 0; variant < 24; variant++) {
      const svg = demoIllustration('charts', variant);
      // The six bars stand on the axis at y=220, 36 wide (mirrored variants are drawn the same way round).
      const bars = [...svg.matchAll(/<rect x="(-?[\d.]+)" y="(-?[\d.]+)" width="36" height="([\d.]+)"/g)].map((m) => Number(m[3]));
      expect(bars, `charts variant ${variant}`).toHaveLength(6);
      expect(bars, `charts variant ${variant}`).toEqual([...bars].sort((a, b) => a - b));
    }
  });

  it('never mirrors a picture with a graph, a progress bar, code or type in it: a mirrored growth chart falls', () => {
    for (const kind of ['business', 'charts', 'code-editor', 'type-grid', 'formulas', 'school-calendar', 'backup-drives'] as const) {
      for (let variant = 0; variant < 48; variant++) {
        const motif = /<g transform="translate\([\d. -]+\) scale\((-?[\d.]+) [\d.]+\)">/.exec(demoIllustration(kind, variant));
        expect(Number(motif?.[1]), `${kind} variant ${variant}`).toBeGreaterThan(0);
      }
    }
  });

  it('reads its own paths back and nothing else', () => {
    for (const kind of ILLUSTRATION_KINDS) {
      expect(parseIllustrationPath(illustrationPath(kind, 12))).toEqual({ kind, variant: 12, frame: 'card' });
      expect(parseIllustrationPath(illustrationPath(kind, 7, 'hero'))).toEqual({ kind, variant: 7, frame: 'hero' });
    }
    for (const path of ['/img/demo/illustrations/unicorn/1.jpg', '/img/demo/illustrations/charts/x.jpg', '/img/demo/illustrations/charts/1.png', '/img/demo/articles/ai-3.jpg']) {
      expect(parseIllustrationPath(path), path).toBeNull();
    }
  });

  it('names each subject in both languages, and the alt text says it is an illustration of it', () => {
    for (const kind of ILLUSTRATION_KINDS) {
      expect(illustrationSubject(kind, 'es').length).toBeGreaterThan(8);
      expect(illustrationSubject(kind, 'en').length).toBeGreaterThan(8);
      expect(illustrationAlt(kind, 'es')).toBe(`Ilustración: ${illustrationSubject(kind, 'es')}`);
      expect(illustrationAlt(kind, 'en')).toBe(`Illustration: ${illustrationSubject(kind, 'en')}`);
    }
  });
});

describe('which subject the demo draws for what', () => {
  it('draws each programme what it teaches, and a programme added later from its words or its kind', () => {
    expect(programs.map(programKind)).toEqual([
      'server-rack', 'wireframe-character', 'devices', 'code-editor', 'devices', 'devices', // the spec's six
      'business', 'business', 'dress-form', 'floor-plan', // MKP, AYF, PYM, PDOD
      'design-tools', 'code-editor', 'business', // GD, GIS, MBA
    ]);
    const b = (es: string, en: string) => ({ es, en });
    expect(programKind({ shortName: 'DMO', title: b('Técnico Superior en Diseño de Moda', 'Higher Technician in Fashion Design'), programType: 'FP' })).toBe('dress-form');
    expect(programKind({ shortName: 'GI', title: b('Grado en Diseño de Interiores', 'BA in Interior Design'), programType: 'DEGREE' })).toBe('floor-plan');
    expect(programKind({ shortName: 'MKT', title: b('Técnico Superior en Marketing y Publicidad', 'Higher Technician in Marketing and Advertising'), programType: 'FP' })).toBe('business');
    expect(programKind({ shortName: 'MDA', title: b('Máster en Ciencia de Datos', 'Master in Data Science'), programType: 'MASTER' })).toBe('charts');
    expect(programKind({ shortName: 'X', title: b('Grado en Humanidades', 'BA in Humanities'), programType: 'DEGREE' })).toBe('campus-building');
    expect(programKind({ shortName: 'Y', title: b('Máster en Liderazgo', 'Master in Leadership'), programType: 'MASTER' })).toBe('mentoring');
  });

  it('draws each article topic of the spec its field', () => {
    expect(Object.fromEntries(topics.map((t) => [t.key, topicKind(t)]))).toEqual({
      animation: 'wireframe-character', 'video-games': 'game-controller', ai: 'neural-network', 'data-science': 'charts',
      'full-stack': 'code-editor', fashion: 'dress-form', 'interior-design': 'floor-plan', 'graphic-design': 'type-grid',
      'product-design': 'chair-sketch', robotics: 'robot-arm', mathematics: 'formulas', 'vocational-training': 'classroom',
      interviews: 'interview', 'school-news': 'campus-building',
    });
    expect(subjectOf('Nada que ver')).toBeNull();
  });

  it('shows a short film by a still of it, not by its field\'s picture; other animation articles keep the wireframe figure', () => {
    const animation = topics.find((t) => t.key === 'animation')!;
    const b = (es: string, en: string) => ({ es, en });
    expect(articleKind(animation, b('La última estación: un cortometraje 3D sobre el último tren de la noche', 'La última estación: a 3D short about the last train of the night'))).toBe('film-still');
    expect(articleKind(topics.find((t) => t.key === 'school-news')!, b('Un corto 3D de la escuela, en un festival', 'A 3D short from the school at a festival'))).toBe('film-still');
    expect(articleKind(animation, b('Rigging: guía para empezar', 'Rigging: a beginner\'s guide'))).toBe('wireframe-character');
    expect(illustrationSubject('film-still', 'en')).toMatch(/still from an animated short/);
  });
  it('gives unrelated student projects different pictures: a picture two projects share is the subject both name', () => {
    const byKind = new Map<string, string[]>();
    for (const project of projects) {
      const kind = datedKind('PROJECTS', project);
      byKind.set(kind, [...byKind.get(kind) ?? [], project.title.es]);
    }
    const shared = [...byKind].filter(([, titles]) => titles.length > 1);
    // Two games may both show a controller; a backup system, a health centre's network and a
    // festival's wifi must not all show the same server racks.
    const unrelated = shared.flatMap(([kind, titles]) => titles.filter((title) => {
      const project = projects.find((p) => p.title.es === title)!;
      return ![subjectOf(project.title.es, project.title.en), subjectOf(project.abstract.es, project.abstract.en)].includes(kind as never);
    }).map((title) => `${kind}: ${title}`));
    expect(unrelated).toEqual([]);
    expect(byKind.size).toBeGreaterThanOrEqual(projects.length - 3);
  });
});

describe('the demo portraits (content/artwork/demo-portrait.ts)', () => {
  beforeAll(loadDemoPortraits);

  it('are DiceBear Open Peeps (CC0 1.0), the same face for the same person, a different one for another', async () => {
    const ana = demoPortrait('f', 'ana-garcia-lopez');
    expect(demoPortrait('f', 'ana-garcia-lopez')).toBe(ana);
    expect(demoPortrait('f', 'lucia-martin-ruiz')).not.toBe(ana);
    expect(ana).toContain('<dc:title>Open Peeps</dc:title>');
    expect(ana).toContain('https://creativecommons.org/publicdomain/zero/1.0/');
    const meta = await sharp(Buffer.from(ana)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['svg', 800, 800]);
    expect(parsePortraitPath(portraitPath('m', 'pablo-ruiz'))).toEqual({ gender: 'm', seed: 'pablo-ruiz' });
    expect(parsePortraitPath('/img/demo/portraits/x/pablo.jpg')).toBeNull();
  });
});

describe('the image host draws only what the demo names', () => {
  beforeAll(loadDemoPortraits);

  it('has no generic artwork any more: an unknown demo path is not an image', () => {
    expect('demoArtwork' in imageHandler).toBe(false);
    expect(imageHandler.demoOriginal('/img/demo/programs/daw-3.jpg')).toBeNull();
    expect(imageHandler.demoOriginal('/img/demo/faculty/portrait-3.jpg')).toBeNull();
    expect(imageHandler.demoOriginal(illustrationPath('charts', 3))).toBe(demoIllustration('charts', 3));
    expect(imageHandler.demoOriginal(portraitPath('f', 'ana'))).toBe(demoPortrait('f', 'ana', 800));
  });

  it('draws an original just large enough to cover the variant asked for, never larger than the original', () => {
    const size = (svg: string) => /^<svg[^>]* width="(\d+)" height="(\d+)"/.exec(svg)!.slice(1).map(Number);
    const path = illustrationPath('robot-arm', 5);
    expect(size(imageHandler.demoOriginal(path, { width: 640, height: 360 })!)).toEqual([640, 360]);
    expect(size(imageHandler.demoOriginal(path, { width: 640, height: 0 })!)).toEqual([640, 360]);
    expect(size(imageHandler.demoOriginal(path, { width: 640, height: 960 })!)).toEqual([1707, 960]);
    expect(size(imageHandler.demoOriginal(path, { width: 3840, height: 0 })!)).toEqual([2400, 1350]);
    expect(imageHandler.demoOriginal(portraitPath('m', 'pablo'), { width: 640, height: 640 })).toBe(demoPortrait('m', 'pablo', 640));
  });
});
