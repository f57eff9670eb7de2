import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import PDFDocument from 'pdfkit';
import { demoIllustration, type IllustrationKind } from './artwork/demo-illustrations.js';
import { programKind } from './demo-images.js';
import { LOGO_SHAPE } from '../modules/logo.js';
import { shiftYears } from './calendar.js';
import { formatDate, formatMoney, formatNumber, formatPercent } from '../modules/locale-format.js';
import type { Bi, ProgramFacts, Scholarship } from './data/types.js';
import { school, schoolAddressLine } from './data/school.js';

/**
 * The demo's downloads (spec 2, the FP catalogues page and each programme page): real PDF
 * documents made at seed time from the same data as the pages, so a brochure never says
 * something its programme page does not. pdfkit (a maintained PDF library already used by the
 * project) writes them in the site's identity: its typefaces (Inter for text, Space Grotesk for
 * titles, the same @fontsource files the site serves, embedded as subsets), its colours (the
 * brand blue, the footer's night) and, on the cover, the programme's own picture as its page
 * shows it, drawn by the demo's artwork and rasterised with sharp.
 *
 * Same bytes every seed: the document dates are the seed's fixed date, and pdfkit derives the
 * file ID from the document info (dates included), never from the clock or a random source.
 */

type Lang = 'es' | 'en';
const LOCALE = { es: 'es_ES', en: 'en_GB' } as const;

/** The school's contact block, from the one source of the school's facts (data/school.ts). */
export const SCHOOL_CONTACT = {
  name: { es: `${school.name.es} (${school.shortName})`, en: `${school.name.en} (${school.shortName})` },
  address: schoolAddressLine,
  phone: school.phone.display,
  email: school.email.admissions,
  web: 'https://www.edte.example',
};

/** A download the seed publishes: its site path and its bytes. */
export interface GeneratedFile { url: string; bytes: Buffer }

const slugOfPath = (path: string) => path.replace(/^\/(en\/)?/, '').replace(/\/$/, '');

/** Where a programme's brochure lives, in each language (the programme page links it). */
export function brochureUrl(p: ProgramFacts, lang: Lang): string {
  return lang === 'es' ? `/descargas/folleto-${slugOfPath(p.pathEs)}.pdf` : `/descargas/brochure-${slugOfPath(p.pathEn)}.pdf`;
}
export const CATALOGUE_URL: Record<Lang, string> = { es: '/descargas/catalogo-fp-2027-2028.pdf', en: '/descargas/vocational-brochure-2027-2028.pdf' };
export const SCHOLARSHIP_RULES_URL: Record<Lang, string> = { es: '/descargas/normativa-becas.pdf', en: '/descargas/scholarship-regulations.pdf' };

/** The document info's strings: Intl's narrow no-break space (U+202F) as an ordinary one, which every PDF reader shows. */
const ansi = (text: string) => text.replace(/\u202f/g, '\u00a0');

const KIND: Record<ProgramFacts['programType'], Bi> = {
  FP: { es: 'Formación Profesional de grado superior', en: 'Higher vocational training (FP)' },
  DEGREE: { es: 'Grado universitario', en: 'Bachelor’s degree' },
  MASTER: { es: 'Máster universitario', en: 'Master’s degree' },
};

const WORDS = {
  duration: { es: 'Duración', en: 'Duration' },
  hours: { es: 'Horas', en: 'Hours' },
  mode: { es: 'Modalidad', en: 'Mode of study' },
  start: { es: 'Inicio', en: 'Start date' },
  price: { es: 'Precio por curso', en: 'Price per academic year' },
  reservation: { es: 'Reserva de plaza (se descuenta del primer curso)', en: 'Reservation fee (deducted from the first year)' },
  places: { es: 'Plazas', en: 'Places' },
  credential: { es: 'Titulación', en: 'Qualification' },
  about: { es: 'Sobre el programa', en: 'About the programme' },
  plan: { es: 'Plan de estudios', en: 'Study plan' },
  subject: { es: 'Asignatura', en: 'Subject' },
  total: { es: 'Total', en: 'Total' },
  careers: { es: 'Salidas profesionales', en: 'Career opportunities' },
  requirements: { es: 'Requisitos de acceso', en: 'Entry requirements' },
  admission: { es: 'Proceso de admisión', en: 'Admission process' },
  contact: { es: 'Contacto', en: 'Contact' },
  page: { es: 'Página del programa', en: 'Programme page' },
  brochure: { es: 'Folleto', en: 'Brochure' },
} satisfies Record<string, Bi>;

