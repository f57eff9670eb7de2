import sanitizeHtml from 'sanitize-html';

/**
 * CMS rich text is untrusted: only text formatting, lists, headings, links and images survive;
 * scripts, event handlers, styles and script URLs are dropped. Links opening a new tab get
 * rel="noopener noreferrer".
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'a', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'blockquote', 'figure', 'figcaption', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'hr', 'span', 'abbr'],
    allowedAttributes: { a: ['href', 'title', 'target', 'rel', 'hreflang'], img: ['src', 'alt', 'width', 'height', 'loading'], th: ['scope'], abbr: ['title'], span: ['lang'] },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowProtocolRelative: false,
    transformTags: {
      a: (tagName, attribs) => ({
        tagName,
        attribs: attribs.target?.trim().toLowerCase() === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
      }),
    },
  });
}
