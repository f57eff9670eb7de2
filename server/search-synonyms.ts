/**
 * The search's built-in synonyms (spec 7 search): words a visitor types that the site says
 * otherwise — acronyms, British and American spellings, everyday words for the site's own
 * ("internships" for "placements", "price" for "fees"), questions for the page that answers them
 * ("how to get here" for the contact page's address). Each group is a set of words or phrases
 * that mean the same thing to a visitor: a query that contains one also looks for the others.
 * Phrases match as phrases; words match by their stem, so plurals and verb forms need no entry.
 *
 * Editors add groups of their own per language through the API (server/README.md: search
 * synonyms; PUT {api}/site/{site}/search/synonyms with an editor token); these are the defaults
 * they extend. Keep a group to one meaning: a word in two groups expands to both.
 */
/**
 * Acronyms and what they stand for, per language: a query holding either finds pages holding
 * the other ("FP" finds the fees page, which says "Formación Profesional", and "formación
 * profesional" finds pages that only say "FP"), as every synonym group does. Apart from the
 * other groups so that an editor sees the school's acronyms at a glance; an editor adds more the
 * same way as synonyms (a group starting with the acronym).
 */
export const DEFAULT_ACRONYMS: Record<string, string[][]> = {
  es_ES: [
    ['fp', 'formacion profesional', 'ciclo formativo'],
    ['asir', 'administracion de sistemas informaticos en red'],
    ['dam', 'desarrollo de aplicaciones multiplataforma'],
    ['daw', 'desarrollo de aplicaciones web'],
    ['tfg', 'trabajo fin de grado', 'trabajo de fin de grado'],
    ['tfm', 'trabajo fin de master', 'trabajo de fin de master'],
    ['mba', 'master en direccion de empresas', 'direccion de empresas', 'master of business administration'],
    ['ects', 'creditos europeos', 'creditos ects'],
    ['fct', 'formacion en centros de trabajo', 'formacion en empresa'],
    ['ebau', 'evau', 'pau', 'selectividad', 'prueba de acceso a la universidad'],
    ['ia', 'inteligencia artificial'],
    ['ux', 'experiencia de usuario'],
    ['ui', 'interfaz de usuario', 'diseno de interfaces'],
  ],
  en_GB: [
    ['fp', 'vocational training', 'vocational education'],
    ['asir', 'network computer systems administration'],
    ['dam', 'multi-platform application development'],
    ['daw', 'web application development'],
    ['tfg', 'final degree project', 'final year project', 'dissertation'],
    ['tfm', 'final master project', 'masters thesis'],
    ['mba', 'master in business administration', 'master of business administration', 'business administration'],
    ['ects', 'ects credits', 'european credits'],
    ['ai', 'artificial intelligence'],
    ['ux', 'user experience'],
    ['ui', 'user interface', 'interface design'],
  ],
};

