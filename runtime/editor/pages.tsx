/**
 * The editor's "Pages" control (spec 4, editor mode: pages, not only modules): find and open any
 * page of the site, create a page from a template in a language, create or link its
 * translation, move it to another address (its old one redirects), and unpublish it after a
 * confirmation that names the page, what happens to its translations, the published pages that
 * link to it and what those links will meet. Every write goes to the content API through `apiFetch` (the editor's credential);
 * the API checks the slug and answers each wrong field by name, shown next to that field.
 * Each dialog is drawn in React from its own state over the editor's one dialog
 * (react-dialog.tsx): native modal <dialog>, focus starts inside and comes back to the control
 * that opened it, Tab stays inside, Escape cancels.
 */
import { Fragment, useEffect, useId, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { apiFetch } from '../../modules/api-fetch.js';
import { AskDialog } from './dialog.js';
import { EditorDialog, showDialog } from './react-dialog.js';
import { LANGUAGE_NAMES, isPagesStringKey, say, sayPages, type EditorLang, type PagesStringKey } from './strings.js';
import { suggestSlug } from '../../src/contract/paths.js';

type Vars = Record<string, string | number>;
interface Translation { id: number; path: string; locale: string; status: string }
interface Listed { id: number; title: string; path: string; locale: string; templateType: string; status: string; translations: Translation[] }
interface TemplateChoice { templateType: string; label: Record<EditorLang, string>; help: Record<EditorLang, string> }
interface Language { locale: string; label: string; prefix: string }
interface ApiProblem { error?: { message?: string; details?: { field?: string; message?: string; rule?: string; vars?: Vars }[] } }
/** A page another one names: one that links to it, or shows it in a list. */
interface Named { path: string; title: string }

export interface PagesContext {
  ui: Document;
  site: string;
  /** The page under edit. */
  page: { id: number; title: string; path: string; locale: string };
  lang: () => EditorLang;
  setStatus: (text: () => string) => void;
}

/** What the dialogs do outside themselves: the bar's status line, and opening a page in the editor. */
interface Host extends Pick<PagesContext, 'ui' | 'site' | 'lang'> {
  /** Says `key` in the status line (nothing without one), in the editor's language whenever the line is drawn. */
  tell(key?: PagesStringKey, vars?: Vars): void;
  open(path: string): void;
}


/** How many of the pages that show a page the unpublish dialog names (as the Publish dialog does). */
const SHOWN_PAGES = 8;
/** A search field asks once typing pauses this long (ms), not at every key. */
const SEARCH_PAUSE = 200;

/** The bar's "Pages" button, which opens the control, in the editor's language. */
export function PagesButton({ ctx, lang }: { ctx: PagesContext; lang: EditorLang }) {
  return <button type="button" data-editor-pages="" onClick={() => void showPages(ctx)}>{sayPages(lang, 'pages')}</button>;
}

const siteApi = (site: string, path: string) => `/_api/site/${encodeURIComponent(site)}${path}`;

/** The editors' list of the site's pages (server/pages.ts), by words of title or path, language, or path. */
async function listPages(site: string, query: Record<string, string>): Promise<Listed[]> {
  const response = await apiFetch(`${siteApi(site, '/editor/pages')}?${new URLSearchParams(query).toString()}`);
  return response.ok ? (await response.json() as { items: Listed[] }).items : [];
}

/** Pages in `target`'s language without a translation in `self`'s language: those it can be linked to. */
async function linkable(site: string, self: Listed, target: Language, q: string): Promise<Listed[]> {
  return (await listPages(site, { lang: target.locale, q })).filter((p) => !p.translations.some((tr) => tr.locale === self.locale));
}

/** Published pages but `self`, by the words of an address typed (its slashes read as spaces): where its links can be sent. */
async function redirectTargets(site: string, self: Listed, typed: string): Promise<Listed[]> {
  return (await listPages(site, { q: typed.replace(/\//g, ' ').trim() })).filter((p) => p.status === 'published' && p.id !== self.id);
}

/** The control's words in `lang`, and how its dialogs name a language, a page's state, a translation, a count and an address. */
function wordsOf(lang: EditorLang) {
  const t = (key: PagesStringKey, vars?: Vars) => sayPages(lang, key, vars);
  const languageName = (locale: string) => LANGUAGE_NAMES[lang][locale.slice(0, 2)] ?? locale;
  const statusName = (status: string) => t(status === 'published' ? 'statusPublished' : status === 'draft' ? 'statusDraft' : 'statusUnpublished');
  return {
    t,
    languageName,
    statusName,
    /** A language named inside a sentence: lower case in Spanish ("la página en inglés"). */
    inSentence: (locale: string) => (lang === 'es' ? languageName(locale).toLowerCase() : languageName(locale)),
    translation: (tr: Translation) => `${tr.path} (${languageName(tr.locale)}, ${statusName(tr.status)})`,
    found: (n: number) => (n === 1 ? t('pagesFoundOne') : t('pagesFound', { n })),
    /** A slug field's help: the address the slug makes under `base` ("/en/"). */
    address: (base: string, slug: string) => t('slugHelp', { path: `${base}${slug.replace(/^\/+|\/+$/g, '') || '…'}/` }),
  };
}
type Words = ReturnType<typeof wordsOf>;

/** Where the Pages dialog leads: a new page, or another dialog about this page (`self`). */
type Next = { to: 'create' } | { to: 'translation' | 'link'; self: Listed; target: Language } | { to: 'move' | 'unpublish'; self: Listed };

/** The "Pages" dialog, then the dialog it leads to (each gives the focus back to the control when it closes). */
async function showPages(ctx: PagesContext) {
  const { ui, site } = ctx;
  const host: Host = {
    ui, site, lang: ctx.lang,
    tell: (key, vars) => ctx.setStatus(() => (key ? sayPages(ctx.lang(), key, vars) : '')),
    open: (path) => ui.defaultView?.location.assign(path),
  };
  const [self] = await listPages(site, { path: ctx.page.path });
  const setup = await apiFetch(siteApi(site, '/editor/templates'));
  const { templates, languages } = setup.ok ? await setup.json() as { templates: TemplateChoice[]; languages: Language[] } : { templates: [], languages: [] };
  // The dialog opens with every page listed (the search not yet typed).
  const first = await listPages(site, { q: '' });
  const next = await showDialog<Next | null>(ui, (done) => <PagesDialog host={host} self={self} languages={languages} templates={templates} first={first} onDone={done} />);
  if (!next) return;
  const show = (render: (done: () => void) => ReactElement) => showDialog<void>(ui, render);
  switch (next.to) {
    case 'create':
      return show((done) => <NewPageDialog host={host} languages={languages} templates={templates} locale={ctx.page.locale} onDone={done} />);
    case 'translation':
      return show((done) => <NewPageDialog host={host} languages={languages} templates={templates} locale={ctx.page.locale} of={next} onDone={done} />);
    case 'link': {
      const candidates = await linkable(site, next.self, next.target, '');
      return show((done) => <LinkDialog host={host} self={next.self} target={next.target} first={candidates} onDone={done} />);
    }
    case 'move':
      return show((done) => <MoveDialog host={host} self={next.self} onDone={done} />);
    case 'unpublish':
      return unpublish(host, next.self);
  }
}

/**
 * What a search field finds: `first` (asked for before its dialog opened, so that it opens
 * filled) until the editor types, then the answer for what was typed once typing pauses. An
 * answer overtaken by later typing is not shown.
 */
function useFound(first: Listed[], query: string, find: (query: string) => Promise<Listed[]>): Listed[] {
  const [found, setFound] = useState(first);
  const asked = useRef(query);
  useEffect(() => {
    if (query === asked.current) return undefined;
    asked.current = query;
    let latest = true;
    const timer = setTimeout(() => void find(query).then((answer) => {
      if (latest) setFound(answer);
    }), SEARCH_PAUSE);
    return () => {
      latest = false;
      clearTimeout(timer);
    };
    // Asked again for what is typed only: `find` is the same search drawn anew.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query]);
  return found;
}

/** The "Pages" dialog: this page and its translations, a new page, and every page by title or path. */
function PagesDialog({ host, self, languages, templates, first, onDone }: {
  host: Host; self: Listed | undefined; languages: Language[]; templates: TemplateChoice[]; first: Listed[]; onDone(next: Next | null): void;
}) {
  const words = wordsOf(host.lang());
  const { t } = words;
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const search = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const items = useFound(first, query, (q) => listPages(host.site, { q }));
  // After the dialog's own effect has opened it (a child's effects run first).
  useEffect(() => search.current!.focus(), []);
  const close = (next: Next | null) => {
    dialog.current!.close();
    onDone(next);
  };
  const action = (key: PagesStringKey, next: Next, data: string) => <button type="button" data-pages-action={data} onClick={() => close(next)}>{t(key)}</button>;
  // The languages this page has no translation in yet.
  const missing = self ? languages.filter((l) => l.locale !== self.locale && !self.translations.some((tr) => tr.locale === l.locale)) : [];
  const creatable = !!self && templates.some((tpl) => tpl.templateType === self.templateType);
  return (
    <EditorDialog ref={dialog} className="editor-dialog editor-dialog--pages editor-dialog--wide" aria-labelledby={`${id}-title`} onCancel={() => close(null)}>
      <h2 id={`${id}-title`}>{t('pagesTitle')}</h2>
      <div className="editor-dialog__body">
        {self && (
          <section aria-labelledby={`${id}-self`}>
            <h3 id={`${id}-self`}>{t('thisPage')}</h3>
            <p>{`${t('thisPageIs', { title: self.title, path: self.path, status: words.statusName(self.status) })} ${self.translations.length > 0
              ? t('translationsOf', { list: self.translations.map(words.translation).join(', ') })
              : t('noTranslations')}`}</p>
            <div className="editor-dialog__actions editor-dialog__actions--start">
              {missing.map((target) => (
                <Fragment key={target.locale}>
                  {creatable && action('createTranslation', { to: 'translation', self, target }, 'create-translation')}
                  {action('linkTranslation', { to: 'link', self, target }, 'link-translation')}
                </Fragment>
              ))}
              {/* A language's home page lives at the language's own address: it does not move. */}
              {!languages.some((l) => `${l.prefix}/` === self.path) && action('move', { to: 'move', self }, 'move')}
              {self.status === 'published' && action('unpublish', { to: 'unpublish', self }, 'unpublish')}
            </div>
          </section>
        )}
        <div className="editor-dialog__actions editor-dialog__actions--start">
          {action('newPage', { to: 'create' }, 'new-page')}
        </div>
        <Field name="q" label={t('pagesSearch')} help={t('pagesSearchHelp')} control={(attributes) => (
          <input {...attributes} ref={search} type="search" autoComplete="off" value={query} onChange={(event) => setQuery(event.target.value)} />
        )} />
        <p role="status" className="editor-panel__note">{items.length === 0 ? t('pagesNone') : words.found(items.length)}</p>
        <ul className="editor-pages__list">
          {items.map((p) => (
            <li key={p.id}>
              {/* A link to the page's editor: the editor window opens it (keyboard: Enter). */}
              <a href={p.path} aria-label={t('pagesOpen', { title: `${p.title} (${p.path})` })}>{p.title}</a>
              <span className="editor-pages__meta">{` ${p.path} · ${words.languageName(p.locale)} · ${words.statusName(p.status)}`}</span>
            </li>
          ))}
        </ul>
      </div>
      <div className="editor-dialog__actions">
        <button type="button" onClick={() => close(null)}>{t('close')}</button>
      </div>
    </EditorDialog>
  );
}

type ApiDetail = NonNullable<NonNullable<ApiProblem['error']>['details']>[number];

/** The API names the rule a field broke: said in the editor's language when it has words for it, else `otherwise` (the API's). */
function ruleWords(t: Words['t'], detail: ApiDetail | undefined, otherwise: string): string {
  const key = detail ? `${detail.field}.${detail.rule ?? ''}` : '';
  return isPagesStringKey(key) ? t(key, detail?.vars) : otherwise;
}

interface ControlAttributes { id: string; name: string; 'aria-describedby': string; 'aria-invalid': true | undefined }

/**
 * A labelled field of a dialog: its help text, and the API's message for it when it refused it,
 * both read with the control (WCAG 3.3.1). `control` draws the control with what ties it to them.
 */
function Field({ name, label, help, error, control }: { name: string; label: string; help: string; error?: string | undefined; control(attributes: ControlAttributes): ReactNode }) {
  const id = useId();
  return (
    <div className="editor-panel__field">
      <label htmlFor={id} className="editor-panel__label">{label}</label>
      <p className="editor-panel__help" id={`${id}-help`}>{help}</p>
      {control({ id, name, 'aria-describedby': error ? `${id}-help ${id}-error` : `${id}-help`, 'aria-invalid': error ? true : undefined })}
      {error && <p className="editor-panel__error" id={`${id}-error`}>{error}</p>}
    </div>
  );
}

/**
 * A dialog's form that the API answers: `send` posts it; a refusal shows each named field's
 * message beside it (in the editor's words when the API names the rule) and the rest in the
 * form's alert, moves the focus to the first field in error (else to the alert), and keeps the
 * dialog open. The focus starts on the field named `start`.
 */
function useApiForm(words: Words, start: string, onDone: () => void) {
  const dialog = useRef<HTMLDialogElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLParagraphElement>(null);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [alert, setAlert] = useState('');
  /** The field to focus ('' for the alert), a new object each time: a field refused again takes the focus again. */
  const [focus, setFocus] = useState({ on: start });
  // None once the dialog is closed: a late answer then has nothing to show.
  const control = (name: string) => form.current?.querySelector<HTMLElement>(`[name="${CSS.escape(name)}"]`) ?? null;
  // After the dialog's own effect has opened it (a child's effects run first), and after a refusal is drawn.
  useEffect(() => {
    (focus.on ? control(focus.on) : alertRef.current)?.focus();
  }, [focus]);

  async function send(url: string, body: unknown, failed: PagesStringKey = 'notCreated'): Promise<Record<string, unknown> | null> {
    setErrors({});
    setAlert('');
    const response = await apiFetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const answer = await response.json().catch(() => null) as (ApiProblem & Record<string, unknown>) | null;
    if (response.ok && answer) return answer;
    const placed: Record<string, string> = {};
    const unplaced: string[] = [];
    let first: string | null = null;
    for (const detail of answer?.error?.details ?? []) {
      if (detail.field && detail.message && control(detail.field)) {
        placed[detail.field] = ruleWords(words.t, detail, detail.message);
        first ??= detail.field;
      } else if (detail.message) unplaced.push(detail.message);
    }
    setErrors(placed);
    if (!first || unplaced.length > 0) setAlert(words.t(failed, { message: unplaced.join('; ') || (answer?.error?.message ?? `${response.status} ${response.statusText}`) }));
    setFocus({ on: first ?? '' });
    return null;
  }

  const close = () => {
    // Closed already when an answer comes after Cancel.
    if (!dialog.current) return;
    dialog.current.close();
    onDone();
  };
  return { dialog, form, alertRef, errors, alert, send, close };
}
type ApiForm = ReturnType<typeof useApiForm>;

/** A dialog holding a form: its submit button (with Cancel, under the form) sends it; Cancel and Escape close it. */
function FormDialog({ lang, api, title, intro, confirm, onSubmit, children }: {
  lang: EditorLang; api: ApiForm; title: string; intro: string; confirm: string; onSubmit(): void; children: ReactNode;
}) {
  const id = useId();
  return (
    <EditorDialog ref={api.dialog} className="editor-dialog editor-dialog--pages" aria-labelledby={`${id}-title`} aria-describedby={`${id}-intro`} onCancel={api.close}>
      <h2 id={`${id}-title`}>{title}</h2>
      <p id={`${id}-intro`}>{intro}</p>
      <div className="editor-dialog__body">
        {/* The API's messages, which name the field, are the ones shown: not the browser's. */}
        <form id={`${id}-form`} ref={api.form} noValidate onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}>
          {children}
        </form>
        <p className="editor-panel__error" role="alert" tabIndex={-1} ref={api.alertRef}>{api.alert}</p>
      </div>
      <div className="editor-dialog__actions">
        <button type="button" onClick={api.close}>{say(lang, 'cancel')}</button>
        <button type="submit" form={`${id}-form`} className="editor-dialog__confirm">{confirm}</button>
      </div>
    </EditorDialog>
  );
}

/**
 * A new page (spec 4): from a template in a language (the page under edit's, to start with), or,
 * given `of`, the translation of `of.self` in `of.target`'s language, with its template. The
 * slug follows the title until the editor types one; created, the editor opens the new page.
 */
function NewPageDialog({ host, languages, templates, locale, of, onDone }: {
  host: Host; languages: Language[]; templates: TemplateChoice[]; locale: string; of?: { self: Listed; target: Language }; onDone(): void;
}) {
  const lang = host.lang();
  const words = wordsOf(lang);
  const { t } = words;
  const api = useApiForm(words, of ? 'title' : 'templateType', onDone);
  const [template, setTemplate] = useState(templates[0]?.templateType ?? '');
  const [language, setLanguage] = useState(of?.target.locale ?? (languages.find((l) => l.locale === locale) ?? languages[0])?.locale ?? '');
  const [page, setPage] = useState({ title: '', slug: '', typed: false });
  const prefix = languages.find((l) => l.locale === language)?.prefix ?? '';
  const submit = () => void api.send(siteApi(host.site, '/pages'), of
    ? { locale: of.target.locale, title: page.title, slug: page.slug, translationOf: of.self.id }
    : { templateType: template, locale: language, title: page.title, slug: page.slug })
    .then((created) => created && host.open(String(created.path)));
  return (
    <FormDialog lang={lang} api={api} onSubmit={submit}
      title={t(of ? 'translationTitle' : 'createTitle')}
      intro={of ? t('translationIntro', { path: of.self.path, language: words.inSentence(of.target.locale) }) : t('createIntro')}
      confirm={t(of ? 'createTranslationConfirm' : 'create')}>
      {!of && (
        <>
          <Field name="templateType" label={t('template')} help={t('templateHelp')} error={api.errors.templateType} control={(attributes) => (
            <select {...attributes} value={template} onChange={(event) => setTemplate(event.target.value)}>
              {templates.map((choice) => <option key={choice.templateType} value={choice.templateType}>{choice.label[lang]}</option>)}
            </select>
          )} />
          <Field name="locale" label={t('pageLanguage')} help={t('pageLanguageHelp')} error={api.errors.locale} control={(attributes) => (
            <select {...attributes} value={language} onChange={(event) => setLanguage(event.target.value)}>
              {languages.map((l) => <option key={l.locale} value={l.locale}>{words.languageName(l.locale)}</option>)}
            </select>
          )} />
        </>
      )}
      {/* A translation's title is typed in its own language, and its address made from it: never the
          source's words left in place ("/en/laboratorio-realidad-virtual/"). The source's title shows as a hint. */}
      <Field name="title" label={t('title')} help={t('titleHelp')} error={api.errors.title} control={(attributes) => (
        <input {...attributes} type="text" value={page.title} required autoComplete="off" placeholder={of?.self.title}
          onChange={(event) => {
            const title = event.target.value;
            setPage((p) => ({ ...p, title, slug: p.typed ? p.slug : suggestSlug(title) }));
          }} />
      )} />
      <Field name="slug" label={t('slug')} help={words.address(`${prefix}/`, page.slug)} error={api.errors.slug} control={(attributes) => (
        <input {...attributes} type="text" value={page.slug} required autoComplete="off" spellCheck={false}
          onChange={(event) => {
            const slug = event.target.value;
            setPage((p) => ({ ...p, slug, typed: slug !== '' }));
          }} />
      )} />
    </FormDialog>
  );
}

/** A page written apart in `target`'s language, found and linked as this page's translation: each one's language switch then leads to the other. */
function LinkDialog({ host, self, target, first, onDone }: { host: Host; self: Listed; target: Language; first: Listed[]; onDone(): void }) {
  const lang = host.lang();
  const words = wordsOf(lang);
  const { t } = words;
  const language = words.inSentence(target.locale);
  const api = useApiForm(words, 'q', onDone);
  const [query, setQuery] = useState('');
  const found = useFound(first, query, (q) => linkable(host.site, self, target, q));
  // A choice holds for the list it was made in: a new list starts at its first page, as a list box refilled does.
  const [picked, setPicked] = useState<{ among: Listed[]; id: number } | null>(null);
  const chosen = (picked?.among === found ? found.find((p) => p.id === picked.id) : undefined) ?? found[0];
  const submit = () => void api.send(`/__preview/link?path=${encodeURIComponent(self.path)}`, { pageId: chosen?.id ?? 0 }, 'notLinked').then((linked) => {
    if (!linked) return;
    host.tell('linked', { path: chosen?.path ?? '' });
    api.close();
    // The language switch of the page under edit now leads to its translation.
    host.open(self.path);
  });
  return (
    <FormDialog lang={lang} api={api} onSubmit={submit} title={t('linkTitle')} intro={t('linkIntro', { language, path: self.path })} confirm={t('linkConfirm')}>
      <Field name="q" label={t('linkSearch', { language })} help={t('pagesSearchHelp')} error={api.errors.q} control={(attributes) => (
        <input {...attributes} type="search" autoComplete="off" value={query} onChange={(event) => setQuery(event.target.value)} />
      )} />
      <Field name="pageId" label={t('linkChoice')} help={found.length === 0 ? t('linkNoCandidates', { language }) : words.found(found.length)} error={api.errors.pageId} control={(attributes) => (
        <select {...attributes} value={chosen?.id ?? ''} onChange={(event) => setPicked({ among: found, id: Number(event.target.value) })}>
          {found.map((p) => <option key={p.id} value={p.id}>{`${p.title} — ${p.path}`}</option>)}
        </select>
      )} />
    </FormDialog>
  );
}

/**
 * "Cambiar dirección" (DESIGN.md 10: links that survive change): the page's slug, checked by the
 * API as a new page's is (its message beside the field); the preview rebuilds the output and
 * the old address redirects to the new one. The editor then opens the page at its new address.
 */
function MoveDialog({ host, self, onDone }: { host: Host; self: Listed; onDone(): void }) {
  const lang = host.lang();
  const words = wordsOf(lang);
  const { t } = words;
  const api = useApiForm(words, 'slug', onDone);
  const [slug, setSlug] = useState(self.path.split('/').filter(Boolean).at(-1) ?? '');
  const submit = () => {
    host.tell('moving');
    void api.send(`/__preview/move?path=${encodeURIComponent(self.path)}`, { slug }, 'notMoved').then((moved) => {
      if (!moved) return host.tell();
      const to = String(moved.path);
      host.tell('moved', { from: self.path, to, files: Number(moved.filesWritten ?? 0) });
      api.close();
      host.open(to);
    });
  };
  return (
    <FormDialog lang={lang} api={api} onSubmit={submit} title={t('moveTitle')} intro={t('moveIntro', { path: self.path })} confirm={t('moveConfirm')}>
      <Field name="slug" label={t('slug')} help={words.address(self.path.replace(/[^/]+\/$/, ''), slug)} error={api.errors.slug} control={(attributes) => (
        <input {...attributes} type="text" value={slug} required autoComplete="off" spellCheck={false} onChange={(event) => setSlug(event.target.value)} />
      )} />
    </FormDialog>
  );
}

/**
 * Unpublishing, after a confirmation: the published pages that link to the page (the last
 * build's manifest, through the preview), the plan of the rebuild without it, and the first
 * pages its links could be sent to are asked for first; then the preview unpublishes it, the
 * links meeting what was chosen.
 */
async function unpublish(host: Host, self: Listed) {
  const response = await apiFetch(`/__preview/inbound?path=${encodeURIComponent(self.path)}`);
  const linking = response.ok ? (await response.json() as { linking: Named[] }).linking : [];
  const targets = redirectTargets(host.site, self, '').catch(() => []);
  const plan = await unpublishPlan(self);
  const first = await targets;
  const chosen = await showDialog<Record<string, unknown> | null>(host.ui, (done) => (
    <UnpublishDialog host={host} self={self} linking={linking} plan={plan} first={first} onDone={done} />
  ));
  if (!chosen) return;
  host.tell('unpublishing');
  const sent = await apiFetch(`/__preview/unpublish?path=${encodeURIComponent(self.path)}`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(chosen),
  });
  const answer = await sent.json().catch(() => null) as (ApiProblem & { filesWritten?: number; redirect?: { from: string; to: string; status: number } | null }) | null;
  if (!sent.ok) {
    const message = ruleWords(wordsOf(host.lang()).t, answer?.error?.details?.[0], answer?.error?.message ?? sent.statusText);
    host.tell('notUnpublished', { status: sent.status, message });
    return;
  }
  const files = answer?.filesWritten ?? 0;
  const redirect = answer?.redirect;
  if (!redirect) host.tell('unpublished', { files });
  else if (redirect.status === 410) host.tell('unpublishedGone', { from: redirect.from, files });
  else host.tell('unpublishedRedirect', { from: redirect.from, to: redirect.to, files });
}

interface Plan { showing: Named[]; rebuilt: string[] }

/**
 * The published pages that show the page, which the rebuild renders again without it, and every
 * page it updates (src/preview/publish-plan.ts, asked for an unpublish); null when the plan cannot be had.
 */
async function unpublishPlan(self: Listed): Promise<Plan | null> {
  const response = await apiFetch(`/__preview/publish-plan?path=${encodeURIComponent(self.path)}&action=unpublish`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}',
  }).catch(() => null);
  return response?.ok ? await response.json().catch(() => null) as Plan | null : null;
}

/** What an unpublished page's inbound links meet, each choice's words: nothing (404), a redirect to another published page, or gone. */
const MEETS = { keep: 'inboundKeep', redirect: 'inboundRedirect', gone: 'inboundGone' } as const satisfies Record<string, PagesStringKey>;
type Meet = keyof typeof MEETS;

/**
 * The unpublish confirmation (the editor's confirmation dialog, dialog.tsx): the page, what
 * happens to its translations, the pages that show it, and what the pages that link to it will
 * meet (DESIGN.md 10), chosen here: a redirect to another published page (found as the Pages
 * control finds pages), gone (410), or nothing. Resolves with that choice as the preview takes
 * it, or null when cancelled.
 */
function UnpublishDialog({ host, self, linking, plan, first, onDone }: {
  host: Host; self: Listed; linking: Named[]; plan: Plan | null; first: Listed[]; onDone(chosen: Record<string, unknown> | null): void;
}) {
  const lang = host.lang();
  const words = wordsOf(lang);
  const { t } = words;
  const id = useId();
  const [meet, setMeet] = useState<Meet>('keep');
  const [target, setTarget] = useState('');
  const targets = useFound(first, target, (typed) => redirectTargets(host.site, self, typed));
  const named = (pages: Named[]) => pages.map((page) => <li key={page.path}>{`${page.title} (${page.path})`}</li>);
  const body: (string | ReactElement)[] = [t('unpublishBody', { title: self.title, path: self.path })];
  if (self.translations.length > 0) body.push(t('unpublishTranslations'), <ul>{self.translations.map((tr) => <li key={tr.id}>{words.translation(tr)}</li>)}</ul>);
  else body.push(t('unpublishNoTranslations'));
  if (plan && plan.showing.length > 0) {
    body.push(plan.showing.length === 1 ? t('unpublishShowingOne') : t('unpublishShowing', { count: plan.showing.length }), (
      <ul>
        {named(plan.showing.slice(0, SHOWN_PAGES))}
        {plan.showing.length > SHOWN_PAGES && <li>{say(lang, 'publishMore', { count: plan.showing.length - SHOWN_PAGES })}</li>}
      </ul>
    ));
  }
  if (plan && plan.rebuilt.length > 1) body.push(t('unpublishRebuilt', { count: plan.rebuilt.length }));
  body.push(linking.length > 0 ? t('inboundSome') : t('inboundNone'));
  if (linking.length > 0) body.push(<ul data-inbound-links="">{named(linking)}</ul>);
  body.push(
    <fieldset className="editor-panel__field">
      <legend className="editor-panel__label">{t('inboundChoice', { path: self.path })}</legend>
      {(Object.keys(MEETS) as Meet[]).map((value) => (
        <div key={value}>
          <input type="radio" name={`${id}-choice`} value={value} id={`${id}-${value}`} checked={meet === value} onChange={() => setMeet(value)} />
          <label htmlFor={`${id}-${value}`}>{t(MEETS[value])}</label>
        </div>
      ))}
      <Field name="redirectTo" label={t('inboundTarget')} help={t('inboundTargetHelp')} control={(attributes) => (
        // Choosing a target is choosing the redirect.
        <input {...attributes} type="text" autoComplete="off" spellCheck={false} list={`${id}-pages`} value={target}
          onChange={(event) => setTarget(event.target.value)} onFocus={() => setMeet('redirect')} />
      )} />
      <datalist id={`${id}-pages`}>
        {targets.map((p) => <option key={p.id} value={p.path}>{p.title}</option>)}
      </datalist>
    </fieldset>,
  );
  return (
    <AskDialog options={{ title: t('unpublishTitle'), body, confirm: t('unpublishConfirm'), cancel: say(lang, 'cancel'), danger: true }}
      onDone={(answer) => onDone(answer !== 'confirm' ? null : meet === 'redirect' ? { redirectTo: target.trim() } : meet === 'gone' ? { gone: true } : {})} />
  );
}
