import { DEFAULT_RETENTION_MONTHS } from '../../modules/form-schema.js';
import { formatMoney, formatPercent } from '../../modules/locale-format.js';
import { countInWords, upperFirst } from '../text.js';
import { b, type Bi, type NavLink, type SectionPage } from './types.js';
import { school, schoolAddressLine } from './school.js';
import { topScholarshipPercent } from './scholarships.js';
import { campaignProgramme } from './programs.js';

/** Section, landing, list and error pages of spec section 2 ({school} is the short name). */

function page(key: string, pathEs: string, pathEn: string, templateType: string, title: Bi, metaDescription: Bi, heroSubtitle: Bi, body: Bi[], extra: Partial<SectionPage> = {}): SectionPage {
  return { key, pathEs, pathEn, templateType, title, metaDescription, heroTitle: extra.heroTitle ?? title, heroSubtitle, body, ...extra };
}

export const sections: SectionPage[] = [
  page('home', '/', '/en/', 'BasicTemplate',
    b('Escuela Universitaria de Diseño, Tecnología y Empresa', 'University School of Design, Technology and Business'),
    b('Formación Profesional, grados y máster en diseño, tecnología y empresa en Madrid. Aprende con proyectos reales y prácticas desde el primer año.', 'Vocational training, degrees and a master’s in design, technology and business in Madrid. Learn through real projects and placements from the first year.'),
    b(`Aprende haciendo: proyectos reales, profesorado en activo y prácticas en más de ${school.figures.companies} empresas.`, `Learn by doing: real projects, working professionals as lecturers and placements at more than ${school.figures.companies} companies.`),
    [
      b('En EDTE formamos a las personas que diseñan, programan y dirigen los productos digitales del futuro. Nuestros programas combinan la formación oficial con proyectos para empresas reales desde el primer día.', 'At EDTE we train the people who design, build and lead the digital products of the future. Our programmes combine official qualifications with projects for real companies from day one.'),
      b('Nuestro campus en Madrid reúne laboratorios de desarrollo, animación, fabricación digital y realidad virtual, abiertos a los estudiantes de lunes a sábado.', 'Our Madrid campus brings together labs for development, animation, digital fabrication and virtual reality, open to students Monday to Saturday.'),
    ],
    { heroTitle: b('Diseña tu futuro en tecnología y diseño', 'Design your future in technology and design') }),
  page('news', '/actualidad/', '/en/news/', 'NewsList', b('Actualidad', 'News'),
    b('Noticias de EDTE: convenios, premios, eventos y la vida en el campus.', 'EDTE news: agreements, awards, events and campus life.'),
    b('Lo que pasa en la escuela y en nuestra comunidad.', 'What is happening at the school and in our community.'), []),
  page('faculty', '/claustro/', '/en/claustro/', 'PeopleList', b('Claustro', 'Faculty'),
    b('Conoce al profesorado de EDTE: profesionales en activo del diseño, la tecnología y la empresa.', 'Meet EDTE’s faculty: working professionals in design, technology and business.'),
    b('Profesionales en activo que enseñan lo que hacen cada día.', 'Working professionals who teach what they do every day.'), []),
  page('clubs', '/clubes/', '/en/clubs/', 'BasicTemplate', b('Clubes de estudiantes', 'Student clubs'),
    b('Robótica, videojuegos, fotografía, debate y voluntariado: descubre los clubes de estudiantes de EDTE.', 'Robotics, video games, photography, debating and volunteering: discover EDTE’s student clubs.'),
    b('Más allá de las clases: aprende, compite y conoce gente.', 'Beyond the classroom: learn, compete and meet people.'),
    [
      b('Los clubes de estudiantes se reúnen cada semana en el campus y están abiertos a todos los programas. Cada club tiene un espacio propio y un presupuesto anual para sus actividades.', 'Student clubs meet every week on campus and are open to every programme. Each club has its own space and an annual budget for its activities.'),
      b('El club de robótica compite en ligas nacionales, el de videojuegos organiza dos game jams al año y el de fotografía expone en el museo de la escuela.', 'The robotics club competes in national leagues, the video games club runs two game jams a year and the photography club exhibits at the school museum.'),
      b('Si quieres crear un club nuevo, solo necesitas cinco estudiantes y una propuesta de actividades para el curso.', 'If you want to start a new club, all you need is five students and a plan of activities for the year.'),
    ], { highlights: [b('Club de robótica', 'Robotics club'), b('Club de videojuegos', 'Video games club'), b('Club de fotografía', 'Photography club'), b('Club de debate', 'Debating club'), b('Voluntariado digital', 'Digital volunteering')] }),
  page('contact', '/contacto/', '/en/contact/', 'BasicTemplate', b('Contacto', 'Contact'),
    b('Contacta con EDTE: dirección del campus, teléfono, correo y horario de atención.', 'Contact EDTE: campus address, phone, email and opening hours.'),
    b('Estamos para ayudarte: escríbenos, llámanos o visítanos.', 'We are here to help: write to us, call us or visit us.'),
    [
      // The address comes from content/data/school.ts, as on the map and the footer; the hours,
      // phone and mailbox follow in the "Opening hours" text (content/data/showcase.ts).
      b(`Nuestro campus está en la ${schoolAddressLine.charAt(0).toLowerCase()}${schoolAddressLine.slice(1)}, en la Ciudad Universitaria, a cinco minutos a pie del intercambiador de Moncloa.`, `Our campus is at ${schoolAddressLine}, in the Ciudad Universitaria, a five-minute walk from the Moncloa transport hub.`),
    ]),
  page('teachers', '/docentes/', '/en/docentes/', 'PeopleList', b('Docentes', 'Teaching staff'),
    b('El equipo docente de EDTE por áreas: desarrollo, sistemas, animación, diseño y empresa.', 'EDTE’s teaching staff by area: development, systems, animation, design and business.'),
    b('Un equipo que combina experiencia profesional y vocación docente.', 'A team that combines professional experience with a passion for teaching.'), []),
  page('museum', '/museo/', '/en/museo/', 'BasicTemplate', b('Museo del Diseño', 'Design Museum'),
    b('El museo de EDTE reúne carteles, objetos y prototipos de la historia del diseño. Entrada libre.', 'EDTE’s museum brings together posters, objects and prototypes from the history of design. Free entry.'),
    b('Historia del diseño, abierta a todo el mundo.', 'Design history, open to everyone.'),
    [
      b('El museo ocupa la planta baja del edificio histórico del campus y expone más de 600 piezas: carteles, mobiliario, tipografías y prototipos de estudiantes.', 'The museum occupies the ground floor of the campus’s historic building and shows more than 600 pieces: posters, furniture, typefaces and student prototypes.'),
      b('Abre de martes a sábado de 10:00 a 19:00 con entrada libre. Los grupos escolares pueden reservar visitas guiadas gratuitas.', 'It opens Tuesday to Saturday, 10:00 to 19:00, with free entry. School groups can book free guided tours.'),
    ]),
  page('dna', '/nuestro-adn/', '/en/our-dna/', 'BasicTemplate', b('Nuestro ADN', 'Our DNA'),
    b('Aprender haciendo, profesorado en activo y conexión con la empresa: así es EDTE.', 'Learning by doing, working professionals as lecturers and close links with industry: this is EDTE.'),
    b('Tres ideas que guían todo lo que hacemos.', 'Three ideas that guide everything we do.'),
    [
      b('Aprender haciendo: cada asignatura se organiza alrededor de proyectos con entregas reales y evaluación continua.', 'Learning by doing: every subject is organised around projects with real deliverables and continuous assessment.'),
      b(`Profesorado en activo: el ${formatPercent(school.figures.lecturersInIndustry, 'es')} de nuestros docentes trabaja en el sector y trae al aula los retos de su día a día.`, `Working professionals: ${formatPercent(school.figures.lecturersInIndustry, 'en')} of our lecturers work in the industry and bring their everyday challenges into the classroom.`),
      b(`Conexión con la empresa: más de ${school.figures.companies} empresas colaboran en prácticas, encargos y jurados.`, `Links with industry: more than ${school.figures.companies} companies collaborate on placements, briefs and juries.`),
    ]),
  page('campus', '/nuestro-campus/', '/en/nuestro-campus/', 'BasicTemplate', b('Nuestro campus', 'Our campus'),
    b('Laboratorios, platós, taller de fabricación digital y espacios de estudio en el centro de Madrid.', 'Labs, studios, a digital fabrication workshop and study spaces in central Madrid.'),
    b(`${school.figures.labs} laboratorios especializados en el centro de Madrid.`, `${school.figures.labs} specialised labs in central Madrid.`),
    [
      b(`El campus cuenta con ${school.figures.labs} laboratorios especializados, un plató de captura de movimiento, un taller de fabricación digital y una biblioteca abierta hasta las 22:00.`, `The campus has ${school.figures.labs} specialised labs, a motion capture studio, a digital fabrication workshop and a library open until 22:00.`),
      b('Todo el edificio es accesible en silla de ruedas, con entrada sin escalones, ascensor a todas las plantas y aseos adaptados, y tiene aulas con bucle magnético y puestos adaptados.', 'The whole building is wheelchair accessible, with a step-free entrance, lifts to every floor and accessible toilets, as well as hearing-loop classrooms and adapted workstations.'),
    ], { highlights: [b(`${school.figures.labs} laboratorios`, `${school.figures.labs} labs`), b('Plató de captura de movimiento', 'Motion capture studio'), b('Taller de fabricación digital', 'Digital fabrication workshop'), b('Biblioteca abierta hasta las 22:00', 'Library open until 22:00')] }),
  page('admission', '/proceso-de-admision/', '/en/admission-process/', 'BasicTemplate', b('Proceso de admisión', 'Admission process'),
    b('Cómo entrar en EDTE: requisitos, plazos, entrevista y reserva de plaza para el curso 2027-2028.', 'How to join EDTE: requirements, deadlines, interview and securing your place for 2027-2028.'),
    b('Cuatro pasos para empezar en septiembre.', 'Four steps to start in September.'),
    [
      b('El plazo de admisión para el curso 2027-2028 está abierto desde noviembre hasta completar plazas, sin otra fecha límite. Te recomendamos empezar pronto: los programas más demandados se llenan antes del verano.', 'Admissions for 2027-2028 are open from November until places are filled: there is no other deadline. We recommend starting early: the most popular programmes fill up before the summer.'),
      b('Tras solicitar información, tendrás una entrevista personal con la coordinación del programa. Después solo falta entregar la documentación y reservar tu plaza.', 'After requesting information, you will have a personal interview with the programme coordinator. Then you just need to submit your documents and secure your place.'),
    ], {
      highlights: [b('1. Solicita información', '1. Request information'), b('2. Entrevista personal', '2. Personal interview'), b('3. Documentación', '3. Documents'), b('4. Reserva de plaza', '4. Secure your place')],
      faq: [
        { question: b('¿Cuándo empiezan las clases?', 'When do classes start?'), answer: b('A mediados de septiembre; la modalidad online empieza en octubre.', 'In mid-September; the online programmes start in October.') },
        { question: b('¿Puedo matricularme si aún no tengo la nota final?', 'Can I enrol before I have my final grades?'), answer: b('Sí, con una reserva condicionada a que obtengas el título de acceso.', 'Yes, with a reservation conditional on obtaining your entry qualification.') },
        { question: b('¿Se devuelve la reserva?', 'Is the reservation fee refundable?'), answer: b('Sí, si no obtienes el título de acceso o no se abre el grupo.', 'Yes, if you do not obtain the entry qualification or the group does not open.') },
      ],
    }),
  page('fees', '/tarifas-y-becas/', '/en/fees-and-scholarships/', 'BasicTemplate', b('Tarifas y becas', 'Fees and scholarships'),
    b('Precios por curso de cada programa, formas de pago, becas propias y ayudas públicas.', 'Annual fees for each programme, payment options, our own scholarships and public grants.'),
    b('Estudiar en EDTE es posible: becas, ayudas y pago fraccionado.', 'Studying at EDTE is within reach: scholarships, grants and instalments.'),
    [
      b(`El precio de cada programa incluye la matrícula, el material de laboratorio y las licencias de software. Puedes pagarlo en un solo pago con un ${formatPercent(school.payment.payInFullDiscount, 'es')} de descuento o en ${countInWords(school.payment.instalments, 'es')} mensualidades sin intereses.`, `The fee for each programme includes enrolment, lab materials and software licences. You can pay it in one payment with a ${formatPercent(school.payment.payInFullDiscount, 'en')} discount or in ${countInWords(school.payment.instalments, 'en')} interest-free monthly instalments.`),
      b(`Cada año destinamos más de ${formatMoney(school.figures.scholarshipBudget, 'EUR', 'es_ES')} a becas propias: por rendimiento académico, situación económica, deporte de alto nivel y fomento de las vocaciones STEM entre las mujeres, y una al mérito profesional para el máster.`, `Every year we award more than ${formatMoney(school.figures.scholarshipBudget, 'EUR', 'en_GB')} in our own scholarships: for academic merit, financial need, elite sport and to encourage women into STEM, and one for professional merit on the master’s.`),
    ], {
      highlights: [b(`Pago fraccionado en ${school.payment.instalments} meses`, `${upperFirst(countInWords(school.payment.instalments, 'en'))} interest-free instalments`), b(`${formatPercent(school.payment.payInFullDiscount, 'es')} de descuento por pago único`, `${formatPercent(school.payment.payInFullDiscount, 'en')} discount for payment in full`), b(`Becas de hasta el ${formatPercent(topScholarshipPercent, 'es')}`, `Scholarships of up to ${formatPercent(topScholarshipPercent, 'en')}`)],
      faq: [
        { question: b('¿Cuándo se solicitan las becas propias?', 'When can I apply for the school’s scholarships?'), answer: b('Desde el 1 de marzo, junto con la reserva de plaza. Cada beca tiene su plazo, que ves en su ficha: la mayoría cierra el 30 de junio.', 'From 1 March, together with your place reservation. Each scholarship has its own deadline, shown with it: most close on 30 June.') },
        { question: b('¿Son compatibles con las becas del Ministerio?', 'Can they be combined with Ministry grants?'), answer: b('Sí, las becas propias son compatibles con las ayudas públicas.', 'Yes, our scholarships can be combined with public grants.') },
      ],
    }),
  page('open-day', '/jornada-de-puertas-abiertas/', '/en/open-day/', 'LandingEvent', b('Jornada de puertas abiertas', 'Open day'),
    b('Visita el campus, conoce al profesorado y prueba nuestros laboratorios en la próxima jornada de puertas abiertas.', 'Visit the campus, meet the lecturers and try our labs at the next open day.'),
    b('Un sábado por trimestre, de 10:00 a 14:00. Entrada libre con inscripción: elige tu jornada más abajo.', 'One Saturday a term, 10:00 to 14:00. Free entry, registration required: choose your day below.'),
    [
      b('Durante la jornada podrás asistir a talleres de programación, animación y diseño, recorrer los laboratorios y resolver tus dudas con el profesorado y con estudiantes actuales.', 'During the day you can join programming, animation and design workshops, tour the labs and ask lecturers and current students your questions.'),
      b('Las familias tienen una sesión propia sobre becas, salidas profesionales y vida en el campus.', 'Families have their own session on scholarships, career prospects and campus life.'),
    ], { highlights: [b('Talleres prácticos', 'Hands-on workshops'), b('Visita a los laboratorios', 'Lab tours'), b('Sesión para familias', 'Session for families')] }),
  // Every programme of every level, one list each (its route is spec 2's; its name says what it holds).
  page('future-student', '/futuro-estudiante-fp/', '/en/future-student-fp/', 'ProgramList', b('Estudios', 'Programmes'),
    b('FP de grado superior, grados universitarios y un máster en diseño, tecnología y empresa, en Madrid y online.', 'Higher vocational programmes, bachelor’s degrees and a master’s in design, technology and business, in Madrid and online.'),
    b('Elige tu programa: FP de grado superior, grado universitario o máster.', 'Choose your programme: higher vocational training, a bachelor’s degree or a master’s.'),
    [b('Todos nuestros programas son títulos oficiales e incluyen prácticas en empresa. La FP de grado superior (2.000 horas en dos cursos) da acceso a la universidad con créditos reconocidos; los grados (240 ECTS en cuatro cursos), al máster.', 'All our programmes are official qualifications and include company placements. Higher vocational training (2,000 hours over two years) gives access to university with recognised credits; the bachelor’s degrees (240 ECTS over four years) lead on to a master’s.')],
    { heroTitle: b('FP, grados y máster', 'Vocational training, degrees and a master’s') }),
  page('parents', '/padre-madre-fp/', '/en/father-mother-fp/', 'BasicTemplate', b('Para madres y padres', 'For parents'),
    b('Lo que las familias necesitan saber sobre la FP de grado superior: salidas, becas, seguridad y acompañamiento.', 'What families need to know about higher vocational training: prospects, grants, safety and support.'),
    b('Acompañamos a tu hijo o hija en cada paso.', 'We support your son or daughter every step of the way.'),
    [
      b('La Formación Profesional de grado superior es hoy una de las vías con mejor inserción laboral. Además, permite continuar en la universidad con créditos reconocidos.', 'Higher vocational training is now one of the routes with the best job prospects. It also allows students to continue at university with recognised credits.'),
      b('Cada estudiante tiene un tutor que sigue su progreso y mantiene el contacto con la familia, siempre respetando su autonomía.', 'Every student has a tutor who follows their progress and keeps in touch with the family, while respecting their independence.'),
    ], { faq: [
      { question: b('¿Qué salidas tiene la FP?', 'What are the career prospects?'), answer: b(`De la promoción ${school.figures.employment.cohort}, el ${formatPercent(school.figures.employment.inWorkAtSixMonths, 'es')} trabajaba a los seis meses de terminar y el ${formatPercent(school.figures.employment.inTheirField, 'es')} lo hace en su sector (encuesta de inserción laboral de la escuela).`, `Of the class of ${school.figures.employment.cohort}, ${formatPercent(school.figures.employment.inWorkAtSixMonths, 'en')} were in work six months after finishing and ${formatPercent(school.figures.employment.inTheirField, 'en')} work in their field (the school’s employment survey).`) },
      { question: b('¿Cómo sé si mi hijo va bien?', 'How do I know my child is doing well?'), answer: b('Recibirás un informe trimestral y puedes pedir una tutoría en cualquier momento.', 'You will receive a termly report and can ask for a meeting at any time.') },
    ] }),
  page('fp-news', '/noticias-de-formacion-profesional/', '/en/vocational-training-news/', 'NewsList', b('Noticias de Formación Profesional', 'Vocational training news'),
    b('Novedades, plazos, becas y cambios normativos de la Formación Profesional en España.', 'News, deadlines, grants and regulatory changes in Spanish vocational training.'),
    b('Lo que cambia en la FP, explicado con claridad.', 'What is changing in vocational training, explained clearly.'), []),
  page('salaries', '/fp-mejores-sueldos/', '/en/fp-mejores-sueldos/', 'BasicTemplate', b('Las FP con mejores sueldos', 'The best-paid vocational qualifications'),
    b('Qué ciclos de Formación Profesional tienen los mejores salarios y más empleo en 2027.', 'Which vocational qualifications have the best salaries and most jobs in 2027.'),
    b('Datos de salario y empleo de las familias profesionales con más demanda.', 'Salary and employment data for the most in-demand professional families.'),
    [
      b('Los técnicos superiores de la familia de informática y comunicaciones están entre los mejor pagados de la FP: el salario de entrada ronda los 24.000 euros brutos anuales y crece rápido con la experiencia.', 'Higher technicians in computing and communications are among the best paid in vocational training: starting salaries are around €24,000 gross a year and grow quickly with experience.'),
      b('La ciberseguridad, el desarrollo de aplicaciones y la administración de sistemas en la nube son los perfiles con más ofertas sin cubrir.', 'Cybersecurity, application development and cloud systems administration are the roles with the most unfilled vacancies.'),
    ], { highlights: [b('DAM y DAW: 24.000 – 32.000 € al inicio', 'Multi-platform and web application development: €24,000 – €32,000 to start'), b('ASIR: 23.000 – 30.000 €', 'Network systems administration: €23,000 – €30,000'), b('Animación 3D: 21.000 – 28.000 €', '3D animation: €21,000 – €28,000')],
      faq: [{ question: b('¿De dónde salen estos datos?', 'Where do these figures come from?'), answer: b('De encuestas de empleo a nuestros titulados y de informes salariales del sector publicados en 2026.', 'From employment surveys of our graduates and sector salary reports published in 2026.') }] }),
  page('landing', '/l/', '/en/l/', 'LandingMultiProduct', b('Estudia tecnología en Madrid', 'Study technology in Madrid'),
    b('Ciclos de grado superior en desarrollo, sistemas y animación con prácticas garantizadas. Solicita información.', 'Higher programmes in development, systems and animation with guaranteed placements. Request information.'),
    b('Elige entre seis programas oficiales con prácticas garantizadas.', 'Choose from six official programmes with guaranteed placements.'),
    [b('Compara nuestros programas, resuelve tus dudas con un asesor y reserva tu plaza para septiembre.', 'Compare our programmes, get your questions answered by an adviser and secure your place for September.')]),
  page('new-page', '/new-page/', '/en/new-page/', 'BasicTemplate', b('Página nueva', 'New page'),
    b('Página de trabajo del equipo editorial.', 'A working page for the editorial team.'),
    b('Un espacio para preparar contenidos antes de publicarlos.', 'A space for preparing content before it is published.'),
    [b('Esta página la usa el equipo editorial para probar módulos y maquetaciones antes de llevarlos a las páginas definitivas.', 'The editorial team uses this page to try out modules and layouts before moving them to the final pages.')]),
  page('what-is', '/que-es-{school}-fp/', '/en/what-is-{school}-fp/', 'BasicTemplate', b('Qué es EDTE FP', 'What is EDTE FP'),
    b('EDTE FP es la escuela de Formación Profesional de grado superior de EDTE en Madrid: títulos oficiales y prácticas.', 'EDTE FP is EDTE’s higher vocational training school in Madrid: official qualifications and placements.'),
    b('La Formación Profesional de EDTE, en pocas palabras.', 'EDTE’s vocational training, in a nutshell.'),
    [
      b('EDTE FP ofrece ciclos de grado superior en informática, animación y videojuegos, con la metodología y los laboratorios de la escuela universitaria.', 'EDTE FP offers higher vocational programmes in computing, animation and video games, with the methods and labs of the university school.'),
      b('Sus estudiantes comparten campus, clubes y actividades con los de grado y máster, y pueden continuar sus estudios en la propia escuela.', 'Its students share the campus, clubs and activities with degree and master’s students, and can continue their studies at the school.'),
    ], { faq: [{ question: b('¿Es una escuela distinta?', 'Is it a separate school?'), answer: b('No: es la rama de Formación Profesional de EDTE, en el mismo campus.', 'No: it is EDTE’s vocational training branch, on the same campus.') }] }),
  page('catalogues', '/catalogos-fp-{school}/', '/en/fp-catalogues-{school}/', 'BasicTemplate', b('Catálogos de FP', 'Vocational training brochures'),
    b('Descarga los catálogos de los ciclos de grado superior de EDTE con plan de estudios, precios y salidas.', 'Download brochures for EDTE’s higher vocational programmes with study plans, fees and career prospects.'),
    b('Toda la información de cada programa, en un documento.', 'All the information about each programme, in one document.'),
    [b('Cada catálogo incluye el plan de estudios por curso, las salidas profesionales, las empresas colaboradoras y los precios del curso 2027-2028.', 'Each brochure includes the study plan by year, career prospects, partner companies and fees for 2027-2028.')]),
  page('blog', '/blog/', '/en/blog/', 'BlogList', b('Blog', 'Blog'),
    b('Artículos sobre animación, videojuegos, IA, datos, desarrollo, diseño, robótica y matemáticas.', 'Articles on animation, video games, AI, data, development, design, robotics and mathematics.'),
    b('Ideas y consejos de nuestro profesorado.', 'Ideas and advice from our lecturers.'), []),
  page('events', '/eventos/', '/en/events/', 'EventList', b('Eventos', 'Events'),
    b('Jornadas de puertas abiertas, talleres, charlas, hackathons y exposiciones en el campus de EDTE.', 'Open days, workshops, talks, hackathons and exhibitions on EDTE’s campus.'),
    b('Agenda de actividades abiertas a estudiantes, familias y público.', 'Activities open to students, families and the public.'), []),
  page('projects', '/proyectos/', '/en/projects/', 'ProjectList', b('Proyectos de estudiantes', 'Student projects'),
    b('Videojuegos, aplicaciones, cortos de animación y proyectos de diseño creados por estudiantes de EDTE.', 'Games, apps, animated shorts and design projects created by EDTE students.'),
    b('Lo que nuestros estudiantes crean en el aula.', 'What our students create in class.'), []),
  page('press', '/prensa/', '/en/press/', 'PressList', b('Sala de prensa', 'Press room'),
    b('Notas de prensa y recursos para medios de comunicación sobre EDTE.', 'Press releases and media resources about EDTE.'),
    b('Comunicados oficiales de la escuela.', 'Official announcements from the school.'), []),
  page('press-appearances', '/apariciones-en-prensa/', '/en/press-appearances/', 'PressAppearancesList', b('Apariciones en prensa', 'Press appearances'),
    b('EDTE en los medios: entrevistas, reportajes y artículos de opinión.', 'EDTE in the media: interviews, features and opinion pieces.'),
    b('Lo que dicen de nosotros.', 'What they say about us.'), []),
  page('people', '/personas/', '/en/people/', 'PeopleList', b('Personas', 'People'),
    b('El equipo de dirección y servicios de EDTE.', 'EDTE’s management and services team.'),
    b('Quienes hacen posible la escuela cada día.', 'The people who make the school work every day.'), []),
  page('search', '/buscar/', '/en/search/', 'SearchResults', b('Buscar', 'Search'),
    b('Busca programas, noticias, eventos y profesorado en la web de EDTE.', 'Search for programmes, news, events and faculty on the EDTE website.'),
    b('Encuentra lo que necesitas.', 'Find what you need.'), []),
  page('not-found', '/404/', '/en/404/', 'Error404', b('Página no encontrada', 'Page not found'),
    b('La página que buscas no existe o ha cambiado de dirección.', 'The page you are looking for does not exist or has moved.'),
    b('La página que buscas no existe o ha cambiado de dirección.', 'The page you are looking for does not exist or has moved.'),
    [b('Comprueba la dirección o usa el buscador. También puedes volver a la página de inicio.', 'Check the address or use the search. You can also go back to the home page.')]),
  page('server-error', '/500/', '/en/500/', 'BasicTemplate', b('Error del servidor', 'Server error'),
    b('Algo ha fallado en nuestro servidor. Inténtalo de nuevo en unos minutos.', 'Something went wrong on our server. Please try again in a few minutes.'),
    b('Lo sentimos: algo ha fallado en nuestro servidor.', 'Sorry: something went wrong on our server.'),
    [b('Estamos trabajando para solucionarlo. Vuelve a intentarlo en unos minutos o escríbenos si el problema continúa.', 'We are working on it. Please try again in a few minutes, or write to us if the problem continues.')]),
  // The campaign's programme by its official name, from its record (spec 3: one source of truth).
  page('landing-product', '/l/grado-superior-desarrollo-web/', '/en/l/higher-degree-web-development/', 'LandingProduct', campaignProgramme.title,
    b('Conviértete en desarrollador web full stack en dos años, con prácticas garantizadas. Plazas limitadas.', 'Become a full-stack web developer in two years, with guaranteed placements. Limited places.'),
    b('Dos años, título oficial y prácticas garantizadas.', 'Two years, an official qualification and guaranteed placements.'),
    [b('Aprende HTML, CSS, JavaScript, TypeScript, bases de datos y despliegue en la nube con proyectos para empresas reales.', 'Learn HTML, CSS, JavaScript, TypeScript, databases and cloud deployment through projects for real companies.')]),
  // Legal pages (linked from every footer and from the consent banner).
  page('privacy', '/politica-de-privacidad/', '/en/privacy-policy/', 'BasicTemplate', b('Política de privacidad', 'Privacy policy'),
    b('Cómo trata EDTE tus datos personales: responsable, finalidades, base jurídica, plazos y derechos.', 'How EDTE processes your personal data: controller, purposes, legal basis, retention and rights.'),
    b('Tus datos personales, tus derechos.', 'Your personal data, your rights.'),
    [
      // The controller is the company the legal notice names (LSSI art. 10), which runs the school.
      b(`Responsable: ${school.owner.company}, con NIF ${school.owner.taxId}, titular de la ${school.name.es} (EDTE), ${schoolAddressLine}. Delegado de protección de datos: ${school.email.dpo}.`,
        `Controller: ${school.owner.company}, tax identification number ${school.owner.taxId}, which runs the ${school.name.en} (EDTE), ${schoolAddressLine}. Data protection officer: ${school.email.dpo}.`),
      // GDPR art. 13 per purpose: what for, on what basis and for how long, each as the API keeps it (server/retention.ts).
      b(`Finalidad: responder a tus solicitudes de información y admisión y enviarte los folletos que pides. Base jurídica: tu consentimiento, que das al enviar el formulario, y las medidas precontractuales que nos pides. Conservación: ${DEFAULT_RETENTION_MONTHS} meses desde que envías la solicitud; después la borramos.`,
        `Purpose: answering your information and admission requests and sending you the brochures you ask for. Legal basis: your consent, given when you send the form, and the pre-contractual steps you ask us for. Retention: ${DEFAULT_RETENTION_MONTHS} months from when you send the request; then we delete it.`),
      b(`Finalidad: gestionar tu inscripción en un evento (tu plaza en la sesión que eliges y los avisos si algo cambia). Base jurídica: tu consentimiento. Conservación: ${DEFAULT_RETENTION_MONTHS} meses desde la inscripción. Cada confirmación trae un enlace para anularla.`,
        `Purpose: managing your registration for an event (your place in the session you choose, and notices if anything changes). Legal basis: your consent. Retention: ${DEFAULT_RETENTION_MONTHS} months from registering. Every confirmation carries a link to cancel it.`),
      b(`Finalidad: enviarte el boletín de noticias y eventos, solo si lo pides y confirmas tu dirección con el enlace que te enviamos. Base jurídica: tu consentimiento. Conservación: ${DEFAULT_RETENTION_MONTHS} meses desde tu suscripción, y dejamos de escribirte en cuanto te das de baja con el enlace de nuestros correos.`,
        `Purpose: sending you the newsletter of news and events, only if you ask for it and confirm your address with the link we send you. Legal basis: your consent. Retention: ${DEFAULT_RETENTION_MONTHS} months from subscribing, and we stop writing to you as soon as you unsubscribe with the link in our emails.`),
      b('Destinatarios: no cedemos tus datos a terceros salvo obligación legal. Los tratan por encargo de EDTE, con contrato, nuestro proveedor de correo electrónico y nuestra herramienta de gestión de candidatos (CRM). No transferimos tus datos fuera del Espacio Económico Europeo.',
        'Recipients: we do not pass your data to third parties unless the law requires it. Our email provider and our applicant management tool (CRM) process it on EDTE’s behalf, under contract. We do not transfer your data outside the European Economic Area.'),
      b(`Derechos: puedes acceder a tus datos, rectificarlos, suprimirlos, oponerte a su tratamiento, limitarlo y llevártelos, y retirar tu consentimiento cuando quieras. Escribe a ${school.email.dpo} desde la dirección que usaste en el formulario y dinos qué derecho ejerces; te respondemos en el plazo de un mes. Si no estás de acuerdo con la respuesta, puedes reclamar ante la Agencia Española de Protección de Datos.`,
        `Rights: you may access your data, rectify it, erase it, object to its processing, restrict it and take it with you, and withdraw your consent at any time. Write to ${school.email.dpo} from the address you used in the form and tell us which right you are exercising; we reply within one month. If you disagree with our answer, you may complain to the Spanish Data Protection Agency.`),
    ], { labelled: true }),
  page('legal', '/aviso-legal/', '/en/legal-notice/', 'BasicTemplate', b('Aviso legal', 'Legal notice'),
    b('Titularidad del sitio web de EDTE, condiciones de uso y propiedad intelectual.', 'Ownership of the EDTE website, terms of use and intellectual property.'),
    b('Quiénes somos y en qué condiciones puedes usar esta web.', 'Who we are and the terms on which you may use this website.'),
    [
      b(`Este sitio web pertenece a ${school.owner.company}, con NIF ${school.owner.taxId} e inscrita en el ${school.owner.registry.es}, titular de la ${school.name.es} (EDTE).`, `This website belongs to ${school.owner.company} (tax identification number ${school.owner.taxId}, entered in the ${school.owner.registry.en}), which runs the ${school.name.en} (EDTE).`),
      b(`Domicilio: ${schoolAddressLine}. Teléfono: ${school.phone.display}. Correo electrónico: ${school.email.admissions}.`, `Registered address: ${schoolAddressLine}. Telephone: ${school.phone.display}. Email: ${school.email.admissions}.`),
      b(`EDTE es una escuela universitaria adscrita a la ${school.owner.university.es}, que expide los títulos oficiales de grado y máster que se imparten en ella; los títulos de Técnico Superior de FP los expide la Comunidad de Madrid.`, `EDTE is a university school attached to the ${school.owner.university.en}, which awards the official bachelor’s and master’s degrees taught at the school; the Community of Madrid awards the Higher Technician vocational qualifications.`),
      b('Los textos, imágenes y vídeos de la web son propiedad de EDTE o de sus autores y no pueden reproducirse sin autorización.', 'The texts, images and videos of the website belong to EDTE or their authors and may not be reproduced without permission.'),
      b('Condiciones de uso: puedes consultar y compartir esta web para informarte sobre la escuela; los precios, plazas y fechas son los del curso que se indica y los confirma la matrícula. No respondemos del contenido de las webs de terceros a las que enlazamos. Esta web se rige por la ley española, y cualquier controversia se resolverá en los juzgados y tribunales de Madrid.',
        'Terms of use: you may browse and share this website to find out about the school; prices, places and dates are those of the academic year stated and are confirmed on enrolment. We are not responsible for the content of third-party websites we link to. This website is governed by Spanish law, and any dispute will be settled by the courts of Madrid.'),
      b('Esta es una web de demostración: la escuela, la sociedad, su NIF, su inscripción registral y la universidad son ficticios.', 'This is a demonstration website: the school, the company, its tax number, its register entry and the university are fictional.'),
    ], { labelled: true }),
  page('cookies', '/politica-de-cookies/', '/en/cookie-policy/', 'BasicTemplate', b('Política de cookies', 'Cookie policy'),
    b('Qué cookies usa la web de EDTE, para qué y cómo cambiar tu elección.', 'Which cookies the EDTE website uses, what for, and how to change your choice.'),
    b('Solo las necesarias, salvo que aceptes más.', 'Only the necessary ones, unless you accept more.'),
    [b('Usamos almacenamiento propio para recordar tu elección de cookies. Nada de terceros se carga antes de que lo aceptes.', 'We use first-party storage to remember your cookie choice. Nothing from third parties loads before you accept it.')]),
  page('accessibility', '/accesibilidad/', '/en/accessibility/', 'BasicTemplate', b('Declaración de accesibilidad', 'Accessibility statement'),
    b('El compromiso de EDTE con la accesibilidad de su web: nivel de conformidad, contenido no accesible y cómo contactarnos.', 'EDTE’s commitment to the accessibility of its website: conformance level, non-accessible content and how to contact us.'),
    b('Una web para todas las personas.', 'A website for everyone.'),
    [
      // Partially: the untagged brochures below are content that does not meet the level (W3C's
      // statement guidance names the status so, not the intent).
      b('Situación de cumplimiento: esta web es parcialmente conforme con las Pautas de Accesibilidad para el Contenido Web (WCAG) 2.2, nivel AA, por el contenido no accesible que se indica más abajo.', 'Conformance status: this website is partially conformant with the Web Content Accessibility Guidelines (WCAG) 2.2, level AA, because of the non-accessible content set out below.'),
      b('Cómo la comprobamos: antes de publicarse, cada versión de la web pasa por axe-core y por el validador HTML del W3C en una página de cada plantilla y en los dos idiomas, en Chromium (axe comprueba, entre otras cosas, que el texto tenga un contraste de al menos 4,5:1); por pruebas de diseño a 320, 390 y 1440 píxeles de ancho, y por pruebas que la recorren solo con el teclado: menús, formularios, buscador y editor.', 'How we check it: before it is published, every version of the website is run through axe-core and the W3C HTML validator on one page of every template in both languages, in Chromium (axe checks, among other things, that text has a contrast of at least 4.5:1); through layout tests at 320, 390 and 1440 pixels wide; and through tests that use it with the keyboard alone: menus, forms, search and the editor.'),
      b('Contenido no accesible: los vídeos de YouTube y Vimeo no se cargan hasta que aceptas sus cookies; mientras, en su lugar se muestra un aviso con un botón para aceptarlas. Los folletos en PDF no están etiquetados; lo que dicen está también en la página de cada programa.', 'Non-accessible content: YouTube and Vimeo videos do not load until you accept their cookies; until then a notice with a button to accept them is shown in their place. The PDF brochures are not tagged; what they say is also on each programme’s page.'),
      b(`Si encuentras una barrera, escríbenos a ${school.email.accessibility} y te responderemos en un plazo máximo de 20 días hábiles.`, `If you find a barrier, write to ${school.email.accessibility} and we will reply within 20 working days.`),
    ], { labelled: true }),
];