const SYNONYMS: Record<string, string[][]> = {
  es_ES: [
    ['telefono', 'numero de telefono', 'llamar', 'llamanos'],
    ['direccion', 'ubicacion', 'localizacion', 'como llegar', 'donde estamos', 'donde esta', 'metro', 'autobus', 'transporte publico', 'parada de metro', 'estacion de metro'],
    ['horario', 'horarios', 'horario de atencion', 'hora de apertura', 'hasta que hora', 'a que hora', 'hasta que hora abre', 'a que hora abre', 'abierto hasta', 'abierta hasta'],
    ['correo', 'email', 'e-mail', 'correo electronico', 'mail'],
    ['matricula', 'matricularse', 'matricularme', 'inscripcion', 'inscribirse', 'inscribo', 'preinscripcion', 'admision', 'reserva de plaza', 'solicitar plaza'],
    ['precio', 'precios', 'coste', 'costes', 'cuanto cuesta', 'cuesta', 'tarifa', 'tarifas', 'importe', 'mensualidad', 'pagar'],
    ['beca', 'becas', 'ayudas para estudiar', 'ayuda al estudio', 'financiacion', 'subvencion'],
    ['profesores', 'profesor', 'profesora', 'profesorado', 'docentes', 'docente', 'claustro', 'profe', 'profes', 'quien da', 'quien imparte', 'quien ensena', 'quien da clase'],
    ['practicas', 'practicas en empresa', 'practicas en empresas', 'fct', 'becario'],
    ['machine learning', 'aprendizaje automatico', 'ml'],
    ['aplicaciones moviles', 'apps moviles', 'apps', 'multiplataforma', 'android'],
    ['videojuegos', 'juegos', 'videojuego', 'gaming'],
    ['folleto', 'folletos', 'catalogo', 'catalogos', 'dossier', 'brochure'],
    ['instalaciones', 'nuestro campus', 'laboratorios', 'equipamiento'],
    ['alumnos', 'estudiantes', 'alumnado'],
    ['sueldo', 'sueldos', 'salario', 'salarios', 'mejor pagada', 'mejores sueldos', 'cuanto gana', 'cuanto cobra', 'cuanto se gana', 'cuanto se cobra'],
    ['documentacion', 'documentos', 'papeles', 'que piden'],
    ['duracion', 'cuanto dura', 'cuantos anos', 'cuantos cursos'],
    ['padres', 'madres', 'familias'],
    ['noticias', 'actualidad'],
    ['eventos', 'agenda', 'actividades'],
    ['ciberseguridad', 'seguridad informatica'],
    ['erasmus', 'intercambio', 'intercambios', 'movilidad internacional', 'estudiar en el extranjero', 'estudiar fuera'],
    ['diseno', 'design'],
    ['requisitos', 'requisito', 'requisitos de acceso', 'entrar', 'puedo entrar'],
    ['online', 'a distancia', 'en linea', 'distancia', 'zoom', 'videollamada'],
    ['foro de empleo', 'feria de empleo', 'feria de empresas', 'feria de trabajo'],
    ['emprendimiento', 'emprender', 'emprendedores', 'incubadora', 'aceleradora', 'startup', 'startups'],
    ['accesible', 'silla de ruedas', 'movilidad reducida'],
    ['gratis', 'gratuito', 'gratuita', 'gratuitas', 'gratuitos', 'entrada libre', 'sin coste'],
    ['plazo', 'plazos', 'fecha limite', 'hasta cuando', 'cuando cierra'],
    ['solicitar', 'solicito', 'pedir', 'pido', 'pide', 'piden'],
    ['impresion 3d', 'impresora 3d', 'impresoras 3d', 'fabricacion digital'],
    ['homologacion', 'homologar', 'convalidacion', 'convalidar', 'titulo extranjero'],
    ['alojamiento', 'residencia', 'residencias', 'donde vivir'],
    ['antiguos alumnos', 'exalumnos', 'ex alumnos', 'alumni', 'egresados', 'titulados'],
    ['insercion laboral', 'empleabilidad', 'salidas profesionales', 'salidas laborales', 'encontrar trabajo', 'encuentran trabajo', 'encuentra trabajo', 'donde trabajan'],
    ['privacidad', 'datos personales', 'proteccion de datos', 'rgpd', 'lopd'],
    ['informacion', 'info'],
    ['fecha de inicio', 'inicio de curso', 'inicio del curso', 'comienzo de curso', 'cuando empiezan las clases', 'cuando empieza el curso', 'empiezan las clases'],
    ['premio', 'premios', 'galardon', 'galardonado', 'ganador', 'ganadores'],
    ['master', 'masters', 'posgrado', 'postgrado'],
    ['aviso legal', 'condiciones de uso', 'terminos y condiciones', 'terminos de uso'],
  ],
  en_GB: [
    ['phone', 'telephone', 'phone number', 'call us', 'telephone number'],
    ['address', 'location', 'directions', 'how to get here', 'how to get', 'find us', 'getting here', 'metro', 'underground', 'tube', 'bus', 'public transport', 'metro station', 'nearest station'],
    ['opening hours', 'office hours', 'opening times', 'timetable', 'open until', 'what time', 'until what time'],
    ['email', 'e-mail', 'mail'],
    ['enrolment', 'enrollment', 'enrol', 'enroll', 'registration', 'register', 'admission', 'admissions', 'apply', 'how to apply'],
    ['fees', 'fee', 'tuition', 'tuition fees', 'price', 'prices', 'cost', 'costs', 'how much', 'how much does it cost', 'pricing'],
    ['scholarship', 'scholarships', 'grant', 'grants', 'financial aid', 'bursary', 'funding'],
    ['teachers', 'teacher', 'lecturers', 'lecturer', 'faculty', 'teaching staff', 'professors', 'professor', 'tutors', 'who teaches', 'who lectures'],
    ['internship', 'internships', 'placement', 'placements', 'work experience', 'work placement'],
    ['machine learning', 'ml'],
    ['mobile apps', 'mobile applications', 'apps', 'multi-platform', 'multiplatform', 'android'],
    ['video games', 'games', 'videogames', 'gaming'],
    ['brochure', 'brochures', 'catalogue', 'catalogues', 'catalog', 'prospectus'],
    ['facilities', 'our campus', 'labs', 'laboratories', 'equipment'],
    ['students', 'pupils'],
    ['salary', 'salaries', 'pay', 'best paid', 'best-paid', 'wages', 'earn', 'earnings', 'how much do they earn'],
    ['documents', 'documentation', 'paperwork', 'papers'],
    ['duration', 'how long', 'how many years', 'length'],
    ['parents', 'families', 'mothers', 'fathers'],
    ['events', 'agenda', 'whats on'],
    ['cybersecurity', 'cyber security', 'security'],
    ['degree', 'qualification', 'programme', 'program', 'course'],
    ['erasmus', 'exchange', 'exchanges', 'student exchange', 'international mobility', 'study abroad', 'studying abroad'],
    ['requirements', 'requirement', 'entry requirements', 'admission requirements', 'get in'],
    ['online', 'distance learning', 'remote learning', 'at a distance', 'remotely', 'zoom', 'video call'],
    ['careers fair', 'career fair', 'job fair', 'jobs fair', 'employment fair', 'recruitment fair'],
    ['entrepreneurship', 'entrepreneur', 'entrepreneurs', 'incubator', 'accelerator', 'startup', 'startups', 'start-up'],
    ['accessible', 'wheelchair', 'step-free', 'reduced mobility'],
    ['free', 'free of charge', 'free entry', 'free admission', 'no charge'],
    ['deadline', 'deadlines', 'closing date', 'until when', 'last day to apply'],
    ['3d printing', '3d printer', '3d printers', 'digital fabrication'],
    ['class', 'classes', 'workshop', 'workshops', 'lesson', 'lessons'],
    ['recognition', 'recognised', 'recognized', 'homologation', 'foreign qualifications', 'overseas qualifications'],
    ['accommodation', 'housing', 'halls of residence', 'residence', 'where to live'],
    ['alumni', 'alumnus', 'alumna', 'former students', 'past students', 'ex-students', 'graduates'],
    ['employment rate', 'employability', 'job prospects', 'career prospects', 'employment', 'find a job', 'find work', 'get a job', 'graduate outcomes'],
    ['privacy', 'personal data', 'data protection', 'gdpr'],
    ['information', 'info'],
    ['start date', 'term dates', 'start of the year', 'when do classes start', 'when does the course start', 'when does it start', 'classes start'],
    ['award', 'awards', 'prize', 'prizes', 'winner', 'winners'],
    ['bachelor', 'bachelors', 'undergraduate', 'undergraduates'],
    ['master', 'masters', 'postgraduate', 'postgrad'],
    ['legal notice', 'terms of use', 'terms and conditions'],
  ],
};