const MARGIN = 56;
// The site's colours (templates' custom properties --ink, --muted, --brand, --night, --soft, --line).
const INK = '#14161a';
const MUTED = '#4a5160';
const ACCENT = '#0b4f9c';
const NIGHT = '#0f1a2e';
const ON_NIGHT = '#cfe0ff';
const SOFT = '#f3f4f7';
const LINE = '#dde1e8';

/** The site's typefaces, by the names the documents use (src/publish/write/site-fonts.ts serves the same files). */
const FONT = { text: 'Inter', strong: 'Inter-SemiBold', display: 'SpaceGrotesk-Bold' } as const;
const require = createRequire(import.meta.url);
let fontFiles: Promise<Record<keyof typeof FONT, Buffer>> | undefined;
/** What the documents write: Latin-1 and the punctuation Spanish and English use (’ “ ” – — … € •). */
const PDF_CHARACTERS = [...Array.from({ length: 0x5f }, (_, i) => String.fromCharCode(0x20 + i)), ...Array.from({ length: 0x60 }, (_, i) => String.fromCharCode(0xa0 + i)), '‘’“”–—…€•\u202f'].join('');

/**
 * The typefaces as small TrueType subsets, made once per process with harfbuzz (subset-font, as
 * the site's own fonts are): only the characters above and kerning. The whole faces' contextual
 * features made fontkit parse and apply dozens of lookups for every word of every document.
 */
function loadFonts(): Promise<Record<keyof typeof FONT, Buffer>> {
  const file = async (pkg: string, weight: number, stem: string) => {
    const { default: subsetFont } = await import('subset-font');
    const source = readFileSync(join(dirname(require.resolve(`${pkg}/${weight}.css`)), 'files', `${stem}.woff2`));
    return subsetFont(source, PDF_CHARACTERS, { targetFormat: 'sfnt', keepFeatures: ['kern'] });
  };
  return fontFiles ??= (async () => ({
    text: await file('@fontsource/inter', 400, 'inter-latin-400-normal'),
    strong: await file('@fontsource/inter', 600, 'inter-latin-600-normal'),
    display: await file('@fontsource/space-grotesk', 700, 'space-grotesk-latin-700-normal'),
  }))();
}

/** The cover's picture: A4's width by COVER_HEIGHT points, drawn at twice that in pixels. */
const COVER_HEIGHT = 230;
const COVER_BAND = 64;
/** The brand palette of the demo's drawings (content/artwork/demo-illustrations.ts, variant 0): every cover in the school's blue. */
const COVER_VARIANT = 0;
/** The catalogue shows the campus; the scholarship rules, the scholarships' picture. */
const CATALOGUE_COVER: IllustrationKind = 'campus-building';
const RULES_COVER: IllustrationKind = 'scholarship';
/** Covers as JPEG, by kind. */
export type Covers = ReadonlyMap<IllustrationKind, Buffer>;
type Typefaces = Awaited<ReturnType<typeof loadFonts>>;
/** What every document is made with: the cover pictures and the typefaces. */
export interface Materials { covers: Covers; fonts: Typefaces }

async function drawCovers(kinds: Iterable<IllustrationKind>): Promise<Covers> {
  const { default: sharp } = await import('sharp');
  const out = new Map<IllustrationKind, Buffer>();
  for (const kind of new Set(kinds)) {
    const svg = demoIllustration(kind, COVER_VARIANT, 'card', 1191, COVER_HEIGHT * 2);
    out.set(kind, await sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer());
  }
  return out;
}

