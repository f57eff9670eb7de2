// Search's own CPU per query, in one process without HTTP (server/search-engine.ts, as the API's
// route calls it): the judged tuning queries of both languages, each asked once after a warm-up
// on the held-out set's (other queries), so every figure is that of a query whose rows the engine
// had not kept. Per query: the process's CPU time around the call (SQLite runs in the calling thread; the
// garbage collector's helper threads count, as they do for a server). Bundled and run by
// scripts/bench-api.js; prints one JSON line.
// Usage, from the repository's root: node <bundle> <db>
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { openSql } from '../server/sql/open-sql.js';
import { ContentStore } from '../server/content-store.js';
import { openSearchEngine } from '../server/search-engine.js';

type JudgedSet = Record<'es_ES' | 'en_GB', { q: string }[]>;
const load = (file: string) => JSON.parse(readFileSync(join('test', 'search-quality', file), 'utf8')) as JudgedSet;
const LANGS = ['es_ES', 'en_GB'] as const;
// The held-out queries asked five times over first, as the HTTP measure's two seconds at 200
// requests/s ask them: until V8 has compiled the hot code, its compiler threads' CPU counts too.
const WARM_UP_ROUNDS = 5;

const sql = await openSql(process.argv[2]!, {});
try {
  const engine = await openSearchEngine(new ContentStore(sql));
  const ask = (lang: string, query: string) => engine.search({ site: 'main', lang, query, page: 1, itemsPerPage: 10 });
  for (let round = 0; round < WARM_UP_ROUNDS; round++) for (const lang of LANGS) for (const { q } of load('held-out.json')[lang]) await ask(lang, q);
  const cpuMs: number[] = [];
  for (const lang of LANGS) {
    for (const { q } of load('judgements.json')[lang]) {
      const before = process.cpuUsage();
      await ask(lang, q);
      const used = process.cpuUsage(before);
      cpuMs.push((used.user + used.system) / 1000);
    }
  }
  cpuMs.sort((a, b) => a - b);
  const at = (p: number) => Math.round(cpuMs[Math.min(cpuMs.length - 1, Math.ceil(p * cpuMs.length) - 1)]! * 100) / 100;
  const mean = cpuMs.reduce((a, b) => a + b, 0) / cpuMs.length;
  process.stdout.write(`${JSON.stringify({ queries: cpuMs.length, p50Ms: at(0.5), p95Ms: at(0.95), p99Ms: at(0.99), meanMs: Math.round(mean * 100) / 100 })}\n`);
} finally {
  await sql.close();
}
