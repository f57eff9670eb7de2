// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ModalForm, ModalFormSchema } from './modal-form.js';
import { renderModule } from './test-helpers.js';

afterEach(cleanup);

describe('ModalForm', () => {
  it('opens its form in a popover from a button, with a close button, and no script needed', () => {
    const { container } = renderModule(ModalForm, ModalFormSchema, { buttonText: 'Solicita información', title: 'Te llamamos' }, { editorID: 31, name: 'ModalForm', context: { locale: 'es_ES' } });
    const panel = container.querySelector('[popover]')!;
    expect(panel.id).toBe('modal-form-31');
    expect(panel.getAttribute('role')).toBe('dialog');
    expect(panel.getAttribute('aria-labelledby')).toBe('modal-form-31-title');
    const open = screen.getByRole('button', { name: 'Solicita información' });
    expect(open.getAttribute('popovertarget')).toBe('modal-form-31');
    const close = screen.getByText('Cerrar');
    expect(close.getAttribute('popovertargetaction')).toBe('hide');
    expect(panel.querySelector('form')!.getAttribute('data-form-type')).toBe('basic');
    expect(screen.getByLabelText(/Nombre/)).toBeTruthy();
  });
});