export const headerMenu: NavLink[] = [
  // The offer by kind (spec 1): FP in one menu, the university degrees and the master's in another.
  { label: b('FP', 'Vocational'), key: 'future-student', hash: 'fp', children: [
    { label: b('Administración de Sistemas (ASIR)', 'Network Systems Administration'), key: 'program:0' },
    { label: b('Animación 3D y Videojuegos', '3D Animation and Games'), key: 'program:1' },
    { label: b('Aplicaciones Multiplataforma (DAM)', 'Multi-platform App Development'), key: 'program:2' },
    { label: b('Aplicaciones Web (DAW)', 'Web App Development'), key: 'program:3' },
    { label: b('Doble titulación DAM + DAW', 'Multi-platform and Web: double qualification'), key: 'program:4' },
    { label: b('DAM online', 'Multi-platform App Development online'), key: 'program:5' },
    { label: b('Marketing y Publicidad (MKP)', 'Marketing and Advertising'), key: 'program:6' },
    { label: b('Administración y Finanzas (AYF)', 'Administration and Finance'), key: 'program:7' },
    { label: b('Patronaje y Moda (PYM)', 'Pattern Making and Fashion'), key: 'program:8' },
    { label: b('Proyectos de Decoración (PDOD)', 'Interior Design Projects'), key: 'program:9' },
  ] },
  { label: b('Grados y máster', 'Degrees and master’s'), key: 'future-student', hash: 'degree', children: [
    { label: b('Grado en Diseño', 'Bachelor’s in Design'), key: 'program:10' },
    { label: b('Grado en Ingeniería del Software', 'Bachelor’s in Software Engineering'), key: 'program:11' },
    { label: b('Máster en Dirección de Empresas (MBA)', 'Master in Business Administration (MBA)'), key: 'program:12' },
  ] },
  { label: b('Admisión', 'Admissions'), key: 'admission', children: [
    { label: b('Proceso de admisión', 'Admission process'), key: 'admission' },
    { label: b('Tarifas y becas', 'Fees and scholarships'), key: 'fees' },
    { label: b('Puertas abiertas', 'Open day'), key: 'open-day' },
    { label: b('Para familias', 'For parents'), key: 'parents' },
  ] },
  { label: b('La escuela', 'The school'), key: 'dna', children: [
    { label: b('Nuestro ADN', 'Our DNA'), key: 'dna' },
    { label: b('Campus', 'Campus'), key: 'campus' },
    { label: b('Claustro', 'Faculty'), key: 'faculty' },
    { label: b('Museo', 'Museum'), key: 'museum' },
    { label: b('Clubes', 'Clubs'), key: 'clubs' },
  ] },
  { label: b('Actualidad', 'News'), key: 'news', children: [
    { label: b('Noticias', 'News'), key: 'news' },
    { label: b('Blog', 'Blog'), key: 'blog' },
    { label: b('Eventos', 'Events'), key: 'events' },
    { label: b('Proyectos', 'Projects'), key: 'projects' },
  ] },
];

