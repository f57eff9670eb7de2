import { z } from 'zod';
import { DistributedSchema, LinkSchema, type ModuleProps, type QueriedItem } from './fields.js';
import { CardList, cardsFromItems, type Card } from './card-list.js';
import { formatDate } from './format-date.js';

export const DistributorModuleSchema = z.object(DistributedSchema);
type Fields = z.infer<typeof DistributorModuleSchema>;


function makeDistributorModule(className: string, meta?: (item: QueriedItem, locale: string) => string | undefined) {
  return function DistributorModule({ fields, root, context }: ModuleProps<Fields>) {
    return (
      <section {...root} className={`distributor ${className}`}>
        {fields.title && <h2>{fields.title}</h2>}
        <CardList cards={cardsFromItems(fields.queriedItems, meta && ((item) => meta(item, context.locale)))} context={context} />
      </section>
    );
  };
}

/** Programme cards (PROGRAMS). */
export const Programs = makeDistributorModule('programs', (item) => [item.content.duration, item.content.modality].filter(Boolean).join(' · ') || undefined);
/** Articles and news (BLOG, NEWS). */
export const Insights = makeDistributorModule('insights', (item, locale) => [item.content.topic, formatDate(item.published, locale)].filter(Boolean).join(' · '));
/** Events with date and place (EVENTS). */
export const Events = makeDistributorModule('events', (item, locale) => [formatDate(item.content.date, locale), item.content.location].filter(Boolean).join(' · '));
/** Faculty and staff (TEACHERS, STAFF). */
export const People = makeDistributorModule('people', (item) => item.content.area as string | undefined);

/** Cards from a distributor, or hand-picked cards with their own links. */
export const CardCollectionSchema = z.object({
  ...DistributedSchema,
  items: z.array(z.object({ title: z.string().min(1), text: z.string().optional(), link: LinkSchema.optional() })).default([]),
});

export function CardCollection({ fields, root, context }: ModuleProps<z.infer<typeof CardCollectionSchema>>) {
  const cards: Card[] = fields.items.length > 0
    ? fields.items.map((item, i) => ({ key: i, title: item.title, text: item.text, href: item.link?.href }))
    : cardsFromItems(fields.queriedItems, (item) => (item.content.outlet as string | undefined) ?? formatDate(item.content.date ?? item.published, context.locale));
  return (
    <section {...root} className="distributor card-collection">
      {fields.title && <h2>{fields.title}</h2>}
      <CardList cards={cards} context={context} />
    </section>
  );
}
