/**
 * The side panel of editor mode (spec 4, editor mode): the selected module's fields, generated from its
 * schema (served by the preview as JSON Schema from the module's zod schema) — text, long text,
 * rich text (runtime/editor/rich-text-field.tsx), numbers, switches, choices, nested objects such
 * as links and images, and lists of items (FAQ questions, cards, slides, study plan years and
 * their subjects, address lines) with add, remove and move up/down. Every change is checked by
 * the preview server with the module's own schema, so the messages are the build's.
 *
 * A React view of one module: the panel and the actions it offers are rendered together from the
 * same selection, so an action (a typed value, "Choose image", a list change) always applies to
 * the module the panel shows, never to the one shown before it.
 */
import { useRef, useState, type ReactNode } from 'react';
import type { FieldWords, ModuleWords } from '../../modules/labels.js';
import { placeholderKey } from '../../modules/placeholder-key.js';
import { imageUrl } from '../../modules/image-url.js';
import { emptyValue, typeOf, variantFor, type JsonSchema } from './json-schema.js';
import { describedBy, fieldId } from './field-ids.js';
import { RichTextField, type RichTextCallbacks } from './rich-text-field.js';
import { isImageSchema, PREVIEW_WIDTH, type ImageValue } from './media.js';
import { formatLocaleNumber, parseLocaleNumber } from './locale-number.js';
import { CHOICE_WORDS, say, sayMedia, type EditorLang } from './strings.js';

/**
 * What the preview serves beside the schema: the module's words and its fields' (modules/labels.ts),
 * and what its empty texts show (modules/registry.ts `placeholders`, by path without item numbers).
 */
export interface PanelWords { module: ModuleWords; fields: Record<string, FieldWords>; placeholders?: Record<string, { es: string; en: string }> }

const LONG_TEXT = new Set(['content', 'text', 'intro', 'answer', 'quote', 'subtitle', 'abstract']);
/** Filled by the builder or the editor itself, never typed. */
const HIDDEN = new Set(['component', 'editorID', 'queriedItems']);

export type ItemAction =
  | { type: 'addItem'; path: string[]; item: unknown }
  | { type: 'removeItem'; path: string[]; index: number }
  | { type: 'moveItem'; path: string[]; index: number; by: -1 | 1 };

/** What the panel's fields do, each bound by the editor to the module the panel shows. */
export interface PanelActions {
  edit(path: string[], value: unknown): void;
  /** A change to a list; `focus` is the id of what should have focus once the panel shows it. */
  items(action: ItemAction, focus: string): void;
  sanitize(html: string): Promise<string>;
  checkLink(href: string): Promise<string | undefined>;
  /** Opens the media library for an image field (media.tsx) and applies what is chosen to this module. */
  chooseImage(path: string[], current: ImageValue | null): void;
}

export interface SidePanelProps {
  module: Record<string, unknown>;
  /** Null while the module's schema is on its way: the panel says so and offers nothing yet. */
  schema: JsonSchema | null;
  /** The build's messages, by field path (`items.0.title`). */
  errors: Record<string, string>;
  lang: EditorLang;
  actions: PanelActions;
  /** The image host's base, for an image field's preview. */
  imageHost: string;
  /**
   * Changes whenever the module changed other than by typing in this panel (undo, redo, a list
   * change, a draft reloaded): a rich-text field, which keeps its own text while it is typed in,
   * starts again from the module's value then.
   */
  generation: number;
  /** What the editor offers beside the module's fields (a programme's facts block: its record's form). */
  extra?: ReactNode;
  /**
   * The account may not change this page (its scope, spec 6): every field shows its value and
   * none takes a change, so nothing is typed that could not be saved.
   */
  readOnly?: boolean;
}


