import { b, type Bi, type TopicKey } from './types.js';
import { upperFirst, withArticle } from '../text.js';
import type { Gendered } from './people.js';

/**
 * The articles of spec 2 (several hundred per language across its topics), written in six
 * forms — news, guides, interviews, opinion, student projects and event reports — each with
 * its own title patterns and paragraph slots. Every paragraph is filled with the facts of one
 * field (its subjects, tools, student projects, jobs and concrete facts), so an article about
 * rigging talks about rigging. The generator (seed-content.ts) picks the combinations
 * deterministically and never uses a paragraph in more than three articles nor twice in one.
 */
export type Form = 'news' | 'guide' | 'interview' | 'opinion' | 'project' | 'event-report';
export const FORMS: Form[] = ['news', 'guide', 'interview', 'opinion', 'event-report', 'project'];
export const FORM_LABELS: Record<Form, Bi> = {
  news: { es: 'Noticia', en: 'News' },
  guide: { es: 'Guía', en: 'Guide' },
  interview: { es: 'Entrevista', en: 'Interview' },
  opinion: { es: 'Opinión', en: 'Opinion' },
  project: { es: 'Proyecto de estudiantes', en: 'Student project' },
  'event-report': { es: 'Crónica', en: 'Event report' },
};

/** A student project, and the subjects (their Spanish names) it is work of: an article names it only with one of them. */
export interface Project { name: string; what: Bi; subjects: string[]; kind: ProjectKind }
/**
 * What a student project is, for what people do with it: software, services and kits are used,
 * games played, films watched, objects tried, places walked through, a study read, and a
 * collection or an identity seen. "124 people use" a robot arm, or "the people who would use the
 * result" of a short film, would tell a visitor something false.
 */
export const PROJECT_KINDS = ['tool', 'game', 'film', 'object', 'place', 'study', 'work'] as const;
export type ProjectKind = (typeof PROJECT_KINDS)[number];
export interface Field {
  /** The spec topic this field's guides, opinions and projects are filed under (news, interviews and reports go under the school's news topics). */
  topic: TopicKey;
  subjects: Bi[];
  /**
   * Software a teacher of the field names, by its own name: the same words in both languages
   * (a common noun here — "una cortadora láser" — went into English pages untranslated).
   */
  tools: string[];
  /**
   * The tools a teacher of each subject (by its Spanish name) would name with it: After Effects
   * is motion graphics' and not interface design's, a slicer is 3D printing's. The plan draws
   * from `tools` and then keeps to these (content/article-plan.ts fitToSubject), so every other draw
   * stays what it was.
   */
  subjectTools: Record<string, string[]>;
  projects: Project[];
  jobs: Gendered[];
  /**
   * The subjects (Spanish names) each of `jobs` works in, in its order: a rigger is not asked
   * about stop motion, nor a type designer about interface design (content/article-plan.ts
   * fitToSubject). The plan draws from `jobs`, so every other draw stays what it was.
   */
  jobSubjects: string[][];
  /** Jobs of a subject none of `jobs` works in. */
  subjectJobs?: Record<string, Gendered[]>;
  /** One concrete sentence each, true of this field only. */
  facts: Bi[];
  /**
   * The subjects (Spanish names) each fact is about, in the order of `facts`, or '*' for the whole
   * field: rigging's controls are not told of a stop-motion short (content/article-plan.ts fitToSubject).
   */
  factSubjects: (string[] | '*')[];
  /** Facts of a subject the field's list has too few of. */
  subjectFacts?: Record<string, Bi[]>;
}

const g = (m: string, f: string, en: string): Gendered => ({ m, f, en });
const pr = (name: string, es: string, en: string, subjects: string[], kind: ProjectKind): Project => ({ name, what: b(es, en), subjects, kind });

