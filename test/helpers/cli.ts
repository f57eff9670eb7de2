import { spawn } from 'node:child_process';
import { join } from 'node:path';

export const repoRoot = join(import.meta.dirname, '..', '..');
const cli = join(repoRoot, 'bin', 'sitegen.js');

export interface CliResult { code: number | null; stdout: string; stderr: string }

/** Runs the compiled CLI as a person would, and collects its output. */
export function runCli(args: string[], options: {
  cwd?: string; env?: NodeJS.ProcessEnv;
  /** kill the CLI after this long (a command that should have refused to start) */ killAfterMs?: number;
  /** called with all of stderr so far as each part arrives, while the CLI still runs */ onStderr?: (stderr: string) => void;
} = {}): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cli, ...args], {
      cwd: options.cwd ?? repoRoot,
      env: { ...process.env, CI: '1', ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => { stdout += d.toString(); });
    child.stderr.on('data', (d: Buffer) => {
      stderr += d.toString();
      options.onStderr?.(stderr);
    });
    const timer = options.killAfterMs === undefined ? undefined : setTimeout(() => child.kill(), options.killAfterMs);
    child.on('error', reject);
    child.on('close', (code) => { clearTimeout(timer); resolve({ code, stdout, stderr }); });
  });
}

/** The last JSON line of a `--json` run. */
export function jsonSummary(result: CliResult): Record<string, unknown> {
  const line = result.stdout.trim().split('\n').pop() ?? '';
  try {
    return JSON.parse(line) as Record<string, unknown>;
  } catch {
    throw new Error(`no JSON summary in stdout:\n${result.stdout}\nstderr:\n${result.stderr}`);
  }
}
