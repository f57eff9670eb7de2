import { signInRefusal } from './sign-in-refusal.js';
import { editorLang, say, setEditorLang, type EditorLang, type StringKey } from './strings.js';

/** The server's minimum (server/accounts.ts PASSWORD_MIN_LENGTH), checked here first to answer at once. */
const PASSWORD_MIN = 12;
/** The admissions inbox (runtime/editor/leads.tsx), where a sign-in may lead. */
const LEADS_PATH = '/__editor/leads';
/** Where the sign-in page remembers the email a set-password page just set, for one tab. */
const JUST_SET_KEY = 'sitegen-editor-password-set';

/**
 * The editor's sign-in and set-password pages (spec 6: editors sign in), in the editor's
 * interface language (Spanish by default, with a switch). Accessible forms: every field has a
 * label and its autocomplete purpose (WCAG 1.3.5), its error is tied to it (aria-describedby,
 * aria-invalid) and the first field in error takes the focus; a general message is announced.
 * Only keyboard is ever needed.
 */
export async function startAccountPage(doc: Document = document): Promise<void> {
  const page = doc.documentElement.dataset.accountPage;
  const main = doc.getElementById('editor-account')!;
  let lang: EditorLang = editorLang();
  const t = (key: StringKey, vars?: Record<string, string | number>) => say(lang, key, vars);
  // Taken from the fragment once, then removed from the address bar and the history.
  const token = page === 'set-password' ? decodeURIComponent(location.hash.slice(1)) : '';
  if (page === 'set-password' && location.hash) history.replaceState(null, '', location.pathname);
  const values = new Map<string, string>();

  const draw = (notice?: StringKey) => {
    // What was typed survives a change of language.
    for (const input of main.querySelectorAll<HTMLInputElement>('input[name]')) values.set(input.name, input.value);
    doc.documentElement.lang = lang;
    const titleKey: StringKey = page === 'sign-in' ? 'signInTitle' : 'setPasswordTitle';
    doc.title = t(titleKey);
    main.replaceChildren();

    const languageWrap = doc.createElement('p');
    languageWrap.className = 'editor-account__language';
    const languageLabel = doc.createElement('label');
    languageLabel.htmlFor = 'editor-language';
    languageLabel.textContent = t('language');
    const select = doc.createElement('select');
    select.id = 'editor-language';
    select.append(new Option('Español', 'es'), new Option('English', 'en'));
    select.value = lang;
    select.addEventListener('change', () => {
      lang = select.value === 'en' ? 'en' : 'es';
      setEditorLang(lang);
      draw();
      doc.getElementById('editor-language')?.focus();
    });
    languageWrap.append(languageLabel, ' ', select);

    const heading = doc.createElement('h1');
    heading.textContent = t(titleKey);
    const intro = doc.createElement('p');
    intro.textContent = t(page === 'sign-in' ? 'signInIntro' : 'setPasswordIntro');
    // Announced when it changes (errors of the whole form, success, the state of the link).
    const message = doc.createElement('p');
    message.id = 'editor-account-message';
    message.className = 'editor-account__message';
    message.setAttribute('role', 'alert');
    main.append(languageWrap, heading, intro, message);
    if (notice) {
      message.textContent = t(notice);
      message.dataset.kind = 'ok';
    }
    if (page === 'sign-in') signInForm(message);
    else setPasswordForm(message);
  };

  const field = (form: HTMLFormElement, name: string, type: string, labelKey: StringKey, autocomplete: string, help?: string) => {
    const wrap = doc.createElement('div');
    wrap.className = 'editor-account__field';
    const label = doc.createElement('label');
    label.htmlFor = `account-${name}`;
    label.textContent = t(labelKey);
    const input = doc.createElement('input');
    input.id = `account-${name}`;
    input.name = name;
    input.type = type;
    input.autocomplete = autocomplete as AutoFill;
    input.required = true;
    input.value = values.get(name) ?? '';
    if (type === 'email') input.spellcheck = false;
    wrap.append(label);
    const describedBy: string[] = [];
    if (help) {
      const hint = doc.createElement('p');
      hint.id = `account-${name}-help`;
      hint.className = 'editor-account__help';
      hint.textContent = help;
      wrap.append(hint);
      describedBy.push(hint.id);
    }
    const error = doc.createElement('p');
    error.id = `account-${name}-error`;
    error.className = 'editor-account__error';
    describedBy.push(error.id);
    input.setAttribute('aria-describedby', describedBy.join(' '));
    wrap.append(input, error);
    form.append(wrap);
    return input;
  };
  const setError = (input: HTMLInputElement, text: string | null) => {
    const error = doc.getElementById(`${input.id}-error`)!;
    error.textContent = text ?? '';
    if (text) input.setAttribute('aria-invalid', 'true');
    else input.removeAttribute('aria-invalid');
  };
  const form = (submitKey: StringKey) => {
    const f = doc.createElement('form');
    f.className = 'editor-account__form';
    // The browser's own bubbles would speak the browser's language, not the editor's.
    f.noValidate = true;
    main.append(f);
    return { f, submit: () => {
      const b = doc.createElement('button');
      b.type = 'submit';
      b.textContent = t(submitKey);
      f.append(b);
      return b;
    } };
  };
  /** Shows the fields' errors; focus goes to the first one. True when there are none. */
  const check = (message: HTMLElement, checks: [HTMLInputElement, string | null][]) => {
    for (const [input, problem] of checks) setError(input, problem);
    const first = checks.find(([, problem]) => problem);
    message.dataset.kind = 'error';
    message.textContent = first ? t('formProblems') : '';
    first?.[0].focus();
    return !first;
  };
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`/_api/accounts/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), credentials: 'same-origin' });
    const answer = await response.json().catch(() => null) as { error?: { code?: string; message?: string }; email?: string } | null;
    return { response, answer };
  };

  function signInForm(message: HTMLElement) {
    const { f, submit } = form('signIn');
    const email = field(f, 'email', 'email', 'email', 'username');
    const password = field(f, 'password', 'password', 'password', 'current-password');
    const button = submit();
    f.addEventListener('submit', (event) => {
      event.preventDefault();
      const address = email.value.trim();
      const valid = check(message, [
        [email, !address ? t('emailMissing') : /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address) ? null : t('emailInvalid')],
        [password, password.value ? null : t('passwordMissing')],
      ]);
      if (!valid) return;
      button.disabled = true;
      message.textContent = t('signingIn');
      message.dataset.kind = 'ok';
      void post('sign-in', { email: address, password: password.value }).then(({ response, answer }) => {
        button.disabled = false;
        if (response.ok) {
          sessionStorage.removeItem(JUST_SET_KEY);
          // The admissions team's place is the inbox; an editor's, the page they came from.
          const next = nextPath();
          location.assign(next === '/' && (answer as { role?: string } | null)?.role === 'admissions' ? LEADS_PATH : next);
          return;
        }
        message.dataset.kind = 'error';
        message.textContent = signInRefusal(lang, response, answer);
        if (response.status === 401) {
          password.value = '';
          password.focus();
        }
      }, () => {
        button.disabled = false;
        message.dataset.kind = 'error';
        message.textContent = t('serverError', { status: 0, message: 'network' });
      });
    });
    (email.value ? password : email).focus();
  }

  function setPasswordForm(message: HTMLElement) {
    if (!token || linkState === 'invalid') {
      message.dataset.kind = 'error';
      message.textContent = t(token ? 'linkInvalid' : 'linkMissing');
      return;
    }
    const { f, submit } = form('savePassword');
    // The account's email, read-only: the editor sees whose password this is, and a password
    // manager stores the new password under it.
    if (linkEmail) {
      const email = field(f, 'username', 'email', 'email', 'username');
      email.value = linkEmail;
      email.readOnly = true;
      email.required = false;
    }
    const password = field(f, 'password', 'password', 'newPassword', 'new-password', t('newPasswordHelp', { min: PASSWORD_MIN }));
    const confirm = field(f, 'confirm', 'password', 'confirmPassword', 'new-password');
    const button = submit();
    f.addEventListener('submit', (event) => {
      event.preventDefault();
      const valid = check(message, [
        [password, [...password.value].length < PASSWORD_MIN ? t('passwordTooShort', { min: PASSWORD_MIN }) : null],
        [confirm, confirm.value !== password.value ? t('passwordsDiffer') : null],
      ]);
      if (!valid) return;
      button.disabled = true;
      void post('set-password', { token, password: password.value }).then(({ response, answer }) => {
        button.disabled = false;
        if (response.ok) {
          try { sessionStorage.setItem(JUST_SET_KEY, answer?.email ?? ''); } catch { /* the email is typed again */ }
          location.assign('/__editor/sign-in');
          return;
        }
        message.dataset.kind = 'error';
        if (answer?.error?.code === 'LINK_INVALID') message.textContent = t('linkInvalid');
        else if (response.status === 422) check(message, [[password, answer?.error?.message ?? t('passwordTooShort', { min: PASSWORD_MIN })]]);
        else message.textContent = t('serverError', { status: response.status, message: answer?.error?.message ?? response.statusText });
      });
    });
    password.focus();
  }

  /** The link's account, asked once before the form is drawn; an invalid link says so at once. */
  let linkEmail: string | null = null;
  let linkState: 'ok' | 'invalid' | 'unknown' = 'unknown';

  if (page === 'set-password' && token) {
    const { response, answer } = await post('link', { token }).catch(() => ({ response: null, answer: null }));
    if (response?.ok) {
      linkState = 'ok';
      linkEmail = answer?.email ?? null;
    } else if (answer?.error?.code === 'LINK_INVALID') linkState = 'invalid';
  }
  let justSet: string | null = null;
  try {
    justSet = page === 'sign-in' ? sessionStorage.getItem(JUST_SET_KEY) : null;
    // Said once: a later visit to the sign-in page is an ordinary one.
    sessionStorage.removeItem(JUST_SET_KEY);
  } catch { /* none */ }
  if (justSet) values.set('email', justSet);
  const signedOut = new URLSearchParams(location.search).has('signed-out');
  const ended = new URLSearchParams(location.search).has('ended');
  draw(justSet !== null ? 'passwordSetDone' : signedOut ? 'signedOut' : ended ? 'sessionEnded' : undefined);
  doc.documentElement.dataset.editorReady = '';
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
