/**
 * A rich-text field of the side panel (spec 4, editor mode): a contenteditable region with a small toolbar —
 * bold, italic, link, bulleted and numbered list — whose buttons say their state with
 * aria-pressed; Ctrl+B, Ctrl+I and Ctrl+K work in the text. What is stored is the HTML after the
 * preview server ran the build's sanitizer (modules/sanitize-rich-text.ts) over it; when that
 * dropped something (a pasted script link, styles), the region shows the sanitized HTML and says
 * so. A link's address is checked with the build's rule before it is applied, so a `javascript:`
 * link is refused with the build's message.
 *
 * No editor library: the browser's editing commands cover these five formats, and the
 * sanitizer, not the editor, is what keeps the output safe.
 */
import { setFieldError } from './field-error.js';
import { say, type EditorLang, type StringKey } from './strings.js';

export interface RichTextCallbacks {
  /** The HTML as the build would keep it (the server's sanitizer). */
  sanitize(html: string): Promise<string>;
  /** The build's message for an address a link may not have, or undefined when it is fine. */
  checkLink(href: string): Promise<string | undefined>;
  onChange(html: string): void;
}

/**
 * The fields' changes not yet in the editor's state: typed within the last 200 ms (the commit
 * waits for a pause) or being sanitised by the preview server. Save and Publish settle them first,
 * so what they send is what the editor sees (nothing typed just before a click is lost).
 */
const unsettled = new Set<() => Promise<void>>();

/** Whether some rich-text field holds a change the editor's state does not have yet. */
export function richTextPending(): boolean {
  return unsettled.size > 0;
}

/** Commits every rich-text change still pending, whatever field it is in; rejects when a commit failed. */
export async function settleRichText(): Promise<void> {
  while (unsettled.size > 0) await Promise.all([...unsettled].map((settle) => settle()));
}

const COMMANDS = [
  { name: 'bold', command: 'bold', keys: 'Control+B' },
  { name: 'italic', command: 'italic', keys: 'Control+I' },
  { name: 'link', command: 'link', keys: 'Control+K' },
  { name: 'bulletedList', command: 'insertUnorderedList' },
  { name: 'numberedList', command: 'insertOrderedList' },
] as const satisfies readonly { name: StringKey; command: string; keys?: string }[];

