/**
 * The time a page is rendered at, and when what it shows stops being true (spec 3: an event "has
 * taken place" once it ends; a registration closes at its start). A build renders every page at
 * one instant (its clock), and each comparison of that clock with an instant of the content goes
 * through `hasPassed`, which notes the earliest future instant compared: the page's "valid until".
 * The build records it in the manifest and renders the page again once it has passed, even when
 * its content did not change (`sitegen build`, `sitegen build --due`). In the browser, and outside
 * a build's render, the clock is the visitor's.
 */
interface Reading { now: number; next: number }

let reading: Reading | null = null;

/**
 * Renders with the clock at `now` (ms): `render` runs synchronously (renderToString), so what it
 * compares is this page's alone. `validUntil` is the earliest instant after `now` that a rendered
 * comparison turns at, or null when nothing rendered depends on the date.
 */
export function renderAt<T>(now: number, render: () => T): { result: T; validUntil: number | null } {
  const outer = reading;
  const current: Reading = { now, next: Number.POSITIVE_INFINITY };
  reading = current;
  try {
    const result = render();
    return { result, validUntil: Number.isFinite(current.next) ? current.next : null };
  } finally {
    reading = outer;
  }
}

/** Whether `instant` (ms since the epoch) has passed at the render's clock; a future one is noted as when the page changes. */
export function hasPassed(instant: number): boolean {
  if (Number.isNaN(instant)) return false;
  if (!reading) return instant <= Date.now();
  if (instant > reading.now) {
    if (instant < reading.next) reading.next = instant;
    return false;
  }
  return true;
}
