import * as z from 'zod';
import { LocaleSchema } from './schemas.js';

// Apart from editor-scope.ts, whose rule the editor's browser code uses without zod.

/** A section: a path prefix with its slashes, such as /claustro/ or /en/blog/. */
export const SectionSchema = z.string().max(200).regex(/^\/([a-z0-9-]+\/)*$/, 'a section is a path prefix such as /blog/ or /en/blog/ (lower case, digits and hyphens, with its slashes)');

/** A scope as the admin API and `sitegen editor add` take it. */
export const ScopeSchema = z.object({
  languages: z.array(LocaleSchema).max(LocaleSchema.options.length).default([]),
  sections: z.array(SectionSchema).max(50).default([]),
});
