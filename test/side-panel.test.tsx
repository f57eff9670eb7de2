// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import * as z from 'zod';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SidePanel, type PanelActions } from '../runtime/editor/side-panel.js';
import type { JsonSchema } from '../runtime/editor/json-schema.js';

/**
 * The side panel as a view (runtime/editor/side-panel.tsx): what it shows for a module and its
 * schema, in the editor's language, and what each control does — always to the module it shows.
 */
const schema = z.toJSONSchema(z.object({
  title: z.string().min(1),
  date: z.union([z.iso.date(), z.iso.datetime()]).optional(),
  data: z.object({ mode: z.enum(['auto', 'manual', 'navigation']) }),
}), { io: 'input' }) as JsonSchema;
const module = { component: 'NewsList', editorID: 7, title: 'Actualidad', date: '2026-11-02T09:30:00.000Z', data: { mode: 'manual' } };
const actions = (): PanelActions => ({ edit: vi.fn(), items: vi.fn(), sanitize: async (html) => html, checkLink: async () => undefined, chooseImage: vi.fn() });

afterEach(cleanup);

describe('the side panel', () => {
  it('offers nothing while the module\'s schema is on its way, and says so', () => {
    render(<SidePanel module={module} schema={null} errors={{}} lang="es" actions={actions()} imageHost="/_img" generation={0} />);
    expect(screen.getByRole('complementary').getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('Cargando los campos de este módulo…');
    expect(screen.queryAllByRole('textbox')).toEqual([]);
  });

  it('names the choices in the editor\'s language, not by their stored values', () => {
    const { rerender } = render(<SidePanel module={module} schema={schema} errors={{}} lang="es" actions={actions()} imageHost="/_img" generation={0} />);
    const options = () => [...document.querySelectorAll('select[name="data.mode"] option')].map((o) => o.textContent);
    expect(options()).toEqual(['Automático: lo más reciente de sus fuentes', 'Elegidos a mano', 'Anterior y siguiente']);
    expect((document.querySelector('select[name="data.mode"]') as HTMLSelectElement).value).toBe('manual');
    rerender(<SidePanel module={module} schema={schema} errors={{}} lang="en" actions={actions()} imageHost="/_img" generation={0} />);
    expect(options()).toEqual(['Automatic: the latest from its sources', 'Chosen by hand', 'Previous and next']);
  });

  it('shows a date as a date picker on its day, and a build message beside the field it is about', () => {
    const bound = actions();
    render(<SidePanel module={module} schema={schema} errors={{ title: 'Too small: expected string to have >=1 characters' }} lang="es" actions={bound} imageHost="/_img" generation={0} />);
    const date = document.querySelector('input[name="date"]') as HTMLInputElement;
    expect(date.type).toBe('date');
    expect(date.value).toBe('2026-11-02');
    const title = document.querySelector('input[name="title"]') as HTMLInputElement;
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(title.getAttribute('aria-describedby')!)!.textContent).toBe('Too small: expected string to have >=1 characters');
  });
});
