import * as z from 'zod';
import type { ModuleProps } from './fields.js';
import { Island } from './island.js';
import { FINDER_PARAMS, ProgramFinderView, type ProgramFinderProps } from './program-finder-view.js';
import { ProgramDistributedSchema, ProgramItemSchema } from './program-items.js';
import type { ScholarshipFacts } from './scholarship-cells.js';
import { ScholarshipItemSchema } from './scholarships.js';

/**
 * The programme finder (spec 2, programme list): every programme its distributor delivers, to
 * filter and compare. Its figures are the programmes' own records (spec 3, one source of truth),
 * the same the programme pages, comparisons and fees table show.
 */
export const ProgramFinderSchema = z.object({
  ...ProgramDistributedSchema,
  /** Programmes, and the scholarships (SCHOLARSHIPS) the comparison says apply to each. */
  queriedItems: z.array(z.union([ScholarshipItemSchema.extend({ structuredData: z.literal('SCHOLARSHIPS') }), ProgramItemSchema])).default([]),
  /** A line under the heading: what the finder does. */
  intro: z.string().default(''),
});
type Fields = z.infer<typeof ProgramFinderSchema>;

export function ProgramFinder({ fields, root, context }: ModuleProps<Fields>) {
  const scholarships: ScholarshipFacts[] = [];
  const items: z.infer<typeof ProgramItemSchema>[] = [];
  for (const item of fields.queriedItems) {
    if (item.structuredData === 'SCHOLARSHIPS') scholarships.push(item.content as ScholarshipFacts);
    else items.push(item as z.infer<typeof ProgramItemSchema>);
  }
  if (items.length === 0) return null;
  const id = `finder-${root['data-editor-id']}`;
  // Only what the finder shows travels with the page: no abstracts or images.
  const props: ProgramFinderProps = {
    id, locale: context.locale,
    programmes: items.map(({ id: itemId, relatedPage, content }) => {
      const { abstract: _abstract, image: _image, ...facts } = content as typeof content & { abstract?: unknown; image?: unknown };
      return { id: itemId, relatedPage: relatedPage ? { url: relatedPage.url } : null, content: facts };
    }),
    scholarships,
  };
  return (
    <section {...root} className="finder-module" aria-labelledby={fields.title ? `${id}-title` : undefined}>
      {fields.title && <h2 id={`${id}-title`}>{fields.title}</h2>}
      {fields.intro && <p className="finder-module__intro">{fields.intro}</p>}
      {/* Near the top of the studies page: it runs when shown; an address with its filters or a
          comparison opens it at once. */}
      <Island name="ProgramFinder" props={props} hydrate="visible" param={FINDER_PARAMS}><ProgramFinderView {...props} /></Island>
    </section>
  );
}
