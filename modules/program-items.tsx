import * as z from 'zod';
import { ProgramFactsSchema } from '../src/contract/schemas.js';
import { DistributedSchema } from './fields.js';

/**
 * A programme as a distributor delivers it (structured data PROGRAMS): its card fields and its
 * facts (src/contract/schemas.ts ProgramFactsSchema), the same object as its page's
 * structuredDataContent. Comparison and fee tables read these, never figures typed into the page
 * they sit on, so a programme's price is written in one place (its page) and shown everywhere.
 */
export const ProgramItemSchema = z.looseObject({
  id: z.number(),
  relatedPage: z.object({ pageId: z.number(), url: z.string() }).nullable(),
  content: ProgramFactsSchema.extend({ title: z.string().min(1), shortName: z.string().optional() }),
});
export type ProgramItem = z.infer<typeof ProgramItemSchema>;

/** A module listing programmes from a distributor (title, data, queriedItems as programmes). */
export const ProgramDistributedSchema = {
  ...DistributedSchema,
  queriedItems: z.array(ProgramItemSchema).default([]),
};

// The cells themselves carry no schema library, so the finder's island can load them (runtime/islands.ts).
export * from './program-cells.js';
