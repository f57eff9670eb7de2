import { currentConsent, subscribeConsent } from '../modules/consent.js';

interface Integration { name: string; src: string; offMainThread: boolean; consent: string | null }

/**
 * The site's third-party scripts (analytics, tags; spec 4 "Third-party scripts"): each is
 * inserted once its consent is given (those without a consent requirement at once). Scripts
 * marked offMainThread become `text/partytown` scripts that Partytown runs in a web worker — it
 * falls back to running them normally when it has not started within 10 s (its snippet is in
 * the head, configured by src/publish/render/integrations.ts).
 */
export function startIntegrations(doc: Document = document): void {
  const data = doc.getElementById('sitegen-integrations');
  if (!data) return;
  let list: Integration[];
  try {
    list = JSON.parse(data.textContent ?? '[]') as Integration[];
  } catch {
    return;
  }
  const loaded = new Set<string>();
  const load = () => {
    let offMainThread = false;
    for (const integration of list) {
      if (loaded.has(integration.src) || (integration.consent && currentConsent() !== 'accepted')) continue;
      loaded.add(integration.src);
      const script = doc.createElement('script');
      if (integration.offMainThread) {
        script.type = 'text/partytown';
        offMainThread = true;
      } else script.async = true;
      script.src = integration.src;
      script.dataset.integration = integration.name;
      doc.head.append(script);
    }
    if (!offMainThread) return;
    const snippet = doc.getElementById('sitegen-partytown');
    if (snippet && !snippet.hasAttribute('data-started')) {
      // First off-main-thread script: start Partytown (it finds the scripts added above).
      snippet.setAttribute('data-started', '');
      const run = doc.createElement('script');
      run.textContent = snippet.textContent;
      doc.head.append(run);
    } else {
      // Partytown picks up scripts added after it started.
      dispatchEvent(new CustomEvent('ptupdate'));
    }
  };
  load();
  subscribeConsent(load);
}
