import type { Locator } from 'playwright-core';
import sharp from 'sharp';

/** WCAG relative luminance of an sRGB pixel. */
export function luminance(r: number, g: number, b: number): number {
  const lin = (c: number) => { const s = c / 255; return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4; };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

export interface TextContrast {
  /** Its text, shortened, to name it in a failure. */
  text: string;
  color: string;
  /** WCAG large text (24 px, or 18.66 px bold): 3:1 suffices. */
  large: boolean;
  ratio: number;
  /** What WCAG 1.4.3 asks of it: 4.5, or 3 for large text. */
  minimum: number;
}

const GLYPH_PROPERTIES = ['color', '-webkit-text-fill-color', 'text-shadow'] as const;

/**
 * The contrast of an element's text against the pixels actually behind it (WCAG 1.4.3), for text
 * over a picture. Its glyphs are made transparent, so its own background stays (a badge's pill,
 * a button's fill), and the screenshot of where the text lies is read: each line of an inline
 * element (the box around a wrapped one covers its neighbours), the content box of any other (a
 * pill's rounded corners show the picture beside the text, not behind it). Light text is read
 * against the lightest of what is behind it, dark text against the darkest, 5 % of the pixels
 * aside (edges, antialiasing). `null` when the element shows no box to read.
 */
export async function textContrast(element: Locator): Promise<TextContrast | null> {
  // The boxes are read in the viewport and the viewport is what is captured: a full-page capture
  // lays the page out again at its whole height, and a busy machine can still be laying it out
  // (a late font, a picture above) between reading a box and capturing it. So the boxes are read
  // again after the capture, and a capture whose boxes moved meanwhile is taken again.
  for (let attempt = 1; ; attempt++) {
    const seen = await readBoxes(element);
    const captured: Buffer[] = [];
    let after: SeenText;
    try {
      for (const box of seen.boxes) captured.push(await element.page().screenshot({ clip: box }));
      after = await readBoxes(element);
    } finally {
      await restoreGlyphs(element);
    }
    if (attempt < 4 && JSON.stringify(after.boxes) !== JSON.stringify(seen.boxes)) continue;
    return contrastOf(seen, captured);
  }
}

interface SeenText { text: string; color: string; large: boolean; boxes: { x: number; y: number; width: number; height: number }[] }

/** Makes the element's glyphs transparent and reads where its text lies, in viewport pixels. */
async function readBoxes(element: Locator): Promise<SeenText> {
  return element.evaluate(async (el: HTMLElement, properties) => {
    await document.fonts.ready;
    const whole = el.getBoundingClientRect();
    if (whole.top < 0 || whole.bottom > innerHeight) el.scrollIntoView({ block: 'nearest' });
    const style = getComputedStyle(el);
    const size = parseFloat(style.fontSize);
    const found = { text: (el.textContent ?? '').trim().slice(0, 40), color: style.color, large: size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700) };
    for (const node of [el, ...el.querySelectorAll<HTMLElement>('*')]) {
      node.style.setProperty(properties[0], 'transparent', 'important');
      node.style.setProperty(properties[1], 'transparent', 'important');
      node.style.setProperty(properties[2], 'none', 'important');
    }
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const px = (name: string) => parseFloat(style.getPropertyValue(name)) || 0;
    const rects = style.display === 'inline' ? [...el.getClientRects()] : [el.getBoundingClientRect()].map((r) => new DOMRect(
      r.left + px('padding-left') + px('border-left-width'), r.top + px('padding-top') + px('border-top-width'),
      r.width - px('padding-left') - px('padding-right') - px('border-left-width') - px('border-right-width'),
      r.height - px('padding-top') - px('padding-bottom') - px('border-top-width') - px('border-bottom-width')));
    // Only what is in the viewport is captured; a text scrolled out of it shows no box to read.
    const clipped = rects.map((r) => {
      const left = Math.max(0, r.left), top = Math.max(0, r.top);
      return { x: left, y: top, width: Math.min(innerWidth, r.right) - left, height: Math.min(innerHeight, r.bottom) - top };
    });
    return { ...found, boxes: clipped.filter((r) => r.width >= 2 && r.height >= 2) };
  }, GLYPH_PROPERTIES);
}

async function restoreGlyphs(element: Locator): Promise<void> {
  await element.evaluate((el: HTMLElement, properties) => {
    for (const node of [el, ...el.querySelectorAll<HTMLElement>('*')]) for (const p of properties) node.style.removeProperty(p);
  }, GLYPH_PROPERTIES);
}

/** Light text against the lightest of what is behind it, dark text against the darkest. */
async function contrastOf(seen: SeenText, captured: Buffer[]): Promise<TextContrast | null> {
  const values: number[] = [];
  for (const png of captured) {
    const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    for (let i = 0; i < data.length; i += info.channels) values.push(luminance(data[i]!, data[i + 1]!, data[i + 2]!));
  }
  if (values.length === 0) return null;
  values.sort((a, b) => a - b);
  const [r, g, b] = seen.color.match(/\d+(\.\d+)?/g)!.map(Number);
  const ink = luminance(r!, g!, b!);
  const light = ink > values[Math.floor(values.length / 2)]!;
  const behind = light ? values[Math.floor(values.length * 0.95)]! : values[Math.floor(values.length * 0.05)]!;
  const ratio = (Math.max(ink, behind) + 0.05) / (Math.min(ink, behind) + 0.05);
  return { text: seen.text, color: seen.color, large: seen.large, ratio, minimum: seen.large ? 3 : 4.5 };
}