export const fields: Field[] = [
  {
    topic: 'animation',
    subjects: [b('animación 3D', '3D animation'), b('animación de personajes', 'character animation'), b('rigging', 'rigging'), b('efectos visuales', 'visual effects'), b('stop motion', 'stop motion'), b('storyboard', 'storyboarding')],
    tools: ['Blender', 'Maya', 'Houdini', 'Toon Boom Harmony', 'DaVinci Resolve'],
    subjectTools: {'animación 3D': ['Blender', 'Maya', 'Houdini'], 'animación de personajes': ['Maya', 'Blender', 'Toon Boom Harmony'], 'rigging': ['Maya', 'Blender', 'Houdini'], 'efectos visuales': ['Houdini', 'Blender', 'DaVinci Resolve'], 'stop motion': ['Dragonframe', 'DaVinci Resolve'], 'storyboard': ['Storyboard Pro', 'Procreate']},
    projects: [pr('La última estación', 'un cortometraje 3D sobre el último tren de la noche', 'a 3D short about the last train of the night', ['animación 3D', 'animación de personajes', 'storyboard', 'efectos visuales', 'rigging'], 'film'), pr('Mercería Paz', 'un corto en stop motion rodado en una tienda de barrio', 'a stop-motion short shot in a neighbourhood shop', ['stop motion', 'storyboard'], 'film'), pr('Faro', 'una pieza de animación sobre un farero y su gato', 'an animated piece about a lighthouse keeper and his cat', ['animación de personajes', 'animación 3D', 'storyboard'], 'film'), pr('Papel mojado', 'un corto que mezcla animación 2D y 3D bajo la lluvia', 'a short mixing 2D and 3D animation in the rain', ['efectos visuales', 'animación 3D'], 'film'), pr('Rig Abierto', 'un rig de personaje gratuito para estudiantes de animación', 'a free character rig for animation students', ['rigging', 'animación de personajes'], 'tool')],
    jobs: [g('animador de personajes en un estudio de Valencia', 'animadora de personajes en un estudio de Valencia', 'character animator at a Valencia studio'), g('rigger en una serie infantil internacional', 'rigger en una serie infantil internacional', 'rigger on an international children’s series'), g('artista de efectos visuales en publicidad', 'artista de efectos visuales en publicidad', 'visual effects artist in advertising')],
    jobSubjects: [['animación 3D', 'animación de personajes'], ['rigging', 'animación 3D', 'animación de personajes'], ['efectos visuales', 'animación 3D']],
    subjectJobs: { 'stop motion': [g('animador de stop motion en un estudio de Madrid', 'animadora de stop motion en un estudio de Madrid', 'stop-motion animator at a Madrid studio')], storyboard: [g('artista de storyboard en una productora', 'artista de storyboard en una productora', 'storyboard artist at a production company')] },
    facts: [
      b('Un segundo de animación a 24 fotogramas exige decidir 24 poses, aunque el ordenador interpole las intermedias.', 'One second of animation at 24 frames means deciding 24 poses, even if the computer fills in the in-betweens.'),
      b('Una escena que no se entiende sin sonido se vuelve a planificar antes de animar un solo fotograma.', 'A scene that does not read with the sound off is planned again before a single frame is animated.'),
      b('Un buen rig permite al animador mover una mano con dos controles en lugar de con veinte huesos.', 'A good rig lets an animator move a hand with two controls instead of twenty bones.'),
      b('El animatic, el storyboard montado con sonido, decide el ritmo de una pieza antes de modelar nada.', 'The animatic, the storyboard cut to sound, settles a piece’s timing before anything is modelled.'),
      b('En stop motion, un minuto de película puede llevar una semana entera de rodaje.', 'In stop motion, one minute of film can take a whole week of shooting.'),
      b('Los efectos de agua, humo y fuego se simulan con partículas y se ajustan a mano plano a plano.', 'Water, smoke and fire effects are simulated with particles and adjusted by hand shot by shot.'),
    ],
    factSubjects: [['animación 3D', 'animación de personajes'], '*', ['rigging', 'animación de personajes'], ['storyboard', 'animación 3D'], ['stop motion'], ['efectos visuales']],
  },
  {
    topic: 'video-games',
    subjects: [b('diseño de videojuegos', 'game design'), b('programación de videojuegos', 'game programming'), b('arte para videojuegos', 'game art'), b('diseño de niveles', 'level design'), b('videojuegos independientes', 'indie games'), b('testing de videojuegos', 'game testing')],
    tools: ['Unity', 'Unreal Engine', 'Godot', 'Aseprite', 'Git'],
    subjectTools: {'diseño de videojuegos': ['Unity', 'Unreal Engine', 'Godot'], 'programación de videojuegos': ['Unity', 'Unreal Engine', 'Godot'], 'arte para videojuegos': ['Aseprite', 'Blender'], 'diseño de niveles': ['Unity', 'Unreal Engine', 'Godot'], 'videojuegos independientes': ['Godot', 'Unity', 'Aseprite'], 'testing de videojuegos': ['Unity', 'Unreal Engine']},
    projects: [pr('Eco de Papel', 'un juego de plataformas sobre el reciclaje', 'a platform game about recycling', ['diseño de niveles', 'arte para videojuegos', 'videojuegos independientes', 'diseño de videojuegos'], 'game'), pr('Turno de Noche', 'un juego de gestión ambientado en un hospital', 'a management game set in a hospital', ['diseño de videojuegos', 'programación de videojuegos', 'testing de videojuegos'], 'game'), pr('Raíces', 'un juego cooperativo para jugar en familia', 'a cooperative game for families', ['diseño de videojuegos', 'videojuegos independientes', 'arte para videojuegos'], 'game'), pr('Simulador de incendios', 'un entorno interactivo para formar a equipos de emergencia', 'an interactive environment for training emergency teams', ['programación de videojuegos', 'diseño de niveles', 'testing de videojuegos', 'diseño de videojuegos'], 'tool'), pr('Cuarenta Ocho', 'el juego ganador de la última game jam de la escuela, pulido después durante un trimestre', 'the winning game of the school’s last game jam, polished over the following term', ['videojuegos independientes', 'diseño de videojuegos', 'programación de videojuegos'], 'game')],
    jobs: [g('diseñador de niveles en un estudio independiente', 'diseñadora de niveles en un estudio independiente', 'level designer at an indie studio'), g('programador de jugabilidad', 'programadora de jugabilidad', 'gameplay programmer'), g('productor en un estudio de videojuegos de Madrid', 'productora en un estudio de videojuegos de Madrid', 'producer at a Madrid games studio')],
    jobSubjects: [['diseño de videojuegos', 'diseño de niveles', 'videojuegos independientes'], ['programación de videojuegos'], ['diseño de videojuegos', 'videojuegos independientes']],
    subjectJobs: { 'arte para videojuegos': [g('artista 3D en un estudio de videojuegos', 'artista 3D en un estudio de videojuegos', '3D artist at a games studio')], 'testing de videojuegos': [g('responsable de calidad en un estudio de videojuegos', 'responsable de calidad en un estudio de videojuegos', 'QA lead at a games studio')] },
    facts: [
      b('Se aprende más de un juego viendo jugar a alguien en silencio que preguntándole después.', 'You learn more about a game by watching someone play it in silence than by asking afterwards.'),
      b('Una prueba de juego con cinco personas desconocidas descubre más fallos de diseño que una semana de revisiones internas.', 'A playtest with five strangers finds more design flaws than a week of internal reviews.'),
      b('Un prototipo que ya se puede jugar en una semana enseña más que un documento de diseño de cincuenta páginas.', 'A playable prototype in a week teaches more than a fifty-page design document.'),
      b('Sin control de versiones, un equipo de cuatro personas pierde trabajo en la primera semana de un proyecto.', 'Without version control, a team of four loses work in the first week of a project.'),
      b('Un juego pequeño y terminado enseña más que uno enorme que nunca sale del ordenador.', 'A small game that is finished teaches more than a huge one that never leaves the computer.'),
      b('El primer nivel de un juego enseña las reglas sin un solo texto de instrucciones.', 'A game’s first level teaches the rules without a single line of instructions.'),
    ],
    factSubjects: ['*', ['diseño de videojuegos', 'testing de videojuegos', 'diseño de niveles'], ['programación de videojuegos', 'videojuegos independientes'], ['programación de videojuegos', 'videojuegos independientes', 'testing de videojuegos'], '*', ['diseño de niveles', 'diseño de videojuegos']],
  },
  {
    topic: 'ai',
    subjects: [b('inteligencia artificial', 'artificial intelligence'), b('aprendizaje automático', 'machine learning'), b('IA generativa', 'generative AI'), b('visión por computador', 'computer vision'), b('procesamiento del lenguaje natural', 'natural language processing'), b('ética de la IA', 'AI ethics')],
    tools: ['Python', 'scikit-learn', 'PyTorch', 'Jupyter', 'OpenCV'],
    subjectTools: {'inteligencia artificial': ['scikit-learn', 'PyTorch', 'OpenCV'], 'aprendizaje automático': ['scikit-learn', 'PyTorch'], 'IA generativa': ['PyTorch', 'Hugging Face'], 'visión por computador': ['OpenCV', 'PyTorch'], 'procesamiento del lenguaje natural': ['PyTorch', 'Hugging Face'], 'ética de la IA': ['scikit-learn', 'Fairlearn']},
    projects: [pr('Lectura Fácil', 'un asistente que adapta textos administrativos a lectura fácil', 'an assistant that rewrites official texts in easy-to-read language', ['procesamiento del lenguaje natural', 'IA generativa', 'inteligencia artificial'], 'tool'), pr('Ojo Verde', 'un modelo que reconoce envases para un robot clasificador', 'a model that recognises packaging for a sorting robot', ['visión por computador', 'aprendizaje automático', 'inteligencia artificial'], 'tool'), pr('Aula Atenta', 'un detector de ruido para aulas que avisa antes de que moleste', 'a classroom noise monitor that warns before it becomes a problem', ['aprendizaje automático', 'inteligencia artificial'], 'tool'), pr('Chatbot de admisión', 'un asistente que responde dudas de admisión con fuentes citadas', 'an assistant that answers admissions questions and cites its sources', ['IA generativa', 'procesamiento del lenguaje natural', 'inteligencia artificial'], 'tool'), pr('Sesgómetro', 'una herramienta que mide sesgos de género en anuncios de empleo', 'a tool that measures gender bias in job adverts', ['ética de la IA', 'procesamiento del lenguaje natural', 'aprendizaje automático'], 'tool')],
    jobs: [g('ingeniero de aprendizaje automático en una empresa de salud', 'ingeniera de aprendizaje automático en una empresa de salud', 'machine learning engineer at a health company'), g('investigador en procesamiento del lenguaje', 'investigadora en procesamiento del lenguaje', 'natural language processing researcher'), g('responsable de datos en una startup de movilidad', 'responsable de datos en una startup de movilidad', 'head of data at a mobility start-up')],
    jobSubjects: [['inteligencia artificial', 'aprendizaje automático'], ['inteligencia artificial', 'procesamiento del lenguaje natural', 'IA generativa'], ['inteligencia artificial', 'aprendizaje automático']],
    subjectJobs: { 'visión por computador': [g('ingeniero de visión por computador en una empresa de logística', 'ingeniera de visión por computador en una empresa de logística', 'computer vision engineer at a logistics company')], 'ética de la IA': [g('consultor de ética de la IA', 'consultora de ética de la IA', 'AI ethics consultant')] },
    facts: [
      b('El Reglamento europeo de inteligencia artificial exige supervisión humana en los usos de alto riesgo, como la selección de personal.', 'The European AI Act requires human oversight in high-risk uses such as recruitment.'),
      b('La mayor parte del trabajo en un proyecto de aprendizaje automático está en limpiar y etiquetar los datos, no en entrenar el modelo.', 'Most of the work in a machine learning project lies in cleaning and labelling data, not in training the model.'),
      b('Un modelo que acierta el 95 % de las veces puede ser inútil si el caso que importa aparece en el 2 % de los datos.', 'A model that is right 95% of the time can be useless if the case that matters appears in 2% of the data.'),
      b('Los modelos de lenguaje inventan referencias con total seguridad, así que cualquier cita que den debe comprobarse.', 'Language models invent references with complete confidence, so any citation they give must be checked.'),
      b('Con una cámara barata y OpenCV se puede contar cuántas personas cruzan una puerta sin guardar sus caras.', 'With a cheap camera and OpenCV you can count people walking through a door without storing their faces.'),
      b('Separar los datos de prueba antes de empezar es la regla más sencilla y la que más se incumple.', 'Setting aside test data before starting is the simplest rule and the one most often broken.'),
    ],
    factSubjects: [['ética de la IA', 'inteligencia artificial', 'visión por computador', 'IA generativa'], ['aprendizaje automático', 'visión por computador', 'inteligencia artificial', 'procesamiento del lenguaje natural'], ['aprendizaje automático', 'ética de la IA', 'inteligencia artificial'], ['IA generativa', 'procesamiento del lenguaje natural', 'ética de la IA'], ['visión por computador', 'ética de la IA'], ['aprendizaje automático', 'inteligencia artificial', 'visión por computador', 'procesamiento del lenguaje natural']],
  },
  {
    topic: 'data-science',
    subjects: [b('ciencia de datos', 'data science'), b('análisis de datos', 'data analysis'), b('visualización de datos', 'data visualisation'), b('bases de datos', 'databases'), b('estadística aplicada', 'applied statistics'), b('ingeniería de datos', 'data engineering')],
    tools: ['SQL', 'PostgreSQL', 'pandas', 'R', 'Apache Superset'],
    subjectTools: {'ciencia de datos': ['SQL', 'pandas', 'R', 'Apache Superset'], 'análisis de datos': ['SQL', 'pandas', 'R', 'Apache Superset'], 'visualización de datos': ['Apache Superset', 'R', 'pandas'], 'bases de datos': ['PostgreSQL', 'SQLite', 'MongoDB'], 'estadística aplicada': ['R', 'pandas'], 'ingeniería de datos': ['PostgreSQL', 'pandas', 'Apache Airflow']},
    projects: [pr('Aire Claro', 'un panel con los datos abiertos de calidad del aire de Madrid', 'a dashboard of Madrid’s open air quality data', ['visualización de datos', 'análisis de datos', 'ciencia de datos', 'ingeniería de datos'], 'tool'), pr('Banco de Horas', 'una base de datos para organizar turnos en un banco de alimentos', 'a database for organising shifts at a food bank', ['bases de datos', 'ingeniería de datos'], 'tool'), pr('Mapa del Ruido', 'un mapa del ruido nocturno del barrio con sensores de estudiantes', 'a map of night-time noise in the neighbourhood from student sensors', ['visualización de datos', 'ciencia de datos', 'estadística aplicada', 'ingeniería de datos', 'análisis de datos'], 'tool'), pr('Biblioteca en Cifras', 'un análisis de préstamos de las bibliotecas municipales', 'an analysis of loans at the city’s public libraries', ['análisis de datos', 'estadística aplicada', 'ciencia de datos', 'visualización de datos'], 'study'), pr('Ruta Escolar', 'un estudio de los trayectos a pie hasta los colegios del distrito', 'a study of walking routes to the district’s schools', ['análisis de datos', 'estadística aplicada', 'ciencia de datos'], 'study')],
    jobs: [g('analista de datos en una cadena de supermercados', 'analista de datos en una cadena de supermercados', 'data analyst at a supermarket chain'), g('ingeniero de datos en una empresa de energía', 'ingeniera de datos en una empresa de energía', 'data engineer at an energy company'), g('administrador de bases de datos en una aseguradora', 'administradora de bases de datos en una aseguradora', 'database administrator at an insurer')],
    jobSubjects: [['ciencia de datos', 'análisis de datos', 'estadística aplicada'], ['ciencia de datos', 'ingeniería de datos', 'bases de datos'], ['bases de datos']],
    subjectJobs: { 'visualización de datos': [g('diseñador de visualización de datos en un periódico', 'diseñadora de visualización de datos en un periódico', 'data visualisation designer at a newspaper')] },
    facts: [
      b('Una consulta SQL bien escrita evita exportar a hojas de cálculo que después nadie puede revisar.', 'A well-written SQL query saves exporting to spreadsheets that nobody can check afterwards.'),
      b('Un gráfico cuyo título dice la conclusión se entiende en la mitad de tiempo que uno titulado solo con el nombre de la variable.', 'A chart whose title states the conclusion is understood in half the time of one titled with the variable name.'),
      b('Los datos abiertos municipales casi nunca llegan limpios: revisar fechas y unidades lleva más tiempo que analizarlos.', 'City open data rarely arrives clean: checking dates and units takes longer than analysing it.'),
      b('Una media sin su dispersión esconde casi siempre la parte interesante de los datos.', 'An average without its spread almost always hides the interesting part of the data.'),
      b('Un índice bien elegido puede convertir una consulta de minutos en una de milisegundos.', 'A well-chosen index can turn a query that takes minutes into one that takes milliseconds.'),
      b('Documentar de dónde sale cada columna ahorra semanas cuando otra persona hereda el análisis.', 'Documenting where each column comes from saves weeks when someone else inherits the analysis.'),
    ],
    factSubjects: [['bases de datos', 'análisis de datos', 'ingeniería de datos', 'ciencia de datos'], ['visualización de datos', 'análisis de datos'], '*', ['estadística aplicada', 'análisis de datos', 'ciencia de datos', 'visualización de datos'], ['bases de datos', 'ingeniería de datos'], ['ingeniería de datos', 'análisis de datos', 'ciencia de datos']],
  },
  {
    topic: 'full-stack',
    subjects: [b('desarrollo web', 'web development'), b('desarrollo full stack', 'full-stack development'), b('accesibilidad web', 'web accessibility'), b('desarrollo de aplicaciones móviles', 'mobile app development'), b('APIs y servicios web', 'APIs and web services'), b('despliegue en la nube', 'cloud deployment')],
    tools: ['JavaScript', 'TypeScript', 'Node.js', 'Kotlin', 'Docker'],
    subjectTools: {'desarrollo web': ['JavaScript', 'TypeScript', 'Node.js'], 'desarrollo full stack': ['TypeScript', 'React', 'Node.js'], 'accesibilidad web': ['JavaScript', 'TypeScript'], 'desarrollo de aplicaciones móviles': ['Kotlin', 'Flutter', 'React Native'], 'APIs y servicios web': ['Node.js', 'FastAPI', 'Express'], 'despliegue en la nube': ['Docker', 'Kubernetes']},
    projects: [pr('Vecinos Conectados', 'una web accesible para asociaciones de vecinos', 'an accessible website for residents’ associations', ['accesibilidad web', 'desarrollo web', 'desarrollo full stack'], 'tool'), pr('Ruta Verde', 'una app que calcula rutas seguras en bicicleta por Madrid', 'an app that plans safe cycling routes around Madrid', ['desarrollo de aplicaciones móviles', 'APIs y servicios web'], 'tool'), pr('Librería Abierta', 'la tienda en línea de una librería de barrio', 'the online shop of a neighbourhood bookshop', ['desarrollo web', 'desarrollo full stack', 'despliegue en la nube', 'APIs y servicios web'], 'tool'), pr('Calendario Común', 'una app que sincroniza los calendarios de familias y colegios', 'an app that syncs family and school calendars', ['desarrollo de aplicaciones móviles', 'APIs y servicios web', 'despliegue en la nube'], 'tool'), pr('Turnos Solidarios', 'una aplicación web para organizar voluntariado', 'a web app for organising volunteers', ['desarrollo web', 'desarrollo full stack', 'accesibilidad web', 'despliegue en la nube'], 'tool')],
    jobs: [g('desarrollador full stack en una fintech', 'desarrolladora full stack en una fintech', 'full-stack developer at a fintech'), g('desarrollador de aplicaciones móviles', 'desarrolladora de aplicaciones móviles', 'mobile app developer'), g('especialista en accesibilidad web', 'especialista en accesibilidad web', 'web accessibility specialist')],
    jobSubjects: [['desarrollo web', 'desarrollo full stack', 'APIs y servicios web'], ['desarrollo de aplicaciones móviles'], ['desarrollo web', 'accesibilidad web']],
    subjectJobs: { 'despliegue en la nube': [g('ingeniero de plataforma en una empresa de software', 'ingeniera de plataforma en una empresa de software', 'platform engineer at a software company')] },
    facts: [
      b('Desde 2025 la ley europea de accesibilidad obliga también a muchas tiendas en línea privadas, no solo a las webs públicas.', 'Since 2025 the European Accessibility Act also covers many private online shops, not just public websites.'),
      b('Una página que pesa menos de un megabyte carga en un móvil con mala cobertura; una de diez, no.', 'A page under one megabyte loads on a phone with poor coverage; a ten-megabyte one does not.'),
      b('Las pruebas automáticas parecen lentas la primera semana y ahorran meses el primer año.', 'Automated tests look slow in the first week and save months in the first year.'),
      b('Un formulario bien etiquetado funciona con teclado, con lector de pantalla y con el autocompletado del navegador.', 'A properly labelled form works with a keyboard, a screen reader and the browser’s autofill.'),
      b('Un contenedor de Docker permite que el proyecto arranque igual en el portátil de clase y en el servidor.', 'A Docker container lets a project start the same way on a classroom laptop and on the server.'),
      b('Una API bien documentada la pueden usar otros equipos sin una sola reunión.', 'A well-documented API can be used by other teams without a single meeting.'),
    ],
    factSubjects: [['accesibilidad web', 'desarrollo web'], ['desarrollo web', 'desarrollo full stack', 'desarrollo de aplicaciones móviles'], ['desarrollo full stack', 'APIs y servicios web', 'despliegue en la nube', 'desarrollo de aplicaciones móviles'], ['accesibilidad web', 'desarrollo web'], ['despliegue en la nube', 'desarrollo full stack', 'APIs y servicios web'], ['APIs y servicios web', 'desarrollo full stack']],
  },
  {
    topic: 'fashion',
    subjects: [b('diseño de moda', 'fashion design'), b('patronaje', 'pattern making'), b('moda sostenible', 'sustainable fashion'), b('ilustración de moda', 'fashion illustration'), b('comunicación de moda', 'fashion communication'), b('estilismo', 'styling')],
    tools: ['CLO 3D', 'Adobe Illustrator', 'Gerber AccuMark', 'Procreate', 'Optitex'],
    subjectTools: {'diseño de moda': ['CLO 3D', 'Adobe Illustrator', 'Procreate'], 'patronaje': ['Gerber AccuMark', 'Optitex', 'CLO 3D'], 'moda sostenible': ['CLO 3D', 'Gerber AccuMark', 'Optitex'], 'ilustración de moda': ['Procreate', 'Adobe Illustrator'], 'comunicación de moda': ['Adobe InDesign', 'Lightroom', 'Adobe Illustrator'], 'estilismo': ['Capture One', 'Lightroom']},
    projects: [pr('Retales', 'una colección cápsula hecha con tejidos recuperados', 'a capsule collection made from reclaimed fabrics', ['moda sostenible', 'diseño de moda', 'patronaje'], 'work'), pr('Uniforme Abierto', 'uniformes de trabajo adaptables para una residencia de mayores', 'adaptable work uniforms for a care home', ['diseño de moda', 'patronaje'], 'object'), pr('Lana de Aquí', 'una colección de punto con lana de ganaderías de la sierra', 'a knitwear collection using wool from mountain farms', ['moda sostenible', 'diseño de moda', 'patronaje'], 'work'), pr('Arreglo', 'un servicio de reparación de prendas montado por estudiantes', 'a clothing repair service set up by students', ['moda sostenible', 'patronaje'], 'tool'), pr('Catálogo Castizo', 'una sesión editorial con prendas de segunda mano', 'an editorial shoot with second-hand garments', ['estilismo', 'comunicación de moda', 'moda sostenible'], 'work')],
    jobs: [g('diseñador en una marca de moda sostenible', 'diseñadora en una marca de moda sostenible', 'designer at a sustainable fashion brand'), g('patronista en un taller de sastrería', 'patronista en un taller de sastrería', 'pattern cutter at a tailoring workshop'), g('estilista de revistas de moda', 'estilista de revistas de moda', 'fashion magazine stylist')],
    jobSubjects: [['diseño de moda', 'moda sostenible'], ['patronaje', 'diseño de moda'], ['estilismo', 'comunicación de moda']],
    subjectJobs: { 'ilustración de moda': [g('ilustrador de moda para revistas y marcas', 'ilustradora de moda para revistas y marcas', 'fashion illustrator for magazines and brands')] },
    facts: [
      b('La industria textil es una de las más contaminantes del mundo, y el diseño decide buena parte de ese impacto.', 'The textile industry is one of the most polluting in the world, and design decides much of that impact.'),
      b('Un patrón bien escalado permite fabricar la misma prenda en ocho tallas sin volver a dibujarla.', 'A well-graded pattern lets the same garment be made in eight sizes without redrawing it.'),
      b('El software de simulación 3D deja ver la caída de un tejido antes de cortar un solo metro.', '3D simulation software shows how a fabric drapes before a single metre is cut.'),
      b('Una prenda de una sola fibra se puede reciclar; una mezcla de fibras, casi nunca.', 'A garment made of a single fibre can be recycled; a blend of fibres almost never can.'),
      b('Una prenda que se puede reparar vive de media el doble que una que no.', 'A garment that can be repaired lasts on average twice as long as one that cannot.'),
      b('El figurín comunica una idea; la ficha técnica permite que un taller la fabrique.', 'A fashion sketch communicates an idea; the technical sheet lets a workshop make it.'),
    ],
    factSubjects: ['*', ['patronaje'], ['patronaje', 'diseño de moda', 'moda sostenible'], ['moda sostenible'], ['moda sostenible', 'patronaje'], ['ilustración de moda', 'diseño de moda', 'patronaje']],
    subjectFacts: {'comunicación de moda': [b('Una sesión de fotos de moda se prepara con un panel de referencias antes de que nadie entre en el estudio.', 'A fashion shoot is planned with a reference board before anyone walks into the studio.')], 'estilismo': [b('Un buen estilismo cuenta una historia mejor con tres prendas que con diez.', 'Good styling tells a story better with three garments than with ten.')]},
  },
  {
    topic: 'interior-design',
    subjects: [b('diseño de interiores', 'interior design'), b('iluminación de espacios', 'lighting design'), b('diseño de espacios comerciales', 'retail space design'), b('interiorismo sostenible', 'sustainable interiors'), b('modelado 3D de espacios', '3D modelling of spaces'), b('diseño de mobiliario', 'furniture design')],
    tools: ['AutoCAD', 'SketchUp', 'Revit', 'Twinmotion', 'DIALux'],
    subjectTools: {'diseño de interiores': ['AutoCAD', 'SketchUp', 'Revit', 'Twinmotion'], 'iluminación de espacios': ['DIALux', 'Twinmotion'], 'diseño de espacios comerciales': ['SketchUp', 'AutoCAD', 'Twinmotion', 'Revit'], 'interiorismo sostenible': ['Revit', 'SketchUp'], 'modelado 3D de espacios': ['SketchUp', 'Revit', 'Twinmotion'], 'diseño de mobiliario': ['SketchUp', 'AutoCAD', 'Rhino']},
    projects: [pr('Biblioteca Viva', 'el rediseño de la sala de estudio de una biblioteca de barrio', 'the redesign of a neighbourhood library’s study room', ['diseño de interiores', 'iluminación de espacios', 'modelado 3D de espacios', 'diseño de mobiliario'], 'place'), pr('Treinta Metros', 'una vivienda de treinta metros cuadrados para dos personas', 'a thirty-square-metre home for two people', ['diseño de interiores', 'diseño de mobiliario', 'interiorismo sostenible', 'modelado 3D de espacios'], 'work'), pr('Escaparate Vivo', 'un escaparate que cambia con la luz del día', 'a shop window that changes with the daylight', ['diseño de espacios comerciales', 'iluminación de espacios'], 'work'), pr('Patio de Luz', 'la reforma del patio de un colegio público', 'the makeover of a state school playground', ['interiorismo sostenible', 'diseño de interiores', 'iluminación de espacios'], 'place'), pr('Café Andén', 'el interior de una cafetería en una antigua estación', 'the interior of a café in a former station', ['diseño de espacios comerciales', 'diseño de interiores', 'modelado 3D de espacios'], 'place')],
    jobs: [g('interiorista en un estudio de arquitectura', 'interiorista en un estudio de arquitectura', 'interior designer at an architecture practice'), g('diseñador de iluminación', 'diseñadora de iluminación', 'lighting designer'), g('proyectista de espacios comerciales', 'proyectista de espacios comerciales', 'retail space designer')],
    jobSubjects: [['diseño de interiores', 'interiorismo sostenible'], ['iluminación de espacios'], ['diseño de espacios comerciales']],
    subjectJobs: { 'modelado 3D de espacios': [g('especialista en visualización 3D en un estudio de arquitectura', 'especialista en visualización 3D en un estudio de arquitectura', '3D visualisation specialist at an architecture practice')], 'diseño de mobiliario': [g('diseñador de mobiliario', 'diseñadora de mobiliario', 'furniture designer')] },
    facts: [
      b('Una misma habitación parece más grande con luz indirecta en el techo que con un único punto de luz central.', 'The same room looks bigger with indirect ceiling light than with a single central light.'),
      b('El Código Técnico de la Edificación fija anchos mínimos de paso que un buen proyecto respeta desde el primer boceto.', 'Spain’s building code sets minimum passage widths that a good project respects from the first sketch.'),
      b('Un recorrido virtual ahorra cambios de obra porque el cliente descubre los problemas antes de construir.', 'A virtual walkthrough saves on-site changes because clients spot problems before anything is built.'),
      b('Los materiales de origen cercano reducen la huella de una reforma tanto como elegir bien el aislamiento.', 'Locally sourced materials cut a refurbishment’s footprint as much as choosing the right insulation.'),
      b('En una tienda, los primeros tres metros tras la puerta deciden si el cliente entra o se da la vuelta.', 'In a shop, the first three metres past the door decide whether customers come in or turn back.'),
      b('Un mueble que cambia de uso a lo largo del día vale por dos en una vivienda pequeña.', 'A piece of furniture that changes use during the day counts double in a small home.'),
    ],
    factSubjects: [['iluminación de espacios', 'diseño de interiores'], ['diseño de interiores', 'diseño de espacios comerciales'], ['modelado 3D de espacios', 'diseño de interiores', 'diseño de espacios comerciales'], ['interiorismo sostenible'], ['diseño de espacios comerciales'], ['diseño de mobiliario', 'diseño de interiores']],
    subjectFacts: {'interiorismo sostenible': [b('Reutilizar el mobiliario que ya existe es la forma más barata y limpia de reducir la huella de una reforma.', 'Reusing the furniture already there is the cheapest and cleanest way to cut a refurbishment’s footprint.')], 'diseño de mobiliario': [b('Una silla se prueba sentándose en ella: ningún render dice si es cómoda.', 'A chair is tested by sitting on it: no render tells you whether it is comfortable.')], 'iluminación de espacios': [b('La temperatura de color de una lámpara cambia cómo se ven la madera, la piel y la comida.', 'A lamp’s colour temperature changes how wood, skin and food look.')], 'modelado 3D de espacios': [b('Un modelo 3D ordenado por capas permite cambiar un acabado en toda la vivienda de una vez.', 'A 3D model organised in layers lets a finish be changed throughout a home in one go.')]},
  },
  {
    topic: 'graphic-design',
    subjects: [b('diseño gráfico', 'graphic design'), b('identidad visual', 'visual identity'), b('tipografía', 'typography'), b('diseño editorial', 'editorial design'), b('motion graphics', 'motion graphics'), b('diseño de interfaces', 'interface design')],
    tools: ['Adobe InDesign', 'Figma', 'Glyphs', 'After Effects', 'Affinity Designer'],
    subjectTools: {'diseño gráfico': ['Adobe InDesign', 'Figma', 'Affinity Designer'], 'identidad visual': ['Affinity Designer', 'Figma', 'Glyphs', 'Adobe InDesign'], 'tipografía': ['Glyphs', 'Adobe InDesign'], 'diseño editorial': ['Adobe InDesign', 'Affinity Publisher'], 'motion graphics': ['After Effects', 'Cinema 4D'], 'diseño de interfaces': ['Figma', 'Penpot']},
    projects: [pr('Castiza', 'una familia tipográfica inspirada en los rótulos de Madrid', 'a typeface inspired by Madrid’s shop signs', ['tipografía', 'diseño gráfico'], 'work'), pr('Sonidos del Sur', 'la identidad visual de un festival de música local', 'the visual identity of a local music festival', ['identidad visual', 'diseño gráfico', 'motion graphics'], 'work'), pr('Oficios', 'una serie de ilustraciones sobre oficios tradicionales', 'an illustration series about traditional trades', ['diseño gráfico', 'diseño editorial'], 'work'), pr('Revista Andamio', 'una revista universitaria impresa en risografía', 'a student magazine printed by risograph', ['diseño editorial', 'diseño gráfico', 'tipografía'], 'work'), pr('Señales Claras', 'la señalética accesible de un centro de salud', 'accessible wayfinding for a health centre', ['diseño gráfico', 'identidad visual', 'tipografía'], 'tool')],
    jobs: [g('director de arte en una agencia de publicidad', 'directora de arte en una agencia de publicidad', 'art director at an advertising agency'), g('diseñador tipográfico', 'diseñadora tipográfica', 'type designer'), g('diseñador editorial en una editorial independiente', 'diseñadora editorial en una editorial independiente', 'editorial designer at an independent publisher')],
    jobSubjects: [['diseño gráfico', 'identidad visual'], ['tipografía'], ['diseño editorial', 'diseño gráfico']],
    subjectJobs: { 'motion graphics': [g('diseñador de motion graphics en una productora', 'diseñadora de motion graphics en una productora', 'motion designer at a production company')], 'diseño de interfaces': [g('diseñador de interfaces en una empresa de software', 'diseñadora de interfaces en una empresa de software', 'interface designer at a software company')] },
    facts: [
      b('Las pautas de accesibilidad piden un contraste de al menos 4,5 a 1 entre el texto normal y su fondo.', 'Accessibility guidelines ask for a contrast of at least 4.5 to 1 between body text and its background.'),
      b('Una identidad visual se juzga en el tamaño más pequeño en que aparecerá: el icono de una aplicación.', 'A visual identity is judged at the smallest size it will appear: an app icon.'),
      b('Diseñar una familia tipográfica completa, con cursivas y acentos, lleva meses de trabajo.', 'Designing a complete typeface family, with italics and accents, takes months of work.'),
      b('La retícula es la herramienta que permite maquetar cien páginas con coherencia.', 'The grid is the tool that makes it possible to lay out a hundred pages consistently.'),
      b('En risografía cada color es una pasada distinta, así que el diseño se piensa por capas desde el primer boceto.', 'In risograph printing each colour is a separate pass, so a design is planned in layers from the first sketch.'),
      b('Un manual de marca sirve para que otras personas apliquen la identidad sin el diseñador al lado.', 'A brand manual lets other people apply an identity without the designer beside them.'),
    ],
    factSubjects: [['diseño de interfaces', 'diseño gráfico'], ['identidad visual'], ['tipografía'], ['diseño editorial', 'diseño gráfico'], ['diseño editorial'], ['identidad visual']],
    subjectFacts: {'motion graphics': [b('Una animación bien medida dura lo justo para que el ojo la siga: medio segundo de más y estorba.', 'A well-timed animation lasts just long enough for the eye to follow: half a second more and it gets in the way.'), b('Un logotipo animado se diseña primero quieto: si no funciona en reposo, el movimiento no lo salva.', 'An animated logo is designed still first: if it does not work at rest, motion will not save it.')], 'diseño de interfaces': [b('Un botón que parece un botón se pulsa sin instrucciones.', 'A button that looks like a button gets pressed without instructions.')], 'tipografía': [b('Un texto largo se lee mejor con entre 45 y 75 caracteres por línea.', 'Long text reads best at 45 to 75 characters per line.')]},
  },
  {
    topic: 'product-design',
    subjects: [b('diseño de producto', 'product design'), b('prototipado rápido', 'rapid prototyping'), b('diseño centrado en las personas', 'human-centred design'), b('impresión 3D', '3D printing'), b('ecodiseño', 'ecodesign'), b('experiencia de usuario', 'user experience')],
    tools: ['Fusion 360', 'Rhino', 'SolidWorks', 'Onshape', 'KeyShot'],
    subjectTools: {'diseño de producto': ['Fusion 360', 'Rhino', 'SolidWorks', 'Onshape', 'KeyShot'], 'prototipado rápido': ['Fusion 360', 'Onshape', 'PrusaSlicer'], 'diseño centrado en las personas': ['Miro', 'Fusion 360', 'Onshape'], 'impresión 3D': ['PrusaSlicer', 'Fusion 360', 'Onshape'], 'ecodiseño': ['Fusion 360', 'SolidWorks', 'Onshape'], 'experiencia de usuario': ['Figma', 'Miro']},
    projects: [pr('Mesa Plegable Urbana', 'una mesa para pisos pequeños que se guarda en la pared', 'a table for small flats that folds into the wall', ['diseño de producto', 'prototipado rápido'], 'object'), pr('Lámpara Nudo', 'una lámpara modular que se monta sin herramientas', 'a modular lamp that assembles without tools', ['diseño de producto', 'impresión 3D', 'ecodiseño', 'prototipado rápido'], 'object'), pr('Agarre', 'unos cubiertos adaptados para personas con artrosis', 'cutlery adapted for people with arthritis', ['diseño centrado en las personas', 'diseño de producto', 'experiencia de usuario', 'impresión 3D'], 'object'), pr('Macetero Riego', 'un macetero que avisa cuando la planta necesita agua', 'a planter that signals when the plant needs water', ['diseño de producto', 'experiencia de usuario', 'prototipado rápido'], 'object'), pr('Caja Repara', 'un kit para reparar pequeños electrodomésticos en casa', 'a kit for repairing small appliances at home', ['ecodiseño', 'diseño de producto', 'diseño centrado en las personas'], 'object')],
    jobs: [g('diseñador de producto en una empresa de movilidad', 'diseñadora de producto en una empresa de movilidad', 'product designer at a mobility company'), g('ingeniero de prototipos', 'ingeniera de prototipos', 'prototyping engineer'), g('diseñador de mobiliario', 'diseñadora de mobiliario', 'furniture designer')],
    jobSubjects: [['diseño de producto', 'diseño centrado en las personas', 'ecodiseño'], ['prototipado rápido', 'impresión 3D'], ['diseño de producto', 'ecodiseño']],
    subjectJobs: { 'experiencia de usuario': [g('investigador de experiencia de usuario', 'investigadora de experiencia de usuario', 'user experience researcher')] },
    facts: [
      b('Un prototipo de cartón hecho en una tarde responde preguntas que un render nunca responde.', 'A cardboard prototype made in an afternoon answers questions a render never will.'),
      b('Una pieza de un solo material se recicla mucho mejor que una que mezcla plástico, metal y adhesivo.', 'A part made of a single material is far easier to recycle than one that mixes plastic, metal and glue.'),
      b('Observar a alguien usar un objeto parecido revela necesidades que nadie escribe en un encargo.', 'Watching someone use a similar object reveals needs nobody writes into a brief.'),
      b('Una pieza impresa en 3D tarda horas; un molde de inyección la fabrica en segundos, pero cuesta miles de euros.', 'A 3D-printed part takes hours; an injection mould makes it in seconds but costs thousands of euros.'),
      b('Un producto que usa tornillos en lugar de pegamento se repara con un destornillador.', 'A product held together with screws instead of glue can be repaired with a screwdriver.'),
      b('Cada iteración con usuarios reales suele eliminar una función que parecía imprescindible.', 'Each round with real users usually removes a feature that seemed essential.'),
    ],
    factSubjects: [['prototipado rápido', 'diseño de producto', 'diseño centrado en las personas'], ['ecodiseño'], ['diseño centrado en las personas', 'experiencia de usuario'], ['impresión 3D', 'prototipado rápido'], ['ecodiseño', 'diseño de producto'], ['experiencia de usuario', 'diseño centrado en las personas', 'prototipado rápido']],
    subjectFacts: {'impresión 3D': [b('Orientar bien una pieza en la impresora ahorra soportes, material y horas de lijado.', 'Orienting a part well on the printer saves supports, material and hours of sanding.')]},
  },
  {
    topic: 'robotics',
    subjects: [b('robótica', 'robotics'), b('robótica educativa', 'educational robotics'), b('sistemas embebidos', 'embedded systems'), b('internet de las cosas', 'the Internet of Things'), b('automatización industrial', 'industrial automation'), b('drones', 'drones')],
    tools: ['Arduino', 'Raspberry Pi', 'ROS 2', 'MicroPython', 'ESP32'],
    subjectTools: {'robótica': ['Arduino', 'Raspberry Pi', 'ROS 2'], 'robótica educativa': ['Arduino', 'MicroPython', 'Raspberry Pi'], 'sistemas embebidos': ['Arduino', 'ESP32', 'MicroPython', 'Raspberry Pi'], 'internet de las cosas': ['ESP32', 'Raspberry Pi', 'MicroPython', 'Arduino'], 'automatización industrial': ['CODESYS', 'ROS 2'], 'drones': ['ArduPilot', 'ROS 2', 'Raspberry Pi']},
    projects: [pr('Brazo Separa', 'un brazo robótico que separa envases con visión por computador', 'a robotic arm that sorts packaging with computer vision', ['robótica', 'automatización industrial', 'sistemas embebidos'], 'object'), pr('Huerto Conectado', 'un sistema de riego con sensores para el huerto del campus', 'a sensor-driven irrigation system for the campus garden', ['internet de las cosas', 'sistemas embebidos'], 'object'), pr('Rastreador', 'un robot seguidor de línea para la liga nacional', 'a line-following robot for the national league', ['robótica', 'robótica educativa', 'sistemas embebidos'], 'object'), pr('Escaparate Sensible', 'un escaparate que reacciona a los peatones con sensores', 'a shop window that reacts to passers-by with sensors', ['internet de las cosas', 'sistemas embebidos'], 'work'), pr('Dron Censo', 'un dron que cuenta nidos en los tejados del barrio', 'a drone that counts nests on the neighbourhood’s rooftops', ['drones', 'robótica'], 'object')],
    jobs: [g('ingeniero de automatización en una fábrica de componentes', 'ingeniera de automatización en una fábrica de componentes', 'automation engineer at a components factory'), g('desarrollador de sistemas embebidos', 'desarrolladora de sistemas embebidos', 'embedded systems developer'), g('técnico de mantenimiento de robots industriales', 'técnica de mantenimiento de robots industriales', 'industrial robot maintenance technician')],
    jobSubjects: [['robótica', 'automatización industrial'], ['sistemas embebidos', 'internet de las cosas'], ['robótica', 'automatización industrial']],
    subjectJobs: { 'robótica educativa': [g('formador de robótica en una fundación educativa', 'formadora de robótica en una fundación educativa', 'robotics trainer at an education foundation')], drones: [g('piloto e ingeniero de drones en una empresa de inspección', 'piloto e ingeniera de drones en una empresa de inspección', 'drone pilot and engineer at an inspection company')] },
    facts: [
      b('Una placa de menos de diez euros, dos motores y un sensor de distancia bastan para un primer robot.', 'A board costing under ten euros, two motors and a distance sensor are enough for a first robot.'),
      b('Los sensores mienten un poco siempre, así que un robot fiable filtra sus lecturas antes de decidir.', 'Sensors always lie a little, so a reliable robot filters its readings before deciding.'),
      b('Un robot se prueba primero en simulación: un error en pantalla no rompe ningún motor.', 'A robot is tested in simulation first: a mistake on screen breaks no motor.'),
      b('Volar un dron de más de 250 gramos en España exige registrarse como operador y aprobar un examen en línea.', 'Flying a drone over 250 grams in Spain requires registering as an operator and passing an online exam.'),
      b('En una línea de montaje, un robot colaborativo trabaja junto a las personas sin jaula de seguridad.', 'On an assembly line, a collaborative robot works next to people without a safety cage.'),
      b('Un dispositivo conectado que nunca se actualiza se convierte en la puerta de entrada de un ataque.', 'A connected device that is never updated becomes the way in for an attack.'),
    ],
    factSubjects: [['robótica', 'robótica educativa'], ['robótica', 'sistemas embebidos', 'internet de las cosas', 'drones'], ['robótica', 'automatización industrial'], ['drones'], ['automatización industrial', 'robótica'], ['internet de las cosas', 'sistemas embebidos']],
    subjectFacts: {'robótica educativa': [b('Un robot que falla delante de la clase enseña más que uno que funciona a la primera.', 'A robot that fails in front of the class teaches more than one that works first time.')]},
  },
  {
    topic: 'mathematics',
    subjects: [b('matemáticas para programadores', 'mathematics for programmers'), b('álgebra lineal', 'linear algebra'), b('probabilidad', 'probability'), b('lógica', 'logic'), b('geometría para gráficos 3D', 'geometry for 3D graphics'), b('pensamiento computacional', 'computational thinking')],
    tools: ['GeoGebra', 'Python', 'LibreOffice Calc', 'Desmos', 'Jupyter'],
    subjectTools: {'matemáticas para programadores': ['Python', 'Desmos', 'GeoGebra'], 'álgebra lineal': ['GeoGebra', 'Python', 'Jupyter', 'Desmos'], 'probabilidad': ['Python', 'LibreOffice Calc', 'GeoGebra'], 'lógica': ['Python', 'Prolog'], 'geometría para gráficos 3D': ['GeoGebra', 'Python', 'Desmos'], 'pensamiento computacional': ['Scratch', 'Python']},
    projects: [pr('Fracciones al Vuelo', 'un juego móvil para practicar fracciones en primaria', 'a mobile game for practising fractions in primary school', ['pensamiento computacional', 'matemáticas para programadores'], 'game'), pr('Cámara Virtual', 'un visor 3D programado desde cero con matrices', 'a 3D viewer programmed from scratch with matrices', ['geometría para gráficos 3D', 'álgebra lineal', 'matemáticas para programadores'], 'tool'), pr('Cola Justa', 'una simulación de colas para la cafetería del campus', 'a queue simulation for the campus café', ['probabilidad', 'matemáticas para programadores', 'pensamiento computacional'], 'study'), pr('Dados Cargados', 'un taller que enseña probabilidad con juegos de mesa', 'a workshop teaching probability with board games', ['probabilidad'], 'game'), pr('Teselas', 'un generador de mosaicos geométricos para diseño textil', 'a geometric tiling generator for textile design', ['geometría para gráficos 3D', 'álgebra lineal'], 'tool')],
    jobs: [g('analista cuantitativo en una aseguradora', 'analista cuantitativa en una aseguradora', 'quantitative analyst at an insurer'), g('programador de motores gráficos', 'programadora de motores gráficos', 'graphics engine programmer'), g('divulgador matemático', 'divulgadora matemática', 'mathematics communicator')],
    jobSubjects: [['probabilidad'], ['matemáticas para programadores', 'álgebra lineal', 'geometría para gráficos 3D'], ['matemáticas para programadores', 'pensamiento computacional', 'lógica', 'probabilidad']],
    subjectJobs: { 'lógica': [g('ingeniero de verificación de software', 'ingeniera de verificación de software', 'software verification engineer')] },
    facts: [
      b('Girar un objeto en pantalla es multiplicar sus vértices por una matriz, millones de veces por segundo.', 'Rotating an object on screen means multiplying its vertices by a matrix, millions of times per second.'),
      b('Antes de calcular una probabilidad hay que contar bien los casos posibles: ahí empiezan casi todos los errores.', 'Before calculating a probability you have to count the possible cases carefully: that is where nearly every mistake begins.'),
      b('Las leyes de De Morgan simplifican condiciones de programa que de otro modo nadie entendería.', 'De Morgan’s laws simplify program conditions that nobody would otherwise understand.'),
      b('Los números de coma flotante no suman exactamente 0,1 más 0,2, y eso explica muchos errores de redondeo.', 'Floating-point numbers do not add 0.1 and 0.2 exactly, which explains many rounding bugs.'),
      b('Un sistema de recomendación no es más que geometría: mide distancias entre gustos.', 'A recommendation system is just geometry: it measures distances between tastes.'),
      b('Resolver un problema en papel antes de programarlo suele ahorrar la mitad del tiempo de depuración.', 'Solving a problem on paper before coding it usually saves half the debugging time.'),
    ],
    factSubjects: [['geometría para gráficos 3D', 'álgebra lineal'], ['probabilidad'], ['lógica'], ['matemáticas para programadores'], ['álgebra lineal', 'geometría para gráficos 3D', 'matemáticas para programadores'], ['pensamiento computacional', 'matemáticas para programadores', 'lógica']],
    subjectFacts: {'probabilidad': [b('Lanzar una moneda mil veces en una simulación enseña más sobre el azar que cualquier fórmula.', 'Flipping a coin a thousand times in a simulation teaches more about chance than any formula.')], 'pensamiento computacional': [b('Descomponer un problema grande en pasos pequeños es la mitad de programar, y se aprende sin ordenador.', 'Breaking a big problem into small steps is half of programming, and it can be learnt without a computer.')]},
  },
];