export function SidePanel({ module, schema, errors, lang, actions, imageHost, generation, extra, readOnly = false }: SidePanelProps) {
  if (!schema) {
    return (
      <aside className="editor-panel" aria-label={say(lang, 'panel')} aria-busy="true">
        <h2>{say(lang, 'panel')}</h2>
        <p className="editor-panel__help" role="status">{say(lang, 'loadingFields')}</p>
      </aside>
    );
  }
  // The editor's words (spec 4): the module's name and help, each field's label and help, in
  // the interface language; a field the words do not know keeps its schema name.
  const words = (schema as { 'x-words'?: PanelWords })['x-words'];
  const context: FieldContext = {
    errors, lang, actions, imageHost, generation, readOnly, wordsOf: (name) => words?.fields[name],
    // Placeholders are plain words, rich text's too.
    placeholderOf: (path) => words?.placeholders?.[placeholderKey(path)]?.[lang].replace(/<[^>]*>/g, ''),
  };
  return (
    <aside className="editor-panel" aria-label={say(lang, 'panel')}>
      <h2>{words?.module.label[lang] ?? String(module.component)}</h2>
      {words && <HelpText id="editor-panel-help" text={words.module.help[lang]} />}
      {extra}
      {/* A disabled fieldset turns off every control in it at once, buttons of lists and images included. */}
      <fieldset className="editor-panel__fields" disabled={readOnly}>
        <ObjectFields path={[]} schema={schema} value={module} context={context} />
      </fieldset>
    </aside>
  );
}

/**
 * A record's fields drawn as the panel draws a module's (a programme's record, in its own
 * dialog: runtime/editor/program-record.tsx), from its schema and words. Its controls are named
 * under `prefix` (`record.price.amount`), so they never share an id with the panel's; the
 * actions and messages speak of paths within the record.
 */
export function RecordFields({ prefix, value, schema, errors, lang, actions, generation }: { prefix: string; value: Record<string, unknown>; schema: JsonSchema; errors: Record<string, string>; lang: EditorLang; actions: Pick<PanelActions, 'edit' | 'items'>; generation: number }) {
  const words = (schema as { 'x-words'?: PanelWords })['x-words'];
  const within = (path: string[]) => path.slice(1);
  const context: FieldContext = {
    lang, imageHost: '', generation, readOnly: false, wordsOf: (name) => words?.fields[name], placeholderOf: () => undefined,
    errors: Object.fromEntries(Object.entries(errors).map(([path, message]) => [`${prefix}.${path}`, message])),
    actions: {
      edit: (path, next) => actions.edit(within(path), next),
      items: (action, focus) => actions.items({ ...action, path: within(action.path) }, focus),
      // A record has no rich text or images.
      sanitize: async (html) => html,
      checkLink: async () => undefined,
      chooseImage: () => {},
    },
  };
  return <ObjectFields path={[prefix]} schema={schema} value={value} context={context} />;
}

interface FieldContext {
  errors: Record<string, string>;
  lang: EditorLang;
  actions: PanelActions;
  imageHost: string;
  generation: number;
  /** Nothing may be changed (SidePanelProps.readOnly): a rich text is not editable either. */
  readOnly: boolean;
  wordsOf(name: string): FieldWords | undefined;
  placeholderOf(path: string[]): string | undefined;
}

/**
 * A field the build refuses empty (spec 4, typed fields: required and optional): listed as
 * required by its object and asking for at least one character or item, or a number.
 */
function isRequired(parent: JsonSchema, name: string, prop: JsonSchema): boolean {
  if (!parent.required?.includes(name)) return false;
  const type = typeOf(prop);
  return (prop.minLength ?? 0) >= 1 || (prop.minItems ?? 0) >= 1 || type === 'number' || type === 'integer';
}

/** The visible "required" after a field's label. */
function RequiredMark({ required, lang }: { required: boolean; lang: EditorLang }) {
  return required ? <span className="editor-panel__required"> ({say(lang, 'required')})</span> : null;
}

/** A group's own message (a list with too few items, a fact with two values), under its legend. */
function GroupError({ id, error }: { id: string; error: string | undefined }) {
  return error ? <p className="editor-panel__error" id={id}>{error}</p> : null;
}

/** A field's help text, read with it (aria-describedby). */
function HelpText({ id, text }: { id: string; text: string }) {
  return <p className="editor-panel__help" id={id}>{text}</p>;
}

function ObjectFields({ path, schema, value, context }: { path: string[]; schema: JsonSchema; value: unknown; context: FieldContext }) {
  const record = value && typeof value === 'object' ? value as Record<string, unknown> : {};
  const resolved = variantFor(schema, record);
  return (
    <>
      {Object.entries(resolved.properties ?? {}).filter(([name, prop]) => !HIDDEN.has(name) && prop.const === undefined).map(([name, prop]) => (
        <Node key={name} path={[...path, name]} schema={prop} value={record[name]} name={name} required={isRequired(resolved, name, prop)} context={context} />
      ))}
    </>
  );
}

