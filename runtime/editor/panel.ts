/**
 * The side panel of editor mode (issue 6): the selected module's fields, generated from its
 * schema (served by the preview as JSON Schema from the module's zod schema) — text, long text,
 * numbers, switches, and one level of nested objects such as links and images; lists are
 * shown with their size. Every change is checked by the preview server with the module's own
 * schema, so the messages are the build's.
 */
interface JsonSchema { type?: string | string[]; properties?: Record<string, JsonSchema>; items?: JsonSchema; enum?: unknown[]; minLength?: number }

const LONG_TEXT = new Set(['content', 'text', 'intro', 'answer', 'quote', 'subtitle', 'abstract']);

export interface PanelCallbacks {
  onEdit(path: string[], value: unknown): void;
}

export function renderPanel(doc: Document, module: Record<string, unknown>, schema: JsonSchema, errors: Record<string, string>, callbacks: PanelCallbacks): HTMLElement {
  const panel = doc.createElement('aside');
  panel.className = 'editor-panel';
  panel.setAttribute('aria-label', 'Module fields');
  const heading = doc.createElement('h2');
  heading.textContent = `${String(module.component)} #${String(module.editorID)}`;
  panel.append(heading);

  const field = (parent: HTMLElement, path: string[], prop: JsonSchema, value: unknown) => {
    const id = `editor-field-${path.join('-')}`;
    const type = Array.isArray(prop.type) ? prop.type.find((t) => t !== 'null') : prop.type;
    const wrap = doc.createElement('div');
    wrap.className = 'editor-panel__field';
    const label = doc.createElement('label');
    label.htmlFor = id;
    label.textContent = path.at(-1)!;
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
      input.value = value === undefined ? '' : String(value);
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

  for (const [name, prop] of Object.entries(schema.properties ?? {})) {
    if (name === 'component' || name === 'editorID' || name === 'queriedItems') continue;
    const value = module[name];
    const type = Array.isArray(prop.type) ? prop.type.find((t) => t !== 'null') : prop.type;
    if (type === 'object' && prop.properties) {
      const set = doc.createElement('fieldset');
      const legend = doc.createElement('legend');
      legend.textContent = name;
      set.append(legend);
      for (const [child, childProp] of Object.entries(prop.properties)) {
        const childType = Array.isArray(childProp.type) ? childProp.type[0] : childProp.type;
        if (childType === 'object' || childType === 'array') continue;
        field(set, [name, child], childProp, (value as Record<string, unknown> | undefined)?.[child]);
      }
      panel.append(set);
    } else if (type === 'array') {
      const note = doc.createElement('p');
      note.className = 'editor-panel__note';
      note.textContent = `${name}: ${Array.isArray(value) ? value.length : 0} items`;
      panel.append(note);
    } else {
      field(panel, [name], prop, value);
    }
  }
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
