// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_STORAGE_KEY } from '../modules/consent.js';
import { mountThirdParty, refreshConsent, startConsent } from '../runtime/consent.js';
import { pickCandidate } from '../runtime/lazy-backgrounds.js';

const page = `
  <a class="skip-link" href="#main">Skip to content</a>
  <input id="field" type="search">
  <section data-consent-banner hidden><button data-consent-choice="rejected">Reject all</button><button data-consent-choice="accepted">Accept all</button></section>
  <li hidden data-consent-settings><button data-consent-open>Cookie settings</button></li>
  <div id="static" data-consent-src="https://www.youtube-nocookie.com/embed/abcd" data-consent-title="Campus"><img alt=""><button data-consent-accept-reload>Accept and reload</button></div>
  <div data-island="VideoPlaylist"><div id="island" data-consent-src="https://player.vimeo.com/video/1" data-consent-title="x"></div></div>`;

let doc: Document;
let frame: HTMLIFrameElement;
beforeEach(() => {
  // A fresh document per test (startConsent adds listeners to the document it is given), in a
  // frame so that it can hold the focus.
  frame = document.createElement('iframe');
  document.body.append(frame);
  doc = frame.contentDocument!;
  doc.body.innerHTML = page;
});
afterEach(() => frame.remove());
afterEach(() => localStorage.clear());

const banner = () => doc.querySelector<HTMLElement>('[data-consent-banner]')!;

describe('consent runtime', () => {
  it('shows the banner and the footer settings link while no choice is stored', () => {
    startConsent(doc);
    expect(banner().hidden).toBe(false);
    expect(doc.querySelector<HTMLElement>('[data-consent-settings]')!.hidden).toBe(false);
  });

  it('remembers a rejection, hides the banner and keeps third parties out; settings reopen it', () => {
    startConsent(doc);
    doc.querySelector<HTMLElement>('[data-consent-choice="rejected"]')!.click();
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('rejected');
    expect(banner().hidden).toBe(true);
    expect(doc.querySelector('iframe')).toBeNull();
    doc.querySelector<HTMLElement>('[data-consent-open]')!.click();
    expect(banner().hidden).toBe(false);
    const again = doc.implementation.createHTMLDocument('t2');
    again.body.innerHTML = page;
    startConsent(again);
    expect(again.querySelector<HTMLElement>('[data-consent-banner]')!.hidden).toBe(true);
  });

  const escape = (target: Element = doc.body) => target.dispatchEvent(new (doc.defaultView ?? window).KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));

  it('Escape closes the banner for this page view without storing a choice; the next page view shows it again', () => {
    startConsent(doc);
    const reject = doc.querySelector<HTMLElement>('[data-consent-choice="rejected"]')!;
    reject.focus();
    escape(reject);
    expect(banner().hidden).toBe(true);
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBeNull();
    expect(doc.activeElement?.className).toBe('skip-link');
    refreshConsent(doc.body);
    expect(banner().hidden).toBe(false);
  });

  it('Escape leaves the banner up while a dialog is open or the focus is in a form field', () => {
    startConsent(doc);
    const field = doc.getElementById('field')!;
    field.focus();
    escape(field);
    expect(banner().hidden).toBe(false);
    field.blur();
    const dialog = doc.createElement('dialog');
    dialog.setAttribute('open', '');
    doc.body.append(dialog);
    escape();
    expect(banner().hidden).toBe(false);
    dialog.remove();
    escape();
    expect(banner().hidden).toBe(true);
  });

  it('a choice made from "Cookie settings" returns the focus to that button', () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, 'rejected');
    startConsent(doc);
    const settings = doc.querySelector<HTMLElement>('[data-consent-open]')!;
    settings.focus();
    settings.click();
    expect(doc.activeElement?.getAttribute('data-consent-choice')).toBe('rejected');
    doc.querySelector<HTMLElement>('[data-consent-choice="accepted"]')!.click();
    expect(banner().hidden).toBe(true);
    expect(doc.activeElement).toBe(settings);
  });

  it('acceptance mounts static gates as titled iframes and leaves island gates to React', () => {
    startConsent(doc);
    doc.querySelector<HTMLElement>('[data-consent-choice="accepted"]')!.click();
    const iframe = doc.querySelector('#static iframe') as HTMLIFrameElement;
    expect(iframe.src).toBe('https://www.youtube-nocookie.com/embed/abcd');
    expect(iframe.title).toBe('Campus');
    expect(doc.querySelector('#static button')).toBeNull();
    expect(doc.querySelector('#island iframe')).toBeNull();
    mountThirdParty(doc);
    expect(doc.querySelectorAll('#static iframe')).toHaveLength(1);
  });

  it('"Accept and reload" stores acceptance and reloads', () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    try {
      startConsent(doc);
      doc.querySelector<HTMLElement>('[data-consent-accept-reload]')!.click();
      expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('accepted');
      expect(reload).toHaveBeenCalledOnce();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('survives storage that throws (private mode)', () => {
    const spy = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => { throw new Error('denied'); });
    const set = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => { throw new Error('denied'); });
    try {
      expect(() => startConsent(doc)).not.toThrow();
      doc.querySelector<HTMLElement>('[data-consent-choice="accepted"]')!.click();
      expect(doc.querySelector('#static iframe')).not.toBeNull();
    } finally {
      spy.mockRestore();
      set.mockRestore();
    }
  });
});

describe('lazy background candidate', () => {
  const srcset = '/a/640.webp 640w, /a/1080.webp 1080w, /a/1920.webp 1920w';
  it('takes the smallest candidate covering the box at the device pixel ratio, else the largest', () => {
    expect(pickCandidate(srcset, 375, 1)).toBe('/a/640.webp');
    expect(pickCandidate(srcset, 375, 2)).toBe('/a/1080.webp');
    expect(pickCandidate(srcset, 1280, 2)).toBe('/a/1920.webp');
    expect(pickCandidate('', 100, 1)).toBeNull();
  });
});
