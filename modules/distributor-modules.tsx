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

/** Projects by students and research groups (PROJECTS). */
export const ProjectDistributors = makeDistributorModule('projects', (item) => [item.content.discipline as string | undefined, item.content.year as string | undefined].filter(Boolean).join(' · ') || undefined);

const BoxedCardSchema = z.object({
  component: z.literal('BoxedCard').default('BoxedCard'),
  title: z.string().min(1),
  text: z.string().optional(),
  link: LinkSchema.optional(),
});
const CypherCardSchema = z.object({
  component: z.literal('CypherCard'),
  /** The figure itself ("94 %", "1.200", "+40"): short, shown large. */
  figure: z.string().min(1).max(12),
  label: z.string().min(1),
  text: z.string().optional(),
});

/** Cards from a distributor, or hand-picked cards: BoxedCards (title, text, link) or CypherCards (a key figure). */
export const CardCollectionSchema = z.object({
  ...DistributedSchema,
  items: z.array(z.union([CypherCardSchema, BoxedCardSchema])).default([]),
});
type CardItem = z.infer<typeof CardCollectionSchema>['items'][number];

export function CardCollection({ fields, root, context }: ModuleProps<z.infer<typeof CardCollectionSchema>>) {
  if (fields.items.length > 0) {
    return (
      <section {...root} className="distributor card-collection">
        {fields.title && <h2>{fields.title}</h2>}
        <ul className={`cards${fields.items.every((i) => i.component === 'CypherCard') ? ' cards--figures' : ''}`}>
          {fields.items.map((item, i) => <li key={i} className="card-slot">{handPicked(item)}</li>)}
        </ul>
      </section>
    );
  }
  const cards: Card[] = cardsFromItems(fields.queriedItems, (item) => (item.content.outlet as string | undefined) ?? formatDate(item.content.date ?? item.published, context.locale));
  return (
    <section {...root} className="distributor card-collection">
      {fields.title && <h2>{fields.title}</h2>}
      <CardList cards={cards} context={context} />
    </section>
  );
}

function handPicked(item: CardItem) {
  if (item.component === 'CypherCard') {
    return (
      <div className="cypher-card" data-part="CypherCard">
        <p className="cypher-card__figure">{item.figure}</p>
        <p className="cypher-card__label">{item.label}</p>
        {item.text && <p className="cypher-card__text">{item.text}</p>}
      </div>
    );
  }
  return (
    <div className="boxed-card" data-part="BoxedCard">
      <h3 className="card__title">{item.link?.href ? <a href={item.link.href}>{item.title}</a> : item.title}</h3>
      {item.text && <p>{item.text}</p>}
    </div>
  );
}
