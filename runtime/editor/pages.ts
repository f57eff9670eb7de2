import { apiFetch } from '../../modules/api-fetch.js';
import { ask } from './dialog.js';
import { setFieldError } from './field-error.js';
import { LANGUAGE_NAMES, isPagesStringKey, say, sayPages, type EditorLang, type PagesStringKey } from './strings.js';

/**
 * The editor's "Pages" control (spec 4, editor mode: pages, not only modules): find and open any
 * page of the site, create a page from a template in a language, create or link its
 * translation, move it to another address (its old one redirects), and unpublish it after a
 * confirmation that names the page, what happens to its translations, the published pages that
 * link to it and what those links will meet. Every write goes to the content API through `apiFetch` (the editor's credential);
 * the API checks the slug and answers each wrong field by name, shown next to that field.
 * Dialogs follow dialog.tsx: native modal <dialog>, focus starts inside and comes back to the
 * control that opened it, Tab stays inside, Escape cancels.
 */

interface Listed { id: number; title: string; path: string; locale: string; templateType: string; status: string; translations: { id: number; path: string; locale: string; status: string }[] }
interface TemplateChoice { templateType: string; label: Record<EditorLang, string>; help: Record<EditorLang, string> }
interface Language { locale: string; label: string; prefix: string }
interface ApiProblem { error?: { message?: string; details?: { field?: string; message?: string; rule?: string; vars?: Record<string, string | number> }[] } }

export interface PagesContext {
  ui: Document;
  site: string;
  /** The page under edit. */
  page: { id: number; title: string; path: string; locale: string };
  lang: () => EditorLang;
  setStatus: (text: () => string) => void;
}

let count = 0;

/** "Jornada de Puertas Abiertas" → "jornada-de-puertas-abiertas": the suggestion the API accepts. */
export function suggestSlug(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 120).replace(/-+$/, '');
}

/** How many of the pages that show a page the unpublish dialog names (as the Publish dialog does). */
const SHOWN_PAGES = 8;

