import { curlyQuotes, slugify } from '../text.js';
import { school } from './school.js';
import { formatMoney, formatPercent } from '../../modules/locale-format.js';
import { b, type Bi, type DatedItem } from './types.js';
import type { IllustrationKind } from '../artwork/demo-illustrations.js';
import { englishName, inEnglishProse, programs } from './programs.js';

/** Events, student projects, press releases and press appearances (fictional). */

/** The animation programme's name as its page gives it (content/data/programs.ts): the stories name it, never type it again. */
const ANIMATION = programs.find((p) => p.shortName === 'A3DJ')!.acronyms[0]!.expansion;
/** A programme's record, for English prose that names it (englishName, inEnglishProse). */
const programme = (shortName: string) => programs.find((p) => p.shortName === shortName)!;
type Row = [es: string, en: string, abstractEs: string, abstractEn: string, date: string, extra?: string];

function items(rows: Row[], body: (title: Bi) => Bi[], extra?: (value: string) => Partial<DatedItem>): DatedItem[] {
  // English set with curly quotes and apostrophes (content/text.ts); the slugs from the words as written.
  return rows.map(([es, en, aEs, aEn, date, more]) => {
    const title = { es, en: curlyQuotes(en) };
    return {
      slug: { es: slugify(es), en: slugify(en) },
      title,
      abstract: { es: aEs, en: curlyQuotes(aEn) },
      body: body(title).map((text) => ({ es: text.es, en: curlyQuotes(text.en) })),
      date,
      ...(more && extra ? extra(more) : {}),
    };
  });
}

/** The campus: the school's one address (content/data/school.ts). */
const campus = { streetAddress: school.address.streetAddress, postalCode: school.address.postalCode, locality: school.address.locality, country: school.address.country };

const venues: Record<string, { name: Bi; address?: typeof campus }> = {
  aula: { name: { es: 'Aula magna del campus de Madrid', en: 'Main auditorium, Madrid campus' }, address: campus },
  lab: { name: { es: 'Laboratorio de innovación, planta 2', en: 'Innovation lab, second floor' }, address: campus },
  museo: { name: { es: 'Museo del Diseño de EDTE', en: 'EDTE Design Museum' }, address: campus },
  online: { name: { es: 'En línea', en: 'Online' } },
  patio: { name: { es: 'Patio central del campus', en: 'Campus central courtyard' }, address: campus },
};

/**
 * An event's "place[:platform]|start|end[|end date][|full]": local times at the school
 * (Europe/Madrid); the platform of an online event (what visitors need installed); the end date
 * only when it ends on another day (a weekend jam); `full` when every place is taken, which
 * closes its registration whatever the date.
 */
function eventFacts(value: string): Partial<DatedItem> {
  // Places, when counted: `sessions=10:00-12:00/40,12:00-14:00/40` (each session's times and
  // capacity) or `places=16` (one session at the event's times).
  const counted = value.split('|').filter((p) => /^(sessions|places)=/.test(p));
  const parts = value.split('|').filter((p) => !/^(sessions|places)=/.test(p));
  const full = parts.at(-1) === 'full';
  if (full) parts.pop();
  const places: Partial<DatedItem> = {};
  for (const part of counted) {
    if (part.startsWith('places=')) places.capacity = Number(part.slice(7));
    else {
      places.sessions = part.slice(9).split(',').map((s) => {
        const m = /^(\d\d:\d\d)-(\d\d:\d\d)\/(\d+)$/.exec(s);
        if (!m) throw new Error(`dated.ts: session "${s}" must be "HH:MM-HH:MM/capacity"`);
        return { start: m[1]!, end: m[2]!, capacity: Number(m[3]) };
      });
    }
  }
  const [where = '', startTime = '', endTime = '', endDate] = parts;
  const [key = '', platform] = where.split(':');
  const place = venues[key];
  const online = key === 'online';
  if (!place || !/^\d\d:\d\d$/.test(startTime) || !/^\d\d:\d\d$/.test(endTime) || online !== Boolean(platform)) {
    throw new Error(`dated.ts: event facts "${value}" must be "place|HH:MM|HH:MM[|YYYY-MM-DD][|full]" with a place of ${Object.keys(venues).join(', ')} (online:Platform for an online one)`);
  }
  return {
    location: place.name, online, startTime, endTime, ...(endDate ? { endDate } : {}), ...(place.address ? { address: place.address } : {}),
    ...(platform ? { platform } : {}), ...(full ? { full } : {}), ...places,
  };
}

type EventRow = [...Row, aboutEs: string, aboutEn: string];

/**
 * Every event with a paragraph of its own about what happens there (who runs it, what to bring,
 * what you leave with); the practical paragraph (when, where, how to join, registration) is
 * written from its facts by the seed, so no two events share one.
 */
