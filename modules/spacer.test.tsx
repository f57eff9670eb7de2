// @vitest-environment jsdom
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Spacer, SpacerSchema } from './spacer.js';
import { renderModule } from './test-helpers.js';

afterEach(cleanup);

describe('Spacer', () => {
  it('is hidden from assistive technology and medium by default', () => {
    const { container } = renderModule(Spacer, SpacerSchema, {}, { name: 'Spacer', editorID: 5 });
    const root = container.firstElementChild!;
    expect(root.getAttribute('data-module')).toBe('Spacer');
    expect(root.getAttribute('data-editor-id')).toBe('5');
    expect(root.getAttribute('aria-hidden')).toBe('true');
    expect(root.classList.contains('spacer')).toBe(true);
    expect(root.classList.contains('spacer--medium')).toBe(true);
    expect(root.childNodes).toHaveLength(0);
  });

  it.each(['small', 'medium', 'large'] as const)('renders the %s size class', (size) => {
    const { container } = renderModule(Spacer, SpacerSchema, { size });
    const root = container.firstElementChild!;
    expect(root.className).toBe(`spacer spacer--${size}`);
    expect(root.getAttribute('aria-hidden')).toBe('true');
  });

  it('refuses an unknown size', () => {
    expect(() => SpacerSchema.parse({ size: 'huge' })).toThrow();
  });
});
