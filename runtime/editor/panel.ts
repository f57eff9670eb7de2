/**
 * The side panel of editor mode (spec 4, editor mode): the selected module's fields, generated from its
 * schema (served by the preview as JSON Schema from the module's zod schema) — text, long text,
 * rich text (runtime/editor/rich-text-field.ts), numbers, switches, choices, nested objects such
 * as links and images, and lists of items (FAQ questions, cards, slides, study plan years and
 * their subjects, address lines) with add, remove and move up/down. Every change is checked by
 * the preview server with the module's own schema, so the messages are the build's.
 */
import { emptyValue, typeOf, variantFor, type JsonSchema } from './json-schema.js';
import { createRichTextField } from './rich-text-field.js';
import type { FieldWords, ModuleWords } from '../../modules/labels.js';
import { say, type EditorLang } from './strings.js';
import { isImageSchema } from './media.js';

/** What the preview serves beside the schema: the module's words and its fields' (modules/labels.ts). */
export interface PanelWords { module: ModuleWords; fields: Record<string, FieldWords> }

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
  /** An image field (url, alt, position): the media library's preview and "Choose image" (media.ts). */
  imageField?(path: string[], value: unknown, label: string, help: string | undefined): HTMLElement;
}

const fieldId = (path: string[]) => `editor-field-${path.join('-')}`;

export function renderPanel(doc: Document, module: Record<string, unknown>, schema: JsonSchema, errors: Record<string, string>, callbacks: PanelCallbacks, lang: EditorLang = 'es'): HTMLElement {
  const panel = doc.createElement('aside');
  panel.className = 'editor-panel';
  panel.setAttribute('aria-label', say(lang, 'panel'));
  // The editor's words (spec 4): the module's name and help, each field's label and help, in
  // the interface language; a field the words do not know keeps its schema name.
  const words = (schema as { 'x-words'?: PanelWords })['x-words'];
  const wordsOf = (name: string) => words?.fields[name];
  const heading = doc.createElement('h2');
  heading.textContent = words?.module.label[lang] ?? String(module.component);
  panel.append(heading);
  if (words) panel.append(helpText(doc, 'editor-panel-help', words.module.help[lang]));

  const field = (parent: HTMLElement, path: string[], prop: JsonSchema, value: unknown, labelText: string, help?: string) => {
    const id = fieldId(path);
    const type = typeOf(prop);
    if (type === 'string' && prop.contentMediaType === 'text/html' && !prop.enum) {
      const wrap = createRichTextField(doc, { id, name: path.join('.'), label: labelText, value: typeof value === 'string' ? value : '', lang }, {
        sanitize: callbacks.sanitize,
        checkLink: callbacks.checkLink,
        onChange: (html) => callbacks.onEdit(path, html),
      });
      const text = wrap.querySelector<HTMLElement>('[role="textbox"]')!;
      if (help) {
        wrap.querySelector('.editor-panel__label')!.after(helpText(doc, `${id}-help`, help));
        text.dataset.helpId = `${id}-help`;
      }
      parent.append(wrap);
      setFieldError(text, errors[path.join('.')]);
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
    wrap.append(label);
    if (help) {
      wrap.append(helpText(doc, `${id}-help`, help));
      control.dataset.helpId = `${id}-help`;
    }
    wrap.append(control);
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

  /** A group of fields under its legend, with its help text. */
  const fieldset = (legendText: string, help?: string, helpId?: string) => {
    const set = doc.createElement('fieldset');
    const legend = doc.createElement('legend');
    legend.textContent = legendText;
    set.append(legend);
    if (help && helpId) {
      set.append(helpText(doc, helpId, help));
      set.setAttribute('aria-describedby', helpId);
    }
    return set;
  };

  const node = (parent: HTMLElement, path: string[], prop: JsonSchema, value: unknown, name: string) => {
    const type = typeOf(prop);
    const fieldWords = wordsOf(name);
    const label = fieldWords?.label[lang] ?? name;
    const help = fieldWords?.help[lang];
    if (type === 'object' && callbacks.imageField && isImageSchema(prop)) {
      parent.append(callbacks.imageField(path, value, label, help));
    } else if (type === 'object') {
      const set = fieldset(label, help, `${fieldId(path)}-help`);
      object(set, path, prop, value);
      parent.append(set);
    } else if (type === 'array' && prop.items) {
      list(parent, path, prop, Array.isArray(value) ? value : [], label, help, fieldWords?.item?.[lang] ?? say(lang, 'itemWord'));
    } else if (type !== 'array') {
      field(parent, path, prop, value, label, help);
    }
  };

  /** A list of items: each item's fields, and buttons to move it, remove it and add one. */
  const list = (parent: HTMLElement, path: string[], prop: JsonSchema, items: unknown[], name: string, help: string | undefined, itemWord: string) => {
    const key = path.join('-');
    const set = fieldset(`${name} (${items.length})`, help, `editor-list-${key}-help`);
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
      const itemName = `${itemWord} ${index + 1}`;
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
        b.setAttribute('aria-label', `${text}: ${say(lang, 'itemOf', { n: index + 1, list: name })}`);
        b.disabled = disabled;
        b.addEventListener('click', run);
        actions.append(b);
      };
      const at = (i: number, verb: string) => `editor-item-${key}-${i}-${verb}`;
      action(say(lang, 'moveUp'), 'up', index === 0, () => callbacks.onItems({ type: 'moveItem', path, index, by: -1 }, index - 1 === 0 ? at(0, 'down') : at(index - 1, 'up')));
      action(say(lang, 'moveDown'), 'down', index === items.length - 1, () => callbacks.onItems({ type: 'moveItem', path, index, by: 1 }, index + 1 === items.length - 1 ? at(index + 1, 'up') : at(index + 1, 'down')));
      action(say(lang, 'removeItem'), 'remove', items.length <= min, () => callbacks.onItems({ type: 'removeItem', path, index }, index < items.length - 1 ? at(index, 'remove') : `editor-list-${key}-add`));
      li.append(actions);
      ol.append(li);
    });
    const add = doc.createElement('button');
    add.type = 'button';
    add.id = `editor-list-${key}-add`;
    add.textContent = say(lang, 'addItem');
    add.setAttribute('aria-label', say(lang, 'addItemTo', { list: name }));
    add.addEventListener('click', () => callbacks.onItems({ type: 'addItem', path, item: emptyValue(itemSchema) }, `editor-item-${key}-${items.length}`));
    set.append(add);
    parent.append(set);
  };

  object(panel, [], schema, module);
  return panel;
}

/** A field's help text, read with it (aria-describedby). */
function helpText(doc: Document, id: string, text: string): HTMLElement {
  const p = doc.createElement('p');
  p.className = 'editor-panel__help';
  p.id = id;
  p.textContent = text;
  return p;
}

/** Shows (or clears, with no message) a field's message, tied to it by aria-describedby after its help text. */
export function setFieldError(control: HTMLElement, message: string | undefined): void {
  const doc = control.ownerDocument;
  doc.getElementById(`${control.id}-error`)?.remove();
  control.removeAttribute('aria-invalid');
  const help = control.dataset.helpId;
  if (help) control.setAttribute('aria-describedby', help);
  else control.removeAttribute('aria-describedby');
  if (!message) return;
  const p = doc.createElement('p');
  p.className = 'editor-panel__error';
  p.id = `${control.id}-error`;
  p.textContent = message;
  control.setAttribute('aria-invalid', 'true');
  control.setAttribute('aria-describedby', help ? `${help} ${p.id}` : p.id);
  control.parentElement?.append(p);
}
