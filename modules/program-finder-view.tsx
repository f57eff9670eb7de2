import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import type { ProgramFacts } from '../src/contract/schemas.js';
import { AcronymList, FACT_CELLS, LEVEL_KEYS, NotGiven, ProgramName, type FactCell } from './program-cells.js';
import { formatLanguage, formatMoney, tagOf } from './locale-format.js';
import { appliesTo, worthOf, type ScholarshipFacts } from './scholarship-cells.js';
import { t, type UiKey, type UiLocale } from './ui-strings.js';

/** A programme as the finder knows it: its page and its facts (the record every page reads, spec 3). */
export interface FinderProgramme {
  id: number;
  relatedPage: { url: string } | null;
  content: ProgramFacts & { title: string; shortName?: string };
}

export interface ProgramFinderProps {
  id: string;
  locale: UiLocale;
  programmes: FinderProgramme[];
  /** The school's scholarships: the comparison says which each programme can have. */
  scholarships?: ScholarshipFacts[];
}

/** The filters, each kept in the address under its own name so a chosen view can be shared. */
const FILTERS = ['area', 'level', 'mode', 'campus', 'language', 'max'] as const;
type Filter = (typeof FILTERS)[number];
type Filters = Record<Filter, string>;
const NO_FILTERS: Filters = { area: '', level: '', mode: '', campus: '', language: '', max: '' };
/** The programmes chosen for the comparison: repeated `compare=DAW&compare=DAM` in the address. */
export const COMPARE_PARAM = 'compare';
/** Every parameter the finder reads from the address: one of them wakes its island (runtime/islands.ts). */
export const FINDER_PARAMS = [...FILTERS, COMPARE_PARAM].join(' ');
/** At most this many side by side: more columns than a phone can show without scrolling sideways. */
export const MAX_COMPARED = 3;

const MODE_KEYS = { onsite: 'modeOnsite', online: 'modeOnline', blended: 'modeBlended' } as const satisfies Record<NonNullable<ProgramFacts['mode']>, UiKey>;
const LEVEL_ORDER = ['FP', 'DEGREE', 'MASTER'] as const;
/** Price bands of a thousand: "up to 7.000 €" holds every programme of 7.000 € a year or less. */
const BAND = 1000;

/** A programme's key in the address: its short name, the same in both languages, else its id. */
const keyOf = (p: FinderProgramme) => p.content.shortName || String(p.id);

interface Option { value: string; label: string }

/** The choices of each filter, from the programmes themselves: a filter with one choice is left out. */
function optionsOf(programmes: FinderProgramme[], locale: UiLocale): Record<Filter, Option[]> {
  const distinct = (values: (string | undefined)[]) => [...new Set(values.filter((v): v is string => !!v))];
  const collator = new Intl.Collator(tagOf(locale));
  const currency = programmes.find((p) => p.content.price)?.content.price?.currency ?? 'EUR';
  const bands = distinct(programmes.map((p) => (p.content.price ? String(Math.ceil(p.content.price.amount / BAND) * BAND) : undefined))).map(Number).sort((a, b) => a - b);
  return {
    area: distinct(programmes.map((p) => p.content.area)).sort(collator.compare).map((a) => ({ value: a, label: a })),
    level: LEVEL_ORDER.filter((l) => programmes.some((p) => p.content.programType === l)).map((l) => ({ value: l, label: t(locale, LEVEL_KEYS[l]) })),
    mode: (['onsite', 'blended', 'online'] as const).filter((m) => programmes.some((p) => p.content.mode === m)).map((m) => ({ value: m, label: t(locale, MODE_KEYS[m]) })),
    // An online programme has no campus to choose.
    campus: distinct(programmes.filter((p) => p.content.mode !== 'online').map((p) => p.content.campus)).sort(collator.compare).map((c) => ({ value: c, label: c })),
    language: distinct(programmes.flatMap((p) => p.content.languages ?? [])).map((code) => ({ value: code, label: capitalise(formatLanguage(code, locale), locale) })),
    max: bands.map((b) => ({ value: String(b), label: t(locale, 'priceUpTo', { value: formatMoney(b, currency, locale) }) })),
  };
}

