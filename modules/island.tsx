import type { ReactNode } from 'react';

/**
 * Marks an interactive module for hydration in the browser (an "island"). The static HTML is
 * the module's full server render; its props travel next to it as JSON, escaped so that no
 * string in the content can close the script element. runtime/islands.ts maps the name to the
 * module's view, which is the same component that rendered here. `hydrate`: `load` for what
 * moves on its own from the first paint (the hero carousel), `visible` (within 200 px of the
 * viewport) for everything else.
 */
export function Island({ name, props, children, hydrate = 'visible' }: { name: string; props: unknown; children: ReactNode; hydrate?: 'load' | 'visible' }) {
  return (
    <>
      <div className="island" data-island={name} data-island-hydrate={hydrate}>{children}</div>
      <script type="application/json" data-island-props="" dangerouslySetInnerHTML={{ __html: escapeJsonForHtml(JSON.stringify(props)) }} />
    </>
  );
}

/** JSON safe inside <script>: `<`, `>`, `&` and the two JS line separators escaped. */
export function escapeJsonForHtml(json: string): string {
  return json.replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