/** A new A4 document whose bytes depend only on its content and `date`. */
function newDocument(info: { title: string; subject: string; keywords: string[] }, lang: Lang, date: Date, files: Typefaces) {
  const doc = new PDFDocument({
    size: 'A4', margin: MARGIN, lang: lang === 'es' ? 'es-ES' : 'en-GB', displayTitle: true, bufferPages: true,
    info: { Title: ansi(info.title), Author: 'EDTE', Subject: ansi(info.subject), Keywords: ansi(info.keywords.join(', ')), CreationDate: date, ModDate: date },
  });
  for (const key of Object.keys(FONT) as (keyof typeof FONT)[]) doc.registerFont(FONT[key], files[key]);
  return doc.font(FONT.text);
}

/** Ends the document and returns its bytes (pdfkit writes synchronously into its stream buffer). */
function finish(doc: PDFKit.PDFDocument, lang: Lang, running: string): Buffer {
  // Running footer on every page: the document and "page n of m".
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.height - MARGIN + 16;
    const previous = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.moveTo(MARGIN, bottom - 8).lineTo(doc.page.width - MARGIN, bottom - 8).lineWidth(0.6).strokeColor(LINE).stroke();
    doc.font(FONT.text).fontSize(8).fillColor(MUTED)
      .text(`${running} · ${lang === 'es' ? 'Página' : 'Page'} ${i + 1} ${lang === 'es' ? 'de' : 'of'} ${range.count}`, MARGIN, bottom, { width: doc.page.width - 2 * MARGIN, align: 'center', lineBreak: false });
    doc.page.margins.bottom = previous;
  }
  doc.end();
  const chunks: Buffer[] = [];
  let chunk: Buffer | null;
  while ((chunk = doc.read() as Buffer | null) !== null) chunks.push(chunk);
  return Buffer.concat(chunks);
}

const contentWidth = (doc: PDFKit.PDFDocument) => doc.page.width - 2 * MARGIN;

/** Starts a new page when fewer than `needed` points are left. */
function room(doc: PDFKit.PDFDocument, needed: number) {
  if (doc.y + needed > doc.page.height - MARGIN - 24) doc.addPage();
}

/** A section's heading, never alone at a page's foot: `keep` is the height of what must follow it on the same page. */
function heading(doc: PDFKit.PDFDocument, text: string, keep = 30) {
  room(doc, 30 + keep);
  doc.moveDown(1).font(FONT.display).fontSize(14).fillColor(ACCENT).text(text, MARGIN, doc.y, { width: contentWidth(doc) });
  doc.moveDown(0.35).fillColor(INK);
}

function paragraph(doc: PDFKit.PDFDocument, text: string) {
  room(doc, 30);
  doc.font(FONT.text).fontSize(9.5).fillColor(INK).text(text, MARGIN, doc.y, { width: contentWidth(doc), lineGap: 2.5 });
  doc.moveDown(0.4);
}

function bullets(doc: PDFKit.PDFDocument, items: string[], numbered = false) {
  items.forEach((item, i) => {
    room(doc, 24);
    const y = doc.y;
    doc.font(FONT.strong).fontSize(9.5).fillColor(ACCENT).text(numbered ? `${i + 1}.` : '•', MARGIN, y, { width: 16 });
    doc.font(FONT.text).fillColor(INK).text(item, MARGIN + 16, y, { width: contentWidth(doc) - 16, lineGap: 2.5 });
    doc.moveDown(0.25);
  });
}

const PANEL = { labelWidth: 160, pad: 12 };

/** Each row's height and the whole panel's, as factRows sets them. */
function measureRows(doc: PDFKit.PDFDocument, rows: [string, string][]): { heights: number[]; total: number } {
  const valueWidth = contentWidth(doc) - PANEL.labelWidth - 2 * PANEL.pad;
  const heights = rows.map(([label, value]) => Math.max(
    doc.font(FONT.strong).fontSize(9.5).heightOfString(label, { width: PANEL.labelWidth - 8 }),
    doc.font(FONT.text).fontSize(9.5).heightOfString(value, { width: valueWidth }),
  ) + 5);
  return { heights, total: heights.reduce((sum, h) => sum + h, 0) + 2 * PANEL.pad - 5 };
}