export function createRichTextField(doc: Document, options: { id: string; name: string; label: string; value: string; lang?: EditorLang; placeholder?: string | undefined; required?: boolean }, callbacks: RichTextCallbacks): HTMLElement {
  const { id } = options;
  const t = (key: StringKey, vars?: Record<string, string>) => say(options.lang ?? 'es', key, vars);
  const wrap = doc.createElement('div');
  wrap.className = 'editor-panel__field editor-rich-text';
  const label = doc.createElement('span');
  label.id = `${id}-label`;
  label.className = 'editor-panel__label';
  label.textContent = options.label;

  const editable = doc.createElement('div');
  editable.id = id;
  editable.className = 'editor-rich-text__text rich-text';
  editable.contentEditable = 'true';
  editable.setAttribute('name', options.name);
  editable.setAttribute('role', 'textbox');
  editable.setAttribute('aria-multiline', 'true');
  editable.setAttribute('aria-labelledby', label.id);
  if (options.required) editable.setAttribute('aria-required', 'true');
  // An empty text has nothing to sanitize: its paragraph is there at once, for what is typed first.
  if (options.value.trim() === '') editable.innerHTML = '<p><br></p>';
  // What the empty text shows (never starter text that could go live: spec 4), drawn by the
  // editor's style while the text is empty and read as the field's placeholder.
  if (options.placeholder) {
    editable.dataset.placeholder = options.placeholder;
    editable.setAttribute('aria-placeholder', options.placeholder);
  }
  const paintEmpty = () => editable.classList.toggle('editor-rich-text__text--empty', (editable.textContent ?? '').trim() === '' && !editable.querySelector('img, iframe, video'));

  const toolbar = doc.createElement('div');
  toolbar.className = 'editor-rich-text__toolbar';
  toolbar.setAttribute('role', 'toolbar');
  toolbar.setAttribute('aria-label', t('formatting', { field: options.label }));
  toolbar.setAttribute('aria-controls', id);
  const buttons = new Map<string, HTMLButtonElement>();
  for (const { name, command, ...rest } of COMMANDS) {
    const b = doc.createElement('button');
    b.type = 'button';
    b.textContent = t(name);
    b.setAttribute('aria-pressed', 'false');
    if ('keys' in rest) b.setAttribute('aria-keyshortcuts', rest.keys);
    // The pointer keeps the text's selection; the keyboard path restores it (saved below).
    b.addEventListener('mousedown', (event) => event.preventDefault());
    b.addEventListener('click', () => (command === 'link' ? openLinkForm() : format(command)));
    buttons.set(command, b);
    toolbar.append(b);
  }

  // The link form: an address, checked with the build's rule before it is applied.
  const linkForm = doc.createElement('div');
  linkForm.className = 'editor-rich-text__link';
  linkForm.hidden = true;
  const hrefLabel = doc.createElement('label');
  hrefLabel.htmlFor = `${id}-href`;
  hrefLabel.textContent = t('linkAddress');
  const href = doc.createElement('input');
  href.id = `${id}-href`;
  href.inputMode = 'url';
  const apply = doc.createElement('button');
  apply.type = 'button';
  apply.textContent = t('applyLink');
  const cancel = doc.createElement('button');
  cancel.type = 'button';
  cancel.textContent = t('cancel');
  linkForm.append(hrefLabel, href, apply, cancel);

  const note = doc.createElement('p');
  note.className = 'editor-panel__note';
  note.setAttribute('role', 'status');
  wrap.append(label, toolbar, linkForm, editable, note);

  let saved: Range | null = null;
  let stored = options.value;
  const selectionInside = () => {
    const selection = doc.getSelection();
    return selection && selection.rangeCount > 0 && editable.contains(selection.anchorNode) ? selection : null;
  };
  /** Focus in the text, on the selection it has, or else the one it had when it lost focus. */
  const restore = () => {
    const range = selectionInside()?.getRangeAt(0).cloneRange() ?? saved;
    editable.focus();
    const selection = doc.getSelection();
    if (range && selection) {
      selection.removeAllRanges();
      selection.addRange(range);
    }
  };
  const currentLink = () => {
    const node = selectionInside()?.anchorNode ?? saved?.startContainer ?? null;
    const element = node instanceof Element ? node : node?.parentElement;
    const link = element?.closest('a');
    return link && editable.contains(link) ? link : null;
  };
  const paintState = () => {
    if (!editable.isConnected && !pending) doc.removeEventListener('selectionchange', paintState);
    if (!selectionInside()) return;
    for (const [command, b] of buttons) {
      const on = command === 'link' ? currentLink() !== null : doc.queryCommandState(command);
      b.setAttribute('aria-pressed', String(on));
    }
  };

  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending = false;
  let inFlight: Promise<void> | undefined;
  const send = async () => {
    const sent = editable.innerHTML;
    const clean = await callbacks.sanitize(sent);
    // Typed on meanwhile: the commit that typing scheduled will carry it.
    if (editable.innerHTML !== sent) return;
    const shown = doc.createElement('template');
    shown.innerHTML = clean;
    if (shown.innerHTML !== editable.innerHTML) {
      // The sanitizer dropped something the region still shows: show what will be kept.
      editable.innerHTML = shown.innerHTML;
      note.textContent = t('sanitized');
    }
    if (clean !== stored) {
      stored = clean;
      callbacks.onChange(clean);
    }
  };
  const commit = async () => {
    clearTimeout(timer);
    pending = false;
    const run = send();
    inFlight = run;
    try {
      await run;
    } catch (error) {
      // Not committed (the preview server did not answer): the next Save tries it again.
      pending = true;
      throw error;
    } finally {
      if (inFlight === run) inFlight = undefined;
      if (!pending && !inFlight) unsettled.delete(settle);
    }
  };
  // What Save awaits (settleRichText): the pending commit now, else the one in flight.
  const settle = async () => {
    if (pending) await commit();
    else if (inFlight) await inFlight;
    else unsettled.delete(settle);
  };
  const changed = () => {
    pending = true;
    unsettled.add(settle);
    clearTimeout(timer);
    timer = setTimeout(() => void commit(), 200);
  };

  function format(command: string) {
    restore();
    doc.execCommand(command);
    paintState();
    changed();
  }

  function openLinkForm() {
    const selection = selectionInside();
    if (selection) saved = selection.getRangeAt(0).cloneRange();
    linkForm.hidden = false;
    href.value = currentLink()?.getAttribute('href') ?? '';
    setFieldError(href, undefined);
    href.focus();
  }
  const closeLinkForm = () => {
    linkForm.hidden = true;
    setFieldError(href, undefined);
    restore();
  };
  const applyLink = async () => {
    const address = href.value.trim();
    const problem = address ? await callbacks.checkLink(address) : undefined;
    if (problem) {
      setFieldError(href, problem);
      href.focus();
      return;
    }
    closeLinkForm();
    if (!address) doc.execCommand('unlink');
    else if (saved && !saved.collapsed) doc.execCommand('createLink', false, address);
    else {
      const link = doc.createElement('a');
      link.href = address;
      link.textContent = address;
      doc.execCommand('insertHTML', false, link.outerHTML);
    }
    paintState();
    changed();
  };
  apply.addEventListener('click', () => void applyLink());
  cancel.addEventListener('click', closeLinkForm);
  href.addEventListener('keydown', (event) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      void applyLink();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      closeLinkForm();
    }
  });

  editable.addEventListener('focus', () => doc.execCommand('defaultParagraphSeparator', false, 'p'));
  editable.addEventListener('keydown', (event) => {
    if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
    const key = event.key.toLowerCase();
    const command = key === 'b' ? 'bold' : key === 'i' ? 'italic' : key === 'k' ? 'link' : null;
    if (!command) return;
    event.preventDefault();
    if (command === 'link') openLinkForm();
    else format(command);
  });
  // Typed before the text's first showing arrived (a slow sanitizer answer): that must not wipe it.
  let typedEarly = false;
  let shownYet = false;
  editable.addEventListener('input', () => {
    if (!shownYet) typedEarly = true;
    paintEmpty();
    changed();
  });
  editable.addEventListener('blur', () => {
    const inside = selectionInside();
    if (inside) saved = inside.getRangeAt(0).cloneRange();
    if (pending) void commit();
  });
  doc.addEventListener('selectionchange', paintState);

  // Draft HTML is untrusted: it is shown only once the sanitizer has seen it (no event handlers).
  void callbacks.sanitize(options.value).then((clean) => {
    shownYet = true;
    const shown = doc.createElement('template');
    shown.innerHTML = clean;
    if (typedEarly) {
      // The editor typed into the field before its text arrived: the text goes first, what they
      // typed stays after it, and the next commit keeps both. Nothing typed is lost.
      if (shown.content.textContent?.trim()) {
        editable.prepend(shown.content);
        changed();
      }
    } else editable.replaceChildren(shown.content);
    // An empty text starts with a paragraph, so what is typed is one (as Enter makes the next).
    if (!editable.firstChild) editable.innerHTML = '<p><br></p>';
    paintEmpty();
  });
  paintEmpty();
  return wrap;
}
