// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BasicForm, BasicFormSchema, DownloadForm, DownloadFormSchema, LandingForm, LandingFormSchema, Newsletter, NewsletterSchema, requestInformationAnchor } from './form-modules.js';
import { primaryLinkHref } from './header.js';
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

  it('BasicForm event registration: open before closesAt; closed (no form, the closed message) once the organiser sets `closed`, even before it', () => {
    const future = '2999-01-01T10:00:00+01:00';
    const open = renderModule(BasicForm, BasicFormSchema, { title: 'Register', formType: 'event', closesAt: future }, { name: 'BasicForm' });
    expect(open.container.querySelector('form')).not.toBeNull();
    cleanup();
    const full = renderModule(BasicForm, BasicFormSchema, { title: 'Register', formType: 'event', closesAt: future, closed: true }, { name: 'BasicForm' });
    expect(full.container.querySelector('form')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Registration is closed' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Register' })).toBeNull();
  });

  it('BasicForm event registration without a close of its own follows the event\'s record: its start, its registration', () => {
    const form = { title: 'Register', formType: 'event' };
    const shown = (event: { startDate?: string; registration?: string }) => {
      const { container } = renderModule(BasicForm, BasicFormSchema, form, { name: 'BasicForm', context: { event } });
      const has = container.querySelector('form') !== null;
      cleanup();
      return has;
    };
    expect(shown({ startDate: '2999-01-01T10:00:00+01:00', registration: 'open' })).toBe(true);
    expect(shown({ startDate: '2999-01-01T10:00:00+01:00', registration: 'closed' })).toBe(false);
    expect(shown({ startDate: '2001-01-01T10:00:00+01:00', registration: 'open' })).toBe(false);
  });

  const choices = {
    programTypes: [{ value: 'fp-campus', label: 'FP presencial' }, { value: 'fp-online', label: 'FP online' }],
    programOptions: [
      { id: 1042, label: 'Técnico Superior en Desarrollo de Aplicaciones Web', type: 'fp-campus' },
      { id: 1044, label: 'Técnico Superior en Administración de Sistemas Informáticos en Red', type: 'fp-campus' },
      { id: 1046, label: 'Grado Superior en DAM online', type: 'fp-online' },
    ],
  };

  it('LandingForm: programmes are a group of checkboxes (fieldset and legend), disabled and empty until a type is chosen (spec 5)', () => {
    const { container } = renderModule(LandingForm, LandingFormSchema, { title: 'Solicita información', ...choices }, { context: { locale: 'es_ES' } });
    const group = screen.getByRole('group', { name: /Programas/ }) as HTMLFieldSetElement;
    expect(group.tagName).toBe('FIELDSET');
    expect(group.disabled).toBe(true);
    expect(group.querySelectorAll('input').length).toBe(0);
    expect(screen.getByText('Elige antes un tipo de programa')).toBeTruthy();
    expect(container.querySelector('select[multiple]')).toBeNull();
    const type = screen.getByLabelText(/Tipo de programa/) as HTMLSelectElement;
    expect([type.disabled, type.value]).toEqual([false, '']);
    expect([...type.options].map((o) => o.textContent)).toEqual(['Elige un tipo de programa', 'FP presencial', 'FP online']);
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeTruthy();
  });

  it('LandingForm with a preselected programme shows its type chosen and its box checked, and sends it', () => {
    const { container } = renderModule(LandingForm, LandingFormSchema, { title: 'Request information', ...choices, preselectedProgram: 1044 });
    expect((screen.getByLabelText(/Programme type/) as HTMLSelectElement).value).toBe('fp-campus');
    const boxes = screen.getByRole('group', { name: /Programmes/ }).querySelectorAll<HTMLInputElement>('input[type="checkbox"][name="programs"]');
    expect([...boxes].map((b) => [b.value, b.checked, b.closest('label')!.textContent])).toEqual([
      ['1042', false, 'Técnico Superior en Desarrollo de Aplicaciones Web'],
      ['1044', true, 'Técnico Superior en Administración de Sistemas Informáticos en Red'],
    ]);
    const props = JSON.parse(container.querySelector('script[data-island-props]')!.textContent!);
    expect(props).toMatchObject({ initialProgramType: 'fp-campus', initialPrograms: [1044], hidden: { preselectedProgram: 1044 } });
  });

  it('the header\'s "Request information" leads to the page\'s own request-information form when it has one', () => {
    expect(requestInformationAnchor([{ component: 'BasicContent' }, { component: 'IntroForm', formType: 'landing', anchorID: 'info' }])).toBe('info');
    expect(requestInformationAnchor([{ component: 'LandingForm', anchorID: 'info' }])).toBe('info');
    // A contact or newsletter form is not a request for information about programmes.
    expect(requestInformationAnchor([{ component: 'BasicForm', anchorID: 'info' }, { component: 'IntroForm', formType: 'newsletter', anchorID: 'info' }])).toBeUndefined();
    expect(primaryLinkHref('/proceso-de-admision/#info', 'info')).toBe('#info');
    expect(primaryLinkHref('/proceso-de-admision/#info', undefined)).toBe('/proceso-de-admision/#info');
    expect(primaryLinkHref('/proceso-de-admision/#info', 'other')).toBe('/proceso-de-admision/#info');
    expect(primaryLinkHref('/contacto/', 'info')).toBe('/contacto/');
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