/** Label and value rows, the label in a narrow column, on the site's soft panel (its facts block). */
function factRows(doc: PDFKit.PDFDocument, rows: [string, string][]) {
  const { labelWidth, pad } = PANEL;
  const valueWidth = contentWidth(doc) - labelWidth - 2 * pad;
  const { heights, total } = measureRows(doc, rows);
  // A panel that fits on the page is drawn whole; a longer one runs on row by row without it.
  const panel = total < doc.page.height - 2 * MARGIN - 24;
  if (panel) {
    room(doc, total);
    doc.roundedRect(MARGIN, doc.y, contentWidth(doc), total, 8).fill(SOFT);
    doc.y += pad;
  }
  rows.forEach(([label, value], i) => {
    room(doc, heights[i]!);
    const y = doc.y;
    doc.font(FONT.strong).fontSize(9.5).fillColor(MUTED).text(label, MARGIN + pad, y, { width: labelWidth - 8 });
    doc.font(FONT.text).fillColor(INK).text(value, MARGIN + pad + labelWidth, y, { width: valueWidth });
    doc.y = y + heights[i]!;
  });
  if (panel) doc.y += pad - 5;
  doc.x = MARGIN;
}

/** A table of subjects and their hours or credits, with the year's total underneath. */
function subjectTable(doc: PDFKit.PDFDocument, caption: string, unit: string, rows: [string, number][], lang: Lang) {
  const width = contentWidth(doc);
  const numberWidth = 70;
  room(doc, 60);
  doc.font(FONT.strong).fontSize(10.5).fillColor(INK).text(caption, MARGIN, doc.y, { width });
  doc.moveDown(0.2);
  const row = (name: string, value: string, bold: boolean) => {
    room(doc, 18);
    const y = doc.y;
    doc.font(bold ? FONT.strong : FONT.text).fontSize(9).fillColor(bold ? MUTED : INK).text(name, MARGIN, y, { width: width - numberWidth - 8 });
    const after = doc.y;
    doc.text(value, MARGIN + width - numberWidth, y, { width: numberWidth, align: 'right' });
    doc.y = Math.max(after, doc.y) + 2;
    doc.moveTo(MARGIN, doc.y).lineTo(MARGIN + width, doc.y).lineWidth(0.5).strokeColor(LINE).stroke();
    doc.y += 3;
  };
  row(WORDS.subject[lang], unit, true);
  for (const [name, value] of rows) row(name, formatNumber(value, LOCALE[lang]), false);
  row(WORDS.total[lang], formatNumber(rows.reduce((sum, [, v]) => sum + v, 0), LOCALE[lang]), true);
  doc.moveDown(0.5);
}

/**
 * The first page's head, as the site's pages open: the school's logo on the footer's night, the
 * picture of the subject across the page, then the kicker and the title.
 */
function cover(doc: PDFKit.PDFDocument, lang: Lang, picture: Buffer, kicker: string, title: string, subtitle?: string) {
  const width = doc.page.width;
  doc.rect(0, 0, width, COVER_BAND).fill(NIGHT);
  logo(doc, MARGIN, (COVER_BAND - 24) / 2, 0.6);
  doc.font(FONT.text).fontSize(8.5).fillColor(ON_NIGHT)
    .text(SCHOOL_CONTACT.name[lang], MARGIN + 100, COVER_BAND / 2 - 5, { width: width - 2 * MARGIN - 100, align: 'right', lineBreak: false });
  doc.image(picture, 0, COVER_BAND, { width, height: COVER_HEIGHT });
  doc.y = COVER_BAND + COVER_HEIGHT + 30;
  doc.font(FONT.strong).fontSize(8.5).fillColor(ACCENT).text(kicker.toUpperCase(), MARGIN, doc.y, { width: contentWidth(doc), characterSpacing: 0.6 });
  doc.moveDown(0.4).font(FONT.display).fontSize(25).fillColor(INK).text(title, MARGIN, doc.y, { width: contentWidth(doc), lineGap: -1 });
  if (subtitle) doc.moveDown(0.3).font(FONT.text).fontSize(10.5).fillColor(MUTED).text(subtitle, MARGIN, doc.y, { width: contentWidth(doc) });
  doc.moveDown(0.6);
}

