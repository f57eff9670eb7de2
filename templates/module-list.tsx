import { getModule, type ModuleDefinition } from '../modules/registry.js';
import type { RawModule } from '../src/contract/schemas.js';
import type { RenderContext } from '../modules/fields.js';
import { sameHeading } from '../modules/same-heading.js';

/** The page's h1: the title of its first hero module (the one that renders it), if any. */
export function pageHeadingOf(modules: RawModule[]): string | undefined {
  const hero = modules.find((m) => getModule(m.component)?.headsPage);
  return typeof hero?.title === 'string' ? hero.title : undefined;
}

/**
 * A module titled like the page (a "Claustro" list on the "Claustro" page) would print the h1
 * a second time as its h2: its title is left out when the module can do without one (its schema
 * accepts an empty title); a module whose title is required (a form's heading) keeps it.
 */
function withoutRepeatedTitle(definition: ModuleDefinition, fields: Record<string, unknown>, pageHeading: string | undefined): Record<string, unknown> {
  if (!pageHeading || definition.headsPage || typeof fields.title !== 'string' || !sameHeading(fields.title, pageHeading)) return fields;
  const untitled = { ...fields, title: '' };
  return definition.schema.safeParse(untitled).success ? untitled : fields;
}

/**
 * Renders modules through the registry. Validation already removed unknown modules (with a
 * warning naming them); this guard keeps a render of unvalidated data (editor) from crashing.
 */
export function ModuleList({ modules, context, pageUrl, pageHeading }: { modules: RawModule[]; context: RenderContext; pageUrl: string; pageHeading?: string | undefined }) {
  return (
    <>
      {modules.map((module) => {
        const definition = getModule(module.component);
        if (!definition) {
          console.warn(`sitegen: unknown module "${module.component}" (editorID ${module.editorID}) skipped`);
          return null;
        }
        const { component, editorID, ...fields } = module;
        return (
          <definition.Component
            key={editorID}
            fields={withoutRepeatedTitle(definition, fields, pageHeading)}
            root={{ 'data-module': component, 'data-editor-id': editorID }}
            context={context}
            pageUrl={pageUrl}
          />
        );
      })}
    </>
  );
}
