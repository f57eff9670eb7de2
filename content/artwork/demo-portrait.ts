import type { createAvatar } from '@dicebear/core';
import type { openPeeps } from '@dicebear/collection';

/**
 * The demo's faculty and staff portraits: DiceBear's "Open Peeps" style (drawings by Pablo
 * Stanley, CC0 1.0 — no attribution required, any use allowed; DiceBear's code is MIT), seeded
 * by the person's name, so the same person always has the same face. The person's gender picks
 * from hairstyles (and beards) that read as theirs, so "Profesora Ana …" is never drawn with a
 * beard; faces are limited to calm, smiling expressions and accessories to glasses, as a
 * school would choose for a staff photo.
 *
 * The image host serves them at `/img/demo/portraits/{f|m}/{name-slug}.jpg` (square originals).
 */
export type PortraitGender = 'f' | 'm';
type OpenPeepsOptions = Parameters<typeof openPeeps.create>[0]['options'];

const HEADS: Record<PortraitGender, NonNullable<OpenPeepsOptions['head']>> = {
  f: ['bangs', 'bangs2', 'bantuKnots', 'bun', 'bun2', 'grayBun', 'grayMedium', 'hijab', 'long', 'longBangs', 'longCurly', 'medium2', 'medium3', 'mediumBangs', 'mediumBangs2', 'mediumBangs3', 'mediumStraight'],
  m: ['afro', 'dreads2', 'flatTop', 'grayShort', 'noHair1', 'noHair2', 'pomp', 'shaved1', 'shaved2', 'short1', 'short2', 'short3', 'short5', 'twists', 'twists2'],
};
const FACES: NonNullable<OpenPeepsOptions['face']> = ['calm', 'driven', 'smile'];
const BACKGROUNDS = ['cddcf4', 'f7d8bd', 'c6e6da', 'ddd0f3', 'fbe6a2', 'bfe2ee', 'f5cdd8', 'd7dfc6'];

let dicebear: { createAvatar: typeof createAvatar; openPeeps: typeof openPeeps } | undefined;

/**
 * Loads DiceBear before the first portrait is drawn. Not at start-up: its collection is some
 * thirty styles of hundreds of files, a fifth of a second of the API's start, which every build
 * (a one-path rebuild included, spec 9) waits for, and most starts draw no portrait.
 */
export async function loadDemoPortraits(): Promise<void> {
  if (dicebear) return;
  const [core, collection] = await Promise.all([import('@dicebear/core'), import('@dicebear/collection')]);
  dicebear = { createAvatar: core.createAvatar, openPeeps: collection.openPeeps };
}

/** The SVG of one person's portrait (DiceBear output, with its licence metadata); loadDemoPortraits() first. */
export function demoPortrait(gender: PortraitGender, seed: string, size = 800): string {
  if (!dicebear) throw new Error('demoPortrait: call loadDemoPortraits() first');
  return dicebear.createAvatar(dicebear.openPeeps, {
    seed,
    size,
    head: HEADS[gender],
    face: FACES,
    accessories: ['glasses', 'glasses2', 'glasses3', 'glasses4', 'glasses5'],
    accessoriesProbability: 25,
    facialHair: ['chin', 'full', 'full2', 'full3', 'goatee1', 'goatee2', 'moustache1'],
    facialHairProbability: gender === 'm' ? 35 : 0,
    maskProbability: 0,
    backgroundColor: BACKGROUNDS,
  }).toString();
}

/** The image host's path of a person's portrait. */
export function portraitPath(gender: PortraitGender, slug: string): string {
  return `/img/demo/portraits/${gender}/${slug}.jpg`;
}

/** Reads `/img/demo/portraits/{f|m}/{slug}.jpg`; null for any other path. */
export function parsePortraitPath(path: string): { gender: PortraitGender; seed: string } | null {
  const m = /^\/img\/demo\/portraits\/([fm])\/([a-z0-9-]{1,120})\.jpg$/.exec(path);
  return m ? { gender: m[1] as PortraitGender, seed: m[2]! } : null;
}