const eventRows: EventRow[] = [
  ['Taller de tipografía para principiantes', 'Beginners’ typography workshop', 'Dibuja tus propias letras y conviértelas en una fuente.', 'Draw your own letters and turn them into a font.', '2026-10-17', 'lab|11:00|13:30|places=16',
    'El profesorado de Diseño Gráfico enseña a bocetar letras a mano, a escanearlas y a montarlas en un editor de fuentes libre. Cada participante se lleva una fuente con las mayúsculas de su nombre.',
    'Graphic Design lecturers show how to sketch letters by hand, scan them and put them together in a free font editor. Everyone leaves with a font containing the capitals of their name.'],
  ['Sesión informativa en línea sobre becas', 'Online information session on scholarships', 'Qué becas hay, quién puede pedirlas y cómo se calculan.', 'Which scholarships there are, who can apply and how they are worked out.', '2026-10-22', 'online:Zoom|18:30|19:30',
    'El equipo de admisiones repasa las becas por expediente, situación familiar y deporte, con ejemplos de cuánto se descuenta en cada programa, y responde a las preguntas que lleguen por el chat.',
    'The admissions team goes through the scholarships for academic record, family circumstances and sport, with examples of the discount on each programme, and answers the questions sent in the chat.'],
  ['Jornada de puertas abiertas de otoño', 'Autumn open day', 'Conoce el campus, los laboratorios y al profesorado.', 'Discover the campus, the labs and the lecturers.', '2026-11-14', 'aula|10:00|14:00|sessions=10:00-12:00/40,12:00-14:00/40',
    'La dirección presenta la oferta del curso 2027-2028 en el aula magna; después, estudiantes de segundo curso guían grupos pequeños por los laboratorios de desarrollo, realidad virtual y fabricación digital.',
    'The management presents the 2027-2028 offer in the main auditorium; then second-year students guide small groups around the development, virtual reality and digital fabrication labs.'],
  ['Jornada de puertas abiertas de invierno', 'Winter open day', 'Talleres prácticos y sesión para familias.', 'Hands-on workshops and a session for families.', '2027-01-23', 'aula|10:00|14:00|sessions=10:00-12:00/40,12:00-14:00/40',
    'Esta edición combina una charla para familias sobre becas y salidas profesionales con talleres de 45 minutos en los que los futuros estudiantes programan un pequeño juego o modelan un objeto en 3D.',
    'This edition pairs a talk for families on scholarships and careers with 45-minute workshops in which future students code a small game or model an object in 3D.'],
  ['Jornada de puertas abiertas de primavera', 'Spring open day', 'Última jornada antes del cierre de becas.', 'The last open day before the scholarship deadline.', '2027-03-13', 'aula|10:00|14:00|sessions=10:00-12:00/40,12:00-14:00/40',
    'Es la última ocasión de visitar el campus antes de que cierre el plazo de becas: el equipo de admisiones revisa solicitudes en el momento y el profesorado muestra proyectos finales del curso anterior.',
    'It is the last chance to visit the campus before the scholarship deadline: the admissions team reviews applications on the spot and lecturers show last year’s final projects.'],
  ['Hackathon de movilidad urbana', 'Urban mobility hackathon', '48 horas para mejorar cómo nos movemos por la ciudad.', '48 hours to improve how we move around the city.', '2026-12-05', 'lab|10:00|10:00|2026-12-07',
    'Equipos de cuatro personas trabajan con datos abiertos de transporte de Madrid durante dos días. Un jurado de empresas de movilidad valora los prototipos el lunes por la mañana; hay mentores toda la noche.',
    'Teams of four work with Madrid’s open transport data for two days. A panel from mobility companies judges the prototypes on Monday morning; mentors are on hand through the night.'],
  ['Game jam de invierno', 'Winter game jam', 'Crea un videojuego en un fin de semana con un tema sorpresa.', 'Make a game in a weekend around a surprise theme.', '2027-02-06', 'lab|16:00|18:00|2027-02-08',
    'El tema se anuncia el sábado a las 16:00 y los juegos se entregan el lunes a las 18:00. Puedes venir con equipo o formarlo allí; el club de videojuegos presta equipos con los motores ya instalados.',
    'The theme is announced on Saturday at 16:00 and games are handed in on Monday at 18:00. Come with a team or form one there; the video games club lends machines with the engines already installed.'],
  ['Taller de introducción a la programación', 'Introduction to programming workshop', 'Tu primera página web en dos horas, sin conocimientos previos.', 'Your first web page in two hours, no experience needed.', '2026-11-28', 'lab|17:00|19:00|places=16',
    'Con HTML y un poco de CSS, cada participante publica una página sobre sí mismo. Lo imparte el profesorado de DAW y no hace falta traer ordenador: el laboratorio tiene un puesto por persona.',
    `With HTML and a little CSS, everyone publishes a page about themselves. Lecturers from ${inEnglishProse(programme('DAW'))} run it and there is no need to bring a computer: the lab has a workstation for each person.`],
  ['Taller de animación 3D para principiantes', 'Beginners’ 3D animation workshop', 'Anima tu primer personaje con el profesorado del ciclo.', 'Animate your first character with the programme’s lecturers.', '2027-01-16', 'lab|11:00|13:30|places=16',
    'Partiendo de un personaje ya modelado, aprenderás a poner claves, a dar peso a un salto y a renderizar un clip de cinco segundos que te enviaremos por correo al terminar.',
    'Starting from a ready-made character, you will learn to set keyframes, give a jump some weight and render a five-second clip that we email to you afterwards.'],
  ['Charla: inteligencia artificial y creatividad', 'Talk: artificial intelligence and creativity', 'Cómo cambia la IA el trabajo de diseñadores y desarrolladores.', 'How AI is changing the work of designers and developers.', '2026-12-10', 'aula|18:30|20:00',
    'Una diseñadora de producto y un desarrollador cuentan qué tareas de su día a día hacen ya con modelos de IA, cuáles no delegan y qué deberían aprender quienes empiezan ahora. Al final hay turno de preguntas.',
    'A product designer and a developer explain which everyday tasks they already do with AI models, which they keep for themselves and what newcomers should learn now. Questions follow at the end.'],
  ['Exposición: cien años de carteles', 'Exhibition: a hundred years of posters', 'Un recorrido por la historia del cartel en el museo de la escuela.', 'A journey through the history of the poster at the school museum.', '2027-02-01', 'museo|10:00|20:00',
    'Sesenta carteles de la colección del museo, de la publicidad de los años veinte a las campañas digitales, ordenados por técnica de impresión. Los estudiantes de Diseño Gráfico hacen visitas comentadas cada hora.',
    'Sixty posters from the museum’s collection, from 1920s advertising to digital campaigns, arranged by printing technique. Graphic Design students give guided tours every hour.'],
  ['Foro de empleo y prácticas', 'Careers and placements fair', 'Más de 60 empresas buscan talento en el campus.', 'More than 60 companies looking for talent on campus.', '2027-04-21', 'patio|09:30|15:00',
    'Cada empresa tiene un puesto en el patio y publica antes sus ofertas en la web del foro. Trae tu portfolio o tu currículum impreso: el servicio de empleo revisa currículos durante toda la mañana.',
    'Each company has a stand in the courtyard and posts its offers on the fair’s website beforehand. Bring your portfolio or a printed CV: the careers service reviews CVs all morning.'],
  ['Sesión informativa en línea para familias', 'Online information session for families', 'Becas, salidas y vida en el campus, en una hora.', 'Scholarships, prospects and campus life, in one hour.', '2026-11-19', 'online:Zoom|19:00|20:00',
    'Pensada para madres, padres y tutores: la jefa de estudios explica cómo se organiza el curso, cómo se siguen las prácticas y qué becas existen, y dos familias de estudiantes actuales cuentan su experiencia.',
    'Designed for parents and guardians: the head of studies explains how the year is organised, how placements are followed up and which scholarships exist, and two families of current students share their experience.'],
  ['Sesión informativa en línea sobre DAM online', 'Online information session: Multi-platform Application Development online', 'Todo sobre la modalidad online del ciclo de DAM.', `Everything about ${inEnglishProse(programme('DAM online'))}.`, '2027-01-28', 'online:Google Meet|18:00|19:00',
    'El coordinador de DAM online muestra el campus virtual, explica cómo son las clases en directo y las tutorías, y cómo se hacen los exámenes presenciales y las prácticas si vives fuera de Madrid.',
    'The online programme’s coordinator shows the virtual campus and explains the live classes, the tutorials, and how the in-person exams and placements work if you live outside Madrid.'],
  ['Competición de robótica escolar', 'Schools robotics competition', 'Equipos de secundaria compiten con robots diseñados por ellos.', 'Secondary school teams compete with robots they designed.', '2027-03-27', 'patio|09:00|14:00',
    'Veinte equipos de institutos de la Comunidad de Madrid se enfrentan en tres pruebas: seguimiento de línea, laberinto y clasificación de objetos. El público puede animar desde las gradas del patio.',
    'Twenty teams from secondary schools in the Madrid region compete in three trials: line following, maze and object sorting. Spectators can cheer from the courtyard stands.'],
  ['Desfile de fin de curso de Moda', 'End-of-year fashion show', 'Los estudiantes presentan sus colecciones cápsula.', 'Students present their capsule collections.', '2027-06-11', 'patio|20:00|22:00',
    'Doce estudiantes de último curso presentan colecciones cápsula de cinco looks, cosidas en el taller de la escuela. Antes del desfile se pueden ver los bocetos y los patrones en el vestíbulo.',
    'Twelve final-year students present five-look capsule collections sewn in the school’s workshop. Before the show, the sketches and patterns are on display in the lobby.'],
  ['Muestra de proyectos finales', 'Final projects showcase', 'Los proyectos intermodulares de la promoción 2027.', 'The cross-module projects of the class of 2027.', '2027-06-18', 'aula|16:00|20:00',
    'Cada equipo de la promoción 2027 presenta su proyecto intermodular en diez minutos ante un tribunal de profesorado y empresas; en los pasillos puedes probar las aplicaciones y los juegos.',
    'Each team from the class of 2027 presents its cross-module project in ten minutes to a panel of lecturers and companies; in the corridors you can try the apps and games.'],
  ['Taller de portfolio para diseñadores', 'Portfolio workshop for designers', 'Cómo presentar tu trabajo para conseguir entrevistas.', 'How to present your work to land interviews.', '2027-02-20', 'lab|10:00|13:00|full',
    'Trae tres proyectos: una directora de arte y un reclutador revisan cómo los cuentas, qué sobra y en qué orden ponerlos. Es un taller de grupo reducido para trabajar cada portfolio en voz alta.',
    'Bring three projects: an art director and a recruiter review how you present them, what to cut and in which order to show them. It is a small-group workshop so each portfolio is discussed aloud.'],
  ['Charla: ciberseguridad para todos', 'Talk: cybersecurity for everyone', 'Consejos prácticos para proteger tus cuentas y dispositivos.', 'Practical advice to protect your accounts and devices.', '2027-03-04', 'aula|18:30|20:00',
    'El profesorado de ASIR explica cómo funcionan los fraudes más comunes por mensaje y correo, cómo activar la verificación en dos pasos y cómo usar un gestor de contraseñas, con demostraciones en directo.',
    `Lecturers from ${inEnglishProse(programme('ASIR'))} explain how the most common text and email scams work, how to turn on two-step verification and how to use a password manager, with live demonstrations.`],
  ['Encuentro con antiguos alumnos', 'Alumni meet-up', 'Titulados cuentan su paso de las aulas al trabajo.', 'Graduates talk about moving from the classroom to work.', '2027-05-06', 'aula|19:00|21:00',
    'Cinco titulados de promociones recientes, hoy en estudios de videojuegos, consultoras y agencias, cuentan cómo consiguieron su primer empleo y qué les habría gustado saber al empezar. Después, un café en la terraza.',
    'Five recent graduates, now at game studios, consultancies and agencies, tell how they got their first job and what they wish they had known at the start. Coffee on the terrace follows.'],
  ['Taller de accesibilidad web', 'Web accessibility workshop', 'Aprende a diseñar y programar webs que todo el mundo pueda usar.', 'Learn to design and build websites everyone can use.', '2027-04-08', 'lab|17:00|20:00',
    'Navegarás una web solo con teclado y con un lector de pantalla, y después corregirás sus fallos: contraste, textos alternativos, formularios y foco. Hace falta saber algo de HTML.',
    'You will browse a website with only a keyboard and a screen reader, then fix what fails: contrast, alternative text, forms and focus. Some HTML knowledge is needed.'],
  ['Noche de los videojuegos independientes', 'Indie games night', 'Estudios nacidos en la escuela presentan sus juegos.', 'Studios born at the school present their games.', '2027-05-20', 'aula|19:30|22:30',
    'Seis estudios fundados por antiguos alumnos traen demos jugables de sus próximos lanzamientos y cuentan en cinco minutos cómo los financian. Habrá puestos para jugar hasta el cierre.',
    'Six studios founded by alumni bring playable demos of their upcoming releases and explain in five minutes how they fund them. Play stations stay open until closing.'],
  ['Visita guiada al museo para centros educativos', 'Guided museum tour for schools', 'Visitas gratuitas para grupos de secundaria y bachillerato.', 'Free tours for secondary school groups.', '2027-02-15', 'museo|10:00|12:00',
    'Para grupos de hasta 30 estudiantes con su profesorado: un recorrido por los objetos de diseño industrial del museo y un taller breve de bocetado. El centro educativo inscribe al grupo completo.',
    'For groups of up to 30 students with their teachers: a tour of the museum’s industrial design objects and a short sketching workshop. The school registers the whole group.'],
  ['Taller de fabricación digital', 'Digital fabrication workshop', 'Diseña e imprime en 3D tu primer objeto.', 'Design and 3D print your first object.', '2027-03-18', 'lab|16:30|19:30',
    'Modelarás un llavero o un soporte para el móvil en un programa de CAD gratuito y lo verás imprimirse en el taller. Las piezas tardan en enfriarse, así que las recoges al día siguiente en conserjería.',
    'You will model a key ring or a phone stand in free CAD software and watch it print in the workshop. The pieces take time to cool, so you collect them the next day at reception.'],
  ['Ceremonia de graduación 2027', 'Graduation ceremony 2027', 'Celebramos con la promoción 2027 y sus familias.', 'We celebrate with the class of 2027 and their families.', '2027-07-02', 'patio|19:00|21:30',
    'Entrega de títulos a la promoción 2027, con el discurso de una madrina elegida por los estudiantes y la actuación del grupo de música de la escuela. Cada graduado puede inscribir hasta cuatro invitados.',
    'Diplomas for the class of 2027, with a speech by a guest of honour chosen by the students and a set by the school band. Each graduate can register up to four guests.'],
  ['Bienvenida al curso 2027-2028', 'Welcome to the 2027-2028 year', 'Primer día de clase y presentación de los programas.', 'First day of classes and programme introductions.', '2027-09-13', 'aula|09:00|12:00',
    'El primer día, cada programa presenta a su equipo docente y su calendario; después, estudiantes de segundo curso enseñan el campus y ayudan a activar las cuentas del campus virtual y de la biblioteca.',
    'On the first day each programme introduces its teaching team and calendar; then second-year students show new students around and help them set up their virtual campus and library accounts.'],
];

