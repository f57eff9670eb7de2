/**
 * The editor's bar (spec 4, editor mode), drawn in React from what the editor knows at the
 * moment (editor.ts draws it again whenever that changes): the module actions, undo and redo,
 * Save and Publish with the page's own controls (settings, its record, Pages, Schedule and
 * History, Activity), the pending schedules, the status line, who else has the page open, the
 * translations changed since it was published, review, the device switch, the interface
 * language and the account. On a phone the bar keeps what is used most (save, publish, undo,
 * the status) and folds the rest behind "More", so the page being edited keeps most of the
 * screen; the fold is the phone layout's only (templates/styles.css).
 */
import { useLayoutEffect, useState } from 'react';
import { EDITOR_DEVICE_WIDTHS } from '../constants.js';
import { AccountStatus, type SignedIn } from './account.js';
import { useScheduleBar, type HistoryHost } from './history.js';
import { PagesButton, type PagesContext } from './pages.js';
import { ReviewBar, type ReviewHost } from './review.js';
import { schoolDateTime } from './school-time.js';
import { VERSION_LANGUAGE, listWords, say, type EditorLang, type StringKey } from './strings.js';

export type Device = 'phone' | 'tablet' | 'desktop';
/** GET …/page/{id}/translations (server/translation-status.ts). */
export interface NewerTranslation { id: number; locale: string; path: string; changedAt: string; changedBy: string }

/** What the bar shows, as the editor knows it now. */
export interface ToolbarView {
  lang: EditorLang;
  status: string;
  /** Who else has the page open (presence.ts). */
  othersEditing: string[];
  /** Translations whose words changed since this page was last published, each with a link. */
  newer: NewerTranslation[];
  /** No module selected, one of the page's lists, or Header or Footer (selectable, but not duplicated, deleted or moved). */
  selection: 'none' | 'listed' | 'fixed';
  canUndo: boolean;
  canRedo: boolean;
  /** Something to save: modules, settings or the record. */
  canSave: boolean;
  /** A page outside what this account may change (src/contract/editor-scope.ts): nothing that changes it is offered. */
  readOnly: boolean;
  /** An editor's page on a site that publishes after review: Publish and Schedule give way to Submit. */
  reviewHoldsPublish: boolean;
  /** The page's record's button (a programme's data), when the page is the page of one. */
  recordButton: StringKey | undefined;
  /** Bumped to read the pending schedules and the review again (after a publish). */
  generation: number;
}

/** What the bar works with, the same for the page's whole session. */
export interface ToolbarParts {
  ui: Document;
  account: SignedIn | null;
  pages: PagesContext;
  history: HistoryHost;
  /** Review, for a signed-in account on a page it may change. */
  review: ReviewHost | null;
  /** The framed page and the stage it sits on: the device switch gives it a phone's or a tablet's width. */
  frame: HTMLIFrameElement;
  stage: HTMLElement;
  do: {
    duplicate(): void; delete(): void; up(): void; down(): void;
    undo(): void; redo(): void; save(): void; publish(): void;
    settings(): void; record(): void; activity(): void; shortcuts(): void;
    language(lang: EditorLang): void;
    mayLeave(): Promise<boolean>;
  };
}

const DEVICES: Device[] = ['phone', 'tablet', 'desktop'];

