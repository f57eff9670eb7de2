/**
 * The editor's actions on a page draft (spec 4, editor mode): duplicate (right after, new editorID), delete,
 * move up/down within its section, edit a field, add/remove/move an item of a module's list (FAQ
 * questions, slides, study plan years…), undo and redo for every one. Pure: (state, action) → state.
 */
export interface EditorModule { component: string; editorID: number; [field: string]: unknown }
export type SectionName = 'heroSection' | 'mainSection';
export type Sections = Record<SectionName, EditorModule[]>;

export interface EditorState {
  sections: Sections;
  past: Sections[];
  future: Sections[];
  selected: number | null;
  /** Changes not saved to the API yet. */
  dirty: boolean;
  /**
   * The field the last change typed in (`editorID:path`): more typing there extends that undo
   * step, so Undo takes back what was typed in a field, not one keystroke. Any other action ends it.
   */
  typing?: string | undefined;
}

export type EditorAction =
  | { type: 'select'; editorID: number | null }
  | { type: 'duplicate'; editorID: number }
  | { type: 'delete'; editorID: number }
  /** A new module from the palette at `index` of `section` (its editorID is given here). */
  | { type: 'insert'; section: SectionName; index: number; module: { component: string; [field: string]: unknown } }
  | { type: 'move'; editorID: number; by: -1 | 1 }
  | { type: 'edit'; editorID: number; path: string[]; value: unknown }
  /** Appends `item` to the list at `path` (nested lists too, e.g. ['years', '0', 'subjects']). */
  | { type: 'addItem'; editorID: number; path: string[]; item: unknown }
  | { type: 'removeItem'; editorID: number; path: string[]; index: number }
  | { type: 'moveItem'; editorID: number; path: string[]; index: number; by: -1 | 1 }
  | { type: 'undo' }
  | { type: 'redo' }
  /** The sections that were sent: the draft is clean only if nothing changed since. */
  | { type: 'saved'; sections: Sections };

/** Every module of the draft, hero first, in page order. */
export function modulesOf(sections: Sections): EditorModule[] {
  return [...sections.heroSection, ...sections.mainSection];
}

export function initialState(sections: Sections): EditorState {
  return { sections, past: [], future: [], selected: null, dirty: false };
}

function locate(sections: Sections, editorID: number): { section: SectionName; index: number } | null {
  for (const section of ['heroSection', 'mainSection'] as const) {
    const index = sections[section].findIndex((m) => m.editorID === editorID);
    if (index >= 0) return { section, index };
  }
  return null;
}

/** One more than the largest editorID anywhere in the draft (nested ones included). */
export function nextEditorID(sections: Sections): number {
  let max = 0;
  const walk = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object') {
      for (const [key, value] of Object.entries(node)) {
        if (key === 'editorID' && typeof value === 'number') max = Math.max(max, value);
        else walk(value);
      }
    }
  };
  walk(sections);
  return max + 1;
}

function change(state: EditorState, sections: Sections, selected: number | null): EditorState {
  return { sections, past: [...state.past, state.sections], future: [], selected, dirty: true };
}

/** The value at `path` inside a module, or undefined. */
function valueAt(sections: Sections, editorID: number, path: string[]): unknown {
  const at = locate(sections, editorID);
  let node: unknown = at ? sections[at.section][at.index] : undefined;
  for (const key of path) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined;
  return node;
}

/**
 * Applies `apply` to a deep copy of the module, at the parent of `path` (objects are created on
 * the way when missing; numeric keys index lists), and records the change for undo.
 */
function changeModule(state: EditorState, editorID: number, path: string[], apply: (parent: Record<string, unknown>, key: string) => void): EditorState {
  const at = locate(state.sections, editorID);
  if (!at || path.length === 0) return state;
  const list = [...state.sections[at.section]];
  const module = structuredClone(list[at.index]!) as Record<string, unknown>;
  let node = module;
  for (const key of path.slice(0, -1)) {
    if (!node[key] || typeof node[key] !== 'object') node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  apply(node, path.at(-1)!);
  list[at.index] = module as EditorModule;
  return change(state, { ...state.sections, [at.section]: list }, editorID);
}

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case 'select':
      return { ...state, selected: action.editorID, typing: undefined };
    case 'saved':
      return state.sections === action.sections ? { ...state, dirty: false, typing: undefined } : state;
    case 'undo': {
      const previous = state.past.at(-1);
      if (!previous) return state;
      return { ...state, sections: previous, past: state.past.slice(0, -1), future: [state.sections, ...state.future], dirty: true, typing: undefined };
    }
    case 'redo': {
      const [next, ...rest] = state.future;
      if (!next) return state;
      return { ...state, sections: next, past: [...state.past, state.sections], future: rest, dirty: true, typing: undefined };
    }
    case 'insert': {
      const list = [...state.sections[action.section]];
      const module = { ...structuredClone(action.module), editorID: nextEditorID(state.sections) } as EditorModule;
      list.splice(Math.max(0, Math.min(action.index, list.length)), 0, module);
      return change(state, { ...state.sections, [action.section]: list }, module.editorID);
    }
    case 'edit': {
      const field = `${action.editorID}:${action.path.join('.')}`;
      const next = changeModule(state, action.editorID, action.path, (parent, key) => { parent[key] = action.value; });
      if (next === state) return state;
      // More typing in the same field: the same undo step, started before the first keystroke.
      return state.typing === field ? { ...next, past: state.past, typing: field } : { ...next, typing: field };
    }
    case 'addItem':
      return changeModule(state, action.editorID, action.path, (parent, key) => {
        const items = Array.isArray(parent[key]) ? parent[key] as unknown[] : [];
        // Items that carry an editorID (like modules) get a fresh one, above every other.
        const item = structuredClone(action.item) as Record<string, unknown>;
        if (items.some((i) => typeof (i as { editorID?: unknown } | null)?.editorID === 'number') && item && typeof item === 'object') item.editorID = nextEditorID(state.sections);
        parent[key] = [...items, item];
      });
    case 'removeItem':
    case 'moveItem': {
      const items = valueAt(state.sections, action.editorID, action.path);
      if (!Array.isArray(items) || action.index < 0 || action.index >= items.length) return state;
      const to = action.type === 'moveItem' ? action.index + action.by : action.index;
      if (to < 0 || to >= items.length) return state;
      return changeModule(state, action.editorID, action.path, (parent, key) => {
        const list = [...parent[key] as unknown[]];
        if (action.type === 'removeItem') list.splice(action.index, 1);
        else [list[action.index], list[to]] = [list[to], list[action.index]];
        parent[key] = list;
      });
    }
    default: {
      const at = locate(state.sections, action.editorID);
      if (!at) return state;
      const list = [...state.sections[at.section]];
      if (action.type === 'duplicate') {
        const copy = { ...structuredClone(list[at.index]!), editorID: nextEditorID(state.sections) };
        list.splice(at.index + 1, 0, copy);
        return change(state, { ...state.sections, [at.section]: list }, copy.editorID);
      }
      if (action.type === 'delete') {
        list.splice(at.index, 1);
        return change(state, { ...state.sections, [at.section]: list }, null);
      }
      const to = at.index + action.by;
      if (to < 0 || to >= list.length) return state;
      [list[at.index], list[to]] = [list[to]!, list[at.index]!];
      return change(state, { ...state.sections, [at.section]: list }, action.editorID);
    }
  }
}
