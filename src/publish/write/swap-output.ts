import { promises as fs } from 'node:fs';

/** The swap stage: replaces output/ with the staging folder (two renames), the old tree removed afterwards. */
export async function swapOutput(staging: string, outDir: string): Promise<void> {
  const old = `${outDir}.old-${process.pid}`;
  let hadOutput = true;
  try {
    await fs.rename(outDir, old);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    hadOutput = false;
  }
  try {
    await fs.rename(staging, outDir);
  } catch (error) {
    if (hadOutput) await fs.rename(old, outDir);
    throw error;
  }
  if (hadOutput) await fs.rm(old, { recursive: true, force: true });
}