/** A group of fields under its legend, with its help text. */
function FieldSet({ legend, help, helpId, className, error, errorId, required = false, lang, children }: { legend: string; help?: string | undefined; helpId?: string; className?: string; error?: string | undefined; errorId?: string; required?: boolean; lang?: EditorLang; children: ReactNode }) {
  const described = help && helpId ? helpId : undefined;
  return (
    <fieldset className={className} aria-describedby={describedBy(described, error ? errorId : undefined)}>
      <legend>{legend}{lang && <RequiredMark required={required} lang={lang} />}</legend>
      {described && <HelpText id={described} text={help!} />}
      {errorId && <GroupError id={errorId} error={error} />}
      {children}
    </fieldset>
  );
}

function Node({ path, schema, value, name, required, context }: { path: string[]; schema: JsonSchema; value: unknown; name: string; required: boolean; context: FieldContext }) {
  const type = typeOf(schema);
  const words = context.wordsOf(name);
  const label = words?.label[context.lang] ?? name;
  const help = words?.help[context.lang];
  if (type === 'object' && isImageSchema(schema)) return <ImageField path={path} value={value} label={label} help={help} context={context} />;
  if (type === 'object') {
    return (
      <FieldSet legend={label} help={help} helpId={`${fieldId(path)}-help`} error={context.errors[path.join('.')]} errorId={`${fieldId(path)}-error`}>
        <ObjectFields path={path} schema={schema} value={value} context={context} />
      </FieldSet>
    );
  }
  if (type === 'array' && schema.items) {
    return <ListField path={path} schema={schema} items={Array.isArray(value) ? value : []} name={label} help={help} required={required} itemWord={words?.item?.[context.lang] ?? say(context.lang, 'itemWord')} context={context} />;
  }
  if (type === 'array') return null;
  return <Field path={path} schema={schema} value={value} label={label} help={help} required={required} context={context} />;
}

function Field({ path, schema, value, label, help, required, context }: { path: string[]; schema: JsonSchema; value: unknown; label: string; help: string | undefined; required: boolean; context: FieldContext }) {
  const id = fieldId(path);
  const name = path.join('.');
  const type = typeOf(schema);
  // Decided once: a text that grows past a line while typed stays the control it is typed in.
  const [long] = useState(() => LONG_TEXT.has(path.at(-1)!) || (typeof value === 'string' && value.length > 80));
  if (type === 'string' && schema.contentMediaType === 'text/html' && !schema.enum) {
    return <RichText id={id} name={name} path={path} label={label} help={help} required={required} value={typeof value === 'string' ? value : ''} context={context} />;
  }
  const { actions } = context;
  const error = context.errors[name];
  const helpId = help ? `${id}-help` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const common = { id, name, 'aria-describedby': describedBy(helpId, errorId), 'aria-invalid': error ? true : undefined, 'aria-required': required ? true : undefined };
  const placeholder = context.placeholderOf(path);
  let control: ReactNode;
  if (schema.enum) {
    const options = schema.enum.map(String);
    const current = options.includes(String(value)) ? String(value) : options[0];
    control = (
      <select {...common} value={current} onChange={(event) => actions.edit(path, event.currentTarget.value)}>
        {options.map((option) => <option key={option} value={option}>{CHOICE_WORDS[option]?.[context.lang] ?? option}</option>)}
      </select>
    );
  } else if ([schema.format, ...(schema.anyOf ?? []).map((variant) => variant.format)].includes('date')) {
    // A day, picked in the browser's calendar in the editor's language and stored as YYYY-MM-DD
    // (an instant stored before shows its day; picking another stores the day).
    // The browser draws the box in its own locale's order (12/01 or 01/12): the day is also said
    // in the editor's words below it, so a day typed in the other order shows before it is saved.
    const day = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : '';
    const dayId = `${id}-day`;
    control = (
      <>
        <input {...common} aria-describedby={describedBy(helpId, errorId) ? `${describedBy(helpId, errorId)} ${dayId}` : dayId} type="date" lang={context.lang} value={day} onChange={(event) => actions.edit(path, event.currentTarget.value || undefined)} />
        <p className="editor-panel__help editor-panel__day" id={dayId} aria-live="polite">{day ? spelledDay(day, context.lang) : ''}</p>
      </>
    );
  } else if ([schema.format, ...(schema.anyOf ?? []).map((variant) => variant.format)].includes('time')) {
    // A time of day, picked as the browser offers it and stored as HH:MM (an event's start).
    control = <input {...common} type="time" lang={context.lang} value={typeof value === 'string' ? value : ''} onChange={(event) => actions.edit(path, event.currentTarget.value || undefined)} />;
  } else if (type === 'boolean') {
    control = <input {...common} type="checkbox" checked={value === true} onChange={(event) => actions.edit(path, event.currentTarget.checked)} />;
  } else if (type === 'number' || type === 'integer') {
    control = <NumberInput key={context.generation} common={common} value={value} integer={type === 'integer'} lang={context.lang} onValue={(next) => actions.edit(path, next)} />;
  } else if (long) {
    control = <textarea {...common} rows={4} placeholder={placeholder} value={typeof value === 'string' ? value : ''} onChange={(event) => actions.edit(path, event.currentTarget.value)} />;
  } else {
    // An address: typed without corrections, with the keyboard for addresses on a phone.
    const address = /^(href|linkToURL|src|url)$/.test(path.at(-1)!);
    control = <input {...common} placeholder={placeholder} inputMode={address ? 'url' : undefined} spellCheck={address ? false : undefined} value={typeof value === 'string' ? value : ''} onChange={(event) => actions.edit(path, event.currentTarget.value)} />;
  }
  return (
    <div className="editor-panel__field">
      <label htmlFor={id}>{label}<RequiredMark required={required} lang={context.lang} /></label>
      {helpId && <HelpText id={helpId} text={help!} />}
      {control}
      {errorId && <p className="editor-panel__error" id={errorId}>{error}</p>}
    </div>
  );
}

