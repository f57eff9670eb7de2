/** Characters XML 1.0 does not allow at all (C0 controls other than tab, LF, CR; U+FFFE/FFFF). */
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/**
 * Text or attribute value for the sitemaps and feeds: markup characters escaped and characters
 * XML cannot carry dropped, so a hostile title ("<b>&\"") never breaks the document.
 */
export function escapeXml(text: string): string {
  return text.replace(NOT_XML, '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
