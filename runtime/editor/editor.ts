import { apiFetch, setSessionRecovery } from '../../modules/api-fetch.js';
import type { ModuleWords } from '../../modules/labels.js';
import { sessionRecovery, signedInEditor } from './account.js';
import { ask, choose, decide } from './dialog.js';
import { showActivity } from './activity.js';
import { EditorToolbar, type NewerTranslation, type ToolbarParts } from './toolbar.js';
import { createElement, type ReactElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { SidePanel, type PanelActions, type PanelWords } from './side-panel.js';
import type { JsonSchema } from './json-schema.js';
import { richTextPending, settleRichText } from './rich-text-field.js';
import { chooseImage, type ImageValue } from './media.js';
import { editPageSettings, withTitle } from './page-settings.js';
import { editRecord } from './record-form.js';
import { resolveConflictDialog } from './conflict.js';
import { conflictsOf, mergeSections, type Choice } from './merge.js';
import { RECORD_KINDS, type RecordKind } from './records.js';
import { keepUnsaved, readUnsaved } from './unsaved-copy.js';
import { watchPresence } from './presence.js';
import { SCHOOL_TIME_ZONE, schoolDateTime } from './school-time.js';
import { editorReducer, initialState, modulesOf, type EditorAction, type EditorModule, type EditorState, type SectionName, type Sections } from './reducer.js';
import { LANGUAGE_NAMES, LOCALE_NAMES, editorLang, listWords, say, setEditorLang, type EditorLang, type StringKey } from './strings.js';
import { inScope, type EditorScope } from '../../src/contract/editor-scope.js';

interface PageLanguage { pageId: number; locale?: string; isLive?: boolean; path?: string }
/** The page's fields its settings and its record change (page-settings.tsx, program-record.tsx). */
const SETTING_FIELDS = ['title', 'metaTitle', 'breadcrumb', 'metaDescription', 'socialImage', 'isIndexed', 'structuredDataContent'] as const;
/** A module the build would refuse, as the preview's validate-modules names it (src/preview/routes/editor-routes.ts). */
interface InvalidModule { editorID: number; component: string; errors: Record<string, string> }
/** The preview's answer to POST /__preview/publish-plan (src/preview/publish-plan.ts). */
interface PublishPlan { showing: { path: string; title: string }[]; rebuilt: string[]; links: { href: string; problem: 'unpublished' | 'missing' }[] }

/** The framed page, once its document (and the site runtime in it) has loaded. */
function framedDocument(frame: HTMLIFrameElement): Promise<Document> {
  const ready = () => frame.contentDocument?.readyState === 'complete' && frame.contentDocument.getElementById('sitegen-page') !== null;
  if (ready()) return Promise.resolve(frame.contentDocument!);
  return new Promise((resolve) => frame.addEventListener('load', function loaded() {
    if (!ready()) return;
    frame.removeEventListener('load', loaded);
    resolve(frame.contentDocument!);
  }));
}

/**
 * The in-page editor of `sitegen preview` (spec 4, editor mode). Preview mode: modules are
 * selectable and highlighted in the page itself. Editor mode: the preview serves an editor
 * window — a bar across the top (module actions, undo/redo, save, publish, the device switch and
 * the interface language), the page in a frame beside the side panel — so nothing of the editor
 * ever covers the page (its cookie banner included), the page reflows to the room it is given,
 * and the device switch shows it at a phone's or a tablet's width with its own media queries.
 * Deleting and publishing ask in a dialog that says what will happen. Selection is refused
 * inside navigation and forms, whose links and fields do their own thing; Header and Footer
 * can be selected, and then only what applies to them is offered.
 */
export async function startEditor(ui: Document = document): Promise<void> {
  const editing = ui.documentElement.dataset.mode === 'editor';
  const frame = editing ? ui.getElementById('editor-frame') as HTMLIFrameElement | null : null;
  const pageDoc = frame ? await framedDocument(frame) : ui;
  const pageWindow = (pageDoc.defaultView ?? window) as Window & { __sitegen?: { refresh(root: HTMLElement): void } };
  const container = pageDoc.getElementById('sitegen-page')!;
  // The editor draws the page from its own state: the preview's live updates do not swap the
  // saved draft in over it (runtime/preview-live.ts), they tell the editor, which follows a
  // change saved elsewhere only when it has nothing unsaved and the change is not its own save
  // (spec 4, editor mode): unsaved changes and undone steps stay on the page.
  if (editing) pageDoc.documentElement.dataset.editorOwns = '';
  // Who edits: without a session or a token, the editor's window leads to the sign-in page.
  const account = editing ? await signedInEditor() : null;
  // A write refused because the session ended is sent again once the editor is signed in again,
  // in a dialog on this page: nothing typed is lost (spec 4, editor mode).
  const recovery = account ? sessionRecovery(ui, account, () => lang) : null;
  if (recovery) setSessionRecovery(recovery.recover);
  // This tab's page: the preview serves the page and its translations, each tab on its own.
  const here = encodeURIComponent(ui.defaultView?.location.pathname ?? '/');
  /** This tab's draft as the preview serves it now (through apiFetch: a session that ended is renewed first). */
  const readDraft = async () => (await apiFetch(`/__preview/draft?path=${here}`)).json() as Promise<{ id: number; site: string; version: string; imageHost?: string; autosaveSeconds?: number; page: Record<string, unknown>; sections: Sections }>;
  const draft = await readDraft();
  let version = draft.version;
  let state: EditorState = initialState(draft.sections);
  /** The modules as last saved or loaded: what a conflict's two versions started from (merge.ts). */
  let base: Sections = draft.sections;
  let lang: EditorLang = editorLang();
  const t = (key: StringKey, vars?: Record<string, string | number>) => say(lang, key, vars);

  // The status line keeps what it says as a key, so it follows a change of language too.
  /** Settings applied to the draft (page-settings.tsx) and not saved yet. */
  let settingsDirty = false;
  /** An editor's page on a site that publishes after review: Publish and Schedule give way to Submit (review.tsx). */
  let reviewHoldsPublish = false;
  /** Bumped to have the bar read the pending schedules and the review again (after a publish). */
  let barGeneration = 0;
  // A page outside what this account may change (src/contract/editor-scope.ts): said in the bar
  // from the start, Save and Publish off, no autosave; the API refuses it anyway.
  const pageFacts = draft.page as { locale?: string; path?: string };
  const readOnly = account?.scope !== undefined && !inScope(account.scope, { locale: String(pageFacts.locale ?? ''), path: String(pageFacts.path ?? decodeURIComponent(here)) });
  const scopeText = () => t('outOfScope', { scope: scopeWords(account!.scope!, lang) });
  const dirtyText = () => (readOnly ? scopeText() : t(state.dirty || settingsDirty ? 'unsaved' : 'saved'));
  let statusText: () => string = dirtyText;
  // Who else has the page open (presence.ts), and the translations whose words changed since
  // this page was last published (server/translation-status.ts): said in the bar.
  let othersEditing: string[] = [];
  let newerTranslations: NewerTranslation[] = [];
  const checkTranslations = async () => {
    try {
      const response = await apiFetch(`/_api/site/${encodeURIComponent(draft.site)}/page/${draft.id}/translations`);
      if (!response.ok) return;
      newerTranslations = ((await response.json()) as { newer?: NewerTranslation[] }).newer ?? [];
      drawBar();
    } catch {
      // Unknown for now: the bar says nothing rather than something untrue.
    }
  };

  const modules = () => [...container.querySelectorAll<HTMLElement>('[data-module]')];
  const selectedModule = () => modulesOf(state.sections).find((m) => m.editorID === state.selected);
  /** The bar (toolbar.tsx), drawn again from what the editor knows whenever that changes. */
  const barHost = editing ? ui.createElement('div') : null;
  if (barHost) barHost.className = 'editor-toolbar-host';
  const barRoot = barHost ? createRoot(barHost) : null;
  let barParts: ToolbarParts | null = null;
  const drawBar = () => {
    if (!barRoot || !barParts) return;
    const module = selectedModule();
    flushSync(() => barRoot.render(createElement(EditorToolbar, {
      parts: barParts!,
      view: {
        lang, status: statusText(), othersEditing, newer: newerTranslations, readOnly, reviewHoldsPublish, generation: barGeneration,
        // Header and Footer are selectable but are not in the page's module lists.
        selection: state.selected === null ? 'none' : module ? 'listed' : 'fixed',
        canUndo: state.past.length > 0, canRedo: state.future.length > 0, canSave: state.dirty || settingsDirty,
        recordButton: recordKind()?.button,
      },
    })));
  };
  const paint = () => {
    for (const el of modules()) {
      if (!el.hasAttribute('tabindex')) el.tabIndex = 0;
      el.toggleAttribute('data-selected', Number(el.dataset.editorId) === state.selected);
      // A module shown with its placeholders (src/preview/incomplete-modules.ts), marked in the editor's words.
      if (el.hasAttribute('data-editor-incomplete')) el.dataset.editorIncomplete = t('incomplete');
    }
    drawBar();
  };
  const setStatus = (text: () => string) => {
    statusText = text;
    drawBar();
  };
  // Renders are asked one per change and answered in any order: only the answer to the latest
  // one is shown, or a slow answer to an earlier state (a save's, an undone step's) would put
  // back on the page what the editor has since changed (spec 4, editor mode).
  let rendersAsked = 0;
  // What a failed render put on the status line: the next render that works takes it away, and
  // only it (what the editor was just told, "Datos del programa cambiados…", stays to be read).
  let renderFailure: (() => string) | null = null;
  const rerender = async () => {
    const asked = ++rendersAsked;
    const response = await apiFetch(`/__preview/render?path=${here}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ sections: state.sections, ...recordOf() }) });
    if (asked !== rendersAsked) return;
    if (!response.ok) {
      await sayRefused(response, (message) => t('couldNotRender', { message }));
      renderFailure = statusText;
      return;
    }
    const { body } = await response.json() as { body: string };
    if (asked !== rendersAsked) return;
    // Keyboard users on a module stay on it as the page is swapped; focus elsewhere (the
    // toolbar, the side panel) stays where it is.
    // (A frame's document keeps its activeElement while the focus is in the editor's window: hasFocus says where it is.)
    const focusInPage = pageDoc.hasFocus() && container.contains(pageDoc.activeElement);
    container.innerHTML = body;
    pageWindow.__sitegen?.refresh(container);
    if (renderFailure !== null && statusText === renderFailure) statusText = dirtyText;
    renderFailure = null;
    paint();
    if (focusInPage || (!frame && !panelHost?.contains(ui.activeElement))) container.querySelector<HTMLElement>(`[data-editor-id="${state.selected}"]`)?.focus({ preventScroll: true });
  };
  // The side panel (side-panel.tsx): a React view of the selected module, drawn in the same
  // turn as the selection it follows, with the module's schema or, while that is on its way, a
  // loading state: never the fields of the module selected before (spec 4, editor mode). Edits
  // re-render the page after a short pause.
  const panelHost = editing ? ui.body.appendChild(ui.createElement('div')) : null;
  if (panelHost) panelHost.className = 'editor-panel-host';
  const panelRoot = panelHost ? createRoot(panelHost) : null;
  let panelFor: number | null = null;
  let panelErrors: Record<string, string> = {};
  let generation = 0;
  let renderTimer: ReturnType<typeof setTimeout> | undefined;
  const schemas = new Map<string, JsonSchema>();
  const loading = new Map<string, Promise<void>>();
  /** A module's schema, asked once; the panel is drawn again when it arrives for the module still selected. */
  const loadSchema = (component: string) => {
    if (schemas.has(component) || loading.has(component)) return loading.get(component);
    const load = fetch(`/__preview/schema/${component}`).then((r) => r.json() as Promise<JsonSchema>).then((schema) => {
      schemas.set(component, schema);
    }).finally(() => loading.delete(component));
    loading.set(component, load);
    return load;
  };
  // Through apiFetch: a preview call refused because the session ended asks the editor to sign in
  // again too, then goes on (account.tsx sessionRecovery).
  const post = async <T>(url: string, body: unknown): Promise<T> => {
    const response = await apiFetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    // Refused because the session ended and the editor chose "Not now" (a Save's checks, a
    // render): the bar says why nothing is saved, as a refused save does (sayRefused).
    if (response.status === 401 && account) setStatus(() => t('sessionEndedNotSaved'));
    return response.json() as Promise<T>;
  };
  /** The panel's actions, bound to the module it shows. */
  const actionsFor = (editorID: number): PanelActions => ({
    edit: (path, value) => {
      dispatch({ type: 'edit', editorID, path, value }, false);
      // Drawn with the value just typed before React puts a controlled field back as it was drawn.
      showPanel();
      void validate();
    },
    items: (action, focusAfter) => {
      // The page is re-rendered once the list is valid again (a new item starts empty).
      generation++;
      dispatch({ ...action, editorID }, false);
      showPanel(focusAfter);
      void validate();
    },
    sanitize: async (html) => (await post<{ html: string }>('/__preview/sanitize', { html })).html,
    checkLink: async (href) => (await post<{ error?: string }>('/__preview/check-link', { href, lang })).error,
    chooseImage: (path, current) => {
      const context = { lang, locale: String(draft.page.locale ?? 'es_ES'), site: draft.site, imageHost: draft.imageHost ?? '/_img' };
      void chooseImage(ui, context, current).then((image) => {
        if (!image) return;
        generation++;
        dispatch({ type: 'edit', editorID, path, value: image }, false);
        showPanel(`editor-field-${path.join('-')}`);
        void validate();
      });
    },
  });
  /** Set when a module is added: the panel's first field takes the focus once it shows it. */
  let focusFirstWhenShown = false;
  /** A module Tab was pressed on while its fields were still on their way: they take the focus once shown. */
  let tabbedWhileLoading: number | null = null;
  // A field to type in (a rich text's own text, not its formatting buttons), else the first button (an image field's).
  const shown = (selector: string) => [...panelHost?.querySelectorAll<HTMLElement>(selector) ?? []].find((el) => el.getClientRects().length > 0);
  const firstField = () => shown('.editor-panel :is(input, textarea, select, [contenteditable="true"])') ?? shown('.editor-panel button:not(:disabled)') ?? null;
  const showPanel = (focus?: string) => {
    const module = selectedModule();
    if (!panelRoot || !module) {
      if (panelRoot && panelFor !== null) flushSync(() => panelRoot.render(null));
      panelFor = null;
      panelErrors = {};
      return;
    }
    if (panelFor !== module.editorID) panelErrors = {};
    const schema = schemas.get(module.component) ?? null;
    if (!schema) {
      void loadSchema(module.component)?.then(() => {
        if (selectedModule()?.editorID === module.editorID) showPanel(focus);
      });
    }
    // Focus in the panel stays on its field when that field is drawn again (a rich-text field
    // after an outside change); focus anywhere else (the page's frame) is left alone: focusing
    // the frame would move a keyboard user off the module they just selected (WCAG 2.4.3).
    const focused = panelHost!.contains(ui.activeElement) ? (ui.activeElement as HTMLElement).id : undefined;
    flushSync(() => panelRoot.render(createElement(SidePanel, {
      key: module.editorID, module, schema, errors: panelErrors, lang, generation, readOnly, actions: actionsFor(module.editorID), imageHost: draft.imageHost ?? '/_img',
      // The facts block shows the programme's record: its form is a click away.
      extra: module.component === 'ProgramFacts' && recordKind() === RECORD_KINDS.PROGRAMS
        ? createElement('button', { type: 'button', className: 'editor-panel__record', disabled: readOnly, onClick: () => void openRecord() }, t('programEdit'))
        : undefined,
    })));
    // The page has less room once the panel opens: the module being edited stays in sight.
    const another = panelFor !== module.editorID;
    if (another) container.querySelector(`[data-editor-id="${module.editorID}"]`)?.scrollIntoView({ block: 'nearest' });
    panelFor = module.editorID;
    // What is missing or wrong is flagged as soon as the module is shown (a module just added, a draft saved wrong).
    if (another) void validate(false);
    if (!schema) return;
    // A module just added: its first field, ready to type in (spec 4, editor mode: keyboard).
    if (focusFirstWhenShown) {
      focusFirstWhenShown = false;
      firstField()?.focus();
      return;
    }
    if (tabbedWhileLoading === module.editorID) {
      tabbedWhileLoading = null;
      // Only while the keyboard user is still where they pressed Tab.
      if (pageDoc.activeElement === container.querySelector(`[data-module][data-editor-id="${module.editorID}"]`)) {
        firstField()?.focus();
        return;
      }
    }
    const target = focus ? ui.getElementById(focus) : focused?.startsWith('editor-') && !panelHost!.contains(ui.activeElement) ? ui.getElementById(focused) : null;
    // A new list item: its first field.
    (target?.matches('li') ? target.querySelector<HTMLElement>('input, textarea, select, [contenteditable], button:not(:disabled)') : target)?.focus();
  };
  /** The selected module checked by the build's rules; `render`: the page follows the change too. */
  const validate = async (render = true) => {
    const module = selectedModule();
    if (!module) return;
    const { component, editorID: _id, ...fields } = module;
    const { errors } = await post<{ errors?: Record<string, string> }>('/__preview/validate', { component, fields, lang });
    // No answer to read (the session ended and the editor chose not to sign in again): nothing to show.
    if (module !== selectedModule() || !errors) return;
    // Messages shown in place: the fields being typed in stay as they are.
    panelErrors = errors;
    showPanel();
    // The page follows what is typed, a field still wrong shown by its placeholder (src/preview/incomplete-modules.ts).
    if (!render) return;
    clearTimeout(renderTimer);
    renderTimer = setTimeout(() => void rerender(), 250);
  };
  /** This page's unsaved work, kept in the browser a moment after each change (unsaved-copy.ts), as this editor's. */
  const copyOf = { site: draft.site, pageId: draft.id, owner: account?.email ?? 'token' };
  let copyTimer: ReturnType<typeof setTimeout> | undefined;
  const keepCopy = (now = false) => {
    clearTimeout(copyTimer);
    scheduleAutosave();
    const write = () => keepUnsaved(storage(), copyOf, state.dirty || settingsDirty
      ? { version, at: new Date().toISOString(), sections: state.sections, ...(settingsDirty ? { page: Object.fromEntries(SETTING_FIELDS.map((k) => [k, draft.page[k]])) } : {}) }
      : null);
    if (now) write();
    else copyTimer = setTimeout(write, 300);
  };
  /**
   * Saved on its own a pause after the last change (spec 4, editor mode: never lose work), through
   * the same queue as Save, so the two never send over the same version. Never while a dialog asks
   * something, never a draft that could not be saved by hand, and never with a dialog of its own:
   * what stops it is said in the bar, and Save says the rest.
   */
  let autosaveTimer: ReturnType<typeof setTimeout> | undefined;
  const scheduleAutosave = () => {
    clearTimeout(autosaveTimer);
    const seconds = draft.autosaveSeconds ?? 0;
    if (!editing || readOnly || seconds <= 0 || !(state.dirty || settingsDirty)) return;
    autosaveTimer = setTimeout(() => {
      if (ui.querySelector('dialog[open]')) scheduleAutosave();
      else void save({ auto: true });
    }, seconds * 1000);
  };
  const dispatch = (action: EditorAction, render = true) => {
    const before = state.sections;
    const next = editorReducer(state, action);
    // A read-only page takes no change from any path (a shortcut, a field, a drop): only the
    // selection moves, so nothing is typed that could never be saved.
    if (readOnly && next.sections !== before) {
      paint();
      return;
    }
    state = next;
    if (editing && (state.sections !== before || action.type === 'saved')) keepCopy(action.type === 'saved');
    statusText = dirtyText;
    if (render && state.sections !== before) {
      // Changed from outside the panel (undo, redo, a module moved or added): its fields follow.
      generation++;
      void rerender();
    } else paint();
    if (render && (state.selected !== panelFor || state.sections !== before)) showPanel();
  };
  // Every module of the page has its fields ready when it is first selected.
  if (editing) for (const component of new Set(modulesOf(state.sections).map((m) => m.component))) void loadSchema(component);

  /** The module's name as the editor reads it, for the delete question. */
  const moduleName = async () => {
    const module = selectedModule();
    if (!module) return '';
    // The module's words from its schema (asked for if still on its way), never the panel's
    // heading, which says "Module fields" while the fields load.
    await loadSchema(module.component);
    const kind = (schemas.get(module.component) as { 'x-words'?: PanelWords } | undefined)?.['x-words']?.module.label[lang] ?? module.component;
    // Its own title too, when it has one: which of the page's text blocks goes, not only its kind.
    const title = typeof module?.title === 'string' ? module.title.trim() : '';
    return title ? `${kind}: ${title}` : kind;
  };

  /** The draft changed on the server (a version restored): start again from it. */
  async function reloadDraft() {
    await startFrom(await readDraft());
  }
  async function startFrom(next: typeof draft) {
    draft.page = next.page;
    settingsDirty = false;
    version = next.version;
    // The module being edited stays selected when the other version still has it.
    const selected = state.selected;
    state = initialState(next.sections);
    base = next.sections;
    if (selected !== null && modulesOf(next.sections).some((m) => m.editorID === selected)) state = { ...state, selected };
    generation++;
    keepCopy(true);
    await rerender();
    showPanel();
  }

  /**
   * Work left unsaved on this page last time (a closed tab, a crash, a session that ended):
   * offered back when the editor opens the page, never put back unasked (spec 4, editor mode).
   * Restored, it is unsaved work made on the version it started from, so a Save over a draft
   * saved since by someone else goes through the conflict dialog.
   */
  async function offerUnsaved() {
    const copy = readUnsaved(storage(), copyOf);
    if (!copy) return;
    if (JSON.stringify(copy.sections) === JSON.stringify(state.sections) && !copy.page) {
      keepUnsaved(storage(), copyOf, null);
      return;
    }
    const when = schoolDateTime(lang, copy.at);
    const answer = await decide(ui, { title: t('unsavedCopyTitle'), body: [t('unsavedCopyBody', { when })], confirm: t('unsavedCopyRestore'), other: t('unsavedCopyDiscard'), cancel: t('unsavedCopyLater') });
    if (answer === 'other') keepUnsaved(storage(), copyOf, null);
    if (answer !== 'confirm') return;
    version = copy.version;
    // Undo goes back to the draft as saved.
    state = { ...initialState(copy.sections), past: [state.sections], dirty: true };
    if (copy.page) {
      draft.page = { ...draft.page, ...copy.page };
      settingsDirty = true;
    }
    generation++;
    await rerender();
    showPanel();
    setStatus(() => t('unsavedCopyRestored'));
  }

  if (editing) {
    pageDoc.addEventListener('sitegen:draft-changed', () => void (async () => {
      if (state.dirty) return;
      const knew = version;
      const next = await readDraft();
      // This editor saved meanwhile (its version moved): the draft just read may be older than
      // that save, and would put back what was just saved.
      if (version !== knew || state.dirty) return;
      if (next.version !== version) await startFrom(next);
    })());
    const page = draft.page as { title?: string; path?: string; locale?: string };
    barParts = {
      ui, account, frame: frame!, stage: ui.getElementById('editor-stage')!,
      // Any page of the site, a new page, its translation, unpublishing (pages.tsx).
      pages: { ui, site: draft.site, page: { id: draft.id, title: String(page.title ?? ''), path: decodeURIComponent(here), locale: String(page.locale ?? '') }, lang: () => lang, setStatus },
      // Schedule, History and the pending schedules (history.tsx).
      history: {
        site: draft.site, id: draft.id, path: decodeURIComponent(here), locale: String(draft.page.locale ?? ''), imageHost: draft.imageHost ?? '/_img',
        // Unsaved includes rich text still being committed (unsaved()): scheduling then saves it first.
        lang: () => lang, version: () => version, dirty: unsaved, save, reload: reloadDraft, status: setStatus,
      },
      review: account && !readOnly ? {
        ui, site: draft.site, id: draft.id, lang: () => lang, status: setStatus,
        // Submitted as Publish would publish it: a field to complete is said first, unsaved work saved.
        saved: async () => ((await settled()) && (await complete()) && (!unsaved() || (await save())) ? version : null),
        changed: (next) => {
          reviewHoldsPublish = next.required && !next.mayApprove;
          paint();
        },
      } : null,
      do: {
        duplicate: () => state.selected !== null && dispatch({ type: 'duplicate', editorID: state.selected }),
        delete: () => void confirmDelete(),
        up: () => state.selected !== null && dispatch({ type: 'move', editorID: state.selected, by: -1 }),
        down: () => state.selected !== null && dispatch({ type: 'move', editorID: state.selected, by: 1 }),
        undo: () => dispatch({ type: 'undo' }),
        redo: () => dispatch({ type: 'redo' }),
        save: () => void save(),
        publish: () => void confirmPublish(),
        settings: () => void openSettings(),
        record: () => void openRecord(),
        // Who published, unpublished, moved or created which page, across the site (activity.tsx).
        activity: () => void showActivity(ui, draft.site, lang),
        shortcuts: () => void showShortcuts(),
        language: (next) => {
          lang = next;
          setEditorLang(lang);
          relabel();
          showPanel();
        },
        mayLeave,
      },
    };
    // The bar takes the place of the served window's badge, which it shows in the editor's language.
    const region = ui.querySelector<HTMLElement>('.editor-bar') ?? ui.body.appendChild(ui.createElement('section'));
    region.querySelector('.preview-badge')?.remove();
    region.prepend(barHost!);
  }

  /** Everything the editor says, said again in the editor's language. */
  function relabel() {
    if (editing) {
      ui.documentElement.lang = lang;
      ui.querySelector('.editor-bar')?.setAttribute('aria-label', t('editorControls'));
    }
    drawBar();
    for (const b of container.querySelectorAll('.editor-insert')) b.remove();
    decorate();
  }

  async function confirmDelete() {
    if (state.selected === null || !selectedModule()) return;
    const id = state.selected;
    if (await ask(ui, { title: t('deleteTitle'), body: [t('deleteBody', { module: await moduleName() })], confirm: t('deleteConfirm'), cancel: t('cancel'), danger: true })) {
      dispatch({ type: 'delete', editorID: id });
    }
  }

  /** A dialog's list: these lines, then "and N more" when some were left out. */
  function listOf(lines: string[], more = 0): ReactElement {
    return createElement('ul', null, ...[...lines, ...(more > 0 ? [t('publishMore', { count: more })] : [])].map((line, index) => createElement('li', { key: index }, line)));
  }

  /** Set once the editor chose to leave without saving: the browser's own question is not asked again. */
  let leaving = false;
  /** Before the session ends: unsaved work is saved, or given up on purpose, or the editor stays. */
  async function mayLeave(): Promise<boolean> {
    if (!unsaved()) return true;
    const answer = await decide(ui, { title: t('signOutTitle'), body: [t('signOutBody')], confirm: t('signOutSave'), other: t('signOutDiscard'), cancel: t('keepEditing') });
    if (answer === 'confirm') return save();
    leaving = answer === 'other';
    // Signing out without saving discards the work: nothing of it is left in this browser.
    if (leaving) {
      clearTimeout(copyTimer);
      keepUnsaved(storage(), copyOf, null);
    }
    return leaving;
  }

  /** At most this many of the pages that show the page are named in the Publish dialog; the rest are counted. */
  const SHOWN_PAGES = 8;

  async function confirmPublish() {
    // Asked only of a page the site can show: a field to complete is said first.
    if (!(await settled()) || !(await complete())) return;
    const languages = (draft.page.pageLanguages ?? []) as PageLanguage[];
    const path = decodeURIComponent(here);
    const nameOf = (locale: string | undefined) => LANGUAGE_NAMES[lang][(locale ?? '').slice(0, 2)] ?? locale ?? '';
    const own = languages.find((l) => l.path === path);
    const others = languages.filter((l) => l.path && l.path !== path);
    const body: (string | ReactElement)[] = [t('publishLive', { page: path, language: nameOf(own?.locale ?? pageDoc.documentElement.lang.replace('-', '_')) })];
    if (unsaved()) body.push(t('publishUnsaved'));
    if (others.some((l) => l.isLive)) {
      body.push(t('publishTranslations'));
      body.push(listOf(others.map((l) => `${l.path} (${nameOf(l.locale)})${l.isLive ? '' : ` — ${t('publishNotLive')}`}`)));
    } else body.push(t('publishNoTranslations'));
    // What else the publish reaches, and the links that would lead nowhere (the page as it will go live).
    const plan = await publishPlan();
    if (plan && plan.showing.length > 0) {
      // They are rebuilt only when the publish changes what they show of it (its card's facts: src/preview/publish-plan.ts).
      const reached = plan.showing.some((p) => plan.rebuilt.includes(p.path));
      const one = plan.showing.length === 1;
      body.push(reached ? (one ? t('publishShowingOne') : t('publishShowing', { count: plan.showing.length }))
        : (one ? t('publishShowingUnchangedOne') : t('publishShowingUnchanged', { count: plan.showing.length })));
      body.push(listOf(plan.showing.slice(0, SHOWN_PAGES).map((p) => `${p.title} (${p.path})`), plan.showing.length - SHOWN_PAGES));
    }
    // What the bar will count once it is done: also the lists of its kind.
    if (plan && plan.rebuilt.length > 1) body.push(t('publishRebuilt', { count: plan.rebuilt.length }));
    if (plan && plan.links.length > 0) {
      body.push(t('publishBrokenLinks'));
      body.push(listOf(plan.links.map((l) => `${l.href} — ${t(l.problem === 'unpublished' ? 'targetUnpublished' : 'targetMissing')}`)));
    }
    if (await ask(ui, { title: t('publishTitle'), body, confirm: t('publishConfirm'), cancel: t('cancel') })) await publish();
  }

  /** The preview's plan of a publish (src/preview/publish-plan.ts), or null when it cannot be had (the dialog still opens). */
  async function publishPlan(): Promise<PublishPlan | null> {
    try {
      const response = await apiFetch(`/__preview/publish-plan?path=${here}`, {
        method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(unsaved() ? { sections: state.sections, ...recordOf() } : {}),
      });
      return response.ok ? await response.json() as PublishPlan : null;
    } catch {
      return null;
    }
  }

  /** Changes not saved yet: in the editor's state, or typed in a rich-text field and not yet committed to it. */
  function unsaved(): boolean {
    return state.dirty || settingsDirty || richTextPending();
  }

  /**
   * The page's settings (runtime/editor/page-settings.tsx): applied to the draft here, kept by
   * the next Save with the modules.
   */
  async function openSettings() {
    const page = draft.page as Record<string, unknown>;
    const chosen = await editPageSettings(ui, {
      lang, path: decodeURIComponent(here), imageHost: draft.imageHost ?? '/_img',
      current: { title: String(page.title ?? ''), metaDescription: String(page.metaDescription ?? ''), socialImage: (page.socialImage as ImageValue | null | undefined) ?? null, isIndexed: page.isIndexed !== false },
      chooseImage: (current) => chooseImage(ui, { lang, locale: String(page.locale ?? 'es_ES'), site: draft.site, imageHost: draft.imageHost ?? '/_img' }, current),
    });
    if (!chosen) return;
    const next = { ...withTitle(page, chosen.title), metaDescription: chosen.metaDescription, socialImage: chosen.socialImage, isIndexed: chosen.isIndexed };
    if (JSON.stringify(next) === JSON.stringify(page)) return;
    draft.page = next;
    settingsDirty = true;
    keepCopy();
    setStatus(() => t('settingsApplied'));
    paint();
  }

  /** The kind of record the page is the page of, when it has its own form (spec 4, structured content). */
  function recordKind(): RecordKind | undefined {
    const kind = (draft.page as { structuredData?: unknown }).structuredData;
    return typeof kind === 'string' ? RECORD_KINDS[kind] : undefined;
  }

  /** The record as the editor has it, for the preview to render the page with (a programme's facts block, an event's facts). */
  function recordOf(): { content?: Record<string, unknown> } {
    const content = (draft.page as { structuredDataContent?: unknown }).structuredDataContent;
    return recordKind() && content && typeof content === 'object' ? { content: content as Record<string, unknown> } : {};
  }

  const recordSchemas = new Map<string, Promise<JsonSchema>>();
  /**
   * The page's record in its own form (runtime/editor/record-form.tsx): applied to the draft here
   * like the settings, kept by the next Save, shown at once in the page.
   */
  async function openRecord() {
    const page = draft.page as Record<string, unknown>;
    const kindName = String(page.structuredData);
    const kind = RECORD_KINDS[kindName];
    if (!kind) return;
    if (!recordSchemas.has(kindName)) recordSchemas.set(kindName, fetch(`/__preview/record/${kindName}`).then((r) => r.json() as Promise<JsonSchema>));
    const schema = await recordSchemas.get(kindName)!.catch(() => {
      recordSchemas.delete(kindName);
      return null;
    });
    if (!schema) {
      setStatus(() => t('couldNotRender', { message: t('loadingFields') }));
      return;
    }
    const own = String(page.locale ?? '').slice(0, 2);
    const sharedWith = ((page.pageLanguages ?? []) as PageLanguage[]).filter((l) => l.isLive && l.pageId !== draft.id && l.locale?.slice(0, 2) !== own)
      .map((l) => LANGUAGE_NAMES[lang][(l.locale ?? '').slice(0, 2)] ?? l.locale ?? '').map((name) => (lang === 'es' ? name.toLowerCase() : name));
    const before = (page.structuredDataContent && typeof page.structuredDataContent === 'object' ? page.structuredDataContent : {}) as Record<string, unknown>;
    const chosen = await editRecord(ui, {
      lang, title: t(kind.button), help: t(kind.help), shared: sharedWith.length > 0 ? t(kind.shared, { languages: sharedWith.join(', ') }) : null,
      schema, current: kind.toForm(before),
      check: async (fields) => (await post<{ errors: Record<string, string> }>('/__preview/validate-record', { kind: kindName, fields, lang })).errors,
    });
    if (!chosen) return;
    // What the form does not stand for (a CMS's own fields) stays as it was.
    const kept = Object.fromEntries(Object.entries(before).filter(([key]) => !kind.stands.includes(key)));
    const next = { ...kept, ...kind.fromForm(chosen, before) };
    // Compared whatever the order of their keys: a form applied unchanged changes nothing.
    const canonical = (value: unknown): string => JSON.stringify(value, (_key, v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1))) : v));
    if (canonical(next) === canonical(before)) return;
    draft.page = { ...page, structuredDataContent: next };
    settingsDirty = true;
    keepCopy();
    setStatus(() => t(kind.applied));
    paint();
    void rerender();
  }

  /** Rich text typed just before a click on Save (and so Publish and Schedule, which save first), committed first: it waits for a pause in typing. */
  async function settled(): Promise<boolean> {
    try {
      await settleRichText();
      return true;
    } catch (error) {
      setStatus(() => t('notSaved', { status: 0, message: (error as Error).message }));
      return false;
    }
  }

  /** One save at a time, in the order asked: Save, Publish's save and the autosave share the page's version. */
  let saving: Promise<unknown> = Promise.resolve();
  function save(options: { auto?: boolean } = {}): Promise<boolean> {
    const run = saving.then(() => saveNow(options));
    saving = run.catch(() => {});
    return run;
  }

  async function saveNow({ auto = false }: { auto?: boolean } = {}): Promise<boolean> {
    // An autosave queued behind a Save finds nothing left to do.
    if (auto && !(state.dirty || settingsDirty)) return true;
    // The editor's own Save asks to sign in again even after a "Not now".
    if (!auto) recovery?.askAgain();
    if (!(await settled())) return false;
    const sections = state.sections;
    if (!(await complete(sections, auto))) return false;
    const page = structuredClone(draft.page) as { template: Record<string, { modules?: unknown[] }> };
    for (const [name, list] of Object.entries(sections)) if (page.template[name]) page.template[name]!.modules = list;
    const response = await apiFetch(`/_api/site/${encodeURIComponent(draft.site)}/page/${draft.id}${auto ? '?autosave=1' : ''}`, {
      method: 'PUT', headers: { 'content-type': 'application/json', 'if-match': version }, body: JSON.stringify(page),
    });
    if (response.ok) {
      version = (await response.json() as { version: string }).version;
      settingsDirty = false;
      base = sections;
      // What was sent is saved; an edit made while it was on its way is still unsaved.
      dispatch({ type: 'saved', sections });
      // The time as the history will show it: the school's.
      if (auto && !state.dirty) setStatus(() => t('autosaved', { time: new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'es-ES', { timeZone: SCHOOL_TIME_ZONE, hour: '2-digit', minute: '2-digit' }).format(new Date()) }));
      return true;
    }
    // Another editor saved meanwhile: the choice is the editor's, made when they press Save.
    if (response.status === 409) {
      if (auto) {
        setStatus(() => t('autosaveConflict'));
        return false;
      }
      return resolveConflict();
    }
    await sayRefused(response, (message) => t('notSaved', { status: response.status, message }));
    return false;
  }

  /**
   * Nothing the site cannot show is saved or published (spec 4, typed fields): the editor is
   * told which fields to complete, and the changes stay on the page.
   */
  async function complete(sections = state.sections, quiet = false): Promise<boolean> {
    const { invalid } = await post<{ invalid?: InvalidModule[] }>('/__preview/validate-modules', { modules: modulesOf(sections), lang });
    if (!invalid) return false;
    if (invalid.length > 0) {
      // An autosave waits for the fields to be completed; the panel already flags them.
      if (!quiet) void refuseInvalid(invalid);
      return false;
    }
    return recordComplete(quiet);
  }

  /**
   * The page's record as the build and its lists need it (an event's day): checked as its form
   * checks it, and when it is not complete the editor is told what is missing and offered the
   * form (spec 4, typed fields: Save and Publish wait).
   */
  async function recordComplete(quiet = false): Promise<boolean> {
    const kind = recordKind();
    if (!kind) return true;
    const kindName = String((draft.page as { structuredData?: unknown }).structuredData);
    const { errors } = await post<{ errors?: Record<string, string> }>('/__preview/validate-record', { kind: kindName, fields: kind.toForm((draft.page as { structuredDataContent?: unknown }).structuredDataContent), lang });
    if (!errors) return false;
    if (Object.keys(errors).length === 0) return true;
    if (quiet) return false;
    const schema = await recordSchemas.get(kindName)?.catch(() => null) ?? await fetch(`/__preview/record/${kindName}`).then((r) => r.json() as Promise<JsonSchema>).catch(() => null);
    const words = (schema as { 'x-words'?: PanelWords } | null)?.['x-words'];
    const lines = Object.entries(errors).map(([path, message]) => `${words?.fields[path.split('.')[0]!]?.label[lang] ?? path}: ${message}`);
    setStatus(() => (lines.length === 1 ? t('invalidStatusOne') : t('invalidStatus', { count: lines.length })));
    if (await ask(ui, { title: t('invalidTitle'), body: [t('recordIncomplete', { record: t(kind.button) }), listOf(lines)], confirm: t('recordOpen', { record: t(kind.button) }), cancel: t('invalidLater') })) void openRecord();
    return false;
  }

  /** A field's name as the panel shows it: the module's words for it, with its item's number in a list. */
  function fieldName(component: string, path: string): string {
    const words = (schemas.get(component) as { 'x-words'?: PanelWords } | undefined)?.['x-words'];
    const keys = path.split('.');
    const named = [...keys].reverse().find((k) => !/^\d+$/.test(k)) ?? '';
    const label = words?.fields[named]?.label[lang] ?? named;
    const index = keys.findIndex((k) => /^\d+$/.test(k));
    if (index <= 0) return label;
    const list = words?.fields[keys[index - 1]!];
    const item = `${list?.item?.[lang] ?? t('itemWord')} ${Number(keys[index]) + 1}`;
    return named === keys[index - 1] ? item : `${item} › ${label}`;
  }

  /**
   * Save refused before it is sent: the modules and fields to complete, named in a dialog that
   * offers to go to the first (selected, its panel open on the field).
   */
  async function refuseInvalid(invalid: InvalidModule[]) {
    await Promise.all(invalid.map((m) => loadSchema(m.component)));
    const count = invalid.reduce((n, m) => n + Object.keys(m.errors).length, 0);
    setStatus(() => (count === 1 ? t('invalidStatusOne') : t('invalidStatus', { count })));
    const lines = invalid.flatMap((m) => {
      const module = modulesOf(state.sections).find((x) => x.editorID === m.editorID);
      const words = (schemas.get(m.component) as { 'x-words'?: PanelWords } | undefined)?.['x-words'];
      const kind = words?.module.label[lang] ?? m.component;
      // Its own title too, unless it only repeats the kind ("Preguntas frecuentes «Preguntas frecuentes»").
      const title = typeof module?.title === 'string' && module.title && module.title.trim().toLowerCase() !== kind.toLowerCase() ? ` «${module.title}»` : '';
      return Object.entries(m.errors).map(([path, message]) => `${kind}${title} › ${fieldName(m.component, path)}: ${message}`);
    });
    if (!(await ask(ui, { title: t('invalidTitle'), body: [t('invalidBody'), listOf(lines)], confirm: t('invalidShown'), cancel: t('invalidLater') }))) return;
    const first = invalid[0]!;
    const path = Object.keys(first.errors)[0] ?? '';
    dispatch({ type: 'select', editorID: first.editorID });
    await validate(false);
    const key = path.split('.').join('-');
    const target = ui.getElementById(`editor-field-${key}`) ?? ui.getElementById(`editor-list-${key}-add`) ?? firstField();
    target?.focus();
  }

  /**
   * A refused call said on the status line: a session the editor chose not to renew (apiFetch's
   * recovery answered "Not now") in their words, with the change still on the page; anything else
   * with the API's or the preview's own message (`{ error: { message } }`).
   */
  async function sayRefused(response: Response, otherwise: (message: string) => string): Promise<void> {
    if (response.status === 401 && account) return setStatus(() => t('sessionEndedNotSaved'));
    const answer = await response.json().catch(() => null) as { error?: { code?: string; message?: string; details?: { languages?: string[]; sections?: string[] } } } | null;
    // Outside the account's languages or sections: said in the editor's words.
    if (answer?.error?.code === 'OUT_OF_SCOPE') {
      const { languages = [], sections = [] } = answer.error.details ?? {};
      return setStatus(() => t('outOfScopeRefused', { scope: scopeWords({ languages, sections }, lang) }));
    }
    const message = answer?.error?.message ?? (response.statusText || String(response.status));
    setStatus(() => otherwise(message));
  }

  /**
   * Another editor saved the page since this one loaded it (the API's 409): nothing is redrawn
   * over this editor's work; they are asked, naming the modules where the two differ, whether to
   * save theirs over it or keep the other version (spec 4, editor mode: no work is lost unasked).
   */
  async function resolveConflict(): Promise<boolean> {
    const theirs = await readDraft();
    const mine = state.sections;
    const conflicts = conflictsOf(base, mine, theirs.sections);
    let choices = new Map<number, Choice>();
    if (conflicts.length > 0) {
      await Promise.all(conflicts.map((c) => loadSchema((c.mine ?? c.theirs)!.component) ?? Promise.resolve()));
      const answer = await resolveConflictDialog(ui, {
        lang, conflicts,
        // Named as both knew it: by the title it had before either changed it.
        nameOf: (c) => {
          const module = (c.base ?? c.mine ?? c.theirs)!;
          const words = (schemas.get(module.component) as { 'x-words'?: PanelWords } | undefined)?.['x-words'];
          const title = typeof module.title === 'string' && module.title ? ` «${module.title}»` : '';
          return `${words?.module.label[lang] ?? module.component}${title}`;
        },
        summaryOf: (module) => summaryOf(module),
      });
      if (!answer) {
        setStatus(() => t('conflictPending'));
        return false;
      }
      if (answer.kind === 'theirs') {
        await startFrom(theirs);
        setStatus(() => t('conflictTookTheirs'));
        return false;
      }
      choices = answer.choices;
    }
    // Saved over the version now saved: its page-level fields (this editor's settings and
    // record, if changed), both editors' modules brought together.
    draft.page = settingsDirty ? { ...theirs.page, ...Object.fromEntries(SETTING_FIELDS.map((k) => [k, draft.page[k]])) } : theirs.page;
    version = theirs.version;
    const merged = mergeSections(base, mine, theirs.sections, choices);
    base = theirs.sections;
    state = { ...state, sections: merged, past: [...state.past, mine], future: [], dirty: true, typing: undefined };
    generation++;
    await rerender();
    showPanel();
    // Within the save that met the conflict (the queue's turn is this one's).
    const saved = await saveNow();
    if (saved && conflicts.length === 0) setStatus(() => t('conflictAutoMerged'));
    return saved;
  }

  /** What a version of a module says, in a line: its title, or its first words. */
  function summaryOf(module: EditorModule | null): string {
    if (!module) return '';
    const text = [module.title, module.text, module.content, module.question].find((v) => typeof v === 'string' && v.trim() !== '') as string | undefined;
    const plain = (text ?? '').replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
    return plain.length > 80 ? `${plain.slice(0, 79)}…` : plain;
  }

  async function publish() {
    // save() commits pending rich text first, so what goes live is everything typed.
    if (unsaved() && !(await save())) return;
    recovery?.askAgain();
    setStatus(() => t('publishing'));
    const response = await apiFetch(`/__preview/publish?path=${here}`, { method: 'POST', headers: { 'if-match': version } });
    const body = await response.json().catch(() => null) as { version?: string; filesWritten?: number; rebuilt?: string[]; error?: { code?: string; message?: string } } | null;
    // Review was switched on while the page was open: said in the editor's words, and the bar
    // asked again, so that Submit for review takes Publish's place (review.tsx).
    if (body?.error?.code === 'REVIEW_REQUIRED') {
      setStatus(() => t('reviewRequiredRefused'));
      barGeneration++;
      drawBar();
      return;
    }
    if (!response.ok) {
      const message = body?.error?.message ?? response.statusText;
      setStatus(() => t('notPublished', { status: response.status, message }));
      return;
    }
    if (body?.version) version = body.version;
    const files = body?.filesWritten ?? 0;
    const pages = body?.rebuilt?.length ?? 1;
    setStatus(() => (pages === 1 ? t('publishedOne', { files }) : t('published', { files, pages })));
    void checkTranslations();
    // The bar reads the pending schedules again (a publish completes a schedule of that
    // version) and the review (a page waiting for review is approved by it: server/reviews.ts).
    barGeneration++;
    drawBar();
  }

  /**
   * "Add module" controls between the modules of each area, and before the first (spec 4,
   * editor mode); put back whenever the page is swapped (a re-render, a saved draft arriving).
   */
  const decorate = () => {
    if (!editing || readOnly || container.querySelector('.editor-insert')) return;
    for (const section of ['heroSection', 'mainSection'] as const) {
      const control = (index: number) => {
        const b = pageDoc.createElement('button');
        b.type = 'button';
        b.className = 'editor-insert';
        b.textContent = `+ ${t('addModule')}`;
        b.setAttribute('aria-label', t('addModuleHere', { area: t(section), n: index + 1 }));
        b.dataset.editorInsert = section;
        b.dataset.index = String(index);
        return b;
      };
      const elements = state.sections[section].map((m) => container.querySelector<HTMLElement>(`[data-module][data-editor-id="${m.editorID}"]`));
      if (elements.length === 0 || elements.some((el) => el === null)) {
        // An empty main section still takes a first module.
        if (section === 'mainSection' && elements.length === 0) container.querySelector('[class^="main-section"]')?.append(control(0));
        continue;
      }
      elements[0]!.before(control(0));
      elements.forEach((el, index) => el!.after(control(index + 1)));
    }
  };
  if (editing) new MutationObserver(decorate).observe(container, { childList: true });

  async function openPalette(section: SectionName, index: number) {
    const response = await fetch(`/__preview/palette?path=${here}&section=${section}`);
    if (!response.ok) return;
    const { modules: offered } = await response.json() as { modules: { component: string; words: ModuleWords; fields: Record<string, unknown>; thumbnail: string }[] };
    const chosen = await choose(ui, {
      title: t('paletteTitle'),
      intro: t('paletteBody', { area: t(section) }),
      cancel: t('cancel'),
      choices: offered.map((m) => ({ value: m.component, label: m.words.label[lang], help: m.words.help[lang], thumbnail: m.thumbnail })),
    });
    const module = offered.find((m) => m.component === chosen);
    if (!module) return;
    focusFirstWhenShown = true;
    void loadSchema(module.component);
    dispatch({ type: 'insert', section, index, module: { component: module.component, ...module.fields } });
  }

  const select = (el: HTMLElement | null) => dispatch({ type: 'select', editorID: el ? Number(el.dataset.editorId) : null });
  const inToolbar = (target: Element) => barHost?.contains(target) ?? false;
  const inEditorUi = (target: Element) => (panelHost?.contains(target) ?? false) || inToolbar(target) || target.closest('dialog') !== null;
  pageDoc.addEventListener('click', (event) => {
    const target = event.target as Element;
    if (inEditorUi(target)) return;
    const insert = target.closest<HTMLElement>('[data-editor-insert]');
    if (insert) {
      event.preventDefault();
      event.stopPropagation();
      void openPalette(insert.dataset.editorInsert as SectionName, Number(insert.dataset.index));
      return;
    }
    // Links and fields in menus and forms do their own thing.
    if (target.closest('nav, form, [popover]')) return;
    const module = target.closest<HTMLElement>('#sitegen-page [data-module]');
    if (!module) return;
    event.preventDefault();
    event.stopPropagation();
    select(module);
  }, true);
  /** The editor's keyboard shortcuts, listed in the "Atajos" dialog (aria-keyshortcuts on their buttons). */
  async function showShortcuts() {
    const keys = ['shortcutsSave', 'shortcutsUndo', 'shortcutsModules', 'shortcutsFields', 'shortcutsHelp'] as const;
    await ask(ui, { title: t('shortcutsTitle'), body: [listOf(keys.map((key) => t(key)))], confirm: t('understood'), cancel: '' });
  }
  const typingIn = (el: Element) => el.matches('input, textarea, select, [contenteditable="true"], [contenteditable=""]');
  const onShortcut = (event: KeyboardEvent) => {
    // A dialog answers its own keys.
    if (ui.querySelector('dialog[open]')) return;
    const target = event.target as HTMLElement;
    const mod = event.ctrlKey || event.metaKey;
    const key = event.key.toLowerCase();
    const handled = () => {
      event.preventDefault();
      event.stopPropagation();
    };
    if (mod && !event.altKey && key === 's') {
      handled();
      void save();
    } else if (mod && !event.altKey && (key === 'z' || key === 'y') && !typingIn(target)) {
      // In a text field the browser's own undo undoes what was typed there.
      handled();
      dispatch({ type: key === 'y' || event.shiftKey ? 'redo' : 'undo' });
    } else if (event.altKey && !mod && (event.key === 'ArrowDown' || event.key === 'ArrowUp') && !typingIn(target)) {
      handled();
      const all = modules();
      const at = all.findIndex((el) => Number(el.dataset.editorId) === state.selected);
      const next = all[at === -1 ? (event.key === 'ArrowDown' ? 0 : all.length - 1) : Math.min(all.length - 1, Math.max(0, at + (event.key === 'ArrowDown' ? 1 : -1)))];
      if (next) {
        select(next);
        next.focus();
        next.scrollIntoView({ block: 'nearest' });
      }
    } else if (event.key === 'Tab' && !event.shiftKey && !mod && target.matches?.('#sitegen-page [data-module][data-selected]')) {
      // From the selected module, one Tab reaches its fields (not every link of the page first);
      // fields still loading are focused when they arrive, not the panel's module buttons now.
      const module = selectedModule();
      if (module && !schemas.has(module.component)) {
        handled();
        tabbedWhileLoading = module.editorID;
        return;
      }
      const field = firstField();
      if (field) {
        handled();
        field.focus();
      }
    } else if (event.key === 'Escape' && panelHost?.contains(target) && state.selected !== null) {
      // Back from the fields to the module they edit, still selected.
      handled();
      container.querySelector<HTMLElement>(`[data-module][data-editor-id="${state.selected}"]`)?.focus();
    } else if (event.key === '?' && !mod && !typingIn(target)) {
      handled();
      void showShortcuts();
    }
  };
  if (editing) {
    pageDoc.addEventListener('keydown', onShortcut);
    if (pageDoc !== ui) ui.addEventListener('keydown', onShortcut);
  }
  const onKey = (event: KeyboardEvent) => {
    if (event.defaultPrevented) return;
    const target = event.target as HTMLElement;
    if (inEditorUi(target) && !inToolbar(target)) return;
    if (event.key === 'Escape' && state.selected !== null) {
      select(null);
      return;
    }
    if (event.key === 'Enter' && target.matches?.('#sitegen-page [data-module]')) {
      event.preventDefault();
      select(target);
    }
  };
  pageDoc.addEventListener('keydown', onKey);
  if (pageDoc !== ui) ui.addEventListener('keydown', onKey);
  addEventListener('beforeunload', (event) => {
    if (!unsaved() || leaving) return;
    event.preventDefault();
    event.returnValue = '';
  });
  relabel();
  paint();
  decorate();
  ui.documentElement.dataset.editorReady = '';
  if (editing) {
    await offerUnsaved();
    // A soft lock: another editor on the page is named in the bar while they have it open, and
    // an editor who opens a page someone else has open is told what that means on the status
    // line (spec 4: nobody loses work unwarned). Told, not stopped: no dialog stands in the way.
    void checkTranslations();
    watchPresence(draft.site, draft.id, (names, first) => {
      othersEditing = names;
      drawBar();
      // A read-only page keeps saying why it is read-only: this editor can change nothing the
      // others would lose, and their names are beside it (toolbar.tsx).
      if (first && names.length > 0 && !state.dirty && !readOnly) {
        const who = othersEditing.length > 0 ? othersEditing : names;
        // Two or more others: the verb and the advice are plural ("tienen", "varios").
        setStatus(() => t(who.length > 1 ? 'presenceBodyMany' : 'presenceBody', { names: listWords(who, lang) }));
      }
    });
  }
}

/** The browser's storage for the editor's own things, when it has one (a private window may refuse it). */
function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/** "páginas en inglés, bajo /claustro/": what an account may change, in the editor's language. */
function scopeWords(scope: EditorScope, lang: EditorLang): string {
  const language = LOCALE_NAMES[lang];
  const or = lang === 'es' ? ' o ' : ' or ';
  const parts = [
    scope.languages.length > 0 ? `${lang === 'es' ? 'en' : 'in'} ${scope.languages.map((l) => language[l] ?? l).join(or)}` : '',
    scope.sections.length > 0 ? `${lang === 'es' ? 'bajo' : 'under'} ${scope.sections.join(or)}` : '',
  ].filter(Boolean);
  return `${lang === 'es' ? 'páginas' : 'pages'} ${parts.join(', ')}`;
}
