import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { ApiError } from './content-store.js';
import { sqlOf, type SqlSource } from './sql/sqlite-sql.js';
import { tokensRepository } from './storage/tokens-repository.js';

/**
 * Bearer tokens for machines and developers (spec 6): random, shown once by `sitegen token
 * create`, stored only as a SHA-256 hash in the API's database (SQLite or PostgreSQL, through
 * server/storage/tokens-repository.ts), so every API instance over it accepts the same tokens.
 */
export type Role = 'editor' | 'visitor';

const sha = (text: string) => createHash('sha256').update(text).digest('hex');

export async function createToken(db: SqlSource, role: Role, name: string): Promise<string> {
  const token = `sg_${randomBytes(32).toString('base64url')}`;
  await tokensRepository(sqlOf(db)).insertToken({ name, role, hash: sha(token), createdAt: new Date().toISOString() });
  return token;
}

/** The bearer token a request sends: its role and name. 401 when none is sent or it is not valid. */
export async function tokenOf(db: SqlSource, req: IncomingMessage): Promise<{ role: Role; name: string }> {
  const header = req.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match) throw new ApiError(401, 'UNAUTHORIZED', 'Writes need a signed-in editor (sign in on the preview server\'s /__editor/sign-in page) or "Authorization: Bearer <token>" for a machine (`sitegen token create --role editor`).');
  const row = await tokensRepository(sqlOf(db)).tokenByHash(sha(match[1]!));
  if (!row) throw new ApiError(401, 'UNAUTHORIZED', 'The bearer token is not valid (unknown or revoked); create one with `sitegen token create --role editor`.');
  return row;
}

export async function roleOf(db: SqlSource, req: IncomingMessage): Promise<Role> {
  return (await tokenOf(db, req)).role;
}
