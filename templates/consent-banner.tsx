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
 * hides it once one is made.
 * Without JavaScript nothing third-party ever loads, so no banner is needed.
 */
export function ConsentBanner({ locale, policyPath }: { locale: UiLocale; policyPath: string }) {
  return (
    <>
      <section className="consent" data-consent-banner="" aria-labelledby="consent-title" hidden>
        <h2 id="consent-title" className="consent__title">{t(locale, 'cookieTitle')}</h2>
        <p className="consent__text">
          {t(locale, 'cookieText')} <a href={policyPath}>{t(locale, 'cookiePolicy')}</a>
        </p>
        <div className="consent__actions">
          <button type="button" className="button button--primary" data-consent-choice="rejected">{t(locale, 'cookieReject')}</button>
          <button type="button" className="button button--primary" data-consent-choice="accepted">{t(locale, 'cookieAccept')}</button>
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
