/**
 * How the side panel's fields name themselves and their texts (side-panel.tsx and its rich-text
 * field, rich-text-field.tsx): a field's id from its path in the module, and its description —
 * help text, then its message — for aria-describedby, so a screen reader reads label, help and
 * message together (WCAG 3.3.1).
 */
export const fieldId = (path: string[]) => `editor-field-${path.join('-')}`;

/** The ids that describe a field, help first; undefined when it has none. */
export function describedBy(helpId: string | false | undefined, errorId: string | false | undefined): string | undefined {
  return [helpId, errorId].filter(Boolean).join(' ') || undefined;
}