/** Whether an event is one of the school's open days (its category on the site, the months its open-day reports name). */
export const isOpenDay = (event: DatedItem): boolean => /puertas abiertas/i.test(event.title.es);

export const events: DatedItem[] = eventRows.map(([es, en, aEs, aEn, date, facts, aboutEs, aboutEn]) => ({
  ...items([[es, en, aEs, aEn, date, facts]], () => [{ es: aboutEs, en: aboutEn }], eventFacts)[0]!,
}));

/**
 * What each student project is and who made it, written for it: one shared paragraph said of all
 * twenty-four that the team "worked for a term on a real brief", of a festival short and a type
 * family alike. No durations or process: the articles about these projects tell those.
 */
const PROJECT_STORIES: Record<string, Bi> = {
  'Ruta Verde, app para moverse en bici por Madrid': b('Estudiantes de Desarrollo de Aplicaciones Multiplataforma hicieron Ruta Verde para quien empieza a moverse en bici por Madrid: la aplicación propone el recorrido que pasa por más carriles bici y calles tranquilas, y avisa de los cruces con más tráfico.', 'Multi-platform Application Development students made Ruta Verde for people starting to cycle around Madrid: the app suggests the route with the most cycle lanes and quiet streets, and warns of the busiest crossings.'),
  'Eco de Papel, un videojuego de plataformas': b(`Eco de Papel es un juego de plataformas de estudiantes de ${ANIMATION.es}: su protagonista recorre una ciudad hecha de papel reciclado y cada nivel enseña a separar un tipo de residuo.`, `Eco de Papel is a platform game by ${ANIMATION.en} students: its hero travels through a city made of recycled paper, and each level teaches how to sort one kind of waste.`),
  'Vecinos Conectados, web para asociaciones': b('Estudiantes de Desarrollo de Aplicaciones Web hicieron Vecinos Conectados para que una asociación de vecinos publique sus avisos y actividades sin saber programar; la web se puede usar con lector de pantalla y solo con el teclado.', 'Web Application Development students made Vecinos Conectados so that a residents’ association can post its notices and activities without knowing how to code; the site works with a screen reader and with the keyboard alone.'),
  'Laboratorio seguro, red para un centro de salud': b('Estudiantes de Administración de Sistemas Informáticos en Red separaron la red de un centro de salud en zonas: los equipos de consulta, la red de pacientes y la de administración ya no se ven entre sí, y cada acceso queda registrado.', 'Network Computer Systems Administration students split a health centre’s network into zones: consulting-room computers, the patients’ network and the administration’s no longer see one another, and every access is logged.'),
  'La última estación, cortometraje de animación': b(`La última estación es un cortometraje de animación 3D de estudiantes de ${ANIMATION.es}: un tren nocturno llega a su última parada. Sus autores lo escribieron, modelaron y animaron, y fue seleccionado en un festival internacional.`, `La última estación is a 3D animated short by ${ANIMATION.en} students: a night train reaches its last stop. Its makers wrote, modelled and animated it, and it was selected for an international festival.`),
  'Mesa Plegable Urbana, mobiliario para pisos pequeños': b('Estudiantes del itinerario de producto del Grado en Diseño diseñaron una mesa para pisos pequeños que se guarda plegada en la pared, y fabricaron sus prototipos en el taller de fabricación digital del campus.', 'Students on the product pathway of the Bachelor’s Degree in Design designed a table for small flats that folds away against the wall, and made its prototypes in the campus’s digital fabrication workshop.'),
  'Colección Retales, moda circular': b('Retales es una colección cápsula de estudiantes de Patronaje y Moda, cortada y cosida con tejidos recuperados de talleres y de prendas que ya nadie usaba.', 'Retales is a capsule collection by Pattern Making and Fashion students, cut and sewn from fabrics recovered from workshops and from clothes nobody wore any more.'),
  'Biblioteca Viva, rediseño de un espacio de estudio': b('Estudiantes de Proyectos y Dirección de Obras de Decoración propusieron un nuevo interior para la sala de estudio de una biblioteca de barrio: zonas de silencio y de trabajo en grupo, mejor luz natural y mobiliario que se mueve según el uso.', 'Interior Design Projects and Site Management students proposed a new interior for the study room of a local library: quiet and group-work zones, better daylight and furniture that moves with its use.'),
  'Chatbot de admisión accesible': b('Estudiantes de Desarrollo de Aplicaciones Web hicieron un asistente que responde las dudas de admisión en lectura fácil y cita la página de la escuela de la que saca cada respuesta.', 'Web Application Development students made an assistant that answers admissions questions in easy-to-read language and cites the school page each answer comes from.'),
  'Panel de datos de calidad del aire': b('Estudiantes de Desarrollo de Aplicaciones Web construyeron un panel que muestra, barrio a barrio, los datos abiertos de calidad del aire de Madrid, con gráficos que se leen también sin color.', 'Web Application Development students built a dashboard that shows Madrid’s open air quality data district by district, with charts that can be read without colour.'),
  'Robot clasificador de residuos': b('Estudiantes del Grado en Ingeniería del Software programaron un brazo robótico que reconoce envases con una cámara y los separa por material.', 'Bachelor’s Degree in Software Engineering students programmed a robotic arm that recognises packaging with a camera and sorts it by material.'),
  'Identidad visual para un festival de música': b('Estudiantes del itinerario gráfico del Grado en Diseño crearon el logotipo, los carteles y las animaciones para redes de un festival de música local.', 'Students on the graphic pathway of the Bachelor’s Degree in Design created the logo, posters and social media animations for a local music festival.'),
  'Museo en realidad virtual': b(`Estudiantes de ${ANIMATION.es} modelaron las salas del museo de la escuela para recorrerlas con gafas de realidad virtual y ver de cerca las piezas de su colección.`, `${ANIMATION.en} students modelled the school museum’s rooms so that visitors can walk through them in a virtual reality headset and see the collection’s pieces up close.`),
  'Gestor de turnos para voluntariado': b('Estudiantes de Desarrollo de Aplicaciones Web hicieron para un banco de alimentos una aplicación en la que cada voluntario elige sus turnos y el equipo de coordinación ve qué huecos quedan por cubrir.', 'Web Application Development students made a food bank an app in which each volunteer picks their shifts and the coordinators see which slots are still open.'),
  'Juego educativo de matemáticas': b('Estudiantes de Desarrollo de Aplicaciones Multiplataforma hicieron un juego para el móvil con el que los niños de primaria practican las fracciones repartiendo pizzas y tartas.', 'Multi-platform Application Development students made a mobile game in which primary school children practise fractions by sharing out pizzas and cakes.'),
  'Copias de seguridad para una ONG': b('Estudiantes de Administración de Sistemas Informáticos en Red montaron para una organización social copias de seguridad automáticas, en un disco de la oficina y en la nube, y escribieron cómo recuperar los datos si algo falla.', 'Network Computer Systems Administration students set up automatic backups for a charity, on a disk in the office and in the cloud, and wrote down how to recover the data if something fails.'),
  'Tipografía Castiza': b('Castiza es una familia tipográfica de estudiantes del itinerario gráfico del Grado en Diseño, dibujada a partir de los rótulos de las tiendas antiguas de Madrid.', 'Castiza is a type family by students on the graphic pathway of the Bachelor’s Degree in Design, drawn from the signs of Madrid’s old shops.'),
  'Lámpara modular impresa en 3D': b('Estudiantes del itinerario de producto del Grado en Diseño diseñaron una lámpara de piezas impresas en 3D que encajan entre sí, de modo que se monta y se desmonta sin herramientas.', 'Students on the product pathway of the Bachelor’s Degree in Design designed a lamp of 3D-printed parts that fit into one another, so that it goes together and comes apart without tools.'),
  'Tienda online para una librería de barrio': b('Estudiantes de Desarrollo de Aplicaciones Web hicieron la tienda online de una librería de barrio: carga rápido en cualquier móvil, se usa con el teclado y permite reservar un libro para recogerlo en la tienda.', 'Web Application Development students built a local bookshop’s online shop: it loads quickly on any phone, works with the keyboard and lets customers reserve a book to collect in the shop.'),
  'Simulador de incendios forestales': b(`Estudiantes de ${ANIMATION.es} hicieron un entorno interactivo en el que los equipos de emergencia ven cómo avanza un incendio con el viento y ensayan dónde actuar.`, `${ANIMATION.en} students made an interactive environment in which emergency teams watch a fire spread with the wind and rehearse where to act.`),
  'Escaparate interactivo': b('Estudiantes del Grado en Ingeniería del Software programaron un escaparate que reacciona a los peatones: sus sensores detectan a quien se acerca y la luz y las imágenes cambian con su movimiento.', 'Bachelor’s Degree in Software Engineering students programmed a shop window that reacts to passers-by: its sensors detect whoever comes close, and the lights and images change as they move.'),
  'Calendario escolar inteligente': b('Estudiantes de Desarrollo de Aplicaciones Multiplataforma hicieron una aplicación que reúne en un solo calendario las fechas del colegio y las de cada familia, en el móvil y en la tableta.', 'Multi-platform Application Development students made an app that brings the school’s dates and each family’s into one calendar, on phone and tablet.'),
  'Serie de ilustraciones sobre oficios': b('Estudiantes del itinerario gráfico del Grado en Diseño dibujaron una serie sobre oficios tradicionales de Madrid, del taller del sombrerero al del encuadernador.', 'Students on the graphic pathway of the Bachelor’s Degree in Design drew a series on Madrid’s traditional trades, from the hat shop to the bookbinder’s workshop.'),
  'Red wifi para un festival al aire libre': b('Estudiantes de Administración de Sistemas Informáticos en Red desplegaron la red de un festival al aire libre: antenas sobre el escenario y el recinto, una red para el público y otra para la organización y los puestos de pago.', 'Network Computer Systems Administration students deployed an open-air festival’s network: masts over the stage and the grounds, one network for the public and another for the organisers and the payment points.'),
};

