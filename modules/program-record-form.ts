import * as z from 'zod';
import { ProgramFactsSchema } from '../src/contract/schemas.js';
import { f, m, type ModuleWords } from './labels.js';

const facts = ProgramFactsSchema.shape;

/**
 * The form of a programme's record in the editor (spec 4, structured content: a programme is
 * one record, edited in its own form): the stored record's facts in the order an admissions
 * officer reads them, with the length as a number of years (modules/program-record.ts turns
 * it into ISO 8601 for the record). Checked by the build's own rules for the record.
 */
export const ProgramRecordFormSchema = z.object({
  programType: facts.programType,
  area: facts.area,
  duration: facts.duration,
  years: z.number().int().positive().max(10).optional(),
  hours: facts.hours,
  ects: facts.ects,
  modality: facts.modality,
  mode: facts.mode,
  campus: facts.campus,
  languages: facts.languages,
  startDate: facts.startDate,
  price: facts.price,
  reservationFee: facts.reservationFee,
  places: facts.places,
  credential: facts.credential,
  acronyms: facts.acronyms,
});

/** The form's words: where a record's field means something of its own, it says so here. */
export const PROGRAM_RECORD_WORDS: ModuleWords = m('Datos del programa', 'Programme data',
  'Lo que la página, la tabla de precios, las comparativas y los buscadores dicen del programa. Las cifras, fechas y plazas son las mismas en todos los idiomas.',
  'What the page, the fees table, the comparisons and search engines say about the programme. Figures, dates and places are the same in every language.', {
    programType: f('Nivel', 'Level', 'FP de grado superior, grado o máster: el buscador de programas filtra por él.', 'Higher vocational training, a degree or a master\'s: the programme finder filters by it.'),
    area: f('Área', 'Area', 'El área de la escuela a la que pertenece, en este idioma, p. ej. «Diseño».', 'The school\'s area it belongs to, in this language, e.g. "Design".'),
    duration: f('Duración', 'Length', 'Cómo se dice en este idioma, p. ej. «2 cursos (2.000 horas)».', 'As this language says it, e.g. "2 years (2,000 hours)".'),
    years: f('Cursos', 'Years', 'Número de cursos académicos: da el precio total de la tabla de precios.', 'Number of academic years: gives the fees table its total price.'),
    hours: f('Horas', 'Hours', 'Horas lectivas en total (ciclos de FP).', 'Teaching hours in all (vocational programmes).'),
    ects: f('Créditos ECTS', 'ECTS credits', 'Créditos europeos en total (grados y másteres).', 'European credits in all (degrees and master\'s).'),
    modality: f('Modalidad', 'Mode of study', 'Cómo se dice en este idioma, p. ej. «Presencial».', 'As this language says it, e.g. "On campus".'),
    mode: f('Tipo de enseñanza', 'Delivery', 'Para los buscadores: presencial, en línea o mixta.', 'For search engines: on campus, online or blended.'),
    campus: f('Sede', 'Campus', 'Dónde se imparte, p. ej. «Madrid» u «Online».', 'Where it is taught, e.g. "Madrid" or "Online".'),
    languages: f('Idiomas', 'Languages', 'Los idiomas en que se imparte, con su código: «es», «en».', 'The languages it is taught in, by code: "es", "en".'),
    startDate: f('Inicio', 'Start date', 'El primer día de clase.', 'The first day of classes.'),
    price: f('Precio por curso', 'Price per year', 'Lo que cuesta un curso académico.', 'What one academic year costs.'),
    reservationFee: f('Reserva de plaza', 'Reservation fee', 'Lo que se paga para reservar plaza; se descuenta del primer curso.', 'Paid to secure a place; taken off the first year\'s price.'),
    academicYear: f('Curso académico', 'Academic year', 'El curso al que se refiere el precio, p. ej. 2027-2028.', 'The year the price is for, e.g. 2027-2028.'),
    places: f('Plazas', 'Places', 'Plazas que se ofrecen por curso.', 'Places offered each year.'),
    credential: f('Titulación', 'Qualification', 'El título que se obtiene, en este idioma.', 'The qualification awarded, in this language.'),
  });
