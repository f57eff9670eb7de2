import { b, type Scholarship } from './types.js';


/**
 * The school's own scholarships for 2027-2028, listed on the fees page with their amounts,
 * criteria and deadlines (the page's text names each: academic merit, financial need, sport,
 * women in STEM and the master's professional merit, applied for from 1 March with the place
 * reservation), and on the
 * page of each programme they are for (`levels`, `fields`: all when not given). The master's
 * has its own merit scholarship, which its FAQ promises.
 */
export const scholarships: Scholarship[] = [
  {
    name: b('Beca a la excelencia académica', 'Academic excellence scholarship'),
    upTo: { percent: 50 },
    criteria: b('Nota media de 8,5 o más en bachillerato, grado medio o la prueba de acceso.', 'An average mark of 8.5 or more in the baccalaureate, intermediate vocational training or the entrance exam.'),
    deadline: '2027-06-30',
    levels: ['FP', 'DEGREE'],
  },
  {
    name: b('Beca por situación económica', 'Financial need scholarship'),
    upTo: { percent: 40 },
    criteria: b('Renta familiar dentro de los umbrales de las becas del Ministerio de Educación; se acredita con la declaración de la renta.', 'Household income within the Ministry of Education grant thresholds, shown with the tax return.'),
    deadline: '2027-06-30',
  },
  {
    name: b('Beca Mujeres en STEM', 'Women in STEM scholarship'),
    upTo: { amount: 1500, currency: 'EUR' },
    criteria: b('Alumnas de nuevo ingreso en un programa de tecnología: ASIR, animación 3D, DAM, DAW, la doble titulación o el grado en Ingeniería del Software.', 'Women starting a technology programme: network systems administration, 3D animation, multi-platform or web application development, the double qualification or the degree in Software Engineering.'),
    deadline: '2027-07-15',
    fields: ['technology'],
  },
  {
    name: b('Beca de deportista de alto nivel', 'Elite athlete scholarship'),
    upTo: { percent: 25 },
    criteria: b('Deportistas reconocidos de alto nivel o alto rendimiento por el Consejo Superior de Deportes o la Comunidad de Madrid.', 'Athletes recognised as elite or high-performance by the Spanish Sports Council or the Community of Madrid.'),
    deadline: '2027-06-30',
  },
  {
    name: b('Beca al mérito profesional del MBA', 'MBA professional merit scholarship'),
    upTo: { percent: 30 },
    criteria: b('Nota media de grado de 7,5 o más, o cinco años de experiencia dirigiendo equipos o proyectos; se valora en la entrevista de admisión.', 'An average degree mark of 7.5 or more, or five years’ experience leading teams or projects; assessed at the admission interview.'),
    deadline: '2027-07-31',
    levels: ['MASTER'],
  },
];

/** The largest share any scholarship covers: what "up to …" on the home page and the fees page says. */
export const topScholarshipPercent = Math.max(...scholarships.flatMap((s) => ('percent' in s.upTo ? [s.upTo.percent] : [])));