export const projects: DatedItem[] = items([
  ['Ruta Verde, app para moverse en bici por Madrid', 'Ruta Verde, an app for cycling around Madrid', 'Una aplicación de DAM que calcula rutas seguras en bicicleta.', `An app by ${englishName(programme('DAM'))} students that plans safe cycling routes.`, '2026-06-10'],
  ['Eco de Papel, un videojuego de plataformas', 'Eco de Papel, a platform game', `Un juego sobre reciclaje creado en el ciclo de ${ANIMATION.es}.`, `A game about recycling made in the ${ANIMATION.en} programme.`, '2026-06-12'],
  ['Vecinos Conectados, web para asociaciones', 'Vecinos Conectados, a website for associations', 'Una plataforma web accesible para asociaciones de vecinos.', 'An accessible web platform for residents’ associations.', '2026-06-15'],
  ['Laboratorio seguro, red para un centro de salud', 'Secure lab, a network for a health centre', 'El proyecto de ASIR que rediseñó la red de un centro de salud.', `The ${englishName(programme('ASIR'))} project that redesigned a health centre’s network.`, '2026-05-28'],
  ['La última estación, cortometraje de animación', 'The last station, an animated short', 'Un corto 3D seleccionado en un festival internacional.', 'A 3D short selected for an international festival.', '2026-07-01'],
  ['Mesa Plegable Urbana, mobiliario para pisos pequeños', 'Urban Folding Table, furniture for small flats', 'Un mueble de diseño de producto fabricado en el taller digital.', 'A product design piece made in the digital workshop.', '2026-05-20'],
  ['Colección Retales, moda circular', 'Retales collection, circular fashion', 'Una colección cápsula hecha con tejidos recuperados.', 'A capsule collection made from reclaimed fabrics.', '2026-06-20'],
  ['Biblioteca Viva, rediseño de un espacio de estudio', 'Biblioteca Viva, redesigning a study space', 'Propuesta de interiorismo para la biblioteca del barrio.', 'An interior design proposal for the local library.', '2026-04-30'],
  ['Chatbot de admisión accesible', 'Accessible admissions chatbot', 'Un asistente que responde dudas de admisión en lectura fácil.', 'An assistant that answers admissions questions in easy-to-read language.', '2026-06-05'],
  ['Panel de datos de calidad del aire', 'Air quality data dashboard', 'Visualización de datos abiertos de calidad del aire en Madrid.', 'A visualisation of open air quality data for Madrid.', '2026-05-14'],
  ['Robot clasificador de residuos', 'Waste-sorting robot', 'Un brazo robótico que separa envases con visión por computador.', 'A robotic arm that sorts packaging with computer vision.', '2026-06-18'],
  ['Identidad visual para un festival de música', 'Visual identity for a music festival', 'Logotipo, carteles y animaciones para un festival local.', 'Logo, posters and animations for a local festival.', '2026-04-22'],
  ['Museo en realidad virtual', 'Virtual reality museum', 'Una visita virtual al museo de la escuela.', 'A virtual tour of the school museum.', '2026-06-25'],
  ['Gestor de turnos para voluntariado', 'Shift planner for volunteers', 'Una aplicación web para organizar turnos en un banco de alimentos.', 'A web app to organise shifts at a food bank.', '2026-05-08'],
  ['Juego educativo de matemáticas', 'Educational maths game', 'Un juego móvil para practicar fracciones en primaria.', 'A mobile game for practising fractions in primary school.', '2026-06-08'],
  ['Copias de seguridad para una ONG', 'Backups for an NGO', 'Un sistema de copias automáticas para una organización social.', 'An automatic backup system for a charity.', '2026-05-30'],
  ['Tipografía Castiza', 'Castiza typeface', 'Una familia tipográfica inspirada en los rótulos de Madrid.', 'A typeface inspired by Madrid’s shop signs.', '2026-04-15'],
  ['Lámpara modular impresa en 3D', 'Modular 3D-printed lamp', 'Una lámpara que se monta sin herramientas.', 'A lamp that assembles without tools.', '2026-05-02'],
  ['Tienda online para una librería de barrio', 'Online shop for a local bookshop', 'Comercio electrónico accesible y rápido para un pequeño negocio.', 'Fast, accessible e-commerce for a small business.', '2026-06-02'],
  ['Simulador de incendios forestales', 'Wildfire simulator', 'Un entorno interactivo para formar a equipos de emergencia.', 'An interactive environment for training emergency teams.', '2026-06-22'],
  ['Escaparate interactivo', 'Interactive shop window', 'Un escaparate que reacciona a los peatones con sensores.', 'A shop window that reacts to passers-by with sensors.', '2026-05-26'],
  ['Calendario escolar inteligente', 'Smart school calendar', 'Una app que sincroniza calendarios de familias y colegios.', 'An app that syncs family and school calendars.', '2026-06-14'],
  ['Serie de ilustraciones sobre oficios', 'Illustration series about trades', 'Ilustraciones sobre oficios tradicionales de Madrid.', 'Illustrations about Madrid’s traditional trades.', '2026-04-10'],
  ['Red wifi para un festival al aire libre', 'Wi-fi network for an open-air festival', 'Despliegue temporal de red para 5.000 personas.', 'A temporary network for 5,000 people.', '2026-07-05'],
], (title) => [
  storyOf(PROJECT_STORIES, 'PROJECT_STORIES', 'student project', title),
  { es: 'El equipo presentó el resultado ante un jurado de profesorado y profesionales del sector.', en: 'The team presented the result to a panel of lecturers and industry professionals.' },
]);

