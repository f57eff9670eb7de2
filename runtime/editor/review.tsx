/**
 * Review before publishing in the editor's bar (spec 6, roles and review; server/reviews.ts), on
 * a site that switches it on: an editor's Publish and Schedule give way to "Enviar a revisión",
 * which submits the page as saved with a note, and the bar says where its review stands (waiting,
 * or the changes asked for, in the approver's words); an administrator sees the pages waiting,
 * reads a page's note, and publishes it (the bar's own Publish, which approves it) or asks for
 * changes with a note. Nothing is shown on a site without review.
 */
import { useEffect, useRef, useState } from 'react';
import { apiFetch } from '../../modules/api-fetch.js';
import { actorName } from '../../modules/actor-name.js';
import { EditorDialog, showDialog } from './react-dialog.js';
import { schoolDateTime } from './school-time.js';
import { fill, type EditorLang } from './strings.js';
import { NOTHING_TO_REVIEW, REVIEW_NOTE_MAX, type PageReview, type ReviewNote } from '../../src/contract/page-review.js';

interface Waiting { page: { id: number; locale: string; path: string; title: string }; at: string; actor: string; note: string }

const WORDS = {
  es: {
    submit: 'Enviar a revisión',
    required: 'Este sitio publica tras revisión: cuando la página esté lista, envíala a revisión y un administrador la publicará.',
    pending: 'Enviada a revisión el {when}. Un administrador la publicará o te pedirá cambios.',
    pendingFor: '{who} la envió a revisión el {when}.',
    changedSince: 'Ha cambiado desde que se envió.',
    changes: '{who} pidió cambios el {when}:',
    approved: 'Aprobada y publicada por {who} el {when}.',
    requestChanges: 'Pedir cambios',
    waitingOne: 'Una página espera revisión',
    waitingMany: '{count} páginas esperan revisión',
    waitingBy: 'enviada por {who} el {when}',
    submitTitle: '¿Enviar esta página a revisión?',
    submitBody: 'Se envía tal como queda guardada (los cambios sin guardar se guardan antes). Un administrador la leerá y la publicará, o te pedirá cambios.',
    submitNote: 'Nota para quien la revise (opcional)',
    submitConfirm: 'Enviar a revisión',
    changesTitle: 'Pedir cambios',
    changesBody: '{who} leerá tu nota en la barra del editor al abrir la página; la página no se publica.',
    changesNote: 'Qué hay que cambiar',
    changesEmpty: 'Escribe qué hay que cambiar: es lo que leerá quien la envió.',
    changesConfirm: 'Enviar la petición',
    cancel: 'Cancelar',
    sent: 'Enviada a revisión.',
    changesSent: 'Petición de cambios enviada.',
    failed: 'No se ha podido enviar ({status}): {message}',
    nothingToReview: 'No hay nada que revisar: la página no tiene cambios desde que se publicó.',
    someone: 'Alguien',
  },
  en: {
    submit: 'Submit for review',
    required: 'This site publishes after review: when the page is ready, submit it for review and an administrator will publish it.',
    pending: 'Submitted for review on {when}. An administrator will publish it or ask you for changes.',
    pendingFor: '{who} submitted it for review on {when}.',
    changedSince: 'It has changed since it was submitted.',
    changes: '{who} asked for changes on {when}:',
    approved: 'Approved and published by {who} on {when}.',
    requestChanges: 'Ask for changes',
    waitingOne: 'One page is waiting for review',
    waitingMany: '{count} pages are waiting for review',
    waitingBy: 'submitted by {who} on {when}',
    submitTitle: 'Submit this page for review?',
    submitBody: 'It is submitted as saved (unsaved changes are saved first). An administrator will read it and publish it, or ask you for changes.',
    submitNote: 'A note for the reviewer (optional)',
    submitConfirm: 'Submit for review',
    changesTitle: 'Ask for changes',
    changesBody: '{who} will read your note in the editor\'s bar when they open the page; the page is not published.',
    changesNote: 'What should change',
    changesEmpty: 'Say what should change: it is what the person who submitted it will read.',
    changesConfirm: 'Send the request',
    cancel: 'Cancel',
    sent: 'Submitted for review.',
    changesSent: 'Request for changes sent.',
    failed: 'Could not send it ({status}): {message}',
    nothingToReview: 'There is nothing to review: the page has not changed since it was published.',
    someone: 'Someone',
  },
} satisfies Record<EditorLang, Record<string, string>>;
type Key = keyof typeof WORDS.es;

