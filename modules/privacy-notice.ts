import { t, type UiLocale } from './ui-strings.js';

/**
 * The version of the data-protection notice a form shows in `locale` (its first layer and the
 * policy's name): a short hash of its words, so that a submission records which notice its
 * consent was given under, and a change of the words is a new version (spec 5 forms). FNV-1a,
 * 32 bits: the same in the browser and on the server, small enough for the form's chunk.
 */
export function noticeVersion(locale: UiLocale): string {
  const text = `${t(locale, 'privacyInfo')} ${t(locale, 'privacyPolicy')}`;
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}
