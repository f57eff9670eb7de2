import { describe, expect, it } from 'vitest';
import { matchRedirect, planRedirects, redirectFiles } from '../src/publish/discovery/redirects.js';
import { SitegenError } from '../src/errors.js';

const r = (from: string, to: string, caseInsensitive = false, status: 301 | 302 | 307 | 308 | 410 = 301) => ({ from, to, caseInsensitive, status });
const pages = new Set(['/', '/museo/', '/en/open-day/']);

describe('the redirect table (spec 2)', () => {
  it('normalises old paths and site targets with the trailing slash', () => {
    const { rules } = planRedirects([r('/antiguo', '/museo'), r('/old/', 'https://example.org/x?y=1')], pages);
    expect(rules).toEqual([
      { from: '/antiguo/', to: '/museo/', status: 301, caseInsensitive: false },
      { from: '/old/', to: 'https://example.org/x?y=1', status: 301, caseInsensitive: false },
    ]);
  });

  it('refuses script targets, loops and reserved paths, naming each redirect', () => {
    const bad = [r('/a/', 'javascript:alert(1)'), r('/Loop/', '/loop/', true), r('/page-data/x/', '/museo/')];
    let error: unknown;
    try {
      planRedirects(bad, pages);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(SitegenError);
    const message = (error as Error).message;
    expect(message).toContain('redirect /a/ → javascript:alert(1): the target must be a site path');
    expect(message).toContain('redirect /Loop/ → /loop/: the target is the old path itself');
    expect(message).toContain('redirect /page-data/x/ → /museo/: the old path is not usable');
  });

  it('refuses a target that a browser would read as another host (//host, /\\host, a tab or newline in the path), naming each', () => {
    // A Location of "/\\evil.com/" or "/\t/evil.com/" is followed to evil.com: such a target must be impossible.
    const hostile = ['//evil.com/', '/\\evil.com/', '/\\/evil.com', '/\t/evil.com/', '/\n/evil.com', '\\\\evil.com', 'https:evil.com', '//evil.com/%2e%2e/'];
    for (const to of hostile) {
      expect(() => planRedirects([r('/a/', to)], pages), to).toThrow(`redirect /a/ → ${to}: the target must be a site path`);
    }
    // Another host is possible only explicitly, as an absolute http(s) URL.
    expect(planRedirects([r('/a/', 'https://partner.example/x')], pages).rules[0]!.to).toBe('https://partner.example/x');
  });

  it('lets a published page win over a redirect from its path, and warns', () => {
    const { rules, warnings } = planRedirects([r('/MUSEO/', '/en/open-day/', true), r('/MUSEO/', '/en/open-day/')], pages);
    expect(rules.map((x) => x.caseInsensitive)).toEqual([false]);
    expect(warnings).toEqual(['redirect /MUSEO/ → /en/open-day/: ignored, a published page lives at /MUSEO/; unpublish the page or remove the redirect']);
  });

  it('matches exactly (slash optional), and ignores case only where the rule says so', () => {
    const { rules } = planRedirects([r('/Cursos/', '/museo/'), r('/Becas/', '/en/open-day/', true)], pages);
    expect(matchRedirect(rules, '/Cursos')?.to).toBe('/museo/');
    expect(matchRedirect(rules, '/cursos/')).toBeNull();
    expect(matchRedirect(rules, '/BECAS')?.to).toBe('/en/open-day/');
    expect(matchRedirect(rules, '/becas/')?.to).toBe('/en/open-day/');
    expect(matchRedirect(rules, '/otra/')).toBeNull();
  });

  it('writes _redirects, redirects.json and an escaped fallback page with a canonical link', () => {
    const { rules } = planRedirects([r('/en/old-news/', '/en/open-day/', false, 308), r('/x/', '/museo/?a="><script>')], pages);
    const files = redirectFiles(rules, 'https://www.example.edu');
    expect(files['_redirects']).toContain('/en/old-news/ /en/open-day/ 308\n/en/old-news /en/open-day/ 308\n');
    expect(JSON.parse(files['redirects.json']!).rules).toEqual(rules);
    const fallback = files['en/old-news/index.html']!;
    expect(fallback).toContain('lang="en-GB"');
    expect(fallback).toContain('<link rel="canonical" href="https://www.example.edu/en/open-day/"/>');
    expect(fallback).toContain('<meta http-equiv="refresh" content="0; url=/en/open-day/"/>');
    expect(fallback).toContain('<meta name="robots" content="noindex"/>');
    expect(fallback).toContain('This page has moved');
    expect(files['x/index.html']).toContain('lang="es-ES"');
    expect(files['x/index.html']).not.toContain('<script>');
    expect(files['x/index.html']).toContain('/museo/?a=&#34;&#62;&#60;script&#62;');
  });

  it('writes the same rules for nginx: exact locations with and without the slash, a case-insensitive one as a regular expression, quoted', () => {
    const { rules } = planRedirects([r('/en/old-news/', '/en/open-day/', false, 308), r('/Cursos/', '/museo/', true), r('/x/', '/museo/?a=$1"')], pages);
    expect(redirectFiles(rules, 'https://www.example.edu')['redirects.nginx']).toContain([
      'location = "/en/old-news/" { return 308 "/en/open-day/"; }',
      'location = "/en/old-news" { return 308 "/en/open-day/"; }',
      'location ~* "^/Cursos/?$" { return 301 "/museo/"; }',
      // nginx would read "$1" as a variable: the target keeps its meaning percent-encoded.
      'location = "/x/" { return 301 "/museo/?a=%241\\""; }',
    ].join('\n'));
  });

  it('publishes a gone path (410, DESIGN.md 10) in every format, with no target and no fallback page', () => {
    const { rules } = planRedirects([r('/taller-cerrado/', '', false, 410), r('/en/old-course/', '', false, 410)], pages);
    expect(rules).toEqual([
      { from: '/taller-cerrado/', to: '', status: 410, caseInsensitive: false },
      { from: '/en/old-course/', to: '', status: 410, caseInsensitive: false },
    ]);
    const files = redirectFiles(rules, 'https://www.example.edu');
    // Static hosts serve the language's 404 page with the status (Netlify's status rewrites).
    expect(files['_redirects']).toContain('/taller-cerrado/ /404/ 410\n/taller-cerrado /404/ 410\n/en/old-course/ /en/404/ 410\n');
    expect(JSON.parse(files['redirects.json']!).rules).toEqual(rules);
    expect(files['redirects.nginx']).toContain('location = "/taller-cerrado/" { return 410; }\nlocation = "/taller-cerrado" { return 410; }\n');
    expect(files['taller-cerrado/index.html']).toBeUndefined();
    // Only a 410 goes without a target.
    expect(() => planRedirects([r('/a/', '', false, 301)], pages)).toThrow('redirect /a/ → : the target must be a site path');
  });

  it('writes nothing for an empty table (the demo site has none)', () => {
    expect(redirectFiles([], 'https://www.example.edu')).toEqual({});
  });
});