export interface ReviewHost {
  /** The editor's document, where its dialogs open. */
  ui: Document;
  site: string;
  id: number;
  lang(): EditorLang;
  /** Saves what is unsaved (after the page's own checks) and gives the version to submit, or null when it was not saved. */
  saved(): Promise<string | null>;
  /** Where the review stands, whenever it is known anew: the bar hides Publish and Schedule for an editor under review. */
  changed(review: PageReview): void;
  /** A line for the bar's status. */
  status(text: () => string): void;
}

const say = (lang: EditorLang, key: Key, vars: Record<string, string | number> = {}) => fill(WORDS[lang][key], vars);

type Refusal = { error?: { message?: string; details?: { reason?: string } } } | null;
const messageOf = (response: Response, answer: Refusal) => answer?.error?.message ?? (response.statusText || String(response.status));

/** Drawn in the bar (toolbar.tsx); `generation` asks the API again (after a publish, which approves a waiting page). */
export function ReviewBar({ host, lang, generation }: { host: ReviewHost; lang: EditorLang; generation: number }) {
  const t = (key: Key, vars?: Record<string, string | number>) => say(lang, key, vars);
  const [review, setReview] = useState<PageReview | null>(null);
  const [waiting, setWaiting] = useState<Waiting[]>([]);
  const [asked, setAsked] = useState(0);
  const base = `/_api/site/${encodeURIComponent(host.site)}`;

  useEffect(() => {
    let current = true;
    void (async () => {
      try {
        const response = await apiFetch(`${base}/page/${host.id}/review`);
        if (!response.ok || !current) return;
        const next = await response.json() as PageReview;
        setReview(next);
        host.changed(next);
        if (next.required && next.mayApprove) {
          const list = await apiFetch(`${base}/reviews`);
          if (list.ok && current) setWaiting(((await list.json()) as { items: Waiting[] }).items.filter((w) => w.page.id !== host.id));
        }
      } catch {
        // Unknown for now: the bar says nothing rather than something untrue; the API still refuses.
      }
    })();
    return () => {
      current = false;
    };
  }, [base, host, generation, asked]);

  if (!review || (!review.required && review.state !== 'pending')) return null;
  const last = review.notes.at(-1);
  // An administrator is told only of what waits for them, here or elsewhere.
  if (review.mayApprove && review.state !== 'pending' && review.state !== 'approved' && waiting.length === 0) return null;
  const who = (note: ReviewNote) => actorName(note.actor) || t('someone');
  const when = (note: ReviewNote) => schoolDateTime(lang, note.at);

  async function submit() {
    const note = await showDialog<string | null>(host.ui, (done) => <NoteDialog lang={lang} kind="submit" onDone={done} />);
    if (note === null) return;
    const version = await host.saved();
    if (version === null) return;
    const response = await apiFetch(`${base}/page/${host.id}/review`, { method: 'POST', headers: { 'content-type': 'application/json', 'if-match': version }, body: JSON.stringify({ note }) });
    if (!response.ok) {
      const answer = await response.json().catch(() => null) as Refusal;
      if (answer?.error?.details?.reason === NOTHING_TO_REVIEW) return host.status(() => t('nothingToReview'));
      return host.status(() => t('failed', { status: response.status, message: messageOf(response, answer) }));
    }
    host.status(() => t('sent'));
    setAsked((n) => n + 1);
  }

  async function requestChanges() {
    const note = await showDialog<string | null>(host.ui, (done) => <NoteDialog lang={lang} kind="changes" submitter={last ? who(last) : ''} onDone={done} />);
    if (note === null) return;
    const response = await apiFetch(`${base}/page/${host.id}/review/changes`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ note }) });
    if (!response.ok) {
      const message = messageOf(response, await response.json().catch(() => null) as Refusal);
      return host.status(() => t('failed', { status: response.status, message }));
    }
    host.status(() => t('changesSent'));
    setAsked((n) => n + 1);
  }

  return (
    <div className="editor-review" data-review-state={review.state}>
      {review.mayApprove ? (
        last && review.state === 'pending' && (
          <p className="editor-review__line">
            {t('pendingFor', { who: who(last), when: when(last) })}
            {last.note && <> <q>{last.note}</q></>}
            {review.changedSince && <> {t('changedSince')}</>}
            {' '}<button type="button" className="editor-review__button" onClick={() => void requestChanges()}>{t('requestChanges')}</button>
          </p>
        )
      ) : (
        <p className="editor-review__line">
          {review.state === 'pending' && last ? t('pending', { when: when(last) })
            : review.state === 'changes' && last ? <>{t('changes', { who: who(last), when: when(last) })} <q>{last.note}</q></>
              : review.state === 'approved' && last ? t('approved', { who: who(last), when: when(last) })
                : t('required')}
          {' '}<button type="button" className="editor-review__button" data-editor-review="submit" onClick={() => void submit()}>{t('submit')}</button>
        </p>
      )}
      {review.mayApprove && review.state === 'approved' && last && <p className="editor-review__line">{t('approved', { who: who(last), when: when(last) })}</p>}
      {waiting.length > 0 && (
        <details className="editor-review__waiting">
          <summary>{waiting.length === 1 ? t('waitingOne') : t('waitingMany', { count: waiting.length })}</summary>
          <ul>
            {waiting.map((w) => (
              <li key={w.page.id}>
                <a href={w.page.path}>{w.page.title || w.page.path}</a> ({w.page.path}) — {t('waitingBy', { who: actorName(w.actor) || t('someone'), when: schoolDateTime(lang, w.at) })}
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}

/** The note of a submission (optional) or of a request for changes (required), or null when cancelled. */
function NoteDialog({ lang, kind, submitter = '', onDone }: { lang: EditorLang; kind: 'submit' | 'changes'; submitter?: string; onDone(answer: string | null): void }) {
  const t = (key: Key, vars?: Record<string, string | number>) => say(lang, key, vars);
  const dialog = useRef<HTMLDialogElement>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  const [note, setNote] = useState('');
  const [error, setError] = useState(false);
  useEffect(() => field.current!.focus(), []);
  const close = (answer: string | null) => {
    dialog.current!.close();
    onDone(answer);
  };
  const confirm = () => {
    if (kind === 'changes' && note.trim() === '') {
      setError(true);
      field.current!.focus();
      return;
    }
    close(note.trim());
  };
  const id = `editor-review-${kind}`;
  return (
    <EditorDialog ref={dialog} className="editor-dialog editor-review-dialog" aria-labelledby={`${id}-title`} aria-describedby={`${id}-body`} onCancel={() => close(null)}>
      <h2 id={`${id}-title`}>{t(kind === 'submit' ? 'submitTitle' : 'changesTitle')}</h2>
      <p className="editor-dialog__body" id={`${id}-body`}>{kind === 'submit' ? t('submitBody') : t('changesBody', { who: submitter || t('someone') })}</p>
      <label className="editor-review-dialog__label" htmlFor={`${id}-note`}>{t(kind === 'submit' ? 'submitNote' : 'changesNote')}</label>
      <textarea id={`${id}-note`} ref={field} rows={4} maxLength={REVIEW_NOTE_MAX} value={note} required={kind === 'changes'}
        aria-invalid={error || undefined} aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          setNote(event.target.value);
          if (error && event.target.value.trim() !== '') setError(false);
        }} />
      {error && <p className="editor-review-dialog__error" id={`${id}-error`} role="alert">{t('changesEmpty')}</p>}
      <div className="editor-dialog__actions">
        <button type="button" onClick={() => close(null)}>{t('cancel')}</button>
        <button type="button" className="editor-dialog__confirm" onClick={confirm}>{t(kind === 'submit' ? 'submitConfirm' : 'changesConfirm')}</button>
      </div>
    </EditorDialog>
  );
}