/** The school's logo (modules/logo.tsx, its geometry), in its colours for a dark ground: white mark and word, night bars. */
function logo(doc: PDFKit.PDFDocument, x: number, y: number, scale: number) {
  const { mark, bars, pixel, letters } = LOGO_SHAPE;
  doc.save().translate(x, y).scale(scale);
  doc.roundedRect(0, 0, mark.width, mark.height, mark.radius).fill('#ffffff');
  for (const [rx, ry, w, h] of [...bars, pixel]) doc.roundedRect(rx, ry, w, h, 1).fill(NIGHT);
  for (const letter of letters) doc.path(letter.d).fill('#ffffff', 'evenOdd' in letter ? 'even-odd' : 'non-zero');
  doc.restore();
}

function contact(doc: PDFKit.PDFDocument, lang: Lang, pageUrl?: string) {
  const rows: [string, string][] = [
    [lang === 'es' ? 'Dirección' : 'Address', SCHOOL_CONTACT.address],
    [lang === 'es' ? 'Teléfono' : 'Phone', SCHOOL_CONTACT.phone],
    [lang === 'es' ? 'Correo' : 'Email', SCHOOL_CONTACT.email],
    pageUrl ? [WORDS.page[lang], `${SCHOOL_CONTACT.web}${pageUrl}`] : ['Web', SCHOOL_CONTACT.web],
  ];
  heading(doc, WORDS.contact[lang], measureRows(doc, rows).total);
  factRows(doc, rows);
}

/** The plan's measure: FP counts hours, degrees and master's ECTS credits (spec 1). */
export function planMeasure(p: ProgramFacts): { unit: Bi; total: number; of: (s: { hours?: number; ects?: number }) => number } {
  return p.programType === 'FP'
    ? { unit: WORDS.hours, total: p.hours ?? 0, of: (s) => s.hours ?? 0 }
    : { unit: { es: 'ECTS', en: 'ECTS' }, total: p.ects ?? 0, of: (s) => s.ects ?? 0 };
}

/** The key facts of a programme, as its page's "at a glance" block gives them. */
function keyFacts(p: ProgramFacts, lang: Lang): [string, string][] {
  const locale = LOCALE[lang];
  return [
    [WORDS.duration[lang], p.duration[lang]],
    ...(p.hours ? [[WORDS.hours[lang], formatNumber(p.hours, locale)] as [string, string]] : []),
    ...(p.ects ? [['ECTS', formatNumber(p.ects, locale)] as [string, string]] : []),
    [WORDS.mode[lang], p.modality[lang]],
    ['Campus', p.campus],
    [WORDS.start[lang], formatDate(p.startDate, locale) ?? p.startDate],
    [WORDS.price[lang], `${formatMoney(p.price.amount, p.price.currency, locale)} (${p.price.academicYear})`],
    ...(p.reservationFee ? [[WORDS.reservation[lang], formatMoney(p.reservationFee.amount, p.reservationFee.currency, locale)] as [string, string]] : []),
    [WORDS.places[lang], formatNumber(p.places, locale)],
    [WORDS.credential[lang], p.credential[lang]],
  ];
}

