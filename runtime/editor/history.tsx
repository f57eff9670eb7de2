/**
 * The page's history and scheduled publishing in the editor (spec 4, editor mode): a "History"
 * control opens the versions (who, when, what changed), each comparable with the current draft
 * and restorable after a confirmation; a "Schedule" control next to Publish asks for a date and
 * a time in Madrid (the school's zone, whatever the editor's computer says), says what goes live
 * when — the draft as saved now, fixed, and no translation unless it is scheduled too — and the
 * pending schedule stays in the bar with "Cancel". The same dialog schedules the page to go
 * OFFLINE instead (an event page after its end, a campaign landing): its confirmation says what
 * Unpublish would (the page leaves the site, its translations stay but lose their link to it),
 * and the pending unpublishing stays in the bar with its own "Cancel", as both do in History.
 * Everything goes through the content API (`/_api`, server/history-routes.ts) with `apiFetch`.
 *
 * Drawn in React from one state (the pending schedules and the dialog open), over the editor's
 * one dialog (react-dialog.tsx); the confirmations are the editor's own (`ask`, dialog.tsx).
 */
import { Fragment, useEffect, useReducer, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { apiFetch } from '../../modules/api-fetch.js';
import { ask } from './dialog.js';
import { EditorDialog } from './react-dialog.js';
import { imageUrl } from '../../modules/image-url.js';
import { formatMoney } from '../../modules/locale-format.js';
import { PREVIEW_WIDTH } from './media.js';
import { schoolDateTime, zonedInstant, zonedParts } from './school-time.js';
import { LANGUAGE_NAMES, sayHistory, type EditorLang, type HistoryKey } from './strings.js';
import { actorName } from '../../modules/actor-name.js';

interface Words { es: string; en: string }
interface Version { seq: number; actor: string; createdAt: string; kind: string; restoredFrom: number | null; summary: Words; publishedAt: string | null }
type ScheduleAction = 'publish' | 'unpublish';
interface VersionList { live: number | null; schedule: Schedule | null; schedules?: Schedule[]; items: Version[]; page: number; totalPages: number }
/** A pending schedule: a publication names its version; an unpublishing none (seq null). */
interface Schedule { action: ScheduleAction; seq: number | null; at: string; scheduledBy: string; failure: string | null }
interface Translation { pageId: number; locale: string; path: string; isLive: boolean; schedule: Schedule | null; schedules?: Schedule[] }
/** GET …/schedule: the page's schedules and its translations'. */
interface Pending { isLive?: boolean; schedule: Schedule | null; schedules?: Schedule[]; translations: Translation[] }
/** Every schedule of an answer (an API before unpublishing could be scheduled gives the publication alone). */
const allOf = (answer: { schedule: Schedule | null; schedules?: Schedule[] | undefined }): Schedule[] =>
  answer.schedules ?? (answer.schedule ? [{ ...answer.schedule, action: 'publish' }] : []);
interface FieldChange { field: string; label: Words; before: unknown; after: unknown }
interface ModuleChange { change: 'added' | 'removed' | 'changed'; moved: boolean; label: Words; fields: FieldChange[] }
interface Diff { fields: FieldChange[]; modules: ModuleChange[] }

export interface HistoryHost {
  site: string;
  id: number;
  /** The page's path and locale, as the publish dialog names them. */
  path: string;
  locale: string;
  lang(): EditorLang;
  /** The image host's base: the comparison shows an image changed as the images themselves. */
  imageHost: string;
  /** The draft's version (If-Match). */
  version(): string;
  dirty(): boolean;
  save(): Promise<boolean>;
  /** The draft changed on the server (a restore): load it again. */
  reload(): Promise<void>;
  status(text: () => string): void;
}

/** An image as fields hold it (modules/fields.ts ImageSchema). */
const isImage = (value: unknown): value is { url: string; alt?: string; position?: string } =>
  value !== null && typeof value === 'object' && typeof (value as { url?: unknown }).url === 'string';

/**
 * A plain, short rendering of a field's value for the comparison, as an editor reads it: rich
 * text as its words, a link as its text and address, an amount as an amount, a list by its
 * items' names, an image by its description (the comparison also shows it: ComparedValue).
 */
function shown(value: unknown, empty: string, lang: EditorLang): string {
  let text: string;
  if (value === null || value === undefined || value === '') return empty;
  if (typeof value === 'string') text = new DOMParser().parseFromString(value, 'text/html').body.textContent ?? value;
  else if (typeof value !== 'object') text = String(value);
  else if (isImage(value)) text = value.alt || value.url.split('/').at(-1)!;
  else if (Array.isArray(value)) {
    text = value.map((item) => {
      const named = item && typeof item === 'object' ? ['title', 'question', 'name', 'label', 'text'].map((k) => (item as Record<string, unknown>)[k]).find((v) => typeof v === 'string' && v) : item;
      return shown(named, '…', lang);
    }).join(' · ');
  } else {
    const record = value as Record<string, unknown>;
    if (typeof record.amount === 'number' && typeof record.currency === 'string') {
      text = formatMoney(record.amount, record.currency, lang === 'es' ? 'es_ES' : 'en_GB');
    } else if (typeof record.href === 'string' || typeof record.text === 'string') {
      text = [record.text, record.href].filter((v) => typeof v === 'string' && v).join(' → ');
    } else {
      text = Object.entries(record).filter(([, v]) => v !== null && v !== undefined && v !== '' && typeof v !== 'object').map(([k, v]) => `${k}: ${String(v)}`).join(', ');
    }
  }
  text = text.replace(/\s+/g, ' ').trim();
  return text.length > 120 ? `${text.slice(0, 119)}…` : text || empty;
}

/** History's words in `lang`: its texts, instants in the school's time, a language's name, a pending schedule. */
function wordsIn(lang: EditorLang) {
  const t = (key: HistoryKey, vars?: Record<string, string | number>) => sayHistory(lang, key, vars);
  const when = (iso: string) => schoolDateTime(lang, iso);
  const languageOf = (locale: string) => LANGUAGE_NAMES[lang][locale.slice(0, 2)] ?? locale;
  /** What a pending schedule says, in the bar and in History. */
  const describe = (s: Schedule) => s.action === 'unpublish'
    ? t('pendingOffline', { when: when(s.at) })
    : s.failure ? t('pendingFailed', { when: when(s.at), message: s.failure }) : t('pending', { when: when(s.at), n: s.seq ?? '' });
  return { t, when, languageOf, describe };
}
type Said = ReturnType<typeof wordsIn>;

const errorOf = async (response: Response) => ((await response.json().catch(() => null)) as { error?: { message?: string } } | null)?.error?.message ?? response.statusText;

async function readPending(base: string): Promise<Pending | null> {
  const response = await apiFetch(`${base}/schedule`);
  return response.ok ? await response.json() as Pending : null;
}

/** Each pending schedule's row in the bar: the publication, then the unpublishing. */
const ROWS = [
  { action: 'publish', textId: 'editor-schedule-text', cancelKey: 'cancelSchedule', cancelAction: 'cancel-schedule' },
  { action: 'unpublish', textId: 'editor-unschedule-text', cancelKey: 'cancelUnschedule', cancelAction: 'cancel-unschedule' },
] as const;

type Open = { kind: 'history' } | { kind: 'schedule'; notLive: boolean };
interface BarState { pending: Schedule[]; open: Open | null }
type BarAction =
  | { type: 'pending'; pending: Schedule[] }
  | { type: 'kept'; schedule: Schedule }
  | { type: 'cancelled'; action: ScheduleAction }
  | { type: 'open'; open: Open }
  | { type: 'closed' };

function barReducer(state: BarState, action: BarAction): BarState {
  switch (action.type) {
    case 'pending': return { ...state, pending: action.pending };
    // A schedule replaces the one of its kind; they stay in the order they happen.
    case 'kept': return { ...state, pending: [...state.pending.filter((s) => s.action !== action.schedule.action), action.schedule].sort((a, b) => a.at.localeCompare(b.at)) };
    case 'cancelled': return { ...state, pending: state.pending.filter((s) => s.action !== action.action) };
    case 'open': return { ...state, open: action.open };
    case 'closed': return { ...state, open: null };
  }
}

/** The bar's parts for a page's history and schedules, placed by the toolbar (toolbar.tsx). */
export interface ScheduleBar {
  /** Schedule and History, beside Publish. */
  buttons: ReactNode;
  /** The pending schedules, each with its Cancel: a group of the bar of their own, shown while something is pending. */
  rows: ReactNode;
  anyPending: boolean;
  /** History's and Schedule's dialogs, in the body as the editor's other dialogs. */
  dialogs: ReactNode;
}

/**
 * Schedule and History, and the pending schedules, from one state (the schedules pending and
 * the dialog open); `generation` asks the API again (after a publish, which completes a
 * schedule of that version). `hideSchedule`: a site under review, where Submit takes its place.
 */
export function useScheduleBar({ ui, host, lang, generation, hideSchedule }: { ui: Document; host: HistoryHost; lang: EditorLang; generation: number; hideSchedule: boolean }): ScheduleBar {
  const { t, describe } = wordsIn(lang);
  const [state, dispatch] = useReducer(barReducer, { pending: [], open: null });
  const scheduleButton = useRef<HTMLButtonElement>(null);
  const historyButton = useRef<HTMLButtonElement>(null);
  /** What had the focus when a dialog opened, given it back when the dialog closes (WCAG 2.4.3). */
  const opener = useRef<HTMLElement | null>(null);
  const base = `/_api/site/${encodeURIComponent(host.site)}/page/${host.id}`;
  /** A line for the bar's status, said again in the editor's language when that changes. */
  const status = (line: (said: Said) => string) => host.status(() => line(wordsIn(host.lang())));

  useEffect(() => {
    let current = true;
    void readPending(base).then((answer) => {
      if (answer && current) dispatch({ type: 'pending', pending: allOf(answer) });
    });
    return () => {
      current = false;
    };
  }, [base, generation]);

  const open = (next: Open) => {
    opener.current = ui.activeElement as HTMLElement | null;
    dispatch({ type: 'open', open: next });
  };
  const closed = () => {
    dispatch({ type: 'closed' });
    const back = opener.current;
    (back?.isConnected ? back : historyButton.current!).focus();
  };

  /** Says in the bar why the API refused a change of a schedule, in the editor's words around the API's; whether it did. */
  async function refused(response: Response): Promise<boolean> {
    if (response.ok) return false;
    const message = await errorOf(response);
    status(({ t }) => t('notScheduled', { status: response.status, message }));
    return true;
  }

  /** Cancels the pending schedule of `action`, drawn gone at once (the caller then moves the focus). Whether it was cancelled. */
  async function cancelSchedule(action: ScheduleAction): Promise<boolean> {
    const response = await apiFetch(`${base}/schedule${action === 'unpublish' ? '?action=unpublish' : ''}`, { method: 'DELETE' });
    if (await refused(response)) return false;
    flushSync(() => dispatch({ type: 'cancelled', action }));
    status(({ t }) => t(action === 'unpublish' ? 'unscheduleCancelled' : 'cancelled'));
    return true;
  }

  async function openSchedule() {
    // Whether the page is live decides whether it can be scheduled to go offline.
    const info = await readPending(base);
    open({ kind: 'schedule', notLive: info?.isLive === false });
  }

  /** The page goes offline at `at`, after a confirmation that says what Unpublish does. */
  async function confirmUnpublish(at: string) {
    const { t, when, languageOf } = wordsIn(host.lang());
    const translations = (await readPending(base))?.translations.filter((tr) => tr.isLive) ?? [];
    const body = [t('unscheduleOffline', { when: when(at), page: host.path, language: languageOf(host.locale) })];
    const list = translations.length > 0 && (
      <ul>
        {translations.map((tr) => {
          const theirs = (tr.schedules ?? []).find((s) => s.action === 'unpublish');
          return <li key={tr.pageId}>{`${tr.path} (${languageOf(tr.locale)}) — ${theirs ? t('unscheduleTranslationAt', { when: when(theirs.at) }) : t('unscheduleTranslationStays')}`}</li>;
        })}
      </ul>
    );
    if (!(await ask(ui, { title: t('unscheduleConfirmTitle'), body: list ? [...body, t('unscheduleTranslations'), list] : [...body, t('scheduleNoTranslations')], confirm: t('unscheduleConfirm'), cancel: t('cancel') }))) return;
    // No If-Match and no save first: it takes offline whatever is live then; the draft is kept as it is.
    const response = await apiFetch(`${base}/schedule`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ at, action: 'unpublish' }) });
    if (await refused(response)) return;
    const scheduled = await response.json() as { at: string; scheduledBy: string };
    dispatch({ type: 'kept', schedule: { action: 'unpublish', seq: null, at: scheduled.at, scheduledBy: scheduled.scheduledBy, failure: null } });
    status(({ t, when }) => t('unscheduled', { when: when(scheduled.at) }));
  }

  async function confirmSchedule(at: string) {
    const { t, when, languageOf } = wordsIn(host.lang());
    const translations = (await readPending(base))?.translations ?? [];
    const body = [t('scheduleLive', { when: when(at), page: host.path, language: languageOf(host.locale) }), t('scheduleFixed')];
    if (host.dirty()) body.push(t('scheduleUnsaved'));
    const list = translations.length > 0 && (
      <ul>
        {translations.map((tr) => (
          <li key={tr.pageId}>{`${tr.path} (${languageOf(tr.locale)}) — ${tr.schedule ? t('scheduleTranslationAt', { when: when(tr.schedule.at) }) : t('scheduleTranslationNot')}`}</li>
        ))}
      </ul>
    );
    if (!(await ask(ui, { title: t('scheduleConfirmTitle'), body: list ? [...body, t('scheduleTranslations'), list] : [...body, t('scheduleNoTranslations')], confirm: t('scheduleConfirm'), cancel: t('cancel') }))) return;
    if (host.dirty() && !(await host.save())) return;
    const response = await apiFetch(`${base}/schedule`, { method: 'PUT', headers: { 'content-type': 'application/json', 'if-match': host.version() }, body: JSON.stringify({ at }) });
    if (await refused(response)) return;
    const scheduled = await response.json() as { seq: number; at: string; scheduledBy: string };
    dispatch({ type: 'kept', schedule: { action: 'publish', seq: scheduled.seq, at: scheduled.at, scheduledBy: scheduled.scheduledBy, failure: null } });
    status(({ t, when }) => t('scheduled', { when: when(scheduled.at), n: scheduled.seq }));
  }

  return {
    buttons: (
      <>
        <button type="button" ref={scheduleButton} data-editor-action="schedule" hidden={hideSchedule} onClick={() => void openSchedule()}>{t('schedule')}</button>
        <button type="button" ref={historyButton} data-editor-action="history" onClick={() => open({ kind: 'history' })}>{t('history')}</button>
      </>
    ),
    rows: ROWS.map(({ action, textId, cancelKey, cancelAction }) => {
      const schedule = state.pending.find((s) => s.action === action);
      return (
        <span key={action} className="editor-schedule__item" data-schedule-action={action} hidden={!schedule}>
          <span className="editor-schedule__text" id={textId}>{schedule ? describe(schedule) : ''}</span>
          <button type="button" data-editor-action={cancelAction} aria-describedby={textId}
            onClick={() => void cancelSchedule(action).then((done) => done && scheduleButton.current!.focus())}>{t(cancelKey)}</button>
        </span>
      );
    }),
    anyPending: state.pending.length > 0,
    dialogs: (
      <>
        {/* In the body, as the editor's other dialogs: not inside the bar, which may be hidden with its group. */}
        {state.open?.kind === 'history' && createPortal(
          <HistoryDialog ui={ui} host={host} lang={lang} base={base} pending={state.pending}
            onPending={(pending) => dispatch({ type: 'pending', pending })} onCancelSchedule={cancelSchedule} onClose={closed} />,
          ui.body,
        )}
        {state.open?.kind === 'schedule' && createPortal(
          <ScheduleDialog lang={lang} notLive={state.open.notLive} onClose={closed}
            onChosen={(action, at) => void (action === 'unpublish' ? confirmUnpublish(at) : confirmSchedule(at))} />,
          ui.body,
        )}
      </>
    ),
  };
}

