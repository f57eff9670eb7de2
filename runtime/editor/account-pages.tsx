import { useLayoutEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { signInRefusal } from './sign-in-refusal.js';
import { editorLang, say, setEditorLang, type EditorLang, type StringKey } from './strings.js';

/** The server's minimum (server/accounts.ts PASSWORD_MIN_LENGTH), checked here first to answer at once. */
const PASSWORD_MIN = 12;
/** The admissions inbox (runtime/editor/leads.tsx), where a sign-in may lead. */
const LEADS_PATH = '/__editor/leads';
/** Where the sign-in page remembers the email a set-password page just set, for one tab. */
const JUST_SET_KEY = 'sitegen-editor-password-set';

type FieldName = 'email' | 'username' | 'password' | 'confirm';
type Message = { kind: 'ok' | 'error'; text: (lang: EditorLang) => string } | null;
const said = (key: StringKey, vars?: Record<string, string | number>) => (lang: EditorLang) => say(lang, key, vars);

async function post(path: string, body: unknown) {
  const response = await fetch(`/_api/accounts/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), credentials: 'same-origin' });
  const answer = await response.json().catch(() => null) as { error?: { code?: string; message?: string }; email?: string; role?: string } | null;
  return { response, answer };
}

/**
 * The editor's sign-in and set-password pages (spec 6: editors sign in), in the editor's
 * interface language (Spanish by default, with a switch), drawn in React. Accessible forms:
 * every field has a label and its autocomplete purpose (WCAG 1.3.5), its error is tied to it
 * (aria-describedby, aria-invalid) and the first field in error takes the focus; a general
 * message is announced. Only keyboard is ever needed.
 */
export async function startAccountPage(doc: Document = document): Promise<void> {
  const page = doc.documentElement.dataset.accountPage === 'sign-in' ? 'sign-in' : 'set-password';
  // Taken from the fragment once, then removed from the address bar and the history.
  const token = page === 'set-password' ? decodeURIComponent(location.hash.slice(1)) : '';
  if (page === 'set-password' && location.hash) history.replaceState(null, '', location.pathname);
  // The link's account, asked once before the form is drawn; an invalid link says so at once.
  let link: { state: 'ok' | 'invalid' | 'unknown'; email: string | null } = { state: 'unknown', email: null };
  if (page === 'set-password' && token) {
    const { response, answer } = await post('link', { token }).catch(() => ({ response: null, answer: null }));
    if (response?.ok) link = { state: 'ok', email: answer?.email ?? null };
    else if (answer?.error?.code === 'LINK_INVALID') link = { state: 'invalid', email: null };
  }
  let justSet: string | null = null;
  try {
    justSet = page === 'sign-in' ? sessionStorage.getItem(JUST_SET_KEY) : null;
    // Said once: a later visit to the sign-in page is an ordinary one.
    sessionStorage.removeItem(JUST_SET_KEY);
  } catch { /* none */ }
  const search = new URLSearchParams(location.search);
  const notice: StringKey | undefined = justSet !== null ? 'passwordSetDone' : search.has('signed-out') ? 'signedOut' : search.has('ended') ? 'sessionEnded' : undefined;
  const root = createRoot(doc.getElementById('editor-account')!);
  flushSync(() => root.render(<AccountPage doc={doc} page={page} token={token} link={link} email={justSet ?? ''} notice={notice} />));
  doc.documentElement.dataset.editorReady = '';
}

function AccountPage({ doc, page, token, link, email, notice }: {
  doc: Document; page: 'sign-in' | 'set-password'; token: string; link: { state: 'ok' | 'invalid' | 'unknown'; email: string | null }; email: string; notice: StringKey | undefined;
}) {
  const [lang, setLang] = useState<EditorLang>(editorLang);
  const t = (key: StringKey, vars?: Record<string, string | number>) => say(lang, key, vars);
  const [values, setValues] = useState<Record<FieldName, string>>({ email, username: link.email ?? '', password: '', confirm: '' });
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const noLink = page === 'set-password' && (!token || link.state === 'invalid');
  const [message, setMessage] = useState<Message>(noLink ? { kind: 'error', text: said(token ? 'linkInvalid' : 'linkMissing') } : notice ? { kind: 'ok', text: said(notice) } : null);
  const [busy, setBusy] = useState(false);
  /** The field to focus once drawn (the first, the first in error, the password after a refusal). */
  const [focus, setFocus] = useState<{ name: FieldName } | null>(page === 'sign-in' ? { name: email ? 'password' : 'email' } : { name: 'password' });
  const titleKey: StringKey = page === 'sign-in' ? 'signInTitle' : 'setPasswordTitle';

  useLayoutEffect(() => {
    doc.documentElement.lang = lang;
    doc.title = say(lang, titleKey);
  }, [doc, lang, titleKey]);
  useLayoutEffect(() => {
    if (focus) doc.getElementById(`account-${focus.name}`)?.focus();
  }, [doc, focus]);

  /** Shows the fields' errors; focus goes to the first one. True when there are none. */
  const check = (checks: [FieldName, string | null][]) => {
    setErrors(Object.fromEntries(checks.filter(([, problem]) => problem).map(([name, problem]) => [name, problem!])));
    const first = checks.find(([, problem]) => problem);
    setMessage(first ? { kind: 'error', text: said('formProblems') } : { kind: 'error', text: () => '' });
    if (first) setFocus({ name: first[0] });
    return !first;
  };

  async function signIn() {
    const address = values.email.trim();
    const valid = check([
      ['email', !address ? t('emailMissing') : /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address) ? null : t('emailInvalid')],
      ['password', values.password ? null : t('passwordMissing')],
    ]);
    if (!valid) return;
    setBusy(true);
    setMessage({ kind: 'ok', text: said('signingIn') });
    try {
      const { response, answer } = await post('sign-in', { email: address, password: values.password });
      if (response.ok) {
        try { sessionStorage.removeItem(JUST_SET_KEY); } catch { /* none */ }
        // The admissions team's place is the inbox; an editor's, the page they came from.
        const next = nextPath();
        location.assign(next === '/' && answer?.role === 'admissions' ? LEADS_PATH : next);
        return;
      }
      setMessage({ kind: 'error', text: (l) => signInRefusal(l, response, answer) });
      if (response.status === 401) {
        setValues((v) => ({ ...v, password: '' }));
        setFocus({ name: 'password' });
      }
    } catch {
      setMessage({ kind: 'error', text: said('serverError', { status: 0, message: 'network' }) });
    } finally {
      setBusy(false);
    }
  }

  async function setPassword() {
    const valid = check([
      ['password', [...values.password].length < PASSWORD_MIN ? t('passwordTooShort', { min: PASSWORD_MIN }) : null],
      ['confirm', values.confirm !== values.password ? t('passwordsDiffer') : null],
    ]);
    if (!valid) return;
    setBusy(true);
    const { response, answer } = await post('set-password', { token, password: values.password }).finally(() => setBusy(false));
    if (response.ok) {
      try { sessionStorage.setItem(JUST_SET_KEY, answer?.email ?? ''); } catch { /* the email is typed again */ }
      location.assign('/__editor/sign-in');
      return;
    }
    if (answer?.error?.code === 'LINK_INVALID') setMessage({ kind: 'error', text: said('linkInvalid') });
    else if (response.status === 422) check([['password', answer?.error?.message ?? t('passwordTooShort', { min: PASSWORD_MIN })]]);
    else setMessage({ kind: 'error', text: said('serverError', { status: response.status, message: answer?.error?.message ?? response.statusText }) });
  }

  const field = (name: FieldName, type: string, labelKey: StringKey, autocomplete: string, extra: { help?: string; readOnly?: boolean } = {}) => {
    const id = `account-${name}`;
    const describedBy = [...(extra.help ? [`${id}-help`] : []), `${id}-error`].join(' ');
    return (
      <div className="editor-account__field">
        <label htmlFor={id}>{t(labelKey)}</label>
        {extra.help && <p id={`${id}-help`} className="editor-account__help">{extra.help}</p>}
        <input id={id} name={name} type={type} autoComplete={autocomplete} required={!extra.readOnly} readOnly={extra.readOnly}
          spellCheck={type === 'email' ? false : undefined} value={values[name]} aria-describedby={describedBy} aria-invalid={errors[name] ? true : undefined}
          onChange={(event) => setValues((v) => ({ ...v, [name]: event.target.value }))} />
        <p id={`${id}-error`} className="editor-account__error">{errors[name] ?? ''}</p>
      </div>
    );
  };

  return (
    <>
      <p className="editor-account__language">
        <label htmlFor="editor-language">{t('language')}</label>{' '}
        <select id="editor-language" value={lang} onChange={(event) => {
          const next: EditorLang = event.target.value === 'en' ? 'en' : 'es';
          setEditorLang(next);
          setLang(next);
        }}>
          <option value="es">Español</option>
          <option value="en">English</option>
        </select>
      </p>
      <h1>{t(titleKey)}</h1>
      <p>{t(page === 'sign-in' ? 'signInIntro' : 'setPasswordIntro')}</p>
      {/* Announced when it changes (errors of the whole form, success, the state of the link). */}
      <p id="editor-account-message" className="editor-account__message" role="alert" data-kind={message?.kind}>{message?.text(lang) ?? ''}</p>
      {!noLink && (
        // The browser's own bubbles would speak the browser's language, not the editor's.
        <form className="editor-account__form" noValidate onSubmit={(event) => {
          event.preventDefault();
          void (page === 'sign-in' ? signIn() : setPassword());
        }}>
          {page === 'sign-in' ? (
            <>
              {field('email', 'email', 'email', 'username')}
              {field('password', 'password', 'password', 'current-password')}
            </>
          ) : (
            <>
              {/* The account's email, read-only: the editor sees whose password this is, and a password manager stores the new password under it. */}
              {link.email && field('username', 'email', 'email', 'username', { readOnly: true })}
              {field('password', 'password', 'newPassword', 'new-password', { help: t('newPasswordHelp', { min: PASSWORD_MIN }) })}
              {field('confirm', 'password', 'confirmPassword', 'new-password')}
            </>
          )}
          <button type="submit" disabled={busy}>{t(page === 'sign-in' ? 'signIn' : 'savePassword')}</button>
        </form>
      )}
    </>
  );
}

/**
 * Where to go once signed in: the editor page the editor came from (`?next=`), only a path of
 * this server (never another site, never the account pages), else the preview's page. `next`
 * is resolved as the browser will resolve it (WHATWG URL, which drops tabs and newlines and reads
 * a backslash as a slash, so `/<TAB>/evil.example/` is `//evil.example/`, another host) and kept
 * only when its origin is this page's own; the path the browser would go to is what is answered.
 */
export function nextPath(search: string = location.search, origin: string = location.origin): string {
  const next = new URLSearchParams(search).get('next') ?? '/';
  if (!next.startsWith('/')) return '/';
  let url: URL;
  try {
    url = new URL(next, origin);
  } catch {
    return '/';
  }
  if (url.origin !== origin) return '/';
  const path = url.pathname + url.search + url.hash;
  if (url.pathname === LEADS_PATH) return LEADS_PATH;
  return path.startsWith('/__editor/') || path.startsWith('/_api/') ? '/' : path;
}
