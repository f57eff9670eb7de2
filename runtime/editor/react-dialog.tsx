import type { ReactElement } from 'react';
import { createRoot } from 'react-dom/client';

/**
 * One of the editor's React dialogs, shown until it is answered: drawn in a root of its own at
 * the end of the body, taken away with it when answered, the focus given back to what opened it
 * (WCAG 2.4.3). `render` draws it with the function that answers it.
 */
export function showDialog<T>(ui: Document, render: (done: (answer: T) => void) => ReactElement): Promise<T> {
  const opener = ui.activeElement as HTMLElement | null;
  const host = ui.body.appendChild(ui.createElement('div'));
  const root = createRoot(host);
  return new Promise((resolve) => {
    root.render(render((answer) => {
      root.unmount();
      host.remove();
      opener?.focus();
      resolve(answer);
    }));
  });
}
