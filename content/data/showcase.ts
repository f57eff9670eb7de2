import type { Bi } from './types.js';
import { programs } from './programs.js';
import { slugify } from '../text.js';
import { subjectOf, type DemoImage } from '../demo-images.js';
import type { IllustrationKind } from '../../server/demo-illustrations.js';

/**
 * The modules that give each section page its character (home carousel, key figures, video
 * playlist, partners, programme finder tabs, campus gallery and map, downloads, landing
 * headers…): together with the generic section modules, every registered module appears at
 * least once in each language.
 */
type Lang = 'es' | 'en';
interface Module { component: string; editorID: number; [field: string]: unknown }
export interface ShowcaseHelpers {
  mod: (component: string, fields?: Record<string, unknown>) => Module;
  /** A logo or the map (their own drawings under /img/demo/). */
  image: (path: string, alt: string, width?: number, height?: number) => Record<string, unknown>;
  /** An illustration of a subject in this language, alt text included (content/demo-images.ts). */
  illustration: (kind: IllustrationKind, variant: number, width?: number, height?: number, frame?: 'hero') => DemoImage;
  pathOf: (key: string, lang: Lang) => string;
  /** Size in bytes of a file under content/public (a download the content links to). */
  fileSize: (url: string) => number;
}
export interface Showcase { hero?: Module[]; before?: Module[]; after?: Module[] }

const b = (es: string, en: string): Bi => ({ es, en });
const p = (html: string) => `<p>${html}</p>`;

/** What each video's poster shows: the video's subject. */
const POSTERS: Record<string, IllustrationKind> = {
  edteCampus01: 'campus-building', edteLabsVR02: 'vr-room', edteAlumni03: 'interview', edteMethod04: 'mentoring',
  edteMuseum05: 'campus-building', edteDawInt06: 'code-editor', edteAdmit07: 'mentoring',
};
const video = (h: ShowcaseHelpers, id: string, title: Bi, lang: Lang, provider: 'youtube' | 'vimeo' = 'youtube') => ({
  provider, videoId: id, title: title[lang],
  poster: h.illustration(POSTERS[id] ?? subjectOf(title.es, title.en) ?? 'campus-building', 60 + Object.keys(POSTERS).indexOf(id) + 1, 1920, 1080),
});

const playlist: { id: string; title: Bi; duration: string }[] = [
  { id: 'edteCampus01', title: b('Un día en el campus de EDTE', 'A day on the EDTE campus'), duration: '3:12' },
  { id: 'edteLabsVR02', title: b('Dentro del laboratorio de realidad virtual', 'Inside the virtual reality lab'), duration: '4:05' },
  { id: 'edteAlumni03', title: b('Antiguos alumnos: dónde están ahora', 'Alumni: where they are now'), duration: '5:47' },
];

const partners = ['Norte Digital', 'Atelier Sur', 'Datalab Iberia', 'Madrid Games Hub', 'Textil Futura', 'Robótica Centro'];

const tabGroups: { title: Bi; shortNames: string[] }[] = [
  { title: b('Desarrollo de software', 'Software development'), shortNames: ['DAM', 'DAW', 'DAM+DAW', 'DAM online'] },
  { title: b('Sistemas y redes', 'Systems and networks'), shortNames: ['ASIR'] },
  { title: b('Animación y videojuegos', 'Animation and games'), shortNames: ['A3DJ'] },
];

