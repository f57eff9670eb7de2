/**
 * How often an editor's tab says it has a page open (spec 4, editor mode: who else is editing),
 * shared by the editor (runtime/editor/presence.ts) and the API (server/presence.ts), which
 * counts a tab gone after three beats missed.
 */
export const PRESENCE_BEAT_MS = 15_000;
