import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import type * as z from 'zod';
import type { ModuleProps, RenderContext } from './fields.js';

export function testContext(overrides: Partial<RenderContext> = {}): RenderContext {
  let first = true;
  return {
    locale: 'en_GB',
    imageHost: '/_img',
    isFirstImage: () => {
      const was = first;
      first = false;
      return was;
    },
    ...overrides,
  };
}

/**
 * Renders a module as the builder does: fields parsed by its schema first (defaults filled,
 * rich text sanitised), then the component with its root attributes.
 */
export function renderModule<S extends z.ZodType>(
  Component: ComponentType<ModuleProps<z.infer<S>>>,
  schema: S,
  fields: unknown,
  options: { editorID?: number; name?: string; context?: Partial<RenderContext> } = {},
) {
  const parsed = schema.parse(fields);
  const editorID = options.editorID ?? 7;
  return render(
    <Component
      fields={parsed}
      root={{ 'data-module': options.name ?? Component.name, 'data-editor-id': editorID }}
      context={testContext(options.context)}
    />,
  );
}