/** One programme's brochure in one language: everything its page states, on paper. */
export function programmeBrochure(p: ProgramFacts, lang: Lang, date: Date, m: Materials): Buffer {
  const measure = planMeasure(p);
  const doc = newDocument({
    title: `${WORDS.brochure[lang]}: ${p.title[lang]}`,
    subject: p.abstract[lang],
    keywords: [p.shortName, ...p.acronyms.map((a) => a.expansion[lang]), KIND[p.programType][lang]],
  }, lang, date, m.fonts);
  cover(doc, lang, m.covers.get(programKind(p))!, `${KIND[p.programType][lang]} · ${p.price.academicYear}`, p.title[lang],
    p.acronyms.map((a) => `${a.acronym}: ${a.expansion[lang]}`).join(' · '));
  paragraph(doc, p.abstract[lang]);
  const facts = keyFacts(p, lang);
  heading(doc, lang === 'es' ? 'El programa de un vistazo' : 'The programme at a glance', measureRows(doc, facts).total);
  factRows(doc, facts);
  heading(doc, WORDS.about[lang]);
  for (const text of p.intro) paragraph(doc, text[lang]);
  heading(doc, `${WORDS.plan[lang]} (${formatNumber(measure.total, LOCALE[lang])} ${measure.unit[lang] === 'ECTS' ? 'ECTS' : lang === 'es' ? 'horas' : 'hours'})`);
  for (const year of p.studyPlan) subjectTable(doc, year.label[lang], measure.unit[lang], year.subjects.map((s) => [s.name[lang], measure.of(s)]), lang);
  heading(doc, WORDS.careers[lang]);
  bullets(doc, p.careers.map((c) => c[lang]));
  heading(doc, WORDS.requirements[lang]);
  bullets(doc, p.requirements.map((r) => r[lang]));
  heading(doc, WORDS.admission[lang]);
  bullets(doc, p.admissionSteps.map((s) => `${s.title[lang]}: ${s.text[lang]}`), true);
  contact(doc, lang, lang === 'es' ? p.pathEs : p.pathEn);
  return finish(doc, lang, `EDTE · ${p.title[lang]}`);
}

/** The catalogue of the whole offer, by kind, one summary per programme. */
export function catalogue(programs: ProgramFacts[], lang: Lang, date: Date, m: Materials, years = 0): Buffer {
  const title = shiftYears(lang === 'es' ? 'Catálogo de programas 2027-2028' : 'Programme catalogue 2027-2028', years);
  const doc = newDocument({ title, subject: lang === 'es' ? 'FP de grado superior, grados universitarios y máster de EDTE' : 'EDTE’s higher vocational programmes, bachelor’s degrees and master’s', keywords: programs.map((p) => p.shortName) }, lang, date, m.fonts);
  cover(doc, lang, m.covers.get(CATALOGUE_COVER)!, lang === 'es' ? 'Diseño, tecnología y empresa' : 'Design, technology and business', title);
  paragraph(doc, lang === 'es'
    ? 'Todos los programas son títulos oficiales con prácticas en empresa. Los precios son por curso académico; la reserva de plaza se descuenta del primer curso.'
    : 'Every programme is an official qualification with a company placement. Prices are per academic year; the reservation fee is deducted from the first year.');
  for (const kind of ['FP', 'DEGREE', 'MASTER'] as const) {
    const list = programs.filter((p) => p.programType === kind);
    if (list.length === 0) continue;
    heading(doc, KIND[kind][lang], 150);
    for (const p of list) {
      const measure = planMeasure(p);
      const rows: [string, string][] = [
        [WORDS.duration[lang], `${p.duration[lang]} · ${formatNumber(measure.total, LOCALE[lang])} ${measure.unit[lang] === 'ECTS' ? 'ECTS' : lang === 'es' ? 'horas' : 'hours'}`],
        // An online programme's campus is "Online", as its mode is: said once.
        [WORDS.mode[lang], [...new Set([p.modality[lang], p.campus]), formatDate(p.startDate, LOCALE[lang]) ?? p.startDate].join(' · ')],
        [WORDS.price[lang], `${formatMoney(p.price.amount, p.price.currency, LOCALE[lang])} · ${formatNumber(p.places, LOCALE[lang])} ${WORDS.places[lang].toLowerCase()}`],
        [WORDS.page[lang], `${SCHOOL_CONTACT.web}${lang === 'es' ? p.pathEs : p.pathEn}`],
      ];
      // The programme's name, its summary and its facts stay on one page.
      const width = contentWidth(doc);
      const head = doc.font(FONT.display).fontSize(12).heightOfString(p.title[lang], { width })
        + doc.font(FONT.strong).fontSize(9).heightOfString(p.acronyms.map((a) => a.acronym).join(' · '), { width })
        + doc.font(FONT.text).fontSize(9.5).heightOfString(p.abstract[lang], { width, lineGap: 2.5 }) + 14;
      room(doc, head + measureRows(doc, rows).total);
      doc.font(FONT.display).fontSize(12).fillColor(INK).text(p.title[lang], MARGIN, doc.y, { width: contentWidth(doc) });
      doc.font(FONT.strong).fontSize(9).fillColor(ACCENT).text(p.acronyms.map((a) => `${a.acronym}: ${a.expansion[lang]}`).join(' · '));
      doc.moveDown(0.2);
      paragraph(doc, p.abstract[lang]);
      factRows(doc, rows);
      doc.moveDown(0.6);
    }
  }
  contact(doc, lang);
  return finish(doc, lang, `EDTE · ${title}`);
}

