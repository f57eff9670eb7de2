// Search's own CPU per query, in one process without HTTP (server/search-engine.ts, as the API's
// route calls it). Reads from stdin the queries to warm up on (asked `rounds` times over) and
// those to measure (each asked once, so every figure is that of a query whose rows the engine had
// not kept), as [locale, query] pairs; writes the CPU time of each measured query, in ms, as one
// JSON line: the process's CPU around the call (SQLite runs in the calling thread; the garbage
// collector's helper threads count, as they do for a server). Bundled and run by
// scripts/bench-api.js (benchSearchCpu), which chooses the queries and reads the percentiles.
// Usage: node <bundle> <db> < {"warmUp": [...], "rounds": n, "queries": [...]}
import { readFileSync } from 'node:fs';
import { openSql } from '../server/sql/open-sql.js';
import { ContentStore } from '../server/content-store.js';
import { openSearchEngine } from '../server/search-engine.js';

type Query = [lang: string, query: string];
const input = JSON.parse(readFileSync(0, 'utf8')) as { warmUp: Query[]; rounds: number; queries: Query[] };

const sql = await openSql(process.argv[2]!, {});
try {
  const engine = await openSearchEngine(new ContentStore(sql));
  const ask = ([lang, query]: Query) => engine.search({ site: 'main', lang, query, page: 1, itemsPerPage: 10 });
  for (let round = 0; round < input.rounds; round++) for (const query of input.warmUp) await ask(query);
  const cpuMs: number[] = [];
  for (const query of input.queries) {
    const before = process.cpuUsage();
    await ask(query);
    const used = process.cpuUsage(before);
    cpuMs.push((used.user + used.system) / 1000);
  }
  process.stdout.write(`${JSON.stringify(cpuMs)}\n`);
} finally {
  await sql.close();
}
