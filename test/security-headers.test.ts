import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { headersFor, headerRules, parseHeadersFile, renderHeadersFile } from '../src/publish/discovery/headers-file.js';
import { ISLAND_EMBED_ORIGINS, sitePolicy } from '../src/publish/site-policy.js';
import { inlineSourcesOf, previewContentSecurityPolicy, siteContentSecurityPolicy } from '../src/security-headers.js';

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';
const none = { scripts: [], styles: [], frames: [] };

describe('the inline sources of rendered HTML (DESIGN.md 9)', () => {
  const html = '<html><head><script type="application/ld+json">{"a":1}</script><script type="application/json" id="x">[]</script>'
    + '<script type="module" src="/_sitegen/main.js"></script><script type="text/partytown" src="/a.js"></script>'
    + '<script type="text/partytown-snippet">pt()</script></head><body><div style="opacity:0.5"></div>'
    + '<div class="w" style="min-height:&quot;4&quot;px" data-consent-src="https://tour.example.org/embed?a=1&amp;b=2"></div>'
    + '<script>show()</script><script type="module">live()</script></body></html>';

  it('hashes exactly the scripts that run (the Partytown snippet too), not data, JSON-LD or external scripts', () => {
    expect(inlineSourcesOf(html).scripts).toEqual([hash('show()'), hash('live()'), hash('pt()')].sort());
  });

  it('hashes each style attribute as the browser reads it (entities decoded), and takes the origin of each consented frame', () => {
    const sources = inlineSourcesOf(html);
    expect(sources.styles).toEqual([hash('opacity:0.5'), hash('min-height:"4"px')].sort());
    expect(sources.frames).toEqual(['https://tour.example.org']);
  });

  it('follows the HTML: a changed inline script gets its new hash and loses the old one (nothing is hard-coded)', () => {
    const before = siteContentSecurityPolicy({ inline: inlineSourcesOf('<script>a()</script>'), publicApi: '/_api', imageHost: '/_img' });
    const after = siteContentSecurityPolicy({ inline: inlineSourcesOf('<script>b()</script>'), publicApi: '/_api', imageHost: '/_img' });
    expect(directive(before, 'script-src')).toBe(`script-src 'self' ${hash('a()')}`);
    expect(directive(after, 'script-src')).toBe(`script-src 'self' ${hash('b()')}`);
  });
});

describe('the site policy', () => {
  it('is strict: no unsafe-inline or eval for scripts, no plugins, no <base>, no framing; style attributes only by hash', () => {
    const csp = siteContentSecurityPolicy({ inline: inlineSourcesOf('<script>a()</script><p style="opacity:1">'), publicApi: '/_api', imageHost: '/_img' });
    expect(csp).not.toContain("'unsafe-inline'");
    expect(csp).not.toContain("'unsafe-eval'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(directive(csp, 'style-src')).toBe(`style-src 'self' ${hash('opacity:1')} 'unsafe-hashes'`);
    expect(directive(csp, 'form-action')).toBe("form-action 'self'");
  });

  it('allows the public API and the image host when they are other origins (--public-api, --image-host), and only their origins', () => {
    const csp = siteContentSecurityPolicy({ inline: none, publicApi: 'https://api.example.org/v1', imageHost: 'https://img.example.org/_img' });
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self' https://api.example.org");
    expect(directive(csp, 'form-action')).toBe("form-action 'self' https://api.example.org");
    expect(directive(csp, 'img-src')).toBe("img-src 'self' data: https://img.example.org");
  });

  it('allows the integrations\' script hosts and the players an island can switch to', () => {
    const csp = sitePolicy([none], { publicApi: '/_api', imageHost: '/_img' }, { integrations: [{ src: 'https://tags.example.net/t.js' }, { src: '/analytics/a.js' }] as never });
    expect(directive(csp, 'script-src')).toBe("script-src 'self' https://tags.example.net");
    for (const origin of ISLAND_EMBED_ORIGINS) expect(directive(csp, 'frame-src')).toContain(origin);
    expect(ISLAND_EMBED_ORIGINS).toContain('https://www.youtube-nocookie.com');
  });

  it('the editor\'s preview allows style attributes inline (edited live) but still no inline script without its hash', () => {
    const csp = previewContentSecurityPolicy({ inline: inlineSourcesOf('<script>live()</script><p style="opacity:1">'), publicApi: '/_api', imageHost: '/_img' });
    expect(directive(csp, 'style-src')).toBe("style-src 'self' 'unsafe-inline'");
    expect(directive(csp, 'script-src')).toBe(`script-src 'self' ${hash('live()')}`);
  });
});

describe('the _headers file', () => {
  it('reads back what it writes, and gives a path the headers of every rule matching it', () => {
    const rules = headerRules("default-src 'self'");
    expect(parseHeadersFile(renderHeadersFile(rules))).toEqual(rules);
    const asset = headersFor(rules, '/_sitegen/main-X.js');
    expect(asset['Content-Security-Policy']).toBe("default-src 'self'");
    expect(asset['Cache-Control']).toBe('public, max-age=31536000, immutable');
    expect(headersFor(rules, '/en/')['Cache-Control']).toBeUndefined();
    expect(headersFor(rules, '/en/')['X-Frame-Options']).toBe('DENY');
  });
});