interface HistoryDialogProps {
  ui: Document;
  host: HistoryHost;
  lang: EditorLang;
  base: string;
  /** The pending schedules, as the bar shows them. */
  pending: Schedule[];
  /** The pending schedules as the versions' first page gives them (the bar shows them too). */
  onPending(pending: Schedule[]): void;
  onCancelSchedule(action: ScheduleAction): Promise<boolean>;
  onClose(): void;
}

type Compared = { seq: number; diff: Diff } | { seq: number; error: string };

function HistoryDialog({ ui, host, lang, base, pending, onPending, onCancelSchedule, onClose }: HistoryDialogProps) {
  const { t, when, describe } = wordsIn(lang);
  const dialog = useRef<HTMLDialogElement>(null);
  const scheduledTitle = useRef<HTMLHeadingElement>(null);
  const comparison = useRef<HTMLElement>(null);
  /** Each version's first button (Compare), where the focus goes to reach that version. */
  const firstButtons = useRef(new Map<number, HTMLButtonElement>());
  /** The pages of versions read so far, each with what it says of the live and the scheduled version. */
  const [pages, setPages] = useState<VersionList[]>([]);
  /** Why a page of versions could not be read, the latest first. */
  const [failures, setFailures] = useState<string[]>([]);
  const [compared, setCompared] = useState<Compared | null>(null);

  // Also called when a restore is answered, which may come after the dialog was closed.
  const close = () => {
    if (!dialog.current) return;
    dialog.current.close();
    onClose();
  };
  const focusVersion = (version: Version | undefined) => {
    if (version) firstButtons.current.get(version.seq)?.focus();
  };

  /** Reads the next page of versions and draws it at once; what it read, or null when it failed. */
  const loadPage = async (page: number): Promise<VersionList | null> => {
    const response = await apiFetch(`${base}/versions?page=${page}&items=10`);
    if (!response.ok) {
      const message = await errorOf(response);
      setFailures((earlier) => [message, ...earlier]);
      return null;
    }
    const data = await response.json() as VersionList;
    flushSync(() => {
      if (page === 1) onPending(allOf(data));
      setPages((earlier) => [...earlier, data]);
    });
    return data;
  };
  useEffect(() => {
    void loadPage(1).then((data) => focusVersion(data?.items[0]));
    // Read once when opened; "Older versions" asks for the next page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const last = pages.at(-1);

  const showComparison = async (seq: number) => {
    const response = await apiFetch(`${base}/versions/${seq}/compare`);
    const next: Compared = response.ok ? { seq, diff: await response.json() as Diff } : { seq, error: await errorOf(response) };
    flushSync(() => setCompared(next));
    comparison.current?.focus();
  };

  async function confirmRestore(seq: number) {
    const body = [t('restoreBody', { n: seq })];
    if (host.dirty()) body.push(t('restoreUnsaved'));
    if (!(await ask(ui, { title: t('restoreTitle', { n: seq }), body, confirm: t('restoreConfirm'), cancel: t('cancel') }))) return;
    const response = await apiFetch(`${base}/versions/${seq}/restore`, { method: 'POST', headers: { 'if-match': host.version() } });
    if (!response.ok) {
      const message = await errorOf(response);
      host.status(() => sayHistory(host.lang(), 'notRestored', { status: response.status, message }));
      close();
      return;
    }
    close();
    await host.reload();
    host.status(() => sayHistory(host.lang(), 'restored', { n: seq }));
  }

  const cancel = async (action: ScheduleAction) => {
    if (!(await onCancelSchedule(action))) return;
    // Nothing left scheduled: the section is gone, so focus goes to the first version.
    const rest = pending.filter((s) => s.action !== action);
    if (rest.length === 0 && pages[0]?.items[0]) focusVersion(pages[0].items[0]);
    else scheduledTitle.current?.focus();
  };

  return (
    <EditorDialog ref={dialog} className="editor-dialog editor-dialog--history" aria-labelledby="editor-history-title" onCancel={close}>
      <h2 id="editor-history-title">{t('historyTitle')}</h2>
      <div className="editor-dialog__body">
        {failures.map((message, index) => <p key={failures.length - index}>{message}</p>)}
        <p>{t('historyIntro')}</p>
        {/* The pending schedules, each with its Cancel (as in the bar), once the versions say what they are. */}
        <section className="editor-scheduled" hidden={pages.length === 0 || pending.length === 0} aria-labelledby="editor-scheduled-title">
          <h3 id="editor-scheduled-title" ref={scheduledTitle} tabIndex={-1}>{t('scheduledChanges')}</h3>
          <ul>
            {pages.length > 0 && pending.map((schedule) => (
              <li key={schedule.action} data-schedule-action={schedule.action}>
                <span id={`editor-scheduled-${schedule.action}`}>{describe(schedule)}</span>
                {' '}
                <button type="button" aria-describedby={`editor-scheduled-${schedule.action}`} onClick={() => void cancel(schedule.action)}>
                  {t(schedule.action === 'unpublish' ? 'cancelUnschedule' : 'cancelSchedule')}
                </button>
              </li>
            ))}
          </ul>
        </section>
        {pages[0]?.page === 1 && pages[0].items.length === 0 ? <p>{t('historyEmpty')}</p> : (
          <ol className="editor-versions">
            {pages.flatMap((data) => data.items.map((version) => {
              const badges = [...(data.live === version.seq ? [t('versionLive')] : []), ...(data.schedule && data.schedule.seq === version.seq ? [t('versionScheduled')] : [])];
              const who = version.kind === 'baseline' ? t('versionBaseline') : version.kind === 'autosave' ? t('versionAutosaved', { who: actorName(version.actor) }) : actorName(version.actor);
              return (
                <li key={version.seq} className="editor-version">
                  <h3>{t('versionN', { n: version.seq })}{badges.map((text) => <Fragment key={text}>{' '}<span className="editor-version__badge">{text}</span></Fragment>)}</h3>
                  <p className="editor-version__meta">{t('versionMeta', { when: when(version.createdAt), who })}</p>
                  <p>{version.summary[lang]}</p>
                  <div className="editor-version__actions">
                    <button type="button" aria-label={t('compareVersion', { n: version.seq })} onClick={() => void showComparison(version.seq)}
                      ref={(button) => {
                        if (button) firstButtons.current.set(version.seq, button);
                        else firstButtons.current.delete(version.seq);
                      }}>{t('compare')}</button>
                    <button type="button" aria-label={t('restoreVersion', { n: version.seq })} onClick={() => void confirmRestore(version.seq)}>{t('restore')}</button>
                  </div>
                </li>
              );
            }))}
          </ol>
        )}
        <button type="button" hidden={!last || last.page >= last.totalPages}
          onClick={() => void loadPage(last!.page + 1).then((data) => focusVersion(data?.items[0]))}>{t('historyMore')}</button>
        <section className="editor-compare" ref={comparison} tabIndex={-1} hidden={!compared}>
          {compared && <h3>{t('compareTitle', { n: compared.seq })}</h3>}
          {compared && ('error' in compared ? <p>{compared.error}</p> : <Comparison diff={compared.diff} lang={lang} imageHost={host.imageHost} />)}
        </section>
      </div>
      <div className="editor-dialog__actions">
        <button type="button" onClick={close}>{t('close')}</button>
      </div>
    </EditorDialog>
  );
}

/** What changed from a version to the draft: the page's fields, then its modules, each with its own fields. */
function Comparison({ diff, lang, imageHost }: { diff: Diff; lang: EditorLang; imageHost: string }) {
  const { t } = wordsIn(lang);
  const line = (f: FieldChange) => <FieldLine change={f} lang={lang} imageHost={imageHost} />;
  if (diff.fields.length === 0 && diff.modules.length === 0) return <p>{t('compareNone')}</p>;
  return (
    <ul>
      {diff.fields.map((f, index) => <li key={`field-${index}`}>{line(f)}</li>)}
      {diff.modules.map((m, index) => {
        const key: HistoryKey = m.change === 'added' ? 'compareAdded' : m.change === 'removed' ? 'compareRemoved' : m.fields.length > 0 ? 'compareEdited' : 'compareMoved';
        return (
          <li key={`module-${index}`}>
            {t(key, { module: m.label[lang] })}
            {m.change === 'changed' && m.fields.length > 0 && m.moved && ` · ${t('compareMoved', { module: '' }).replace(/[:\s]+$/, '')}`}
            {m.fields.length > 0 && <ul>{m.fields.map((f, i) => <li key={i}>{line(f)}</li>)}</ul>}
          </li>
        );
      })}
    </ul>
  );
}

/** A field's change as a sentence, its words around its two values in the order the language puts them. */
function FieldLine({ change, lang, imageHost }: { change: FieldChange; lang: EditorLang; imageHost: string }) {
  const parts = sayHistory(lang, 'compareField', { field: change.label[lang], before: '\u0000before\u0000', after: '\u0000after\u0000' }).split('\u0000');
  return (
    <>
      {parts.map((part, i) => (i % 2 === 0 ? part
        : <ComparedValue key={part} value={part === 'before' ? change.before : change.after} tag={part === 'before' ? 'del' : 'ins'} lang={lang} imageHost={imageHost} />))}
    </>
  );
}

/**
 * A value as the comparison shows it: what was taken out struck through, what came in
 * underlined (del / ins), an image as a small picture beside its description.
 */
function ComparedValue({ value, tag: Tag, lang, imageHost }: { value: unknown; tag: 'del' | 'ins'; lang: EditorLang; imageHost: string }) {
  return (
    <Tag>
      {isImage(value) && (
        <>
          {/* Its description is the text beside it: the picture itself adds nothing to read. */}
          <img src={imageUrl(imageHost, value.url, { width: PREVIEW_WIDTH, ...(value.position ? { position: value.position } : {}) })} alt="" width={80} className="editor-compare__image" />
          {' '}
        </>
      )}
      {shown(value, sayHistory(lang, 'emptyValue'), lang)}
    </Tag>
  );
}

/**
 * When the page goes live or offline: a choice of the two (radios: arrow keys move between
 * them), a date and a time in Madrid, checked to be to come before the dialog gives way to the
 * confirmation (`onChosen`).
 */
function ScheduleDialog({ lang, notLive, onClose, onChosen }: { lang: EditorLang; notLive: boolean; onClose(): void; onChosen(action: ScheduleAction, at: string): void }) {
  const { t } = wordsIn(lang);
  const dialog = useRef<HTMLDialogElement>(null);
  const publishOption = useRef<HTMLInputElement>(null);
  const [action, setAction] = useState<ScheduleAction>('publish');
  // Tomorrow at 09:00 in Madrid, a common choice; the editor changes it.
  const [today] = useState(() => zonedParts(Date.now()).date);
  const [date, setDate] = useState(() => zonedParts(Date.now() + 86_400_000).date);
  const [time, setTime] = useState('09:00');
  const [problem, setProblem] = useState<HistoryKey | null>(null);
  useEffect(() => publishOption.current!.focus(), []);
  const close = () => {
    dialog.current!.close();
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const at = zonedInstant(date, time);
    const found = !at ? 'scheduleMissing' : Date.parse(at) <= Date.now() ? 'schedulePast' : null;
    setProblem(found);
    if (found || !at) return;
    close();
    onChosen(action, at);
  };
  const option = (value: ScheduleAction, key: HistoryKey, disabled = false) => (
    <div>
      <input type="radio" name="editor-schedule-action" id={`editor-schedule-${value}`} value={value} ref={value === 'publish' ? publishOption : undefined}
        checked={action === value} disabled={disabled} aria-describedby={disabled ? 'editor-schedule-not-live' : undefined} onChange={() => setAction(value)} />
      <label htmlFor={`editor-schedule-${value}`}>{t(key)}</label>
    </div>
  );
  const field = (type: 'date' | 'time', key: HistoryKey, value: string, set: (value: string) => void, min?: string) => (
    <div>
      <label htmlFor={`editor-schedule-${type}`}>{t(key)}</label>
      <input type={type} id={`editor-schedule-${type}`} name={type} required value={value} min={min}
        aria-invalid={problem ? true : undefined} aria-describedby={problem ? 'editor-schedule-error' : undefined} onChange={(event) => set(event.currentTarget.value)} />
    </div>
  );
  return (
    <EditorDialog ref={dialog} className="editor-dialog editor-dialog--schedule" aria-labelledby="editor-schedule-title" onCancel={close}>
      <h2 id="editor-schedule-title">{t('scheduleTitle')}</h2>
      <div className="editor-dialog__body">
        <p>{t('scheduleIntro')}</p>
        <form className="editor-schedule-form" onSubmit={submit}>
          {/* What happens then: the draft goes live, or the page goes offline. */}
          <fieldset className="editor-schedule-form__action">
            <legend>{t('scheduleWhat')}</legend>
            {option('publish', 'schedulePublishOption')}
            {option('unpublish', 'scheduleUnpublishOption', notLive)}
            {notLive && <p className="editor-schedule-form__note" id="editor-schedule-not-live">{t('scheduleUnpublishNotLive')}</p>}
          </fieldset>
          {field('date', 'scheduleDate', date, setDate, today)}
          {field('time', 'scheduleTime', time, setTime)}
          <p className="editor-field__error" id="editor-schedule-error" role="alert">{problem ? t(problem) : ''}</p>
          <button type="submit" className="editor-dialog__confirm">{t('scheduleContinue')}</button>
        </form>
      </div>
      <div className="editor-dialog__actions">
        <button type="button" onClick={close}>{t('close')}</button>
      </div>
    </EditorDialog>
  );
}
