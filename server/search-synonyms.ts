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
export const DEFAULT_SYNONYMS: Record<string, string[][]> = {
  es_ES: [
    ['telefono', 'numero de telefono', 'llamar', 'llamanos'],
    ['direccion', 'ubicacion', 'localizacion', 'como llegar', 'donde estamos', 'donde esta'],
    ['horario', 'horarios', 'horario de atencion', 'hora de apertura'],
    ['correo', 'email', 'e-mail', 'correo electronico', 'mail'],
    ['matricula', 'matricularse', 'matricularme', 'inscripcion', 'inscribirse', 'inscribo', 'preinscripcion', 'admision', 'reserva de plaza', 'solicitar plaza'],
    ['precio', 'precios', 'coste', 'costes', 'cuanto cuesta', 'cuesta', 'tarifa', 'tarifas', 'importe', 'mensualidad', 'pagar'],
    ['beca', 'becas', 'ayudas para estudiar', 'ayuda al estudio', 'financiacion', 'subvencion'],
    ['profesores', 'profesor', 'profesora', 'profesorado', 'docentes', 'docente', 'claustro'],
    ['practicas', 'practicas en empresa', 'practicas en empresas', 'fct', 'becario'],
    ['machine learning', 'aprendizaje automatico', 'ml'],
    ['ia', 'inteligencia artificial'],
    ['asir', 'administracion de sistemas informaticos en red'],
    ['dam', 'desarrollo de aplicaciones multiplataforma'],
    ['daw', 'desarrollo de aplicaciones web'],
    ['aplicaciones moviles', 'apps moviles', 'apps', 'multiplataforma', 'android'],
    ['videojuegos', 'juegos', 'videojuego', 'gaming'],
    ['folleto', 'folletos', 'catalogo', 'catalogos', 'dossier', 'brochure'],
    ['instalaciones', 'nuestro campus', 'laboratorios', 'equipamiento'],
    ['alumnos', 'estudiantes', 'alumnado'],
    ['sueldo', 'sueldos', 'salario', 'salarios', 'mejor pagada', 'mejores sueldos'],
    ['padres', 'madres', 'familias'],
    ['noticias', 'actualidad'],
    ['eventos', 'agenda', 'actividades'],
    ['ciberseguridad', 'seguridad informatica'],
  ],
  en_GB: [
    ['phone', 'telephone', 'phone number', 'call us', 'telephone number'],
    ['address', 'location', 'directions', 'how to get here', 'how to get', 'find us', 'getting here'],
    ['opening hours', 'office hours', 'opening times', 'timetable'],
    ['email', 'e-mail', 'mail'],
    ['enrolment', 'enrollment', 'enrol', 'enroll', 'registration', 'register', 'admission', 'admissions', 'apply', 'how to apply'],
    ['fees', 'fee', 'tuition', 'tuition fees', 'price', 'prices', 'cost', 'costs', 'how much', 'how much does it cost', 'pricing'],
    ['scholarship', 'scholarships', 'grant', 'grants', 'financial aid', 'bursary', 'funding'],
    ['teachers', 'teacher', 'lecturers', 'lecturer', 'faculty', 'teaching staff', 'professors', 'professor', 'tutors'],
    ['internship', 'internships', 'placement', 'placements', 'work experience', 'work placement'],
    ['machine learning', 'ml'],
    ['ai', 'artificial intelligence'],
    ['asir', 'network computer systems administration'],
    ['dam', 'multi-platform application development'],
    ['daw', 'web application development'],
    ['mobile apps', 'mobile applications', 'apps', 'multi-platform', 'multiplatform', 'android'],
    ['video games', 'games', 'videogames', 'gaming'],
    ['brochure', 'brochures', 'catalogue', 'catalogues', 'catalog', 'prospectus'],
    ['facilities', 'our campus', 'labs', 'laboratories', 'equipment'],
    ['students', 'pupils'],
    ['salary', 'salaries', 'pay', 'best paid', 'best-paid', 'wages'],
    ['parents', 'families', 'mothers', 'fathers'],
    ['events', 'agenda', 'whats on'],
    ['cybersecurity', 'cyber security', 'security'],
    ['degree', 'qualification', 'programme', 'program', 'course'],
  ],
};
