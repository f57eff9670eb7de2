import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sql } from '../../server/sql/sql.js';
import { runCli } from '../helpers/cli.js';
import { emptyDatabase, openLocation } from '../helpers/demo-db.js';
import { slow } from '../helpers/slow.js';
import { copyOutput, snapshotTree } from '../helpers/tree.js';

/**
 * The demo is placed around the day it is seeded (content/calendar.ts; spec 3's events): seeded
 * and built on any day, a fresh clone reads as a school's site would that day — past events in
 * the past, the coming year's ahead with an open day among them, the next intake's start, fee
 * year and deadlines after the day, the copyright of the year — and no link leads nowhere
 * (`--strict`). The same day seeds the same bytes. Days in each part of the school year, none of
 * them the day the texts were written for.
 */
const DAYS = ['2027-06-15', '2027-09-20', '2028-04-02'];

type Row = { path: string; json: string };

describe('the demo seeded on another day', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sitegen-seed-calendar-'));
  const seeded = new Map<string, { db: string; out: string; sql: Sql }>();

  beforeAll(async () => {
    for (const day of DAYS) {
      const db = await emptyDatabase(`seed-${day}`);
      const seed = await runCli(['content', 'seed', '--db', db, '--day', day], { cwd: dir });
      expect(seed.code, seed.stderr).toBe(0);
      const out = join(dir, day);
      const build = await runCli(['build', '--db', db, '--out', out, '--no-warm-images', '--strict'], { cwd: dir, env: { ...process.env, SITEGEN_BUILD_TIME: `${day}T10:00:00+02:00` } });
      expect(build.code, `${day}: ${build.stderr}`).toBe(0);
      seeded.set(day, { db, out, sql: await openLocation(db) });
    }
  }, slow(900_000));
  afterAll(async () => { for (const { sql } of seeded.values()) await sql.close(); });

  const html = (day: string, path: string) => readFileSync(join(seeded.get(day)!.out, path, 'index.html'), 'utf8');
  const timesIn = (page: string, from: string, to: string) => {
    const at = page.indexOf(from);
    expect(at, `a section "${from}"`).toBeGreaterThan(-1);
    const section = page.slice(at, page.indexOf(to, at));
    return [...section.matchAll(/<time dateTime="(\d{4}-\d\d-\d\d)/gi)].map((m) => m[1]!);
  };
  const inMonths = (day: string, months: number) => {
    const d = new Date(`${day}T12:00:00Z`);
    d.setUTCMonth(d.getUTCMonth() + months);
    return d.toISOString().slice(0, 10);
  };

  for (const day of DAYS) {
    it(`seeded on ${day}: the coming events lead, an open day is ahead, and recent events are past`, async () => {
      const { sql } = seeded.get(day)!;
      const events = (await sql.all<{ locale: string; content: string; title: string }>("SELECT locale, content, title FROM items WHERE structured_data = 'EVENTS'"))
        .map((r) => ({ locale: r.locale, day: (JSON.parse(r.content) as { date: string }).date, openDay: /puertas abiertas|open day/i.test(r.title) }));
      const spanish = events.filter((e) => e.locale === 'es_ES');
      expect(spanish.filter((e) => e.day < day).length, 'events of the last weeks, taken place').toBeGreaterThan(0);
      expect(Math.max(...spanish.filter((e) => e.day < day).map((e) => Date.parse(e.day)))).toBeGreaterThan(Date.parse(inMonths(day, -2)));
      expect(spanish.every((e) => e.day < inMonths(day, 12)), 'nothing placed more than a year ahead').toBe(true);

      const home = timesIn(html(day, ''), '>Próximos eventos</h2>', '</section>');
      expect(home).toHaveLength(3);
      expect(home.every((d) => d >= day)).toBe(true);
      const openDays = timesIn(html(day, 'jornada-de-puertas-abiertas'), '>Próximas jornadas</h2>', '</section>');
      expect(openDays.length, 'an open day still to come').toBeGreaterThan(0);
      expect(openDays[0]! >= day && openDays[0]! < inMonths(day, 8)).toBe(true);
      expect(openDays[0]).toBe(spanish.filter((e) => e.openDay && e.day >= day).map((e) => e.day).sort()[0]);
      const english = timesIn(html(day, 'en/open-day'), '>Coming open days</h2>', '</section>');
      expect(english[0]).toBe(openDays[0]);
    });

    it(`seeded on ${day}: the programmes start after it, their fees and deadlines are of that intake, the copyright of its year`, async () => {
      const { sql } = seeded.get(day)!;
      const programmes = await sql.all<Row>("SELECT path, published_json AS json FROM pages WHERE template_type = 'ProgramDetail'");
      expect(programmes.length).toBeGreaterThan(0);
      for (const p of programmes) {
        const facts = (JSON.parse(p.json) as { structuredDataContent: { startDate: string; price: { academicYear: string } } }).structuredDataContent;
        expect(facts.startDate > day && facts.startDate < inMonths(day, 13), `${p.path} starts ${facts.startDate}`).toBe(true);
        const year = Number(facts.startDate.slice(0, 4));
        expect(facts.price.academicYear, p.path).toBe(`${year}-${year + 1}`);
        // The page says the year it charges for, never the year before.
        const page = html(day, p.path.replace(/^\/|\/$/g, ''));
        expect(page).toContain(`${year}-${year + 1}`);
        expect(page).not.toContain(`${year - 1}-${year}`);
      }
      const intake = Number((JSON.parse(programmes[0]!.json) as { structuredDataContent: { startDate: string } }).structuredDataContent.startDate.slice(0, 4));
      // The scholarships (their own records) are applied for before the intake they pay for, and
      // the fees page shows each deadline.
      const scholarships = await sql.all<{ content: unknown }>("SELECT content FROM items WHERE structured_data = 'SCHOLARSHIPS' AND locale = 'es_ES'");
      const deadlines = scholarships.map((s) => (typeof s.content === 'string' ? JSON.parse(s.content) as { deadline: string } : s.content as { deadline: string }).deadline);
      expect(deadlines.length).toBeGreaterThan(0);
      const fees = html(day, 'tarifas-y-becas');
      for (const deadline of deadlines) {
        expect(Number(deadline.slice(0, 4)), deadline).toBe(intake);
        expect(fees).toMatch(new RegExp(`datetime="${deadline}"`, 'i'));
      }
      expect(html(day, '')).toContain(`© ${day.slice(0, 4)} `);
      expect(html(day, 'en')).toContain(`© ${day.slice(0, 4)} `);
    });
  }

  it('the same day seeds the same content, and another day other dates', async () => {
    const again = await emptyDatabase('seed-again');
    expect((await runCli(['content', 'seed', '--db', again, '--day', DAYS[0]!], { cwd: dir })).code).toBe(0);
    const other = await openLocation(again);
    try {
      const dump = (sql: Sql) => sql.all<{ id: number; path: string; json: string }>('SELECT id, path, published_json AS json FROM pages ORDER BY id');
      const first = seeded.get(DAYS[0]!)!.sql;
      expect(await dump(other)).toEqual(await dump(first));
      expect(await dump(seeded.get(DAYS[1]!)!.sql)).not.toEqual(await dump(first));
    } finally {
      await other.close();
    }
  });

  it('seeded on another day into the database of an earlier build, and built into its output, gives the bytes of a fresh build of that day, its manifest too', async () => {
    // A developer's `npm run demo` on a later day, over the last one's database and output: the
    // incremental build keeps a page whose hash has not changed, and a list page's hash carries
    // its sources' versions, so those must tell one seed's content from another's.
    const [earlier, later] = [DAYS[0]!, DAYS[1]!];
    const db = await emptyDatabase('seed-over');
    expect((await runCli(['content', 'seed', '--db', db, '--day', earlier], { cwd: dir })).code).toBe(0);
    const out = join(dir, 'over');
    copyOutput(seeded.get(earlier)!.out, out);
    expect((await runCli(['content', 'seed', '--db', db, '--day', later], { cwd: dir })).code).toBe(0);
    const build = await runCli(['build', '--db', db, '--out', out, '--no-warm-images', '--strict'], { cwd: dir, env: { ...process.env, SITEGEN_BUILD_TIME: `${later}T10:00:00+02:00` } });
    expect(build.code, build.stderr).toBe(0);
    const hashes = (tree: ReturnType<typeof snapshotTree>) => new Map([...tree].map(([file, { hash }]) => [file, hash]));
    // Every published file, the build's own manifest too: the facts it keeps of each page (its
    // publication date among them, which the feeds and sitemaps are made from) are that day's.
    const fresh = hashes(snapshotTree(seeded.get(later)!.out));
    const over = hashes(snapshotTree(out));
    const differing = [...new Set([...fresh.keys(), ...over.keys()])].filter((file) => fresh.get(file) !== over.get(file));
    expect(differing.slice(0, 10)).toEqual([]);
  }, slow(300_000));

  it('a day that is not one is refused, naming the option and what it allows', async () => {
    const db = await emptyDatabase('seed-bad-day');
    const result = await runCli(['content', 'seed', '--db', db, '--day', '15/06/2027'], { cwd: dir });
    expect(result.code).not.toBe(0);
    expect(result.stderr).toMatch(/--day/);
    expect(result.stderr).toMatch(/YYYY-MM-DD/);
  });
});