/**
 * The school's fields each project comes from (by its Spanish title): a programme's page shows
 * projects of its own field (spec 2, related lists). The seed refuses a project without one.
 */
export const projectFields: Readonly<Record<string, readonly ('design' | 'technology' | 'business')[]>> = {
  'Ruta Verde, app para moverse en bici por Madrid': ['technology'],
  'Eco de Papel, un videojuego de plataformas': ['technology'],
  'Vecinos Conectados, web para asociaciones': ['technology'],
  'Laboratorio seguro, red para un centro de salud': ['technology'],
  'La última estación, cortometraje de animación': ['technology'],
  'Mesa Plegable Urbana, mobiliario para pisos pequeños': ['design'],
  'Colección Retales, moda circular': ['design'],
  'Biblioteca Viva, rediseño de un espacio de estudio': ['design'],
  'Chatbot de admisión accesible': ['technology'],
  'Panel de datos de calidad del aire': ['technology'],
  'Robot clasificador de residuos': ['technology'],
  'Identidad visual para un festival de música': ['design'],
  'Museo en realidad virtual': ['technology'],
  'Gestor de turnos para voluntariado': ['technology'],
  'Juego educativo de matemáticas': ['technology'],
  'Copias de seguridad para una ONG': ['technology'],
  'Tipografía Castiza': ['design'],
  'Lámpara modular impresa en 3D': ['design'],
  'Tienda online para una librería de barrio': ['technology', 'business'],
  'Simulador de incendios forestales': ['technology'],
  'Escaparate interactivo': ['design', 'business'],
  'Calendario escolar inteligente': ['technology'],
  'Serie de ilustraciones sobre oficios': ['design'],
  'Red wifi para un festival al aire libre': ['technology'],
};

/**
 * What a project's picture shows where its words name no subject the demo draws, or the wrong one
 * (spec 2: an image per project that shows it, none shared by unrelated projects): the backup
 * system its disks and cloud, the festival's network its masts over a stage, the illustration
 * series a drawing tablet, the 3D-printed lamp the printers rather than the
 * animation's wireframe figure that "3D" would give it. A project with neither an entry here nor
 * a subject in its words is refused by the seed rather than given the lab desk.
 */
export const projectPictures: Readonly<Record<string, IllustrationKind>> = {
  'Chatbot de admisión accesible': 'neural-network',
  'Copias de seguridad para una ONG': 'backup-drives',
  'Red wifi para un festival al aire libre': 'festival-wifi',
  'Ruta Verde, app para moverse en bici por Madrid': 'bike-route',
  'Calendario escolar inteligente': 'school-calendar',
  'Escaparate interactivo': 'floor-plan',
  'Serie de ilustraciones sobre oficios': 'design-tools',
  'Simulador de incendios forestales': 'fire-map',
  'Lámpara modular impresa en 3D': 'makerspace',
};

/**
 * What each press release tells beyond its standfirst, written for it (spec 2: pieces a school
 * would sign): one shared paragraph said of a survey, a donation and a robot alike that the school
 * had "presented the initiative at an event on its campus". Facts only from the content model and
 * the pages that state them (the admission steps, the scholarships, the projects named).
 */
