import type * as z from 'zod';
import { valueAt } from '../../modules/editor-messages.js';
import { fieldWords } from '../../modules/labels.js';
import { exampleOf, getModule, placeholderOf, type ModuleDefinition } from '../../modules/registry.js';

/**
 * The editor's page while a module is not yet complete (spec 4, editor mode): a module just
 * added starts with its texts empty, and a field being typed may be wrong for a moment. The build
 * refuses such a module, and so would a render of the whole draft; the editor's page instead
 * shows it with its placeholders where its fields are missing or wrong (dimmed and marked by the
 * editor's style), so the editor sees where it sits and can select it. Save and Publish are
 * refused until it is complete (runtime/editor/editor.ts), so this never reaches the site.
 *
 * Rewrites the template's module lists in place; answers the editorIDs of the modules so shown.
 */
export function completeForPreview(template: Record<string, unknown>, lang: 'es' | 'en'): Set<number> {
  const incomplete = new Set<number>();
  for (const name of ['heroSection', 'mainSection']) {
    const section = template[name] as { modules?: unknown } | undefined;
    const modules = section?.modules;
    if (!Array.isArray(modules)) continue;
    section!.modules = modules.flatMap((module) => {
      if (!module || typeof module !== 'object') return [module];
      const { component, editorID, ...fields } = module as Record<string, unknown>;
      const definition = typeof component === 'string' ? getModule(component) : undefined;
      if (!definition || typeof editorID !== 'number') return [module];
      const shown = shownFields(definition, fields, lang);
      if (shown === fields) return [module];
      incomplete.add(editorID);
      // Nothing sensible to show (a module the palette does not offer, emptied): left out of the
      // page until its panel makes it whole.
      return shown ? [{ component, editorID, ...shown }] : [];
    });
  }
  return incomplete;
}

/** `fields` when the module is complete; otherwise what stands in for it, or null. */
function shownFields(definition: ModuleDefinition, fields: Record<string, unknown>, lang: 'es' | 'en'): Record<string, unknown> | null {
  let result = definition.schema.safeParse(fields);
  if (result.success) {
    // Valid but with nothing to read (a text block not yet written): its example, marked.
    const example = exampleOf(definition, lang);
    return example && definition.placeholders && nothingWritten(fields) ? example : fields;
  }
  const value = structuredClone(fields);
  // A few rounds: a wrong date left out may reveal, say, a fact with nothing in it.
  for (let round = 0; round < 3 && !result.success; round++) {
    for (const issue of result.error.issues) standIn(definition, value, issue, lang, round);
    result = definition.schema.safeParse(value);
  }
  if (result.success) return value;
  const example = exampleOf(definition, lang);
  return example && definition.schema.safeParse(example).success ? example : null;
}

/** Nothing written at all: every text empty, no image or link either. */
function nothingWritten(fields: Record<string, unknown>): boolean {
  const written = (value: unknown): boolean => typeof value === 'string' ? value.replace(/<[^>]*>/g, '').trim() !== ''
    : Array.isArray(value) ? value.some(written)
      : value !== null && typeof value === 'object' ? Object.values(value).some(written) : false;
  return !written(fields);
}

/** One field put right for the picture: a wrong value left out, a missing one given its placeholder (or a zero). */
function standIn(definition: ModuleDefinition, value: Record<string, unknown>, issue: z.core.$ZodIssue, lang: 'es' | 'en', round: number) {
  const path = issue.path as (string | number)[];
  if (path.length === 0) return;
  const parent = valueAt(value, path.slice(0, -1)) as Record<string | number, unknown> | undefined;
  if (!parent || typeof parent !== 'object') return;
  const key = path.at(-1)!;
  const current = parent[key];
  if (issue.code === 'too_small' && Array.isArray(current)) {
    // An empty list: the example's first item, when the example has one.
    const example = exampleOf(definition, lang);
    const item = (valueAt(example, path.map((k) => (typeof k === 'number' ? 0 : k))) as unknown[] | undefined)?.[0];
    if (item !== undefined) current.push(structuredClone(item));
    return;
  }
  const empty = current === undefined || current === '' || current === null;
  // First round: a wrong value (a malformed date, a word in a number) is left out, as an optional field would be.
  if (!empty && round === 0) {
    delete parent[key];
    return;
  }
  const expected = issue.code === 'invalid_type' ? String(issue.expected) : '';
  if (expected === 'number' || expected === 'int' || typeof current === 'number') {
    parent[key] = 0;
    return;
  }
  const named = String([...path].reverse().find((k) => typeof k === 'string') ?? '');
  parent[key] = placeholderOf(definition, path, lang) ?? fieldWords(definition.words, named)?.label[lang] ?? '…';
}
