import { execFile, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

/** The W3C Nu HTML checker (npm `vnu-jar`) on the system's Java. */
const jar = String(createRequire(import.meta.url)('vnu-jar'));

export interface VnuMessage { type: string; subType?: string; url?: string; lastLine?: number; firstColumn?: number; lastColumn?: number; message: string; extract?: string }

/** Java 17+ from the system (never downloaded): a clear message when it is missing. */
export function requireJava(): void {
  const probe = spawnSync('java', ['-version'], { encoding: 'utf8' });
  const major = Number(/version "(?:1\.)?(\d+)/.exec(probe.stderr ?? '')?.[1] ?? 0);
  if (probe.error || probe.status !== 0 || major < 17) {
    throw new Error(`the Nu HTML checker (${jar}) needs Java 17 or newer on the PATH, and "java -version" `
      + `${probe.error || probe.status !== 0 ? `failed (${probe.error?.message ?? probe.stderr.trim()})` : `says ${major}`}: `
      + 'on Debian or Ubuntu run "sudo apt-get install default-jre-headless"');
  }
}

/**
 * A JVM tuned for one short run: the client compiler only (TieredStopAtLevel=1; the optimising
 * compiler's warm-up costs more CPU than a run of a few dozen pages can pay back), with the larger
 * thread stack the checker's schema needs under it (it overflows the default), and the serial
 * collector (no GC threads competing on two cores). Measured on the demo's sample pages: about
 * 2.8 s of CPU instead of 6.2 s, the same report.
 */
const JVM_OPTIONS = ['-XX:TieredStopAtLevel=1', '-Xss16m', '-XX:+UseSerialGC'];

/** One JVM for every file (the checker takes seconds to start): errors only, as JSON. */
export function runVnu(files: string[]): Promise<VnuMessage[]> {
  return new Promise((resolve, reject) => {
    execFile('java', [...JVM_OPTIONS, '-jar', jar, '--format', 'json', '--errors-only', ...files], { maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      // Exit status 1 means "errors found"; the report is JSON on stderr.
      try {
        resolve((JSON.parse(stderr || stdout) as { messages: VnuMessage[] }).messages);
      } catch {
        reject(new Error(`the Nu HTML checker did not report JSON (${error?.message ?? 'no error'}): ${stderr.slice(0, 500)}`));
      }
    });
  });
}