/** A person's name and gender, for interviews; the job comes from the field. */
export interface Voice { name: string; gender: 'f' | 'm'; job: Gendered }

/** What a title, standfirst or paragraph is filled with. */
export interface Fill {
  subject: Bi;
  tool: string;
  tool2: string;
  project: Project;
  voice: Voice;
  fact: Bi;
  fact2: Bi;
  /** A plausible count (people, companies, hours), fixed per article. */
  figure: number;
  /** "en marzo" / "in March". */
  month: Bi;
}

export type Pattern = { id: string; make: (f: Fill) => Bi };
const job = (f: Fill) => (f.voice.gender === 'f' ? f.voice.job.f : f.voice.job.m);
/**
 * The voice's English pronouns: the plan knows each person's gender (as Spanish's «él»/«ella» and
 * «tutor»/«tutora» use it), and a school's article says "she" of a woman it has interviewed; a
 * singular "they" for a named person reads as a writer who never met them.
 */
const she = (f: Fill) => gv(f, 'he', 'she');
const her = (f: Fill) => gv(f, 'him', 'her');
const hers = (f: Fill) => gv(f, 'his', 'her');
/**
 * How a student gets a tool: free software and languages are free (Blender, Godot, Python, ROS 2,
 * Penpot), boards are bought and cost little, the rest has an educational licence. An article
 * that promised Godot's "educational licence" would tell a student something false.
 */
const FREE_TOOLS = new Set(['Blender', 'Godot', 'Git', 'Python', 'scikit-learn', 'PyTorch', 'Jupyter', 'OpenCV', 'SQL', 'PostgreSQL', 'pandas', 'R',
  'Apache Superset', 'JavaScript', 'TypeScript', 'Node.js', 'Kotlin', 'Docker', 'Kubernetes', 'DaVinci Resolve', 'GeoGebra', 'Desmos', 'LibreOffice Calc',
  'MicroPython', 'ROS 2', 'Penpot', 'PrusaSlicer', 'Scratch', 'ArduPilot', 'SQLite', 'MongoDB', 'Apache Airflow',
  'Hugging Face', 'Fairlearn', 'Prolog', 'FastAPI', 'Express', 'React', 'Flutter', 'React Native']);
