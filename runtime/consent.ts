import { currentConsent, writeConsent, type ConsentChoice } from '../modules/consent.js';

/**
 * The consent banner and the third-party gates (issue 3 item 8, spec section 4 "Video"):
 * - the banner shows while no choice is stored; accept and reject store the choice and hide it;
 *   the footer's "Cookie settings" reopens it;
 * - "Accept and reload" in a gate stores acceptance and reloads;
 * - with acceptance stored, every static gate (`data-consent-src` outside islands) gets its
 *   iframe; islands mount theirs through React (modules/video-part.tsx).
 */
export function startConsent(doc: Document = document): void {
  const banner = doc.querySelector<HTMLElement>('[data-consent-banner]');
  if (banner && currentConsent() === null) banner.hidden = false;

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
        banner.hidden = false;
        banner.querySelector<HTMLElement>('[data-consent-choice]')?.focus();
      }
      return;
    }
    const choice = target.getAttribute('data-consent-choice') as ConsentChoice;
    writeConsent(choice);
    if (banner) banner.hidden = true;
    if (choice === 'accepted') mountThirdParty(doc);
  });

  refreshConsent(doc);
}

/** For content that just arrived (first load or a route change): settings link and gates. */
export function refreshConsent(root: ParentNode = document): void {
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
