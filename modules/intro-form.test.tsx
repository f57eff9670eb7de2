// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { IntroForm, IntroFormSchema } from './intro-form.js';
import { renderModule } from './test-helpers.js';

afterEach(cleanup);

describe('IntroForm', () => {
  const fields = { title: 'Request information', intro: 'We will call you within a day.', anchorID: 'info', formType: 'basic', preselectedProgram: 1042 };

  it('is a section labelled by its title, with the anchor id for in-page links (#info)', () => {
    const { container } = renderModule(IntroForm, IntroFormSchema, fields, { name: 'IntroForm', editorID: 15 });
    const root = container.firstElementChild!;
    expect(root.getAttribute('data-module')).toBe('IntroForm');
    expect(root.getAttribute('data-editor-id')).toBe('15');
    expect(root.id).toBe('info');
    expect(container.querySelector('#info')).toBe(root);
    expect(screen.getByRole('region', { name: 'Request information' })).toBe(root);
    expect(screen.getByRole('heading', { level: 2, name: 'Request information' })).toBeTruthy();
    expect(screen.getByText('We will call you within a day.')).toBeTruthy();
  });

  it('labels every field, in order, and posts to the endpoint of its form type', () => {
    const { container } = renderModule(IntroForm, IntroFormSchema, fields);
    const form = container.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/_api/forms/basic');
    expect(form.getAttribute('data-form-type')).toBe('basic');
    expect((screen.getByLabelText(/First name/) as HTMLInputElement).autocomplete).toBe('given-name');
    expect((screen.getByLabelText(/Surname/) as HTMLInputElement).autocomplete).toBe('family-name');
    expect((screen.getByLabelText(/^Email/) as HTMLInputElement).type).toBe('email');
    expect((screen.getByLabelText(/Phone/) as HTMLInputElement).type).toBe('tel');
    const privacy = screen.getByLabelText(/data protection/) as HTMLInputElement;
    expect([privacy.type, privacy.required]).toEqual(['checkbox', true]);
    const marketing = screen.getByLabelText(/news and events/) as HTMLInputElement;
    expect([marketing.type, marketing.required]).toEqual(['checkbox', false]);
    const visible = [...form.querySelectorAll('input:not([type="hidden"]):not([name="website"]), select, textarea')].map((e) => e.getAttribute('name'));
    expect(visible).toEqual(['name', 'surname', 'email', 'phone', 'privacy', 'marketing']);
    expect(screen.getByRole('button', { name: 'Send' }).getAttribute('type')).toBe('submit');
  });

  it('sends the preselected programme without a field to fill in', () => {
    const { container } = renderModule(IntroForm, IntroFormSchema, fields);
    const props = JSON.parse(container.querySelector('script[data-island-props]')!.textContent!);
    expect(props.hidden).toMatchObject({ preselectedProgram: 1042, programs: [1042] });
    expect(container.querySelector('select[name="programs"]')).toBeNull();
  });

  it('with the school\'s programmes to choose from, shows its own programme chosen (type selected, box checked) and lets the visitor add others', () => {
    const choices = {
      programTypes: [{ value: 'fp-campus', label: 'On campus' }, { value: 'fp-online', label: 'Online' }],
      programOptions: [{ id: 1040, label: 'Systems Administration', type: 'fp-campus' }, { id: 1042, label: 'Web Development', type: 'fp-campus' }, { id: 1050, label: 'DAM online', type: 'fp-online' }],
    };
    const { container } = renderModule(IntroForm, IntroFormSchema, { ...fields, formType: 'landing', ...choices });
    expect(container.querySelector('form')!.getAttribute('action')).toBe('/_api/forms/landing');
    expect((screen.getByLabelText(/Programme type/) as HTMLSelectElement).value).toBe('fp-campus');
    const boxes = [...screen.getByRole('group', { name: /Programmes/ }).querySelectorAll<HTMLInputElement>('input[type="checkbox"]')];
    expect(boxes.map((b) => [b.value, b.checked])).toEqual([['1040', false], ['1042', true]]);
    const props = JSON.parse(container.querySelector('script[data-island-props]')!.textContent!);
    expect(props.hidden).toEqual({ preselectedProgram: 1042 });
  });

  it('has no preselection field and no id when none is given', () => {
    const { container } = renderModule(IntroForm, IntroFormSchema, { title: 'Request information', formType: 'landing' });
    expect(container.querySelector('[name="preselectedProgram"]')).toBeNull();
    expect(container.firstElementChild!.hasAttribute('id')).toBe(false);
    expect(container.querySelector('form')!.getAttribute('action')).toBe('/_api/forms/landing');
  });

  it('is labelled in Spanish on the Spanish site', () => {
    renderModule(IntroForm, IntroFormSchema, { ...fields, title: 'Solicita información' }, { context: { locale: 'es_ES' } });
    expect(screen.getByLabelText(/^Nombre/)).toBeTruthy();
    expect(screen.getByLabelText(/Apellidos/)).toBeTruthy();
    expect((screen.getByLabelText(/Correo electrónico/) as HTMLInputElement).type).toBe('email');
    expect(screen.getByLabelText(/Teléfono/)).toBeTruthy();
    expect(screen.getByLabelText(/protección de datos/)).toBeTruthy();
    expect(screen.getByLabelText(/noticias y eventos/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeTruthy();
  });

  it('refuses an anchor id that cannot be a fragment, an unknown form type and a missing title', () => {
    expect(() => IntroFormSchema.parse({ ...fields, anchorID: '#info' })).toThrow();
    expect(() => IntroFormSchema.parse({ ...fields, anchorID: 'more info' })).toThrow();
    expect(() => IntroFormSchema.parse({ ...fields, formType: 'survey' })).toThrow();
    expect(() => IntroFormSchema.parse({ formType: 'basic' })).toThrow();
  });
});
