/** Replaces the pages and items of a seeded SQLite file with `count` plain pages (title, five paragraphs, ten links). */
export function replaceWithPlainPages(db: string, count?: number): void;
export function benchPeers(rounds?: number): unknown;
export function printPeers(report: unknown): void;
