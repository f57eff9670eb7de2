/**
 * States of a page that are not pages for search engines: a form's thank-you state
 * and the search page's results. The static HTML (and the router's swapped head) carries the
 * page's own robots meta; these switch it to noindex in the browser and back.
 *
 * The meta is a managed head element (`data-sg`), so a route change replaces it, and with it
 * the value remembered here, by the next page's own robots meta.
 */
const OWN_ROBOTS = 'data-page-robots';

/** Sets the document's robots meta to noindex (its follow value kept), remembering the page's own value. */
export function markPageNoindex(doc: Document): void {
  const meta = doc.head.querySelector<HTMLMetaElement>('meta[name="robots"]');
  if (!meta) {
    const created = doc.createElement('meta');
    created.name = 'robots';
    created.content = 'noindex';
    created.setAttribute('data-sg', '');
    // Empty: the page had no robots meta of its own, so restoring removes this one.
    created.setAttribute(OWN_ROBOTS, '');
    doc.head.append(created);
    return;
  }
  if (!meta.hasAttribute(OWN_ROBOTS)) meta.setAttribute(OWN_ROBOTS, meta.content);
  const directives = meta.content.split(',').map((d) => d.trim()).filter((d) => d && d !== 'index' && d !== 'noindex');
  meta.content = ['noindex', ...directives].join(',');
}

/** Undoes markPageNoindex: the page's own robots value again (nothing to do if it was never marked). */
export function restorePageRobots(doc: Document): void {
  const meta = doc.head.querySelector<HTMLMetaElement>(`meta[name="robots"][${OWN_ROBOTS}]`);
  if (!meta) return;
  const own = meta.getAttribute(OWN_ROBOTS)!;
  if (own === '') {
    meta.remove();
    return;
  }
  meta.content = own;
  meta.removeAttribute(OWN_ROBOTS);
}
