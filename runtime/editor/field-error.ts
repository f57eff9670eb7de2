/**
 * A field's message in the editor's forms (a rich text field's box and its link form): shown
 * after the field and tied to it by aria-describedby after its help text, so a screen reader
 * reads label, help and message together (WCAG 3.3.1). For fields the editor draws itself, not
 * React's (the side panel's own fields and the Pages dialogs render their message as React elements).
 */
export function setFieldError(control: HTMLElement, message: string | undefined): void {
  const doc = control.ownerDocument;
  doc.getElementById(`${control.id}-error`)?.remove();
  control.removeAttribute('aria-invalid');
  const help = control.dataset.helpId;
  if (help) control.setAttribute('aria-describedby', help);
  else control.removeAttribute('aria-describedby');
  if (!message) return;
  const p = doc.createElement('p');
  p.className = 'editor-panel__error';
  p.id = `${control.id}-error`;
  p.textContent = message;
  control.setAttribute('aria-invalid', 'true');
  control.setAttribute('aria-describedby', help ? `${help} ${p.id}` : p.id);
  control.parentElement?.append(p);
}
