import { afterAll, beforeAll } from 'vitest';
import { startPrivatePostgres, type PrivatePostgres } from '../../scripts/private-postgres.js';

/**
 * A private PostgreSQL for one test file (scripts/private-postgres.js): started before its tests,
 * stopped and removed after. `fresh(name)` answers the URL of a new empty database on it.
 */
export function usePrivatePostgres(): { server: () => PrivatePostgres; fresh: (name: string) => Promise<string> } {
  let server: PrivatePostgres | undefined;
  let made = 0;
  beforeAll(async () => { server = await startPrivatePostgres(); }, 120_000);
  afterAll(async () => { await server?.stop(); });
  const get = () => {
    if (!server) throw new Error('The private PostgreSQL did not start (see the error of beforeAll).');
    return server;
  };
  return { server: get, fresh: (name) => get().newDatabase(`${name}_${++made}`) };
}