/** The scholarship regulations: the fees page's scholarships with their conditions. */
export function scholarshipRules(list: Scholarship[], lang: Lang, date: Date, m: Materials, years = 0): Buffer {
  const title = shiftYears(lang === 'es' ? 'Normativa de becas propias 2027-2028' : 'Scholarship regulations 2027-2028', years);
  const doc = newDocument({ title, subject: title, keywords: list.map((s) => s.name[lang]) }, lang, date, m.fonts);
  cover(doc, lang, m.covers.get(RULES_COVER)!, lang === 'es' ? 'Becas y ayudas' : 'Scholarships and grants', title);
  paragraph(doc, lang === 'es'
    ? 'Las becas propias de EDTE se solicitan junto con la reserva de plaza y se descuentan del precio de cada curso. Son compatibles con las becas del Ministerio de Educación y no entre sí: se aplica la de mayor importe.'
    : 'EDTE’s own scholarships are applied for with the place reservation and deducted from each year’s price. They can be combined with Ministry of Education grants but not with each other: the larger one applies.');
  list.forEach((s, i) => {
    const rows: [string, string][] = [
      [lang === 'es' ? 'Importe' : 'Worth', 'percent' in s.upTo
        ? `${lang === 'es' ? 'Hasta el' : 'Up to'} ${formatPercent(s.upTo.percent, LOCALE[lang])} ${lang === 'es' ? 'del precio del curso' : 'of the year’s price'}`
        : `${lang === 'es' ? 'Hasta' : 'Up to'} ${formatMoney(s.upTo.amount, s.upTo.currency, LOCALE[lang])}`],
      [lang === 'es' ? 'Requisitos' : 'Criteria', s.criteria[lang]],
      [lang === 'es' ? 'Plazo' : 'Deadline', formatDate(s.deadline, LOCALE[lang]) ?? s.deadline],
    ];
    heading(doc, `${i + 1}. ${s.name[lang]}`, measureRows(doc, rows).total);
    factRows(doc, rows);
  });
  contact(doc, lang);
  return finish(doc, lang, `EDTE · ${title}`);
}

/**
 * Every download of the demo, in both languages, keyed by site path. `years`: how far the next
 * intake moved from the one the texts name (content/calendar.ts), which the catalogue's and the
 * rules' titles and the catalogue's file name follow.
 */
export async function buildDownloads(programs: ProgramFacts[], scholarships: Scholarship[], date: Date, years = 0): Promise<Map<string, Buffer>> {
  const m: Materials = { covers: await drawCovers([...programs.map(programKind), CATALOGUE_COVER, RULES_COVER]), fonts: await loadFonts() };
  const files = new Map<string, Buffer>();
  for (const lang of ['es', 'en'] as const) {
    for (const p of programs) files.set(brochureUrl(p, lang), programmeBrochure(p, lang, date, m));
    files.set(shiftYears(CATALOGUE_URL[lang], years), catalogue(programs, lang, date, m, years));
    files.set(SCHOLARSHIP_RULES_URL[lang], scholarshipRules(scholarships, lang, date, m, years));
  }
  return files;
}
