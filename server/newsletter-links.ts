import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Sql } from './sql/sql.js';

/**
 * The newsletter's signed links (server/newsletter.ts): which sign-up and what to do with it,
 * signed with a key the database keeps, and the state they change.
 */
export type NewsletterAction = 'confirm' | 'leave';
/** What a signed link does: a newsletter's confirm and leave, an event registration's cancel (server/event-cancel.ts). */
export type LinkAction = NewsletterAction | 'cancel';

const KEY_NAME = 'newsletter-links';

/** The signing key, made at random by the first instance that needs it and read by every other. */
const keys = new WeakMap<Sql, Promise<string>>();
export function linkKey(sql: Sql): Promise<string> {
  // Once per connection: the key never changes, and every link's page and e-mail would otherwise write to read it.
  let key = keys.get(sql);
  if (!key) {
    key = readLinkKey(sql);
    keys.set(sql, key);
    key.catch(() => keys.delete(sql));
  }
  return key;
}

async function readLinkKey(sql: Sql): Promise<string> {
  await sql.run('INSERT INTO link_keys (name, secret) VALUES (?, ?) ON CONFLICT (name) DO NOTHING', [KEY_NAME, randomBytes(32).toString('base64url')]);
  return (await sql.get<{ secret: string }>('SELECT secret FROM link_keys WHERE name = ?', [KEY_NAME]))!.secret;
}

/** What each action's signature covers: a token made for one action opens no other (the newsletter's texts are those its links were first signed with). */
const SIGNED: Record<LinkAction, string> = { confirm: 'newsletter confirm', leave: 'newsletter leave', cancel: 'event cancel' };
const mac = (key: string, id: number, action: LinkAction) => createHmac('sha256', key).update(`${SIGNED[action]} ${id}`).digest('base64url').slice(0, 32);

export function linkToken(key: string, id: number, action: LinkAction): string {
  return `${id}.${mac(key, id, action)}`;
}

/** The submission a token names for `action`, or null when it was not made with this key for it. */
export function tokenSubmission(key: string, token: string, action: LinkAction): number | null {
  const match = /^(\d{1,15})\.([\w-]{32})$/.exec(token);
  if (!match) return null;
  const id = Number(match[1]);
  const expected = Buffer.from(mac(key, id, action));
  const sent = Buffer.from(match[2]!);
  return expected.length === sent.length && timingSafeEqual(expected, sent) ? id : null;
}

/** The absolute links of a sign-up's e-mails: `publicApi` (a path on the site, or a URL) resolved against the site's address. */
export function newsletterLinks(key: string, id: number, publicApi: string | undefined, domainUrl: string): Record<NewsletterAction, string> {
  const base = new URL(`${(publicApi ?? '/_api').replace(/\/+$/, '')}/newsletter/`, `${domainUrl.replace(/\/+$/, '')}/`).href;
  return { confirm: `${base}confirm?t=${linkToken(key, id, 'confirm')}`, leave: `${base}leave?t=${linkToken(key, id, 'leave')}` };
}

/** The link in a registration's e-mails that cancels it and frees its places: `{publicApi}/events/cancel?t=…`. */
export function cancelLink(key: string, id: number, publicApi: string | undefined, domainUrl: string): string {
  return new URL(`${(publicApi ?? '/_api').replace(/\/+$/, '')}/events/cancel?t=${linkToken(key, id, 'cancel')}`, `${domainUrl.replace(/\/+$/, '')}/`).href;
}

/** A sign-up's state, for the CRM's payload and the inbox. */
export async function newsletterState(sql: Sql, id: number): Promise<{ confirmedAt: string | null; leftAt: string | null }> {
  const row = await sql.get<{ confirmed_at: string | null; left_at: string | null }>('SELECT confirmed_at, left_at FROM newsletter_states WHERE submission_id = ?', [id]);
  return { confirmedAt: row?.confirmed_at ?? null, leftAt: row?.left_at ?? null };
}

