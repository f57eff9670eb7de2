/**
 * The editor's confirmations (spec 4, editor mode): a modal alert dialog, distinct from the
 * toolbar, that stays until it is answered — no silent disarm — and says what will happen; and
 * the module palette, a modal choice. Drawn in React over the editor's one dialog
 * (react-dialog.tsx): the native <dialog> makes the rest of the editor (and the framed page)
 * inert; focus starts on the answer that changes nothing (the first choice in the palette), Tab
 * cycles inside, Escape cancels, and focus goes back to the control that opened it (WCAG 2.4.3).
 */
import { useEffect, useId, useRef, type ReactElement } from 'react';
import { EditorDialog, showDialog } from './react-dialog.js';

export interface AskOptions {
  title: string;
  /** Paragraphs (a string each) or lists. */
  body: (string | ReactElement)[];
  confirm: string;
  cancel: string;
  /** A destructive answer is styled as one. */
  danger?: boolean;
}

/** A question with a third answer besides confirm and cancel (`other`, styled as destructive). */
export interface DecideOptions extends AskOptions {
  other: string;
}

type Answer = 'confirm' | 'other' | 'cancel';

export async function ask(doc: Document, options: AskOptions): Promise<boolean> {
  return (await showDialog<Answer>(doc, (done) => <AskDialog options={options} onDone={done} />)) === 'confirm';
}

/** `ask` with a third answer: resolves with 'confirm', 'other', or null when cancelled. */
export async function decide(doc: Document, options: DecideOptions): Promise<'confirm' | 'other' | null> {
  const answered = await showDialog<Answer>(doc, (done) => <AskDialog options={options} onDone={done} />);
  return answered === 'cancel' ? null : answered;
}

export interface ChoiceOption { value: string; label: string; help: string; /** Static HTML of the thing, shown small and inert. */ thumbnail: string }

/**
 * A modal choice among options (the module palette): each a small picture over a button of
 * its label and help text. Resolves with the chosen value, or null when cancelled.
 */
export function choose(doc: Document, options: { title: string; intro: string; cancel: string; choices: ChoiceOption[] }): Promise<string | null> {
  return showDialog<string | null>(doc, (done) => <ChooseDialog options={options} onDone={done} />);
}

/** The question `ask` shows, for a dialog that keeps a state of its own beside it (an answer chosen in its body). */
export function AskDialog({ options, onDone }: { options: AskOptions & { other?: string }; onDone(answer: Answer): void }) {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const first = useRef<HTMLButtonElement>(null);
  // A notice (no cancel text) has one answer, which then takes the focus.
  useEffect(() => first.current!.focus(), []);
  const close = (answer: Answer) => {
    dialog.current!.close();
    onDone(answer);
  };
  const confirmClass = options.danger ? 'editor-dialog__confirm editor-dialog__confirm--danger' : 'editor-dialog__confirm';
  return (
    <EditorDialog ref={dialog} className="editor-dialog" role="alertdialog" aria-labelledby={`${id}-title`} aria-describedby={`${id}-body`}
      onCancel={() => close('cancel')}>
      <h2 id={`${id}-title`}>{options.title}</h2>
      <div id={`${id}-body`} className="editor-dialog__body">
        {options.body.map((part, index) => (typeof part === 'string' ? <p key={index}>{part}</p> : <div key={index}>{part}</div>))}
      </div>
      <div className="editor-dialog__actions">
        {options.cancel && <button type="button" ref={first} className="editor-dialog__cancel" onClick={() => close('cancel')}>{options.cancel}</button>}
        {options.other && <button type="button" className="editor-dialog__confirm editor-dialog__confirm--danger" onClick={() => close('other')}>{options.other}</button>}
        <button type="button" ref={options.cancel ? undefined : first} className={confirmClass} onClick={() => close('confirm')}>{options.confirm}</button>
      </div>
    </EditorDialog>
  );
}

/** A module's markup as a picture: its ids taken out, so that none repeats one of the page's. */
function withoutIds(html: string, doc: Document): string {
  const template = doc.createElement('template');
  template.innerHTML = html;
  for (const el of template.content.querySelectorAll('[id]')) el.removeAttribute('id');
  return template.innerHTML;
}

function ChooseDialog({ options, onDone }: { options: { title: string; intro: string; cancel: string; choices: ChoiceOption[] }; onDone(answer: string | null): void }) {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => first.current?.focus(), []);
  const close = (answer: string | null) => {
    dialog.current!.close();
    onDone(answer);
  };
  return (
    <EditorDialog ref={dialog} className="editor-dialog editor-dialog--palette" aria-labelledby={`${id}-title`} aria-describedby={`${id}-intro`}
      onCancel={() => close(null)}>
      <h2 id={`${id}-title`}>{options.title}</h2>
      <p id={`${id}-intro`}>{options.intro}</p>
      <ul className="editor-palette">
        {options.choices.map((choice, index) => (
          <li key={choice.value} className="editor-palette__item">
            {/* Only a picture: nothing in it can be focused or read out (the label names the choice). */}
            <div className="editor-palette__thumb" inert aria-hidden="true" onClick={() => close(choice.value)}>
              <div dangerouslySetInnerHTML={{ __html: withoutIds(choice.thumbnail, document) }} />
            </div>
            {/* The button's name is its visible words (WCAG 2.5.3); the picture beside it is for the eye and the pointer only. */}
            <button type="button" ref={index === 0 ? first : undefined} className="editor-palette__choice" data-value={choice.value} onClick={() => close(choice.value)}>
              <span className="editor-palette__label">{choice.label}</span>
              <span className="editor-palette__help">{choice.help}</span>
            </button>
          </li>
        ))}
      </ul>
      <div className="editor-dialog__actions">
        <button type="button" onClick={() => close(null)}>{options.cancel}</button>
      </div>
    </EditorDialog>
  );
}
