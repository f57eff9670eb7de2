import { describe, expect, it } from 'vitest';
import { distributorCalls } from '../src/publish/fetch/resolve-distributors.js';
import { formatIssue, validatePage } from '../src/contract/validate-page.js';

export function samplePage(overrides: Record<string, unknown> = {}, mainModules: unknown[] = []) {
  return {
    id: 1042, title: 'Desarrollo de Aplicaciones Web', site: 1, siteSlug: 'main', locale: 'es_ES',
    path: '/daw/', fullPath: { domainUrl: 'https://www.example.edu', language: '', page: '/daw/', compose: '/daw/' },
    fullUrl: 'https://www.example.edu/daw/', isHome: false, isIndexed: true, follow: true,
    header: 10, footer: 11, modified: '2026-10-01T10:00:00.000Z', published: '2026-09-01T08:00:00.000Z',
    template: {
      templateType: 'ProgramDetail', editorID: 1,
      heroSection: { component: 'Section', name: 'Hero', editorID: 2, modules: [{ component: 'HeroText', editorID: 3, title: 'DAW' }] },
      mainSection: { component: 'Section', name: 'Main', editorID: 4, modules: mainModules },
    },
    ...overrides,
  };
}

describe('page validation', () => {
  it('refuses an event page whose date, end or time zone cannot be read, naming the field (its page, .ics and JSON-LD show them)', () => {
    const event = (content: Record<string, unknown>) => validatePage(samplePage({ structuredData: 'EVENTS', structuredDataContent: content }));
    expect(event({ startDate: '2027-01-23T10:00:00+01:00', endDate: '2027-01-23T14:00:00+01:00', timeZone: 'Europe/Madrid' }).errors).toEqual([]);
    expect(event({ startDate: '2027-01-23' }).errors).toEqual([]);
    expect(event({ startDate: 'next Saturday' }).errors).toEqual([expect.stringMatching(/^structuredDataContent\.startDate: expected an ISO 8601 date/)]);
    expect(event({ startDate: '2027-01-23T10:00:00+01:00', endDate: '2027-01-23T09:00:00+01:00' }).errors).toEqual(['structuredDataContent.endDate: must not be before startDate (2027-01-23T10:00:00+01:00)']);
    expect(event({ startDate: '2027-01-23T10:00:00+01:00', timeZone: 'Madrid' }).errors).toEqual(['structuredDataContent.timeZone: must be an IANA time zone such as "Europe/Madrid"']);
    // Other pages' content is not an event's: an article's is its own; a programme's is a programme's record.
    expect(validatePage(samplePage({ structuredData: 'NEWS', structuredDataContent: { startDate: 'September' } })).errors).toEqual([]);
    expect(validatePage(samplePage({ structuredData: 'PROGRAMS', structuredDataContent: { startDate: 'September' } })).errors).toEqual([expect.stringMatching(/^structuredDataContent\.startDate: a date written YYYY-MM-DD/)]);
  });

  it('accepts the contract example shape and fills defaults', () => {
    const result = validatePage(samplePage());
    expect(result.errors).toEqual([]);
    expect(result.page?.metaKeywords).toEqual([]);
    expect(result.page?.template.heroSection?.modules[0]).toMatchObject({ component: 'HeroText', editorID: 3, title: 'DAW', subtitle: '' });
  });

  it('drops an unpublished translation, so its path never reaches the page data or the manifest', () => {
    const result = validatePage(samplePage({ pageLanguages: [
      { pageId: 1042, languageId: 1, locale: 'es_ES', isLive: true, path: '/daw/' },
      { pageId: 2042, languageId: 2, locale: 'en_GB', isLive: false, path: '/en/secret-draft/' },
    ] }));
    expect(result.errors).toEqual([]);
    expect(result.page?.pageLanguages.map((l) => l.path)).toEqual(['/daw/']);
    expect(JSON.stringify(result.page)).not.toContain('/en/secret-draft/');
  });

  it('names the field path and the problem of a malformed page', () => {
    const result = validatePage(samplePage({ title: 42, isIndexed: 'yes' }));
    expect(result.page).toBeNull();
    expect(result.errors).toContain('title: expected string, got number');
    expect(result.errors).toContain('isIndexed: expected boolean, got string');
  });

  it('names the module and its field when a module is malformed', () => {
    const result = validatePage(samplePage({}, [{ component: 'Quote', editorID: 9, text: 7 }]));
    expect(result.errors).toEqual(['template.mainSection.modules[0] (Quote).text: expected string, got number']);
  });

  it('skips an unknown module with a warning naming it, keeping the rest of the page', () => {
    const result = validatePage(samplePage({}, [{ component: 'Hologram', editorID: 12 }, { component: 'Quote', editorID: 13, text: 'Aprender haciendo' }]));
    expect(result.errors).toEqual([]);
    expect(result.warnings).toEqual([expect.stringContaining('unknown module "Hologram" (editorID 12) at template.mainSection.modules[0] skipped')]);
    expect(result.page?.template.mainSection?.modules.map((m) => m.component)).toEqual(['Quote']);
  });

  it('refuses an unknown template, listing the known ones', () => {
    const result = validatePage(samplePage({ template: { templateType: 'Nope', editorID: 1 } }));
    expect(result.errors[0]).toMatch(/^template\.templateType: unknown template "Nope" \(known: BasicTemplate, /);
  });

  it('sanitises rich text: scripts, handlers and javascript: links are removed', () => {
    const result = validatePage(samplePage({}, [{
      component: 'RichText', editorID: 20,
      content: '<p onclick="steal()">Hola <a href="javascript:alert(1)">clic</a><script>alert(1)</script><a href="https://ok.example/" target="_blank">ok</a></p>',
    }]));
    const html = result.page?.template.mainSection?.modules[0]?.content as string;
    expect(html).toBe('<p>Hola <a>clic</a><a href="https://ok.example/" target="_blank" rel="noopener noreferrer">ok</a></p>');
  });

  it('refuses javascript: URLs in links', () => {
    const result = validatePage(samplePage({}, [{ component: 'BasicContent', editorID: 21, content: '<p>x</p>', link: { text: 'x', href: ' JavaScript:alert(1)' } }]));
    expect(result.errors).toEqual(['template.mainSection.modules[0] (BasicContent).link.href: script URLs (javascript:, vbscript:, data:) are not allowed in links']);
  });

  it('says which module and which field each problem is in (the API\'s 422 details), worded like the build', () => {
    const result = validatePage(samplePage({ isIndexed: 'yes' }, [
      { component: 'Quote', editorID: 9, text: 'Bien' },
      { component: 'Download', editorID: 31, files: [{ title: 'Folleto', url: '/a.pdf', format: 'PDF', bytes: 1 }, { title: 'B', url: 'data:text/html,x', format: 'PDF', bytes: 1 }] },
    ]));
    expect(result.issues).toEqual([
      { path: 'isIndexed', message: 'expected boolean, got string' },
      {
        path: 'template.mainSection.modules[1].files[1].url', field: 'files[1].url',
        module: { section: 'mainSection', index: 1, editorID: 31, component: 'Download' },
        message: 'script URLs (javascript:, vbscript:, data:) are not allowed in links',
      },
    ]);
    expect(result.errors).toEqual(result.issues.map(formatIssue));
    expect(result.errors[1]).toBe('template.mainSection.modules[1] (Download).files[1].url: script URLs (javascript:, vbscript:, data:) are not allowed in links');
  });

  it('finds the distributors the build asks for, with where they sit, and leaves malformed ones to validation', () => {
    const auto = { mode: 'auto', sources: [{ structuredData: 'EVENTS' }] };
    const page = samplePage({ locale: 'en_GB' }, [
      { component: 'Quote', editorID: 9, text: 'x' },
      { component: 'Events', editorID: 10, data: auto },
      { component: 'Events', editorID: 11, data: { mode: 'sideways' } },
      null,
    ]);
    const { locale, calls } = distributorCalls(page);
    expect(locale).toBe('en_GB');
    expect(calls.map(({ section, index, where, data }) => ({ section, index, where, data }))).toEqual([
      { section: 'mainSection', index: 1, where: 'template.mainSection.modules[1]', data: auto },
    ]);
    // Nothing to walk is nothing to ask for, never a crash.
    for (const raw of [null, 'page', { template: null }, { template: { mainSection: null } }]) expect(distributorCalls(raw).calls).toEqual([]);
  });
});
