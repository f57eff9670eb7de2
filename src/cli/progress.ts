/** A one-line progress bar on a TTY (stderr); silent elsewhere (CI logs stay clean). */
export function createProgress(label: string, stream: NodeJS.WriteStream = process.stderr) {
  const enabled = Boolean(stream.isTTY) && !process.env.CI;
  let last = 0;
  return {
    update(done: number, total: number) {
      if (!enabled) return;
      const now = Date.now();
      if (done < total && now - last < 50) return;
      last = now;
      const width = 30;
      const filled = total === 0 ? width : Math.round((done / total) * width);
      stream.write(`\r${label} [${'#'.repeat(filled)}${' '.repeat(width - filled)}] ${done}/${total}`);
    },
    done() {
      if (enabled) stream.write('\r\x1b[2K');
    },
  };
}

export function formatNumber(n: number): string {
  return n.toLocaleString('en-GB');
}
