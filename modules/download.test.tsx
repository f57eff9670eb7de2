// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Download, DownloadSchema, formatBytes } from './download.js';
import { renderModule } from './test-helpers.js';

afterEach(cleanup);

describe('Download', () => {
  const files = [
    { title: 'Programme brochure', url: '/files/brochure.pdf', format: 'pdf', bytes: 1234567 },
    { title: 'Application form', url: '/files/form.docx', format: 'DOCX', bytes: 737 },
  ];

  it('formats sizes per locale, never below 1 KB', () => {
    expect(formatBytes(1234567, 'es_ES')).toBe('1,2 MB');
    expect(formatBytes(1234567, 'en_GB')).toBe('1.2 MB');
    expect(formatBytes(737, 'en_GB')).toBe('1 KB');
    expect(formatBytes(0, 'es_ES')).toBe('1 KB');
    expect(formatBytes(45600, 'es_ES')).toBe('45,6 KB');
  });

  it('renders each file as a download link with its format and size (en_GB)', () => {
    const { container } = renderModule(Download, DownloadSchema, { files }, { name: 'Download', editorID: 9 });
    const root = container.firstElementChild!;
    expect(root.getAttribute('data-module')).toBe('Download');
    expect(root.getAttribute('data-editor-id')).toBe('9');
    expect(screen.getByRole('heading', { level: 2, name: 'Downloads' })).toBeTruthy();
    const links = container.querySelectorAll('a');
    expect(links).toHaveLength(2);
    expect([...links].every((a) => a.hasAttribute('download'))).toBe(true);
    expect(links[0]!.getAttribute('href')).toBe('/files/brochure.pdf');
    expect(links[0]!.querySelector('.download__title')!.textContent).toBe('Programme brochure');
    expect(links[0]!.querySelector('.download__meta')!.textContent).toBe('PDF, 1.2 MB');
    expect(links[1]!.querySelector('.download__meta')!.textContent).toBe('DOCX, 1 KB');
  });

  it('uses the Spanish default heading and decimal comma in es_ES, and a given title otherwise', () => {
    const { container } = renderModule(Download, DownloadSchema, { files }, { context: { locale: 'es_ES' } });
    expect(screen.getByRole('heading', { level: 2, name: 'Descargas' })).toBeTruthy();
    expect(container.querySelector('.download__meta')!.textContent).toBe('PDF, 1,2 MB');
    cleanup();
    renderModule(Download, DownloadSchema, { title: 'Regulations', files });
    expect(screen.getByRole('heading', { level: 2, name: 'Regulations' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Downloads' })).toBeNull();
  });

  it('refuses a javascript: url and an empty list of files', () => {
    expect(() => DownloadSchema.parse({ files: [{ ...files[0], url: 'javascript:alert(1)' }] })).toThrow();
    expect(() => DownloadSchema.parse({ files: [] })).toThrow();
    expect(() => DownloadSchema.parse({ files })).not.toThrow();
  });
});