const BOARDS = new Set(['Arduino', 'Raspberry Pi', 'ESP32']);
type Access = { which: Bi; documented: Bi; setup: Bi; first: Bi };
function accessOf(tool: string): Access {
  if (FREE_TOOLS.has(tool)) return { which: b('que es gratis', 'which is free'), documented: b('que es gratis y tiene mucha documentación', 'which is free and has plenty of documentation'), setup: b('instalarlo', 'installing it'), first: b('la instalación', 'the installation') };
  if (BOARDS.has(tool)) return { which: b('que cuesta poco', 'which costs little'), documented: b('que cuesta poco y tiene mucha documentación', 'which costs little and has plenty of documentation'), setup: b('conseguir una placa', 'getting a board'), first: b('la placa adecuada', 'the right board') };
  return { which: b('que tiene licencia educativa', 'which has an educational licence'), documented: b('que tiene licencia educativa y mucha documentación', 'which has an educational licence and plenty of documentation'), setup: b('instalar la licencia educativa', 'installing the educational licence'), first: b('la licencia educativa', 'the educational licence') };
}
/** What a project's people do with it, by its kind (ProjectKind), in the phrases the patterns use. */
interface KindWords {
  /** Whom a finished project reaches first: "its first users". */ first: Bi;
  /** The same, as a title opens on it. */ firstTitle: Bi;
  /** "the first users" (N people are …). */ people: Bi;
  /** What those people will do with it: "will try it for a month". */ trial: Bi;
  /** Whom the idea came from: "its future users". */ future: Bi;
  /** The question that shapes it: "who will use it?". */ who: Bi;
  /** The first version: "a version people could try". */ version: Bi;
  /** How the team spent two weeks before opening a tool. */ research: Bi;
  /** How many have used, played, seen or tried it, and what the team does with what they said. */ today: (name: string, n: number) => Bi;
  /** Making it: software and objects are built, a film or a collection is made. */ making: { gerund: Bi; gerundIt: Bi; infinitive: Bi; past: Bi };
}
const BUILDING = { gerund: b('construyendo', 'building'), gerundIt: b('construyéndolo', 'building it'), infinitive: b('Construir', 'Building'), past: b('desarrollaron', 'built') };
const MAKING = { gerund: b('haciendo', 'making'), gerundIt: b('haciéndolo', 'making it'), infinitive: b('Hacer', 'Making'), past: b('hicieron', 'made') };
/** Whom software, an object or a place reaches first; and a film or a shown work. */
const USERS = { first: b('sus primeros usuarios', 'its first users'), firstTitle: b('Primeros usuarios', 'First users'), people: b('los primeros usuarios', 'the first users') };
const AUDIENCE = { first: b('su primer público', 'its first audience'), firstTitle: b('Primer público', 'A first audience'), people: b('el primer público', 'the first audience') };
const KIND_WORDS: Record<ProjectKind, KindWords> = {
  tool: {
    ...USERS,
    trial: b('lo probarán durante un mes', 'will try it for a month'), future: b('sus futuros usuarios', 'its future users'), who: b('¿quién lo va a usar?', 'who will use it?'),
    version: b('una versión que se podía probar', 'a version people could try'), research: b('hablando con las personas que lo usarían', 'talking to the people who would use it'),
    today: (name, n) => b(`Hoy «${name}» lo usan ${n} personas, y el equipo sigue atendiendo sus sugerencias`, `Today ${n} people use "${name}", and the team still takes on their suggestions`),
    making: BUILDING,
  },
  game: {
    first: b('sus primeros jugadores', 'its first players'), firstTitle: b('Primeros jugadores', 'First players'), people: b('los primeros jugadores', 'the first players'),
    trial: b('lo jugarán durante un mes', 'will play it for a month'), future: b('sus futuros jugadores', 'its future players'), who: b('¿quién va a jugarlo?', 'who will play it?'),
    version: b('una versión que ya se podía jugar', 'a version people could play'), research: b('probando prototipos en papel con jugadores del público al que iba dirigido', 'testing paper prototypes with the players it was made for'),
    today: (name, n) => b(`${n} personas han jugado ya a «${name}», y el equipo sigue atendiendo sus sugerencias`, `${n} people have already played "${name}", and the team still takes on their suggestions`),
    making: BUILDING,
  },
  film: {
    ...AUDIENCE,
    trial: b('lo verán en un pase previo', 'will see it at a preview screening'), future: b('su futuro público', 'its future audience'), who: b('¿quién lo va a ver?', 'who will watch it?'),
    version: b('un montaje provisional que ya se podía ver', 'a rough cut people could watch'), research: b('con el guion y el storyboard, enseñándolos a quien quisiera verlos', 'on the script and storyboard, showing them to anyone who would look'),
    today: (name, n) => b(`${n} personas han visto ya «${name}» en sus primeros pases, y el equipo ha tomado nota de sus comentarios`, `${n} people have already seen "${name}" at its first screenings, and the team has taken note of their comments`),
    making: MAKING,
  },
  object: {
    ...USERS,
    trial: b('lo probarán durante un mes', 'will try it out for a month'), future: b('sus futuros usuarios', 'its future users'), who: b('¿quién lo va a usar?', 'who will use it?'),
    version: b('un prototipo que se podía probar', 'a prototype people could try'), research: b('probando maquetas de cartón con quienes iban a usarlo', 'testing cardboard mock-ups with the people who would use it'),
    today: (name, n) => b(`${n} personas probaron «${name}» en la muestra de fin de curso, y el equipo ha tomado nota de sus comentarios`, `${n} people tried "${name}" at the end-of-year show, and the team has taken note of their comments`),
    making: BUILDING,
  },
  place: {
    ...USERS,
    trial: b('lo usarán en su primer mes abierto', 'will use it in its first month open'), future: b('quienes lo iban a usar cada día', 'the people who would use it every day'), who: b('¿quién va a estar ahí cada día?', 'who will be there every day?'),
    version: b('una maqueta que se podía recorrer', 'a model people could walk through'), research: b('observando cómo se usaba el espacio y hablando con quienes lo usan cada día', 'watching how the space was used and talking to the people who use it every day'),
    today: (name, n) => b(`Hoy pasan por «${name}» ${n} personas a la semana, y el equipo sigue atendiendo sus sugerencias`, `Today ${n} people a week use "${name}", and the team still takes on their suggestions`),
    making: MAKING,
  },
  study: {
    first: b('sus primeros lectores', 'its first readers'), firstTitle: b('Primeros lectores', 'First readers'), people: b('los primeros lectores', 'the first readers'),
    trial: b('leerán sus conclusiones', 'will read its findings'), future: b('quienes iban a leerlo', 'the people who would read it'), who: b('¿quién lo va a leer?', 'who will read it?'),
    version: b('un primer informe que se podía leer', 'a first report people could read'), research: b('reuniendo datos y preguntando a quienes los conocían de cerca', 'gathering data and asking the people who knew it first-hand'),
    today: (name, n) => b(`${n} personas han consultado ya los resultados de «${name}», y el equipo ha tomado nota de sus comentarios`, `${n} people have already looked at the findings of "${name}", and the team has taken note of their comments`),
    making: BUILDING,
  },
  work: {
    ...AUDIENCE,
    trial: b('lo verán en su primera muestra', 'will see it at its first showing'), future: b('su futuro público', 'its future audience'), who: b('¿para quién es?', 'who is it for?'),
    version: b('una primera versión que se podía enseñar', 'a first version that could be shown'), research: b('documentándose y enseñando bocetos a quienes iba dirigido', 'on research, showing sketches to the people it was meant for'),
    today: (name, n) => b(`${n} personas vieron «${name}» en la muestra de fin de curso, y el equipo ha tomado nota de sus comentarios`, `${n} people saw "${name}" at the end-of-year show, and the team has taken note of their comments`),
    making: MAKING,
  },
};
const kw = (f: Fill) => KIND_WORDS[f.project.kind];
/**
 * An English verb after a subject's name, agreeing with it: "databases are", "drones have", where
 * "3D animation is" (the Spanish says «las bases de datos son» itself, in its own patterns).
 */
const PLURAL_SUBJECTS = new Set(['databases', 'drones', 'indie games', 'visual effects', 'APIs and web services', 'sustainable interiors']);
const PLURAL_VERBS: Record<string, string> = { is: 'are', has: 'have', does: 'do', gets: 'get', was: 'were', needs: 'need', its: 'their', it: 'them' };
const agree = (f: Fill, verb: string) => (PLURAL_SUBJECTS.has(f.subject.en) ? PLURAL_VERBS[verb] ?? verb : verb);
const cap = upperFirst;
const p = (id: string, make: (f: Fill) => Bi): Pattern => ({ id, make });

/**
 * A title pattern, with the lead paragraphs that answer it: an article opens on what its title
 * promises (spec 2: a title its body answers). Each lead opens on something of its own article —
 * a person, a project, a number, a subject or a tool — so no three articles of a language share
 * their first words; the plan picks among them.
 */
/**
 * Body paragraphs a title pattern must not be told with: an article about a project's first
 * users, "92 people who will try it for a month", cannot also say "Today 92 people use it"
 * (for a film: "who will see it at a preview" beside "have already seen it").
 */
export const CLASHES: Readonly<Record<string, readonly string[]>> = { 'project-users': ['pr-result-2'] };
export type TitlePattern = Pattern & { leads: ((f: Fill) => Bi)[]; /** `make` first, then its rewordings. */ phrasings: ((f: Fill) => Bi)[] };
const t = (id: string, make: (f: Fill) => Bi, ...leads: ((f: Fill) => Bi)[]): TitlePattern => ({ id, make, leads, phrasings: [make] });
/**
 * The Spanish subject with its article, as the subject of a sentence needs it ("la ingeniería de
 * datos tiene…", "los drones ocuparon…"); English names a field without one.
 */
function theSubject(f: Fill): string {
  const subject = f.subject.es;
  const first = subject.split(' ')[0]!;
  if (/^(?:APIs|bases|matemáticas)$/.test(first)) return `las ${subject}`;
  if (/s$/.test(first) && !/^(?:análisis|motion)$/.test(first)) return `los ${subject}`;
  if (first === 'álgebra') return `el ${subject}`;
  if (first === 'IA' || /(?:a|ción|sión|dad)$/.test(first)) return `la ${subject}`;
  return `el ${subject}`;
}
/** "a la identidad visual", "al diseño gráfico": the subject after «a», contracted as Spanish writes it. */
const toTheSubject = (f: Fill) => { const the = theSubject(f); return the.startsWith('el ') ? `al ${the.slice(3)}` : `a ${the}`; };
/** "marzo" / "March": the month without its preposition. */
const monthOf = (f: Fill) => ({ es: f.month.es.replace(/^en /, ''), en: f.month.en.replace(/^in /, '') });
/** How an opinion's author, a lecturer, introduces their classes. */
const myClasses = (f: Fill) => b(`${f.figure} estudiantes pasan cada año por mis clases de ${f.subject.es}`, `${f.figure} students come through my ${f.subject.en} classes every year`);
/** A word's masculine or feminine form, by the voice's gender (Spanish «tutor»/«tutora», English "he"/"she"). */
function gv(f: Fill, m: string, fem: string): string { return f.voice.gender === 'f' ? fem : m; }

