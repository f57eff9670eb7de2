/** A cold against a warmed variant request for `originals` distinct demo originals, through `sitegen api` over a copy of `db`. */
export function benchImages(db: string, originals?: number): Promise<{ variant: string; originals: number; coldMedianMs: number; warmMedianMs: number; coldMaxMs: number; warmMaxMs: number }>;
export const VARIANT: string;
