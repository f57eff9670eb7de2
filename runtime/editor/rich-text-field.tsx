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
 * sanitizer, not the editor, is what keeps the output safe. React draws the field (its label,
 * formatting buttons, link form and messages); the text region's content is the browser's
 * own while it is typed in, so React never draws inside it.
 */
import { useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { describedBy } from './field-ids.js';
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

export interface RichTextProps {
  id: string;
  name: string;
  label: string;
  help: string | undefined;
  value: string;
  lang: EditorLang;
  placeholder: string | undefined;
  required: boolean;
  /** A page this account may not change: the text is shown, not editable. */
  readOnly: boolean;
  /** The build's message for the text, shown after it and tied to it (WCAG 3.3.1). */
  error: string | undefined;
  callbacks: RichTextCallbacks;
}

/**
 * The field. It keeps its own text while it is typed in (its caret, its pending commit); the
 * side panel draws it anew (a new key) when the module changed some other way.
 */
export function RichTextField(props: RichTextProps) {
  const { id, label, help, lang, placeholder, readOnly, error } = props;
  const t = (key: StringKey, vars?: Record<string, string>) => say(lang, key, vars);
  const region = useRef<HTMLDivElement>(null);
  const hrefInput = useRef<HTMLInputElement>(null);
  // The latest callbacks, for the commits the field schedules.
  const callbacks = useRef(props.callbacks);
  callbacks.current = props.callbacks;
  const [empty, setEmpty] = useState(props.value.trim() === '');
  /** The stored text is with the sanitizer and not shown yet: the field is busy, and grows when it comes. */
  const [arriving, setArriving] = useState(props.value.trim() !== '');
  const [pressed, setPressed] = useState<Record<string, boolean>>({});
  const [linking, setLinking] = useState(false);
  const [href, setHref] = useState('');
  const [hrefError, setHrefError] = useState<string | undefined>();
  const [note, setNote] = useState('');
  const [text] = useState(() => textState());

  /** The region's own text as it is now: the node React drew, kept past its removal for a commit still pending. */
  const editable = () => text.node!;
  const paintEmpty = () => setEmpty((editable().textContent ?? '').trim() === '' && !editable().querySelector('img, iframe, video'));
  const selectionInside = () => {
    const selection = editable().ownerDocument.getSelection();
    return selection && selection.rangeCount > 0 && editable().contains(selection.anchorNode) ? selection : null;
  };
  /** Focus in the text, on the selection it has, or else the one it had when it lost focus. */
  const restore = () => {
    const range = selectionInside()?.getRangeAt(0).cloneRange() ?? text.saved;
    editable().focus();
    const selection = editable().ownerDocument.getSelection();
    if (range && selection) {
      selection.removeAllRanges();
      selection.addRange(range);
    }
  };
  const currentLink = () => {
    const node = selectionInside()?.anchorNode ?? text.saved?.startContainer ?? null;
    const element = node instanceof Element ? node : node?.parentElement;
    const link = element?.closest('a');
    return link && editable().contains(link) ? link : null;
  };
  const paintState = () => {
    if (!selectionInside()) return;
    const doc = editable().ownerDocument;
    setPressed(Object.fromEntries(COMMANDS.map(({ command }) => [command, command === 'link' ? currentLink() !== null : doc.queryCommandState(command)])));
  };

  // The text's first showing, and the formatting buttons following the selection.
  useLayoutEffect(() => {
    const node = region.current!;
    text.node = node;
    const doc = node.ownerDocument;
    // An empty text has nothing to sanitize: its paragraph is there at once, for what is typed first.
    if (props.value.trim() === '') node.innerHTML = '<p><br></p>';
    text.send = async () => {
      const sent = node.innerHTML;
      const clean = await callbacks.current.sanitize(sent);
      // Typed on meanwhile: the commit that typing scheduled will carry it.
      if (node.innerHTML !== sent) return;
      const shown = doc.createElement('template');
      shown.innerHTML = clean;
      if (shown.innerHTML !== node.innerHTML) {
        // The sanitizer dropped something the region still shows: show what will be kept.
        node.innerHTML = shown.innerHTML;
        if (node.isConnected) setNote(t('sanitized'));
      }
      if (clean !== text.stored) {
        text.stored = clean;
        callbacks.current.onChange(clean);
      }
    };
    text.stored = props.value;
    let current = true;
    // Draft HTML is untrusted: it is shown only once the sanitizer has seen it (no event handlers).
    void callbacks.current.sanitize(props.value).then((clean) => {
      if (!current) return;
      text.shownYet = true;
      const shown = doc.createElement('template');
      shown.innerHTML = clean;
      if (text.typedEarly) {
        // The editor typed into the field before its text arrived: the text goes first, what they
        // typed stays after it, and the next commit keeps both. Nothing typed is lost.
        if (shown.content.textContent?.trim()) {
          node.prepend(shown.content);
          text.changed();
        }
      } else node.replaceChildren(shown.content);
      // An empty text starts with a paragraph, so what is typed is one (as Enter makes the next).
      if (!node.firstChild) node.innerHTML = '<p><br></p>';
      paintEmpty();
      setArriving(false);
    });
    doc.addEventListener('selectionchange', paintState);
    return () => {
      current = false;
      doc.removeEventListener('selectionchange', paintState);
    };
    // Once per field: the panel draws a new one (a new key) for anything but what is typed in it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  function format(command: string) {
    restore();
    editable().ownerDocument.execCommand(command);
    paintState();
    text.changed();
  }
  function openLinkForm() {
    const selection = selectionInside();
    if (selection) text.saved = selection.getRangeAt(0).cloneRange();
    // Drawn open at once, so the address takes the focus now (also when it was open already).
    flushSync(() => {
      setHref(currentLink()?.getAttribute('href') ?? '');
      setHrefError(undefined);
      setLinking(true);
    });
    hrefInput.current!.focus();
  }
  const closeLinkForm = () => {
    flushSync(() => {
      setLinking(false);
      setHrefError(undefined);
    });
    restore();
  };
  const applyLink = async () => {
    const address = href.trim();
    const problem = address ? await callbacks.current.checkLink(address) : undefined;
    if (problem) {
      setHrefError(problem);
      hrefInput.current!.focus();
      return;
    }
    closeLinkForm();
    const doc = editable().ownerDocument;
    if (!address) doc.execCommand('unlink');
    else if (text.saved && !text.saved.collapsed) doc.execCommand('createLink', false, address);
    else {
      const link = doc.createElement('a');
      link.href = address;
      link.textContent = address;
      doc.execCommand('insertHTML', false, link.outerHTML);
    }
    paintState();
    text.changed();
  };

  return (
    <div className="editor-panel__field editor-rich-text">
      <span id={`${id}-label`} className="editor-panel__label">{label}</span>
      {help && <p className="editor-panel__help" id={`${id}-help`}>{help}</p>}
      <div className="editor-rich-text__toolbar" role="toolbar" aria-label={t('formatting', { field: label })} aria-controls={id}>
        {COMMANDS.map(({ name, command, ...rest }) => (
          <button key={command} type="button" aria-pressed={pressed[command] ?? false} aria-keyshortcuts={'keys' in rest ? rest.keys : undefined}
            // The pointer keeps the text's selection; the keyboard path restores it (saved on blur).
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => (command === 'link' ? openLinkForm() : format(command))}>{t(name)}</button>
        ))}
      </div>
      {/* The link form: an address, checked with the build's rule before it is applied. */}
      <div className="editor-rich-text__link" hidden={!linking}>
        <label htmlFor={`${id}-href`}>{t('linkAddress')}</label>
        <input id={`${id}-href`} ref={hrefInput} inputMode="url" value={href} aria-invalid={hrefError ? true : undefined} aria-describedby={hrefError ? `${id}-href-error` : undefined}
          onChange={(event) => setHref(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              void applyLink();
            } else if (event.key === 'Escape') {
              event.preventDefault();
              event.stopPropagation();
              closeLinkForm();
            }
          }} />
        <button type="button" onClick={() => void applyLink()}>{t('applyLink')}</button>
        <button type="button" onClick={closeLinkForm}>{t('cancel')}</button>
        {hrefError && <p className="editor-panel__error" id={`${id}-href-error`}>{hrefError}</p>}
      </div>
      {/* What the empty text shows (never starter text that could go live: spec 4), drawn by the
          editor's style while the text is empty and read as the field's placeholder. A disabled
          fieldset does not reach a contenteditable region: a read-only page says so itself. */}
      <div ref={region} id={id} className={`editor-rich-text__text rich-text${empty ? ' editor-rich-text__text--empty' : ''}`}
        contentEditable={!readOnly} suppressContentEditableWarning {...{ name: props.name }} role="textbox" aria-multiline="true" aria-labelledby={`${id}-label`}
        aria-required={props.required || undefined} aria-readonly={readOnly || undefined} aria-busy={arriving || undefined} data-placeholder={placeholder} aria-placeholder={placeholder}
        aria-invalid={error ? true : undefined} aria-describedby={describedBy(help && `${id}-help`, error && `${id}-error`)}
        onFocus={() => editable().ownerDocument.execCommand('defaultParagraphSeparator', false, 'p')}
        onKeyDown={(event) => {
          if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
          const key = event.key.toLowerCase();
          const command = key === 'b' ? 'bold' : key === 'i' ? 'italic' : key === 'k' ? 'link' : null;
          if (!command) return;
          event.preventDefault();
          if (command === 'link') openLinkForm();
          else format(command);
        }}
        onInput={() => {
          // Typed before the text's first showing arrived (a slow sanitizer answer): that must not wipe it.
          if (!text.shownYet) text.typedEarly = true;
          paintEmpty();
          text.changed();
        }}
        onBlur={() => {
          const inside = selectionInside();
          if (inside) text.saved = inside.getRangeAt(0).cloneRange();
          if (text.pending) void text.commit();
        }} />
      <p className="editor-panel__note" role="status">{note}</p>
      {error && <p className="editor-panel__error" id={`${id}-error`}>{error}</p>}
    </div>
  );
}

