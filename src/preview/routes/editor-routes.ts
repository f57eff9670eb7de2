import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import * as z from 'zod';
import { RequiredRichTextSchema, RichTextSchema } from '../../../modules/fields.js';
import { FIELD_WORDS } from '../../../modules/labels.js';
import { editorMessage, editorMessages } from '../../../modules/editor-messages.js';
import { exampleOf, getModule, modulesForArea } from '../../../modules/registry.js';
import { PROGRAM_RECORD_WORDS, ProgramRecordFormSchema } from '../../../modules/program-record-form.js';
import { EVENT_RECORD_WORDS, EventRecordFormSchema, TimeOfDaySchema } from '../../../modules/event-record-form.js';
import type { ModuleWords } from '../../../modules/labels.js';

/** The records an editor edits in their own form, by kind of structured data (spec 4, structured content). */
const RECORD_FORMS: Readonly<Record<string, { schema: z.ZodType; words: ModuleWords }>> = {
  PROGRAMS: { schema: ProgramRecordFormSchema, words: PROGRAM_RECORD_WORDS },
  EVENTS: { schema: EventRecordFormSchema, words: EVENT_RECORD_WORDS },
};
import { sanitizeRichText } from '../../../modules/sanitize-rich-text.js';
import { ApiError } from '../../../server/content-store.js';
import { IsoDateSchema, SafeHref } from '../../contract/schemas.js';
import { route, type PreviewRoute } from '../preview-context.js';

/** POST /__preview/sanitize: rich text as the editor holds it. */
export const SanitizeBody = z.strictObject({ html: z.string({ error: 'expected the rich text as a string of HTML' }) }, { error: 'expected a JSON object { html }' });
/** The editor's interface language: the language its messages are said in. */
const EditorLangField = z.enum(['es', 'en'], { error: 'lang must be "es" or "en"' }).default('es');
/** POST /__preview/check-link: a link typed into rich text (checked below with the build's rule). */
export const CheckLinkBody = z.strictObject({ href: z.string({ error: 'expected the link as a string' }).max(2000, 'at most 2000 characters'), lang: EditorLangField }, { error: 'expected a JSON object { href, lang? }' });
const ModuleName = z.string({ error: 'expected a module name' }).max(100).refine((name) => getModule(name) !== undefined, { error: (issue) => `no module named "${String(issue.input).slice(0, 100)}"` });
/** POST /__preview/validate: one module's fields, checked by that module's schema. */
export const ValidateBody = z.strictObject({
  component: ModuleName,
  fields: z.record(z.string(), z.unknown(), { error: 'expected the module\'s fields as an object' }),
  lang: EditorLangField,
}, { error: 'expected a JSON object { component, fields, lang? }' });
/** POST /__preview/validate-modules: every module of the page, checked before a save. */
export const ValidateModulesBody = z.strictObject({
  modules: z.array(z.looseObject({ component: ModuleName, editorID: z.number({ error: 'each module needs its editorID' }) }), { error: 'expected a list of modules' }).max(1000, 'at most 1000 modules'),
  lang: EditorLangField,
}, { error: 'expected a JSON object { modules, lang? }' });

/** POST /__preview/validate-record: a programme's record as its form holds it (modules/program-record-form.ts). */
export const ValidateRecordBody = z.strictObject({
  kind: z.enum(['PROGRAMS', 'EVENTS'], { error: 'kind must be PROGRAMS or EVENTS' }),
  fields: z.record(z.string(), z.unknown(), { error: 'expected the record\'s fields as an object' }),
  lang: EditorLangField,
}, { error: 'expected a JSON object { kind, fields, lang? }' });

/** A module's fields as its own schema checks them, with the editor's messages (modules/editor-messages.ts). */
function checkModule(component: string, fields: Record<string, unknown>, lang: 'es' | 'en'): Record<string, string> {
  const result = getModule(component)!.schema.safeParse(fields);
  return result.success ? {} : editorMessages(result.error, fields, lang);
}

/**
 * A schema as the side panel reads it (runtime/editor/json-schema.ts): zod's JSON Schema of what
 * is typed, with rich text marked so the panel gives it a rich-text editor.
 */
function panelSchema(schema: z.ZodType) {
  return z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
    override: (ctx) => {
      if (ctx.zodSchema === RichTextSchema) ctx.jsonSchema.contentMediaType = 'text/html';
      // Rich text that must say something: the panel marks it required as it does a text field.
      if (ctx.zodSchema === RequiredRichTextSchema) Object.assign(ctx.jsonSchema, { contentMediaType: 'text/html', minLength: 1 });
      // A day, a time of day: the panel offers a date or a time picker (a programme's start, an event's).
      if (ctx.zodSchema === IsoDateSchema) ctx.jsonSchema.format = 'date';
      if (ctx.zodSchema === TimeOfDaySchema) ctx.jsonSchema.format = 'time';
    },
  });
}

/**
 * What the editor's window asks of the build's own code (spec 4, editor mode): a module's
 * schema and words, the palette of an area, and the build's sanitizer, link rule and checks.
 */