export const footerMenu: NavLink[] = [
  { label: b('Estudios', 'Programmes'), key: 'future-student', children: [
    { label: b('Todos los estudios', 'All programmes'), key: 'future-student' },
    { label: b('Qué es EDTE FP', 'What is EDTE FP'), key: 'what-is' },
    { label: b('Catálogos', 'Brochures'), key: 'catalogues' },
    { label: b('FP mejor pagada', 'Best-paid vocational training'), key: 'salaries' },
  ] },
  { label: b('La escuela', 'The school'), key: 'dna', children: [
    { label: b('Docentes', 'Teaching staff'), key: 'teachers' },
    { label: b('Personas', 'People'), key: 'people' },
    { label: b('Nuestro campus', 'Our campus'), key: 'campus' },
    { label: b('Contacto', 'Contact'), key: 'contact' },
  ] },
  { label: b('Comunicación', 'Media'), key: 'press', children: [
    { label: b('Sala de prensa', 'Press room'), key: 'press' },
    { label: b('Apariciones en prensa', 'Press appearances'), key: 'press-appearances' },
    { label: b('Noticias de FP', 'Vocational training news'), key: 'fp-news' },
  ] },
];

export const legalMenu: { label: Bi; path: Bi }[] = [
  { label: b('Política de privacidad', 'Privacy policy'), path: b('/politica-de-privacidad/', '/en/privacy-policy/') },
  { label: b('Aviso legal', 'Legal notice'), path: b('/aviso-legal/', '/en/legal-notice/') },
  { label: b('Política de cookies', 'Cookie policy'), path: b('/politica-de-cookies/', '/en/cookie-policy/') },
  { label: b('Accesibilidad', 'Accessibility'), path: b('/accesibilidad/', '/en/accessibility/') },
];

export const copyright: Bi = b('© 2026 Escuela Universitaria de Diseño, Tecnología y Empresa', '© 2026 University School of Design, Technology and Business');

export const uiStrings: Record<string, Bi> = {
  skipToContent: b('Saltar al contenido', 'Skip to content'),
  search: b('Buscar', 'Search'),
  menu: b('Menú', 'Menu'),
  close: b('Cerrar', 'Close'),
  readMore: b('Leer más', 'Read more'),
  seeAll: b('Ver todo', 'See all'),
  previous: b('Anterior', 'Previous'),
  next: b('Siguiente', 'Next'),
  page: b('Página', 'Page'),
  language: b('Idioma', 'Language'),
  home: b('Inicio', 'Home'),
  breadcrumb: b('Miga de pan', 'Breadcrumb'),
  requestInfo: b('Solicita información', 'Request information'),
};