export function showcaseFor(key: string, lang: Lang, h: ShowcaseHelpers): Showcase {
  const es = lang === 'es';
  const number = (n: number) => n.toLocaleString(es ? 'es-ES' : 'en-GB');
  switch (key) {
    case 'home':
      return {
        hero: [h.mod('HeroCarousel', {
          title: es ? 'Diseña tu futuro en tecnología y diseño' : 'Design your future in technology and design',
          autoplay: true,
          slides: [
            { title: es ? 'Diseña tu futuro en tecnología y diseño' : 'Design your future in technology and design', subtitle: es ? 'Formación Profesional con proyectos reales y prácticas desde el primer año.' : 'Vocational training with real projects and placements from the first year.', image: h.illustration('dev-lab', 50, 2400, 1350, 'hero'), link: { text: es ? 'Descubre los programas' : 'Explore the programmes', href: h.pathOf('future-student', lang) }, veil: 0.5 },
            { title: es ? 'Jornada de puertas abiertas' : 'Open day', subtitle: es ? 'Visita el campus, prueba los laboratorios y habla con el profesorado.' : 'Visit the campus, try the labs and talk to the lecturers.', image: h.illustration('open-day', 51, 2400, 1350, 'hero'), link: { text: es ? 'Reserva tu plaza' : 'Book your place', href: h.pathOf('open-day', lang) }, veil: 0.5 },
            { title: es ? 'Becas y ayudas 2027-2028' : 'Scholarships and grants 2027-2028', subtitle: es ? 'Hasta un 50 % de descuento por expediente, situación familiar o deporte.' : 'Up to 50% off for academic record, family circumstances or sport.', image: h.illustration('scholarship', 52, 2400, 1350, 'hero'), link: { text: es ? 'Consulta las becas' : 'See the scholarships', href: h.pathOf('fees', lang) }, veil: 0.5 },
          ],
        })],
        before: [h.mod('CardCollection', {
          title: es ? 'EDTE en cifras' : 'EDTE in figures',
          items: [
            { component: 'CypherCard', figure: '94 %', label: es ? 'de empleabilidad a seis meses' : 'in work six months after finishing' },
            { component: 'CypherCard', figure: `+${number(300)}`, label: es ? 'empresas de prácticas' : 'placement companies' },
            { component: 'CypherCard', figure: number(1200), label: es ? 'estudiantes en el campus' : 'students on campus' },
            { component: 'CypherCard', figure: '25', label: es ? 'laboratorios y talleres' : 'labs and workshops' },
          ],
        })],
        after: [
          h.mod('FeaturedBlock', {
            title: es ? 'Ven a conocer el campus' : 'Come and see the campus',
            text: p(es ? 'Recorre los laboratorios, la biblioteca y los espacios de trabajo en equipo con un estudiante de último curso.' : 'Tour the labs, the library and the team spaces with a final-year student.'),
            image: h.illustration('campus-building', 53, 2400, 1200, 'hero'),
            link: { text: es ? 'Nuestro campus' : 'Our campus', href: h.pathOf('campus', lang) },
            layout: 'background', veil: 0.6,
          }),
          h.mod('VideoPlaylist', { title: es ? 'La vida en EDTE' : 'Life at EDTE', videos: playlist.map((v) => ({ video: video(h, v.id, v.title, lang), duration: v.duration })) }),
          h.mod('TextCarousel', {
            title: es ? 'Lo que dicen las empresas' : 'What employers say',
            items: [
              { text: es ? 'Los estudiantes de EDTE llegan a las prácticas sabiendo trabajar en equipo y con código en producción.' : 'EDTE students arrive at their placements knowing how to work in a team, with code in production.', author: 'Lucía Serrano', role: es ? 'CTO de Norte Digital' : 'CTO at Norte Digital' },
              { text: es ? 'Hemos contratado a doce personas de sus promociones en los últimos tres años.' : 'We have hired twelve people from their graduating classes in the last three years.', author: 'Marc Vidal', role: es ? 'Director de estudio en Madrid Games Hub' : 'Studio director at Madrid Games Hub' },
              { text: es ? 'Su formación en accesibilidad marca la diferencia en nuestros proyectos públicos.' : 'Their training in accessibility makes the difference in our public-sector projects.', author: 'Nuria Campos', role: es ? 'Jefa de diseño en Datalab Iberia' : 'Head of design at Datalab Iberia' },
            ],
          }),
          h.mod('LogoCollection', {
            title: es ? 'Empresas que confían en nuestros estudiantes' : 'Companies that trust our students',
            logos: partners.map((name) => ({ name, image: h.image(`logos/${slugify(name)}`, name, 480, 240) })),
          }),
        ],
      };
    case 'future-student':
      return {
        before: [h.mod('Tabs', {
          title: es ? 'Encuentra tu programa' : 'Find your programme',
          tabs: [
            ...tabGroups.map((group) => ({
              component: 'ProgramTab', title: group.title[lang],
              programs: programs.filter((x) => group.shortNames.includes(x.shortName)).map((x) => ({
                name: x.title[lang], href: es ? x.pathEs : x.pathEn, duration: x.duration[lang], credits: x.ects ? `${x.ects} ECTS` : `${number(x.hours ?? 0)} ${es ? 'horas' : 'hours'}`, modality: x.modality[lang],
              })),
            })),
            { component: 'TabItem', title: es ? '¿Cómo elegir?' : 'How to choose?', content: p(es ? 'Piensa en qué te gustaría estar haciendo dentro de cinco años. Si te atrae crear productos, elige desarrollo; si prefieres que todo funcione, sistemas; si lo tuyo es contar historias, animación.' : 'Think about what you would like to be doing in five years. If you like building products, choose development; if you prefer keeping everything running, systems; if storytelling is your thing, animation.') },
          ],
        })],
      };
    case 'contact':
      return {
        before: [h.mod('Map', {
          title: es ? 'Cómo llegar' : 'How to get here',
          place: es ? 'Campus EDTE Madrid' : 'EDTE Madrid campus',
          address: ['Calle de la Innovación, 12', '28040 Madrid', es ? 'España' : 'Spain'],
          latitude: 40.4379, longitude: -3.7196, zoom: 16,
          staticMap: h.image('maps/campus-madrid', '', 1200, 800),
        })],
        after: [h.mod('Text', {
          title: es ? 'Horario de atención' : 'Opening hours',
          content: p(es ? 'Secretaría y admisiones: de lunes a viernes, de 9:00 a 19:00. Teléfono <a href="tel:+34910000000">910 000 000</a>.' : 'Registry and admissions: Monday to Friday, 9:00 to 19:00. Phone <a href="tel:+34910000000">+34 910 000 000</a>.'),
        })],
      };
    case 'catalogues':
      return {
        before: [h.mod('Download', {
          title: es ? 'Catálogos y documentos' : 'Brochures and documents',
          files: [
            { title: es ? 'Catálogo de Formación Profesional 2027-2028' : 'Vocational training brochure 2027-2028', ...file(h, es ? '/descargas/catalogo-fp-2027-2028.pdf' : '/descargas/vocational-brochure-2027-2028.pdf') },
            { title: es ? 'Normativa de becas y ayudas' : 'Scholarship and grant regulations', ...file(h, es ? '/descargas/normativa-becas.pdf' : '/descargas/scholarship-regulations.pdf') },
          ],
        })],
      };
    case 'campus':
      return {
        after: [
          h.mod('ImageGallery', {
            title: es ? 'El campus en imágenes' : 'The campus in pictures',
            // Each caption says what its picture shows (an illustration of that room), not a
            // photograph's story: the caption is the alt text, so the gallery does not repeat it.
            images: (['dev-lab', 'vr-room', 'library', 'makerspace', 'terrace', 'auditorium'] as const).map((kind, i) => {
              const image = h.illustration(kind, 54 + i * 3, 1200, 800);
              return { image, caption: image.alt };
            }),
          }),
          h.mod('Spacer', { size: 'medium' }),
          h.mod('Widget', { title: es ? 'Visita virtual del campus' : 'Virtual tour of the campus', src: 'https://tour.edte.example/campus', height: 520 }),
        ],
      };
    case 'dna':
      return {
        after: [
          h.mod('FeaturedAudiovisual', {
            title: es ? 'Aprender haciendo' : 'Learning by doing',
            text: p(es ? 'Cada curso empieza con un encargo real de una empresa. Así lo viven nuestros estudiantes.' : 'Every course starts with a real brief from a company. This is how our students experience it.'),
            video: video(h, 'edteMethod04', b('El método EDTE en dos minutos', 'The EDTE method in two minutes'), lang, 'vimeo'),
          }),
          h.mod('FeaturedBlock', {
            title: es ? 'Profesorado en activo' : 'Working professionals as lecturers',
            text: p(es ? 'El 80 % de nuestro claustro trabaja en empresas del sector y trae al aula los problemas de cada día.' : '80% of our faculty work in the industry and bring everyday problems into the classroom.'),
            image: h.illustration('mentoring', 55, 1600, 1067),
            link: { text: es ? 'Conoce al claustro' : 'Meet the faculty', href: h.pathOf('faculty', lang) }, layout: 'right',
          }),
        ],
      };
    case 'museum':
      return { after: [h.mod('FullVideo', { title: es ? 'Recorrido por el museo' : 'A tour of the museum', video: video(h, 'edteMuseum05', b('Recorrido por el museo de la informática', 'A tour of the computing museum'), lang) })] };
    case 'landing':
      return { hero: [landingHeader(h, lang, true)] };
    case 'landing-product':
      return {
        hero: [landingHeader(h, lang, true), h.mod('HeroVideo', {
          title: es ? 'Grado Superior en Desarrollo de Aplicaciones Web' : 'Higher Degree in Web Application Development',
          subtitle: es ? 'Dos cursos, 2.000 horas y prácticas en empresa. Empieza en septiembre.' : 'Two years, 2,000 hours and a company placement. Starts in September.',
          video: video(h, 'edteDawInt06', b('Así es el grado de Desarrollo Web', 'What the Web Development degree is like'), lang),
        })],
      };
    case 'open-day':
      return { hero: [landingHeader(h, lang, false)] };
    case 'admission':
      return { after: [h.mod('Video', { video: video(h, 'edteAdmit07', b('El proceso de admisión paso a paso', 'The admission process step by step'), lang), caption: es ? 'El proceso de admisión explicado por el equipo de admisiones.' : 'The admission process explained by the admissions team.' })] };
    case 'cookies':
      return {
        after: [h.mod('Text', {
          title: es ? 'Cookies de terceros' : 'Third-party cookies',
          content: p(es ? 'Los vídeos, mapas y widgets de terceros solo se cargan si aceptas sus cookies. Puedes cambiar tu elección cuando quieras desde «Configurar cookies», al pie de cada página.' : 'Third-party videos, maps and widgets load only if you accept their cookies. You can change your choice at any time from “Cookie settings” at the foot of every page.'),
          modal: {
            text: es ? 'Ver la lista de cookies' : 'See the list of cookies',
            title: es ? 'Cookies que usamos' : 'Cookies we use',
            content: `<ul><li><strong>sitegen-consent</strong> — ${es ? 'guarda tu elección (almacenamiento local, propia, sin caducidad).' : 'stores your choice (local storage, first party, no expiry).'}</li><li><strong>YouTube, Vimeo, OpenStreetMap</strong> — ${es ? 'solo tras tu aceptación, al reproducir un vídeo o abrir el mapa.' : 'only after you accept, when you play a video or open the map.'}</li></ul>`,
          },
        })],
      };
    default:
      return {};
  }
}

const file = (h: ShowcaseHelpers, url: string) => ({ url, format: 'PDF', bytes: h.fileSize(url) });

/** The landing pages' slim header; `withForm` pages have the #info form to point at. */
function landingHeader(h: ShowcaseHelpers, lang: Lang, withForm: boolean) {
  const es = lang === 'es';
  return h.mod('LandingHeader', {
    logo: h.image('logos/edte', 'EDTE', 480, 240),
    homeLink: es ? '/' : '/en/',
    phone: '+34 910 000 000',
    ...(withForm ? { cta: { text: es ? 'Solicita información' : 'Request information', href: '#info' } } : {}),
  });
}