export const editorRoutes: PreviewRoute[] = [
  route({
    method: 'GET',
    pattern: /^\/__preview\/draft$/,
    handler: async ({ ctx, url }) => {
      const target = ctx.targetOf(url);
      const raw = await ctx.loadDraft(target);
      const sections = Object.fromEntries(['heroSection', 'mainSection'].map((name) => [name, (raw.template[name] as { modules?: unknown[] } | undefined)?.modules ?? []]));
      return { id: target.id, site: ctx.config.site, imageHost: ctx.config.imageHost, autosaveSeconds: ctx.autosaveSeconds, version: raw.version, page: raw, sections };
    },
  }),
  route({
    method: 'GET',
    pattern: /^\/__preview\/schema\/(\w+)$/,
    handler: ({ params }) => {
      const definition = getModule(params[0]!);
      if (!definition) throw new ApiError(404, 'NOT_FOUND', `No module named "${params[0]!.slice(0, 100)}".`);
      const schema = panelSchema(definition.schema);
      // The editor's words for the module and its fields (modules/labels.ts), beside the schema.
      const words = { module: definition.words, fields: { ...FIELD_WORDS, ...definition.words.fields }, placeholders: definition.placeholders ?? {} };
      return { ...schema, 'x-words': words };
    },
  }),
  route({
    method: 'GET',
    pattern: /^\/__preview\/record\/(PROGRAMS|EVENTS)$/,
    // A programme's or an event's record, drawn by the side panel's fields in its own dialog (spec 4).
    handler: ({ params }) => {
      const form = RECORD_FORMS[params[0]!]!;
      return { ...panelSchema(form.schema), 'x-words': { module: form.words, fields: { ...FIELD_WORDS, ...form.words.fields } } };
    },
  }),
  route({
    method: 'POST',
    pattern: /^\/__preview\/validate-record$/,
    body: ValidateRecordBody,
    handler: ({ body }) => {
      const result = RECORD_FORMS[body.kind]!.schema.safeParse(body.fields);
      return { errors: result.success ? {} : editorMessages(result.error, body.fields, body.lang) };
    },
  }),
  route({
    method: 'GET',
    pattern: /^\/__preview\/palette$/,
    handler: async ({ ctx, url }) => {
      // The modules the page's template takes in that area (spec 4, editor mode), each with its
      // words, the fields it starts with (in the page's language) and a small rendering of it.
      const target = ctx.targetOf(url);
      const section = url.searchParams.get('section');
      if (section !== 'heroSection' && section !== 'mainSection') throw new ApiError(400, 'BAD_REQUEST', `section must be heroSection or mainSection (got "${(section ?? '').slice(0, 100)}").`);
      const raw = await ctx.loadDraft(target);
      const templateType = String((raw.template as { templateType?: unknown }).templateType ?? '');
      const english = String(raw.locale ?? '').startsWith('en');
      const context = { locale: english ? 'en_GB' as const : 'es_ES' as const, imageHost: ctx.config.imageHost, isFirstImage: () => false, publicApi: ctx.config.publicApi, site: ctx.config.site };
      const modules = modulesForArea(templateType, section).flatMap((component) => {
        const definition = getModule(component)!;
        if (!definition.starter) return [];
        const fields = definition.starter(english ? 'en' : 'es');
        let thumbnail = '';
        try {
          // Pictured with its placeholders: a module to be written, not an empty box.
          const example = exampleOf(definition, english ? 'en' : 'es')!;
          thumbnail = renderToStaticMarkup(createElement(definition.Component, { fields: definition.schema.parse(example), root: { 'data-module': component, 'data-editor-id': 0 }, context }));
        } catch (error) {
          console.error(`preview: the palette's picture of ${component} could not be rendered:`, error instanceof Error ? error.message : error);
        }
        return [{ component, words: definition.words, fields, thumbnail }];
      });
      return { modules };
    },
  }),
  route({
    method: 'POST',
    pattern: /^\/__preview\/sanitize$/,
    body: SanitizeBody,
    // The editor's rich text, as the build will keep it (the same sanitizer).
    handler: ({ body }) => ({ html: sanitizeRichText(body.html) }),
  }),
  route({
    method: 'POST',
    pattern: /^\/__preview\/check-link$/,
    body: CheckLinkBody,
    handler: ({ body }) => {
      // A link the editor types into rich text, checked with the build's rule for links: a
      // refused link is the editor's answer (200 with the message to show), not a bad request.
      const result = SafeHref.safeParse(body.href);
      return result.success ? {} : { error: editorMessage(result.error.issues[0]!, body.lang, body.href) };
    },
  }),
  route({
    method: 'POST',
    pattern: /^\/__preview\/validate$/,
    body: ValidateBody,
    handler: ({ body }) => {
      // The build's own check of a module's fields, said in the editor's words.
      return { errors: checkModule(body.component, body.fields, body.lang) };
    },
  }),
  route({
    method: 'POST',
    pattern: /^\/__preview\/validate-modules$/,
    body: ValidateModulesBody,
    handler: ({ body }) => {
      // Before a save (spec 4: Save and Publish wait until every field is right): the modules
      // the build would refuse, each with its messages.
      const invalid = body.modules.flatMap(({ component, editorID, ...fields }) => {
        const errors = checkModule(component, fields, body.lang);
        return Object.keys(errors).length > 0 ? [{ editorID, component, errors }] : [];
      });
      return { invalid };
    },
  }),
];
