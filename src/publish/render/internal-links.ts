/**
 * The site paths a rendered page's main content links to (its header and footer are the site's
 * navigations, checked once as such): every `href` that is a path on the site, without its query
 * or fragment, each once, sorted. The build records them per page (the manifest's `links`) and
 * reports any that leads nowhere (src/publish/discovery/check-links.ts).
 */
export function internalLinksOf(html: string): string[] {
  const start = html.indexOf('<main');
  const end = html.indexOf('</main>', start);
  if (start === -1 || end === -1) return [];
  return linksIn(html.slice(start, end));
}

/** The site paths a piece of markup links to, each once, sorted (internalLinksOf's rule without its `<main>`). */
export function linksIn(markup: string): string[] {
  const links = new Set<string>();
  for (const match of markup.matchAll(/\shref="(\/(?!\/)[^"#?]*)[^"]*"/g)) {
    links.add(decodeEntities(match[1]!));
  }
  return [...links].sort();
}

/** The entities React writes in an attribute (`&amp;` and the quotes) back to their characters. */
function decodeEntities(value: string): string {
  return value.includes('&') ? value.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;/g, "'") : value;
}