/**
 * A number or an amount typed as the interface language writes it ("7.250,50" in Spanish,
 * "7,250.50" in English: runtime/editor/locale-number.ts), not the browser's number box, which
 * reads "7.250" as seven and a quarter. What is typed stays as typed while it is typed; a text
 * that is not a number is kept as text, so the build's check says so in the editor's words and
 * Save waits until it is put right.
 */
function NumberInput({ common, value, integer, lang, onValue }: { common: Record<string, unknown>; value: unknown; integer: boolean; lang: EditorLang; onValue(value: unknown): void }) {
  const [text, setText] = useState(() => (typeof value === 'number' ? formatLocaleNumber(value, lang) : typeof value === 'string' ? value : ''));
  return (
    <input {...common} type="text" inputMode={integer ? 'numeric' : 'decimal'} autoComplete="off" placeholder={integer ? undefined : say(lang, 'numberExample')} value={text}
      onChange={(event) => {
        const typed = event.currentTarget.value;
        setText(typed);
        const parsed = parseLocaleNumber(typed, lang);
        onValue(parsed === null ? typed : parsed);
      }} />
  );
}

/**
 * A rich-text field (rich-text-field.tsx), which keeps its own text while it is typed in (its
 * caret, its pending commit): drawn anew only when the module changed some other way
 * (`generation`), or for another language or label.
 */
function RichText({ id, name, path, label, help, required, value, context }: { id: string; name: string; path: string[]; label: string; help: string | undefined; required: boolean; value: string; context: FieldContext }) {
  // The latest actions and path, for the field's own commits (made once per field).
  const latest = useRef({ actions: context.actions, path });
  latest.current = { actions: context.actions, path };
  const [callbacks] = useState<RichTextCallbacks>(() => ({
    sanitize: (html) => latest.current.actions.sanitize(html),
    checkLink: (href) => latest.current.actions.checkLink(href),
    onChange: (html) => latest.current.actions.edit(latest.current.path, html),
  }));
  return (
    <RichTextField key={`${id} ${context.lang} ${context.generation} ${context.readOnly} ${label} ${help ?? ''}`} id={id} name={name} help={help}
      label={required ? `${label} (${say(context.lang, 'required')})` : label} value={value} lang={context.lang} placeholder={context.placeholderOf(path)}
      required={required} readOnly={context.readOnly} error={context.errors[name]} callbacks={callbacks} />
  );
}

