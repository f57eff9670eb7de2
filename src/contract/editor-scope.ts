/**
 * What an account may change (roles per language and section: an English editor cannot save or
 * publish Spanish pages; a faculty editor only /claustro/): the page locales and the path
 * prefixes it may change, each empty for all. The API enforces it (server/editing.ts
 * requireInScope); the editor says it before anyone tries (runtime/editor/editor.ts).
 */
export interface EditorScope { languages: string[]; sections: string[] }

/** Whether a page is within the scope: its locale among its languages, its path under one of its sections. */
export function inScope(scope: EditorScope, page: { locale: string; path: string }): boolean {
  return (scope.languages.length === 0 || scope.languages.includes(page.locale))
    && (scope.sections.length === 0 || scope.sections.some((s) => page.path.startsWith(s)));
}

/** "pages in en_GB, pages under /en/blog/": what a scoped account may change, for the API and the command line ('' for everything). */
export function describeScope(scope: EditorScope): string {
  return [
    scope.languages.length > 0 ? `pages in ${scope.languages.join(' or ')}` : '',
    scope.sections.length > 0 ? `pages under ${scope.sections.join(' or ')}` : '',
  ].filter(Boolean).join(', ');
}
