/**
 * The editor's confirmations (spec 4, editor mode): a modal alert dialog, distinct from the
 * toolbar, that stays until it is answered — no silent disarm — and says what will happen.
 * The native <dialog> makes the rest of the editor (and the framed page) inert; focus starts on
 * the answer that changes nothing, Tab cycles inside, Escape cancels, and focus goes back to
 * the control that opened it (WCAG 2.4.3).
 */
export interface AskOptions {
  title: string;
  /** Paragraphs or lists, already built. */
  body: (string | Node)[];
  confirm: string;
  cancel: string;
  /** A destructive answer is styled as one. */
  danger?: boolean;
}

/** A question with a third answer besides confirm and cancel (`other`, styled as destructive). */
export interface DecideOptions extends AskOptions {
  other: string;
}

let count = 0;

export async function ask(doc: Document, options: AskOptions): Promise<boolean> {
  return (await answer(doc, options)) === 'confirm';
}

/** `ask` with a third answer: resolves with 'confirm', 'other', or null when cancelled. */
export async function decide(doc: Document, options: DecideOptions): Promise<'confirm' | 'other' | null> {
  const answered = await answer(doc, options);
  return answered === 'cancel' ? null : answered;
}

function answer(doc: Document, options: AskOptions & { other?: string }): Promise<'confirm' | 'other' | 'cancel'> {
  const opener = doc.activeElement as HTMLElement | null;
  const id = `editor-dialog-${++count}`;
  const dialog = doc.createElement('dialog');
  dialog.className = 'editor-dialog';
  dialog.setAttribute('role', 'alertdialog');
  dialog.setAttribute('aria-labelledby', `${id}-title`);
  dialog.setAttribute('aria-describedby', `${id}-body`);
  const title = doc.createElement('h2');
  title.id = `${id}-title`;
  title.textContent = options.title;
  const body = doc.createElement('div');
  body.id = `${id}-body`;
  body.className = 'editor-dialog__body';
  for (const part of options.body) {
    if (typeof part === 'string') {
      const p = doc.createElement('p');
      p.textContent = part;
      body.append(p);
    } else body.append(part);
  }
  const actions = doc.createElement('div');
  actions.className = 'editor-dialog__actions';
  const button = (text: string, value: string, className: string) => {
    const b = doc.createElement('button');
    b.type = 'button';
    b.textContent = text;
    b.className = className;
    b.addEventListener('click', () => dialog.close(value));
    actions.append(b);
    return b;
  };
  // A notice (no cancel text) has one answer, which then takes the focus.
  const cancel = options.cancel ? button(options.cancel, 'cancel', 'editor-dialog__cancel') : null;
  if (options.other) button(options.other, 'other', 'editor-dialog__confirm editor-dialog__confirm--danger');
  const confirm = button(options.confirm, 'confirm', options.danger ? 'editor-dialog__confirm editor-dialog__confirm--danger' : 'editor-dialog__confirm');
  dialog.append(title, body, actions);
  dialog.addEventListener('keydown', (event) => {
    // Escape is the dialog's own cancel; it must not also reach the editor (deselect).
    if (event.key === 'Escape') event.stopPropagation();
    if (event.key !== 'Tab') return;
    const focusable = [...dialog.querySelectorAll<HTMLElement>('button, a[href], input, select, textarea')];
    const first = focusable[0]!;
    const last = focusable.at(-1)!;
    if (event.shiftKey && doc.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && doc.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  });
  doc.body.append(dialog);
  return new Promise((resolve) => {
    dialog.addEventListener('close', () => {
      dialog.remove();
      opener?.focus();
      const value = dialog.returnValue;
      resolve(value === 'confirm' || value === 'other' ? value : 'cancel');
    }, { once: true });
    dialog.showModal();
    (cancel ?? confirm).focus();
  });
}

export interface ChoiceOption { value: string; label: string; help: string; /** Static HTML of the thing, shown small and inert. */ thumbnail: string }

/**
 * A modal choice among options (the module palette): each a small picture over a button of
 * its label and help text. Resolves with the chosen value, or
 * null when cancelled; the same focus rules as `ask`.
 */
export function choose(doc: Document, options: { title: string; intro: string; cancel: string; choices: ChoiceOption[] }): Promise<string | null> {
  const opener = doc.activeElement as HTMLElement | null;
  const id = `editor-dialog-${++count}`;
  const dialog = doc.createElement('dialog');
  dialog.className = 'editor-dialog editor-dialog--palette';
  dialog.setAttribute('aria-labelledby', `${id}-title`);
  dialog.setAttribute('aria-describedby', `${id}-intro`);
  const title = doc.createElement('h2');
  title.id = `${id}-title`;
  title.textContent = options.title;
  const intro = doc.createElement('p');
  intro.id = `${id}-intro`;
  intro.textContent = options.intro;
  const list = doc.createElement('ul');
  list.className = 'editor-palette';
  options.choices.forEach((choice, index) => {
    const li = doc.createElement('li');
    const b = doc.createElement('button');
    b.type = 'button';
    b.className = 'editor-palette__choice';
    b.dataset.value = choice.value;
    const thumb = doc.createElement('div');
    thumb.className = 'editor-palette__thumb';
    // Only a picture: nothing in it can be focused or read out (the label names the choice).
    thumb.inert = true;
    thumb.setAttribute('aria-hidden', 'true');
    const inner = doc.createElement('div');
    inner.innerHTML = choice.thumbnail;
    for (const el of inner.querySelectorAll('[id]')) el.removeAttribute('id');
    thumb.append(inner);
    const label = doc.createElement('span');
    label.className = 'editor-palette__label';
    label.textContent = choice.label;
    const help = doc.createElement('span');
    help.className = 'editor-palette__help';
    help.textContent = choice.help;
    // The button's name is its visible words (WCAG 2.5.3); the picture beside it is for the eye
    // and the pointer only.
    b.append(label, help);
    b.addEventListener('click', () => dialog.close(choice.value));
    thumb.addEventListener('click', () => dialog.close(choice.value));
    li.className = 'editor-palette__item';
    li.append(thumb, b);
    list.append(li);
  });
  const actions = doc.createElement('div');
  actions.className = 'editor-dialog__actions';
  const cancel = doc.createElement('button');
  cancel.type = 'button';
  cancel.textContent = options.cancel;
  cancel.addEventListener('click', () => dialog.close(''));
  actions.append(cancel);
  dialog.append(title, intro, list, actions);
  dialog.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') event.stopPropagation();
    if (event.key !== 'Tab') return;
    const focusable = [...dialog.querySelectorAll<HTMLElement>('button')];
    if (event.shiftKey && doc.activeElement === focusable[0]) {
      event.preventDefault();
      focusable.at(-1)!.focus();
    } else if (!event.shiftKey && doc.activeElement === focusable.at(-1)) {
      event.preventDefault();
      focusable[0]!.focus();
    }
  });
  doc.body.append(dialog);
  return new Promise((resolve) => {
    dialog.addEventListener('close', () => {
      dialog.remove();
      opener?.focus();
      resolve(dialog.returnValue || null);
    }, { once: true });
    dialog.showModal();
    list.querySelector<HTMLElement>('button')?.focus();
  });
}
