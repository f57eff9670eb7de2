import PDFDocument from 'pdfkit';
import { shiftYears } from './calendar.js';
import { formatDate, formatMoney, formatNumber, formatPercent } from '../modules/locale-format.js';
import type { Bi, ProgramFacts, Scholarship } from './data/types.js';
import { school, schoolAddressLine } from './data/school.js';

/**
 * The demo's downloads (spec 2, the FP catalogues page and each programme page): real PDF
 * documents made at seed time from the same data as the pages, so a brochure never says
 * something its programme page does not. pdfkit (a maintained PDF library already used by the
 * project) writes them; its standard Helvetica needs no font file and covers Spanish (WinAnsi).
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

/** Helvetica is WinAnsi: Intl's narrow no-break space (U+202F) becomes an ordinary no-break space. */
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
const INK = '#1a1a2e';
const MUTED = '#55556a';
const ACCENT = '#3b3b98';

/** A new A4 document whose bytes depend only on its content and `date`. */
function newDocument(info: { title: string; subject: string; keywords: string[] }, lang: Lang, date: Date) {
  return new PDFDocument({
    size: 'A4', margin: MARGIN, lang: lang === 'es' ? 'es-ES' : 'en-GB', displayTitle: true, bufferPages: true,
    info: { Title: ansi(info.title), Author: 'EDTE', Subject: ansi(info.subject), Keywords: ansi(info.keywords.join(', ')), CreationDate: date, ModDate: date },
  });
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
    doc.font('Helvetica').fontSize(8).fillColor(MUTED)
      .text(ansi(`${running} · ${lang === 'es' ? 'Página' : 'Page'} ${i + 1} ${lang === 'es' ? 'de' : 'of'} ${range.count}`), MARGIN, bottom, { width: doc.page.width - 2 * MARGIN, align: 'center', lineBreak: false });
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

function heading(doc: PDFKit.PDFDocument, text: string) {
  room(doc, 60);
  doc.moveDown(0.8).font('Helvetica-Bold').fontSize(13).fillColor(ACCENT).text(ansi(text), MARGIN, doc.y, { width: contentWidth(doc) });
  doc.moveDown(0.3).fillColor(INK);
}

function paragraph(doc: PDFKit.PDFDocument, text: string) {
  room(doc, 30);
  doc.font('Helvetica').fontSize(10).fillColor(INK).text(ansi(text), MARGIN, doc.y, { width: contentWidth(doc), lineGap: 2 });
  doc.moveDown(0.4);
}

function bullets(doc: PDFKit.PDFDocument, items: string[], numbered = false) {
  items.forEach((item, i) => {
    room(doc, 24);
    const y = doc.y;
    doc.font('Helvetica').fontSize(10).fillColor(INK).text(numbered ? `${i + 1}.` : '•', MARGIN, y, { width: 16 });
    doc.text(ansi(item), MARGIN + 16, y, { width: contentWidth(doc) - 16, lineGap: 2 });
    doc.moveDown(0.25);
  });
}

/** Label and value rows, the label in a narrow column. */
function factRows(doc: PDFKit.PDFDocument, rows: [string, string][]) {
  const labelWidth = 170;
  for (const [label, value] of rows) {
    room(doc, 20);
    const y = doc.y;
    doc.font('Helvetica-Bold').fontSize(10).fillColor(MUTED).text(ansi(label), MARGIN, y, { width: labelWidth - 8 });
    const afterLabel = doc.y;
    doc.font('Helvetica').fillColor(INK).text(ansi(value), MARGIN + labelWidth, y, { width: contentWidth(doc) - labelWidth });
    doc.y = Math.max(doc.y, afterLabel) + 3;
  }
}

/** A table of subjects and their hours or credits, with the year's total underneath. */
function subjectTable(doc: PDFKit.PDFDocument, caption: string, unit: string, rows: [string, number][], lang: Lang) {
  const width = contentWidth(doc);
  const numberWidth = 70;
  room(doc, 60);
  doc.font('Helvetica-Bold').fontSize(11).fillColor(INK).text(ansi(caption), MARGIN, doc.y, { width });
  doc.moveDown(0.2);
  const row = (name: string, value: string, bold: boolean) => {
    room(doc, 18);
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9.5).fillColor(INK).text(ansi(name), MARGIN, y, { width: width - numberWidth - 8 });
    const after = doc.y;
    doc.text(ansi(value), MARGIN + width - numberWidth, y, { width: numberWidth, align: 'right' });
    doc.y = Math.max(after, doc.y) + 2;
    doc.moveTo(MARGIN, doc.y).lineTo(MARGIN + width, doc.y).lineWidth(0.4).strokeColor('#c8c8d8').stroke();
    doc.y += 3;
  };
  row(WORDS.subject[lang], unit, true);
  for (const [name, value] of rows) row(name, formatNumber(value, LOCALE[lang]), false);
  row(WORDS.total[lang], formatNumber(rows.reduce((sum, [, v]) => sum + v, 0), LOCALE[lang]), true);
  doc.moveDown(0.5);
}

