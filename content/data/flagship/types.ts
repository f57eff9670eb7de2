import type { Bi } from '../types.js';

/**
 * An article written in full (spec 2: pieces that read as their own): the words of a planned
 * article whose Spanish title it names, in place of the plan's lead and paragraphs. The title
 * stays the plan's, so the article keeps its place, its form, its topic and its address.
 */
export interface FlagshipText { title: string; standfirst: Bi; paragraphs: Bi[] }
