import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { templateRegistry } from '../../templates/registry.js';
import { samplePages } from '../helpers/sample-pages.js';
import { slow } from '../helpers/slow.js';
import { requireJava, runVnu, type VnuMessage } from '../helpers/vnu.js';

/**
 * The published markup is valid HTML (WCAG 2.2 AA relies on it: names and roles only mean what
 * the HTML standard says they mean): the W3C Nu HTML checker (npm `vnu-jar`, run on the system's
 * Java) reports no error on one page of every template in both languages of the demo build.
 */
const outDir = inject('demoOutput');
const samples = [...samplePages(outDir)];
/**
 * Pages whose modules the template samples above do not reach: the fees table and scholarships,
 * the comparison on the parents' page, and the programme whose title and breadcrumb hold two
 * acronyms (<abbr>).
 */
const extraPages = [
  ['fees', '/tarifas-y-becas/'], ['fees', '/en/fees-and-scholarships/'],
  ['comparison', '/padre-madre-fp/'], ['comparison', '/en/father-mother-fp/'],
  ['acronyms', '/doble-grado-superior-en-desarrollo-de-aplicaciones-multiplataforma-y-web/'], ['acronyms', '/en/double-degree-in-multi-platform-and-web-application-development/'],
] as const;

/** "es_ES /contacto/ (BasicTemplate) line 2, columns 10–80: message [extract]" */
function describeMessage(m: VnuMessage, pageOf: Map<string, string>): string {
  const file = m.url?.startsWith('file:') ? fileURLToPath(m.url) : m.url ?? '?';
  const where = pageOf.get(file) ?? relative(outDir, file);
  return `${where} line ${m.lastLine ?? '?'}, columns ${m.firstColumn ?? '?'}–${m.lastColumn ?? '?'}: ${m.message}${m.extract ? ` [${m.extract.trim()}]` : ''}`;
}

describe('valid HTML (W3C Nu HTML checker)', () => {
  let messages: VnuMessage[] = [];
  let fixtureDir = '';
  const pageOf = new Map<string, string>();

  beforeAll(async () => {
    requireJava();
    // A page with the faults this suite once had, checked in the same run: proof that a pass
    // means something.
    fixtureDir = mkdtempSync(join(tmpdir(), 'sitegen-vnu-'));
    const bad = join(fixtureDir, 'invalid.html');
    writeFileSync(bad, '<!DOCTYPE html><html lang="en"><head><title>x</title></head><body><div popover aria-label="Menu"></div><form action="" method="get"></form></body></html>');
    pageOf.set(bad, 'fixture');
    for (const [key, path] of [...samples, ...extraPages]) pageOf.set(join(outDir, path, 'index.html'), `${path} (${key}) ${relative(outDir, join(outDir, path, 'index.html'))}`);
    messages = (await runVnu([...pageOf.keys()])).filter((m) => m.type === 'error' || m.subType === 'fatal');
  }, slow(180_000));
  afterAll(() => rmSync(fixtureDir, { recursive: true, force: true }));

  it('the checker itself catches invalid markup (so a pass means something)', () => {
    const fixture = messages.filter((m) => m.url && fileURLToPath(m.url).startsWith(fixtureDir)).map((m) => m.message);
    expect(fixture).toEqual(expect.arrayContaining([
      expect.stringContaining('“aria-label” attribute must not be specified on any “div” element'),
      expect.stringContaining('Bad value “” for attribute “action” on element “form”'),
    ]));
  });

  it('checks one page of every template in both languages', () => {
    const missing = Object.keys(templateRegistry).flatMap((type) => ['es_ES', 'en_GB'].filter((l) => !samples.some(([key]) => key === `${type} ${l}`)).map((l) => `${type} ${l}`));
    expect(missing).toEqual([]);
  });

  it('reports no error on any of them', () => {
    const errors = messages.filter((m) => !(m.url && fileURLToPath(m.url).startsWith(fixtureDir))).map((m) => describeMessage(m, pageOf));
    expect(errors).toEqual([]);
  });
});
