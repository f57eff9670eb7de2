import { currentConsent, writeConsent, type ConsentChoice } from '../modules/consent.js';

/**
 * The consent banner and the third-party gates (spec section 4 "Video"):
 * - the banner shows while no choice is stored; accept and reject store the choice and hide it;
 *   the footer's "Cookie settings" reopens it;
 * - Escape closes it for this page view without storing anything (it is not consent: the next
 *   page view asks again), unless something above it is open (the menu popover, a dialog), which
 *   Escape closes first, or the focus is in a form field, where Escape has its own meaning;
 * - when it closes with the focus inside, the focus goes back to the button that reopened it, or
 *   on to the start of the page (the skip link), never lost on <body>;
 * - "Accept and reload" in a gate stores acceptance and reloads;
 * - with acceptance stored, every static gate (`data-consent-src` outside islands) gets its
 *   iframe; islands mount theirs through React (modules/video-part.tsx).
 */
export function startConsent(doc: Document = document): void {
  const banner = doc.querySelector<HTMLElement>('[data-consent-banner]');
  /** The "Cookie settings" button that reopened the banner, where the focus returns. */
  let opener: HTMLElement | null = null;

  const close = () => {
    if (!banner || banner.hidden) return;
    const hadFocus = banner.contains(doc.activeElement);
    banner.hidden = true;
    if (hadFocus) {
      const back = opener?.isConnected ? opener : doc.querySelector<HTMLElement>('.skip-link') ?? doc.getElementById('main');
      back?.focus();
    }
    opener = null;
  };

  doc.addEventListener('click', (event) => {
    const target = (event.target as Element | null)?.closest?.('[data-consent-choice], [data-consent-open], [data-consent-accept-reload]');
    if (!target) return;
    if (target.hasAttribute('data-consent-accept-reload')) {
      writeConsent('accepted');
      location.reload();
      return;
    }
    if (target.hasAttribute('data-consent-open')) {
      if (banner) {
        opener = target as HTMLElement;
        banner.hidden = false;
        banner.querySelector<HTMLElement>('[data-consent-choice]')?.focus();
      }
      return;
    }
    const choice = target.getAttribute('data-consent-choice') as ConsentChoice;
    writeConsent(choice);
    close();
    if (choice === 'accepted') mountThirdParty(doc);
  });

  doc.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || event.defaultPrevented || !banner || banner.hidden) return;
    const focused = doc.activeElement;
    if (!banner.contains(focused) && focused?.closest('input, textarea, select, [contenteditable]')) return;
    if (somethingAbove(doc)) return;
    close();
  });

  refreshConsent(doc);
}

/** An open popover or dialog: Escape closes that first (one Escape, one layer). */
function somethingAbove(doc: Document): boolean {
  if (doc.querySelector('dialog[open]')) return true;
  try {
    return doc.querySelector(':popover-open') !== null;
  } catch {
    return false; // A browser without popovers has none open.
  }
}

/**
 * For content that just arrived (first load or a route change): settings link and gates, and the
 * banner again while no choice is stored (a route change is a new page view: closing the banner
 * with Escape lasted for the previous one).
 */
export function refreshConsent(root: ParentNode = document): void {
  const doc = root.ownerDocument ?? (root as Document);
  const banner = doc.querySelector<HTMLElement>('[data-consent-banner]');
  if (banner && currentConsent() === null) banner.hidden = false;
  for (const settings of root.querySelectorAll<HTMLElement>('[data-consent-settings]')) settings.hidden = false;
  if (currentConsent() === 'accepted') mountThirdParty(root);
}

/** Replaces each static gate's placeholder with its iframe. */
export function mountThirdParty(root: ParentNode = document): void {
  const doc = root.ownerDocument ?? (root as Document);
  for (const frame of root.querySelectorAll<HTMLElement>('[data-consent-src]')) {
    if (frame.closest('[data-island]') || frame.querySelector('iframe')) continue;
    const iframe = doc.createElement('iframe');
    iframe.src = frame.dataset.consentSrc!;
    iframe.title = frame.dataset.consentTitle ?? '';
    iframe.loading = 'lazy';
    iframe.allow = 'encrypted-media; picture-in-picture; fullscreen';
    iframe.referrerPolicy = 'strict-origin-when-cross-origin';
    iframe.allowFullscreen = true;
    frame.replaceChildren(iframe);
  }
}
