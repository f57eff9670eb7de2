import type { Role } from '../tokens.js';
import type { Sql } from '../sql/sql.js';

/**
 * Bearer tokens as stored (table tokens): a name, a role and the token's SHA-256, never the
 * token itself (spec 6). Which requests a token lets through is server/tokens.ts's.
 */
export interface TokensRepository {
  insertToken(token: { name: string; role: Role; hash: string; createdAt: string }): Promise<void>;
  /** The token whose SHA-256 is `hash`, if one was created. */
  tokenByHash(hash: string): Promise<{ role: Role; name: string } | undefined>;
}

/** The tokens' storage over `sql`, either database (the same SQL). */
export function tokensRepository(sql: Sql): TokensRepository {
  return {
    async insertToken({ name, role, hash, createdAt }) {
      await sql.run('INSERT INTO tokens (name, role, hash, created_at) VALUES (?, ?, ?, ?)', [name, role, hash, createdAt]);
    },
    tokenByHash: (hash) => sql.get<{ role: Role; name: string }>('SELECT role, name FROM tokens WHERE hash = ?', [hash]),
  };
}
