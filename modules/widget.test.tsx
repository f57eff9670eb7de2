// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderModule } from './test-helpers.js';
import { Widget, WidgetSchema } from './widget.js';

afterEach(cleanup);

describe('Widget', () => {
  const fields = { title: 'Virtual campus tour', src: 'https://tour.example.com/embed?id=42' };

  it('renders no iframe: the frame waits for consent with its source and title', () => {
    const { container } = renderModule(Widget, WidgetSchema, fields, { name: 'Widget', editorID: 60 });
    const root = container.firstElementChild!;
    expect(root.getAttribute('data-module')).toBe('Widget');
    expect(root.getAttribute('data-editor-id')).toBe('60');
    expect(root.getAttribute('aria-label')).toBe('Virtual campus tour');
    expect(container.querySelector('iframe')).toBeNull();
    const frame = container.querySelector('[data-consent-src]') as HTMLElement;
    expect(frame).not.toBeNull();
    expect(frame.getAttribute('data-consent-src')).toBe('https://tour.example.com/embed?id=42');
    expect(frame.getAttribute('data-consent-title')).toBe('Virtual campus tour');
    expect(frame.style.minHeight).toBe('480px');
  });

  it('shows the consent message and an accept-and-reload button (en_GB)', () => {
    const { container } = renderModule(Widget, WidgetSchema, { ...fields, height: 600 });
    expect(screen.getByText('To view this content you need to accept third-party cookies.')).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Accept and reload' });
    expect(button.hasAttribute('data-consent-accept-reload')).toBe(true);
    expect((container.querySelector('[data-consent-src]') as HTMLElement).style.minHeight).toBe('600px');
  });

  it('shows the consent message in Spanish (es_ES)', () => {
    renderModule(Widget, WidgetSchema, fields, { context: { locale: 'es_ES' } });
    expect(screen.getByText('Para ver este contenido debes aceptar las cookies de terceros.')).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Aceptar y recargar' });
    expect(button.hasAttribute('data-consent-accept-reload')).toBe(true);
  });

  it('refuses a non-https or javascript: source', () => {
    expect(() => WidgetSchema.parse({ ...fields, src: 'http://tour.example.com/embed' })).toThrow();
    expect(() => WidgetSchema.parse({ ...fields, src: 'javascript:alert(1)' })).toThrow();
    expect(() => WidgetSchema.parse({ ...fields, height: 50 })).toThrow();
    expect(() => WidgetSchema.parse(fields)).not.toThrow();
  });
});