const capitalise = (text: string, locale: UiLocale) => text.charAt(0).toLocaleUpperCase(tagOf(locale)) + text.slice(1);

function matches(p: FinderProgramme, f: Filters): boolean {
  const c = p.content;
  if (f.area && c.area !== f.area) return false;
  if (f.level && c.programType !== f.level) return false;
  if (f.mode && c.mode !== f.mode) return false;
  if (f.campus && (c.mode === 'online' || c.campus !== f.campus)) return false;
  if (f.language && !c.languages?.includes(f.language)) return false;
  if (f.max && !(c.price && c.price.amount <= Number(f.max))) return false;
  return true;
}

const FILTER_LABELS: Record<Filter, { label: UiKey; any: UiKey }> = {
  area: { label: 'area', any: 'anyArea' },
  level: { label: 'level', any: 'anyLevel' },
  mode: { label: 'modeOfStudy', any: 'anyMode' },
  campus: { label: 'campus', any: 'anyCampus' },
  language: { label: 'languages', any: 'anyLanguage' },
  max: { label: 'maxPrice', any: 'anyPrice' },
};

/** The comparison's rows, in the order a visitor weighs them (the cells every page writes the same way). */
const COMPARED: FactCell[] = [
  FACT_CELLS.programType, FACT_CELLS.area, FACT_CELLS.duration, FACT_CELLS.hours, FACT_CELLS.ects, FACT_CELLS.modeOfStudy,
  FACT_CELLS.campus, FACT_CELLS.languages, FACT_CELLS.startDate, FACT_CELLS.pricePerYear, FACT_CELLS.totalPrice,
  FACT_CELLS.reservationFee, FACT_CELLS.places, FACT_CELLS.credential,
];

/** The finder's state in an address's query (unknown values are ignored: an old link still opens). */
function fromAddress(search: string, options: Record<Filter, Option[]>, programmes: FinderProgramme[]): { filters: Filters; compared: string[] } {
  const params = new URLSearchParams(search);
  const filters = { ...NO_FILTERS };
  for (const name of FILTERS) {
    const value = params.get(name) ?? '';
    if (options[name].some((o) => o.value === value)) filters[name] = value;
  }
  const known = new Set(programmes.map(keyOf));
  const compared = [...new Set(params.getAll(COMPARE_PARAM).filter((k) => known.has(k)))].slice(0, MAX_COMPARED);
  return { filters, compared };
}

function toAddress(filters: Filters, compared: string[]): string {
  const params = new URLSearchParams(location.search);
  for (const name of FILTERS) {
    if (filters[name]) params.set(name, filters[name]);
    else params.delete(name);
  }
  params.delete(COMPARE_PARAM);
  for (const key of compared) params.append(COMPARE_PARAM, key);
  const query = params.toString();
  return `${location.pathname}${query ? `?${query}` : ''}${location.hash}`;
}

const FILTERED = 'li.card, .program-table tbody tr, li.fact-card';

/**
 * Shows only the programmes that pass the filters among the page's own lists and tables (its
 * cards, rows and a table's phone cards linking to a programme), and a list or table section
 * with none of them left.
 * They are server-rendered markup React does not own; without a script every one stays shown.
 */
function showOnPage(root: HTMLElement | null, programmes: FinderProgramme[], shown: Set<string>): void {
  const urls = new Set(programmes.flatMap((p) => (p.relatedPage ? [p.relatedPage.url] : [])));
  const sections = new Set<HTMLElement>();
  for (const element of document.querySelectorAll<HTMLElement>(FILTERED)) {
    if (root?.contains(element)) continue;
    const href = element.querySelector('a[href]')?.getAttribute('href');
    if (!href || !urls.has(href)) continue;
    element.hidden = !shown.has(href);
    const section = element.closest<HTMLElement>('section');
    if (section) sections.add(section);
  }
  for (const section of sections) {
    section.hidden = ![...section.querySelectorAll<HTMLElement>(FILTERED)].some((e) => !e.hidden);
  }
}

