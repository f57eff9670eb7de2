/** The editor's Publish until the page's new HTML is on disk, through `sitegen preview` over copies of `db` and `out`. */
export function benchPublish(db: string, out: string, runs?: number): Promise<{ path: string; runs: number; medianMs: number; maxMs: number; minMs: number; samplesMs: number[] }>;
