import { getModule } from '../modules/registry.js';
import type { RawModule } from '../src/contract/schemas.js';
import type { RenderContext } from '../modules/fields.js';

/**
 * Renders modules through the registry. Validation already removed unknown modules (with a
 * warning naming them); this guard keeps a render of unvalidated data (editor) from crashing.
 */
export function ModuleList({ modules, context, pageUrl }: { modules: RawModule[]; context: RenderContext; pageUrl: string }) {
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
            fields={fields}
            root={{ 'data-module': component, 'data-editor-id': editorID }}
            context={context}
            pageUrl={pageUrl}
          />
        );
      })}
    </>
  );
}
