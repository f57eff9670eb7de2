import { Fragment } from 'react';
import type { QueriedItem, RenderContext } from './fields.js';
import { t } from './ui-strings.js';
import { Image } from './image.js';
import type { MetaPart } from './card-meta.js';

export interface Card {
  key: string | number;
  title: string;
  href?: string | null | undefined;
  text?: string | undefined;
  /** Shown above the title, joined by " · ". */
  meta?: MetaPart[] | undefined;
  image?: QueriedItem['content']['image'];
  /** When the card stops being true (an event among the coming ones, as an ISO instant): the browser hides it then (runtime/upcoming.ts). */
  until?: string | undefined;
}

export function cardsFromItems(items: QueriedItem[], meta?: (item: QueriedItem) => MetaPart[]): Card[] {
  return items.map((item) => ({
    key: item.id,
    title: item.content.title,
    href: item.relatedPage?.url,
    text: item.content.abstract ?? item.content.role,
    meta: meta?.(item),
    image: item.content.image,
  }));
}

/**
 * What a picture in a grid of `count` (styles.css `.cards`, `.image-gallery__grid`) measures, for
 * the browser to pick its variant (spec 9 image widths): the grid puts as many 16rem columns as
 * fit in the page's 72rem, at most four and no more than there are items: two from 40rem, three
 * from 60rem, one on a phone, where a portrait is the 6.5rem square beside the name; a short list
 * of portraits (fewer than four) keeps cards of at most 20rem. Told "a third of the screen", a
 * laptop fetched a variant half as wide again as a column of four shows.
 */
export function gridImageSizes(count: number, portraits = false): string {
  const columns = Math.max(1, Math.min(count, 4));
  const wide = portraits && columns < 4 ? 20 : Math.ceil(72 / columns);
  return [
    ...(portraits ? ['(max-width: 40rem) 6.5rem'] : []),
    `(min-width: 76rem) ${wide}rem`,
    ...(columns > 2 ? [`(min-width: 60rem) ${portraits ? 'min(33vw, 20rem)' : '33vw'}`] : []),
    ...(columns > 1 ? [`(min-width: 40rem) ${portraits ? 'min(50vw, 20rem)' : '50vw'}`] : []),
    '100vw',
  ].join(', ');
}

/** A card alone is at most 26rem wide (styles.css `.cards:has(> :only-child)`). */
function cardImageSizes(count: number, portraits: boolean): string {
  if (count > 1) return gridImageSizes(count, portraits);
  return `${portraits ? '(max-width: 40rem) 6.5rem, ' : ''}(min-width: 30rem) 26rem, 100vw`;
}

/**
 * The card grid shared by every list-like module (distributed or hand-picked items). Card titles
 * are h3 under the module's h2, or h2 when the module has no title of its own (one that would
 * only repeat the page's h1): headings never skip a level.
 */
export function CardList({ cards, context, headingLevel = 3, empty = 'nothingYet' }: { cards: Card[]; context: RenderContext; headingLevel?: 2 | 3; empty?: 'nothingYet' | 'noEventsAhead' }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  if (cards.length === 0) {
    return <p className="cards__empty">{t(context.locale, empty)}</p>;
  }
  // Portraits (every picture square, like the faculty's) keep their square frame; others are 3:2.
  const portraits = cards.every((card) => card.image?.width !== undefined && card.image.width === card.image.height);
  const sizes = cardImageSizes(cards.length, portraits);
  return (
    <ul className={portraits ? 'cards cards--portraits' : 'cards'}>
      {cards.map((card) => (
        <li key={card.key} className="card" data-until={card.until}>
          {card.image && <Image image={{ ...card.image, alt: '' }} host={context.imageHost} sizes={sizes} />}
          <div className="card__body">
            {card.meta && card.meta.length > 0 && <p className="card__meta">{card.meta.map((part, i) => (
              <Fragment key={i}>{i > 0 && ' · '}{typeof part === 'string' ? part : <time dateTime={part.datetime}>{part.text}</time>}</Fragment>
            ))}</p>}
            <Heading className="card__title">{card.href ? <a href={card.href}>{card.title}</a> : card.title}</Heading>
            {card.text && <p>{card.text}</p>}
          </div>
        </li>
      ))}
    </ul>
  );
}