/** An image field (url, alt, position): the image, what its alt text says, and the button that opens the library. */
function ImageField({ path, value, label, help, context }: { path: string[]; value: unknown; label: string; help: string | undefined; context: FieldContext }) {
  const id = fieldId(path);
  const { lang } = context;
  const image = value && typeof value === 'object' ? value as ImageValue : null;
  const caption = !image?.url ? sayMedia(lang, 'mediaNone') : image.alt ? sayMedia(lang, 'mediaAltIs', { alt: image.alt }) : sayMedia(lang, 'mediaDecorativeShown');
  return (
    <fieldset className="editor-image-field" aria-describedby={help ? `${id}-help` : undefined}>
      <legend>{label}</legend>
      {help && <HelpText id={`${id}-help`} text={help} />}
      <div className="editor-image-field__preview">
        {image?.url && (
          <img src={imageUrl(context.imageHost, image.url, { width: PREVIEW_WIDTH, position: image.position })} alt={image.alt ?? ''} width={320}
            height={image.width && image.height ? Math.round((320 * image.height) / image.width) : 180} />
        )}
        <p className="editor-image-field__alt" id={`${id}-alt`}>{caption}</p>
      </div>
      <button type="button" id={id} aria-describedby={`${id}-alt`} onClick={() => context.actions.chooseImage(path, image)}>{sayMedia(lang, 'mediaChoose')}</button>
    </fieldset>
  );
}

/** A list of items: each item's fields, and buttons to move it, remove it and add one. */
function ListField({ path, schema, items, name, help, required, itemWord, context }: { path: string[]; schema: JsonSchema; items: unknown[]; name: string; help: string | undefined; required: boolean; itemWord: string; context: FieldContext }) {
  const { lang, actions } = context;
  const key = path.join('-');
  const itemSchema = schema.items!;
  const min = schema.minItems ?? 0;
  const at = (i: number, verb: string) => `editor-item-${key}-${i}-${verb}`;
  return (
    <FieldSet className="editor-list" legend={`${name} (${items.length})`} help={help} helpId={`editor-list-${key}-help`} required={required} lang={lang} error={context.errors[path.join('.')]} errorId={`editor-list-${key}-error`}>
      <ol className="editor-list__items">
        {items.map((item, index) => {
          const liId = `editor-item-${key}-${index}`;
          const itemPath = [...path, String(index)];
          const itemName = `${itemWord} ${index + 1}`;
          const action = (text: string, verb: string, disabled: boolean, run: () => void) => (
            // The visible words start the accessible name (WCAG 2.5.3), which also says which item.
            <button type="button" id={`${liId}-${verb}`} aria-label={`${text}: ${say(lang, 'itemOf', { n: index + 1, list: name })}`} disabled={disabled} onClick={run}>{text}</button>
          );
          return (
            // Keyed by position: an item's fields are its index's (their ids say so).
            <li key={index} className="editor-list__item" id={liId}>
              {typeOf(itemSchema) === 'object'
                ? <FieldSet legend={itemName}><ObjectFields path={itemPath} schema={itemSchema} value={item} context={context} /></FieldSet>
                : <Field path={itemPath} schema={itemSchema} value={item} label={itemName} help={undefined} required={(itemSchema.minLength ?? 0) >= 1} context={context} />}
              <div className="editor-list__actions">
                {action(say(lang, 'moveUp'), 'up', index === 0, () => actions.items({ type: 'moveItem', path, index, by: -1 }, index - 1 === 0 ? at(0, 'down') : at(index - 1, 'up')))}
                {action(say(lang, 'moveDown'), 'down', index === items.length - 1, () => actions.items({ type: 'moveItem', path, index, by: 1 }, index + 1 === items.length - 1 ? at(index + 1, 'up') : at(index + 1, 'down')))}
                {action(say(lang, 'removeItem'), 'remove', items.length <= min, () => actions.items({ type: 'removeItem', path, index }, index < items.length - 1 ? at(index, 'remove') : `editor-list-${key}-add`))}
              </div>
            </li>
          );
        })}
      </ol>
      <button type="button" id={`editor-list-${key}-add`} aria-label={say(lang, 'addItemTo', { list: name })} onClick={() => actions.items({ type: 'addItem', path, item: emptyValue(itemSchema) }, `editor-item-${key}-${items.length}`)}>
        {say(lang, 'addItem')}
      </button>
    </FieldSet>
  );
}

/** "martes, 1 de diciembre de 2026": a YYYY-MM-DD day in the editor's language (a calendar day: no time zone moves it). */
function spelledDay(day: string, lang: EditorLang): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'es-ES', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, d)));
}
