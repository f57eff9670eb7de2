/** A one-line progress bar on a TTY (stderr); silent elsewhere (CI logs stay clean). */
export function createProgress(label: string, stream: NodeJS.WriteStream = process.stderr) {
  const enabled = Boolean(stream.isTTY) && !process.env.CI;
  let last = 0;
  return {
    update(done: number, total: number, what = label) {
      if (!enabled) return;
      const now = Date.now();
      if (done < total && now - last < 50) return;
      last = now;
      const width = 30;
      const filled = total === 0 ? width : Math.round((done / total) * width);
      stream.write(`\r${what} [${'#'.repeat(filled)}${' '.repeat(width - filled)}] ${done}/${total}`);
    },
    done() {
      if (enabled) stream.write('\r\x1b[2K');
    },
  };
}

/**
 * "1,246": a count as en-GB writes it. Whole numbers are grouped here rather than by
 * toLocaleString, whose first call loads the ICU data (tens of ms), at the end of every
 * command: a one-path rebuild whose page formats nothing would pay it for its summary line
 * alone (spec 9: a one-path rebuild in 0.35 s).
 */
export function formatNumber(n: number): string {
  if (!Number.isSafeInteger(n)) return n.toLocaleString('en-GB');
  return `${n < 0 ? '-' : ''}${String(Math.abs(n)).replace(/\B(?=(\d{3})+$)/g, ',')}`;
}
