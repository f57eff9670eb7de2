// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderModule } from './test-helpers.js';
import { TextCarousel, TextCarouselSchema } from './text-carousel.js';

afterEach(cleanup);

describe('TextCarousel', () => {
  const fields = { title: 'Lo que dicen las empresas', items: [{ text: 'Uno', author: 'Ana', role: 'CTO' }, { text: 'Dos', author: 'Luis' }] };

  it('shows one quote at a time, moved only by the visitor, labelled in the page language', () => {
    const { container } = renderModule(TextCarousel, TextCarouselSchema, fields, { context: { locale: 'es_ES' } });
    const slides = () => [...container.querySelectorAll('[role="group"]')] as HTMLElement[];
    expect(container.querySelector('section')!.getAttribute('aria-roledescription')).toBe('Carrusel');
    expect(slides().map((s) => s.hidden)).toEqual([false, true]);
    expect(slides()[0]!.getAttribute('aria-label')).toBe('1 de 2');
    expect(screen.queryByRole('button', { name: /Pausar/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Diapositiva siguiente' }));
    expect(slides().map((s) => s.hidden)).toEqual([true, false]);
    expect(screen.getByText('Luis')).toBeTruthy();
  });
});
