import * as z from 'zod';
import { AcronymSchema, PageSchema, ProgramFactsSchema, type RawModule } from './schemas.js';
import { getModule } from '../../modules/registry.js';
import { getTemplate, templateRegistry } from '../../templates/registry.js';
import { EventContentSchema } from '../../templates/event-data.js';
import type { Page } from '../../templates/types.js';

/** Where a problem sits in a module: the section, its place there, its editorID and component. */
export interface ModuleRef { section: 'heroSection' | 'mainSection'; index: number; editorID: unknown; component: string }

/**
 * One problem that stops a page from being built: the full field path
 * ("template.mainSection.modules[2].link.href"), the problem, and for a module's field which
 * module and which of its fields, so that an editor can point at it.
 */
export interface PageIssue { path: string; message: string; module?: ModuleRef; field?: string }

export interface ValidationResult {
  page: Page | null;
  /** Problems that stop the page from being built, each "field.path: problem". */
  errors: string[];
  /** The same problems, structured (the API's 422 details). */
  issues: PageIssue[];
  /** Problems the build survives (unknown modules are skipped). */
  warnings: string[];
}

/** zod path → "template.mainSection.modules[2].title". */
export function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path) out += typeof key === 'number' ? `[${key}]` : out ? `.${String(key)}` : String(key);
  return out || '(page)';
}

/**
 * The build's one-line wording of an issue: "title: …", or for a module's field
 * "template.mainSection.modules[2] (Quote).text: …" (the component named after the index).
 */
export function formatIssue(issue: PageIssue): string {
  if (!issue.module) return `${issue.path}: ${issue.message}`;
  const where = `template.${issue.module.section}.modules[${issue.module.index}] (${issue.module.component})`;
  return `${where}${issue.field ? `.${issue.field}` : ''}: ${issue.message}`;
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) value = value && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined;
  return value;
}

function describe(issue: z.core.$ZodIssue, input: unknown): string {
  if (issue.code === 'invalid_type') {
    const received = valueAt(input, issue.path);
    return `expected ${issue.expected}, got ${received === undefined ? 'nothing' : received === null ? 'null' : Array.isArray(received) ? 'array' : typeof received}`;
  }
  return issue.message;
}

/**
 * What the templates read from a page's structuredDataContent, refused here with its field path
 * when unreadable; the rest of it stays the CMS's own shape.
 */
const STRUCTURED_CONTENT_CHECKS: { applies: (kind: string | null, content: Record<string, unknown>) => boolean; schema: z.ZodType }[] = [
  // A programme's acronyms are written out in its hero, title and breadcrumb (WCAG 3.1.4).
  { applies: (_kind, content) => content.acronyms !== undefined, schema: z.looseObject({ acronyms: z.array(AcronymSchema) }) },
  // A programme's record is written by its facts block, its fee and comparison tables and its JSON-LD.
  { applies: (kind) => kind === 'PROGRAMS', schema: ProgramFactsSchema },
  // An event's date, time and place are shown, put in its calendar file and in its JSON-LD (templates/event-data.ts).
  { applies: (kind) => kind === 'EVENTS', schema: EventContentSchema },
];

/**
 * Checks a page against the contract and every module against its own schema. Module fields
 * come back parsed (defaults filled, rich text sanitised); unknown modules are dropped with a
 * warning that names them, so one bad module never takes the page down. The content API runs
 * this same check on every save and publish (server/editing.ts), so that what goes live is
 * what the build accepts.
 */
export function validatePage(raw: unknown): ValidationResult {
  const issues: PageIssue[] = [];
  const warnings: string[] = [];
  const parsed = PageSchema.safeParse(raw);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) issues.push({ path: formatPath(issue.path), message: describe(issue, raw) });
  }
  // Modules are checked even when the page itself has problems, so that one build reports all.
  const template = (parsed.success ? parsed.data.template : (raw as { template?: unknown } | null)?.template) as
    | Record<string, { modules?: unknown } | undefined>
    | undefined;
  const templateType = (template as { templateType?: unknown } | undefined)?.templateType;
  if (typeof templateType === 'string' && !getTemplate(templateType)) {
    issues.push({ path: 'template.templateType', message: `unknown template "${templateType}" (known: ${Object.keys(templateRegistry).join(', ')})` });
  }
  for (const sectionName of ['heroSection', 'mainSection'] as const) {
    const section = template?.[sectionName];
    if (!section || !Array.isArray(section.modules)) continue;
    const kept: RawModule[] = [];
    (section.modules as RawModule[]).forEach((module, index) => {
      const where = `template.${sectionName}.modules[${index}]`;
      if (!module || typeof module.component !== 'string') return; // reported by the page schema
      const definition = getModule(module.component);
      if (!definition) {
        warnings.push(`unknown module "${module.component}" (editorID ${module.editorID}) at ${where} skipped — register it in modules/registry.ts or remove it from the page`);
        return;
      }
      const { component, editorID, ...fields } = module;
      const result = definition.schema.safeParse(fields);
      if (!result.success) {
        const ref: ModuleRef = { section: sectionName, index, editorID, component };
        for (const issue of result.error.issues) {
          const field = issue.path.length > 0 ? { field: formatPath(issue.path) } : {};
          issues.push({ path: field.field ? `${where}.${field.field}` : where, message: describe(issue, fields), module: ref, ...field });
        }
        return;
      }
      kept.push({ component, editorID, ...(result.data as object) });
    });
    section.modules = kept;
  }
  // Checked even when the page has other problems, so that one build reports all (as modules are).
  const { structuredData: kind, structuredDataContent: content } = (parsed.success ? parsed.data : raw ?? {}) as { structuredData?: unknown; structuredDataContent?: unknown };
  if (content && typeof content === 'object' && !Array.isArray(content)) {
    for (const check of STRUCTURED_CONTENT_CHECKS) {
      if (!check.applies(typeof kind === 'string' ? kind : null, content as Record<string, unknown>)) continue;
      const result = check.schema.safeParse(content);
      if (!result.success) for (const issue of result.error.issues) issues.push({ path: formatPath(['structuredDataContent', ...issue.path]), message: describe(issue, content) });
    }
  }
  const errors = issues.map(formatIssue);
  return { page: parsed.success && errors.length === 0 ? (parsed.data as Page) : null, errors, issues, warnings };
}