const PRESS_STORIES: Record<string, Bi> = {
  'EDTE abre la preinscripción para el curso 2027-2028': b('Madrid. La preinscripción empieza con una solicitud de información desde la web; después, cada candidato tiene una entrevista personal con la coordinación de su programa, entrega la documentación y reserva su plaza. El plazo sigue abierto hasta completar plazas.', 'Madrid. Pre-registration starts with a request for information on the website; each applicant then has a personal interview with their programme’s coordinator, submits their documents and secures their place. Applications stay open until places are filled.'),
  'EDTE inaugura un laboratorio de realidad virtual': b(`Madrid. El laboratorio lo usarán sobre todo los estudiantes de ${ANIMATION.es}, que hasta ahora probaban sus escenas de realidad virtual en un aula compartida. Los equipos de proyecto también podrán reservarlo fuera del horario de clase.`, `Madrid. The lab will be used above all by students of ${ANIMATION.en}, who until now tested their virtual reality scenes in a shared classroom. Project teams will also be able to book it outside class hours.`),
  'La escuela amplía su programa de becas': b('Madrid. Las becas propias premian la excelencia académica, el mérito profesional en el MBA y el deporte de alto nivel, apoyan a las alumnas de los programas de tecnología y tienen en cuenta la situación económica de cada familia. Se solicitan junto con la reserva de plaza y son compatibles con las becas del Ministerio.', 'Madrid. The school’s own scholarships reward academic excellence, professional merit on the MBA and elite sport, support women on the technology programmes and take each family’s finances into account. They are applied for with the place reservation and can be combined with the Ministry’s grants.'),
  'EDTE se incorpora a la red europea de escuelas de diseño': b('Madrid. Las escuelas de la red comparten convocatorias de intercambio para estudiantes y profesorado, y preparan talleres y encargos que equipos de varios países desarrollan a la vez.', 'Madrid. The network’s schools share exchange calls for students and lecturers, and prepare workshops and briefs that teams from several countries work on together.'),
  [`Récord de inserción laboral de la promoción ${school.figures.employment.cohort}`]: b('Madrid. La escuela pregunta cada año a los titulados de su última promoción, seis meses después de terminar, si trabajan y en qué. Es la cifra más alta desde que se hace la encuesta.', 'Madrid. Every year the school asks the graduates of its latest class, six months after they finish, whether they are in work and in what. It is the highest figure since the survey began.'),
  'EDTE firma un acuerdo con el ayuntamiento para formar en competencias digitales': b('Madrid. Los cursos se dan por la tarde en las aulas del campus, con profesorado de la escuela, y enseñan a usar el correo y la hoja de cálculo, a buscar empleo en internet y a protegerse de los fraudes en la red. La inscripción se hace en la oficina de empleo del distrito.', 'Madrid. The courses are held in the evening in the campus classrooms, taught by the school’s lecturers, and cover e-mail and spreadsheets, looking for work online and staying safe from online fraud. People sign up at the district’s employment office.'),
  'Estudiantes de EDTE ganan un premio nacional de videojuegos': b(`Madrid. El premio es para Eco de Papel, un juego de plataformas que un equipo de estudiantes del ciclo de ${ANIMATION.es} creó como proyecto de curso: su protagonista recorre una ciudad hecha de papel reciclado.`, `Madrid. The award goes to Eco de Papel, a platform game that a team of students on the ${ANIMATION.en} programme made as their course project: its hero travels through a city made of recycled paper.`),
  'La escuela publica su memoria de sostenibilidad': b('Madrid. La memoria explica de dónde viene el ahorro: iluminación led en todo el edificio, la climatización regulada por sensores de presencia y los equipos de los laboratorios apagados por la noche. También recoge cuánto papel y cuántos envases recicla el campus.', 'Madrid. The report explains where the savings come from: LED lighting throughout the building, heating and cooling controlled by presence sensors, and lab equipment switched off at night. It also records how much paper and packaging the campus recycles.'),
  'EDTE lanza la modalidad online del ciclo de DAM': b('Madrid. El ciclo online tiene el mismo plan de estudios y el mismo título oficial que el presencial; las clases se siguen en directo y quedan grabadas, y cada estudiante tiene una tutora o un tutor que sigue su trabajo. Las prácticas en empresa pueden hacerse en su ciudad.', 'Madrid. The online programme has the same curriculum and the same official qualification as the on-campus one; classes are live and recorded, and each student has a tutor who follows their work. The work placement can be done in their own city.'),
  'Nueva doble titulación en DAM y DAW': b('Madrid. El itinerario reúne los módulos comunes de los dos ciclos y añade los propios de cada uno, de modo que al terminar el estudiante tiene los títulos de Técnico Superior en Desarrollo de Aplicaciones Multiplataforma y en Desarrollo de Aplicaciones Web.', 'Madrid. The pathway brings together the modules the two programmes share and adds those of each, so that students finish with both qualifications: Higher Technician in Multi-platform Application Development and in Web Application Development.'),
  'EDTE acoge el encuentro nacional de orientadores': b('Madrid. Durante dos días, orientadores de institutos de toda España visitaron los laboratorios, hablaron con estudiantes de los ciclos y compartieron cómo ayudan a sus alumnos a elegir entre la FP y la universidad.', 'Madrid. Over two days, careers advisers from secondary schools across Spain visited the labs, talked to students on the programmes and shared how they help their pupils choose between vocational training and university.'),
  'El museo de EDTE recibe una donación de carteles históricos': b('Madrid. Los carteles, de cine, ferias y campañas de la época, los ha donado la familia de un impresor madrileño. Los estudiantes de Diseño Gráfico ayudarán a catalogarlos y a digitalizarlos antes de exponerlos.', 'Madrid. The posters, for films, trade fairs and campaigns of the time, were donated by the family of a Madrid printer. Graphic Design students will help catalogue and digitise them before they go on show.'),
  'EDTE renueva su certificación de accesibilidad': b('Madrid. La auditoría revisó la web con lectores de pantalla y solo con el teclado, y el edificio de arriba abajo: la entrada sin escalones, los ascensores, los aseos adaptados y las aulas con bucle magnético.', 'Madrid. The audit checked the website with screen readers and with the keyboard alone, and the building from top to bottom: the step-free entrance, the lifts, the accessible toilets and the hearing-loop classrooms.'),
  'Beca para mujeres en estudios tecnológicos': b('Madrid. La beca Mujeres en STEM es para las alumnas que empiezan un programa del área de Tecnología, del ciclo de ASIR al grado en Ingeniería del Software, y se solicita junto con la reserva de plaza.', 'Madrid. The Women in STEM scholarship is for women starting a programme in the Technology area, from network systems administration to the Bachelor’s Degree in Software Engineering, and is applied for with the place reservation.'),
  'EDTE celebra su foro de empleo con 60 empresas': b('Madrid. Estudiantes y titulados recientes pasaron la jornada entre los puestos de las empresas, con entrevistas rápidas por la mañana y charlas sobre cómo preparar un portfolio y una entrevista por la tarde.', 'Madrid. Students and recent graduates spent the day among the companies’ stands, with quick interviews in the morning and talks on preparing a portfolio and an interview in the afternoon.'),
  'Un corto de EDTE, seleccionado en un festival internacional': b(`Madrid. El corto, La última estación, es un cortometraje de animación 3D: sus autores lo escribieron, modelaron y animaron a lo largo del curso en el ciclo de ${ANIMATION.es}.`, `Madrid. The short, La última estación, is a 3D animated film: its makers wrote, modelled and animated it over the year on the ${ANIMATION.en} programme.`),
  'EDTE presenta su plan estratégico 2026-2030': b('Madrid. El plan se ha preparado con profesorado, estudiantes, antiguos alumnos y empresas colaboradoras, y la escuela informará cada año de cómo avanza.', 'Madrid. The plan was drawn up with lecturers, students, alumni and partner companies, and the school will report on its progress every year.'),
  'El club de robótica, finalista nacional': b('Madrid. El club compite con Rastreador, un robot seguidor de línea que sus miembros han diseñado, montado y programado en los laboratorios del campus.', 'Madrid. The club competes with Rastreador, a line-following robot its members designed, built and programmed in the campus labs.'),
  'EDTE organiza una game jam solidaria': b('Madrid. Durante un fin de semana, equipos de estudiantes crearán un videojuego desde cero a partir de un tema que se anunciará al empezar. La inscripción es abierta y cada participante hace un donativo.', 'Madrid. Over a weekend, teams of students will make a video game from scratch on a theme announced at the start. Entry is open and each participant makes a donation.'),
  'Nuevo espacio de emprendimiento en el campus': b('Madrid. El espacio ofrece puestos de trabajo, salas de reunión y el consejo de profesionales de las empresas colaboradoras a los equipos que quieran convertir un proyecto de clase en una empresa.', 'Madrid. The space offers desks, meeting rooms and mentoring by professionals from partner companies to teams who want to turn a class project into a business.'),
};

