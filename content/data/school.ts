import type { Bi } from './types.js';

/**
 * The school's facts, once: the address, where the map pin stands, the phone, the mailboxes and
 * the social profiles. The contact card (Map module), the contact and legal texts, the footer,
 * the landing headers, the events held on campus and the JSON-LD all read them from here, so
 * the site can only ever show one school (spec 1: one school, in two languages).
 *
 * Everything is fictional and says so where a visitor could act on it: mail goes to the
 * reserved `.example` domain (RFC 2606) and the social profiles live under that name too.
 */
export const school = {
  name: { es: 'Escuela Universitaria de Diseño, Tecnología y Empresa', en: 'University School of Design, Technology and Business' } as Bi,
  shortName: 'EDTE',
  campus: { es: 'Campus EDTE Madrid', en: 'EDTE Madrid campus' } as Bi,
  address: {
    streetAddress: 'Calle de la Innovación, 12',
    postalCode: '28040',
    locality: 'Madrid',
    region: 'Comunidad de Madrid',
    country: 'ES',
    countryName: { es: 'España', en: 'Spain' } as Bi,
  },
  /**
   * Where the pin stands: Ciudad Universitaria, the area of postal code 28040, a short walk from
   * the Moncloa interchange (which the contact text names, so it must stay near).
   */
  geo: { latitude: 40.4379, longitude: -3.7196 },
  /** Spain's numbering plan reserves no range for fiction: one number, printed one way. */
  phone: { display: '+34 910 000 000', tel: '+34910000000' },
  email: {
    admissions: 'admision@edte.example',
    press: 'prensa@edte.example',
    dpo: 'dpd@edte.example',
    accessibility: 'accesibilidad@edte.example',
  },
  /** Opening hours of the registry and admissions office (Europe/Madrid). */
  hours: { days: 'Mo-Fr', opens: '09:00', closes: '19:00' },
  /**
   * Who runs the school (the legal notice's holder: LSSI art. 10) and the university it is
   * attached to. Fictional, and written so no one can take them for a real company's: a tax id
   * and register entry of zeros, a university named as a demonstration's.
   */
  owner: {
    company: 'EDTE Formación Superior, S.L.',
    taxId: 'B00000000',
    registry: { es: 'Registro Mercantil de Madrid, tomo 0, folio 0, hoja M-000000', en: 'Madrid Companies Register, volume 0, folio 0, sheet M-000000' } as Bi,
    university: { es: 'Universidad de Demostración de Madrid', en: 'Demonstration University of Madrid' } as Bi,
    /** The agency that verified the university degrees and the master's (fictional, as the university is). */
    qualityAgency: { es: 'Agencia de Calidad Universitaria de Demostración', en: 'Demonstration Agency for University Quality' } as Bi,
  },
  /**
   * The figures the site states about the school, once (spec 1: one school; spec 3: one source
   * of truth). The home page's figures, the campus and "our DNA" pages, the families' FAQ and the
   * press release on employment all write them from here, so no page can give another number.
   * Employment is that of one cohort, from one survey, and every page stating it names the cohort.
   */
  figures: {
    /** Specialised labs on the campus. */
    labs: 14,
    /** Companies that take students on placement, set briefs or sit on juries ("more than"). */
    companies: 300,
    /** Students on the campus this year. */
    students: 1200,
    /** Per cent of the lecturers who work in their field besides teaching. */
    lecturersInIndustry: 80,
    /** The school's employment survey of its latest cohort (July of its year). */
    employment: { cohort: 2026, survey: '2026-07', inWorkAtSixMonths: 94, inTheirField: 87 },
    /** Euros a year the school gives in its own scholarships ("more than"). */
    scholarshipBudget: 400_000,
  },
  /** How a fee may be paid: in monthly instalments without interest, or at once with a discount (per cent). */
  payment: { instalments: 10, payInFullDiscount: 5 },
  /** The school's own (fictional) profiles: a profile URL on each platform, never its home page. */
  social: [
    { label: 'Instagram', href: 'https://www.instagram.com/edte.example/' },
    { label: 'LinkedIn', href: 'https://www.linkedin.com/school/edte-example/' },
    { label: 'YouTube', href: 'https://www.youtube.com/@edte-example' },
  ],
} as const;

/** "Calle de la Innovación, 12, 28040 Madrid": the one way the site writes the address in a sentence. */
export const schoolAddressLine = `${school.address.streetAddress}, ${school.address.postalCode} ${school.address.locality}`;

/** The address as the Map module's lines. */
export const schoolAddressLines = (lang: 'es' | 'en') => [school.address.streetAddress, `${school.address.postalCode} ${school.address.locality}`, school.address.countryName[lang]];

/** What the footer carries about the school (templates read it for the page and the JSON-LD). */
export const schoolContact = (lang: 'es' | 'en') => ({
  name: school.name[lang],
  streetAddress: school.address.streetAddress,
  postalCode: school.address.postalCode,
  locality: school.address.locality,
  region: school.address.region,
  country: school.address.country,
  latitude: school.geo.latitude,
  longitude: school.geo.longitude,
  phone: school.phone.display,
  email: school.email.admissions,
});
