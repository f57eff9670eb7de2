// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MapModule, MapSchema } from './map.js';
import { renderModule } from './test-helpers.js';

afterEach(cleanup);

describe('Map', () => {
  const fields = {
    place: 'Main campus',
    address: ['Calle Mayor 1', '28013 Madrid'],
    latitude: 40.4168,
    longitude: -3.7038,
    staticMap: { url: '/img/maps/campus.png', width: 1200, height: 800, alt: '' },
  };

  it('shows the place and address lines inside <address>', () => {
    const { container } = renderModule(MapModule, MapSchema, fields, { name: 'Map', editorID: 70 });
    const root = container.firstElementChild!;
    expect(root.getAttribute('data-module')).toBe('Map');
    expect(root.getAttribute('data-editor-id')).toBe('70');
    expect(screen.getByRole('heading', { level: 2, name: 'Address' })).toBeTruthy();
    const address = container.querySelector('address')!;
    expect(address).not.toBeNull();
    expect(address.querySelector('strong')!.textContent).toBe('Main campus');
    expect(within(address).getByText('Calle Mayor 1')).toBeTruthy();
    expect(within(address).getByText('28013 Madrid')).toBeTruthy();
  });

  it('links out to OpenStreetMap in a new tab', () => {
    renderModule(MapModule, MapSchema, fields);
    const link = screen.getByRole('link', { name: /View on the map/ });
    const href = link.getAttribute('href')!;
    expect(new URL(href).hostname).toBe('www.openstreetmap.org');
    expect(href).toContain('mlat=40.4168');
    expect(href).toContain('mlon=-3.7038');
    expect(href).toContain('#map=16/');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(link.textContent).toContain('(opens in a new tab)');
  });

  it('names the static map after the place, per locale', () => {
    renderModule(MapModule, MapSchema, fields);
    const img = screen.getByRole('img', { name: 'Map of Main campus' });
    expect(img.getAttribute('src')).toContain('/img/maps/campus.png');
    cleanup();
    renderModule(MapModule, MapSchema, fields, { context: { locale: 'es_ES' } });
    expect(screen.getByRole('img', { name: 'Mapa de Main campus' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Dirección' })).toBeTruthy();
  });

  it('keeps the interactive map behind consent: an embed URL with the marker, no iframe', () => {
    const { container } = renderModule(MapModule, MapSchema, fields);
    expect(container.querySelector('iframe')).toBeNull();
    const map = container.querySelector('[data-part="Map"]')!;
    expect(map).not.toBeNull();
    const src = map.getAttribute('data-consent-src')!;
    expect(src.startsWith('https://www.openstreetmap.org/export/embed.html?')).toBe(true);
    expect(new URL(src).searchParams.get('marker')).toBe('40.4168,-3.7038');
    expect(map.getAttribute('data-consent-title')).toBe('Map of Main campus');
    expect(within(map as HTMLElement).getByRole('button', { name: 'Accept and reload' }).hasAttribute('data-consent-accept-reload')).toBe(true);
  });

  it('refuses a latitude out of range', () => {
    expect(() => MapSchema.parse({ ...fields, latitude: 100 })).toThrow();
    expect(() => MapSchema.parse({ ...fields, longitude: 200 })).toThrow();
    expect(() => MapSchema.parse(fields)).not.toThrow();
  });
});
