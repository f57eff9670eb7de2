/**
 * A programme page's bar to the request-information form on a phone (templates/layouts.tsx,
 * `.program-cta`): shown while none of what already leads to the form (the header, the hero and
 * its link) nor the form itself is in view, so it never doubles a link on screen or covers the
 * form being filled. Its markup is hidden until this runs: without a script there is no bar.
 */
let observer: IntersectionObserver | null = null;

export function startStickyCta(root: ParentNode = document): void {
  observer?.disconnect();
  observer = null;
  const bar = root.querySelector<HTMLElement>('.program-cta[data-cta-target]');
  if (!bar || typeof IntersectionObserver === 'undefined') return;
  const watched = [
    document.querySelector('header.site-header'),
    root.querySelector('.hero'),
    document.getElementById(bar.dataset.ctaTarget ?? ''),
  ].filter((el): el is Element => el !== null);
  const inView = new Set<Element>();
  observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (entry.isIntersecting) inView.add(entry.target);
      else inView.delete(entry.target);
    }
    bar.hidden = inView.size > 0;
  });
  for (const el of watched) observer.observe(el);
}
