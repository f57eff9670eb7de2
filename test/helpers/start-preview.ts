import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot } from './cli.js';

/**
 * `sitegen preview <args>` in a child process (its port ephemeral, `--port 0` among the args):
 * the child, to end after the test, and the URL it prints once it is serving. A preview that
 * exits first rejects with what it printed.
 */
export function startPreview(args: string[], env: NodeJS.ProcessEnv = process.env): { child: ChildProcess; url: Promise<string> } {
  // Without a test's own --autosave, none: a test says when its editor saves, and a save on its
  // own at a moment that depends on the machine's speed would change what the test is about (a
  // conflict, an unsaved change surviving). The autosave has its own test (editor-autosave).
  const autosave = args.includes('--autosave') ? [] : ['--autosave', '0'];
  // Likewise no timed catch-up: every 30 s an editor-mode preview brings its output folder up to
  // date, which in a test's empty folder is a build of the whole demo, competing for the CPU with
  // the test it serves. The catch-up has its own test (preview-catch-up).
  const catchUp = args.includes('--catch-up') ? [] : ['--catch-up', '0'];
  const child = spawn(process.execPath, [join(repoRoot, 'bin', 'sitegen.js'), 'preview', ...args, ...autosave, ...catchUp], { stdio: ['ignore', 'pipe', 'pipe'], env });
  const url = new Promise<string>((resolve, reject) => {
    let text = '';
    child.stdout!.on('data', (d: Buffer) => {
      text += d.toString();
      const match = /previewing (http:\/\/\S+)/.exec(text);
      if (match) resolve(match[1]!);
    });
    child.stderr!.on('data', (d: Buffer) => { text += d.toString(); });
    child.once('exit', (code) => reject(new Error(`preview exited ${code}: ${text}`)));
  });
  return { child, url };
}
