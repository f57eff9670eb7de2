/** The editor's Publish until the page's new HTML is on disk, through `sitegen preview` over copies of `db` and `out`. */
export function benchPublish(db: string, out: string, runs?: number): Promise<{ path: string; runs: number; medianMs: number; maxMs: number; minMs: number; samplesMs: number[] }>;

export interface ArticlePublishKind { medianMs: number; maxMs: number; samplesMs: number[]; rebuilt: number; changed: number }
/** Publish of the most-shown (or the typical) English article, its text alone (`own`) and what its cards show (`card`), interleaved. */
export function benchArticlePublish(db: string, out: string, runs?: number, pick?: 'most-shown' | 'typical'): Promise<{ path: string; pick: string; shownBy: number; pages: number; runs: number; own: ArticlePublishKind; card: ArticlePublishKind; ratio: number }>;
export function printArticlePublish(result: Awaited<ReturnType<typeof benchArticlePublish>>): string;
