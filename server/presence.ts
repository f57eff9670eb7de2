import type { IncomingMessage } from 'node:http';
import type { ContentStore } from './content-store.js';
import { PRESENCE_BEAT_MS } from '../modules/presence.js';
import { pageRow, requireEditor } from './editing.js';
import { actorName } from '../modules/actor-name.js';

/**
 * Who else has a page open in the editor (spec 4, editor mode: two editors on one page know it
 * before either loses work). Each editor's tab says so every PRESENCE_BEAT_MS (modules/presence.ts; PUT …/presence)
 * and answers with the others seen within PRESENCE_TTL_MS; closing the tab says it is gone
 * (DELETE). Kept in the database, which every API instance shares; a row older than the TTL is
 * nobody, and rows long gone are cleared as others arrive.
 */
/** Three beats missed: the tab is gone (closed without saying so, or its machine asleep). */
export const PRESENCE_TTL_MS = 3 * PRESENCE_BEAT_MS;


export async function beat(store: ContentStore, req: IncomingMessage, site: string, id: number, now = Date.now()): Promise<{ others: { name: string }[] }> {
  const { actor } = await requireEditor(store.sql, req);
  const page = await pageRow(store.sql, site, id);
  const at = new Date(now).toISOString();
  const sql = store.sql;
  await sql.run('DELETE FROM page_presence WHERE seen_at < ?', [new Date(now - 10 * PRESENCE_TTL_MS).toISOString()]);
  await sql.run('INSERT INTO page_presence (page_id, actor, seen_at) VALUES (?, ?, ?) ON CONFLICT (page_id, actor) DO UPDATE SET seen_at = excluded.seen_at', [page.id, actor, at]);
  const others = await sql.all<{ actor: string }>('SELECT actor FROM page_presence WHERE page_id = ? AND actor <> ? AND seen_at >= ? ORDER BY actor',
    [page.id, actor, new Date(now - PRESENCE_TTL_MS).toISOString()]);
  return { others: others.map((o) => ({ name: actorName(o.actor) })) };
}

export async function leave(store: ContentStore, req: IncomingMessage, site: string, id: number): Promise<{ left: true }> {
  const { actor } = await requireEditor(store.sql, req);
  const page = await pageRow(store.sql, site, id);
  await store.sql.run('DELETE FROM page_presence WHERE page_id = ? AND actor = ?', [page.id, actor]);
  return { left: true };
}
