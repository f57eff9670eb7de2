import sanitizeHtml from 'sanitize-html';
import { describe, expect, it } from 'vitest';
import { isSanitized, RICH_TEXT_RULES, sanitizeRichText } from '../modules/sanitize-rich-text.js';
import { openSql } from '../server/sql/open-sql.js';
import { seededSqliteFile } from './helpers/seeded.js';

// sanitizeRichText returns a text unchanged, without sanitize-html, when isSanitized says
// sanitize-html would (spec 9 build performance; spec 11 sanitised CMS content). The rule that
// matters is that the result is always exactly sanitize-html's: these tests compare the two,
// and check that the shortcut is taken where it should be (else it is dead code, and slow).
const library = (html: string) => sanitizeHtml(html, RICH_TEXT_RULES);

/** Every string of a stored page that holds markup, however deep. */
function markupIn(value: unknown, out: string[]): string[] {
  if (typeof value === 'string') { if (/<[a-z]/i.test(value)) out.push(value); } else if (value && typeof value === 'object') for (const v of Object.values(value)) markupIn(v, out);
  return out;
}

/** A small seeded generator, so a failure names a case that can be run again. */
function random(seed: number) {
  let s = seed >>> 0;
  return (n: number) => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (((t ^ (t >>> 14)) >>> 0) % n);
  };
}