/**
 * The studies page's programme finder (spec 2, programme list): filters by area, level, mode of
 * study, campus, language and price, which narrow the page's lists and tables, and two or three
 * programmes side by side, fact by fact, in a table narrow enough for a phone. The filters and the
 * chosen programmes live in the address, so a comparison can be shared; without a script the
 * controls are not shown (styles.css, `scripting: none`) and the page's lists and full comparison
 * tables serve as they are.
 */
export function ProgramFinderView({ id, locale, programmes, scholarships = [] }: ProgramFinderProps) {
  const options = useMemo(() => optionsOf(programmes, locale), [programmes, locale]);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [compared, setCompared] = useState<string[]>([]);
  const [running, setRunning] = useState(false);
  const uid = useId();

  const shown = programmes.filter((p) => matches(p, filters));
  const shownKeys = new Set(shown.map(keyOf));
  const shownUrls = new Set(shown.flatMap((p) => (p.relatedPage ? [p.relatedPage.url] : [])));
  const filtered = FILTERS.some((f) => filters[f]);

  useEffect(() => {
    const state = fromAddress(location.search, options, programmes);
    // What the visitor chose before the script arrived wins over the address: the controls are
    // uncontrolled, so hydration left their choice in place (a controlled select is reset by it).
    const root = document.getElementById(id);
    for (const select of root?.querySelectorAll<HTMLSelectElement>('select[name]') ?? []) {
      const name = select.name as Filter;
      if (select.value && options[name]?.some((o) => o.value === select.value)) state.filters[name] = select.value;
    }
    for (const box of root?.querySelectorAll<HTMLInputElement>('input[type="checkbox"]:checked') ?? []) {
      if (!state.compared.includes(box.value) && state.compared.length < MAX_COMPARED) state.compared.push(box.value);
    }
    setFilters(state.filters);
    setCompared(state.compared);
    setRunning(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!running) return;
    const root = document.getElementById(id);
    for (const select of root?.querySelectorAll<HTMLSelectElement>('select[name]') ?? []) select.value = filters[select.name as Filter] ?? '';
    for (const box of root?.querySelectorAll<HTMLInputElement>('input[type="checkbox"]') ?? []) box.checked = compared.includes(box.value);
    showOnPage(root, programmes, shownUrls);
    // The address follows without new history entries: back leaves the page, as after any filter.
    history.replaceState(history.state, '', toAddress(filters, compared));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [running, filters, compared]);

  const setFilter = (name: Filter, value: string) => setFilters((f) => ({ ...f, [name]: value }));
  const toggle = (key: string, on: boolean) => setCompared((c) => (on ? [...c, key].slice(0, MAX_COMPARED) : c.filter((k) => k !== key)));
  const chosen = compared.flatMap((key) => programmes.filter((p) => keyOf(p) === key));
  // The programmes to choose from: those the filters show, and those already chosen.
  const choices = programmes.filter((p) => shownKeys.has(keyOf(p)) || compared.includes(keyOf(p)));
  const status = shown.length === 0 ? t(locale, 'noProgrammeFound') : shown.length === 1 ? t(locale, 'programmeFound') : t(locale, 'programmesFound', { count: shown.length });

  return (
    <div className="finder" id={id}>
      <form className="finder__filters" onSubmit={(e) => e.preventDefault()} aria-describedby={`${uid}-status`}>
        {FILTERS.filter((name) => options[name].length > 1).map((name) => (
          <div className="finder__field" key={name}>
            <label htmlFor={`${uid}-${name}`}>{t(locale, FILTER_LABELS[name].label)}</label>
            {/* Uncontrolled (no value): hydration keeps a choice made before it; the state follows each change. */}
            <select id={`${uid}-${name}`} name={name} onChange={(e) => setFilter(name, e.target.value)}>
              <option value="">{t(locale, FILTER_LABELS[name].any)}</option>
              {options[name].map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
            </select>
          </div>
        ))}
      </form>
      <div className="finder__summary">
        <p className="finder__status" id={`${uid}-status`} role="status">{running ? status : ''}</p>
        {filtered && <button type="button" className="button button--secondary finder__clear" onClick={() => setFilters(NO_FILTERS)}>{t(locale, 'clearFilters')}</button>}
      </div>
      <fieldset className="finder__compare">
        <legend>{t(locale, 'compareLegend')}</legend>
        <ul className="finder__choices">
          {choices.map((p) => {
            const key = keyOf(p);
            const on = compared.includes(key);
            return (
              <li key={p.id}>
                <label className="finder__choice">
                  <input type="checkbox" name={COMPARE_PARAM} value={key} disabled={!on && compared.length >= MAX_COMPARED} onChange={(e) => toggle(key, e.target.checked)} />
                  <span>{p.content.title}</span>
                </label>
              </li>
            );
          })}
        </ul>
        {compared.length >= MAX_COMPARED && <p className="finder__hint">{t(locale, 'compareFull')}</p>}
      </fieldset>
      {chosen.length >= 2 && <Comparison id={`${uid}-comparison`} chosen={chosen} scholarships={scholarships} locale={locale} />}
    </div>
  );
}

/** The scholarships a programme can have, each with what it is worth (modules/scholarship-cells.tsx). */
function scholarshipsCell(programme: FinderProgramme, scholarships: ScholarshipFacts[], locale: UiLocale): ReactNode {
  const own = scholarships.filter((s) => appliesTo(s, programme.content));
  if (own.length === 0) return t(locale, 'noScholarship');
  return <ul className="finder__scholarships">{own.map((s) => <li key={s.title}>{s.title}: {worthOf(s, locale).toLocaleLowerCase(tagOf(locale))}</li>)}</ul>;
}

function Comparison({ id, chosen, scholarships, locale }: { id: string; chosen: FinderProgramme[]; scholarships: ScholarshipFacts[]; locale: UiLocale }) {
  const names = chosen.map((p) => p.content.shortName || p.content.title).join(', ');
  const rows: { key: UiKey; cells: (ReactNode | undefined)[] }[] = COMPARED.flatMap((fact) => {
    const cells = chosen.map((p) => fact.cell(p.content, locale));
    // A fact none of the chosen programmes gives says nothing about them.
    return cells.every((c) => c === undefined || c === '') ? [] : [{ key: fact.key, cells }];
  });
  if (scholarships.length > 0) {
    // Beside the prices they lower.
    const at = rows.findIndex((r) => r.key === 'reservationFee');
    rows.splice(at >= 0 ? at : rows.length, 0, { key: 'scholarships', cells: chosen.map((p) => scholarshipsCell(p, scholarships, locale)) });
  }
  return (
    <section className="program-table finder__comparison" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t(locale, 'comparisonOf', { names })}</h3>
      <div className="table-scroll" role="region" aria-labelledby={`${id}-caption`} tabIndex={0}>
        <table data-compared={chosen.length}>
          <caption id={`${id}-caption`}>{t(locale, 'comparisonCaption')}</caption>
          <thead>
            <tr>
              <td />
              {chosen.map((p) => (
                <th key={p.id} scope="col">
                  <ProgramName item={p} />
                  <AcronymList acronyms={p.content.acronyms} className="program-table__acronyms" />
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(({ key, cells }) => (
              <tr key={key} data-fact={key}>
                <th scope="row">{t(locale, key)}</th>
                {cells.map((cell, i) => <td key={chosen[i]!.id}>{cell === undefined || cell === '' ? <NotGiven locale={locale} /> : cell}</td>)}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
