import { say, type EditorLang } from './strings.js';

/**
 * Why the API refused a sign-in, in the editor's words: one message for a wrong email or password
 * (which one is never said, spec 6), the wait after too many attempts, or the API's own message.
 * The sign-in page and the in-page "sign in again" dialog say the same.
 */
export function signInRefusal(lang: EditorLang, response: Response, answer: { error?: { message?: string } } | null): string {
  if (response.status === 401) return say(lang, 'signInFailed');
  if (response.status === 429) return say(lang, 'tooManyAttempts', { minutes: Math.max(1, Math.ceil(Number(response.headers.get('retry-after') ?? '60') / 60)) });
  return say(lang, 'serverError', { status: response.status, message: answer?.error?.message ?? response.statusText });
}
