import { apiFetch } from '../../modules/api-fetch.js';
import { renderPanel, setFieldError } from './panel.js';
import { editorReducer, initialState, type EditorAction, type EditorState, type Sections } from './reducer.js';

/**
 * The in-page editor of `sitegen preview` (issue 6). Preview mode: modules are selectable and
 * highlighted. Editor mode adds the toolbar: duplicate, delete (with a confirm step), move
 * up/down, undo/redo, save (PUT {api}/site/{site}/page/{id} with the stored bearer token and the
 * loaded version). Selection is refused inside navigation and forms, whose links and fields do
 * their own thing; Header and Footer themselves can be selected.
 */
export async function startEditor(doc: Document = document): Promise<void> {
  const mode = doc.documentElement.dataset.mode;
  const editing = mode === 'editor';
  const container = doc.getElementById('sitegen-page')!;
  // This tab's page: the preview serves the page and its translations, each tab on its own.
  const here = encodeURIComponent(doc.defaultView?.location.pathname ?? '/');
  const draft = await (await fetch(`/__preview/draft?path=${here}`)).json() as { id: number; site: string; version: string; page: Record<string, unknown>; sections: Sections };
  let version = draft.version;
  let state: EditorState = initialState(draft.sections);

  const toolbar = doc.createElement('div');
  toolbar.className = 'editor-toolbar';
  toolbar.setAttribute('role', 'toolbar');
  toolbar.setAttribute('aria-label', 'Editor');
  const button = (label: string, run: () => void, action?: string) => {
    const b = doc.createElement('button');
    b.type = 'button';
    b.textContent = label;
    if (action) b.dataset.editorAction = action;
    b.addEventListener('click', run);
    toolbar.append(b);
    return b;
  };
  const status = doc.createElement('span');
  status.className = 'editor-toolbar__status';
  status.setAttribute('role', 'status');

  const modules = () => [...container.querySelectorAll<HTMLElement>('[data-module]')];
  const paint = () => {
    for (const el of modules()) {
      if (!el.hasAttribute('tabindex')) el.tabIndex = 0;
      el.toggleAttribute('data-selected', Number(el.dataset.editorId) === state.selected);
    }
    status.textContent = state.dirty ? 'Unsaved changes' : 'All changes saved';
    for (const b of toolbar.querySelectorAll<HTMLButtonElement>('[data-editor-action]')) {
      const a = b.dataset.editorAction!;
      b.disabled = (['duplicate', 'delete', 'up', 'down'].includes(a) && state.selected === null) || (a === 'undo' && state.past.length === 0) || (a === 'redo' && state.future.length === 0) || (a === 'save' && !state.dirty);
    }
  };
  const rerender = async () => {
    const response = await fetch(`/__preview/render?path=${here}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ sections: state.sections }) });
    if (!response.ok) {
      status.textContent = `Could not render: ${await response.text()}`;
      return;
    }
    const { body } = await response.json() as { body: string };
    container.innerHTML = body;
    (window as unknown as { __sitegen?: { refresh(root: HTMLElement): void } }).__sitegen?.refresh(container);
    paint();
    // Keyboard users stay on the selected module as the page is swapped, but someone typing in
    // the side panel keeps their place there.
    if (!panel?.contains(doc.activeElement)) container.querySelector<HTMLElement>(`[data-editor-id="${state.selected}"]`)?.focus({ preventScroll: true });
  };
  // The side panel: rebuilt on selection; edits re-render the page after a short pause.
  let panel: HTMLElement | null = null;
  let panelFor: number | null = null;
  let renderTimer: ReturnType<typeof setTimeout> | undefined;
  const schemas = new Map<string, Promise<object>>();
  const selectedModule = () => [...state.sections.heroSection, ...state.sections.mainSection].find((m) => m.editorID === state.selected);
  const post = async <T>(url: string, body: unknown): Promise<T> => (await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).json() as Promise<T>;
  const showPanel = async (errors: Record<string, string> = {}, focus?: string) => {
    const module = selectedModule();
    if (!editing || !module) {
      panel?.remove();
      panel = null;
      panelFor = null;
      return;
    }
    if (!schemas.has(module.component)) schemas.set(module.component, fetch(`/__preview/schema/${module.component}`).then((r) => r.json() as Promise<object>));
    const schema = await schemas.get(module.component)!;
    const focused = (doc.activeElement as HTMLElement | null)?.id;
    const next = renderPanel(doc, module, schema, errors, {
      onEdit: (path, value) => {
        dispatch({ type: 'edit', editorID: module.editorID, path, value }, false);
        void validate();
      },
      onItems: (action, focusAfter) => {
        // The page is re-rendered once the list is valid again (a new item starts empty).
        dispatch({ ...action, editorID: module.editorID }, false);
        void showPanel({}, focusAfter).then(validate);
      },
      sanitize: async (html) => (await post<{ html: string }>('/__preview/sanitize', { html })).html,
      checkLink: async (href) => (await post<{ error?: string }>('/__preview/check-link', { href })).error,
    });
    if (panel) panel.replaceWith(next);
    else doc.body.append(next);
    panel = next;
    panelFor = module.editorID;
    const target = doc.getElementById(focus ?? (focused?.startsWith('editor-') ? focused : ''));
    // A new list item: its first field.
    (target?.matches('li') ? target.querySelector<HTMLElement>('input, textarea, select, [contenteditable], button:not(:disabled)') : target)?.focus();
  };
  const validate = async () => {
    const module = selectedModule();
    if (!module) return;
    const { component, editorID: _id, ...fields } = module;
    const { errors } = await post<{ errors: Record<string, string> }>('/__preview/validate', { component, fields });
    if (module !== selectedModule()) return;
    // Show messages in place without rebuilding fields the editor is typing in.
    for (const control of panel?.querySelectorAll<HTMLElement>('[name]') ?? []) setFieldError(control, errors[control.getAttribute('name')!]);
    if (Object.keys(errors).length === 0) {
      clearTimeout(renderTimer);
      renderTimer = setTimeout(() => void rerender(), 250);
    }
  };
  const dispatch = (action: EditorAction, render = true) => {
    const before = state.sections;
    state = editorReducer(state, action);
    if (render && state.sections !== before) void rerender();
    else paint();
    if (render && state.selected !== panelFor) void showPanel();
    else if (render && state.sections !== before) void showPanel();
  };

  if (editing) {
    button('Duplicate', () => state.selected !== null && dispatch({ type: 'duplicate', editorID: state.selected }), 'duplicate');
    let confirming = false;
    const del = button('Delete', () => {
      if (state.selected === null) return;
      if (!confirming) {
        confirming = true;
        del.textContent = 'Confirm delete';
        setTimeout(() => { confirming = false; del.textContent = 'Delete'; }, 4000);
        return;
      }
      confirming = false;
      del.textContent = 'Delete';
      dispatch({ type: 'delete', editorID: state.selected });
    }, 'delete');
    button('Move up', () => state.selected !== null && dispatch({ type: 'move', editorID: state.selected, by: -1 }), 'up');
    button('Move down', () => state.selected !== null && dispatch({ type: 'move', editorID: state.selected, by: 1 }), 'down');
    button('Undo', () => dispatch({ type: 'undo' }), 'undo');
    button('Redo', () => dispatch({ type: 'redo' }), 'redo');
    button('Save', () => void save(), 'save');
    button('Publish', () => void publish(), 'publish');
    toolbar.append(status);
    // A landmark of its own, so that nothing on the page sits outside one (WCAG 1.3.1).
    const region = doc.createElement('section');
    region.setAttribute('aria-label', 'Editor controls');
    region.append(toolbar);
    doc.body.append(region);
  }

  async function save(): Promise<boolean> {
    const page = structuredClone(draft.page) as { template: Record<string, { modules?: unknown[] }> };
    for (const [name, list] of Object.entries(state.sections)) if (page.template[name]) page.template[name]!.modules = list;
    const response = await apiFetch(`/_api/site/${encodeURIComponent(draft.site)}/page/${draft.id}`, {
      method: 'PUT', headers: { 'content-type': 'application/json', 'if-match': version }, body: JSON.stringify(page),
    });
    if (response.ok) {
      version = (await response.json() as { version: string }).version;
      dispatch({ type: 'saved' });
      return true;
    }
    const body = await response.json().catch(() => null) as { error?: { message?: string } } | null;
    status.textContent = `Not saved (${response.status}): ${body?.error?.message ?? response.statusText}`;
    return false;
  }

  async function publish() {
    if (state.dirty && !(await save())) return;
    status.textContent = 'Publishing…';
    const response = await apiFetch(`/__preview/publish?path=${here}`, { method: 'POST', headers: { 'if-match': version } });
    const body = await response.json().catch(() => null) as { version?: string; filesWritten?: number; error?: { message?: string } } | null;
    if (!response.ok) {
      status.textContent = `Not published (${response.status}): ${body?.error?.message ?? response.statusText}`;
      return;
    }
    if (body?.version) version = body.version;
    status.textContent = `Published (${body?.filesWritten ?? 0} files rewritten)`;
  }

  const select = (el: HTMLElement | null) => dispatch({ type: 'select', editorID: el ? Number(el.dataset.editorId) : null });
  const inPanel = (target: Element) => panel?.contains(target) ?? false;
  doc.addEventListener('click', (event) => {
    const target = event.target as Element;
    if (toolbar.contains(target) || inPanel(target)) return;
    // Links and fields in menus and forms do their own thing.
    if (target.closest('nav, form, [popover]')) return;
    const module = target.closest<HTMLElement>('#sitegen-page [data-module]');
    if (!module) return;
    event.preventDefault();
    event.stopPropagation();
    select(module);
  }, true);
  doc.addEventListener('keydown', (event) => {
    const target = event.target as HTMLElement;
    if (panel?.contains(target)) return;
    if (event.key === 'Escape' && state.selected !== null) {
      select(null);
      return;
    }
    if (event.key === 'Enter' && target.matches?.('#sitegen-page [data-module]')) {
      event.preventDefault();
      select(target);
    }
  });
  addEventListener('beforeunload', (event) => {
    if (!state.dirty) return;
    event.preventDefault();
    event.returnValue = '';
  });
  paint();
  doc.documentElement.dataset.editorReady = '';
}