/**
 * A field's text between its typing and the editor's state: the commit that waits for a pause
 * in typing, the one in flight, and what Save awaits (settleRichText). It outlives the field's
 * drawing: a text typed just before the panel was drawn anew is still committed.
 */
function textState() {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: Promise<void> | undefined;
  const state = {
    node: null as HTMLDivElement | null,
    stored: '',
    saved: null as Range | null,
    pending: false,
    shownYet: false,
    typedEarly: false,
    send: async () => {},
    async commit() {
      clearTimeout(timer);
      state.pending = false;
      const run = state.send();
      inFlight = run;
      try {
        await run;
      } catch (error) {
        // Not committed (the preview server did not answer): the next Save tries it again.
        state.pending = true;
        throw error;
      } finally {
        if (inFlight === run) inFlight = undefined;
        if (!state.pending && !inFlight) unsettled.delete(settle);
      }
    },
    changed() {
      state.pending = true;
      unsettled.add(settle);
      clearTimeout(timer);
      timer = setTimeout(() => void state.commit(), 200);
    },
  };
  // What Save awaits: the pending commit now, else the one in flight.
  const settle = async () => {
    if (state.pending) await state.commit();
    else if (inFlight) await inFlight;
    else unsettled.delete(settle);
  };
  return state;
}
