/**
 * A record in its own form (spec 4, structured content: a programme or an event is one record,
 * rendered by every page that shows it): a programme's length, hours or credits, modality,
 * campus, start date, price, reservation fee, places, qualification and acronyms; an event's day,
 * times, place and registration. Typed as the side panel types a module's fields (dates and
 * times in pickers, amounts as the editor's language writes them) and checked by the build's own
 * rules before the dialog lets them go. The dialog changes the draft in the editor; Save keeps
 * it, Publish takes it live on every page that shows it, and its shared facts in the other
 * languages too (server/editing.ts).
 */
import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { EditorDialog, showDialog } from './react-dialog.js';
import type { JsonSchema } from './json-schema.js';
import { RecordFields, type ItemAction } from './side-panel.js';
import { say, type EditorLang, type StringKey } from './strings.js';

type Value = Record<string, unknown>;

interface Options {
  lang: EditorLang;
  /** The dialog's title and what it says first (runtime/editor/records.ts). */
  title: string;
  help: string;
  /** What it says of the other languages the record is published in, which share its facts; none when there are none. */
  shared: string | null;
  /** The form's schema and words (GET /__preview/record/{kind}). */
  schema: JsonSchema;
  /** The record as its form holds it (runtime/editor/records.ts `toForm`). */
  current: Value;
  /** The build's messages for the form's value, by field path; none when it is right. */
  check(value: Value): Promise<Record<string, string>>;
}

/** Resolves with the record as the form left it, or null when the editor cancelled. */
export function editRecord(ui: Document, options: Options): Promise<Value | null> {
  return showDialog<Value | null>(ui, (done) => <RecordDialog {...options} onDone={done} />);
}

/** `value` with `path` set (an empty text or number removed: every fact is optional). */
function setAt(value: Value, path: string[], next: unknown): Value {
  const copy = structuredClone(value);
  let node = copy;
  for (const key of path.slice(0, -1)) {
    if (!node[key] || typeof node[key] !== 'object') node[key] = {};
    node = node[key] as Value;
  }
  const key = path.at(-1)!;
  if (next === undefined || next === '' || next === null) delete node[key];
  else node[key] = next;
  // An amount left with nothing in it is no amount.
  if (path.length > 1 && Object.keys(node).length === 0) return setAt(copy, path.slice(0, -1), undefined);
  return copy;
}

/** `value` with a list change applied at the action's path. */
function changeList(value: Value, action: ItemAction): Value {
  const copy = structuredClone(value);
  let node = copy;
  for (const key of action.path.slice(0, -1)) node = (node[key] ?? {}) as Value;
  const key = action.path.at(-1)!;
  const items = Array.isArray(node[key]) ? [...node[key] as unknown[]] : [];
  if (action.type === 'addItem') items.push(structuredClone(action.item));
  if (action.type === 'removeItem') items.splice(action.index, 1);
  if (action.type === 'moveItem') items.splice(action.index + action.by, 0, ...items.splice(action.index, 1));
  node[key] = items;
  return copy;
}

function RecordDialog({ lang, title, help, shared, schema, current, check, onDone }: Options & { onDone(value: Value | null): void }) {
  const t = (key: StringKey, vars?: Record<string, string | number>) => say(lang, key, vars);
  const dialog = useRef<HTMLDialogElement>(null);
  const [value, setValue] = useState(current);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [focus, setFocus] = useState<string | null>(null);
  const [generation, setGeneration] = useState(0);
  // Only the answer to the latest check is shown (checks are answered in any order).
  const asked = useRef(0);
  const recheck = async (next: Value) => {
    const mine = ++asked.current;
    const found = await check(next);
    if (mine === asked.current) setErrors(found);
    return found;
  };
  useEffect(() => {
    dialog.current!.querySelector<HTMLElement>('input, select, textarea')?.focus();
  }, []);
  useLayoutEffect(() => {
    if (focus) dialog.current!.ownerDocument.getElementById(focus)?.focus();
    setFocus(null);
  }, [focus]);
  const cancel = () => {
    dialog.current!.close();
    onDone(null);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = await recheck(value);
    const first = Object.keys(found)[0];
    if (first) {
      // The first field to put right, named as the panel names it.
      dialog.current!.ownerDocument.getElementById(`editor-field-record-${first.split('.').join('-')}`)?.focus();
      return;
    }
    dialog.current!.close();
    onDone(value);
  };
  const count = Object.keys(errors).length;
  return (
    <EditorDialog ref={dialog} className="editor-dialog editor-dialog--wide editor-record" aria-labelledby="editor-record-title" aria-describedby="editor-record-help"
      onCancel={cancel}>
      <h2 id="editor-record-title">{title}</h2>
      <p className="editor-dialog__body" id="editor-record-help">{help}{shared && ` ${shared}`}</p>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <RecordFields prefix="record" value={value} schema={schema} errors={errors} lang={lang} generation={generation}
          actions={{
            edit: (path, next) => {
              const changed = setAt(value, path, next);
              setValue(changed);
              void recheck(changed);
            },
            items: (action, focusId) => {
              const changed = changeList(value, action);
              setValue(changed);
              // The list's fields are drawn again from the new value.
              setGeneration((g) => g + 1);
              setFocus(focusId);
              void recheck(changed);
            },
          }} />
        <p className="editor-panel__error" role="status">{count === 1 ? t('recordInvalidOne') : count > 1 ? t('recordInvalid', { count }) : ''}</p>
        <div className="editor-dialog__actions">
          <button type="button" className="editor-dialog__cancel" onClick={cancel}>{t('cancel')}</button>
          <button type="submit" className="editor-dialog__confirm">{t('settingsApply')}</button>
        </div>
      </form>
    </EditorDialog>
  );
}