function masthead(doc: PDFKit.PDFDocument, lang: Lang, kicker: string) {
  doc.font('Helvetica-Bold').fontSize(9).fillColor(ACCENT).text('EDTE', MARGIN, MARGIN, { continued: true })
    .font('Helvetica').fillColor(MUTED).text(ansi(` · ${SCHOOL_CONTACT.name[lang]}`));
  doc.moveDown(0.2).fontSize(9).text(ansi(kicker));
  doc.moveDown(1);
}

function contact(doc: PDFKit.PDFDocument, lang: Lang, pageUrl?: string) {
  heading(doc, WORDS.contact[lang]);
  factRows(doc, [
    [lang === 'es' ? 'Dirección' : 'Address', SCHOOL_CONTACT.address],
    [lang === 'es' ? 'Teléfono' : 'Phone', SCHOOL_CONTACT.phone],
    [lang === 'es' ? 'Correo' : 'Email', SCHOOL_CONTACT.email],
    ...(pageUrl ? [[WORDS.page[lang], `${SCHOOL_CONTACT.web}${pageUrl}`] as [string, string]] : [['Web', SCHOOL_CONTACT.web] as [string, string]]),
  ]);
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
export function programmeBrochure(p: ProgramFacts, lang: Lang, date: Date): Buffer {
  const measure = planMeasure(p);
  const doc = newDocument({
    title: `${WORDS.brochure[lang]}: ${p.title[lang]}`,
    subject: p.abstract[lang],
    keywords: [p.shortName, ...p.acronyms.map((a) => a.expansion[lang]), KIND[p.programType][lang]],
  }, lang, date);
  masthead(doc, lang, `${KIND[p.programType][lang]} · ${p.price.academicYear}`);
  doc.font('Helvetica-Bold').fontSize(22).fillColor(INK).text(ansi(p.title[lang]), { width: contentWidth(doc) });
  doc.moveDown(0.3).font('Helvetica').fontSize(11).fillColor(ACCENT)
    .text(ansi(p.acronyms.map((a) => `${a.acronym}: ${a.expansion[lang]}`).join(' · ')), { width: contentWidth(doc) });
  doc.moveDown(0.5);
  paragraph(doc, p.abstract[lang]);
  heading(doc, lang === 'es' ? 'El programa de un vistazo' : 'The programme at a glance');
  factRows(doc, keyFacts(p, lang));
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
export function catalogue(programs: ProgramFacts[], lang: Lang, date: Date, years = 0): Buffer {
  const title = shiftYears(lang === 'es' ? 'Catálogo de programas 2027-2028' : 'Programme catalogue 2027-2028', years);
  const doc = newDocument({ title, subject: lang === 'es' ? 'FP de grado superior, grados universitarios y máster de EDTE' : 'EDTE’s higher vocational programmes, bachelor’s degrees and master’s', keywords: programs.map((p) => p.shortName) }, lang, date);
  masthead(doc, lang, lang === 'es' ? 'Diseño, tecnología y empresa' : 'Design, technology and business');
  doc.font('Helvetica-Bold').fontSize(24).fillColor(INK).text(ansi(title), { width: contentWidth(doc) });
  doc.moveDown(0.5);
  paragraph(doc, lang === 'es'
    ? 'Todos los programas son títulos oficiales con prácticas en empresa. Los precios son por curso académico; la reserva de plaza se descuenta del primer curso.'
    : 'Every programme is an official qualification with a company placement. Prices are per academic year; the reservation fee is deducted from the first year.');
  for (const kind of ['FP', 'DEGREE', 'MASTER'] as const) {
    const list = programs.filter((p) => p.programType === kind);
    if (list.length === 0) continue;
    heading(doc, KIND[kind][lang]);
    for (const p of list) {
      const measure = planMeasure(p);
      room(doc, 110);
      doc.font('Helvetica-Bold').fontSize(11.5).fillColor(INK).text(ansi(p.title[lang]), MARGIN, doc.y, { width: contentWidth(doc) });
      doc.font('Helvetica').fontSize(9.5).fillColor(ACCENT).text(ansi(p.acronyms.map((a) => `${a.acronym}: ${a.expansion[lang]}`).join(' · ')));
      doc.moveDown(0.2);
      paragraph(doc, p.abstract[lang]);
      factRows(doc, [
        [WORDS.duration[lang], `${p.duration[lang]} · ${formatNumber(measure.total, LOCALE[lang])} ${measure.unit[lang] === 'ECTS' ? 'ECTS' : lang === 'es' ? 'horas' : 'hours'}`],
        [WORDS.mode[lang], `${p.modality[lang]} · ${p.campus} · ${formatDate(p.startDate, LOCALE[lang]) ?? p.startDate}`],
        [WORDS.price[lang], `${formatMoney(p.price.amount, p.price.currency, LOCALE[lang])} · ${formatNumber(p.places, LOCALE[lang])} ${WORDS.places[lang].toLowerCase()}`],
        [WORDS.page[lang], `${SCHOOL_CONTACT.web}${lang === 'es' ? p.pathEs : p.pathEn}`],
      ]);
      doc.moveDown(0.6);
    }
  }
  contact(doc, lang);
  return finish(doc, lang, `EDTE · ${title}`);
}

/** The scholarship regulations: the fees page's scholarships with their conditions. */
export function scholarshipRules(list: Scholarship[], lang: Lang, date: Date, years = 0): Buffer {
  const title = shiftYears(lang === 'es' ? 'Normativa de becas propias 2027-2028' : 'Scholarship regulations 2027-2028', years);
  const doc = newDocument({ title, subject: title, keywords: list.map((s) => s.name[lang]) }, lang, date);
  masthead(doc, lang, lang === 'es' ? 'Becas y ayudas' : 'Scholarships and grants');
  doc.font('Helvetica-Bold').fontSize(22).fillColor(INK).text(ansi(title), { width: contentWidth(doc) });
  doc.moveDown(0.5);
  paragraph(doc, lang === 'es'
    ? 'Las becas propias de EDTE se solicitan junto con la reserva de plaza y se descuentan del precio de cada curso. Son compatibles con las becas del Ministerio de Educación y no entre sí: se aplica la de mayor importe.'
    : 'EDTE’s own scholarships are applied for with the place reservation and deducted from each year’s price. They can be combined with Ministry of Education grants but not with each other: the larger one applies.');
  list.forEach((s, i) => {
    heading(doc, `${i + 1}. ${s.name[lang]}`);
    factRows(doc, [
      [lang === 'es' ? 'Importe' : 'Worth', 'percent' in s.upTo
        ? `${lang === 'es' ? 'Hasta el' : 'Up to'} ${formatPercent(s.upTo.percent, LOCALE[lang])} ${lang === 'es' ? 'del precio del curso' : 'of the year’s price'}`
        : `${lang === 'es' ? 'Hasta' : 'Up to'} ${formatMoney(s.upTo.amount, s.upTo.currency, LOCALE[lang])}`],
      [lang === 'es' ? 'Requisitos' : 'Criteria', s.criteria[lang]],
      [lang === 'es' ? 'Plazo' : 'Deadline', formatDate(s.deadline, LOCALE[lang]) ?? s.deadline],
    ]);
  });
  contact(doc, lang);
  return finish(doc, lang, `EDTE · ${title}`);
}

/**
 * Every download of the demo, in both languages, keyed by site path. `years`: how far the next
 * intake moved from the one the texts name (content/calendar.ts), which the catalogue's and the
 * rules' titles and the catalogue's file name follow.
 */
export function buildDownloads(programs: ProgramFacts[], scholarships: Scholarship[], date: Date, years = 0): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const lang of ['es', 'en'] as const) {
    for (const p of programs) files.set(brochureUrl(p, lang), programmeBrochure(p, lang, date));
    files.set(shiftYears(CATALOGUE_URL[lang], years), catalogue(programs, lang, date, years));
    files.set(SCHOLARSHIP_RULES_URL[lang], scholarshipRules(scholarships, lang, date, years));
  }
  return files;
}