export function pagesControl(ctx: PagesContext): { button: HTMLButtonElement; relabel(): void } {
  const { ui } = ctx;
  const t = (key: PagesStringKey, vars?: Record<string, string | number>) => sayPages(ctx.lang(), key, vars);
  const api = (path: string) => `/_api/site/${encodeURIComponent(ctx.site)}${path}`;
  const languageName = (locale: string) => LANGUAGE_NAMES[ctx.lang()][locale.slice(0, 2)] ?? locale;
  /** A language named inside a sentence: lower case in Spanish ("la página en inglés"). */
  const inSentence = (locale: string) => (ctx.lang() === 'es' ? languageName(locale).toLowerCase() : languageName(locale));
  const statusName = (status: string) => t(status === 'published' ? 'statusPublished' : status === 'draft' ? 'statusDraft' : 'statusUnpublished');
  const open = (path: string) => ui.defaultView?.location.assign(path);

  const button = ui.createElement('button');
  button.type = 'button';
  button.dataset.editorPages = '';
  button.addEventListener('click', () => void showPages());

  async function listPages(query: Record<string, string>): Promise<Listed[]> {
    const response = await apiFetch(`${api('/editor/pages')}?${new URLSearchParams(query).toString()}`);
    return response.ok ? (await response.json() as { items: Listed[] }).items : [];
  }

  /** A modal dialog in the editor's style; resolves with how it was closed. */
  function modal(title: string, intro: string | null) {
    const opener = ui.activeElement as HTMLElement | null;
    const id = `editor-pages-dialog-${++count}`;
    const dialog = ui.createElement('dialog');
    dialog.className = 'editor-dialog editor-dialog--pages';
    dialog.setAttribute('aria-labelledby', `${id}-title`);
    const heading = ui.createElement('h2');
    heading.id = `${id}-title`;
    heading.textContent = title;
    dialog.append(heading);
    if (intro) {
      const p = ui.createElement('p');
      p.id = `${id}-intro`;
      p.textContent = intro;
      dialog.setAttribute('aria-describedby', p.id);
      dialog.append(p);
    }
    const body = ui.createElement('div');
    body.className = 'editor-dialog__body';
    const actions = ui.createElement('div');
    actions.className = 'editor-dialog__actions';
    dialog.append(body, actions);
    dialog.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') event.stopPropagation();
      if (event.key !== 'Tab') return;
      const focusable = [...dialog.querySelectorAll<HTMLElement>('button, a[href], input, select, textarea')].filter((el) => !el.hasAttribute('disabled') && !el.closest('[hidden]'));
      if (focusable.length === 0) return;
      if (event.shiftKey && ui.activeElement === focusable[0]) {
        event.preventDefault();
        focusable.at(-1)!.focus();
      } else if (!event.shiftKey && ui.activeElement === focusable.at(-1)) {
        event.preventDefault();
        focusable[0]!.focus();
      }
    });
    const closed = new Promise<string>((resolve) => dialog.addEventListener('close', () => {
      dialog.remove();
      if (opener?.isConnected) opener.focus();
      resolve(dialog.returnValue);
    }, { once: true }));
    const action = (text: string, value: string, className = '') => {
      const b = ui.createElement('button');
      b.type = 'button';
      b.textContent = text;
      if (className) b.className = className;
      b.addEventListener('click', () => dialog.close(value));
      actions.append(b);
      return b;
    };
    const show = (focus?: HTMLElement) => {
      ui.body.append(dialog);
      dialog.showModal();
      (focus ?? actions.querySelector('button'))?.focus();
    };
    return { dialog, body, actions, action, show, closed, id };
  }

  /** A labelled field with its help text (read with it), in a dialog's form. */
  function field(parent: HTMLElement, id: string, name: string, label: string, help: string, control: HTMLInputElement | HTMLSelectElement) {
    const wrap = ui.createElement('div');
    wrap.className = 'editor-panel__field';
    const l = ui.createElement('label');
    l.htmlFor = id;
    l.className = 'editor-panel__label';
    l.textContent = label;
    const h = ui.createElement('p');
    h.className = 'editor-panel__help';
    h.id = `${id}-help`;
    h.textContent = help;
    control.id = id;
    control.name = name;
    control.dataset.helpId = h.id;
    control.setAttribute('aria-describedby', h.id);
    wrap.append(l, h, control);
    parent.append(wrap);
    return { control, help: h };
  }

  /**
   * Sends a form to the API; a refusal shows each named field's message beside it (and a
   * message for the rest), and keeps the dialog open.
   */
  async function submit(form: HTMLFormElement, alert: HTMLElement, url: string, body: unknown, failed: PagesStringKey = 'notCreated'): Promise<Record<string, unknown> | null> {
    for (const control of form.querySelectorAll<HTMLElement>('[name]')) setFieldError(control, undefined);
    alert.textContent = '';
    const response = await apiFetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const answer = await response.json().catch(() => null) as (ApiProblem & Record<string, unknown>) | null;
    if (response.ok && answer) return answer;
    let first: HTMLElement | null = null;
    const unplaced: string[] = [];
    for (const detail of answer?.error?.details ?? []) {
      const control = detail.field ? form.querySelector<HTMLElement>(`[name="${CSS.escape(detail.field)}"]`) : null;
      if (control && detail.message) {
        // The API names the rule; the editor says it in the editor's language when it can.
        const key = `${detail.field}.${detail.rule ?? ''}`;
        setFieldError(control, isPagesStringKey(key) ? t(key, detail.vars) : detail.message);
        first ??= control;
      } else if (detail.message) unplaced.push(detail.message);
    }
    if (!first || unplaced.length > 0) alert.textContent = t(failed, { message: unplaced.join('; ') || (answer?.error?.message ?? `${response.status} ${response.statusText}`) });
    (first ?? alert).focus();
    return null;
  }

  /** The title/slug pair of a create form: the slug follows the title until the editor types one. */
  function titleAndSlug(form: HTMLFormElement, prefix: () => string, initial: { title: string; slug: string }) {
    const title = field(form, `editor-page-title-${count}`, 'title', t('title'), t('titleHelp'), Object.assign(ui.createElement('input'), { type: 'text', value: initial.title, required: true, autocomplete: 'off' })).control as HTMLInputElement;
    const slugField = field(form, `editor-page-slug-${count}`, 'slug', t('slug'), '', Object.assign(ui.createElement('input'), { type: 'text', value: initial.slug, required: true, autocomplete: 'off', spellcheck: false }));
    const slug = slugField.control as HTMLInputElement;
    let typed = initial.slug !== '' && initial.slug !== suggestSlug(initial.title);
    const address = () => { slugField.help.textContent = t('slugHelp', { path: `${prefix()}/${slug.value.replace(/^\/+|\/+$/g, '') || '…'}/` }); };
    title.addEventListener('input', () => {
      if (!typed) slug.value = suggestSlug(title.value);
      address();
    });
    slug.addEventListener('input', () => {
      typed = slug.value !== '';
      address();
    });
    address();
    return { title, slug, address };
  }

  /** A dialog holding a form; its submit button sends it, Cancel closes it. */
  function formDialog(titleKey: PagesStringKey, intro: string, confirmKey: PagesStringKey) {
    const m = modal(t(titleKey), intro);
    const form = ui.createElement('form');
    form.noValidate = true; // the API's messages, which name the field, are the ones shown
    form.id = `${m.id}-form`;
    const alert = ui.createElement('p');
    alert.className = 'editor-panel__error';
    alert.setAttribute('role', 'alert');
    alert.tabIndex = -1;
    m.body.append(form, alert);
    m.action(say(ctx.lang(), 'cancel'), 'cancel');
    const go = ui.createElement('button');
    go.type = 'submit';
    go.setAttribute('form', form.id);
    go.className = 'editor-dialog__confirm';
    go.textContent = t(confirmKey);
    m.actions.append(go);
    return { ...m, form, alert };
  }

  async function showCreate(languages: Language[], templates: TemplateChoice[]) {
    const f = formDialog('createTitle', t('createIntro'), 'create');
    const template = field(f.form, `editor-page-template-${count}`, 'templateType', t('template'), t('templateHelp'), ui.createElement('select')).control as HTMLSelectElement;
    for (const choice of templates) template.append(new Option(choice.label[ctx.lang()], choice.templateType));
    const language = field(f.form, `editor-page-locale-${count}`, 'locale', t('pageLanguage'), t('pageLanguageHelp'), ui.createElement('select')).control as HTMLSelectElement;
    for (const l of languages) language.append(new Option(languageName(l.locale), l.locale, false, l.locale === ctx.page.locale));
    const prefixOf = () => languages.find((l) => l.locale === language.value)?.prefix ?? '';
    const { title, slug, address } = titleAndSlug(f.form, prefixOf, { title: '', slug: '' });
    language.addEventListener('change', address);
    f.form.addEventListener('submit', (event) => {
      event.preventDefault();
      void submit(f.form, f.alert, api('/pages'), { templateType: template.value, locale: language.value, title: title.value, slug: slug.value })
        .then((created) => created && open(String(created.path)));
    });
    f.show(template);
    await f.closed;
  }

  async function showCreateTranslation(self: Listed, target: Language) {
    const f = formDialog('translationTitle', t('translationIntro', { path: self.path, language: inSentence(target.locale) }), 'createTranslationConfirm');
    // Its title in its own language, typed, and the address made from it: never the source's
    // words left in place ("/en/laboratorio-realidad-virtual/"). The source's title shows as a hint.
    const { title, slug } = titleAndSlug(f.form, () => target.prefix, { title: '', slug: '' });
    title.placeholder = self.title;
    f.form.addEventListener('submit', (event) => {
      event.preventDefault();
      void submit(f.form, f.alert, api('/pages'), { locale: target.locale, title: title.value, slug: slug.value, translationOf: self.id })
        .then((created) => created && open(String(created.path)));
    });
    f.show(title);
    await f.closed;
  }

  async function showLink(self: Listed, target: Language) {
    const language = inSentence(target.locale);
    const f = formDialog('linkTitle', t('linkIntro', { language, path: self.path }), 'linkConfirm');
    const search = field(f.form, `editor-link-search-${count}`, 'q', t('linkSearch', { language }), t('pagesSearchHelp'), Object.assign(ui.createElement('input'), { type: 'search', autocomplete: 'off' })).control as HTMLInputElement;
    const choiceField = field(f.form, `editor-link-page-${count}`, 'pageId', t('linkChoice'), '', ui.createElement('select'));
    const choice = choiceField.control as HTMLSelectElement;
    const fill = async () => {
      // Pages of that language without a translation in this page's language.
      const found = (await listPages({ lang: target.locale, q: search.value })).filter((p) => !p.translations.some((tr) => tr.locale === self.locale));
      choice.replaceChildren(...found.map((p) => new Option(`${p.title} — ${p.path}`, String(p.id))));
      // The field's own help (the dialog is not in the document yet on the first fill).
      choiceField.help.textContent = found.length === 0 ? t('linkNoCandidates', { language }) : (found.length === 1 ? t('pagesFoundOne') : t('pagesFound', { n: found.length }));
    };
    let timer: ReturnType<typeof setTimeout> | undefined;
    search.addEventListener('input', () => { clearTimeout(timer); timer = setTimeout(() => void fill(), 200); });
    f.form.addEventListener('submit', (event) => {
      event.preventDefault();
      void submit(f.form, f.alert, `/__preview/link?path=${encodeURIComponent(self.path)}`, { pageId: Number(choice.value) || 0 }).then((linked) => {
        if (!linked) return;
        const path = choice.selectedOptions[0]?.textContent?.split(' — ').at(-1) ?? '';
        ctx.setStatus(() => t('linked', { path }));
        f.dialog.close('done');
        // The language switch of the page under edit now leads to its translation.
        open(self.path);
      });
    });
    await fill();
    f.show(search);
    await f.closed;
  }

  /**
   * "Cambiar dirección" (DESIGN.md 10: links that survive change): the page's slug, checked by the
   * API as a new page's is (its message beside the field); the preview rebuilds the output and
   * the old address redirects to the new one. The editor then opens the page at its new address.
   */
  async function showMove(self: Listed) {
    const f = formDialog('moveTitle', t('moveIntro', { path: self.path }), 'moveConfirm');
    const parent = self.path.replace(/[^/]+\/$/, '');
    const slugField = field(f.form, `editor-move-slug-${count}`, 'slug', t('slug'), '', Object.assign(ui.createElement('input'), {
      type: 'text', value: self.path.split('/').filter(Boolean).at(-1) ?? '', required: true, autocomplete: 'off', spellcheck: false,
    }));
    const slug = slugField.control as HTMLInputElement;
    const address = () => { slugField.help.textContent = t('slugHelp', { path: `${parent}${slug.value.replace(/^\/+|\/+$/g, '') || '…'}/` }); };
    slug.addEventListener('input', address);
    address();
    f.form.addEventListener('submit', (event) => {
      event.preventDefault();
      ctx.setStatus(() => t('moving'));
      void submit(f.form, f.alert, `/__preview/move?path=${encodeURIComponent(self.path)}`, { slug: slug.value }, 'notMoved').then((moved) => {
        if (!moved) {
          ctx.setStatus(() => '');
          return;
        }
        const to = String(moved.path);
        const files = Number(moved.filesWritten ?? 0);
        ctx.setStatus(() => t('moved', { from: self.path, to, files }));
        f.dialog.close('done');
        open(to);
      });
    });
    f.show(slug);
    await f.closed;
  }

  /**
   * What the page's inbound links meet once it is unpublished (DESIGN.md 10): the published pages
   * that link to it (the last build's manifest, through the preview), and a choice of a redirect
   * to another published page (found as the Pages control finds pages), gone (410), or nothing.
   */
  async function inboundChoice(self: Listed) {
    const response = await apiFetch(`/__preview/inbound?path=${encodeURIComponent(self.path)}`);
    const linking = response.ok ? (await response.json() as { linking: { path: string; title: string }[] }).linking : [];
    const parts: Node[] = [];
    const intro = ui.createElement('p');
    intro.textContent = linking.length > 0 ? t('inboundSome') : t('inboundNone');
    parts.push(intro);
    if (linking.length > 0) {
      const list = ui.createElement('ul');
      list.dataset.inboundLinks = '';
      for (const page of linking) {
        const li = ui.createElement('li');
        li.textContent = `${page.title} (${page.path})`;
        list.append(li);
      }
      parts.push(list);
    }
    const id = `editor-inbound-${++count}`;
    const fieldset = ui.createElement('fieldset');
    fieldset.className = 'editor-panel__field';
    const legend = ui.createElement('legend');
    legend.className = 'editor-panel__label';
    legend.textContent = t('inboundChoice', { path: self.path });
    fieldset.append(legend);
    const radio = (value: string, key: PagesStringKey, checked: boolean) => {
      const wrap = ui.createElement('div');
      const input = Object.assign(ui.createElement('input'), { type: 'radio', name: `${id}-choice`, value, checked, id: `${id}-${value}` });
      const label = ui.createElement('label');
      label.htmlFor = input.id;
      label.textContent = t(key);
      wrap.append(input, label);
      fieldset.append(wrap);
      return input;
    };
    radio('keep', 'inboundKeep', true);
    const redirect = radio('redirect', 'inboundRedirect', false);
    radio('gone', 'inboundGone', false);
    const target = field(fieldset, `${id}-target`, 'redirectTo', t('inboundTarget'), t('inboundTargetHelp'), Object.assign(ui.createElement('input'), { type: 'text', autocomplete: 'off', spellcheck: false })).control as HTMLInputElement;
    const options = ui.createElement('datalist');
    options.id = `${id}-pages`;
    target.setAttribute('list', options.id);
    fieldset.append(options);
    const fill = async () => {
      const found = (await listPages({ q: target.value.replace(/\//g, ' ').trim() })).filter((p) => p.status === 'published' && p.id !== self.id);
      options.replaceChildren(...found.map((p) => new Option(p.title, p.path)));
    };
    let timer: ReturnType<typeof setTimeout> | undefined;
    target.addEventListener('input', () => { clearTimeout(timer); timer = setTimeout(() => void fill(), 200); });
    // Choosing a target is choosing the redirect.
    target.addEventListener('focus', () => { redirect.checked = true; });
    void fill();
    parts.push(fieldset);
    const chosen = (): Record<string, unknown> => {
      const value = fieldset.querySelector<HTMLInputElement>(`input[name="${id}-choice"]:checked`)?.value;
      if (value === 'redirect') return { redirectTo: target.value.trim() };
      if (value === 'gone') return { gone: true };
      return {};
    };
    return { parts, chosen };
  }

  /**
   * The published pages that show the page, which the rebuild renders again without it, and how
   * many pages it updates in all (src/preview/publish-plan.ts, asked for an unpublish); nothing
   * when the plan cannot be had.
   */
  async function showingParts(self: Listed): Promise<(string | Node)[]> {
    const response = await apiFetch(`/__preview/publish-plan?path=${encodeURIComponent(self.path)}&action=unpublish`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}',
    }).catch(() => null);
    const plan = response?.ok ? await response.json().catch(() => null) as { showing: { path: string; title: string }[]; rebuilt: string[] } | null : null;
    if (!plan) return [];
    const parts: (string | Node)[] = [];
    if (plan.showing.length > 0) {
      parts.push(plan.showing.length === 1 ? t('unpublishShowingOne') : t('unpublishShowing', { count: plan.showing.length }));
      const list = ui.createElement('ul');
      for (const page of plan.showing.slice(0, SHOWN_PAGES)) {
        const li = ui.createElement('li');
        li.textContent = `${page.title} (${page.path})`;
        list.append(li);
      }
      if (plan.showing.length > SHOWN_PAGES) {
        const li = ui.createElement('li');
        li.textContent = say(ctx.lang(), 'publishMore', { count: plan.showing.length - SHOWN_PAGES });
        list.append(li);
      }
      parts.push(list);
    }
    if (plan.rebuilt.length > 1) parts.push(t('unpublishRebuilt', { count: plan.rebuilt.length }));
    return parts;
  }

  async function confirmUnpublish(self: Listed) {
    const inbound = await inboundChoice(self);
    const body: (string | Node)[] = [t('unpublishBody', { title: self.title, path: self.path })];
    if (self.translations.length > 0) {
      body.push(t('unpublishTranslations'));
      const list = ui.createElement('ul');
      for (const tr of self.translations) {
        const li = ui.createElement('li');
        li.textContent = `${tr.path} (${languageName(tr.locale)}, ${statusName(tr.status)})`;
        list.append(li);
      }
      body.push(list);
    } else body.push(t('unpublishNoTranslations'));
    body.push(...await showingParts(self));
    body.push(...inbound.parts);
    if (!(await ask(ui, { title: t('unpublishTitle'), body, confirm: t('unpublishConfirm'), cancel: say(ctx.lang(), 'cancel'), danger: true }))) return;
    ctx.setStatus(() => t('unpublishing'));
    const response = await apiFetch(`/__preview/unpublish?path=${encodeURIComponent(self.path)}`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(inbound.chosen()),
    });
    const answer = await response.json().catch(() => null) as (ApiProblem & { filesWritten?: number; redirect?: { from: string; to: string; status: number } | null }) | null;
    if (!response.ok) {
      // The API names the rule a refused target broke: said in the editor's language when it can.
      const detail = answer?.error?.details?.[0];
      const key = detail ? `${detail.field}.${detail.rule ?? ''}` : '';
      const message = isPagesStringKey(key) ? t(key, detail?.vars) : answer?.error?.message ?? response.statusText;
      ctx.setStatus(() => t('notUnpublished', { status: response.status, message }));
      return;
    }
    const files = answer?.filesWritten ?? 0;
    const redirect = answer?.redirect;
    ctx.setStatus(() => (redirect ? redirect.status === 410 ? t('unpublishedGone', { from: redirect.from, files }) : t('unpublishedRedirect', { from: redirect.from, to: redirect.to, files }) : t('unpublished', { files })));
  }

  /** The "Pages" dialog: this page and its translations, a new page, and every page by title or path. */
  async function showPages() {
    const [self] = await listPages({ path: ctx.page.path });
    const setup = await apiFetch(api('/editor/templates'));
    const { templates, languages } = setup.ok ? await setup.json() as { templates: TemplateChoice[]; languages: Language[] } : { templates: [], languages: [] };
    const m = modal(t('pagesTitle'), null);
    m.dialog.classList.add('editor-dialog--wide');
    let next: (() => Promise<void>) | null = null;
    const then = (run: () => Promise<void>) => () => { next = run; m.dialog.close('next'); };
    const actionButton = (parent: HTMLElement, key: PagesStringKey, run: () => void, data: string) => {
      const b = ui.createElement('button');
      b.type = 'button';
      b.textContent = t(key);
      b.dataset.pagesAction = data;
      b.addEventListener('click', run);
      parent.append(b);
      return b;
    };

    if (self) {
      const section = ui.createElement('section');
      section.setAttribute('aria-labelledby', `${m.id}-self`);
      const h = ui.createElement('h3');
      h.id = `${m.id}-self`;
      h.textContent = t('thisPage');
      const facts = ui.createElement('p');
      facts.textContent = `${t('thisPageIs', { title: self.title, path: self.path, status: statusName(self.status) })} ${self.translations.length > 0
        ? t('translationsOf', { list: self.translations.map((tr) => `${tr.path} (${languageName(tr.locale)}, ${statusName(tr.status)})`).join(', ') })
        : t('noTranslations')}`;
      const row = ui.createElement('div');
      row.className = 'editor-dialog__actions editor-dialog__actions--start';
      // The languages this page has no translation in yet.
      const missing = languages.filter((l) => l.locale !== self.locale && !self.translations.some((tr) => tr.locale === l.locale));
      const creatable = templates.some((tpl) => tpl.templateType === self.templateType);
      for (const target of missing) {
        if (creatable) actionButton(row, 'createTranslation', then(() => showCreateTranslation(self, target)), 'create-translation');
        actionButton(row, 'linkTranslation', then(() => showLink(self, target)), 'link-translation');
      }
      // A language's home page lives at the language's own address: it does not move.
      if (!languages.some((l) => `${l.prefix}/` === self.path)) actionButton(row, 'move', then(() => showMove(self)), 'move');
      if (self.status === 'published') actionButton(row, 'unpublish', then(() => confirmUnpublish(self)), 'unpublish');
      section.append(h, facts, row);
      m.body.append(section);
    }
    const newRow = ui.createElement('div');
    newRow.className = 'editor-dialog__actions editor-dialog__actions--start';
    actionButton(newRow, 'newPage', then(() => showCreate(languages, templates)), 'new-page');
    m.body.append(newRow);

    const search = field(m.body, `${m.id}-search`, 'q', t('pagesSearch'), t('pagesSearchHelp'), Object.assign(ui.createElement('input'), { type: 'search', autocomplete: 'off' })).control as HTMLInputElement;
    const found = ui.createElement('p');
    found.setAttribute('role', 'status');
    found.className = 'editor-panel__note';
    const list = ui.createElement('ul');
    list.className = 'editor-pages__list';
    m.body.append(found, list);
    const fill = async () => {
      const items = await listPages({ q: search.value });
      list.replaceChildren(...items.map((p) => {
        const li = ui.createElement('li');
        const a = ui.createElement('a');
        // A link to the page's editor: the editor window opens it (keyboard: Enter).
        a.href = p.path;
        a.textContent = p.title;
        a.setAttribute('aria-label', t('pagesOpen', { title: `${p.title} (${p.path})` }));
        const meta = ui.createElement('span');
        meta.className = 'editor-pages__meta';
        meta.textContent = ` ${p.path} · ${languageName(p.locale)} · ${statusName(p.status)}`;
        li.append(a, meta);
        return li;
      }));
      found.textContent = items.length === 0 ? t('pagesNone') : (items.length === 1 ? t('pagesFoundOne') : t('pagesFound', { n: items.length }));
    };
    let timer: ReturnType<typeof setTimeout> | undefined;
    search.addEventListener('input', () => { clearTimeout(timer); timer = setTimeout(() => void fill(), 200); });
    m.action(t('close'), 'cancel');
    await fill();
    m.show(search);
    await m.closed;
    if (next) await (next as () => Promise<void>)();
  }

  const relabel = () => { button.textContent = t('pages'); };
  relabel();
  return { button, relabel };
}
