import type sanitize from 'sanitize-html';

// Loaded on the first rich text, not at start-up: sanitize-html brings htmlparser2 and postcss
// (a large part of a process's start), and a one-path rebuild of a page without rich text, or a
// command that renders nothing, never needs it (spec 9: one-path rebuilds). It is CommonJS, so
// a synchronous require keeps the schema's transform synchronous. The require comes from
// process.getBuiltinModule (Node 20.16+) because this file is also type-checked inside the
// browser's fence (runtime/tsconfig.json: no Node types), through the modules' field types.
// Compiled (scripts/compile.js defines SITEGEN_COMPILED), the package is required as the one
// file compiled from it, dist/vendor/sanitize-html.cjs: a third of the time to load. Its folder
// is found from this file's own URL, not with packageRoot() (src/publish/manifest/code-hash.ts), which is
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

/**
 * Rich text already in the form sanitize-html gives it back unchanged is returned as it is,
 * without the parser (spec 9 build performance): every stored rich text was sanitised when it
 * was saved, so nearly every one is in that form, and sanitize-html costs 30–100 µs a text plus
 * its loading in every render thread (a quarter of a second of a 1,000-page build's CPU).
 * The check accepts only a small, strict grammar, a subset of sanitize-html's fixed points
 * under RICH_TEXT_RULES; anything else (other tags or attributes, `target`, entities other than
 * the four sanitize-html writes, an unquoted or empty value, a tag that htmlparser2 would close
 * implicitly, a URL that is not plainly http(s), mailto, tel or path-relative) goes through
 * sanitize-html. test/sanitize-rich-text.test.ts compares the two over the demo's texts and
 * generated hostile ones.
 */
export function sanitizeRichText(html: string): string {
  return isSanitized(html) ? html : load()(html, RICH_TEXT_RULES);
}

const ALLOWED_ATTRIBUTES = new Map<string, ReadonlySet<string>>(
  RICH_TEXT_RULES.allowedTags === false || RICH_TEXT_RULES.allowedTags === undefined ? [] : RICH_TEXT_RULES.allowedTags.map((tag) => [
    tag,
    // `target` is left to sanitize-html: its transform adds rel to links opening a new tab.
    new Set(((RICH_TEXT_RULES.allowedAttributes as Record<string, string[]>)[tag] ?? []).filter((name) => name !== 'target')),
  ]),
);
/** sanitize-html writes these as `<br />`; htmlparser2 never leaves them open. */
const VOID = new Set(['br', 'hr', 'img']);
/**
 * htmlparser2 8 (sanitize-html's parser) closes the open element on top when one of these opens
 * inside it (its `openImpliesClose`, for the allowed tags): such markup is not kept as written.
 */
const CLOSED_BY: Record<string, readonly string[]> = {
  tr: ['tr', 'th', 'td'], th: ['th'], td: ['thead', 'th', 'td'], li: ['li'], tbody: ['thead', 'tbody'],
  p: ['p'], h2: ['p'], h3: ['p'], h4: ['p'], blockquote: ['p'], figcaption: ['p'], figure: ['p'], hr: ['p'], ol: ['p'], table: ['p'], ul: ['p'],
};
/** Text as sanitize-html writes it: no `<` or `>`, `&` only in &amp; &lt; &gt;, no control character but tab and newline. */
const TEXT = /(?:[^<>&\x00-\x08\x0B-\x1F\x7F]+|&(?:amp|lt|gt);)*/y;
const OPEN = /<([a-z][a-z0-9]*)/y;
const CLOSE = /<\/([a-z][a-z0-9]*)>/y;
/** ` name="value"`, the value non-empty and escaped as sanitize-html escapes one (&quot; too). */
const ATTRIBUTE = / ([a-z]+)="((?:[^"<>&\x00-\x1F\x7F]|&(?:amp|lt|gt|quot);)+)"/y;
/** A URL of plain characters only (no space, backslash, quote or entity but &amp;): what sanitize-html checks is then what is written. */
const URL_TEXT = /^(?:[A-Za-z0-9\-._~:/?#[\]@!$'()*+,;=%]|&amp;)+$/;
const SCHEME = /^([a-zA-Z][a-zA-Z0-9.\-+]*):/;
const SCHEMES = new Set(Array.isArray(RICH_TEXT_RULES.allowedSchemes) ? RICH_TEXT_RULES.allowedSchemes : []);

/** Whether sanitize-html, under RICH_TEXT_RULES, would give `html` back unchanged (see sanitizeRichText): true only for the grammar above. */
export function isSanitized(html: string): boolean {
  const stack: string[] = [];
  let at = 0;
  for (;;) {
    TEXT.lastIndex = at;
    TEXT.test(html);
    at = TEXT.lastIndex;
    if (at === html.length) return stack.length === 0;
    if (html.charCodeAt(at) !== 60 /* < */) return false;
    if (html.charCodeAt(at + 1) === 47 /* / */) {
      CLOSE.lastIndex = at;
      const close = CLOSE.exec(html);
      // htmlparser2 closes whatever is open above the named tag, or makes up a <p> for a stray </p>.
      if (!close || stack.pop() !== close[1]) return false;
      at = CLOSE.lastIndex;
      continue;
    }
    OPEN.lastIndex = at;
    const open = OPEN.exec(html);
    if (!open) return false;
    const tag = open[1]!;
    const allowed = ALLOWED_ATTRIBUTES.get(tag);
    if (!allowed) return false;
    const top = stack[stack.length - 1];
    if (top !== undefined && CLOSED_BY[tag]?.includes(top)) return false;
    at = OPEN.lastIndex;
    const seen: string[] = [];
    for (;;) {
      ATTRIBUTE.lastIndex = at;
      const attribute = ATTRIBUTE.exec(html);
      if (!attribute) break;
      const [, name, value] = attribute as unknown as [string, string, string];
      if (!allowed.has(name) || seen.includes(name)) return false;
      if ((name === 'href' || name === 'src') && !isPlainUrl(value)) return false;
      seen.push(name);
      at = ATTRIBUTE.lastIndex;
    }
    if (VOID.has(tag)) {
      if (!html.startsWith(' />', at)) return false;
      at += 3;
    } else {
      if (html.charCodeAt(at) !== 62 /* > */) return false;
      at += 1;
      stack.push(tag);
    }
  }
}

/** A URL sanitize-html keeps as written: its own scheme test (naughtyHref) on the decoded value, over characters that test cannot read otherwise. */
function isPlainUrl(value: string): boolean {
  if (!URL_TEXT.test(value)) return false;
  const url = value.replaceAll('&amp;', '&');
  const scheme = SCHEME.exec(url);
  if (scheme) return SCHEMES.has(scheme[1]!.toLowerCase());
  return !url.startsWith('//');
}
