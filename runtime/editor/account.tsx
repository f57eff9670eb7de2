import { apiFetch, setSessionCsrf, storedToken } from '../../modules/api-fetch.js';
import { say, type EditorLang } from './strings.js';
import { signInAgain } from './sign-in-again.js';
import type { EditorScope } from '../../src/contract/editor-scope.js';

export interface SignedIn { email: string; role: string; csrfToken: string; scope?: EditorScope }

const signInUrl = (query: string) => `/__editor/sign-in?${query}`;

/**
 * Who edits (spec 6): the signed-in editor, whose session's CSRF token the editor's writes then
 * carry (modules/api-fetch.ts). A bearer token in localStorage (machines, developers) is taken
 * as it is: null. Without either, the editor's window leads to the sign-in page, which brings
 * the editor back to this page afterwards; the promise then never settles.
 */
export async function signedInEditor(win: Window = window): Promise<SignedIn | null> {
  if (storedToken()) return null;
  let response: Response;
  try {
    response = await fetch('/_api/accounts/me', { credentials: 'same-origin' });
  } catch {
    return null; // the API is unreachable: the editor shows the page; a save will say why it failed
  }
  if (response.status === 401) {
    win.location.replace(signInUrl(`next=${encodeURIComponent(win.location.pathname)}`));
    return new Promise(() => {});
  }
  if (!response.ok) return null;
  const account = await response.json() as SignedIn;
  setSessionCsrf(account.csrfToken);
  return account;
}

/** Ends the session (the API forgets it and clears the cookie), then shows the sign-in page. */
export async function signOut(win: Window = window): Promise<void> {
  await apiFetch('/_api/accounts/sign-out', { method: 'POST' }).catch(() => null);
  setSessionCsrf(null);
  win.location.assign(signInUrl(`signed-out=1&next=${encodeURIComponent(win.location.pathname)}`));
}

/**
 * The toolbar's account group (toolbar.tsx): who is signed in, the admissions inbox for an
 * administrator, and the sign-out button, in the editor's language. `mayLeave` is asked first:
 * the session ends only once the editor's unsaved work is saved or given up (spec 4: nothing is
 * lost by signing out).
 */
export function AccountStatus({ account, lang, mayLeave }: { account: SignedIn; lang: EditorLang; mayLeave: () => Promise<boolean> }) {
  return (
    <>
      <span className="editor-account-status__who" data-email={account.email}>{say(lang, 'signedInAs', { email: account.email })}</span>
      {/* An administrator answers leads too: the admissions inbox, a page of its own (leads.tsx). */}
      {account.role === 'admin' && <a href="/__editor/leads" className="editor-account-status__inbox">{say(lang, 'leadsInbox')}</a>}
      <button type="button" onClick={() => void mayLeave().then((yes) => (yes ? signOut() : undefined))}>{say(lang, 'signOut')}</button>
    </>
  );
}

/**
 * apiFetch's recovery for a signed-in editor (setSessionRecovery): a write refused for the
 * session is sent again once the session is good — at once when the editor already signed in
 * again in another tab (the cookie is new, this page's CSRF token was not), otherwise after the
 * editor signs in again in a dialog on this page. One dialog at a time, whatever number of
 * calls wait on it; once the editor answered "Not now", only their next Save or Publish
 * (`askAgain`) asks again, not every call the page makes in the background.
 */
export function sessionRecovery(ui: Document, account: SignedIn, lang: () => EditorLang): { recover: () => Promise<boolean>; askAgain: () => void } {
  let pending: Promise<boolean> | null = null;
  let declined = false;
  const recover = () => pending ??= (async () => {
    try {
      const me = await fetch('/_api/accounts/me', { credentials: 'same-origin' });
      if (me.ok) {
        const now = await me.json() as SignedIn;
        setSessionCsrf(now.csrfToken);
        declined = false;
        return true;
      }
      if (declined) return false;
      const signedIn = await signInAgain(ui, account.email, lang());
      declined = !signedIn;
      return signedIn;
    } catch {
      return false;
    } finally {
      pending = null;
    }
  })();
  return { recover, askAgain: () => { declined = false; } };
}
