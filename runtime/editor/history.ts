import { apiFetch } from '../../modules/api-fetch.js';
import { ask } from './dialog.js';
import { imageUrl } from '../../modules/image-url.js';
import { formatMoney } from '../../modules/locale-format.js';
import { PREVIEW_WIDTH } from './media.js';
import { schoolDateTime, zonedInstant, zonedParts } from './school-time.js';
import { LANGUAGE_NAMES, sayHistory, type EditorLang, type HistoryKey } from './strings.js';
import { actorName } from '../../modules/actor-name.js';

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
 */
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

export interface HistoryControls {
  relabel(): void;
  /** Reads the pending schedule again (after a publish, which completes a schedule of that version). */
  refresh(): Promise<void>;
}

/** An image as fields hold it (modules/fields.ts ImageSchema). */
const isImage = (value: unknown): value is { url: string; alt?: string; position?: string } =>
  value !== null && typeof value === 'object' && typeof (value as { url?: unknown }).url === 'string';

/**
 * A plain, short rendering of a field's value for the comparison, as an editor reads it: rich
 * text as its words, a link as its text and address, an amount as an amount, a list by its
 * items' names, an image by its description (the comparison also shows it: comparedValue).
 */
export function shown(value: unknown, empty: string, lang: EditorLang = 'es'): string {
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

let dialogs = 0;

export function startHistory(ui: Document, group: HTMLElement, host: HistoryHost): HistoryControls {
  const t = (key: HistoryKey, vars?: Record<string, string | number>) => sayHistory(host.lang(), key, vars);
  const when = (iso: string) => schoolDateTime(host.lang(), iso);
  const base = `/_api/site/${encodeURIComponent(host.site)}/page/${host.id}`;
  const labelled: { el: HTMLElement; key: HistoryKey }[] = [];
  const control = (key: HistoryKey, run: () => void, action: string) => {
    const b = ui.createElement('button');
    b.type = 'button';
    b.dataset.editorAction = action;
    b.addEventListener('click', run);
    labelled.push({ el: b, key });
    return b;
  };
  const errorOf = async (response: Response) => ((await response.json().catch(() => null)) as { error?: { message?: string } } | null)?.error?.message ?? response.statusText;

  // Schedule sits next to Publish; History after them.
  const scheduleButton = control('schedule', () => void openSchedule(), 'schedule');
  const historyButton = control('history', () => void openHistory(), 'history');
  group.append(scheduleButton, historyButton);

  // The pending schedules, in the bar, each with its Cancel: the publication, then the unpublishing.
  const pendingBox = ui.createElement('div');
  pendingBox.className = 'editor-toolbar__group editor-schedule';
  pendingBox.hidden = true;
  const pendingRow = (action: ScheduleAction, textId: string, cancelKey: HistoryKey, cancelAction: string) => {
    const row = ui.createElement('span');
    row.className = 'editor-schedule__item';
    row.dataset.scheduleAction = action;
    row.hidden = true;
    const text = ui.createElement('span');
    text.className = 'editor-schedule__text';
    text.id = textId;
    const cancel = control(cancelKey, () => void cancelSchedule(action), cancelAction);
    cancel.setAttribute('aria-describedby', text.id);
    row.append(text, cancel);
    pendingBox.append(row);
    return { row, text };
  };
  const rows: Record<ScheduleAction, { row: HTMLElement; text: HTMLElement }> = {
    publish: pendingRow('publish', 'editor-schedule-text', 'cancelSchedule', 'cancel-schedule'),
    unpublish: pendingRow('unpublish', 'editor-unschedule-text', 'cancelUnschedule', 'cancel-unschedule'),
  };
  group.after(pendingBox);
  let pending: Schedule[] = [];
  /** What a pending schedule says, in the bar and in History. */
  const describe = (s: Schedule) => s.action === 'unpublish'
    ? t('pendingOffline', { when: when(s.at) })
    : s.failure ? t('pendingFailed', { when: when(s.at), message: s.failure }) : t('pending', { when: when(s.at), n: s.seq ?? '' });
  const paintPending = () => {
    pendingBox.hidden = pending.length === 0;
    for (const action of ['publish', 'unpublish'] as const) {
      const schedule = pending.find((s) => s.action === action);
      rows[action].row.hidden = !schedule;
      rows[action].text.textContent = schedule ? describe(schedule) : '';
    }
  };
  const keep = (schedule: Schedule) => {
    pending = [...pending.filter((s) => s.action !== schedule.action), schedule].sort((a, b) => a.at.localeCompare(b.at));
    paintPending();
  };

  async function readPending(): Promise<Pending | null> {
    const response = await apiFetch(`${base}/schedule`);
    return response.ok ? await response.json() as Pending : null;
  }

  async function refresh() {
    const answer = await readPending();
    if (!answer) return;
    pending = allOf(answer);
    paintPending();
  }

  /** Cancels the pending schedule of `action`; focus goes to `then` (the Schedule control unless a dialog is open). Whether it was cancelled. */
  async function cancelSchedule(action: ScheduleAction, then: HTMLElement = scheduleButton): Promise<boolean> {
    const response = await apiFetch(`${base}/schedule${action === 'unpublish' ? '?action=unpublish' : ''}`, { method: 'DELETE' });
    if (!response.ok) {
      const message = await errorOf(response);
      host.status(() => t('notScheduled', { status: response.status, message }));
      return false;
    }
    pending = pending.filter((s) => s.action !== action);
    paintPending();
    host.status(() => t(action === 'unpublish' ? 'unscheduleCancelled' : 'cancelled'));
    then.focus();
    return true;
  }

  /** A modal dialog of our own content, with the editor's dialog rules (dialog.tsx): stays until closed, Escape closes, focus returns. */
  function openDialog(titleText: string, className: string): { dialog: HTMLDialogElement; body: HTMLElement; done: Promise<void> } {
    const opener = ui.activeElement as HTMLElement | null;
    const id = `editor-history-${++dialogs}`;
    const dialog = ui.createElement('dialog');
    dialog.className = `editor-dialog ${className}`;
    dialog.setAttribute('aria-labelledby', `${id}-title`);
    const title = ui.createElement('h2');
    title.id = `${id}-title`;
    title.textContent = titleText;
    const body = ui.createElement('div');
    body.className = 'editor-dialog__body';
    const actions = ui.createElement('div');
    actions.className = 'editor-dialog__actions';
    const close = ui.createElement('button');
    close.type = 'button';
    close.textContent = t('close');
    close.addEventListener('click', () => dialog.close());
    actions.append(close);
    dialog.append(title, body, actions);
    dialog.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') event.stopPropagation();
      if (event.key !== 'Tab') return;
      const focusable = [...dialog.querySelectorAll<HTMLElement>('button:not([disabled]), input, select, textarea')].filter((el) => el.offsetParent !== null);
      if (event.shiftKey && ui.activeElement === focusable[0]) {
        event.preventDefault();
        focusable.at(-1)?.focus();
      } else if (!event.shiftKey && ui.activeElement === focusable.at(-1)) {
        event.preventDefault();
        focusable[0]?.focus();
      }
    });
    ui.body.append(dialog);
    const done = new Promise<void>((resolve) => dialog.addEventListener('close', () => {
      dialog.remove();
      (opener?.isConnected ? opener : historyButton).focus();
      resolve();
    }, { once: true }));
    dialog.showModal();
    return { dialog, body, done };
  }

  async function openHistory() {
    const { dialog, body } = openDialog(t('historyTitle'), 'editor-dialog--history');
    const intro = ui.createElement('p');
    intro.textContent = t('historyIntro');
    const list = ui.createElement('ol');
    list.className = 'editor-versions';
    const comparison = ui.createElement('section');
    comparison.className = 'editor-compare';
    comparison.tabIndex = -1;
    comparison.hidden = true;
    const more = ui.createElement('button');
    more.type = 'button';
    more.textContent = t('historyMore');
    more.hidden = true;
    // The pending schedules, each with its Cancel (as in the bar).
    const scheduled = ui.createElement('section');
    scheduled.className = 'editor-scheduled';
    scheduled.hidden = true;
    const scheduledTitle = ui.createElement('h3');
    scheduledTitle.id = `editor-scheduled-${dialogs}`;
    scheduledTitle.tabIndex = -1;
    scheduledTitle.textContent = t('scheduledChanges');
    scheduled.setAttribute('aria-labelledby', scheduledTitle.id);
    const scheduledList = ui.createElement('ul');
    scheduled.append(scheduledTitle, scheduledList);
    const paintScheduled = (schedules: Schedule[]) => {
      scheduledList.replaceChildren();
      scheduled.hidden = schedules.length === 0;
      for (const schedule of schedules) {
        const li = ui.createElement('li');
        li.dataset.scheduleAction = schedule.action;
        const text = ui.createElement('span');
        text.textContent = describe(schedule);
        text.id = `editor-scheduled-${dialogs}-${schedule.action}`;
        const cancel = ui.createElement('button');
        cancel.type = 'button';
        cancel.textContent = t(schedule.action === 'unpublish' ? 'cancelUnschedule' : 'cancelSchedule');
        cancel.setAttribute('aria-describedby', text.id);
        cancel.addEventListener('click', () => void cancelSchedule(schedule.action, scheduledTitle).then((done) => {
          if (!done) return;
          paintScheduled(pending);
          // Nothing left scheduled: the section is gone, so focus goes to the first version.
          if (scheduled.hidden) (list.querySelector('button') ?? scheduledTitle).focus();
        }));
        li.append(text, ' ', cancel);
        scheduledList.append(li);
      }
    };
    body.append(intro, scheduled, list, more, comparison);
    let page = 0;
    const loadPage = async () => {
      const response = await apiFetch(`${base}/versions?page=${page + 1}&items=10`);
      if (!response.ok) {
        const p = ui.createElement('p');
        p.textContent = await errorOf(response);
        body.prepend(p);
        return;
      }
      const data = await response.json() as VersionList;
      if (page === 0) {
        pending = allOf(data);
        paintPending();
        paintScheduled(pending);
      }
      page = data.page;
      if (data.items.length === 0 && page === 1) {
        const p = ui.createElement('p');
        p.textContent = t('historyEmpty');
        list.replaceWith(p);
      }
      for (const version of data.items) list.append(versionItem(version, data));
      more.hidden = page >= data.totalPages;
    };
    more.addEventListener('click', () => {
      const count = list.children.length;
      void loadPage().then(() => (list.children[count]?.querySelector('button') as HTMLElement | null)?.focus());
    });
    const versionItem = (version: Version, data: VersionList) => {
      const li = ui.createElement('li');
      li.className = 'editor-version';
      const heading = ui.createElement('h3');
      heading.textContent = t('versionN', { n: version.seq });
      const badges: string[] = [];
      if (data.live === version.seq) badges.push(t('versionLive'));
      if (data.schedule && data.schedule.seq === version.seq) badges.push(t('versionScheduled'));
      for (const text of badges) {
        const badge = ui.createElement('span');
        badge.className = 'editor-version__badge';
        badge.textContent = text;
        heading.append(' ', badge);
      }
      const meta = ui.createElement('p');
      meta.className = 'editor-version__meta';
      meta.textContent = t('versionMeta', { when: when(version.createdAt), who: version.kind === 'baseline' ? t('versionBaseline') : version.kind === 'autosave' ? t('versionAutosaved', { who: actorName(version.actor) }) : actorName(version.actor) });
      const summary = ui.createElement('p');
      summary.textContent = version.summary[host.lang()];
      const actions = ui.createElement('div');
      actions.className = 'editor-version__actions';
      const compare = ui.createElement('button');
      compare.type = 'button';
      compare.textContent = t('compare');
      compare.setAttribute('aria-label', t('compareVersion', { n: version.seq }));
      compare.addEventListener('click', () => void showComparison(version.seq));
      const restore = ui.createElement('button');
      restore.type = 'button';
      restore.textContent = t('restore');
      restore.setAttribute('aria-label', t('restoreVersion', { n: version.seq }));
      restore.addEventListener('click', () => void confirmRestore(version.seq, dialog));
      actions.append(compare, restore);
      li.append(heading, meta, summary, actions);
      return li;
    };
    const showComparison = async (seq: number) => {
      const response = await apiFetch(`${base}/versions/${seq}/compare`);
      comparison.replaceChildren();
      const title = ui.createElement('h3');
      title.textContent = t('compareTitle', { n: seq });
      comparison.append(title);
      comparison.hidden = false;
      if (!response.ok) {
        const p = ui.createElement('p');
        p.textContent = await errorOf(response);
        comparison.append(p);
        comparison.focus();
        return;
      }
      const diff = await response.json() as Diff;
      const lang = host.lang();
      const empty = t('emptyValue');
      // A value as the comparison shows it: what was taken out struck through, what came in
      // underlined (del / ins), an image as a small picture beside its description.
      const valueOf = (value: unknown, tag: 'del' | 'ins') => {
        const el = ui.createElement(tag);
        if (isImage(value)) {
          const img = ui.createElement('img');
          img.src = imageUrl(host.imageHost, value.url, { width: PREVIEW_WIDTH, ...(value.position ? { position: value.position } : {}) });
          // Its description is the text beside it: the picture itself adds nothing to read.
          img.alt = '';
          img.width = 80;
          img.className = 'editor-compare__image';
          el.append(img, ' ');
        }
        el.append(shown(value, empty, lang));
        return el;
      };
      const fieldLine = (f: FieldChange) => {
        const line = ui.createDocumentFragment();
        // The sentence's words around its two values, in the order the language puts them.
        const parts = t('compareField', { field: f.label[lang], before: '\u0000before\u0000', after: '\u0000after\u0000' }).split('\u0000');
        parts.forEach((part, i) => line.append(i % 2 === 0 ? part : valueOf(part === 'before' ? f.before : f.after, part === 'before' ? 'del' : 'ins')));
        return line;
      };
      const changes = ui.createElement('ul');
      for (const f of diff.fields) {
        const li = ui.createElement('li');
        li.append(fieldLine(f));
        changes.append(li);
      }
      for (const m of diff.modules) {
        const li = ui.createElement('li');
        const key: HistoryKey = m.change === 'added' ? 'compareAdded' : m.change === 'removed' ? 'compareRemoved' : m.fields.length > 0 ? 'compareEdited' : 'compareMoved';
        li.textContent = t(key, { module: m.label[lang] });
        if (m.change === 'changed' && m.fields.length > 0 && m.moved) li.append(` · ${t('compareMoved', { module: '' }).replace(/[:\s]+$/, '')}`);
        if (m.fields.length > 0) {
          const fields = ui.createElement('ul');
          for (const f of m.fields) {
            const item = ui.createElement('li');
            item.append(fieldLine(f));
            fields.append(item);
          }
          li.append(fields);
        }
        changes.append(li);
      }
      if (changes.children.length === 0) {
        const p = ui.createElement('p');
        p.textContent = t('compareNone');
        comparison.append(p);
      } else comparison.append(changes);
      comparison.focus();
    };
    await loadPage();
    list.querySelector('button')?.focus();
  }

  async function confirmRestore(seq: number, history: HTMLDialogElement) {
    const body = [t('restoreBody', { n: seq })];
    if (host.dirty()) body.push(t('restoreUnsaved'));
    if (!(await ask(ui, { title: t('restoreTitle', { n: seq }), body, confirm: t('restoreConfirm'), cancel: t('cancel') }))) return;
    const response = await apiFetch(`${base}/versions/${seq}/restore`, { method: 'POST', headers: { 'if-match': host.version() } });
    if (!response.ok) {
      const message = await errorOf(response);
      host.status(() => t('notRestored', { status: response.status, message }));
      history.close();
      return;
    }
    history.close();
    await host.reload();
    host.status(() => t('restored', { n: seq }));
  }

  async function openSchedule() {
    // Whether the page is live decides whether it can be scheduled to go offline.
    const info = await readPending();
    const { dialog, body } = openDialog(t('scheduleTitle'), 'editor-dialog--schedule');
    const intro = ui.createElement('p');
    intro.textContent = t('scheduleIntro');
    const form = ui.createElement('form');
    form.className = 'editor-schedule-form';
    // What happens then: the draft goes live, or the page goes offline (radios: arrow keys move between them).
    const what = ui.createElement('fieldset');
    what.className = 'editor-schedule-form__action';
    const legend = ui.createElement('legend');
    legend.textContent = t('scheduleWhat');
    what.append(legend);
    const option = (action: ScheduleAction, key: HistoryKey) => {
      const id = `editor-schedule-${action}-${dialogs}`;
      const wrap = ui.createElement('div');
      const input = ui.createElement('input');
      input.type = 'radio';
      input.name = `editor-schedule-action-${dialogs}`;
      input.id = id;
      input.value = action;
      const label = ui.createElement('label');
      label.htmlFor = id;
      label.textContent = t(key);
      wrap.append(input, label);
      what.append(wrap);
      return input;
    };
    const publishOption = option('publish', 'schedulePublishOption');
    const unpublishOption = option('unpublish', 'scheduleUnpublishOption');
    publishOption.checked = true;
    if (info && info.isLive === false) {
      unpublishOption.disabled = true;
      const note = ui.createElement('p');
      note.className = 'editor-schedule-form__note';
      note.id = `editor-schedule-not-live-${dialogs}`;
      note.textContent = t('scheduleUnpublishNotLive');
      unpublishOption.setAttribute('aria-describedby', note.id);
      what.append(note);
    }
    form.append(what);
    const field = (id: string, key: HistoryKey, type: 'date' | 'time', value: string) => {
      const wrap = ui.createElement('div');
      const label = ui.createElement('label');
      label.htmlFor = id;
      label.textContent = t(key);
      const input = ui.createElement('input');
      input.type = type;
      input.id = id;
      input.name = type;
      input.required = true;
      input.value = value;
      wrap.append(label, input);
      form.append(wrap);
      return input;
    };
    // Tomorrow at 09:00 in Madrid, a common choice; the editor changes it.
    const tomorrow = zonedParts(Date.now() + 86_400_000);
    const today = zonedParts(Date.now());
    const date = field(`editor-schedule-date-${dialogs}`, 'scheduleDate', 'date', tomorrow.date);
    date.min = today.date;
    const time = field(`editor-schedule-time-${dialogs}`, 'scheduleTime', 'time', '09:00');
    const error = ui.createElement('p');
    error.className = 'editor-field__error';
    error.id = `editor-schedule-error-${dialogs}`;
    error.setAttribute('role', 'alert');
    const submit = ui.createElement('button');
    submit.type = 'submit';
    submit.className = 'editor-dialog__confirm';
    submit.textContent = t('scheduleContinue');
    form.append(error, submit);
    body.append(intro, form);
    publishOption.focus();
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      const at = zonedInstant(date.value, time.value);
      const problem = !at ? t('scheduleMissing') : Date.parse(at) <= Date.now() ? t('schedulePast') : '';
      error.textContent = problem;
      for (const input of [date, time]) {
        input.toggleAttribute('aria-invalid', problem !== '');
        if (problem) input.setAttribute('aria-describedby', error.id); else input.removeAttribute('aria-describedby');
      }
      if (problem || !at) return;
      dialog.close();
      if (unpublishOption.checked) void confirmUnpublish(at);
      else void confirmSchedule(at);
    });
  }

  /** The page goes offline at `at`, after a confirmation that says what Unpublish does. */
  async function confirmUnpublish(at: string) {
    const lang = host.lang();
    const nameOf = (locale: string) => LANGUAGE_NAMES[lang][locale.slice(0, 2)] ?? locale;
    const translations = (await readPending())?.translations.filter((tr) => tr.isLive) ?? [];
    const body: (string | Node)[] = [t('unscheduleOffline', { when: when(at), page: host.path, language: nameOf(host.locale) })];
    if (translations.length > 0) {
      body.push(t('unscheduleTranslations'));
      const list = ui.createElement('ul');
      for (const tr of translations) {
        const li = ui.createElement('li');
        const theirs = (tr.schedules ?? []).find((s) => s.action === 'unpublish');
        li.textContent = `${tr.path} (${nameOf(tr.locale)}) — ${theirs ? t('unscheduleTranslationAt', { when: when(theirs.at) }) : t('unscheduleTranslationStays')}`;
        list.append(li);
      }
      body.push(list);
    } else body.push(t('scheduleNoTranslations'));
    if (!(await ask(ui, { title: t('unscheduleConfirmTitle'), body, confirm: t('unscheduleConfirm'), cancel: t('cancel') }))) return;
    // No If-Match and no save first: it takes offline whatever is live then; the draft is kept as it is.
    const response = await apiFetch(`${base}/schedule`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ at, action: 'unpublish' }) });
    if (!response.ok) {
      const message = await errorOf(response);
      host.status(() => t('notScheduled', { status: response.status, message }));
      return;
    }
    const scheduled = await response.json() as { at: string; scheduledBy: string };
    keep({ action: 'unpublish', seq: null, at: scheduled.at, scheduledBy: scheduled.scheduledBy, failure: null });
    host.status(() => t('unscheduled', { when: when(scheduled.at) }));
  }

  async function confirmSchedule(at: string) {
    const lang = host.lang();
    const nameOf = (locale: string) => LANGUAGE_NAMES[lang][locale.slice(0, 2)] ?? locale;
    const info = await apiFetch(`${base}/schedule`);
    const translations = info.ok ? (await info.json() as { translations: Translation[] }).translations : [];
    const body: (string | Node)[] = [t('scheduleLive', { when: when(at), page: host.path, language: nameOf(host.locale) }), t('scheduleFixed')];
    if (host.dirty()) body.push(t('scheduleUnsaved'));
    if (translations.length > 0) {
      body.push(t('scheduleTranslations'));
      const list = ui.createElement('ul');
      for (const tr of translations) {
        const li = ui.createElement('li');
        li.textContent = `${tr.path} (${nameOf(tr.locale)}) — ${tr.schedule ? t('scheduleTranslationAt', { when: when(tr.schedule.at) }) : t('scheduleTranslationNot')}`;
        list.append(li);
      }
      body.push(list);
    } else body.push(t('scheduleNoTranslations'));
    if (!(await ask(ui, { title: t('scheduleConfirmTitle'), body, confirm: t('scheduleConfirm'), cancel: t('cancel') }))) return;
    if (host.dirty() && !(await host.save())) return;
    const response = await apiFetch(`${base}/schedule`, { method: 'PUT', headers: { 'content-type': 'application/json', 'if-match': host.version() }, body: JSON.stringify({ at }) });
    if (!response.ok) {
      const message = await errorOf(response);
      host.status(() => t('notScheduled', { status: response.status, message }));
      return;
    }
    const scheduled = await response.json() as { seq: number; at: string; scheduledBy: string };
    keep({ action: 'publish', seq: scheduled.seq, at: scheduled.at, scheduledBy: scheduled.scheduledBy, failure: null });
    host.status(() => t('scheduled', { when: when(scheduled.at), n: scheduled.seq }));
  }

  const relabel = () => {
    for (const { el, key } of labelled) el.textContent = t(key);
    paintPending();
  };
  relabel();
  void refresh();
  return { relabel, refresh };
}