/** A piece's own story from its table (PRESS_STORIES, APPEARANCE_STORIES), refused at seed time when it has none. */
function storyOf(stories: Record<string, Bi>, table: string, kind: string, title: Bi): Bi {
  const story = stories[title.es];
  if (!story) throw new Error(`The ${kind} «${title.es}» has no story of its own: add one to ${table} in content/data/dated.ts.`);
  return story;
}

export const press: DatedItem[] = items([
  ['EDTE abre la preinscripción para el curso 2027-2028', 'EDTE opens pre-registration for 2027-2028', 'La escuela abre plazas en diez ciclos de grado superior, dos grados universitarios y un máster.', 'The school opens places on ten higher vocational programmes, two bachelor\'s degrees and a master\'s.', '2026-11-03'],
  ['EDTE inaugura un laboratorio de realidad virtual', 'EDTE opens a virtual reality lab', 'El nuevo espacio tiene 24 puestos y un plató de captura.', 'The new space has 24 workstations and a capture studio.', '2026-10-15'],
  ['La escuela amplía su programa de becas', 'The school expands its scholarship programme', `Más de ${formatMoney(school.figures.scholarshipBudget, 'EUR', 'es_ES')} en becas propias para el próximo curso.`, `More than ${formatMoney(school.figures.scholarshipBudget, 'EUR', 'en_GB')} in the school’s own scholarships next year.`, '2026-09-20'],
  ['EDTE se incorpora a la red europea de escuelas de diseño', 'EDTE joins the European network of design schools', 'La incorporación facilita intercambios y proyectos conjuntos.', 'Membership makes exchanges and joint projects easier.', '2026-09-02'],
  [`Récord de inserción laboral de la promoción ${school.figures.employment.cohort}`, `Record employment rate for the class of ${school.figures.employment.cohort}`, `El ${formatPercent(school.figures.employment.inWorkAtSixMonths, 'es')} trabajaba a los seis meses de terminar y el ${formatPercent(school.figures.employment.inTheirField, 'es')} lo hace en su sector, según la encuesta de inserción laboral de julio.`, `${formatPercent(school.figures.employment.inWorkAtSixMonths, 'en')} were in work six months after finishing and ${formatPercent(school.figures.employment.inTheirField, 'en')} work in their field, according to July's employment survey.`, '2026-07-15'],
  ['EDTE firma un acuerdo con el ayuntamiento para formar en competencias digitales', 'EDTE signs an agreement with the council on digital skills training', 'Cursos gratuitos para personas desempleadas del distrito.', 'Free courses for unemployed people in the district.', '2026-06-30'],
  ['Estudiantes de EDTE ganan un premio nacional de videojuegos', 'EDTE students win a national video game award', 'El juego premiado trata sobre el reciclaje.', 'The winning game is about recycling.', '2026-06-12'],
  ['La escuela publica su memoria de sostenibilidad', 'The school publishes its sustainability report', 'El campus reduce un 30 % su consumo energético.', 'The campus cuts its energy use by 30%.', '2026-05-25'],
  ['EDTE lanza la modalidad online del ciclo de DAM', 'EDTE launches an online Multi-platform Application Development programme', 'Clases en directo y exámenes presenciales en Madrid.', 'Live classes and in-person exams in Madrid.', '2026-05-10'],
  ['Nueva doble titulación en DAM y DAW', 'New double qualification in Multi-platform and Web Application Development', 'Dos títulos oficiales en tres cursos.', 'Two official qualifications in three years.', '2026-04-28'],
  ['EDTE acoge el encuentro nacional de orientadores', 'EDTE hosts the national meeting of careers advisers', 'Más de 200 orientadores debaten sobre el futuro de la FP.', 'More than 200 advisers discuss the future of vocational training.', '2026-04-08'],
  ['El museo de EDTE recibe una donación de carteles históricos', 'EDTE’s museum receives a donation of historic posters', 'La colección suma 120 carteles de los años cincuenta.', 'The collection adds 120 posters from the 1950s.', '2026-03-19'],
  ['EDTE renueva su certificación de accesibilidad', 'EDTE renews its accessibility certification', 'La web y el campus cumplen los estándares de accesibilidad.', 'The website and campus meet accessibility standards.', '2026-03-05'],
  ['Beca para mujeres en estudios tecnológicos', 'A scholarship for women in technology studies', 'Hasta 1.500 euros para las alumnas que empiezan un programa de tecnología.', 'Up to €1,500 for women starting a technology programme.', '2026-02-24'],
  ['EDTE celebra su foro de empleo con 60 empresas', 'EDTE holds its careers fair with 60 companies', 'Más de 500 ofertas de prácticas y empleo.', 'More than 500 placement and job offers.', '2026-02-10'],
  ['Un corto de EDTE, seleccionado en un festival internacional', 'An EDTE short selected for an international festival', 'El corto fue realizado por estudiantes de segundo curso.', 'The short was made by second-year students.', '2026-01-27'],
  ['EDTE presenta su plan estratégico 2026-2030', 'EDTE presents its 2026-2030 strategic plan', 'Más laboratorios, más becas y más internacionalización.', 'More labs, more scholarships and more international work.', '2026-01-14'],
  ['El club de robótica, finalista nacional', 'The robotics club reaches the national final', 'El equipo competirá en la final de primavera.', 'The team will compete in the spring final.', '2025-12-11'],
  ['EDTE organiza una game jam solidaria', 'EDTE organises a charity game jam', 'La recaudación irá a una ONG de la zona.', 'The proceeds will go to a local NGO.', '2025-11-27'],
  ['Nuevo espacio de emprendimiento en el campus', 'New entrepreneurship space on campus', 'Acompañamiento para startups de estudiantes y antiguos alumnos.', 'Support for start-ups by students and alumni.', '2025-11-06'],
], (title) => [
  storyOf(PRESS_STORIES, 'PRESS_STORIES', 'press release', title),
  { es: `Para más información, los medios pueden dirigirse al departamento de comunicación en ${school.email.press}.`, en: `For more information, media can contact the communications department at ${school.email.press}.` },
]);

export const outlets = ['Diario de la Innovación', 'Revista Código', 'Crónica Educativa', 'Madrid Hoy', 'Tecnología y Sociedad', 'La Gaceta del Diseño', 'Radio Campus', 'Economía Digital Semanal'];

/**
 * What each press appearance is about, written for it: one shared sentence gave an opinion piece
 * by a lecturer and a podcast alike "comments from students, lecturers and the school's management".
 */