/** Title patterns per form (spec 2 articles: not one template per topic). */
export const titlePatterns: Record<Form, TitlePattern[]> = {
  news: [
    t('news-lab', (f) => b(`Nuevo espacio de ${f.subject.es} en el campus, equipado con ${f.tool}`, `A new ${f.subject.en} space on campus, equipped with ${f.tool}`),
      (f) => b(`${cap(theSubject(f))} tiene desde ${monthOf(f).es} un nuevo espacio en el campus, equipado con ${f.tool} y pensado para trabajar en grupos pequeños, con mesas que se mueven según el ejercicio.`, `${cap(f.subject.en)} ${agree(f, 'has')} a new space on campus, opened ${f.month.en} and equipped with ${f.tool} for work in small groups, with tables that move to suit each exercise.`),
      (f) => b(`${f.figure} estudiantes de ${f.subject.es} estrenaron ${f.month.es} el nuevo espacio del campus, equipado con ${f.tool} en cada puesto y abierto también por las tardes.`, `${f.figure} ${f.subject.en} students were the first to use the new space on campus ${f.month.en}, equipped with ${f.tool} at every workstation and open in the afternoons too.`)),
    t('news-present', (f) => b(`Estudiantes de EDTE presentan «${f.project.name}» ante empresas del sector`, `EDTE students present "${f.project.name}" to industry`),
      (f) => b(`«${f.project.name}», ${f.project.what.es}, se presentó ${f.month.es} ante empresas del sector. Lo presentaron los estudiantes de EDTE que lo ${kw(f).making.past.es} en clase de ${f.subject.es}, con una demostración en directo.`, `"${f.project.name}", ${f.project.what.en}, was presented to industry ${f.month.en} by the EDTE students who ${kw(f).making.past.en} it in their ${f.subject.en} classes, with a live demonstration.`),
      (f) => b(`${f.figure} profesionales de empresas del sector asistieron ${f.month.es} a la presentación de «${f.project.name}», el proyecto de ${f.subject.es} con el que un equipo de estudiantes de EDTE cerró el curso.`, `${f.figure} people from industry came ${f.month.en} to see EDTE students present "${f.project.name}", the ${f.subject.en} project a student team finished the year with.`)),
    t('news-figure', (f) => b(`${f.figure} estudiantes harán este curso prácticas de ${f.subject.es}`, `${f.figure} students will do ${f.subject.en} placements this year`),
      (f) => b(`${cap(theSubject(f))} tendrá este curso ${f.figure} estudiantes en prácticas. Harán las prácticas en estudios y empresas con los que la escuela firmó convenio ${f.month.es}, y cada estudiante tendrá un tutor en la empresa y otro en EDTE.`, `${cap(f.subject.en)} will have ${f.figure} students on placements this year, at studios and companies that signed agreements with the school ${f.month.en}; each student has one tutor at the company and another at EDTE.`),
      (f) => b(`${f.voice.name}, ${job(f)}, será ${gv(f, 'tutor', 'tutora')} de uno de los ${f.figure} estudiantes que harán este curso prácticas de ${f.subject.es}. Las empresas los recibirán a partir de ${monthOf(f).es}.`, `${f.voice.name}, ${f.voice.job.en}, will mentor one of the ${f.figure} students doing ${f.subject.en} placements this year. The companies take them from ${monthOf(f).en}.`)),
    t('news-award', (f) => b(`«${f.project.name}», finalista en un certamen nacional de ${f.subject.es}`, `"${f.project.name}" reaches a national ${f.subject.en} final`),
      (f) => b(`«${f.project.name}», ${f.project.what.es}, es finalista en un certamen nacional de ${f.subject.es}. El jurado lo eligió ${f.month.es} entre ${f.figure} proyectos de escuelas de todo el país.`, `"${f.project.name}", ${f.project.what.en}, reaches the final of a national ${f.subject.en} competition, chosen ${f.month.en} from ${f.figure} entries by schools across the country.`),
      (f) => b(`${f.figure} proyectos se presentaron ${f.month.es} al certamen nacional de ${f.subject.es}, y «${f.project.name}», de estudiantes de EDTE, está entre los finalistas.`, `${f.figure} projects entered the national ${f.subject.en} competition ${f.month.en}, and "${f.project.name}", by EDTE students, reaches the final.`)),
    t('news-course', (f) => b(`La escuela abre un curso de verano de ${f.subject.es}`, `The school opens a summer course in ${f.subject.en}`),
      (f) => b(`${cap(theSubject(f))} tendrá curso de verano: la escuela abre ${f.month.es} la inscripción de tres semanas intensivas, abiertas también a quien no estudia en EDTE.`, `${cap(f.subject.en)} ${agree(f, 'gets')} a summer course: the school opens registration ${f.month.en} for three intensive weeks, open to people who do not study at EDTE too.`),
      (f) => b(`${f.figure} plazas tiene el curso de verano de ${f.subject.es} que abre la escuela este año, con ${f.tool} desde el primer día y un proyecto final que se presenta en público.`, `${f.figure} places are on offer in the summer course in ${f.subject.en} the school opens this year, with ${f.tool} from the first day and a final project shown in public.`)),
    t('news-tool', (f) => b(`${f.tool} entra en las clases de ${f.subject.es}`, `${f.tool} comes to ${f.subject.en} classes`),
      (f) => b(`${f.tool} entra ${f.month.es} en las clases de ${f.subject.es}: desde este curso se usa en los ejercicios de las primeras semanas, no solo en el proyecto final.`, `${f.tool} comes to ${f.subject.en} classes ${f.month.en}: from this year it is used in the exercises of the first weeks, not only in the final project.`),
      (f) => b(`${f.figure} estudiantes de ${f.subject.es} trabajan ya con ${f.tool}, que entra en las clases ${f.month.es} tras un curso de prueba junto a ${f.tool2}.`, `${f.figure} ${f.subject.en} students already work with ${f.tool}, which comes to their classes ${f.month.en} after a trial year alongside ${f.tool2}.`)),
    t('news-mentors', (f) => b(`Antiguos alumnos de ${f.subject.es} vuelven como mentores`, `${cap(f.subject.en)} alumni return as mentors`),
      (f) => b(`${f.voice.name} trabaja como ${job(f)} y es ${gv(f, 'uno de los antiguos alumnos', 'una de las antiguas alumnas')} de ${f.subject.es} que vuelven ${f.month.es} a la escuela como mentores de quienes estudian hoy.`, `${f.voice.name}, ${f.voice.job.en}, is one of the ${f.subject.en} alumni who return to the school ${f.month.en} as mentors for today’s students.`),
      (f) => b(`${f.figure} estudiantes de ${f.subject.es} tendrán mentor este curso: antiguos alumnos que vuelven a la escuela ${f.month.es} y se reunirán con ellos una vez al mes.`, `${f.figure} ${f.subject.en} students will have a mentor this year: alumni who return to the school ${f.month.en} and will meet them once a month.`)),
    t('news-scholarship', (f) => b(`Nuevas becas para estudiar ${f.subject.es} en EDTE`, `New scholarships to study ${f.subject.en} at EDTE`),
      (f) => b(`${cap(theSubject(f))} tiene nuevas becas: EDTE abre ${f.month.es} una convocatoria para estudiar ${f.subject.es} con ayudas que cubren parte de la matrícula. Las bases están en la página de becas.`, `${cap(f.subject.en)} ${agree(f, 'has')} new scholarships: EDTE opens a call ${f.month.en} for grants to study ${f.subject.en} that cover part of the fees. The terms are on the scholarships page.`),
      (f) => b(`${f.figure} solicitudes llegaron en la primera semana: las nuevas becas para estudiar ${f.subject.es} en EDTE se anunciaron ${f.month.es} y se resuelven antes de la matrícula.`, `${f.figure} applications arrived in the first week: the new scholarships to study ${f.subject.en} at EDTE were announced ${f.month.en} and are decided before enrolment.`)),
    t('news-fair', (f) => b(`${f.figure} empresas buscan perfiles de ${f.subject.es} en el foro de empleo`, `${f.figure} companies look for ${f.subject.en} profiles at the careers fair`),
      (f) => b(`${f.voice.name}, ${job(f)}, estuvo ${f.month.es} en el foro de empleo de la escuela con una de las ${f.figure} empresas que buscan perfiles de ${f.subject.es}.`, `${f.voice.name}, ${f.voice.job.en}, came to the school’s careers fair ${f.month.en} with one of the ${f.figure} companies that look for ${f.subject.en} profiles.`),
      (f) => b(`${cap(theSubject(f))} fue ${f.month.es} de lo más buscado en el foro de empleo: ${f.figure} empresas buscan perfiles de este campo entre el alumnado de EDTE.`, `${cap(f.subject.en)} ${agree(f, 'was')} in demand at the careers fair ${f.month.en}: ${f.figure} companies look for profiles in the field among EDTE students.`)),
  ],
  guide: [
    t('guide-start', (f) => b(`Guía para empezar en ${f.subject.es}`, `A beginner’s guide to ${f.subject.en}`),
      (f) => b(`${cap(f.subject.es)} desde cero: esta guía para empezar ordena los primeros pasos, de instalar ${f.tool} a la primera entrega.`, `${cap(f.subject.en)} from scratch: this beginner’s guide sets out the first steps, from installing ${f.tool} to your first hand-in.`),
      (f) => b(`${f.tool} y ${f.tool2} bastan para empezar en ${f.subject.es}; esta guía explica en qué orden usarlos y qué practicar con cada uno.`, `${f.tool} and ${f.tool2} are enough to start in ${f.subject.en}; this beginner’s guide explains in what order to use them and what to practise with each.`),
      (f) => b(`${f.voice.name}, ${job(f)}, recuerda sus comienzos y ha revisado esta guía para empezar en ${f.subject.es}: primero ${f.tool}, después un encargo pequeño y, por último, enseñar el resultado.`, `${f.voice.name}, ${f.voice.job.en}, remembers starting out and has reviewed this beginner’s guide to ${f.subject.en}: first ${f.tool}, then a small brief and, finally, showing the result.`)),
    t('guide-tool', (f) => b(`Primeros pasos con ${f.tool} para ${f.subject.es}`, `First steps with ${f.tool} for ${f.subject.en}`),
      (f) => b(`${f.tool} en ${f.subject.es}: los primeros pasos son ${accessOf(f.tool).setup.es}, seguir el tutorial oficial de principio a fin y rehacer un trabajo sencillo que ya conozcas.`, `${f.tool} for ${f.subject.en}: the first steps are ${accessOf(f.tool).setup.en}, following the official tutorial from start to finish and redoing a simple piece of work you already know.`),
      (f) => b(`«${f.project.name}» empezó con los primeros pasos que describe esta guía: ${f.tool}, un ejercicio pequeño y mucha paciencia con ${f.subject.es}.`, `"${f.project.name}" began with the first steps this guide describes: ${f.tool}, a small exercise and plenty of patience with ${f.subject.en}.`),
      (f) => b(`${f.voice.name}, ${job(f)}, explica los primeros pasos con ${f.tool} que le habría gustado conocer: ${accessOf(f.tool).first.es}, el tutorial oficial y un ejercicio de ${f.subject.es} que ya domines.`, `${f.voice.name}, ${f.voice.job.en}, explains the first steps with ${f.tool} ${she(f)} wishes ${she(f)} had known: ${accessOf(f.tool).first.en}, the official tutorial and ${withArticle(f.subject.en)} exercise you already know well.`)),
    t('guide-versus', (f) => b(`${cap(f.tool)} o ${f.tool2}: cómo elegir para ${f.subject.es}`, `${cap(f.tool)} or ${f.tool2}: how to choose for ${f.subject.en}`),
      (f) => b(`${cap(f.tool)} y ${f.tool2} resuelven cosas distintas en ${f.subject.es}. Para elegir, piensa en qué vas a entregar y en qué usa el estudio donde quieres trabajar; si dudas, empieza por ${f.tool}, ${accessOf(f.tool).which.es}.`, `${cap(f.tool)} and ${f.tool2} solve different problems in ${f.subject.en}. To choose, think about what you will hand in and what the studio you want to work at uses; if in doubt, start with ${f.tool}, ${accessOf(f.tool).which.en}.`),
      (f) => b(`${cap(theSubject(f))} no exige las dos herramientas a la vez. Elegir entre ${f.tool} y ${f.tool2} depende del encargo: la primera para aprender los fundamentos, la segunda cuando el proyecto pida lo que la primera no hace.`, `${cap(f.subject.en)} ${agree(f, 'does')} not need both tools at once. To choose between ${f.tool} and ${f.tool2}, look at the brief: the first to learn the basics, the second when a project asks for what the first cannot do.`),
      (f) => b(`${f.voice.name}, ${job(f)}, usa ${f.tool} y ${f.tool2} cada semana y tiene una regla para elegir: ${f.tool} para aprender, ${f.tool2} cuando el encargo lo pida.`, `${f.voice.name}, ${f.voice.job.en}, uses ${f.tool} and ${f.tool2} every week and has a rule to choose between them: ${f.tool} to learn, ${f.tool2} when the brief calls for it.`)),
    t('guide-mistakes', (f) => b(`Errores de principiante en ${f.subject.es} y cómo evitarlos`, `Beginner mistakes in ${f.subject.en} and how to avoid them`),
      (f) => b(`${cap(theSubject(f))} tiene errores de principiante que se repiten cada curso: abrir ${f.tool} antes de entender el encargo, no guardar versiones y enseñar el trabajo tarde. Evitarlos es más fácil de lo que parece, y así se hace.`, `${cap(f.subject.en)} ${agree(f, 'has')} beginner mistakes that come back every year: opening ${f.tool} before understanding the brief, not keeping versions and showing work too late. Avoiding them is easier than it looks, and this is how.`),
      (f) => b(`${f.voice.name}, ${job(f)}, ve cada año los mismos errores de principiante en ${f.subject.es}, y explica cómo evitarlos: leer el encargo dos veces, guardar cada versión y pedir opinión antes de pulir.`, `${f.voice.name}, ${f.voice.job.en}, sees the same beginner mistakes in ${f.subject.en} every year, and explains how to avoid them: read the brief twice, keep every version and ask for feedback before polishing.`)),
    t('guide-portfolio', (f) => b(`Qué portfolio de ${f.subject.es} piden las empresas`, `The ${f.subject.en} portfolio employers ask for`),
      (f) => b(`${cap(f.subject.es)}: las empresas piden un portfolio corto, de cuatro a seis piezas, cada una con el encargo, el proceso y el resultado, y al menos un proyecto real como «${f.project.name}».`, `${cap(f.subject.en)}: employers ask for a short portfolio of four to six pieces, each with its brief, process and result, and at least one real project such as "${f.project.name}".`),
      (f) => b(`${f.voice.name}, ${job(f)}, revisa cada año decenas de candidaturas. Lo que piden las empresas de ${f.subject.es} en un portfolio, dice, es poco y bien contado: por qué se tomó cada decisión, no solo la imagen final.`, `${f.voice.name}, ${f.voice.job.en}, reviews dozens of portfolios every year. What employers in ${f.subject.en} ask for, ${she(f)} says, is a little, well told: why each decision was made, not just the final image.`)),
    t('guide-weeks', (f) => b(`Un proyecto de ${f.subject.es} en cuatro semanas, paso a paso`, `A ${f.subject.en} project in four weeks, step by step`),
      (f) => b(`«${f.project.name}» sirve de modelo para un proyecto de ${f.subject.es} en cuatro semanas: la primera para el encargo, la segunda para bocetos, la tercera para ${f.tool} y la cuarta para probar y entregar. Paso a paso, así se reparte.`, `"${f.project.name}" is a good model for ${withArticle(f.subject.en)} project in four weeks: the first for the brief, the second for sketches, the third for ${f.tool} and the fourth for testing and handing in. Step by step, this is how it splits.`),
      (f) => b(`${cap(theSubject(f))} en cuatro semanas es posible si el proyecto se planifica paso a paso: una semana para entender el encargo, dos para hacerlo con ${f.tool} y la última, entera, para probarlo con otras personas.`, `${cap(f.subject.en)} in four weeks is possible if the project is planned step by step: one week to understand the brief, two to make it with ${f.tool} and the last one, whole, to test it with other people.`),
      (f) => b(`${f.voice.name}, ${job(f)}, propone repartir un proyecto de ${f.subject.es} en cuatro semanas, paso a paso: encargo, bocetos, producción con ${f.tool} y pruebas.`, `${f.voice.name}, ${f.voice.job.en}, suggests splitting ${withArticle(f.subject.en)} project into four weeks, step by step: brief, sketches, production in ${f.tool} and testing.`)),
    t('guide-team', (f) => b(`Cómo repartir el trabajo en un equipo de ${f.subject.es}`, `How to split the work in ${withArticle(f.subject.en)} team`),
      (f) => b(`${cap(theSubject(f))} se trabaja casi siempre en equipo, y repartir el trabajo bien empieza por nombrar a una persona responsable de cada parte y a otra que revise lo que hacen las demás.`, `${cap(f.subject.en)} ${agree(f, 'is')} nearly always a team effort, and splitting the work well starts with naming one person responsible for each part and another who reviews what the rest do.`),
      (f) => b(`«${f.project.name}» lo hizo un equipo de cuatro personas que se repartió el trabajo por funciones, no por pantallas: una investigaba, dos producían con ${f.tool} y la cuarta probaba y documentaba.`, `"${f.project.name}" was made by a team of four who split the work by role, not by screen: one researched, two produced in ${f.tool} and the fourth tested and documented.`),
      (f) => b(`${f.voice.name}, ${job(f)}, ha trabajado en muchos equipos de ${f.subject.es} y sabe cómo repartir el trabajo: una persona responsable de cada parte y reuniones cortas cada mañana.`, `${f.voice.name}, ${f.voice.job.en}, has worked in many ${f.subject.en} teams and knows how to split the work: one person responsible for each part and short meetings every morning.`)),
    t('guide-glossary', (f) => b(`Diez palabras que oirás el primer día de ${f.subject.es}`, `Ten words you will hear on your first day of ${f.subject.en}`),
      (f) => b(`${cap(theSubject(f))} tiene su propia jerga, y el primer día oirás diez palabras una y otra vez: encargo, referencia, boceto, prototipo, iteración, versión, revisión, entrega, portfolio y ${f.tool}, la herramienta con la que se empieza.`, `${cap(f.subject.en)} ${agree(f, 'has')} ${agree(f, 'its')} own jargon, and on your first day you will hear ten words again and again: brief, reference, sketch, prototype, iteration, version, review, hand-in, portfolio and ${f.tool}, the tool you start with.`),
      (f) => b(`${f.tool} será una de las diez palabras que oirás el primer día de ${f.subject.es}. Las otras nueve: encargo, referencia, boceto, prototipo, iteración, versión, revisión, entrega y portfolio.`, `${f.tool} will be one of the ten words you hear on your first day of ${f.subject.en}. The other nine: brief, reference, sketch, prototype, iteration, version, review, hand-in and portfolio.`),
      (f) => b(`${f.voice.name}, ${job(f)}, eligió las diez palabras que oirás el primer día de ${f.subject.es}: encargo, referencia, boceto, prototipo, iteración, versión, revisión, entrega, portfolio y ${f.tool}.`, `${f.voice.name}, ${f.voice.job.en}, chose the ten words you will hear on your first day of ${f.subject.en}: brief, reference, sketch, prototype, iteration, version, review, hand-in, portfolio and ${f.tool}.`)),
    t('guide-checklist', (f) => b(`Lista de comprobación antes de entregar un trabajo de ${f.subject.es}`, `A checklist before handing in ${f.subject.en} work`),
      (f) => b(`${cap(theSubject(f))} se corrige también por los detalles. Antes de entregar un trabajo, repasa esta lista de comprobación: el encargo se cumple punto por punto, los archivos abren en otro ordenador, lo hecho con ${f.tool} está exportado en el formato pedido y tu nombre aparece en cada archivo.`, `${cap(f.subject.en)} ${agree(f, 'is')} marked on the details too. Before handing in any work, go through this checklist: the brief is met point by point, the files open on another computer, what you made in ${f.tool} is exported in the format asked for and your name is on every file.`),
      (f) => b(`«${f.project.name}» pasó esta lista de comprobación antes de entregar el trabajo final: encargo cumplido, archivos que abren fuera del aula, exportación de ${f.tool} en el formato pedido y una página que explica cada decisión.`, `"${f.project.name}" went through this checklist before handing in the final work: the brief met, files that open outside the classroom, the ${f.tool} export in the format asked for and a page explaining each decision.`),
      (f) => b(`${f.voice.name}, ${job(f)}, repasa esta lista de comprobación antes de entregar cualquier trabajo de ${f.subject.es}: encargo cumplido, archivos que abren en otro ordenador, exportación de ${f.tool} en el formato pedido y su nombre en cada archivo.`, `${f.voice.name}, ${f.voice.job.en}, goes through this checklist before handing in any ${f.subject.en} work: the brief met, files that open on another computer, the ${f.tool} export in the format asked for and ${hers(f)} name on every file.`)),
  ],
  interview: [
    t('interview-with', (f) => b(`Entrevista a ${f.voice.name}, ${job(f)}`, `Interview with ${f.voice.name}, ${f.voice.job.en}`),
      (f) => b(`${f.voice.name} trabaja como ${job(f)}. Pasó por las aulas de EDTE hace unos años y vuelve ${f.month.es} para hablar con estudiantes de ${f.subject.es}.`, `${f.voice.name} works as ${withArticle(f.voice.job.en)}. ${cap(she(f))} studied at EDTE a few years ago and is back ${f.month.en} to talk to ${f.subject.en} students.`),
      (f) => b(`${f.voice.name}, ${job(f)}, nos recibe entre dos reuniones. Tiene el portátil abierto con ${f.tool} y una libreta llena de bocetos de ${f.subject.es}.`, `${f.voice.name}, ${f.voice.job.en}, meets us between two meetings. ${cap(hers(f))} laptop is open on ${f.tool}, next to a notebook full of ${f.subject.en} sketches.`)),
    t('interview-day', (f) => b(`Un día de trabajo con ${f.voice.name}, ${job(f)}`, `A working day with ${f.voice.name}, ${f.voice.job.en}`),
      (f) => b(`${f.voice.name} empieza su día de trabajo como ${job(f)} revisando en ${f.tool} lo que quedó pendiente la tarde anterior; después llegan las reuniones y, con suerte, dos horas seguidas de ${f.subject.es}.`, `${f.voice.name} starts a working day as ${withArticle(f.voice.job.en)} by reviewing in ${f.tool} what was left open the evening before; then come the meetings and, with luck, two clear hours of ${f.subject.en}.`),
      (f) => b(`${f.voice.name}, ${job(f)}, nos dejó acompañar${gv(f, 'le', 'la')} un día de trabajo entero: una revisión a primera hora, ${f.tool} casi toda la mañana y una tarde de pruebas con el equipo.`, `${f.voice.name}, ${f.voice.job.en}, let us spend a whole working day alongside ${her(f)}: a review first thing, ${f.tool} for most of the morning and an afternoon of testing with the team.`)),
    t('interview-how', (f) => b(`${f.voice.name} cuenta cómo llegó ${toTheSubject(f)}`, `${f.voice.name} on how ${she(f)} got into ${f.subject.en}`),
      (f) => b(`${f.voice.name} llegó ${toTheSubject(f)} casi por casualidad, y lo cuenta sin rodeos: un trabajo de clase con ${f.tool} que salió mejor de lo esperado y alguien que le dijo que siguiera. Hoy es ${job(f)}.`, `${f.voice.name} got into ${f.subject.en} almost by accident, and says so plainly: a class project in ${f.tool} that turned out better than expected, and someone who said to keep going. Today ${she(f)} works as ${withArticle(f.voice.job.en)}.`),
      (f) => b(`${f.voice.name}, ${job(f)}, cuenta que llegó ${toTheSubject(f)} por un proyecto parecido a «${f.project.name}»: lo que empezó como ejercicio se convirtió en oficio.`, `${f.voice.name}, ${f.voice.job.en}, got into ${f.subject.en} through a project much like "${f.project.name}": what began as an exercise became a trade.`)),
    t('interview-quote-tool', (f) => b(`${f.voice.name}: «${cap(f.tool)} se aprende; el criterio, no tanto»`, `${f.voice.name}: "You can learn ${f.tool}; judgement is harder"`),
      (f) => b(`${f.voice.name}, ${job(f)}, usa ${f.tool} a diario, pero insiste en que la herramienta se aprende en unas semanas; el criterio, no tanto: ese tarda años y se forma con encargos reales.`, `${f.voice.name}, ${f.voice.job.en}, uses ${f.tool} every day, but insists that you can learn a tool in a few weeks; judgement is harder, and takes years of real briefs.`),
      (f) => b(`${f.voice.name} lo resume así: «${cap(f.tool)} se aprende; el criterio, no tanto». Es ${job(f)} y ha visto a mucha gente dominar el programa sin saber qué hacer con él.`, `${f.voice.name} puts it like this: "You can learn ${f.tool}; judgement is harder." ${cap(she(f))} works as ${withArticle(f.voice.job.en)} and has seen many people master the software without knowing what to do with it.`)),
    t('interview-questions', (f) => b(`Cinco preguntas a ${f.voice.name} sobre ${f.subject.es}`, `Five questions for ${f.voice.name} about ${f.subject.en}`),
      (f) => b(`${f.voice.name}, ${job(f)}, responde a cinco preguntas sobre ${f.subject.es}. Las dos primeras, rápidas. ¿${cap(f.tool)} o ${f.tool2}? «${cap(f.tool)}, para empezar». ¿Un proyecto de estudiantes que te habría gustado firmar? «${f.project.name}».`, `${f.voice.name}, ${f.voice.job.en}, answers five questions about ${f.subject.en}. The first two are quick. ${cap(f.tool)} or ${f.tool2}? "${cap(f.tool)}, to start with." A student project you wish you had made? "${f.project.name}."`),
      (f) => b(`${f.voice.name} contesta cinco preguntas sobre ${f.subject.es} desde su trabajo como ${job(f)}. Primera: ¿qué tienes siempre abierto? «${cap(f.tool)}». Segunda: ¿y en tu cabeza? «El usuario».`, `${f.voice.name} answers five questions about ${f.subject.en} from ${hers(f)} work as ${withArticle(f.voice.job.en)}. First: what do you always have open? "${cap(f.tool)}." Second: and on your mind? "The user."`)),
    t('interview-alumni', (f) => b(`De las aulas de EDTE a ${job(f)}: hablamos con ${f.voice.name}`, `From EDTE’s classrooms to ${f.voice.job.en}: we talk to ${f.voice.name}`),
      (f) => b(`${f.voice.name} pasó por las aulas de EDTE y hoy trabaja como ${job(f)}. Hablamos con ${gv(f, 'él', 'ella')} de cómo fue el salto de las prácticas al primer contrato.`, `${f.voice.name} went through EDTE’s classrooms and now works as ${withArticle(f.voice.job.en)}. We talk to ${her(f)} about the step from a placement to a first contract.`),
      (f) => b(`${f.voice.name}, ${job(f)}, estudió ${f.subject.es} en las aulas de EDTE. Hablamos con ${gv(f, 'él', 'ella')} de lo que le sirvió de verdad y de lo que tuvo que aprender después.`, `${f.voice.name}, ${f.voice.job.en}, studied ${f.subject.en} in EDTE’s classrooms. We talk to ${her(f)} about what really helped, and what ${she(f)} had to learn afterwards.`)),
    t('interview-advice', (f) => b(`Los consejos de ${f.voice.name} para quien empieza en ${f.subject.es}`, `${f.voice.name}’s advice for anyone starting out in ${f.subject.en}`),
      (f) => b(`${f.voice.name}, ${job(f)}, tiene tres consejos para quien empieza en ${f.subject.es}: aprender bien una herramienta, ${f.tool}, antes de probar otras; enseñar el trabajo pronto; y guardar cada versión.`, `${f.voice.name}, ${f.voice.job.en}, has three pieces of advice for anyone starting out in ${f.subject.en}: learn one tool, ${f.tool}, properly before trying others; show your work early; and keep every version.`),
      (f) => b(`${f.voice.name} da sus consejos para quien empieza en ${f.subject.es} con una advertencia: «Nadie acierta a la primera». Lo dice desde su trabajo como ${job(f)}.`, `${f.voice.name} gives advice for anyone starting out in ${f.subject.en} with a warning: "Nobody gets it right first time." ${cap(she(f))} says so from ${hers(f)} work as ${withArticle(f.voice.job.en)}.`)),
    t('interview-conversation', (f) => b(`Conversación con ${f.voice.name}: ${f.subject.es} fuera del aula`, `In conversation with ${f.voice.name}: ${f.subject.en} beyond the classroom`),
      (f) => b(`${f.voice.name}, ${job(f)}, habla en esta conversación de ${f.subject.es} fuera del aula: clientes con prisa, presupuestos cortos y ${f.tool} abierto hasta tarde.`, `${f.voice.name}, ${f.voice.job.en}, talks in this conversation about ${f.subject.en} beyond the classroom: clients in a hurry, tight budgets and ${f.tool} open until late.`),
      (f) => b(`${f.voice.name} vive ${f.subject.es} fuera del aula cada día, como ${job(f)}. En esta conversación cuenta qué se parece a lo que estudió y qué no se parece en nada.`, `${f.voice.name} lives ${f.subject.en} beyond the classroom every day, as ${withArticle(f.voice.job.en)}. In this conversation ${she(f)} explains what resembles ${hers(f)} studies and what does not at all.`)),
  ],
  opinion: [
    t('opinion-tools', (f) => b(`Opinión: en ${f.subject.es}, la herramienta es lo de menos`, `Opinion: in ${f.subject.en}, the tool matters least`),
      (f) => b(`${cap(theSubject(f))} se enseña a menudo como una lista de programas, con ${f.tool} en cabeza. Pero en ${f.subject.es} la herramienta es lo de menos: lo que distingue un buen trabajo se decide antes de abrirla.`, `${cap(f.subject.en)} ${agree(f, 'is')} often taught as a list of programs, with ${f.tool} at the top. But in ${f.subject.en} the tool matters least: what makes good work is decided before you open it.`),
      (f) => b(`${cap(f.tool)} cambia de versión cada año; ${theSubject(f)}, no. Por eso sostengo que en este oficio la herramienta es lo de menos, aunque los currículos digan lo contrario.`, `${cap(f.tool)} gets a new version every year; ${f.subject.en} ${agree(f, 'does')} not. That is why I hold that in this trade the tool matters least, whatever curricula say.`),
      (f) => b(`${myClasses(f).es}, y casi todos llegan preguntando por ${f.tool}. Les digo lo mismo: la herramienta es lo de menos.`, `${myClasses(f).en}, and nearly all arrive asking about ${f.tool}. I tell them the same thing: the tool matters least.`)),
    t('opinion-slow', (f) => b(`Elogio de los proyectos lentos en ${f.subject.es}`, `In praise of slow projects in ${f.subject.en}`),
      (f) => b(`${cap(theSubject(f))} vive de entregas rápidas, y por eso quiero hacer aquí un elogio de los proyectos lentos: los que dan tiempo a equivocarse, a probar con personas y a volver a empezar.`, `${cap(f.subject.en)} runs on quick deadlines, which is why I want to write in praise of slow projects: the ones that leave time to get it wrong, to test with people and to start again.`),
      (f) => b(`«${f.project.name}» tardó un curso entero, y es el mejor argumento que conozco en elogio de los proyectos lentos en ${f.subject.es}.`, `"${f.project.name}" took a whole year, and it is the best argument I know in praise of slow projects in ${f.subject.en}.`),
      (f) => b(`${myClasses(f).es}, y a todos les hago el mismo elogio de los proyectos lentos: tiempo para equivocarse y volver a empezar.`, `${myClasses(f).en}, and I give them all the same praise of slow projects: time to get it wrong and start again.`)),
    t('opinion-tool', (f) => b(`${cap(f.tool)} no te hará mejor en ${f.subject.es}`, `${cap(f.tool)} will not make you better at ${f.subject.en}`),
      (f) => b(`${cap(f.tool)} es una buena herramienta, pero no te hará mejor en ${f.subject.es}: lo que te hará mejor es entender el problema antes de abrirla.`, `${cap(f.tool)} is a good tool, but it will not make you better at ${f.subject.en}: what will make you better is understanding the problem before you open it.`),
      (f) => b(`${cap(theSubject(f))} premia el criterio, no el programa: ${f.tool} no te hará mejor si no sabes qué quieres resolver.`, `${cap(f.subject.en)} rewards judgement, not software: ${f.tool} will not make you better if you do not know what you are trying to solve.`),
      (f) => b(`${myClasses(f).es}, y a todos les advierto: ${f.tool} no te hará mejor si no sabes qué quieres resolver.`, `${myClasses(f).en}, and I warn them all: ${f.tool} will not make you better if you do not know what you are trying to solve.`)),
    t('opinion-real', (f) => b(`Por qué enseñamos ${f.subject.es} con encargos reales`, `Why we teach ${f.subject.en} with real briefs`),
      (f) => b(`${cap(theSubject(f))} se aprende mejor con alguien esperando el resultado. Por eso enseñamos con encargos reales: un cliente con fecha cambia cómo trabaja un equipo más que cualquier enunciado.`, `${cap(f.subject.en)} ${agree(f, 'is')} learnt best with someone waiting for the result. That is why we teach with real briefs: a client with a deadline changes how a team works more than any exercise sheet.`),
      (f) => b(`«${f.project.name}» empezó como uno de los encargos reales con los que enseñamos ${f.subject.es}, y explica mejor que yo por qué lo hacemos así.`, `"${f.project.name}" started as one of the real briefs we teach ${f.subject.en} with, and it explains better than I can why we do it this way.`),
      (f) => b(`${myClasses(f).es}, y todos trabajan con encargos reales. Así enseñamos ${f.subject.es}, y este es el porqué.`, `${myClasses(f).en}, and they all work on real briefs. That is how we teach ${f.subject.en}, and this is why.`)),
    t('opinion-access', (f) => b(`La accesibilidad también es cosa de ${f.subject.es}`, `Accessibility is ${withArticle(f.subject.en)} matter too`),
      (f) => b(`${cap(theSubject(f))} también tiene que ver con la accesibilidad, aunque no lo parezca: es cosa de todos los oficios que hacen algo que otras personas usan, miran o recorren.`, `${cap(f.subject.en)} ${agree(f, 'is')} an accessibility matter too, even if it does not seem so: it concerns every trade that makes something other people use, look at or move through.`),
      (f) => b(`${cap(f.tool)} tiene opciones de accesibilidad que pocos estudiantes activan, y eso dice mucho: la accesibilidad también es cosa de ${f.subject.es}, no solo del oficio de quien hace webs.`, `${cap(f.tool)} has accessibility settings few students turn on, and that says a lot: accessibility is ${withArticle(f.subject.en)} matter too, not only for people who build websites.`),
      (f) => b(`${myClasses(f).es}, y a todos les repito que la accesibilidad también es cosa de su oficio.`, `${myClasses(f).en}, and I tell them all that accessibility is a matter for their trade too.`)),
    t('opinion-decade', (f) => b(`Diez años enseñando ${f.subject.es}: lo que ha cambiado y lo que no`, `Ten years of teaching ${f.subject.en}: what has changed and what has not`),
      (f) => b(`${cap(theSubject(f))} ha cambiado mucho en los diez años que llevo enseñando: las herramientas, los plazos, los clientes. Lo que no ha cambiado es que un buen trabajo empieza escuchando.`, `${cap(f.subject.en)} ${agree(f, 'has')} changed a lot in the ten years I have been teaching it: the tools, the deadlines, the clients. What has not changed is that good work starts with listening.`),
      (f) => b(`«${f.project.name}» me hace pensar en lo que ha cambiado en diez años enseñando ${f.subject.es}, y en lo que no: el equipo lo hizo con ${f.tool}, pero lo resolvió en papel.`, `"${f.project.name}" makes me think about what has changed in ten years of teaching ${f.subject.en}, and what has not: the team made it in ${f.tool}, but solved it on paper.`),
      (f) => b(`${myClasses(f).es}, y en diez años enseñando he visto cambiar casi todo menos lo esencial.`, `${myClasses(f).en}, and in ten years of teaching I have seen almost everything change except what matters.`)),
    t('opinion-error', (f) => b(`Equivocarse en clase de ${f.subject.es} es parte del temario`, `Getting it wrong in ${f.subject.en} class is part of the syllabus`),
      (f) => b(`${cap(theSubject(f))} se aprende equivocándose, y por eso equivocarse en clase es parte del temario: un error en el aula cuesta una tarde; el mismo error con un cliente, un encargo.`, `${cap(f.subject.en)} ${agree(f, 'is')} learnt by getting things wrong, which is why getting it wrong in class is part of the syllabus: a mistake in the classroom costs an afternoon; the same mistake with a client costs a job.`),
      (f) => b(`«${f.project.name}» falló tres veces antes de funcionar, y en clase lo celebramos: equivocarse es parte del temario de ${f.subject.es}.`, `"${f.project.name}" failed three times before it worked, and in class we celebrated: getting it wrong is part of the ${f.subject.en} syllabus.`),
      (f) => b(`${myClasses(f).es}, y el primer día les digo que equivocarse en clase es parte del temario.`, `${myClasses(f).en}, and on the first day I tell them that getting it wrong in class is part of the syllabus.`)),
    t('opinion-hype', (f) => b(`Menos tendencias y más fundamentos en ${f.subject.es}`, `Fewer trends and more fundamentals in ${f.subject.en}`),
      (f) => b(`${cap(theSubject(f))} estrena tendencias cada temporada, y yo pido lo contrario: menos tendencias y más fundamentos, porque son lo único que sigue sirviendo cuando la moda pasa.`, `${cap(f.subject.en)} ${agree(f, 'has')} new trends every season, and I am asking for the opposite: fewer trends and more fundamentals, because they are all that still works once the fashion passes.`),
      (f) => b(`${cap(f.tool)} promete cada año funciones nuevas, pero en ${f.subject.es} hacen falta menos tendencias y más fundamentos.`, `${cap(f.tool)} promises new features every year, but ${f.subject.en} ${agree(f, 'needs')} fewer trends and more fundamentals.`),
      (f) => b(`${myClasses(f).es}, y les pido menos tendencias y más fundamentos.`, `${myClasses(f).en}, and I ask them for fewer trends and more fundamentals.`)),
  ],
  project: [
    t('project-named', (f) => b(`«${f.project.name}», ${f.project.what.es}`, `"${f.project.name}", ${f.project.what.en}`),
      (f) => b(`«${f.project.name}» es ${f.project.what.es}. Lo desarrolló durante un trimestre un equipo de cuatro estudiantes de ${f.subject.es} a partir de un encargo real.`, `"${f.project.name}" is ${f.project.what.en}. A team of four ${f.subject.en} students developed it over a term from a real brief.`),
      (f) => b(`${cap(f.project.what.es)}: eso es «${f.project.name}», el proyecto de ${f.subject.es} que un equipo de estudiantes presentó ${f.month.es}.`, `${cap(f.project.what.en)}: that is "${f.project.name}", the ${f.subject.en} project a student team presented ${f.month.en}.`),
      (f) => b(`${f.voice.name}, ${job(f)}, fue ${gv(f, 'el mentor', 'la mentora')} de «${f.project.name}», ${f.project.what.es}, que un equipo de estudiantes de ${f.subject.es} desarrolló durante un trimestre.`, `${f.voice.name}, ${f.voice.job.en}, mentored "${f.project.name}", ${f.project.what.en}, which a team of ${f.subject.en} students developed over a term.`)),
    t('project-making', (f) => b(`Así se hizo «${f.project.name}»`, `The making of "${f.project.name}"`),
      (f) => b(`«${f.project.name}», ${f.project.what.es}, se hizo en un trimestre: cuatro semanas de investigación, seis de producción con ${f.tool} y dos de pruebas.`, `"${f.project.name}", ${f.project.what.en}, took a term in the making: four weeks of research, six of production in ${f.tool} and two of testing.`),
      (f) => b(`${cap(f.tool)} fue la herramienta principal con la que se hizo «${f.project.name}», ${f.project.what.es}, aunque todo empezó en papel.`, `${cap(f.tool)} was the main tool in the making of "${f.project.name}", ${f.project.what.en}, though it all began on paper.`),
      (f) => b(`${f.voice.name}, ${job(f)}, siguió de cerca cómo se hizo «${f.project.name}», del primer boceto a la versión final con ${f.tool}.`, `${f.voice.name}, ${f.voice.job.en}, followed the making of "${f.project.name}" closely, from the first sketch to the final version in ${f.tool}.`)),
    t('project-team', (f) => b(`El equipo detrás de «${f.project.name}»`, `The team behind "${f.project.name}"`),
      (f) => b(`«${f.project.name}» tiene detrás un equipo de cuatro estudiantes de ${f.subject.es}: una persona a cargo de la investigación, dos de la producción y otra de las pruebas con usuarios.`, `"${f.project.name}" has a team of four ${f.subject.en} students behind it: one person on research, two on production and one on testing with users.`),
      (f) => b(`${cap(theSubject(f))} es lo que une al equipo detrás de «${f.project.name}», cuatro estudiantes que no se conocían antes del encargo.`, `${cap(f.subject.en)} ${agree(f, 'is')} what brings together the team behind "${f.project.name}", four students who had not met before the brief.`),
      (f) => b(`${f.voice.name}, ${job(f)}, acompañó como ${gv(f, 'mentor', 'mentora')} al equipo detrás de «${f.project.name}»: cuatro estudiantes de ${f.subject.es}.`, `${f.voice.name}, ${f.voice.job.en}, mentored the team behind "${f.project.name}": four ${f.subject.en} students.`)),
    t('project-idea', (f) => b(`De la idea al prototipo: «${f.project.name}»`, `From idea to prototype: "${f.project.name}"`),
      (f) => b(`«${f.project.name}» pasó de la idea al prototipo en seis semanas: primero un boceto en papel, después una maqueta con ${f.tool} y por último ${kw(f).version.es}.`, `"${f.project.name}" went from idea to prototype in six weeks: first a paper sketch, then a mock-up in ${f.tool} and finally ${kw(f).version.en}.`),
      (f) => b(`${cap(f.tool)} sirvió para llevar «${f.project.name}» de la idea al prototipo, pero la idea salió de una conversación con ${kw(f).future.es}.`, `${cap(f.tool)} took "${f.project.name}" from idea to prototype, but the idea came from a conversation with ${kw(f).future.en}.`),
      (f) => b(`${f.voice.name}, ${job(f)}, ayudó a llevar «${f.project.name}» de la idea al prototipo con una pregunta: ${kw(f).who.es}`, `${f.voice.name}, ${f.voice.job.en}, helped take "${f.project.name}" from idea to prototype with one question: ${kw(f).who.en}`)),
    t('project-learnt', (f) => b(`Lo que aprendimos ${kw(f).making.gerund.es} «${f.project.name}»`, `What we learnt ${kw(f).making.gerund.en} "${f.project.name}"`),
      (f) => b(`«${f.project.name}» enseñó a su equipo más que cualquier examen. «Lo que aprendimos ${kw(f).making.gerundIt.es} cabe en tres ideas: escuchar antes de diseñar, probar pronto y documentarlo todo», resumen sus autores.`, `"${f.project.name}" taught its team more than any exam. "What we learnt ${kw(f).making.gerundIt.en} fits into three ideas: listen before you design, test early and document everything," its makers sum up.`),
      (f) => b(`${cap(f.tool)} fue lo primero que aprendimos a usar de verdad ${kw(f).making.gerund.es} «${f.project.name}», cuenta su equipo; lo segundo, a trabajar con un cliente real.`, `${cap(f.tool)} was the first thing we learnt to use properly while ${kw(f).making.gerund.en} "${f.project.name}", says its team; the second was working with a real client.`),
      (f) => b(`${f.voice.name}, ${job(f)}, pidió al equipo una lista de lo que había aprendido ${kw(f).making.gerund.es} «${f.project.name}». «Lo que aprendimos: escuchar antes de diseñar», respondieron.`, `${f.voice.name}, ${f.voice.job.en}, asked the team for a list of what they had learnt ${kw(f).making.gerund.en} "${f.project.name}". "What we learnt: listen before you design," they replied.`)),
    t('project-users', (f) => b(`«${f.project.name}» sale del aula y llega a ${kw(f).first.es}`, `"${f.project.name}" leaves the classroom and reaches ${kw(f).first.en}`),
      (f) => b(`«${f.project.name}», ${f.project.what.es}, sale del aula ${f.month.es} y llega a ${kw(f).first.es}: ${f.figure} personas que ${kw(f).trial.es} y contarán qué cambiarían.`, `"${f.project.name}", ${f.project.what.en}, leaves the classroom ${f.month.en} and reaches ${kw(f).first.en}: ${f.figure} people who ${kw(f).trial.en} and say what they would change.`),
      (f) => b(`${f.figure} personas son ${kw(f).people.es} de «${f.project.name}», que sale del aula y llega a ellas ${f.month.es}.`, `${f.figure} people are ${kw(f).people.en} of "${f.project.name}", which leaves the classroom and reaches them ${f.month.en}.`)),
    t('project-subject', (f) => b(`${cap(f.subject.es)} en la práctica: el proyecto «${f.project.name}»`, `${cap(f.subject.en)} in practice: the "${f.project.name}" project`),
      (f) => b(`${cap(theSubject(f))} se aprende en la práctica, y «${f.project.name}» es el proyecto que lo demuestra: ${f.project.what.es}. El equipo lo hizo con ${f.tool} y lo probó con personas reales.`, `${cap(f.subject.en)} ${agree(f, 'is')} learnt in practice, and "${f.project.name}" is the project that shows ${agree(f, 'it')}: ${f.project.what.en}. The team made it in ${f.tool} and tested it with real people.`),
      (f) => b(`«${f.project.name}» es el proyecto de ${f.subject.es} en el que la práctica pudo más que la teoría: ${f.project.what.es}.`, `"${f.project.name}" is the ${f.subject.en} project where practice won over theory: ${f.project.what.en}.`),
      (f) => b(`${f.voice.name}, ${job(f)}, pone «${f.project.name}» como ejemplo de ${f.subject.es} en la práctica: un proyecto pensado para personas reales.`, `${f.voice.name}, ${f.voice.job.en}, holds up "${f.project.name}" as ${f.subject.en} in practice: a project made for real people.`)),
    t('project-tool', (f) => b(`«${f.project.name}», hecho con ${f.tool} en segundo curso`, `"${f.project.name}", made with ${f.tool} in the second year`),
      (f) => b(`«${f.project.name}» está hecho con ${f.tool} por estudiantes de segundo curso de ${f.subject.es}: ${f.project.what.es}.`, `"${f.project.name}" was made with ${f.tool} by second-year ${f.subject.en} students: ${f.project.what.en}.`),
      (f) => b(`${cap(theSubject(f))} en segundo curso significa ${f.tool}, y con esa herramienta está hecho «${f.project.name}», ${f.project.what.es}.`, `${cap(f.subject.en)} in the second year means ${f.tool}, and "${f.project.name}", ${f.project.what.en}, was made with it.`),
      (f) => b(`${f.voice.name}, ${job(f)}, revisó «${f.project.name}», hecho con ${f.tool} por estudiantes de segundo curso de ${f.subject.es}.`, `${f.voice.name}, ${f.voice.job.en}, reviewed "${f.project.name}", made with ${f.tool} by second-year ${f.subject.en} students.`)),
  ],
  'event-report': [
    t('report-workshop', (f) => b(`Crónica del taller de ${f.subject.es} con ${f.tool}`, `Report: the ${f.subject.en} workshop with ${f.tool}`),
      (f) => b(`${f.figure} estudiantes pasaron ${f.month.es} por el taller de ${f.subject.es} con ${f.tool}, tres horas con un ejercicio por parejas y una puesta en común al final.`, `${f.figure} students came to the ${f.subject.en} workshop with ${f.tool} ${f.month.en}: three hours with an exercise in pairs and a discussion at the end.`),
      (f) => b(`${cap(f.tool)} fue la herramienta del taller de ${f.subject.es} celebrado ${f.month.es}, con ${f.figure} plazas que se llenaron en dos días.`, `${cap(f.tool)} was the tool at the ${f.subject.en} workshop held ${f.month.en}, with ${f.figure} places that filled in two days.`)),
    t('report-day', (f) => b(`Así fue la jornada de ${f.subject.es} en el campus`, `How the ${f.subject.en} day on campus went`),
      (f) => b(`${f.figure} personas pasaron ${f.month.es} por la jornada de ${f.subject.es} en el campus: charlas por la mañana y talleres por la tarde.`, `${f.figure} people came to the ${f.subject.en} day on campus ${f.month.en}, and it went from talks in the morning to workshops in the afternoon.`),
      (f) => b(`${cap(theSubject(f))} ocupó ${f.month.es} una jornada entera en el campus, de las charlas de primera hora a las demostraciones con ${f.tool} de la tarde.`, `${cap(f.subject.en)} took over a whole day on campus ${f.month.en}, and it went from talks first thing to ${f.tool} demonstrations in the afternoon.`)),
    t('report-figure', (f) => b(`${f.figure} personas en la charla sobre ${f.subject.es}`, `${f.figure} people at the talk on ${f.subject.en}`),
      (f) => b(`${f.figure} personas llenaron ${f.month.es} el auditorio del campus para la charla sobre ${f.subject.es}, abierta a estudiantes, familias y profesionales.`, `${f.figure} people filled the campus auditorium ${f.month.en} for the talk on ${f.subject.en}, open to students, families and professionals.`),
      (f) => b(`${f.figure} personas escucharon ${f.month.es} la charla sobre ${f.subject.es}, muchas de ellas estudiantes de primero que llegaban con preguntas.`, `${f.figure} people listened to the talk on ${f.subject.en} ${f.month.en}, many of them first-year students who came with questions.`)),
    t('report-meetup', (f) => b(`Lo que dejó el encuentro de profesionales de ${f.subject.es}`, `What the ${f.subject.en} professionals’ meetup left us`),
      (f) => b(`${cap(theSubject(f))} reunió ${f.month.es} a profesionales y estudiantes en un encuentro que dejó tres ideas: el oficio cambia deprisa, los fundamentos no, y las prácticas abren más puertas que el expediente.`, `${cap(f.subject.en)} brought professionals and students together ${f.month.en} at a meetup that left us three ideas: the trade changes fast, the fundamentals do not, and placements open more doors than grades.`),
      (f) => b(`${f.figure} profesionales de ${f.subject.es} vinieron ${f.month.es} al encuentro de la escuela, y esto es lo que dejó: contactos para prácticas y una lista de lo que buscan al contratar.`, `${f.figure} ${f.subject.en} professionals came to the school’s meetup ${f.month.en}, and this is what it left us: contacts for placements and a list of what they look for when hiring.`),
      (f) => b(`${f.voice.name}, ${job(f)}, fue ${gv(f, 'uno', 'una')} de los profesionales del encuentro de ${f.subject.es}, y resume lo que dejó: contactos para prácticas y ganas de volver.`, `${f.voice.name}, ${f.voice.job.en}, was one of the professionals at the ${f.subject.en} meetup, and sums up what it left us: contacts for placements and a wish to come back.`)),
    t('report-masterclass', (f) => b(`${f.voice.name} imparte una clase magistral de ${f.subject.es}`, `${f.voice.name} gives a masterclass on ${f.subject.en}`),
      (f) => b(`${f.voice.name}, ${job(f)}, imparte ${f.month.es} una clase magistral de ${f.subject.es} en el campus, con ${f.tool} en pantalla y casos de su propio trabajo.`, `${f.voice.name}, ${f.voice.job.en}, gives a masterclass on ${f.subject.en} on campus ${f.month.en}, with ${f.tool} on screen and cases from ${hers(f)} own work.`),
      (f) => b(`${f.figure} estudiantes asistieron a la clase magistral de ${f.subject.es} que imparte ${f.voice.name}, ${job(f)}, y que se grabó para quien no pudo venir.`, `${f.figure} students attended as ${f.voice.name}, ${f.voice.job.en}, gives a masterclass on ${f.subject.en}, recorded for those who could not come.`)),
    t('report-families', (f) => b(`Un sábado de ${f.subject.es} con familias y estudiantes`, `A Saturday of ${f.subject.en} with families and students`),
      (f) => b(`${f.figure} familias y estudiantes dedicaron ${f.month.es} un sábado a ${f.subject.es} en el campus, con actividades para todas las edades.`, `${f.figure} families and students spent a Saturday on ${f.subject.en} at the campus ${f.month.en}, with activities for every age.`),
      (f) => b(`${cap(f.tool)} estuvo instalado en cada mesa del sábado de ${f.subject.es} con familias y estudiantes, y los más pequeños fueron los primeros en probarlo.`, `${cap(f.tool)} was set up on every table at the Saturday of ${f.subject.en} for families and students, and the youngest were the first to try it.`)),
    t('report-hackathon', (f) => b(`48 horas de ${f.subject.es}: resumen del reto de la escuela`, `48 hours of ${f.subject.en}: the school challenge in review`),
      (f) => b(`${f.figure} estudiantes aceptaron ${f.month.es} el reto de la escuela: 48 horas de ${f.subject.es} para resolver un encargo real. Este es el resumen.`, `${f.figure} students took on the school challenge ${f.month.en}: 48 hours of ${f.subject.en} to solve a real brief. Here it is in review.`),
      (f) => b(`${cap(f.subject.es)} durante 48 horas seguidas: en resumen, el reto de la escuela de ${monthOf(f).es} terminó con equipos dormidos sobre ${f.tool} y prototipos que funcionaban.`, `${cap(f.subject.en)} for 48 hours straight: in review, the school challenge held ${f.month.en} ended with teams asleep over ${f.tool} and prototypes that worked.`)),
    t('report-openday', (f) => b(`Puertas abiertas: la sesión de ${f.subject.es}, ${f.month.es}`, `Open day: the ${f.subject.en} session, ${f.month.en}`),
      (f) => b(`${f.figure} familias pasaron por la sesión de ${f.subject.es} en la jornada de puertas abiertas de ${monthOf(f).es}, con visitas a los laboratorios y una demostración de ${f.tool}.`, `${f.figure} families came to the ${f.subject.en} session at the open day ${f.month.en}, with lab visits and ${withArticle(f.tool)} demonstration.`),
      (f) => b(`${cap(theSubject(f))} tuvo su propia sesión en la jornada de puertas abiertas de ${monthOf(f).es}: una charla breve, preguntas de las familias y trabajos de estudiantes a la vista.`, `${cap(f.subject.en)} had its own session at the open day ${f.month.en}: a short talk, questions from families and student work on show.`)),
  ],
};

