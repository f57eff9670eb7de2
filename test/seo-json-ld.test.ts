import { describe, expect, it } from 'vitest';
import { articleOf } from '../templates/seo/article.js';
import { breadcrumbListOf } from '../templates/seo/breadcrumb-list.js';
import { collegeOrUniversityOf } from '../templates/seo/college-or-university.js';
import { courseOf, educationalOccupationalProgramOf } from '../templates/seo/educational-occupational-program.js';
import { eventOf } from '../templates/seo/event.js';
import { faqPageOf } from '../templates/seo/faq-page.js';
import { serializeJsonLd } from '../templates/seo/json-ld.js';
import { profilePageOf } from '../templates/seo/profile-page.js';
import { seoContextOf } from '../templates/seo/seo-context.js';
import { structuredDataOf } from '../templates/seo/structured-data.js';
import { seoPage, seoSite } from './helpers/seo-page.js';

const ctxOf = (overrides: Record<string, unknown> = {}, main: unknown[] = []) => seoContextOf({ page: seoPage(overrides, main), site: seoSite, imageHost: '/_img' });
const school = { '@type': 'CollegeOrUniversity', '@id': 'https://www.example.edu/#organization', name: seoSite.name, url: 'https://www.example.edu/' };
const IMAGE = 'https://www.example.edu/_img/c_cover/q_75/w_1200/h_630/p_center/t_none/f_jpeg/img/demo/programs/daw.jpg';
/** What the browser's JSON parser would read back from the script element. */
const roundTrip = (nodes: Parameters<typeof serializeJsonLd>[0]) => JSON.parse(serializeJsonLd(nodes)) as { '@context': string; '@graph': Record<string, unknown>[] };

describe('JSON-LD serialisation (escaped for HTML)', () => {
  it('hostile CMS text cannot close the script element, and reads back unchanged', () => {
    const hostile = '</script><script>alert(1)</script> & \u2028\u2029 <!--';
    const json = serializeJsonLd([{ '@type': 'Thing', name: hostile }]);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(json).toContain('\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e \\u0026 \\u2028\\u2029 \\u003c!--');
    expect(roundTrip([{ '@type': 'Thing', name: hostile }])).toEqual({ '@context': 'https://schema.org', '@graph': [{ '@type': 'Thing', name: hostile }] });
  });

  it('escapes hostile text wherever it comes from (title, FAQ, breadcrumb) in a whole page graph', () => {
    const evil = '</script><script>alert(1)</script>';
    const ctx = ctxOf({ title: evil, breadcrumb: [{ label: evil, path: '/' }, { label: 'x', path: '/x/' }] }, [{ component: 'FAQ', editorID: 9, items: [{ question: evil, answer: '<p>ok</p>' }] }]);
    const json = serializeJsonLd(structuredDataOf(ctx, null));
    expect(json.toLowerCase()).not.toContain('</script');
    expect(JSON.stringify(JSON.parse(json))).toContain(evil);
  });
});

