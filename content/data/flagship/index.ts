import { part0 } from './part-0.js';
import { part1 } from './part-1.js';
import { part2 } from './part-2.js';
import { part3 } from './part-3.js';
import type { FlagshipText } from './types.js';

export type { FlagshipText } from './types.js';

/**
 * The newest forty articles of each language, written in full (spec 2: pieces that read as
 * their own, among several hundred): the ones the home page, the news and blog lists and their
 * feeds show first. Keyed by the Spanish title the plan gives them.
 */
export const flagshipTexts: ReadonlyMap<string, FlagshipText> = new Map([...part0, ...part1, ...part2, ...part3].map((text) => [text.title, text]));