/**
 * Other ways to word each title, opening on the article's own subject, tool, project or person
 * (spec 2: pieces that read as their own). The plan keeps a pattern's first wording while fewer
 * than two articles of the language open with the same three words, then takes the first of these
 * that is free; each says what the first does, so the article's leads answer it all the same.
 */
const rewordings: Record<string, ((f: Fill) => Bi)[]> = {
  'news-lab': [
    (f) => b(`${cap(f.subject.es)}: nuevo espacio en el campus, equipado con ${f.tool}`, `${cap(f.subject.en)}: a new space on campus, equipped with ${f.tool}`),
    (f) => b(`${cap(f.tool)}, en el nuevo espacio de ${f.subject.es} del campus`, `${cap(f.tool)} in the new ${f.subject.en} space on campus`),
  ],
  'news-present': [
    (f) => b(`«${f.project.name}», de estudiantes de EDTE, se presenta ante empresas del sector`, `"${f.project.name}", by EDTE students, is presented to industry`),
    (f) => b(`${cap(f.subject.es)}: estudiantes de EDTE presentan «${f.project.name}» ante empresas`, `${cap(f.subject.en)}: EDTE students present "${f.project.name}" to industry`),
  ],
  'news-figure': [(f) => b(`${cap(f.subject.es)}: ${f.figure} estudiantes harán prácticas este curso`, `${cap(f.subject.en)}: ${f.figure} students on placements this year`)],
  'news-award': [
    (f) => b(`${cap(f.subject.es)}: «${f.project.name}», finalista en un certamen nacional`, `${cap(f.subject.en)}: "${f.project.name}" reaches a national final`),
    (f) => b(`Finalista nacional de ${f.subject.es}: «${f.project.name}»`, `National ${f.subject.en} finalist: "${f.project.name}"`),
  ],
  'news-course': [
    (f) => b(`${cap(f.subject.es)}: la escuela abre un curso de verano`, `${cap(f.subject.en)}: the school opens a summer course`),
    (f) => b(`Curso de verano de ${f.subject.es}: la escuela lo abre este año`, `Summer course in ${f.subject.en}: the school opens it this year`),
  ],
  'news-tool': [(f) => b(`${cap(f.subject.es)}: ${f.tool} entra en las clases`, `${cap(f.subject.en)}: ${f.tool} comes to classes`)],
  'news-mentors': [
    (f) => b(`${cap(f.subject.es)}: antiguos alumnos vuelven como mentores`, `Alumni return as ${f.subject.en} mentors`),
    (f) => b(`Vuelven como mentores antiguos alumnos de ${f.subject.es}`, `As mentors, ${f.subject.en} alumni return`),
    (f) => b(`Mentores para ${f.subject.es}: antiguos alumnos vuelven a la escuela`, `Mentors for ${f.subject.en}: alumni return to the school`),
  ],
  'news-scholarship': [
    (f) => b(`${cap(f.subject.es)}: nuevas becas para estudiar en EDTE`, `${cap(f.subject.en)}: new scholarships to study at EDTE`),
    (f) => b(`Estudiar ${f.subject.es} en EDTE: nuevas becas`, `Study ${f.subject.en} at EDTE: new scholarships`),
  ],
  'news-fair': [(f) => b(`${cap(f.subject.es)}: ${f.figure} empresas buscan perfiles en el foro de empleo`, `${cap(f.subject.en)}: ${f.figure} companies look for profiles at the careers fair`)],
  'guide-start': [
    (f) => b(`${cap(f.subject.es)}: guía para empezar`, `${cap(f.subject.en)}: a beginner’s guide`),
    (f) => b(`${cap(f.subject.es)} desde cero: guía para empezar`, `${cap(f.subject.en)} from scratch: a beginner’s guide`),
  ],
  'guide-tool': [
    (f) => b(`${cap(f.tool)} para ${f.subject.es}: primeros pasos`, `${cap(f.tool)} for ${f.subject.en}: first steps`),
    (f) => b(`${cap(f.subject.es)}: primeros pasos con ${f.tool}`, `${cap(f.subject.en)}: first steps with ${f.tool}`),
  ],
  'guide-versus': [(f) => b(`${cap(f.subject.es)}: ${f.tool} o ${f.tool2}, cómo elegir`, `${cap(f.subject.en)}: ${f.tool} or ${f.tool2}, how to choose`)],
  'guide-mistakes': [
    (f) => b(`${cap(f.subject.es)}: errores de principiante y cómo evitarlos`, `${cap(f.subject.en)}: beginner mistakes and how to avoid them`),
    (f) => b(`Cómo evitar los errores de principiante en ${f.subject.es}`, `How to avoid beginner mistakes in ${f.subject.en}`),
    (f) => b(`${cap(f.tool)} y los errores de principiante en ${f.subject.es}`, `${cap(f.tool)} and beginner mistakes in ${f.subject.en}`),
  ],
  'guide-portfolio': [
    (f) => b(`${cap(f.subject.es)}: el portfolio que piden las empresas`, `${cap(f.subject.en)}: the portfolio employers ask for`),
    (f) => b(`Portfolio de ${f.subject.es}: lo que piden las empresas`, `Portfolio for ${f.subject.en}: what employers ask for`),
    (f) => b(`${cap(f.tool)} en el portfolio: lo que piden las empresas de ${f.subject.es}`, `${cap(f.tool)} in your portfolio: what ${f.subject.en} employers ask for`),
  ],
  'guide-weeks': [(f) => b(`${cap(f.subject.es)} en cuatro semanas: un proyecto paso a paso`, `${cap(f.subject.en)} in four weeks: a project step by step`)],
  'guide-team': [
    (f) => b(`${cap(f.subject.es)} en equipo: cómo repartir el trabajo`, `${cap(f.subject.en)} as a team: how to split the work`),
    (f) => b(`Repartir el trabajo en un equipo de ${f.subject.es}`, `Splitting the work in ${withArticle(f.subject.en)} team`),
    (f) => b(`${cap(f.tool)} y un equipo: cómo repartir el trabajo de ${f.subject.es}`, `${cap(f.tool)} and a team: how to split the ${f.subject.en} work`),
  ],
  'guide-glossary': [
    (f) => b(`${cap(f.subject.es)}: diez palabras que oirás el primer día`, `${cap(f.subject.en)}: ten words you will hear on your first day`),
    (f) => b(`El primer día de ${f.subject.es}: diez palabras que oirás`, `Your first day of ${f.subject.en}: ten words you will hear`),
    (f) => b(`${cap(f.tool)} es una de las diez palabras que oirás el primer día de ${f.subject.es}`, `${cap(f.tool)} is one of ten words you will hear on your first day of ${f.subject.en}`),
  ],
  'guide-checklist': [
    (f) => b(`${cap(f.subject.es)}: lista de comprobación antes de entregar`, `${cap(f.subject.en)}: a checklist before handing in`),
    (f) => b(`Antes de entregar un trabajo de ${f.subject.es}: lista de comprobación`, `Before handing in ${f.subject.en} work: a checklist`),
    (f) => b(`${cap(f.tool)}, archivos y entrega: lista de comprobación para ${f.subject.es}`, `${cap(f.tool)}, files and hand-in: ${withArticle(f.subject.en)} checklist`),
  ],
  'interview-with': [(f) => b(`${f.voice.name}, ${job(f)}: entrevista`, `${f.voice.name}, ${f.voice.job.en}: an interview`)],
  'interview-day': [(f) => b(`${f.voice.name}, ${job(f)}: un día de trabajo`, `${f.voice.name}, ${f.voice.job.en}: a working day`)],
  'interview-questions': [(f) => b(`${f.voice.name}: cinco preguntas sobre ${f.subject.es}`, `${f.voice.name}: five questions about ${f.subject.en}`)],
  'interview-alumni': [(f) => b(`${f.voice.name}, de las aulas de EDTE a ${job(f)}`, `${f.voice.name}: from EDTE’s classrooms to ${f.voice.job.en}`)],
  'interview-advice': [(f) => b(`${f.voice.name}: consejos para quien empieza en ${f.subject.es}`, `${f.voice.name}: advice for anyone starting out in ${f.subject.en}`)],
  'interview-conversation': [(f) => b(`${f.voice.name}: ${f.subject.es} fuera del aula`, `${f.voice.name}: ${f.subject.en} beyond the classroom`)],
  'opinion-tools': [
    (f) => b(`${cap(f.subject.es)}: la herramienta es lo de menos`, `${cap(f.subject.en)}: the tool matters least`),
    (f) => b(`En ${f.subject.es}, la herramienta es lo de menos`, `In ${f.subject.en}, the tool matters least`),
  ],
  'opinion-slow': [
    (f) => b(`${cap(f.subject.es)}: elogio de los proyectos lentos`, `${cap(f.subject.en)}: in praise of slow projects`),
    (f) => b(`Proyectos lentos en ${f.subject.es}: un elogio`, `Slow projects in ${f.subject.en}: in praise of them`),
  ],
  'opinion-tool': [(f) => b(`${cap(f.subject.es)}: ${f.tool} no te hará mejor`, `${cap(f.subject.en)}: ${f.tool} will not make you better`)],
  'opinion-real': [
    (f) => b(`${cap(f.subject.es)} con encargos reales: por qué lo enseñamos así`, `${cap(f.subject.en)} with real briefs: why we do it`),
    (f) => b(`Encargos reales para enseñar ${f.subject.es}, y por qué`, `Real briefs to teach ${f.subject.en}, and why`),
    (f) => b(`Enseñar ${f.subject.es} con encargos reales`, `Teaching ${f.subject.en} with real briefs`),
  ],
  'opinion-access': [
    (f) => b(`${cap(f.subject.es)}: la accesibilidad también es cosa de este oficio`, `${cap(f.subject.en)}: an accessibility matter too`),
    (f) => b(`Accesibilidad: también es cosa de ${f.subject.es}`, `Accessibility: ${withArticle(f.subject.en)} matter too`),
  ],
  'opinion-decade': [
    (f) => b(`${cap(f.subject.es)}: diez años enseñando, lo que ha cambiado y lo que no`, `${cap(f.subject.en)}: ten years of teaching, what has changed and what has not`),
    (f) => b(`Lo que ha cambiado en diez años enseñando ${f.subject.es}`, `What has changed in ten years of teaching ${f.subject.en}`),
    (f) => b(`Enseñar ${f.subject.es} durante diez años: lo que ha cambiado y lo que no`, `Teaching ${f.subject.en} for ten years: what has changed and what has not`),
  ],
  'opinion-error': [(f) => b(`${cap(f.subject.es)}: equivocarse en clase es parte del temario`, `${cap(f.subject.en)}: getting it wrong in class is part of the syllabus`)],
  'opinion-hype': [
    (f) => b(`${cap(f.subject.es)}: menos tendencias y más fundamentos`, `${cap(f.subject.en)}: fewer trends and more fundamentals`),
    (f) => b(`Más fundamentos y menos tendencias en ${f.subject.es}`, `More fundamentals, fewer trends in ${f.subject.en}`),
  ],
  'project-named': [(f) => b(`${cap(f.subject.es)}: «${f.project.name}», ${f.project.what.es}`, `${cap(f.subject.en)}: "${f.project.name}", ${f.project.what.en}`)],
  'project-making': [
    (f) => b(`«${f.project.name}»: así se hizo`, `"${f.project.name}": the making of it`),
    (f) => b(`Cómo se hizo «${f.project.name}»`, `Making "${f.project.name}"`),
  ],
  'project-team': [
    (f) => b(`«${f.project.name}» y el equipo detrás`, `"${f.project.name}" and the team behind it`),
    (f) => b(`Cuatro estudiantes detrás de «${f.project.name}»`, `Four students behind "${f.project.name}"`),
  ],
  'project-idea': [(f) => b(`«${f.project.name}», de la idea al prototipo`, `"${f.project.name}", from idea to prototype`)],
  'project-learnt': [
    (f) => b(`«${f.project.name}»: lo que aprendimos ${kw(f).making.gerundIt.es}`, `"${f.project.name}": what we learnt ${kw(f).making.gerundIt.en}`),
    (f) => b(`${kw(f).making.infinitive.es} «${f.project.name}»: lo que aprendimos`, `${kw(f).making.infinitive.en} "${f.project.name}": what we learnt`),
  ],
  'project-subject': [(f) => b(`«${f.project.name}»: ${f.subject.es} en la práctica`, `"${f.project.name}": ${f.subject.en} in practice`)],
  'report-workshop': [
    (f) => b(`${cap(f.subject.es)} con ${f.tool}: crónica del taller`, `${cap(f.subject.en)} with ${f.tool}: report on the workshop`),
    (f) => b(`${cap(f.tool)} en el taller de ${f.subject.es}: crónica`, `${cap(f.tool)} at the ${f.subject.en} workshop: a report`),
  ],
  'report-day': [
    (f) => b(`${cap(f.subject.es)}: así fue la jornada en el campus`, `${cap(f.subject.en)}: how the day on campus went`),
    (f) => b(`La jornada de ${f.subject.es} en el campus, así fue`, `The ${f.subject.en} day on campus: how it went`),
    (f) => b(`Una jornada de ${f.subject.es} en el campus`, `A ${f.subject.en} day on campus`),
  ],
  'report-figure': [(f) => b(`${cap(f.subject.es)}: ${f.figure} personas en la charla`, `${cap(f.subject.en)}: ${f.figure} people at the talk`)],
  'report-meetup': [
    (f) => b(`${cap(f.subject.es)}: lo que dejó el encuentro de profesionales`, `${cap(f.subject.en)}: what the professionals’ meetup left us`),
    (f) => b(`Encuentro de profesionales de ${f.subject.es}: lo que dejó`, `A meetup of ${f.subject.en} professionals: what it left us`),
  ],
  'report-families': [
    (f) => b(`${cap(f.subject.es)}, un sábado con familias y estudiantes`, `${cap(f.subject.en)}: a Saturday with families and students`),
    (f) => b(`Familias y estudiantes, un sábado de ${f.subject.es}`, `Families and students: a Saturday of ${f.subject.en}`),
  ],
  'report-hackathon': [(f) => b(`${cap(f.subject.es)} en 48 horas: resumen del reto de la escuela`, `${cap(f.subject.en)} in 48 hours: the school challenge in review`)],
  'report-openday': [
    (f) => b(`${cap(f.subject.es)}: la sesión de puertas abiertas, ${f.month.es}`, `${cap(f.subject.en)}: the open day session, ${f.month.en}`),
    (f) => b(`La sesión de ${f.subject.es} en las puertas abiertas de ${monthOf(f).es}`, `The ${f.subject.en} session at the open day, ${f.month.en}`),
  ],
  'project-users': [
    (f) => b(`${kw(f).firstTitle.es} para «${f.project.name}», que sale del aula`, `${kw(f).firstTitle.en} for "${f.project.name}" as it leaves the classroom`),
  ],
  'project-tool': [
    (f) => b(`Hecho con ${f.tool} en segundo curso: «${f.project.name}»`, `Made with ${f.tool} in the second year: "${f.project.name}"`),
  ],
};
for (const pattern of Object.values(titlePatterns).flat()) pattern.phrasings.push(...(rewordings[pattern.id] ?? []));

