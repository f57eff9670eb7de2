import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fg from 'fast-glob';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { IMAGE_PREFIX } from '../../server/start-api-server.js';
import { findBrokenLinks, type BrokenLink, type LinkCheckOptions } from '../helpers/find-broken-links.js';
import { serveSite } from '../helpers/browser.js';
import { untilStalled } from '../helpers/progress-watchdog.js';
import { slow } from '../helpers/slow.js';

const out = inject('demoOutput');
let site: Awaited<ReturnType<typeof serveSite>>;
beforeAll(async () => { site = await serveSite(out, inject('demoDb')); });
afterAll(async () => { await site?.close(); });

/** The site's public origin, as its pages' canonical and hreflang URLs use it. */
const siteOrigin = new URL(/<link rel="canonical" href="([^"]+)"/.exec(readFileSync(join(out, 'index.html'), 'utf8'))![1]!).origin;

function options(): LinkCheckOptions {
  return {
    siteOrigin,
    imagePrefix: IMAGE_PREFIX,
    apiPrefix: '/_api',
    // Through the real image host (sharp), as a browser would ask for it.
    fetchImage: async (url) => {
      const response = await fetch(site.url + url, { method: 'HEAD' });
      return response.ok ? null : `HTTP ${response.status}`;
    },
  };
}

/** One line per broken link and reason (how many files, the first few), then every file → link. */
function describeBroken(broken: BrokenLink[]): string {
  const groups = new Map<string, string[]>();
  for (const b of broken) groups.set(`${b.link}: ${b.reason}`, [...(groups.get(`${b.link}: ${b.reason}`) ?? []), b.file]);
  const summary = [...groups].map(([key, files]) => `${key} (${files.length} files: ${files.slice(0, 3).join(', ')}${files.length > 3 ? ', …' : ''})`);
  return [...summary, '', ...broken.map((b) => `${b.file} → ${b.link}: ${b.reason}`)].join('\n');
}

describe('links in the built output', () => {
  it('the checker finds each kind of broken link (so zero means something)', async () => {
    const dir = mkdtempSync(join(inject('workDir'), 'links-'));
    mkdirSync(join(dir, 'a'));
    writeFileSync(join(dir, 'a/index.html'), '<p id="here">A</p>');
    writeFileSync(join(dir, 'site.css'), 'body{background:url("/missing.png")} p{background:url(data:image/png;base64,AA==)}');
    writeFileSync(join(dir, 'index.html'), [
      '<a href="/a/">ok</a><a href="/a/#here">ok</a><a href="#self">ok</a><p id="self"></p><a href="https://elsewhere.example/x">external</a>',
      `<a href="${siteOrigin}/a/">own origin</a><form action="/_api/forms/1"></form><img src="/_api/anything" alt="">`,
      '<a href="/b/">missing page</a><a href="/a">no slash</a><a href="/a/#nowhere">missing id</a><a href="#gone">missing local id</a>',
      '<a href="javascript:alert(1)">js</a><img src="/_img/w_10/x.jpg" alt=""><img srcset="/_img/c_cover/q_75/w_640/h_0/p_center/t_none/f_webp/img/none.jpg 640w" alt="">',
      '<div style="background-image:url(&quot;/gone.jpg&quot;)"></div><video poster="/poster.jpg"></video><link rel="stylesheet" href="/site.css">',
      `<meta property="og:image" content="${siteOrigin}/nope.png">`,
    ].join(''));
    const { broken } = await findBrokenLinks(dir, options());
    expect(broken.map((b) => `${b.file} ${b.link}`).sort()).toEqual([
      'index.html #gone', 'index.html /_img/c_cover/q_75/w_640/h_0/p_center/t_none/f_webp/img/none.jpg', 'index.html /_img/w_10/x.jpg',
      'index.html /a', 'index.html /a/#nowhere', 'index.html /b/', 'index.html /gone.jpg', 'index.html /poster.jpg',
      `index.html ${siteOrigin}/nope.png`, 'index.html javascript:alert(1)', 'site.css /missing.png',
    ].sort());
  });

  it('a check that stops making progress fails, saying how far it got (so the crawl below has a limit)', async () => {
    const dir = mkdtempSync(join(inject('workDir'), 'links-stalled-'));
    writeFileSync(join(dir, 'index.html'), '<img src="/_img/c_cover/q_75/w_640/h_0/p_center/t_none/f_webp/img/x.jpg" alt="">');
    const hanging = { ...options(), fetchImage: () => new Promise<string | null>(() => {}) };
    await expect(untilStalled(300, (progress) => findBrokenLinks(dir, hanging, progress))).rejects.toThrow('no progress for 0.3 s after 1 steps (last: index.html)');
  });

  it('every internal link, asset, image and fragment of every page resolves', { timeout: slow(20 * 60_000) }, async () => {
    // The whole crawl's time grows with the site and the machine; what must not happen is a crawl
    // that stops moving: no file read and no image answered in 30 s (times the slow factor). The
    // test's own timeout above is only a backstop.
    const started = Date.now();
    const { broken, checked, sourceImages } = await untilStalled(slow(30_000), (progress) => findBrokenLinks(out, options(), progress));
    expect(broken, `${broken.length} broken links:\n${describeBroken(broken)}`).toEqual([]);
    // Each of the ~1,250 pages links to its header, footer, styles and scripts at the very least.
    console.log(`${checked} internal links checked (${sourceImages} source images through the image host) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    expect(checked).toBeGreaterThan(20 * fg.sync('**/*.html', { cwd: out }).length);
  });
});
