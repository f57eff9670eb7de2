import type { ReactNode } from 'react';

/**
 * Marks an interactive module for hydration in the browser (an "island"). The static HTML is
 * the module's full server render; its props travel next to it as JSON, escaped so that no
 * string in the content can close the script element. runtime/islands.ts maps the name to the
 * module's view, which is the same component that rendered here. `hydrate`: `visible` (in view, or
 * within 200 px of it once the visitor has scrolled; at once when the URL carries `param`) by default; `interaction` for
 * an island whose server HTML serves until the visitor uses it, which then loads when they show
 * intent, when the URL carries `param` (one name, several space-separated, or a `#fragment`), or
 * `after` ms; `load` for one that must run from the first paint. React's own evaluation is the
 * longest task a page can have on a phone, so no island above the fold takes `load` lightly.
 */
export function Island({ name, props, children, hydrate = 'visible', param, after }: {
  name: string; props: unknown; children: ReactNode; hydrate?: 'load' | 'visible' | 'interaction'; param?: string; after?: number;
}) {
  return (
    <>
      <div className="island" data-island={name} data-island-hydrate={hydrate} data-island-param={param} data-island-after={after}>{children}</div>
      <script type="application/json" data-island-props="" dangerouslySetInnerHTML={{ __html: escapeJsonForHtml(JSON.stringify(props)) }} />
    </>
  );
}

/** JSON safe inside <script>: `<`, `>`, `&` and the two JS line separators escaped. */
export function escapeJsonForHtml(json: string): string {
  return json.replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
