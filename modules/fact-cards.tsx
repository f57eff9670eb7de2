import type { ReactNode } from 'react';
import { AcronymList, ProgramName, type Programme } from './program-cells.js';

/** One programme's row of a comparison or fees table: its facts, each with its column's label. */
export interface FactRow { key: string | number; item: Programme; facts: { key: string; label: string; value: ReactNode }[] }

/**
 * The same rows as cards, for a phone (spec 2, programme list: compare programmes at 390 px).
 * A table of eight columns shows four on a phone and hides price and start date past its edge;
 * a card per programme shows every fact beside its label. The stylesheet shows the cards or the
 * table by width, never both (styles.css, .fact-cards), so each is read once; the finder hides a
 * card as it hides its table row (program-finder-view.tsx, FILTERED).
 */
export function FactCards({ rows, note }: { rows: FactRow[]; note: string }) {
  return (
    <div className="fact-cards">
      <p className="fact-cards__note">{note}</p>
      <ul className="fact-cards__list">
        {rows.map(({ key, item, facts }) => (
          <li key={key} className="fact-card">
            <h3 className="fact-card__name"><ProgramName item={item} /></h3>
            <AcronymList acronyms={item.content.acronyms} className="fact-card__acronyms" />
            <dl className="fact-card__facts">
              {facts.map((f) => <div key={f.key} data-column={f.key}><dt>{f.label}</dt><dd>{f.value}</dd></div>)}
            </dl>
          </li>
        ))}
      </ul>
    </div>
  );
}
