import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readManifest } from '../../src/publish/manifest/manifest.js';
import { upcomingChangesAt } from '../../src/contract/upcoming.js';
import type { Sql } from '../../server/sql/sql.js';
import { runCli } from '../helpers/cli.js';
import { copyDemo, openLocation } from '../helpers/demo-db.js';
import { slow } from '../helpers/slow.js';

/**
 * The demo built on any day tells the truth about its events (spec 2, 3): the home page's
 * upcoming events are the next ones after that day, soonest first; the events page leads with
 * the next event and keeps the past ones after the coming ones; the open-day page lists only the
 * open days still to come. Built with the clock at several days (SITEGEN_BUILD_TIME), the same
 * content.
 */
const CLOCKS = ['2026-11-29T12:00:00+01:00', '2027-01-24T10:00:00+01:00', '2027-03-14T10:00:00+01:00'];

describe('events as of the day the site is built', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sitegen-upcoming-'));
  let db: string;
  let sql: Sql;
  /** Every event's day and whether it is an open day, per language. */
  let events: Record<string, { day: string; openDay: boolean }[]>;
  const outputs = new Map<string, string>();

  beforeAll(async () => {
    db = await copyDemo('upcoming');
    sql = await openLocation(db);
    const rows = await sql.all<{ locale: string; content: string; title: string }>("SELECT locale, content, title FROM items WHERE structured_data = 'EVENTS' AND status = 'published'");
    events = {};
    for (const r of rows) (events[r.locale] ??= []).push({ day: (JSON.parse(r.content) as { date: string }).date, openDay: /puertas abiertas|open day/i.test(r.title) });
    for (const clock of CLOCKS) {
      const out = join(dir, clock.slice(0, 10));
      const result = await runCli(['build', '--db', db, '--out', out, '--no-warm-images'], { cwd: dir, env: { ...process.env, SITEGEN_BUILD_TIME: clock } });
      expect(result.code, result.stderr).toBe(0);
      outputs.set(clock, out);
    }
  }, slow(600_000));
  afterAll(async () => { await sql?.close(); });

  /** The days of the cards in the section headed `heading` of a built page (else in its main content), in page order. */
  const daysUnder = (out: string, path: string, heading: string | null): string[] => {
    const html = readFileSync(join(out, path, 'index.html'), 'utf8');
    const at = heading === null ? html.indexOf('<main') : html.indexOf(`>${heading}</h2>`);
    expect(at, `${path} has a section "${heading}"`).toBeGreaterThan(-1);
    const section = html.slice(at, html.indexOf(heading === null ? '</main>' : '</section>', at));
    return [...section.matchAll(/<time dateTime="(\d{4}-\d\d-\d\d)"|<time datetime="(\d{4}-\d\d-\d\d)"/gi)].map((m) => m[1] ?? m[2]!);
  };
  const dayOf = (clock: string) => clock.slice(0, 10);
  const ahead = (locale: string, from: string, openDay = false) => events[locale]!.filter((e) => e.day >= from && (!openDay || e.openDay)).map((e) => e.day).sort();

  for (const clock of CLOCKS) {
    it(`built on ${dayOf(clock)}: the home pages show the next three events, soonest first, and are true until the day after the first`, async () => {
      const out = outputs.get(clock)!;
      const manifest = (await readManifest(out))!;
      for (const [path, heading, locale] of [['', 'Próximos eventos', 'es_ES'], ['en', 'Upcoming events', 'en_GB']] as const) {
        const shown = daysUnder(out, path, heading);
        expect(shown, `${path || '/'} at ${clock}`).toEqual(ahead(locale, dayOf(clock)).slice(0, 3));
        const until = manifest.pages[path ? `/${path}/` : '/']!.facts.validUntil;
        expect(until && Date.parse(until)).toBe(upcomingChangesAt([{ content: { date: shown[0] } }], dayOf(clock)));
      }
    });

    it(`built on ${dayOf(clock)}: the events page leads with the next event, the coming ones soonest first, then the past ones, latest first`, () => {
      const shown = daysUnder(outputs.get(clock)!, 'eventos', null);
      const from = dayOf(clock);
      const coming = ahead('es_ES', from);
      const past = events.es_ES!.map((e) => e.day).filter((d) => d < from).sort().reverse();
      expect(shown).toEqual([...coming, ...past].slice(0, shown.length));
      expect(shown.length).toBeGreaterThan(0);
    });

    it(`built on ${dayOf(clock)}: the open-day page lists only the open days still to come`, () => {
      const out = outputs.get(clock)!;
      expect(daysUnder(out, 'jornada-de-puertas-abiertas', 'Próximas jornadas')).toEqual(ahead('es_ES', dayOf(clock), true).slice(0, 3));
      expect(daysUnder(out, 'en/open-day', 'Coming open days')).toEqual(ahead('en_GB', dayOf(clock), true).slice(0, 3));
      // With none left, the list says so rather than showing a past one or an empty heading alone.
      const html = readFileSync(join(out, 'jornada-de-puertas-abiertas', 'index.html'), 'utf8');
      expect(html.includes('No hay fechas programadas por ahora'), clock).toBe(ahead('es_ES', dayOf(clock), true).length === 0);
    });
  }
});
