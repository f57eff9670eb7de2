// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BasicForm, BasicFormSchema, DownloadForm, DownloadFormSchema, LandingForm, LandingFormSchema, Newsletter, NewsletterSchema } from './form-modules.js';
import { renderModule } from './test-helpers.js';

afterEach(cleanup);

describe('form modules (markup)', () => {
  it('BasicForm labels every field and sets autocomplete tokens', () => {
    const { container } = renderModule(BasicForm, BasicFormSchema, { title: 'Contact us' }, { name: 'BasicForm' });
    expect(container.firstElementChild!.getAttribute('data-module')).toBe('BasicForm');
    expect((screen.getByLabelText(/First name/) as HTMLInputElement).autocomplete).toBe('given-name');
    expect((screen.getByLabelText(/^Email/) as HTMLInputElement).type).toBe('email');
    expect((screen.getByLabelText(/Phone/) as HTMLInputElement).autocomplete).toBe('tel');
    const privacy = screen.getByLabelText(/basic information on data protection/) as HTMLInputElement;
    expect([privacy.type, privacy.checked, privacy.required]).toEqual(['checkbox', false, true]);
    const marketing = screen.getByLabelText(/news and events/) as HTMLInputElement;
    expect([marketing.checked, marketing.required]).toEqual([false, false]);
  });

  it('LandingForm keeps the programme selector disabled until a type is chosen (spec 5)', () => {
    renderModule(LandingForm, LandingFormSchema, { title: 'Solicita información', preselectedProgram: 1042 }, { context: { locale: 'es_ES' } });
    expect((screen.getByLabelText(/Programas/) as HTMLSelectElement).disabled).toBe(true);
    expect((screen.getByLabelText(/Tipo de programa/) as HTMLSelectElement).disabled).toBe(false);
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeTruthy();
  });

  it('DownloadForm and Newsletter ask only for what they need', () => {
    const { container } = renderModule(DownloadForm, DownloadFormSchema, { title: 'Brochure', fileName: 'DAW.pdf' });
    expect([...container.querySelectorAll('[name]:not([name="website"])')].map((e) => e.getAttribute('name'))).toEqual(['name', 'email', 'privacy', 'marketing']);
    cleanup();
    const news = renderModule(Newsletter, NewsletterSchema, { title: 'Newsletter' });
    expect([...news.container.querySelectorAll('[name]:not([name="website"])')].map((e) => e.getAttribute('name'))).toEqual(['email', 'privacy']);
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeTruthy();
  });
});