export function EditorToolbar({ view, parts }: { view: ToolbarView; parts: ToolbarParts }) {
  const { lang, readOnly } = view;
  const t = (key: StringKey, vars?: Record<string, string | number>) => say(lang, key, vars);
  const [collapsed, setCollapsed] = useState(true);
  const [device, setDevice] = useState<Device>('desktop');
  const schedules = useScheduleBar({ ui: parts.ui, host: parts.history, lang, generation: view.generation, hideSchedule: view.reviewHoldsPublish });

  useLayoutEffect(() => {
    parts.stage.dataset.device = device;
    parts.frame.style.width = device === 'desktop' ? '' : `${EDITOR_DEVICE_WIDTHS[device]}px`;
  }, [parts, device]);

  // A module action: offered for a module of the page's lists, off while none is selected.
  const moduleAction = (action: string, key: StringKey, run: () => void) => (
    <button type="button" data-editor-action={action} hidden={view.selection === 'fixed'} disabled={view.selection === 'none' || readOnly} onClick={run}>{t(key)}</button>
  );
  return (
    <div className="editor-toolbar" role="toolbar" aria-label={t('toolbar')} id="editor-toolbar" data-collapsed={collapsed ? '' : undefined}>
      <div className="editor-toolbar__group editor-toolbar__extra">
        {moduleAction('duplicate', 'duplicate', parts.do.duplicate)}
        {moduleAction('delete', 'delete', parts.do.delete)}
        {moduleAction('up', 'moveUp', parts.do.up)}
        {moduleAction('down', 'moveDown', parts.do.down)}
      </div>
      <div className="editor-toolbar__group">
        <button type="button" data-editor-action="undo" aria-keyshortcuts="Control+Z" disabled={!view.canUndo} onClick={parts.do.undo}>{t('undo')}</button>
        <button type="button" data-editor-action="redo" aria-keyshortcuts="Control+Shift+Z Control+Y" disabled={!view.canRedo} onClick={parts.do.redo}>{t('redo')}</button>
      </div>
      <div className="editor-toolbar__group">
        <button type="button" data-editor-action="save" aria-keyshortcuts="Control+S" disabled={!view.canSave || readOnly} onClick={parts.do.save}>{t('save')}</button>
        <button type="button" data-editor-action="publish" hidden={view.reviewHoldsPublish} disabled={readOnly} onClick={parts.do.publish}>{t('publish')}</button>
        <button type="button" data-editor-action="settings" disabled={readOnly} onClick={parts.do.settings}>{t('settings')}</button>
        {view.recordButton && <button type="button" data-editor-action="record" disabled={readOnly} onClick={parts.do.record}>{t(view.recordButton)}</button>}
        {/* "Más" on the narrow bar; its name says what it opens (and starts with the words shown, WCAG 2.5.3). */}
        <button type="button" data-editor-action="more" className="editor-more" aria-label={t('moreActions')} aria-expanded={!collapsed} aria-controls="editor-toolbar"
          onClick={() => setCollapsed(!collapsed)}>{t('more')}</button>
        <PagesButton ctx={parts.pages} lang={lang} />
        {schedules.buttons}
        <button type="button" data-editor-action="activity" onClick={parts.do.activity}>{t('activity')}</button>
      </div>
      <div className="editor-toolbar__group editor-schedule" hidden={!schedules.anyPending}>{schedules.rows}</div>
      <span className="editor-toolbar__status" role="status">{view.status}</span>
      <span className="editor-toolbar__presence" role="status" hidden={view.othersEditing.length === 0}>
        {view.othersEditing.length === 0 ? '' : t('presenceOthers', { names: listWords(view.othersEditing, lang) })}
      </span>
      <span className="editor-toolbar__translations" hidden={view.newer.length === 0}>
        {view.newer.map((n) => {
          const language = VERSION_LANGUAGE[lang][n.locale.slice(0, 2)] ?? n.locale;
          return [
            <span key={`${n.id}-text`}>{`${t('translationNewer', { language, who: n.changedBy || '—', when: schoolDateTime(lang, n.changedAt) })} `}</span>,
            <a key={`${n.id}-link`} href={n.path}>{t('openTranslation', { language })}</a>,
          ];
        })}
      </span>
      {parts.review && <div className="editor-toolbar__review"><ReviewBar host={parts.review} lang={lang} generation={view.generation} /></div>}
      <div className="editor-toolbar__group editor-devices" role="group" aria-label={t('deviceGroup')}>
        {DEVICES.map((d) => <button key={d} type="button" data-device={d} aria-pressed={device === d} onClick={() => setDevice(d)}>{t(d)}</button>)}
      </div>
      <div className="editor-toolbar__group editor-language editor-toolbar__extra">
        <label htmlFor="editor-language">{t('language')}</label>
        <select id="editor-language" value={lang} onChange={(event) => parts.do.language(event.target.value === 'en' ? 'en' : 'es')}>
          <option value="es">Español</option>
          <option value="en">English</option>
        </select>
        <button type="button" data-editor-action="shortcuts" aria-keyshortcuts="Shift+?" onClick={parts.do.shortcuts}>{t('shortcuts')}</button>
      </div>
      {parts.account && (
        <div className="editor-toolbar__group editor-account-status editor-toolbar__extra">
          <AccountStatus account={parts.account} lang={lang} mayLeave={parts.do.mayLeave} />
        </div>
      )}
      <p className="preview-badge editor-toolbar__extra">{t('badge')}</p>
      {schedules.dialogs}
    </div>
  );
}
