/**
 * Signing in again without leaving the page (spec 4, editor mode; spec 6: sessions expire): when
 * a write is refused because the editor's session ended, this modal asks for the password of the
 * same account, starts a new session, and the write is sent again. The page, its unsaved changes
 * and the undo history stay as they were; "Not now" leaves them there too.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { EditorDialog, showDialog } from './react-dialog.js';
import { setSessionCsrf } from '../../modules/api-fetch.js';
import { signInRefusal } from './sign-in-refusal.js';
import { say, type EditorLang, type StringKey } from './strings.js';

interface Props { email: string; lang: EditorLang; onDone(signedIn: boolean): void }

/** Resolves true once a new session is started (its CSRF token set for apiFetch), false when the editor declined. */
export function signInAgain(ui: Document, email: string, lang: EditorLang): Promise<boolean> {
  return showDialog<boolean>(ui, (done) => <SignInAgain email={email} lang={lang} onDone={done} />);
}

function SignInAgain({ email, lang, onDone }: Props) {
  const t = (key: StringKey, vars?: Record<string, string | number>) => say(lang, key, vars);
  const dialog = useRef<HTMLDialogElement>(null);
  const passwordField = useRef<HTMLInputElement>(null);
  const [password, setPassword] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    passwordField.current!.focus();
  }, []);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setMessage(t('passwordMissing'));
      passwordField.current!.focus();
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      const response = await fetch('/_api/accounts/sign-in', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }), credentials: 'same-origin' });
      const answer = await response.json().catch(() => null) as { csrfToken?: string; error?: { message?: string } } | null;
      if (response.ok && answer?.csrfToken) {
        setSessionCsrf(answer.csrfToken);
        dialog.current!.close();
        onDone(true);
        return;
      }
      setMessage(signInRefusal(lang, response, answer));
    } catch {
      setMessage(t('serverError', { status: 0, message: 'network' }));
    }
    setBusy(false);
    setPassword('');
    passwordField.current!.focus();
  };
  const cancel = () => {
    dialog.current!.close();
    onDone(false);
  };
  return (
    <EditorDialog ref={dialog} className="editor-dialog" role="alertdialog" aria-labelledby="editor-session-title" aria-describedby="editor-session-body"
      onCancel={cancel}>
      <h2 id="editor-session-title">{t('sessionEndedTitle')}</h2>
      <div id="editor-session-body" className="editor-dialog__body"><p>{t('sessionEndedBody')}</p></div>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <div className="editor-panel__field">
          <label htmlFor="editor-session-email">{t('email')}</label>
          <input id="editor-session-email" type="email" value={email} readOnly autoComplete="username" />
        </div>
        <div className="editor-panel__field">
          <label htmlFor="editor-session-password">{t('password')}</label>
          <input id="editor-session-password" ref={passwordField} type="password" autoComplete="current-password" value={password}
            onChange={(event) => setPassword(event.currentTarget.value)} aria-invalid={message ? true : undefined} aria-describedby={message ? 'editor-session-error' : undefined} />
          {message && <p className="editor-panel__error" id="editor-session-error" role="alert">{message}</p>}
        </div>
        <div className="editor-dialog__actions">
          <button type="button" className="editor-dialog__cancel" onClick={cancel}>{t('notNow')}</button>
          <button type="submit" className="editor-dialog__confirm" disabled={busy}>{busy ? t('signingIn') : t('signInToSave')}</button>
        </div>
      </form>
    </EditorDialog>
  );
}
