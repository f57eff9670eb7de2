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
  const seen = await element.evaluate((el: HTMLElement, properties) => {
    const style = getComputedStyle(el);
    const size = parseFloat(style.fontSize);
    const found = { text: (el.textContent ?? '').trim().slice(0, 40), color: style.color, large: size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700) };
    for (const node of [el, ...el.querySelectorAll<HTMLElement>('*')]) {
      node.style.setProperty(properties[0], 'transparent', 'important');
      node.style.setProperty(properties[1], 'transparent', 'important');
      node.style.setProperty(properties[2], 'none', 'important');
    }
    const px = (name: string) => parseFloat(style.getPropertyValue(name)) || 0;
    const rects = style.display === 'inline' ? [...el.getClientRects()] : [el.getBoundingClientRect()].map((r) => new DOMRect(
      r.left + px('padding-left') + px('border-left-width'), r.top + px('padding-top') + px('border-top-width'),
      r.width - px('padding-left') - px('padding-right') - px('border-left-width') - px('border-right-width'),
      r.height - px('padding-top') - px('padding-bottom') - px('border-top-width') - px('border-bottom-width')));
    const boxes = rects.filter((r) => r.width >= 2 && r.height >= 2).map((r) => ({ x: r.left + scrollX, y: r.top + scrollY, width: r.width, height: r.height }));
    return { ...found, boxes };
  }, GLYPH_PROPERTIES);
  const page = element.page();
  const values: number[] = [];
  try {
    for (const box of seen.boxes) {
      const { data, info } = await sharp(await page.screenshot({ clip: box, fullPage: true })).removeAlpha().raw().toBuffer({ resolveWithObject: true });
      for (let i = 0; i < data.length; i += info.channels) values.push(luminance(data[i]!, data[i + 1]!, data[i + 2]!));
    }
  } finally {
    await element.evaluate((el: HTMLElement, properties) => {
      for (const node of [el, ...el.querySelectorAll<HTMLElement>('*')]) for (const p of properties) node.style.removeProperty(p);
    }, GLYPH_PROPERTIES);
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
