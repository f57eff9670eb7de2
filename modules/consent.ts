/**
 * Third-party consent (spec 4): one choice, "accepted" or "rejected", kept in
 * localStorage so it is remembered across visits. Storage failures (private mode, blocked
 * storage) read as "no choice yet" and never throw. Shared by the eager runtime (banner, gates)
 * and by React islands (useThirdPartyConsent); on the server there is never consent, so
 * third-party iframes are never in the static HTML.
 */
export const CONSENT_STORAGE_KEY = 'sitegen-consent';
export type ConsentChoice = 'accepted' | 'rejected';

export function readConsent(): ConsentChoice | null {
  try {
    const value = globalThis.localStorage?.getItem(CONSENT_STORAGE_KEY);
    return value === 'accepted' || value === 'rejected' ? value : null;
  } catch {
    return null;
  }
}

const listeners = new Set<() => void>();

export function writeConsent(choice: ConsentChoice): void {
  try {
    globalThis.localStorage?.setItem(CONSENT_STORAGE_KEY, choice);
    memory = null;
  } catch {
    // Private mode: the choice lasts for this page only.
    memory = choice;
  }
  for (const listener of listeners) listener();
}

let memory: ConsentChoice | null = null;

/** The current choice (storage first, then a choice made on this page when storage failed). */
export function currentConsent(): ConsentChoice | null {
  return readConsent() ?? memory;
}

export function subscribeConsent(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
