import { CONSENT_STORAGE_KEY } from '../modules/consent.js';
import { t, type UiLocale } from '../modules/ui-strings.js';

/**
 * Shows the banner as the page is parsed when no choice is stored (the same test as
 * modules/consent.ts readConsent), so that it is there at the first paint instead of popping
 * in when the deferred runtime arrives: a late banner is the largest paint of text-only pages
 * and moves under the reader's eyes (Lighthouse LCP). The runtime still owns it afterwards.
 */
const SHOW_BANNER_SCRIPT = `(function(b,v){try{v=localStorage.getItem(${JSON.stringify(CONSENT_STORAGE_KEY)})}catch(e){}if(b&&v!=="accepted"&&v!=="rejected")b.hidden=false})(document.currentScript.previousElementSibling)`;

/**
 * The cookie-consent banner's first layer: accept and reject side by side, equally prominent
 * (same size, same style), and a link to the cookie policy. It is in every page's HTML but
 * hidden; the inline script right after it shows it while no choice is stored, and the runtime
 * hides it once one is made (or, for this page view only, on Escape: runtime/consent.ts).
 * Without JavaScript nothing third-party ever loads, so no banner is needed.
 *
 * It is the first thing in the body, before the skip link, and it sits in the page's flow rather
 * than floating over it: a keyboard user meets it first, and nothing the focus reaches can ever
 * be underneath it (WCAG 2.2 SC 2.4.11 Focus Not Obscured) at any width, zoom or text size, with
 * no measuring script (templates/document.tsx places it).
 */
export function ConsentBanner({ locale, policyPath }: { locale: UiLocale; policyPath: string }) {
  return (
    <>
      <section className="consent" data-consent-banner="" aria-labelledby="consent-title" hidden>
        <div className="consent__inner">
          <div className="consent__body">
            <h2 id="consent-title" className="consent__title">{t(locale, 'cookieTitle')}</h2>
            <p className="consent__text">
              {t(locale, 'cookieText')} <a href={policyPath}>{t(locale, 'cookiePolicy')}</a>
            </p>
          </div>
          <div className="consent__actions">
            <button type="button" className="button button--primary" data-consent-choice="rejected">{t(locale, 'cookieReject')}</button>
            <button type="button" className="button button--primary" data-consent-choice="accepted">{t(locale, 'cookieAccept')}</button>
          </div>
        </div>
      </section>
      <script dangerouslySetInnerHTML={{ __html: SHOW_BANNER_SCRIPT }} />
    </>
  );
}

/** Where each language's cookie policy lives (a page of the demo content). */
export function cookiePolicyPath(locale: UiLocale): string {
  return locale === 'es_ES' ? '/politica-de-cookies/' : '/en/cookie-policy/';
}
