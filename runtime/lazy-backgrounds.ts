import { LAZY_BACKGROUND_OFFSET_PX } from './constants.js';

/** The srcset candidate for a box `cssWidth` wide at `dpr`: the smallest wide enough, else the largest. */
export function pickCandidate(srcset: string, cssWidth: number, dpr: number): string | null {
  const candidates = srcset.split(/,\s+/).map((entry) => {
    const [url, descriptor] = entry.trim().split(/\s+/);
    return { url: url!, width: Number.parseInt(descriptor ?? '0', 10) };
  }).filter((c) => c.url && c.width > 0).sort((a, b) => a.width - b.width);
  const needed = cssWidth * dpr;
  return (candidates.find((c) => c.width >= needed) ?? candidates.at(-1))?.url ?? null;
}

/**
 * Lazy backgrounds (spec sections 4 and 9): a BackgroundImage loads its image when it comes
 * within 200 px of the viewport, at the width it is shown.
 */
export function startLazyBackgrounds(root: ParentNode = document): void {
  const elements = [...root.querySelectorAll<HTMLElement>('[data-bg-srcset]')];
  if (elements.length === 0) return;
  const load = (el: HTMLElement) => {
    const url = pickCandidate(el.dataset.bgSrcset ?? '', el.clientWidth || innerWidth, devicePixelRatio || 1);
    if (url) el.style.backgroundImage = `url("${url.replace(/"/g, '%22')}")`;
    el.removeAttribute('data-bg-srcset');
    el.setAttribute('data-bg-loaded', '');
  };
  if (!('IntersectionObserver' in globalThis)) {
    elements.forEach(load);
    return;
  }
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer.unobserve(entry.target);
      load(entry.target as HTMLElement);
    }
  }, { rootMargin: `${LAZY_BACKGROUND_OFFSET_PX}px` });
  elements.forEach((el) => observer.observe(el));
}