const WORDS = ['Diseño', 'y', 'datos', '&amp;', '&lt;', '&gt;', '"citas"', "l'atelier", '·', '—', ' ', '\n', '\t', 'x', '2026'];
const URLS = ['/grados/diseno/', '/en/news/?page=2&amp;tag=a', 'https://example.org/a#b', 'http://example.org', 'mailto:info@example.org', 'tel:+34910000000', '#top', 'HTTPS://EXAMPLE.ORG/', 'java&amp;script:x'];
/** URLs sanitize-html drops (or that the shortcut leaves to it). */
const NAUGHTY = ['javascript:alert(1)', 'JavaScript:alert(1)', 'vbscript:x', 'data:text/html,x', '//evil.example/', 'pagina:2', 'ftp://example.org/'];
const url = (pick: (n: number) => number) => (pick(10) === 0 ? NAUGHTY[pick(NAUGHTY.length)]! : URLS[pick(URLS.length)]!);
const INLINE = ['strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'span', 'abbr', 'a'];

function attributes(tag: string, pick: (n: number) => number): string {
  const name = (list: string[]) => list[pick(list.length)]!;
  if (tag === 'a') return pick(4) === 0 ? '' : ` href="${url(pick)}"${pick(3) === 0 ? ` title="${name(WORDS)}"` : ''}${pick(6) === 0 ? ' hreflang="en"' : ''}`;
  if (tag === 'span' && pick(2) === 0) return ' lang="en"';
  if (tag === 'abbr' && pick(2) === 0) return ' title="Universidad &quot;X&quot;"';
  if (tag === 'th' && pick(2) === 0) return ' scope="col"';
  return '';
}

const element = (tag: string, pick: (n: number) => number, children: string) => `<${tag}${attributes(tag, pick)}>${children}</${tag}>`;
const many = (pick: (n: number) => number, one: () => string) => Array.from({ length: 1 + pick(3) }, one).join('');

/** Text-level content: words, line breaks, images, inline elements. */
function phrasing(pick: (n: number) => number, depth: number): string {
  return many(pick, () => {
    const kind = pick(depth > 3 ? 2 : 5);
    if (kind === 0) return WORDS[pick(WORDS.length)]!;
    if (kind === 1) return pick(3) === 0 ? `<img src="${url(pick)}" alt="Foto" width="10" />` : '<br />';
    return element(INLINE[pick(INLINE.length)]!, pick, phrasing(pick, depth + 1));
  });
}

/** Markup in sanitize-html's own form, nested as an editor writes it (most are fixed points; naughty URLs are not). */
function tree(pick: (n: number) => number, depth: number): string {
  return many(pick, () => {
    const kind = pick(depth > 2 ? 2 : 8);
    if (kind === 0) return phrasing(pick, depth);
    if (kind === 1) return element(['p', 'h2', 'h3', 'h4'][pick(4)]!, pick, phrasing(pick, depth + 1));
    if (kind === 2) return '<hr />';
    if (kind === 3) return element(pick(2) === 0 ? 'ul' : 'ol', pick, many(pick, () => element('li', pick, pick(2) === 0 ? phrasing(pick, depth + 1) : tree(pick, depth + 1))));
    if (kind === 4) return element('blockquote', pick, tree(pick, depth + 1));
    if (kind === 5) return element('figure', pick, `<img src="${url(pick)}" alt="Foto" />${element('figcaption', pick, phrasing(pick, depth + 1))}`);
    const row = () => element('tr', pick, many(pick, () => element(pick(3) === 0 ? 'th' : 'td', pick, phrasing(pick, depth + 1))));
    return element('table', pick, pick(2) === 0 ? many(pick, row) : element('thead', pick, row()) + element('tbody', pick, many(pick, row)));
  });
}

/** Single changes that sanitize-html may well not keep: case, spacing, quoting, entities, hostile tags and attributes, stray characters. */
const MUTATIONS = ['<P>', '<p >', '<br>', '<br/>', '<p/>', "<a href='/x'>", '<a href=/x>', '<a href="">', '<a href="/x" href="/y">', '<a target="_blank" href="/x">',
  '<a href="/x" onclick="steal()">', '<p class="x">', '<script>alert(1)</script>', '<style>p{}</style>', '<!-- c -->', '<![CDATA[x]]>', '<?x?>', '&quot;', '&nbsp;', '&#60;',
  '&amp', '& ', '>', '<', '< p', '\u0000', '\r', '</p>', '</br>', '</x>', '<svg><p>', '<math>', '<textarea>', '<title>', '<td>', '<li>', '<ul>', '<h2>', '<tbody>',
  '<img src="javascript:alert(1)" />', '<img src="/a.jpg">', '<a href="jav&#x09;ascript:x">', '<a href="  /x">', '<a href="/x y">', '<a href="\\\\evil">', '<IMG SRC=x onerror=alert(1)>',
  '<a href="https://x/&lt;!--">', '<iframe src="/x"></iframe>', '<b title="x">', '<span lang="">', '<img alt="" src="/a.jpg" />', '<a href="/x"title="y">', '<a  href="/x">',
  // Whole elements, so only where they land decides: htmlparser2 closes an open <p> before a block, an <li> before an <li>…
  '<p>x</p>', '<ul><li>x</li></ul>', '<li>x</li>', '<td>x</td>', '<th>x</th>', '<tr><td>x</td></tr>', '<tbody><tr><td>x</td></tr></tbody>', '<h2>x</h2>', '<hr />',
  '<blockquote>x</blockquote>', '<figure>x</figure>', '<table><tr><td>x</td></tr></table>', '<a href="/x" href="/y">x</a>', '<a title="a" title="b">x</a>', '<a href="/x" target="_blank">x</a>'];

function mutate(html: string, pick: (n: number) => number): string {
  // Half the changes land just after a tag, where an inserted element keeps the markup well formed.
  const ends = [...html.matchAll(/>/g)].map((m) => m.index + 1);
  const at = ends.length > 0 && pick(2) === 0 ? ends[pick(ends.length)]! : pick(html.length + 1);
  const change = pick(3);
  if (change === 0) return html.slice(0, at) + MUTATIONS[pick(MUTATIONS.length)] + html.slice(at);
  if (change === 1) return html.slice(0, at) + html.slice(at + 1 + pick(4));
  return html.slice(0, at) + html.slice(at, at + 1).toUpperCase() + html.slice(at + 1);
}

describe('rich text sanitising (sanitizeRichText)', () => {
  it('gives exactly what sanitize-html gives, for generated markup and changes to it', () => {
    const pick = random(20261128);
    let shortcut = 0;
    let cases = 0;
    for (let i = 0; i < 4000; i++) {
      const clean = tree(pick, 0);
      for (const html of [clean, mutate(clean, pick), mutate(mutate(clean, pick), pick)]) {
        cases++;
        const expected = library(html);
        if (isSanitized(html)) {
          shortcut++;
          // A text let through unchanged must be one sanitize-html gives back unchanged.
          if (expected !== html) expect({ case: i, html, got: html }).toEqual({ case: i, html, got: expected });
        }
        if (sanitizeRichText(html) !== expected) expect({ case: i, html, got: sanitizeRichText(html) }).toEqual({ case: i, html, got: expected });
      }
    }
    // Both paths were exercised: a good share of the cases went each way.
    expect(shortcut).toBeGreaterThan(cases * 0.15);
    expect(shortcut).toBeLessThan(cases * 0.85);
  });

  it('never lets hostile markup through unchanged', () => {
    const hostile = [
      '<p onclick="steal()">x</p>', '<a href="javascript:alert(1)">x</a>', '<a href="JAVASCRIPT:alert(1)">x</a>', '<a href="&#106;avascript:alert(1)">x</a>', '<a href="jav&#x09;ascript:alert(1)">x</a>', '<a href="data:text/html,x">x</a>', '<a href="vbscript:x">x</a>',
      '<a href="//evil.example/">x</a>', '<a href=" javascript:alert(1)">x</a>', '<img src="javascript:alert(1)" />', '<script>alert(1)</script>',
      '<p>a</p><script>alert(1)</script>', '<svg onload="alert(1)"></svg>', '<iframe src="https://evil.example/"></iframe>', '<a href="/x" target="_blank">x</a>',
      '<p style="background:url(javascript:alert(1))">x</p>', '<a href="jav&lt;!-- --&gt;ascript:alert(1)">x</a>', '<p>x<!-- <script> --></p>', '<p>1 < 2</p>',
    ];
    for (const html of hostile) {
      expect(isSanitized(html), html).toBe(false);
      expect(sanitizeRichText(html), html).toBe(library(html));
    }
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
  });

  it('leaves to sanitize-html every nesting its parser closes implicitly', () => {
    // htmlparser2 8's openImpliesClose, for the allowed tags: opening the first closes the second when it is on top.
    const pairs = [['tr', 'tr'], ['tr', 'th'], ['tr', 'td'], ['th', 'th'], ['td', 'thead'], ['td', 'th'], ['td', 'td'], ['li', 'li'], ['tbody', 'thead'], ['tbody', 'tbody'],
      ...['p', 'h2', 'h3', 'h4', 'blockquote', 'figcaption', 'figure', 'hr', 'ol', 'table', 'ul'].map((opener) => [opener, 'p'])];
    for (const [opener, top] of pairs) {
      const inner = opener === 'hr' ? '<hr />' : `<${opener}>b</${opener}>`;
      const html = `<${top}>a${inner}c</${top}>`;
      expect(library(html), html).not.toBe(html);
      expect(isSanitized(html), html).toBe(false);
      expect(sanitizeRichText(html)).toBe(library(html));
    }
  });

  it('takes the shortcut for the demo’s stored rich text, and gives what sanitize-html gives', async () => {
    const sql = await openSql(await seededSqliteFile('sanitize'));
    try {
      const rows = await sql.all<{ published_json: string | null }>("SELECT published_json FROM pages WHERE status = 'published'");
      const texts = rows.flatMap((row) => (row.published_json ? markupIn(JSON.parse(row.published_json), []) : []));
      expect(texts.length).toBeGreaterThan(500);
      let shortcut = 0;
      for (const html of texts) {
        expect(sanitizeRichText(html)).toBe(library(html));
        if (isSanitized(html)) shortcut++;
      }
      // Stored text was sanitised as it was written: nearly all of it is in sanitize-html's form.
      expect(shortcut / texts.length).toBeGreaterThan(0.9);
    } finally {
      await sql.close();
    }
  });
});
