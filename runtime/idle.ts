/**
 * Runs `task` once the browser has nothing more urgent to do (after the first paint's layout
 * and the load's own work), or after `timeoutMs` at the latest. Work that only prepares for
 * the visitor's next step (the build-version check) waits here so that it never
 * lengthens the tasks that make the page usable: on a phone those tasks are what a visitor
 * waits through before a tap answers (Lighthouse's total blocking time).
 */
export function whenIdle(task: () => void, timeoutMs = 2000): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => task(), { timeout: timeoutMs });
  else setTimeout(task, 1);
}
