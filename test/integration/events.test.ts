import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { pagesAsBuilt } from '../helpers/built-pages.js';
import { readManifest, type Manifest } from '../../src/publish/manifest/manifest.js';
import { utcDateTime } from '../../src/contract/event-calendar.js';
import { startStaticServer } from '../../src/serve/static-server.js';
import { parseIcs } from '../helpers/parse-ics.js';

/**
 * Every event page of the demo build has its calendar file (spec 3, 4: the event's date, time
 * and place, in calendars): written with the page, listed among its files in the manifest, with
 * the page's title and times, linked from the page while the event is still to come, and served
 * as text/calendar.
 */
describe('event calendar files in the build', () => {
  const out = inject('demoOutput');
  let manifest: Manifest;
  let serve: Awaited<ReturnType<typeof startStaticServer>>;
  /** The event pages as rendered (the content API, as the build asked it: page-data no longer repeats the page). */
  let built: Map<string, Awaited<ReturnType<typeof pagesAsBuilt>> extends Map<string, infer P> ? P : never>;
  beforeAll(async () => {
    manifest = (await readManifest(out))!;
    built = await pagesAsBuilt(events().map(([path]) => path));
    serve = await startStaticServer({ root: out });
  });
  afterAll(async () => { await serve?.close(); });

  const events = () => Object.entries(manifest.pages).filter(([, p]) => p.facts.template === 'EventDetail');

  it('every event page has its .ics among its files, with the page\'s title, start and end', () => {
    expect(events().length, 'the demo has events in both languages').toBeGreaterThanOrEqual(40);
    for (const [path, entry] of events()) {
      const ics = Object.keys(entry.files).find((f) => f.endsWith('.ics'));
      expect(ics, `${path} lists no .ics in the manifest`).toBe(`${path.slice(1)}${path.split('/').filter(Boolean).pop()}.ics`);
      expect(existsSync(join(out, ics!)), ics).toBe(true);
      const { title, structuredDataContent } = built.get(path)!;
      const event = structuredDataContent as { startDate: string; endDate: string };
      const parsed = parseIcs(readFileSync(join(out, ics!), 'utf8'));
      expect(parsed.text('VCALENDAR/VEVENT/SUMMARY'), path).toBe(title);
      expect(parsed.props['VCALENDAR/VEVENT/DTSTART']!.value, path).toBe(utcDateTime(event.startDate));
      expect(parsed.props['VCALENDAR/VEVENT/DTEND']!.value, path).toBe(utcDateTime(event.endDate));
      expect(parsed.text('VCALENDAR/VEVENT/URL'), path).toMatch(new RegExp(`${path}$`));
    }
  });

  it('an upcoming event\'s page links to its .ics; a past one says it has taken place instead', () => {
    let upcoming = 0;
    let past = 0;
    for (const [path, entry] of events()) {
      const html = readFileSync(join(out, path.slice(1), 'index.html'), 'utf8');
      const ics = `/${Object.keys(entry.files).find((f) => f.endsWith('.ics'))}`;
      if (Date.parse((built.get(path)!.structuredDataContent as { endDate: string }).endDate) > Date.now()) {
        upcoming++;
        expect(html, path).toContain(`href="${ics}"`);
      } else {
        past++;
        expect(html, path).not.toContain(`href="${ics}"`);
        expect(html, path).toMatch(/Este evento ya se ha celebrado|This event has taken place/);
      }
    }
    expect(upcoming + past).toBe(events().length);
    expect(past, 'the demo has past events (from November 2026)').toBeGreaterThan(0);
  });

  it('sitegen serve answers an .ics as text/calendar', async () => {
    const [path, entry] = events()[0]!;
    const ics = Object.keys(entry.files).find((f) => f.endsWith('.ics'))!;
    const answer = await fetch(`${serve.url}/${ics}`);
    expect(answer.status, path).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(await answer.text()).toMatch(/^BEGIN:VCALENDAR\r\n/);
  });
});
