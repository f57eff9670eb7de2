// The benches' content API: `sitegen api` in a process of its own on an ephemeral port, so what
// they measure crosses a real socket as a site's browsers and builds do.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const cli = join(fileURLToPath(new URL('..', import.meta.url)), 'bin', 'sitegen.js');

/** Starts `sitegen api --db db [...args]` and resolves with its URL and a way to stop it. */
export async function startApi(db, args = []) {
  const child = spawn(process.execPath, [cli, 'api', '--port', '0', '--db', db, ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
  const url = await new Promise((resolve, reject) => {
    let text = '';
    child.stdout.on('data', (d) => {
      text += d;
      const match = /on (http:\/\/\S+) over/.exec(text);
      if (match) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`sitegen api exited (${code})`)));
  });
  // close() resolves once the process has gone (callers that remove its database wait for it).
  return { url, pid: child.pid, close: () => new Promise((resolve) => { if (child.exitCode !== null || child.signalCode !== null) resolve(); else { child.once('exit', resolve); child.kill('SIGTERM'); } }) };
}
