// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LogoCollection, LogoCollectionSchema } from './logo-collection.js';
import { renderModule } from './test-helpers.js';

afterEach(cleanup);

describe('LogoCollection', () => {
  const logos = [
    { name: 'European Commission', image: { url: '/img/logos/ec.png', width: 400, height: 200, alt: '' } },
    { name: 'Design Council', image: { url: '/img/logos/dc.png', width: 300, height: 150, alt: 'logo' }, link: { href: 'https://designcouncil.example', newTab: true } },
    { name: 'City Hall', image: { url: '/img/logos/ch.png', width: 300, height: 150 }, link: { href: 'https://cityhall.example' } },
  ];

  it('renders each logo as a card named in text after the organisation, its image decorative', () => {
    const { container } = renderModule(LogoCollection, LogoCollectionSchema, { logos }, { name: 'LogoCollection', editorID: 15 });
    const root = container.firstElementChild!;
    expect(root.getAttribute('data-module')).toBe('LogoCollection');
    expect(root.getAttribute('data-editor-id')).toBe('15');
    expect(screen.getByRole('heading', { level: 2, name: 'Partners' })).toBeTruthy();
    const cards = container.querySelectorAll('[data-part="LogoCollectionCard"]');
    expect(cards).toHaveLength(3);
    expect([...cards].map((c) => c.querySelector('.logo-card__name')!.textContent)).toEqual(['European Commission', 'Design Council', 'City Hall']);
    // The name is the card's text: the image repeating it would be read twice.
    expect([...cards].map((c) => c.querySelector('img')!.getAttribute('alt'))).toEqual(['', '', '']);
  });

  it('opens a new-tab logo link with target=_blank and rel noopener; others stay in the tab', () => {
    renderModule(LogoCollection, LogoCollectionSchema, { logos });
    const newTab = screen.getByRole('link', { name: 'Design Council' });
    expect(newTab.getAttribute('href')).toBe('https://designcouncil.example');
    expect(newTab.getAttribute('target')).toBe('_blank');
    expect(newTab.getAttribute('rel')).toContain('noopener');
    const sameTab = screen.getByRole('link', { name: 'City Hall' });
    expect(sameTab.hasAttribute('target')).toBe(false);
    expect(screen.queryByRole('link', { name: 'European Commission' })).toBeNull();
  });

  it('with showNames off (wordmarks that spell the names), keeps each name for screen readers only', () => {
    const { container } = renderModule(LogoCollection, LogoCollectionSchema, { logos, showNames: false });
    const names = [...container.querySelectorAll('.logo-card__name')];
    expect(names.map((n) => n.textContent)).toEqual(['European Commission', 'Design Council', 'City Hall']);
    expect(names.every((n) => n.classList.contains('visually-hidden'))).toBe(true);
    // The link still has the organisation's name.
    expect(screen.getByRole('link', { name: 'Design Council' })).toBeTruthy();
  });

  it('uses the Spanish default heading and refuses an empty collection', () => {
    renderModule(LogoCollection, LogoCollectionSchema, { logos }, { context: { locale: 'es_ES' } });
    expect(screen.getByRole('heading', { level: 2, name: 'Entidades colaboradoras' })).toBeTruthy();
    expect(() => LogoCollectionSchema.parse({ logos: [] })).toThrow();
  });
});