/**
 * Standfirsts (and meta descriptions), per form: each opens on something of its own article, so
 * that, like the leads, no three of a language share their first words.
 */
export const standfirsts: Record<Form, Pattern[]> = {
  news: [
    p('s-news-1', (f) => b(`${cap(f.subject.es)} en EDTE: qué ha pasado ${f.month.es}, a quién afecta y qué viene después.`, `${cap(f.subject.en)} at EDTE: what happened ${f.month.en}, who it affects and what comes next.`)),
    p('s-news-2', (f) => b(`${cap(f.tool)} y ${f.subject.es}: lo que trae ${monthOf(f).es} a quienes estudian en EDTE.`, `${cap(f.tool)} and ${f.subject.en}: what ${monthOf(f).en} brings to those who study at EDTE.`)),
    p('s-news-3', (f) => b(`«${f.project.name}», ${f.project.what.es}, resume el trabajo de un curso de ${f.subject.es}.`, `"${f.project.name}", ${f.project.what.en}, sums up a year of ${f.subject.en}.`)),
    p('s-news-4', (f) => b(`${f.voice.name}, ${job(f)}, comenta la noticia de ${f.subject.es} que EDTE dio ${f.month.es}.`, `${f.voice.name}, ${f.voice.job.en}, on the ${f.subject.en} news EDTE shared ${f.month.en}.`)),
  ],
  guide: [
    p('s-guide-1', (f) => b(`${cap(f.subject.es)} sin perderse: por dónde empezar, qué practicar con ${f.tool} y qué evitar.`, `${cap(f.subject.en)} without getting lost: where to start, what to practise with ${f.tool} and what to avoid.`)),
    p('s-guide-2', (f) => b(`${cap(f.tool)} y ${f.tool2} en ${f.subject.es}: consejos del profesorado para usarlos bien desde el principio.`, `${cap(f.tool)} and ${f.tool2} in ${f.subject.en}: lecturers’ advice on using them well from the start.`)),
    p('s-guide-3', (f) => b(`«${f.project.name}» como ejemplo: lo que conviene saber de ${f.subject.es} antes del primer encargo.`, `"${f.project.name}" as an example: what to know about ${f.subject.en} before your first brief.`)),
  ],
  interview: [
    p('s-int-1', (f) => b(`${f.voice.name} trabaja como ${job(f)} y habla de ${f.subject.es}, de ${f.tool} y de sus comienzos.`, `${f.voice.name} works as ${withArticle(f.voice.job.en)} and talks about ${f.subject.en}, ${f.tool} and how it all started.`)),
    p('s-int-2', (f) => b(`${f.voice.name}, ${job(f)}, sobre lo que pide hoy el oficio de ${f.subject.es}.`, `${f.voice.name}, ${f.voice.job.en}, on what working in ${f.subject.en} takes today.`)),
  ],
  opinion: [
    p('s-op-1', (f) => b(`${cap(f.subject.es)} desde el aula: menos prisa con ${f.tool} y más criterio.`, `${cap(f.subject.en)} from the classroom: less rush with ${f.tool} and more judgement.`)),
    p('s-op-2', (f) => b(`${cap(f.tool)} ocupa poco en nuestras clases de ${f.subject.es}, y no es un descuido: esta es nuestra elección y por qué.`, `${cap(f.tool)} takes up little of our ${f.subject.en} classes, and that is no oversight: this is our choice and why.`)),
    p('s-op-3', (f) => b(`«${f.project.name}» y lo que enseña sobre ${f.subject.es}: una opinión desde el aula.`, `"${f.project.name}" and what it teaches about ${f.subject.en}: a view from the classroom.`)),
  ],
  project: [
    p('s-proj-1', (f) => b(`«${f.project.name}» es ${f.project.what.es}; su equipo cuenta cómo lo hizo con ${f.tool}.`, `"${f.project.name}" is ${f.project.what.en}; its team explains how they ${kw(f).making.past.en} it with ${f.tool}.`)),
    p('s-proj-2', (f) => b(`${cap(f.subject.es)} fuera del aula: «${f.project.name}», ${f.project.what.es}, empezó como un encargo de clase.`, `${cap(f.subject.en)} beyond the classroom: "${f.project.name}", ${f.project.what.en}, started as a class brief.`)),
    p('s-proj-3', (f) => b(`${cap(f.tool)} y ${f.tool2}: las herramientas con las que un equipo de ${f.subject.es} hizo «${f.project.name}».`, `${cap(f.tool)} and ${f.tool2}: the tools ${withArticle(f.subject.en)} team used to make "${f.project.name}".`)),
  ],
  'event-report': [
    p('s-rep-1', (f) => b(`${f.figure} asistentes, ${f.tool} en pantalla y muchas preguntas: así fue la actividad de ${f.subject.es}.`, `${f.figure} attendees, ${f.tool} on screen and plenty of questions: this was the ${f.subject.en} event.`)),
    p('s-rep-2', (f) => b(`${cap(f.subject.es)}, ${monthOf(f).es}: lo mejor de la actividad, con ${f.voice.name} como ${gv(f, 'invitado', 'invitada')}.`, `${cap(f.subject.en)}, ${monthOf(f).en}: highlights of the event, with ${f.voice.name} as guest.`)),
    p('s-rep-3', (f) => b(`${f.voice.name}, ${job(f)}, fue ${gv(f, 'el invitado', 'la invitada')} de la actividad de ${f.subject.es}; esto es lo que dejó.`, `${f.voice.name}, ${f.voice.job.en}, was the guest at the ${f.subject.en} event; this is what it left.`)),
  ],
};

