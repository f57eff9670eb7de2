/**
 * Parses XML strictly with the DOMParser of the test's environment (a test file using this
 * declares `// @vitest-environment jsdom`); a malformed document throws with the parser's message.
 */
export function parseXml(xml: string): Document {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  const error = doc.getElementsByTagName('parsererror')[0];
  if (error) throw new Error(`not well-formed XML: ${error.textContent}`);
  return doc;
}

export const XHTML_NS = 'http://www.w3.org/1999/xhtml';
export const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** The text of each direct child named `name` of each element named `parent`. */
export function texts(doc: Document | Element, parent: string, name: string): string[] {
  return [...doc.getElementsByTagName(parent)].map((el) => [...el.children].find((c) => c.localName === name)?.textContent ?? '');
}
