import { connect } from 'node:net';
import { expect } from 'vitest';

/**
 * Paths that try to make a server redirect off the site, and the check that every Location it
 * answers stays on it (a single "/" followed by neither "/" nor "\", no control character).
 */

/** One raw HTTP/1.1 request with the path exactly as given (fetch and http.request would normalise or refuse it). */
export function rawGet(base: string, path: string): Promise<{ status: number; location: string | null; head: string }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(`GET ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nConnection: close\r\n\r\n`));
    let data = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => { data += chunk; });
    socket.on('error', reject);
    socket.on('close', () => {
      const head = data.split('\r\n\r\n', 1)[0] ?? '';
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0);
      const location = /^location: (.*)$/im.exec(head)?.[1] ?? null;
      resolve({ status, location, head });
    });
  });
}

/** Where a browser on the site would go when it follows this Location. */
const followed = (location: string) => new URL(location, 'https://site.example/x/y/');

export function expectSameOrigin(path: string, answer: { status: number; location: string | null }) {
  expect(answer.status, `${path} answered ${answer.status}`).toBeGreaterThan(0);
  if (answer.location === null) return;
  expect(answer.location, `${path} → ${answer.location}`).toMatch(/^\/(?![/\\])/);
  expect(answer.location, `${path} → ${answer.location}`).not.toMatch(/[\t\n\r\0]/);
  expect(followed(answer.location).host, `${path} → ${answer.location}`).toBe('site.example');
}

/** The hostile paths: ways to spell "another host" or to climb out, with and without a page behind them. */
export function hostilePaths(page: string): string[] {
  const hosts = ['evil.com', 'evil.com/', 'evil.com/x', '127.0.0.1:1/'];
  const prefixes = [
    '//', '///', '/.//', '/./', '/././/', '/\\', '/\\\\', '/%5C', '/%5c/', '/%2F%2F', '/%2f/', '/%2F/%2F', '/.%2F/', '/%2e//', '/%2E%2E//',
    '/x/..//', '/x/../..//', '/x/%2e%2e//', '/..//', '/../', '/%09/', '/%0A/', '/%0D%0A/', '/%00/', '/%20/', '/%E3%80%80/', '/%09%2F',
    '/./%5C', '/;/', '/%3B//', '/@', '/:@/', '/%40/',
  ];
  const paths = new Set<string>();
  for (const prefix of prefixes) {
    for (const host of hosts) paths.add(`${prefix}${host}`);
    paths.add(`${prefix}${page.slice(1)}`);
    paths.add(`${prefix}${page.slice(1, -1)}`);
    paths.add(`${prefix}${page.slice(1, -1)}?next=//evil.com`);
  }
  for (const p of ['/.//clubes', '//clubes', '/.//clubes/', '/clubes//', '/clubes/.', '/clubes/..', '/clubes/./', '/clubes%2F', '//', '/.', '/..', '/%2e', '/?//evil.com']) paths.add(p);
  return [...paths];
}