/**
 * Paragraph slots per form: after the lead its title pattern writes, an article takes one variant
 * of each slot, in order. Each variant mixes the field's facts, tools and projects with what the
 * slot is for, and holds for every title of its form.
 */
export const paragraphSlots: Record<Form, Pattern[][]> = {
  news: [
    [
      p('n-why-1', (f) => b(`Detrás de la noticia hay un contexto. ${f.fact.es} Por eso la escuela quiere que ${f.tool} se use desde las primeras semanas, y no solo en el proyecto final.`, `There is context behind the news. ${f.fact.en} That is why the school wants ${f.tool} used from the first weeks, not only in the final project.`)),
      p('n-why-2', (f) => b(`No es un hecho aislado. ${f.fact.es} Las empresas que acogen estudiantes en prácticas llevan dos cursos pidiendo más horas de ${f.subject.es} con casos reales.`, `It is not an isolated event. ${f.fact.en} Placement companies have been asking for more hours of ${f.subject.en} with real cases for two years.`)),
    ],
    [
      p('n-voice-1', (f) => b(`«Queremos que nadie termine sus estudios sin haber trabajado con un cliente real», explica ${f.voice.name}, ${job(f)}, que colabora con la escuela. «${f.fact2.es}»`, `"We want nobody to finish their studies without having worked with a real client," says ${f.voice.name}, ${f.voice.job.en}, who works with the school. "${f.fact2.en}"`)),
      p('n-voice-2', (f) => b(`${f.voice.name}, ${job(f)}, conoce bien el trabajo de la escuela y lo resume con algo que repite a sus equipos: ${lower(f.fact2.es)}`, `${f.voice.name}, ${f.voice.job.en}, knows the school’s work well and sums it up with something ${she(f)} tells ${hers(f)} teams: ${lower(f.fact2.en)}`)),
    ],
    [
      p('n-next-1', (f) => b(`Quien quiera saber más puede venir a la próxima jornada de puertas abiertas, donde habrá trabajos de ${f.subject.es} hechos con ${f.tool2} a la vista.`, `Anyone who wants to know more can come to the next open day, where ${f.subject.en} work made with ${f.tool2} will be on show.`)),
      p('n-next-2', (f) => b(`La escuela publicará los próximos pasos en la web, junto con las plazas disponibles para estudiantes de otros programas interesados en ${f.subject.es}.`, `The school will publish the next steps on the website, along with the places open to students from other programmes interested in ${f.subject.en}.`)),
    ],
  ],
  guide: [
    [
      p('g-tool-1', (f) => b(`Sobre herramientas, no hace falta tenerlas todas. Empieza con ${f.tool}, ${accessOf(f.tool).documented.es}, y deja ${f.tool2} para cuando sepas qué le falta a la primera.`, `As for tools, you do not need them all. Start with ${f.tool}, ${accessOf(f.tool).documented.en}, and leave ${f.tool2} until you know what the first one lacks.`)),
      p('g-tool-2', (f) => b(`Dedica las primeras dos semanas a ${f.tool} y a nada más. Cambiar de herramienta cada vez que algo sale mal es la forma más rápida de no aprender ninguna; ${f.tool2} puede esperar.`, `Spend the first two weeks on ${f.tool} and nothing else. Switching tools whenever something goes wrong is the fastest way to learn none; ${f.tool2} can wait.`)),
    ],
    [
      p('g-practice-1', (f) => b(`Practica con un encargo pequeño y cerrado. Un buen ejemplo es «${f.project.name}», ${f.project.what.es}: tiene un usuario claro, un alcance limitado y se puede enseñar terminado.`, `Practise with a small, well-defined brief. A good example is "${f.project.name}", ${f.project.what.en}: it has a clear user, a limited scope and can be shown finished.`)),
      p('g-practice-2', (f) => b(`Un dato que conviene tener presente desde el principio: ${lower(f.fact2.es)} Tenerlo en cuenta desde el primer ejercicio evita rehacer trabajo después.`, `One thing worth keeping in mind from the start: ${lower(f.fact2.en)} Bearing it in mind from the first exercise avoids redoing work later.`)),
    ],
    [
      p('g-close-1', (f) => b(`Por último, enseña lo que haces antes de que esté perfecto. En ${f.subject.es}, una revisión a tiempo de un compañero vale más que una semana de pulido en solitario.`, `Finally, show your work before it is perfect. In ${f.subject.en}, a timely review from a classmate is worth more than a week of polishing alone.`)),
      p('g-close-2', (f) => b(`Y guarda cada versión. Dentro de un año querrás contar en una entrevista cómo evolucionó tu primer trabajo de ${f.subject.es}, y necesitarás las pruebas.`, `And keep every version. A year from now you will want to explain at an interview how your first ${f.subject.en} piece evolved, and you will need the evidence.`)),
    ],
  ],
  interview: [
    [
      p('i-q1-1', (f) => b(`¿Cómo llegaste ${toTheSubject(f)}? «Por un proyecto de clase que se me fue de las manos, en el buen sentido. Descubrí que ${lower(f.fact.es).replace(/\.$/, '')}, y ya no quise hacer otra cosa».`, `How did you get into ${f.subject.en}? "Through a class project that got out of hand, in a good way. I found out that ${lower(f.fact.en).replace(/\.$/, '')}, and I did not want to do anything else."`)),
      p('i-q1-2', (f) => b(`¿Qué haces en un día normal? «Depende de la semana, pero casi siempre hay ${f.tool} abierto. ${f.fact.es} Eso lo aprendí en proyectos reales, no en un manual».`, `What does a normal day look like? "It depends on the week, but ${f.tool} is almost always open. ${f.fact.en} I learnt that on real projects, not from a manual."`)),
    ],
    [
      p('i-q2-1', (f) => b(`¿Qué proyecto de tus estudios recuerdas? «Uno parecido a «${f.project.name}», ${f.project.what.es}. Aprendí más de sus errores que de cualquier examen».`, `Which project from your studies do you remember? "One similar to '${f.project.name}', ${f.project.what.en}. I learnt more from its mistakes than from any exam."`)),
      p('i-q2-2', (f) => b(`¿Qué herramienta recomiendas? «${cap(f.tool)} para empezar y ${f.tool2} cuando lo necesites de verdad. Pero la herramienta cambia; saber explicar por qué tomaste una decisión, no».`, `Which tool do you recommend? "${cap(f.tool)} to start with, and ${f.tool2} when you really need it. But tools change; being able to explain why you made a decision does not."`)),
    ],
    [
      p('i-q3-1', (f) => b(`¿Un consejo para quien empieza en ${f.subject.es}? «Que enseñe su trabajo pronto y a menudo. ${f.fact2.es} Eso no lo aprendes solo en casa».`, `Any advice for someone starting out in ${f.subject.en}? "Show your work early and often. ${f.fact2.en} You do not learn that alone at home."`)),
      p('i-q3-2', (f) => b(`¿Qué buscas cuando entrevistas a alguien junior? «Curiosidad y un portfolio con pocas piezas bien explicadas. Si alguien me cuenta que ${lower(f.fact2.es).replace(/\.$/, '')}, ya sé que ha trabajado de verdad».`, `What do you look for when interviewing a junior? "Curiosity and a portfolio with a few well-explained pieces. If someone tells me that ${lower(f.fact2.en).replace(/\.$/, '')}, I know they have really done the work."`)),
    ],
  ],
  opinion: [
    [
      p('o-arg-1', (f) => b(`Para mí, lo que de verdad cuenta es entender el oficio por debajo de la herramienta. ${f.fact.es} Ese tipo de conocimiento sobrevive a cualquier cambio de versión.`, `What counts, to my mind, is understanding the craft beneath the tool. ${f.fact.en} That kind of knowledge survives any new version.`)),
      p('o-arg-2', (f) => b(`Pensemos en un caso concreto: ${lower(f.fact.es)} Nadie lo aprende leyendo el manual de ${f.tool}; se aprende equivocándose en un proyecto con fecha de entrega.`, `Take a concrete case: ${lower(f.fact.en)} Nobody learns that from the ${f.tool} manual; you learn it by getting it wrong in a project with a deadline.`)),
    ],
    [
      p('o-example-1', (f) => b(`Lo vi claro con «${f.project.name}», ${f.project.what.es}. El equipo cambió de herramienta a mitad de curso y el proyecto no se resintió, porque las decisiones importantes ya estaban tomadas en papel.`, `I saw it clearly with "${f.project.name}", ${f.project.what.en}. The team switched tools halfway through the year and the project did not suffer, because the important decisions had already been made on paper.`)),
      p('o-example-2', (f) => b(`También hay un argumento práctico: ${lower(f.fact2.es)} Quien entiende eso puede pasar de ${f.tool} a ${f.tool2} en una semana.`, `There is also a practical argument: ${lower(f.fact2.en)} Anyone who understands that can move from ${f.tool} to ${f.tool2} in a week.`)),
    ],
    [
      p('o-close-1', (f) => b(`Así que mi propuesta para ${f.subject.es} es modesta: menos listas de herramientas en los currículos y más encargos reales con tiempo para hacerlos bien.`, `So my proposal for ${f.subject.en} is modest: fewer lists of tools in curricula and more real briefs with time to do them well.`)),
      p('o-close-2', (f) => b(`Las herramientas volverán a cambiar antes de que termine este curso. El criterio que se forma trabajando ${f.subject.es} con paciencia, no.`, `Tools will change again before this year is out. The judgement you build by working patiently on ${f.subject.en} will not.`)),
    ],
  ],
  project: [
    [
      p('pr-how-1', (f) => b(`El equipo trabajó con ${f.tool} y, en la fase final, con ${f.tool2}. La primera versión no funcionó, y el equipo comprobó algo que el oficio sabe bien: ${lower(f.fact.es)} Tuvieron que rehacer el planteamiento en la cuarta semana.`, `The team worked with ${f.tool} and, in the final phase, ${f.tool2}. The first version did not work, and the team learnt what the trade knows well: ${lower(f.fact.en)} They had to rethink the approach in week four.`)),
      p('pr-how-2', (f) => b(`Antes de abrir ${f.tool}, el equipo pasó dos semanas ${kw(f).research.es}. Una conclusión marcó el proyecto: ${lower(f.fact.es)}`, `Before opening ${f.tool}, the team spent two weeks ${kw(f).research.en}. One conclusion shaped the project: ${lower(f.fact.en)}`)),
    ],
    [
      p('pr-result-1', (f) => b(`El jurado, con profesorado y profesionales de ${f.subject.es}, destacó cómo el equipo documentó cada decisión y cómo tuvo en cuenta algo que el oficio sabe bien: ${lower(f.fact2.es)}`, `The panel of lecturers and ${f.subject.en} professionals praised how the team documented every decision, and how it kept in mind something the trade knows well: ${lower(f.fact2.en)}`)),
      p('pr-result-2', (f) => b(`${kw(f).today(f.project.name, f.figure).es} sin olvidar lo que aprendió por el camino: ${lower(f.fact2.es)}`, `${kw(f).today(f.project.name, f.figure).en}, without forgetting what it learnt along the way: ${lower(f.fact2.en)}`)),
    ],
  ],
  'event-report': [
    [
      p('r-talk-1', (f) => b(`Abrió la jornada ${f.voice.name}, ${job(f)}, con una idea que salió una y otra vez a lo largo del día: ${lower(f.fact.es)}`, `${f.voice.name}, ${f.voice.job.en}, opened the day with an idea that came up again and again as it went on: ${lower(f.fact.en)}`)),
      p('r-talk-2', (f) => b(`La charla principal corrió a cargo de ${f.voice.name}, ${job(f)}. Mostró proyectos reales hechos con ${f.tool} y dejó un dato que muchos apuntaron: ${lower(f.fact.es)}`, `The main talk was given by ${f.voice.name}, ${f.voice.job.en}. ${cap(she(f))} showed real projects made with ${f.tool} and left a point many wrote down: ${lower(f.fact.en)}`)),
    ],
    [
      p('r-hands-1', (f) => b(`Después llegó la parte práctica: por equipos, los asistentes prepararon en noventa minutos una versión reducida de «${f.project.name}», ${f.project.what.es}.`, `Then came the hands-on part: in teams, attendees built in ninety minutes a cut-down version of "${f.project.name}", ${f.project.what.en}.`)),
      p('r-hands-2', (f) => b(`En el taller posterior hubo tiempo para probar ${f.tool2}. ${f.fact2.es} Varios estudiantes de primero se quedaron a preguntar hasta el cierre.`, `The workshop that followed left time to try ${f.tool2}. ${f.fact2.en} Several first-year students stayed asking questions until closing time.`)),
    ],
    [
      p('r-close-1', (f) => b(`La escuela repetirá el formato el próximo trimestre. Las grabaciones y los materiales de la sesión de ${f.subject.es} están disponibles para el alumnado en el campus virtual.`, `The school will repeat the format next term. Recordings and materials from the ${f.subject.en} session are available to students on the virtual campus.`)),
      p('r-close-2', (f) => b(`Quien no pudo asistir tendrá otra oportunidad en la próxima jornada de puertas abiertas, donde habrá una demostración de ${f.tool} para quienes se interesan por ${f.subject.es}.`, `Anyone who missed it will have another chance at the next open day, with ${withArticle(f.tool)} demonstration for those interested in ${f.subject.en}.`)),
    ],
  ],
};

function lower(s: string): string {
  // Lower-case the first letter of a sentence used mid-sentence, unless it starts a proper name or an acronym.
  return /^(?:[A-ZÁÉÍÓÚÑ]{2}|Unity|Unreal|Godot|Blender|Maya|Houdini|Python|Docker|OpenCV|Spain|European|De Morgan)/.test(s) ? s : s.charAt(0).toLowerCase() + s.slice(1);
}

/** Months by number (January is 0), as an article says when something happened. */
export const MONTHS: Bi[] = [
  b('en enero', 'in January'), b('en febrero', 'in February'), b('en marzo', 'in March'), b('en abril', 'in April'), b('en mayo', 'in May'), b('en junio', 'in June'),
  b('en julio', 'in July'), b('en agosto', 'in August'), b('en septiembre', 'in September'), b('en octubre', 'in October'), b('en noviembre', 'in November'), b('en diciembre', 'in December'),
];