/**
 * Words that say the visitor wants to study something — a programme — rather than what they want
 * to study ("estudiar moda", "fashion course", "quiero hacer videojuegos"). A programme's page
 * rarely says "curso" or "study" where a news item about a summer course does, so these words
 * are not matched: when the query says something else too, they leave it and instead make the
 * search page's template priorities (its programmes) count more (spec 7 search; search.ts,
 * rankResults). A query of nothing else ("cursos") is searched as typed. Words, not stems: each
 * matches by its stem, as synonyms do.
 */
export const DEFAULT_INTENTS: Record<string, string[]> = {
  es_ES: ['curso', 'estudiar', 'estudios', 'carrera', 'quiero estudiar', 'quiero hacer', 'ciclo', 'titulacion'],
  en_GB: ['course', 'study', 'studies', 'degree', 'programme', 'program', 'qualification', 'i want to study', 'i want to do'],
};

/**
 * Words that say what kind of page is wanted — a teacher's — rather than its subject
 * ("profesor animación 3d", "3d animation teacher"). A teacher's page is filed under them (its
 * headings: "Profesorado"), while an article about 3D animation may mention a teacher in passing;
 * so with other words in the query, a page matches one of these only where its title, labels or
 * headings carry it (spec 7 search; search.ts, rankResults). Each brings its synonym group.
 */
export const DEFAULT_KINDS: Record<string, string[]> = {
  es_ES: ['profesor', 'profesora', 'profesores', 'profesorado', 'docente', 'docentes', 'profe', 'profes', 'quien da', 'quien imparte', 'quien ensena', 'quien da clase'],
  en_GB: ['teacher', 'teachers', 'lecturer', 'lecturers', 'tutor', 'tutors', 'professor', 'professors', 'teaching staff', 'who teaches', 'who lectures'],
};

/** The defaults an editor's groups extend: the acronyms, then the synonyms. */
export const DEFAULT_SYNONYMS: Record<string, string[][]> = Object.fromEntries(
  Object.keys(SYNONYMS).map((locale) => [locale, [...(DEFAULT_ACRONYMS[locale] ?? []), ...SYNONYMS[locale]!]]));
