/**
 * The backend the test suite's shared content lives on (DESIGN "production shape": the same
 * contract and behaviour on SQLite and PostgreSQL). `SITEGEN_TEST_BACKEND=postgres npm test`
 * (npm run test:postgres) runs the whole suite with the demo content in PostgreSQL; the default is
 * the embedded SQLite file.
 */
export function testBackend(env: NodeJS.ProcessEnv = process.env): 'sqlite' | 'postgres' {
  const value = env.SITEGEN_TEST_BACKEND ?? 'sqlite';
  if (value !== 'sqlite' && value !== 'postgres') {
    throw new Error(`SITEGEN_TEST_BACKEND is "${value}": use sqlite (the default) or postgres.`);
  }
  return value;
}

/**
 * A new database on the server of `adminUrl`, a copy of `template` (which nobody may be
 * connected to), and its URL. PostgreSQL copies a template file by file: much faster than
 * seeding again, and a test's writes never reach another's copy.
 */
export async function copyDatabase(adminUrl: string, template: string, name: string): Promise<string> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const quote = (id: string) => `"${id.replace(/"/g, '')}"`;
    await client.query(`CREATE DATABASE ${quote(name)} TEMPLATE ${quote(template)}`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${encodeURIComponent(name)}`;
  return url.href;
}
