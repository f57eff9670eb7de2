import { useRef, useState, type KeyboardEvent } from 'react';
import { t, type UiLocale } from './ui-strings.js';

export interface ProgramTabData {
  component: 'ProgramTab';
  title: string;
  programs: { name: string; href: string; duration: string; credits: string; modality: string }[];
}
export interface TextTabData { component: 'TabItem'; title: string; content: string }
export type TabData = ProgramTabData | TextTabData;

export interface TabsViewProps {
  fields: { title: string; tabs: TabData[] };
  root: { 'data-module': string; 'data-editor-id': number };
  locale: UiLocale;
}

/**
 * Tabs per the WAI-ARIA APG tabs pattern, automatic activation: one tab stop for the tab list
 * (roving tabindex), Left/Right move and select, Home/End go to the first/last tab, Tab moves
 * into the panel. Hydrated as an island; the server renders the first tab selected.
 */
export function TabsView({ fields, root, locale }: TabsViewProps) {
  const [selected, setSelected] = useState(0);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const base = `tabs-${root['data-editor-id']}`;
  const count = fields.tabs.length;
  const select = (i: number) => {
    const next = (i + count) % count;
    setSelected(next);
    tabRefs.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const moves: Record<string, () => void> = {
      ArrowRight: () => select(selected + 1), ArrowLeft: () => select(selected - 1),
      Home: () => select(0), End: () => select(count - 1),
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      move();
    }
  };
  return (
    <section {...root} className="tabs">
      {fields.title && <h2 id={`${base}-title`}>{fields.title}</h2>}
      <div role="tablist" className="tabs__list" {...(fields.title ? { 'aria-labelledby': `${base}-title` } : {})}>
        {fields.tabs.map((tab, i) => (
          <button
            key={i} ref={(el) => { tabRefs.current[i] = el; }} type="button" role="tab" id={`${base}-tab-${i}`}
            aria-selected={i === selected} aria-controls={`${base}-panel-${i}`} tabIndex={i === selected ? 0 : -1}
            className="tabs__tab" onClick={() => setSelected(i)} onKeyDown={onKeyDown}
          >
            {tab.title}
          </button>
        ))}
      </div>
      {fields.tabs.map((tab, i) => (
        <div key={i} role="tabpanel" id={`${base}-panel-${i}`} aria-labelledby={`${base}-tab-${i}`} tabIndex={0} hidden={i !== selected} className="tabs__panel">
          {tab.component === 'ProgramTab' ? <ProgramTab tab={tab} locale={locale} /> : <div className="rich-text" dangerouslySetInnerHTML={{ __html: tab.content }} />}
        </div>
      ))}
    </section>
  );
}

/** The programmes of one kind (a tab of a programme finder): name, duration, credits, modality. */
export function ProgramTab({ tab, locale }: { tab: ProgramTabData; locale: UiLocale }) {
  return (
    <ul className="program-tab" data-part="ProgramTab">
      {tab.programs.map((program) => (
        <li key={program.href} className="program-tab__item">
          <a href={program.href} className="program-tab__name">{program.name}</a>
          <dl className="facts facts--inline">
            {program.duration && <div><dt>{t(locale, 'duration')}</dt><dd>{program.duration}</dd></div>}
            {program.credits && <div><dt>{t(locale, 'credits')}</dt><dd>{program.credits}</dd></div>}
            {program.modality && <div><dt>{t(locale, 'modality')}</dt><dd>{program.modality}</dd></div>}
          </dl>
        </li>
      ))}
    </ul>
  );
}
