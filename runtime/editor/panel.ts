/**
 * The side panel of editor mode (issue 6): the selected module's fields, generated from its
 * schema (served by the preview as JSON Schema from the module's zod schema) — text, long text,
 * rich text (runtime/editor/rich-text-field.ts), numbers, switches, choices, nested objects such
 * as links and images, and lists of items (FAQ questions, cards, slides, study plan years and
 * their subjects, address lines) with add, remove and move up/down. Every change is checked by
 * the preview server with the module's own schema, so the messages are the build's.
 */
import { emptyValue, typeOf, variantFor, type JsonSchema } from './json-schema.js';
import { createRichTextField } from './rich-text-field.js';

const LONG_TEXT = new Set(['content', 'text', 'intro', 'answer', 'quote', 'subtitle', 'abstract']);
/** Filled by the builder or the editor itself, never typed. */
const HIDDEN = new Set(['component', 'editorID', 'queriedItems']);

export type ItemAction =
  | { type: 'addItem'; path: string[]; item: unknown }
  | { type: 'removeItem'; path: string[]; index: number }
  | { type: 'moveItem'; path: string[]; index: number; by: -1 | 1 };

export interface PanelCallbacks {
  onEdit(path: string[], value: unknown): void;
  /** A change to a list; `focus` is the id of what should have focus once the panel is rebuilt. */
  onItems(action: ItemAction, focus: string): void;
  sanitize(html: string): Promise<string>;
  checkLink(href: string): Promise<string | undefined>;
}

const fieldId = (path: string[]) => `editor-field-${path.join('-')}`;

