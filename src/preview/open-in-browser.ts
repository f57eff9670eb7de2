import { spawn } from 'node:child_process';

/**
 * Whether `sitegen preview` opens its URL (spec 4, editor mode): for a person at a terminal — stdout is a
 * TTY, not in CI — unless `--no-open`.
 */
export function shouldOpenBrowser(options: { open: boolean; isTTY: boolean; env: NodeJS.ProcessEnv }): boolean {
  const ci = options.env.CI;
  return options.open && options.isTTY && (ci === undefined || ci === '' || ci === '0' || ci === 'false');
}

/** `$BROWSER` (a command given the URL as its argument) when set, else the system's opener. */
export function browserCommand(url: string, env: NodeJS.ProcessEnv, platform: NodeJS.Platform): { command: string; args: string[] } {
  if (env.BROWSER) return { command: env.BROWSER, args: [url] };
  if (platform === 'darwin') return { command: 'open', args: [url] };
  // `start`'s first quoted argument is a window title: an empty one keeps the URL as the target.
  if (platform === 'win32') return { command: 'cmd', args: ['/c', 'start', '""', url] };
  return { command: 'xdg-open', args: [url] };
}

/**
 * Opens the URL without waiting for the browser; resolves false when the opener could not be
 * started (the caller has printed the URL, so the person can open it themselves).
 */
export function openInBrowser(url: string, env: NodeJS.ProcessEnv = process.env, platform: NodeJS.Platform = process.platform): Promise<boolean> {
  const { command, args } = browserCommand(url, env, platform);
  return new Promise((resolve) => {
    try {
      const child = spawn(command, args, { detached: true, stdio: 'ignore', windowsVerbatimArguments: platform === 'win32' });
      child.once('error', () => resolve(false));
      child.once('spawn', () => {
        child.unref();
        resolve(true);
      });
    } catch {
      resolve(false);
    }
  });
}
