import { describe, expect, it } from 'vitest';
import { browserCommand, openInBrowser, shouldOpenBrowser } from '../src/preview/open-in-browser.js';

/** `sitegen preview` opens its URL for a person at a terminal (spec 4, editor mode). */
describe('opening the preview in a browser', () => {
  it('only on a terminal, outside CI, and never with --no-open', () => {
    expect(shouldOpenBrowser({ open: true, isTTY: true, env: {} })).toBe(true);
    expect(shouldOpenBrowser({ open: true, isTTY: true, env: { CI: 'false' } })).toBe(true);
    expect(shouldOpenBrowser({ open: false, isTTY: true, env: {} })).toBe(false);
    expect(shouldOpenBrowser({ open: true, isTTY: false, env: {} })).toBe(false);
    expect(shouldOpenBrowser({ open: true, isTTY: true, env: { CI: '1' } })).toBe(false);
    expect(shouldOpenBrowser({ open: true, isTTY: true, env: { CI: 'true' } })).toBe(false);
  });

  it('with $BROWSER when set, else the system opener', () => {
    const url = 'http://127.0.0.1:4321/en/contact/';
    expect(browserCommand(url, { BROWSER: '/usr/bin/firefox' }, 'linux')).toEqual({ command: '/usr/bin/firefox', args: [url] });
    expect(browserCommand(url, {}, 'linux')).toEqual({ command: 'xdg-open', args: [url] });
    expect(browserCommand(url, {}, 'darwin')).toEqual({ command: 'open', args: [url] });
    expect(browserCommand(url, {}, 'win32')).toEqual({ command: 'cmd', args: ['/c', 'start', '""', url] });
  });

  it('reports an opener that cannot start instead of failing', async () => {
    expect(await openInBrowser('http://127.0.0.1/', { BROWSER: '/nonexistent/browser' }, 'linux')).toBe(false);
  });
});