export function renderPanel(doc: Document, module: Record<string, unknown>, schema: JsonSchema, errors: Record<string, string>, callbacks: PanelCallbacks): HTMLElement {
  const panel = doc.createElement('aside');
  panel.className = 'editor-panel';
  panel.setAttribute('aria-label', 'Module fields');
  const heading = doc.createElement('h2');
  heading.textContent = `${String(module.component)} #${String(module.editorID)}`;
  panel.append(heading);

  const field = (parent: HTMLElement, path: string[], prop: JsonSchema, value: unknown, labelText: string) => {
    const id = fieldId(path);
    const type = typeOf(prop);
    if (type === 'string' && prop.contentMediaType === 'text/html' && !prop.enum) {
      const wrap = createRichTextField(doc, { id, name: path.join('.'), label: labelText, value: typeof value === 'string' ? value : '' }, {
        sanitize: callbacks.sanitize,
        checkLink: callbacks.checkLink,
        onChange: (html) => callbacks.onEdit(path, html),
      });
      parent.append(wrap);
      setFieldError(wrap.querySelector<HTMLElement>('[role="textbox"]')!, errors[path.join('.')]);
      return;
    }
    const wrap = doc.createElement('div');
    wrap.className = 'editor-panel__field';
    const label = doc.createElement('label');
    label.htmlFor = id;
    label.textContent = labelText;
    let control: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
    if (prop.enum) {
      const select = doc.createElement('select');
      for (const option of prop.enum) select.append(new Option(String(option), String(option), false, option === value));
      select.addEventListener('change', () => callbacks.onEdit(path, select.value));
      control = select;
    } else if (type === 'boolean') {
      const input = doc.createElement('input');
      input.type = 'checkbox';
      input.checked = value === true;
      input.addEventListener('change', () => callbacks.onEdit(path, input.checked));
      control = input;
    } else if (type === 'number' || type === 'integer') {
      const input = doc.createElement('input');
      input.type = 'number';
      input.value = value === undefined || value === null ? '' : String(value);
      input.addEventListener('input', () => callbacks.onEdit(path, input.value === '' ? undefined : Number(input.value)));
      control = input;
    } else {
      const long = LONG_TEXT.has(path.at(-1)!) || (typeof value === 'string' && value.length > 80);
      const input = doc.createElement(long ? 'textarea' : 'input');
      if (input instanceof HTMLTextAreaElement) input.rows = 4;
      input.value = typeof value === 'string' ? value : '';
      input.addEventListener('input', () => callbacks.onEdit(path, input.value));
      control = input;
    }
    control.id = id;
    control.name = path.join('.');
    wrap.append(label, control);
    parent.append(wrap);
    setFieldError(control, errors[path.join('.')]);
  };

  const object = (parent: HTMLElement, path: string[], schema: JsonSchema, value: unknown) => {
    const record = value && typeof value === 'object' ? value as Record<string, unknown> : {};
    const resolved = variantFor(schema, record);
    for (const [name, prop] of Object.entries(resolved.properties ?? {})) {
      if (HIDDEN.has(name) || prop.const !== undefined) continue;
      node(parent, [...path, name], prop, record[name], name);
    }
  };

  /** A group of fields under its legend. */
  const fieldset = (legendText: string) => {
    const set = doc.createElement('fieldset');
    const legend = doc.createElement('legend');
    legend.textContent = legendText;
    set.append(legend);
    return set;
  };

  const node = (parent: HTMLElement, path: string[], prop: JsonSchema, value: unknown, name: string) => {
    const type = typeOf(prop);
    if (type === 'object') {
      const set = fieldset(name);
      object(set, path, prop, value);
      parent.append(set);
    } else if (type === 'array' && prop.items) {
      list(parent, path, prop, Array.isArray(value) ? value : [], name);
    } else if (type !== 'array') {
      field(parent, path, prop, value, name);
    }
  };

  /** A list of items: each item's fields, and buttons to move it, remove it and add one. */
  const list = (parent: HTMLElement, path: string[], prop: JsonSchema, items: unknown[], name: string) => {
    const key = path.join('-');
    const set = fieldset(`${name} (${items.length})`);
    set.className = 'editor-list';
    const ol = doc.createElement('ol');
    ol.className = 'editor-list__items';
    set.append(ol);
    const itemSchema = prop.items!;
    const min = prop.minItems ?? 0;
    items.forEach((item, index) => {
      const li = doc.createElement('li');
      li.className = 'editor-list__item';
      li.id = `editor-item-${key}-${index}`;
      const itemPath = [...path, String(index)];
      const itemName = `${name} ${index + 1}`;
      if (typeOf(itemSchema) === 'object') {
        const group = fieldset(itemName);
        object(group, itemPath, itemSchema, item);
        li.append(group);
      } else {
        field(li, itemPath, itemSchema, item, itemName);
      }
      const actions = doc.createElement('div');
      actions.className = 'editor-list__actions';
      const action = (text: string, verb: string, disabled: boolean, run: () => void) => {
        const b = doc.createElement('button');
        b.type = 'button';
        b.id = `${li.id}-${verb}`;
        b.textContent = text;
        // The visible words start the accessible name (WCAG 2.5.3), which also says which item.
        b.setAttribute('aria-label', `${text}: item ${index + 1} of ${name}`);
        b.disabled = disabled;
        b.addEventListener('click', run);
        actions.append(b);
      };
      const at = (i: number, verb: string) => `editor-item-${key}-${i}-${verb}`;
      action('Move up', 'up', index === 0, () => callbacks.onItems({ type: 'moveItem', path, index, by: -1 }, index - 1 === 0 ? at(0, 'down') : at(index - 1, 'up')));
      action('Move down', 'down', index === items.length - 1, () => callbacks.onItems({ type: 'moveItem', path, index, by: 1 }, index + 1 === items.length - 1 ? at(index + 1, 'up') : at(index + 1, 'down')));
      action('Remove', 'remove', items.length <= min, () => callbacks.onItems({ type: 'removeItem', path, index }, index < items.length - 1 ? at(index, 'remove') : `editor-list-${key}-add`));
      li.append(actions);
      ol.append(li);
    });
    const add = doc.createElement('button');
    add.type = 'button';
    add.id = `editor-list-${key}-add`;
    add.textContent = 'Add item';
    add.setAttribute('aria-label', `Add item to ${name}`);
    add.addEventListener('click', () => callbacks.onItems({ type: 'addItem', path, item: emptyValue(itemSchema) }, `editor-item-${key}-${items.length}`));
    set.append(add);
    parent.append(set);
  };

  object(panel, [], schema, module);
  return panel;
}

/** Shows (or clears, with no message) a field's message, tied to it by aria-describedby. */
export function setFieldError(control: HTMLElement, message: string | undefined): void {
  const doc = control.ownerDocument;
  doc.getElementById(`${control.id}-error`)?.remove();
  control.removeAttribute('aria-invalid');
  control.removeAttribute('aria-describedby');
  if (!message) return;
  const p = doc.createElement('p');
  p.className = 'editor-panel__error';
  p.id = `${control.id}-error`;
  p.textContent = message;
  control.setAttribute('aria-invalid', 'true');
  control.setAttribute('aria-describedby', p.id);
  control.parentElement?.append(p);
}
