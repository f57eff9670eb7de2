import { useEffect, type DialogHTMLAttributes, type KeyboardEvent, type ReactElement, type ReactNode, type RefObject } from 'react';
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

/** What Tab can reach in a dialog: enabled controls that are shown and not inert (a palette's thumbnails are). */
const FOCUSABLE = 'button:not(:disabled), a[href], input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex="0"]';

/**
 * Tab from the last control goes to the first and Shift+Tab from the first to the last: the
 * focus stays in the dialog (a modal <dialog> leaves the browser's own UI reachable).
 */
function keepTabInside(event: KeyboardEvent<HTMLDialogElement>): void {
  if (event.key !== 'Tab') return;
  const dialog = event.currentTarget;
  const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null && !el.closest('[inert]'));
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) return;
  const active = dialog.ownerDocument.activeElement;
  if (event.shiftKey && active === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * The `<dialog>` each of those draws: shown modal as it mounts (its content's own effects, which
 * run after, then move the focus into it); Tab kept inside; Escape answered by `onCancel` (the
 * dialog's own "cancel" or "not now") instead of the browser closing it behind React's back, and
 * kept from reaching the editor underneath, where Escape deselects the module.
 */
export function EditorDialog({ ref, onCancel, children, ...attributes }: Omit<DialogHTMLAttributes<HTMLDialogElement>, 'onCancel' | 'onKeyDown' | 'open'>
  & { ref: RefObject<HTMLDialogElement | null>; onCancel: () => void; children: ReactNode }) {
  useEffect(() => {
    ref.current!.showModal();
  }, [ref]);
  return (
    <dialog ref={ref} {...attributes}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') event.stopPropagation();
        keepTabInside(event);
      }}>
      {children}
    </dialog>
  );
}