const APPEARANCE_STORIES: Record<string, Bi> = {
  'La FP tecnológica, la opción con más salidas': b('El reportaje compara la inserción de los ciclos de tecnología con la de otras familias profesionales y cita la encuesta de la escuela a su última promoción.', 'The feature compares how graduates of technology programmes find work with other vocational fields, and quotes the school’s survey of its latest class.'),
  'Entrevista a la directora académica de EDTE': b('La directora académica explica por qué cada asignatura se organiza alrededor de un proyecto con entregas reales y cómo se evalúa a cada estudiante dentro de su equipo.', 'The academic director explains why every subject is built around a project with real deliverables, and how each student is assessed within their team.'),
  'Las escuelas que forman a los animadores del futuro': b(`El reportaje visita las aulas del ciclo de ${ANIMATION.es} y habla con estudiantes que preparan su proyecto final.`, `The feature visits the ${ANIMATION.en} classrooms and talks to students preparing their final project.`),
  'Un campus que se abre al barrio': b('La pieza cuenta cómo los vecinos visitan el museo de la escuela y se apuntan a los talleres abiertos que dan sus estudiantes y profesores.', 'The piece tells how neighbours visit the school’s museum and sign up for the open workshops its students and lecturers run.'),
  'Tribuna: la accesibilidad no es opcional': b('El autor defiende que una web accesible se diseña así desde el principio, no se arregla al final, y cuenta cómo lo enseña en sus clases.', 'The author argues that an accessible website is designed that way from the start, not fixed at the end, and describes how he teaches it.'),
  'Jóvenes programadores que crean apps sociales': b('El reportaje recoge aplicaciones que estudiantes de DAM y DAW han hecho para asociaciones, como el gestor de turnos de un banco de alimentos.', 'The feature covers apps that software development students have built for associations, such as a food bank’s shift planner.'),
  'El auge de los videojuegos independientes en Madrid': b(`Varios de los estudios que aparecen los fundaron antiguos alumnos del ciclo de ${ANIMATION.es} a partir de sus proyectos de curso.`, `Several of the studios featured were founded by former students of the ${ANIMATION.en} programme, starting from their course projects.`),
  'La moda circular llega a las escuelas': b('La portada es para Retales, la colección cápsula que estudiantes de Patronaje y Moda han hecho con tejidos recuperados.', 'The cover goes to Retales, the capsule collection Pattern Making and Fashion students made from reclaimed fabrics.'),
  'Podcast: cómo elegir un ciclo formativo': b('En el episodio, el equipo de orientación responde a preguntas de estudiantes de bachillerato y de sus familias: qué diferencia un ciclo de grado superior de un grado universitario, cómo son las prácticas y qué salidas tiene cada área.', 'In the episode, the guidance team answers questions from sixth-form students and their families: how a higher vocational programme differs from a bachelor’s degree, what placements are like and where each field leads.'),
  'Las empresas buscan técnicos superiores': b('El análisis cruza las ofertas de empleo publicadas en Madrid con las que la escuela recibe de sus empresas colaboradoras.', 'The analysis sets the job offers published in Madrid against those the school receives from its partner companies.'),
  'Robots que separan residuos, hechos por estudiantes': b('La televisión grabó en el laboratorio cómo un brazo robótico hecho por estudiantes reconoce los envases con una cámara y los separa.', 'The local news filmed in the lab how a robotic arm built by students recognises packaging with a camera and sorts it.'),
  'Inteligencia artificial en el aula: así se enseña': b('Los periodistas asistieron a una clase de aprendizaje automático en la que los estudiantes entrenaban y comparaban sus primeros modelos.', 'The reporters sat in on a machine learning class in which students trained and compared their first models.'),
  'La doble titulación, tendencia en la FP': b('La coordinación explica cómo se cursan en tres años los dos títulos de Técnico Superior, en Desarrollo de Aplicaciones Multiplataforma y en Desarrollo de Aplicaciones Web.', 'The coordinators explain how the two Higher Technician qualifications, in Multi-platform and in Web Application Development, are taken in three years.'),
  'Mujeres que programan': b('Antiguas alumnas de los programas de tecnología cuentan cómo llegaron a la programación y en qué trabajan hoy.', 'Former students of the technology programmes tell how they came to programming and what they work on today.'),
  'Diseño madrileño en cien carteles': b('La crítica recorre la exposición, con carteles de diseñadores madrileños de la colección del museo, y destaca las visitas que guían los estudiantes de Diseño Gráfico.', 'The review walks through the exhibition, posters by Madrid designers from the museum’s collection, and praises the tours led by Graphic Design students.'),
  'Cómo será la FP en 2030': b('La dirección de EDTE debate con la de otras escuelas sobre la FP dual, las nuevas titulaciones y la formación a lo largo de la vida.', 'EDTE’s management debates dual vocational training, new qualifications and lifelong learning with the heads of other schools.'),
};

export const pressAppearances: DatedItem[] = items([
  ['La FP tecnológica, la opción con más salidas', 'Technology vocational training, the option with the best prospects', 'Reportaje con datos de inserción de nuestros titulados.', 'A feature with employment data from our graduates.', '2026-11-05', '0'],
  ['Entrevista a la directora académica de EDTE', 'Interview with EDTE’s academic director', 'Sobre el aprendizaje basado en proyectos.', 'On project-based learning.', '2026-10-21', '1'],
  ['Las escuelas que forman a los animadores del futuro', 'The schools training tomorrow’s animators', 'EDTE, entre los centros destacados.', 'EDTE among the featured schools.', '2026-10-02', '2'],
  ['Un campus que se abre al barrio', 'A campus that opens up to its neighbourhood', 'El museo y los talleres abiertos de EDTE.', 'EDTE’s museum and open workshops.', '2026-09-18', '3'],
  ['Tribuna: la accesibilidad no es opcional', 'Opinion: accessibility is not optional', 'Artículo de opinión de un profesor de DAW.', 'An opinion piece by a web development lecturer.', '2026-09-01', '4'],
  ['Jóvenes programadores que crean apps sociales', 'Young programmers building social apps', 'Proyectos de estudiantes para asociaciones.', 'Student projects for associations.', '2026-07-22', '5'],
  ['El auge de los videojuegos independientes en Madrid', 'The rise of indie games in Madrid', 'Estudios nacidos en las aulas de EDTE.', 'Studios born in EDTE’s classrooms.', '2026-06-30', '1'],
  ['La moda circular llega a las escuelas', 'Circular fashion reaches the schools', 'La colección Retales, en portada.', 'The Retales collection on the cover.', '2026-06-14', '5'],
  ['Podcast: cómo elegir un ciclo formativo', 'Podcast: how to choose a vocational programme', 'Con el equipo de orientación de EDTE.', 'With EDTE’s guidance team.', '2026-05-27', '6'],
  ['Las empresas buscan técnicos superiores', 'Companies are looking for higher technicians', 'Análisis del mercado laboral con datos de la escuela.', 'An analysis of the job market with data from the school.', '2026-05-09', '7'],
  ['Robots que separan residuos, hechos por estudiantes', 'Waste-sorting robots made by students', 'El proyecto de robótica, en el telediario local.', 'The robotics project on the local news.', '2026-04-17', '3'],
  ['Inteligencia artificial en el aula: así se enseña', 'AI in the classroom: how it is taught', 'Reportaje en clases de EDTE.', 'A feature from EDTE classes.', '2026-03-24', '0'],
  ['La doble titulación, tendencia en la FP', 'Double qualifications, a trend in vocational training', 'EDTE explica su nuevo itinerario.', 'EDTE explains its new pathway.', '2026-03-02', '2'],
  ['Mujeres que programan', 'Women who code', 'Antiguas alumnas cuentan su experiencia.', 'Alumnae share their experience.', '2026-02-11', '4'],
  ['Diseño madrileño en cien carteles', 'Madrid design in a hundred posters', 'La exposición del museo de EDTE.', 'The EDTE museum exhibition.', '2026-01-19', '6'],
  ['Cómo será la FP en 2030', 'What vocational training will look like in 2030', 'Mesa redonda con directores de escuelas.', 'A round table with school directors.', '2025-12-15', '7'],
], (title) => [
  storyOf(APPEARANCE_STORIES, 'APPEARANCE_STORIES', 'press appearance', title),
  { es: 'Puedes consultar la pieza completa en la web del medio.', en: 'The full piece is available on the outlet’s website.' },
], (index) => ({ outlet: outlets[Number(index)]! }));
