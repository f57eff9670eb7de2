import type sanitize from 'sanitize-html';

// Loaded on the first rich text, not at start-up: sanitize-html brings htmlparser2 and postcss
// (over 100 ms of a process's start), and a one-path rebuild of a page without rich text, or a
// command that renders nothing, never needs it (spec 9: one-path rebuilds). It is CommonJS, so
// a synchronous require keeps the schema's transform synchronous. The require comes from
// process.getBuiltinModule (Node 20.16+) because this file is also type-checked inside the
// browser's fence (runtime/tsconfig.json: no Node types), through the modules' field types.
// Compiled (scripts/compile.js defines SITEGEN_COMPILED), the package is required as the one
// file compiled from it, dist/vendor/sanitize-html.cjs: a third of the time to load. Its folder
// is found from this file's own URL, not with packageRoot() (src/build/code-hash.ts), which is
// Node code the browser's fence cannot import; compiled code always lives under dist/.
interface NodeProcess {
  getBuiltinModule(id: 'node:module'): { createRequire(from: string): (id: string) => unknown };
  env: Record<string, string | undefined>;
}
declare const process: NodeProcess;
let sanitizeHtml: typeof sanitize | undefined;
function load(): typeof sanitize {
  if (sanitizeHtml) return sanitizeHtml;
  const here = import.meta.url;
  const [from, id] = process.env.SITEGEN_COMPILED === '1'
    ? [`${here.slice(0, here.lastIndexOf('/dist/'))}/dist/`, './vendor/sanitize-html.cjs']
    : [here, 'sanitize-html'];
  return (sanitizeHtml = process.getBuiltinModule('node:module').createRequire(from)(id) as typeof sanitize);
}

/**
 * CMS rich text is untrusted: only text formatting, lists, headings, links and images survive;
 * scripts, event handlers, styles and script URLs are dropped. Links opening a new tab get
 * rel="noopener noreferrer".
 */
export const RICH_TEXT_RULES: sanitize.IOptions = {
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
};

/** CMS rich text as RICH_TEXT_RULES let it through. */
export function sanitizeRichText(html: string): string {
  return load()(html, RICH_TEXT_RULES);
}
