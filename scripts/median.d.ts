/** The median of `values` (the mean of the middle two for an even count). */
export function median(values: readonly number[]): number;
