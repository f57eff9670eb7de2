import { useEffect, useState } from 'react';
import { t, type UiLocale } from './ui-strings.js';

/** One list of the page the filter can show alone: its section's id and its heading. */
export interface FilterOption { id: string; label: string }

export interface ListFilterProps {
  id: string;
  locale: UiLocale;
  /** What the lists are split by ("Filtrar por área"). */
  label: string;
  options: FilterOption[];
}

/** A people list's id that names an area ("area-ai"): the filter shows such lists. */
export const AREA_ANCHOR_PREFIX = 'area-';

const hashOf = (id: string | null) => (id === null ? '' : `#${id}`);

/**
 * A list page made of several lists (the faculty, one list per area): a row of their names that
 * shows one list alone. Before its script runs, and without one, each name is a link to its list
 * on the page, so every visitor reaches an area; once running, each is a toggle button, the
 * choice is kept in the address's fragment (#area-ai), which a shared link opens filtered, and a
 * status says how many are shown. It hides the other lists' sections, which are server-rendered
 * markup React does not own.
 */
export function ListFilter({ id, locale, label, options }: ListFilterProps) {
  // The first render matches the server's links; buttons once hydrated.
  const [running, setRunning] = useState(false);
  // The list shown alone and how many people it holds; null while every list shows.
  const [chosen, setChosen] = useState<{ id: string; count: number } | null>(null);
  const active = chosen?.id ?? null;

  const apply = (id: string | null) => {
    for (const option of options) {
      const section = document.getElementById(option.id);
      if (section) section.hidden = id !== null && option.id !== id;
    }
    setChosen(id === null ? null : { id, count: document.getElementById(id)?.querySelectorAll('li.card').length ?? 0 });
  };

  useEffect(() => {
    setRunning(true);
    const fromAddress = decodeURIComponent(location.hash.slice(1));
    if (options.some((o) => o.id === fromAddress)) apply(fromAddress);
    // Every list shows again when the page is left for another (the sections go with it).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const choose = (id: string | null) => {
    apply(id);
    // The fragment, not a new history entry: back leaves the page, as after any filter.
    history.replaceState(history.state, '', `${location.pathname}${location.search}${hashOf(id)}`);
  };

  const labelId = `${id}-label`;
  const activeLabel = options.find((o) => o.id === active)?.label;
  return (
    <nav className="list-filter" aria-labelledby={labelId}>
      <p className="list-filter__label" id={labelId}>{label}</p>
      <ul className="chips">
        {running && (
          <li><button type="button" className="chip" aria-pressed={active === null} onClick={() => choose(null)}>{t(locale, 'allAreas')}</button></li>
        )}
        {options.map((option) => (
          <li key={option.id}>
            {running
              ? <button type="button" className="chip" aria-pressed={active === option.id} onClick={() => choose(active === option.id ? null : option.id)}>{option.label}</button>
              : <a className="chip" href={hashOf(option.id)}>{option.label}</a>}
          </li>
        ))}
      </ul>
      <p className="list-filter__status" role="status">
        {chosen && activeLabel !== undefined ? t(locale, chosen.count === 1 ? 'personShown' : 'peopleShown', { count: chosen.count, area: activeLabel }) : ''}
      </p>
    </nav>
  );
}