describe('structured-data builders (spec 3: the page\'s structuredData)', () => {
  it('EducationalOccupationalProgram: duration, credits, mode, credential, start date, fee per academic year; no inLanguage (not a property of a programme)', () => {
    expect(educationalOccupationalProgramOf(ctxOf())).toEqual({
      '@type': 'EducationalOccupationalProgram',
      '@id': 'https://www.example.edu/daw/#program',
      name: 'Desarrollo de Aplicaciones Web',
      description: 'Aprende a crear aplicaciones web.',
      url: 'https://www.example.edu/daw/',
      image: IMAGE,
      provider: school,
      timeToComplete: 'P2Y',
      numberOfCredits: { '@type': 'QuantitativeValue', value: 120, unitText: 'ECTS' },
      educationalProgramMode: 'onsite',
      educationalCredentialAwarded: 'Título oficial de Técnico Superior en DAW',
      maximumEnrollment: 30,
      startDate: '2027-09-13',
      offers: {
        '@type': 'Offer', category: 'Paid', price: 6400, priceCurrency: 'EUR',
        priceSpecification: { '@type': 'UnitPriceSpecification', price: 6400, priceCurrency: 'EUR', unitText: 'curso académico 2027-2028' },
      },
      hasCourse: { '@id': 'https://www.example.edu/daw/#course' },
    });
  });

  it('Course: provider, offer and a CourseInstance with mode, the campus address (from the footer) and start date', () => {
    const footer = { social: [], contact: { streetAddress: 'Calle Mayor, 1', postalCode: '28013', locality: 'Madrid', country: 'ES' } } as unknown as Parameters<typeof courseOf>[1];
    const course = courseOf(ctxOf(), footer);
    expect(course).toMatchObject({
      '@type': 'Course', '@id': 'https://www.example.edu/daw/#course', name: 'Desarrollo de Aplicaciones Web', provider: school,
      offers: { '@type': 'Offer', price: 6400, priceCurrency: 'EUR' },
      hasCourseInstance: {
        '@type': 'CourseInstance', courseMode: 'onsite', startDate: '2027-09-13',
        location: { '@type': 'Place', address: { '@type': 'PostalAddress', streetAddress: 'Calle Mayor, 1', postalCode: '28013', addressLocality: 'Madrid', addressCountry: 'ES' } },
      },
    });
    // The page's language is not the language the course is taught in.
    expect(course).not.toHaveProperty('inLanguage');
    const online = courseOf(ctxOf({ structuredDataContent: { mode: 'online', startDate: '2027-10-01' } }), footer);
    expect(online.hasCourseInstance).toEqual({ '@type': 'CourseInstance', courseMode: 'online', startDate: '2027-10-01' });
  });

  it('a programme without CMS facts invents none', () => {
    const node = roundTrip([educationalOccupationalProgramOf(ctxOf({ structuredDataContent: null }))])['@graph'][0]!;
    expect(Object.keys(node).sort()).toEqual(['@id', '@type', 'description', 'hasCourse', 'image', 'name', 'provider', 'url']);
  });

  it('Event: an on-campus event has a Place with its address; an online one a VirtualLocation', () => {
    const onCampus = eventOf(ctxOf({ structuredData: 'EVENTS', structuredDataContent: { date: '2027-01-23', location: 'Aula magna', attendanceMode: 'offline', locality: 'Madrid', country: 'ES' } }));
    expect(onCampus).toMatchObject({
      '@type': 'Event', name: 'Desarrollo de Aplicaciones Web', startDate: '2027-01-23',
      eventStatus: 'https://schema.org/EventScheduled', eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: { '@type': 'Place', name: 'Aula magna', address: { '@type': 'PostalAddress', addressLocality: 'Madrid', addressCountry: 'ES' } },
      organizer: school, image: IMAGE,
    });
    const online = eventOf(ctxOf({ structuredData: 'EVENTS', structuredDataContent: { date: '2026-11-19', location: 'En línea', attendanceMode: 'online' } }));
    expect(online).toMatchObject({ eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode', location: { '@type': 'VirtualLocation', url: 'https://www.example.edu/daw/' } });
  });

  it('Event: start and end as instants with their offset, the street address, the platform of an online one, and whether registration is open', () => {
    const timed = eventOf(ctxOf({ structuredData: 'EVENTS', structuredDataContent: {
      startDate: '2027-02-20T10:00:00+01:00', endDate: '2027-02-20T13:00:00+01:00', location: 'Laboratorio', attendanceMode: 'offline',
      streetAddress: 'Calle Mayor, 1', postalCode: '28013', locality: 'Madrid', country: 'ES', registration: 'closed',
    } }));
    expect(timed).toMatchObject({
      startDate: '2027-02-20T10:00:00+01:00', endDate: '2027-02-20T13:00:00+01:00',
      location: { '@type': 'Place', name: 'Laboratorio', address: { '@type': 'PostalAddress', streetAddress: 'Calle Mayor, 1', postalCode: '28013', addressLocality: 'Madrid', addressCountry: 'ES' } },
      offers: { '@type': 'Offer', url: 'https://www.example.edu/daw/', availability: 'https://schema.org/SoldOut', validThrough: '2027-02-20T10:00:00+01:00' },
    });
    const online = eventOf(ctxOf({ structuredData: 'EVENTS', structuredDataContent: { startDate: '2027-01-28T18:00:00+01:00', endDate: '2027-01-28T19:00:00+01:00', attendanceMode: 'online', platform: 'Zoom', registration: 'open' } }));
    expect(online).toMatchObject({ location: { '@type': 'VirtualLocation', name: 'Zoom' }, offers: { availability: 'https://schema.org/InStock' } });
    // Without a registration state there is no offer to describe.
    expect(eventOf(ctxOf({ structuredData: 'EVENTS', structuredDataContent: { date: '2027-01-23' } }))).not.toHaveProperty('offers.availability');
  });

  it('NewsArticle / BlogPosting: headline, image, dates; the school as author, or a named Person', () => {
    const news = articleOf(ctxOf({ structuredData: 'NEWS', structuredDataContent: { datePublished: '2026-08-30T10:00:00.000Z', author: 'EDTE', topic: 'IA' } }), 'NewsArticle');
    expect(news).toMatchObject({
      '@type': 'NewsArticle', headline: 'Desarrollo de Aplicaciones Web', image: [IMAGE],
      datePublished: '2026-08-30T10:00:00.000Z', dateModified: '2026-10-01T10:00:00.000Z', author: school, publisher: school, articleSection: 'IA',
    });
    const post = articleOf(ctxOf({ structuredData: 'BLOG', title: 'x'.repeat(150), structuredDataContent: { author: 'Lucía Serrano' } }), 'BlogPosting');
    expect(post).toMatchObject({ '@type': 'BlogPosting', author: { '@type': 'Person', name: 'Lucía Serrano' }, datePublished: '2026-09-01T08:00:00.000Z' });
    expect((post.headline as string).length).toBe(110);
  });

  it('ProfilePage with the Person as mainEntity', () => {
    const profile = profilePageOf(ctxOf({ structuredData: 'TEACHERS', title: 'Lucía Peña', structuredDataContent: { name: 'Lucía Peña', jobTitle: 'Profesora de Animación 3D', area: 'Animación' } }));
    expect(profile).toMatchObject({
      '@type': 'ProfilePage', dateCreated: '2026-09-01T08:00:00.000Z', dateModified: '2026-10-01T10:00:00.000Z',
      mainEntity: { '@type': 'Person', name: 'Lucía Peña', jobTitle: 'Profesora de Animación 3D', knowsAbout: 'Animación', image: IMAGE, worksFor: school },
    });
  });

  it('BreadcrumbList: positions from 1 and absolute item URLs; none for a trail of one', () => {
    expect(breadcrumbListOf(ctxOf())).toEqual({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Inicio', item: 'https://www.example.edu/' },
        { '@type': 'ListItem', position: 2, name: 'Estudios', item: 'https://www.example.edu/estudios/' },
        { '@type': 'ListItem', position: 3, name: 'DAW', item: 'https://www.example.edu/daw/' },
      ],
    });
    expect(breadcrumbListOf(ctxOf({ breadcrumb: [{ label: 'Inicio', path: '/' }] }))).toBeNull();
  });

  it('FAQPage gathers every FAQ module of the page into one; none without FAQ', () => {
    const faq = (items: { question: string; answer: string }[], editorID: number) => ({ component: 'FAQ', editorID, items });
    const node = faqPageOf(ctxOf({}, [faq([{ question: '¿Hay becas?', answer: '<p>Sí.</p>' }], 9), faq([{ question: '¿Es oficial?', answer: '<p>Sí, es oficial.</p>' }], 10)]));
    expect(node).toEqual({
      '@type': 'FAQPage', url: 'https://www.example.edu/daw/',
      mainEntity: [
        { '@type': 'Question', name: '¿Hay becas?', acceptedAnswer: { '@type': 'Answer', text: '<p>Sí.</p>' } },
        { '@type': 'Question', name: '¿Es oficial?', acceptedAnswer: { '@type': 'Answer', text: '<p>Sí, es oficial.</p>' } },
      ],
    });
    expect(faqPageOf(ctxOf())).toBeNull();
  });

  it('CollegeOrUniversity: the school with logo and its https social profiles (never the site itself)', () => {
    const ctx = ctxOf({ isHome: true, path: '/', fullUrl: 'https://www.example.edu/', structuredData: null, breadcrumb: [] });
    const footer = { social: [
      { label: 'Instagram', url: { href: 'https://www.instagram.com/edte/' } }, { label: 'Bad', url: { href: 'http://insecure.example/' } },
      { label: 'Blog', url: { href: 'https://www.example.edu/blog/' } }, { label: 'Home', url: { href: 'https://example.edu/' } },
    ] } as unknown as Parameters<typeof collegeOrUniversityOf>[1];
    expect(collegeOrUniversityOf(ctx, footer)).toEqual({
      ...school, description: 'Aprende a crear aplicaciones web.', logo: 'https://www.example.edu/favicon.svg', image: IMAGE, sameAs: ['https://www.instagram.com/edte/'],
    });
  });

  it('CollegeOrUniversity: the address, pin, phone and mailbox the footer prints, as PostalAddress, GeoCoordinates and an admissions ContactPoint', () => {
    const ctx = ctxOf({ isHome: true, path: '/', fullUrl: 'https://www.example.edu/', structuredData: null, breadcrumb: [] });
    const footer = { social: [], contact: {
      streetAddress: 'Calle Mayor, 1', postalCode: '28013', locality: 'Madrid', region: 'Comunidad de Madrid', country: 'ES',
      latitude: 40.4155, longitude: -3.7074, phone: '+34 910 000 000', email: 'admision@school.example',
    } } as unknown as Parameters<typeof collegeOrUniversityOf>[1];
    expect(collegeOrUniversityOf(ctx, footer)).toMatchObject({
      address: { '@type': 'PostalAddress', streetAddress: 'Calle Mayor, 1', postalCode: '28013', addressLocality: 'Madrid', addressRegion: 'Comunidad de Madrid', addressCountry: 'ES' },
      geo: { '@type': 'GeoCoordinates', latitude: 40.4155, longitude: -3.7074 },
      telephone: '+34 910 000 000',
      contactPoint: { '@type': 'ContactPoint', contactType: 'admissions', telephone: '+34 910 000 000', email: 'admision@school.example', availableLanguage: ['es-ES', 'en-GB'] },
    });
  });

  it('a page gets the nodes of its kind: home → school; programme → program + FAQ + trail; CMS JSON-LD kept as is', () => {
    const types = (ctx: ReturnType<typeof ctxOf>) => structuredDataOf(ctx, null).map((n) => n['@type']);
    expect(types(ctxOf({ isHome: true, structuredData: null, breadcrumb: [] }))).toEqual(['CollegeOrUniversity']);
    expect(types(ctxOf({}, [{ component: 'FAQ', editorID: 9, items: [{ question: 'Q', answer: '<p>A</p>' }] }]))).toEqual(['EducationalOccupationalProgram', 'Course', 'FAQPage', 'BreadcrumbList']);
    expect(types(ctxOf({ structuredData: 'NEWS' }))).toEqual(['NewsArticle', 'BreadcrumbList']);
    expect(types(ctxOf({ structuredData: 'PRESS' }))).toEqual(['NewsArticle', 'BreadcrumbList']);
    expect(types(ctxOf({ structuredData: 'BLOG' }))).toEqual(['BlogPosting', 'BreadcrumbList']);
    expect(types(ctxOf({ structuredData: 'TEACHERS' }))).toEqual(['ProfilePage', 'BreadcrumbList']);
    expect(types(ctxOf({ structuredData: 'EVENTS' }))).toEqual(['Event', 'BreadcrumbList']);
    const cms = structuredDataOf(ctxOf({ structuredData: null, structuredDataContent: { '@context': 'https://schema.org', '@type': 'Course', name: 'Curso de verano' } }), null);
    expect(cms.at(-1)).toEqual({ '@type': 'Course', name: 'Curso de verano' });
  });
});
