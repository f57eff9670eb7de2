import type { Bi, TopicKey } from './types.js';
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

export interface Project { name: string; what: Bi }
export interface Field {
  /** The spec topic this field's guides, opinions and projects are filed under (news, interviews and reports go under the school's news topics). */
  topic: TopicKey;
  subjects: Bi[];
  /**
   * Software a teacher of the field names, by its own name: the same words in both languages
   * (a common noun here — "una cortadora láser" — went into English pages untranslated).
   */
  tools: string[];
  projects: Project[];
  jobs: Gendered[];
  /** One concrete sentence each, true of this field only. */
  facts: Bi[];
}

const b = (es: string, en: string): Bi => ({ es, en });
const g = (m: string, f: string, en: string): Gendered => ({ m, f, en });
const pr = (name: string, es: string, en: string): Project => ({ name, what: b(es, en) });

export const fields: Field[] = [
  {
    topic: 'animation',
    subjects: [b('animación 3D', '3D animation'), b('animación de personajes', 'character animation'), b('rigging', 'rigging'), b('efectos visuales', 'visual effects'), b('stop motion', 'stop motion'), b('storyboard', 'storyboarding')],
    tools: ['Blender', 'Maya', 'Houdini', 'Toon Boom Harmony', 'DaVinci Resolve'],
    projects: [pr('La última estación', 'un cortometraje 3D sobre el último tren de la noche', 'a 3D short about the last train of the night'), pr('Mercería Paz', 'un corto en stop motion rodado en una tienda de barrio', 'a stop-motion short shot in a neighbourhood shop'), pr('Faro', 'una pieza de animación sobre un farero y su gato', 'an animated piece about a lighthouse keeper and his cat'), pr('Papel mojado', 'un corto que mezcla animación 2D y 3D bajo la lluvia', 'a short mixing 2D and 3D animation in the rain'), pr('Rig Abierto', 'un rig de personaje gratuito para estudiantes de animación', 'a free character rig for animation students')],
    jobs: [g('animador de personajes en un estudio de Valencia', 'animadora de personajes en un estudio de Valencia', 'character animator at a Valencia studio'), g('rigger en una serie infantil internacional', 'rigger en una serie infantil internacional', 'rigger on an international children’s series'), g('artista de efectos visuales en publicidad', 'artista de efectos visuales en publicidad', 'visual effects artist in advertising')],
    facts: [
      b('Un segundo de animación a 24 fotogramas exige decidir 24 poses, aunque el ordenador interpole las intermedias.', 'One second of animation at 24 frames means deciding 24 poses, even if the computer fills in the in-betweens.'),
      b('Los estudios de Madrid, Barcelona y Valencia producen hoy series para plataformas de todo el mundo.', 'Studios in Madrid, Barcelona and Valencia now make series for platforms all over the world.'),
      b('Un buen rig permite al animador mover una mano con dos controles en lugar de con veinte huesos.', 'A good rig lets an animator move a hand with two controls instead of twenty bones.'),
      b('El animatic, el storyboard montado con sonido, decide el ritmo de una pieza antes de modelar nada.', 'The animatic, the storyboard cut to sound, settles a piece’s timing before anything is modelled.'),
      b('En stop motion, un minuto de película puede llevar una semana entera de rodaje.', 'In stop motion, one minute of film can take a whole week of shooting.'),
      b('Los efectos de agua, humo y fuego se simulan con partículas y se ajustan a mano plano a plano.', 'Water, smoke and fire effects are simulated with particles and adjusted by hand shot by shot.'),
    ],
  },
  {
    topic: 'video-games',
    subjects: [b('diseño de videojuegos', 'game design'), b('programación de videojuegos', 'game programming'), b('arte para videojuegos', 'game art'), b('diseño de niveles', 'level design'), b('videojuegos independientes', 'indie games'), b('testing de videojuegos', 'game testing')],
    tools: ['Unity', 'Unreal Engine', 'Godot', 'Aseprite', 'Git'],
    projects: [pr('Eco de Papel', 'un juego de plataformas sobre el reciclaje', 'a platform game about recycling'), pr('Turno de Noche', 'un juego de gestión ambientado en un hospital', 'a management game set in a hospital'), pr('Raíces', 'un juego cooperativo para jugar en familia', 'a cooperative game for families'), pr('Simulador de incendios', 'un entorno interactivo para formar a equipos de emergencia', 'an interactive environment for training emergency teams'), pr('Cuarenta Ocho', 'el juego ganador de la última game jam de la escuela', 'the winning game of the school’s last game jam')],
    jobs: [g('diseñador de niveles en un estudio independiente', 'diseñadora de niveles en un estudio independiente', 'level designer at an indie studio'), g('programador de jugabilidad', 'programadora de jugabilidad', 'gameplay programmer'), g('productor en un estudio de videojuegos de Madrid', 'productora en un estudio de videojuegos de Madrid', 'producer at a Madrid games studio')],
    facts: [
      b('En España la industria del videojuego factura más que el cine y la música grabada juntos.', 'In Spain the games industry earns more than cinema and recorded music combined.'),
      b('Una prueba de juego con cinco personas desconocidas descubre más fallos de diseño que una semana de revisiones internas.', 'A playtest with five strangers finds more design flaws than a week of internal reviews.'),
      b('Unity, Unreal Engine y Godot ofrecen licencias gratuitas para aprender y para publicar proyectos pequeños.', 'Unity, Unreal Engine and Godot offer free licences for learning and for releasing small projects.'),
      b('Sin control de versiones, un equipo de cuatro personas pierde trabajo en la primera semana de un proyecto.', 'Without version control, a team of four loses work in the first week of a project.'),
      b('Muchos estudios independientes españoles nacieron como proyectos de fin de ciclo.', 'Many Spanish indie studios started as final-year student projects.'),
      b('El primer nivel de un juego enseña las reglas sin un solo texto de instrucciones.', 'A game’s first level teaches the rules without a single line of instructions.'),
    ],
  },
  {
    topic: 'ai',
    subjects: [b('inteligencia artificial', 'artificial intelligence'), b('aprendizaje automático', 'machine learning'), b('IA generativa', 'generative AI'), b('visión por computador', 'computer vision'), b('procesamiento del lenguaje natural', 'natural language processing'), b('ética de la IA', 'AI ethics')],
    tools: ['Python', 'scikit-learn', 'PyTorch', 'Jupyter', 'OpenCV'],
    projects: [pr('Lectura Fácil', 'un asistente que adapta textos administrativos a lectura fácil', 'an assistant that rewrites official texts in easy-to-read language'), pr('Ojo Verde', 'un modelo que reconoce envases para un robot clasificador', 'a model that recognises packaging for a sorting robot'), pr('Aula Atenta', 'un detector de ruido para aulas que avisa antes de que moleste', 'a classroom noise monitor that warns before it becomes a problem'), pr('Chatbot de admisión', 'un asistente que responde dudas de admisión con fuentes citadas', 'an assistant that answers admissions questions and cites its sources'), pr('Sesgómetro', 'una herramienta que mide sesgos de género en anuncios de empleo', 'a tool that measures gender bias in job adverts')],
    jobs: [g('ingeniero de aprendizaje automático en una empresa de salud', 'ingeniera de aprendizaje automático en una empresa de salud', 'machine learning engineer at a health company'), g('investigador en procesamiento del lenguaje', 'investigadora en procesamiento del lenguaje', 'natural language processing researcher'), g('responsable de datos en una startup de movilidad', 'responsable de datos en una startup de movilidad', 'head of data at a mobility start-up')],
    facts: [
      b('El Reglamento europeo de inteligencia artificial exige supervisión humana en los usos de alto riesgo, como la selección de personal.', 'The European AI Act requires human oversight in high-risk uses such as recruitment.'),
      b('La mayor parte del trabajo en un proyecto de aprendizaje automático está en limpiar y etiquetar los datos, no en entrenar el modelo.', 'Most of the work in a machine learning project lies in cleaning and labelling data, not in training the model.'),
      b('Un modelo que acierta el 95 % de las veces puede ser inútil si el caso que importa aparece en el 2 % de los datos.', 'A model that is right 95% of the time can be useless if the case that matters appears in 2% of the data.'),
      b('Los modelos de lenguaje inventan referencias con total seguridad, así que cualquier cita que den debe comprobarse.', 'Language models invent references with complete confidence, so any citation they give must be checked.'),
      b('Con una cámara barata y OpenCV se puede contar cuántas personas cruzan una puerta sin guardar sus caras.', 'With a cheap camera and OpenCV you can count people walking through a door without storing their faces.'),
      b('Separar los datos de prueba antes de empezar es la regla más sencilla y la que más se incumple.', 'Setting aside test data before starting is the simplest rule and the one most often broken.'),
    ],
  },
  {
    topic: 'data-science',
    subjects: [b('ciencia de datos', 'data science'), b('análisis de datos', 'data analysis'), b('visualización de datos', 'data visualisation'), b('bases de datos', 'databases'), b('estadística aplicada', 'applied statistics'), b('ingeniería de datos', 'data engineering')],
    tools: ['SQL', 'PostgreSQL', 'pandas', 'R', 'Apache Superset'],
    projects: [pr('Aire Claro', 'un panel con los datos abiertos de calidad del aire de Madrid', 'a dashboard of Madrid’s open air quality data'), pr('Banco de Horas', 'una base de datos para organizar turnos en un banco de alimentos', 'a database for organising shifts at a food bank'), pr('Mapa del Ruido', 'un mapa del ruido nocturno del barrio con sensores de estudiantes', 'a map of night-time noise in the neighbourhood from student sensors'), pr('Biblioteca en Cifras', 'un análisis de préstamos de las bibliotecas municipales', 'an analysis of loans at the city’s public libraries'), pr('Ruta Escolar', 'un estudio de los trayectos a pie hasta los colegios del distrito', 'a study of walking routes to the district’s schools')],
    jobs: [g('analista de datos en una cadena de supermercados', 'analista de datos en una cadena de supermercados', 'data analyst at a supermarket chain'), g('ingeniero de datos en una empresa de energía', 'ingeniera de datos en una empresa de energía', 'data engineer at an energy company'), g('administrador de bases de datos en una aseguradora', 'administradora de bases de datos en una aseguradora', 'database administrator at an insurer')],
    facts: [
      b('SQL tiene cincuenta años y sigue siendo el idioma común de casi todos los equipos de datos.', 'SQL is fifty years old and is still the common language of almost every data team.'),
      b('Un gráfico cuyo título dice la conclusión se entiende en la mitad de tiempo que uno titulado solo con el nombre de la variable.', 'A chart whose title states the conclusion is understood in half the time of one titled with the variable name.'),
      b('Los portales de datos abiertos de los ayuntamientos publican tráfico, calidad del aire y presupuestos en formatos reutilizables.', 'City open data portals publish traffic, air quality and budgets in reusable formats.'),
      b('Una media sin su dispersión esconde casi siempre la parte interesante de los datos.', 'An average without its spread almost always hides the interesting part of the data.'),
      b('Un índice bien elegido puede convertir una consulta de minutos en una de milisegundos.', 'A well-chosen index can turn a query that takes minutes into one that takes milliseconds.'),
      b('Documentar de dónde sale cada columna ahorra semanas cuando otra persona hereda el análisis.', 'Documenting where each column comes from saves weeks when someone else inherits the analysis.'),
    ],
  },
  {
    topic: 'full-stack',
    subjects: [b('desarrollo web', 'web development'), b('desarrollo full stack', 'full-stack development'), b('accesibilidad web', 'web accessibility'), b('desarrollo de aplicaciones móviles', 'mobile app development'), b('APIs y servicios web', 'APIs and web services'), b('despliegue en la nube', 'cloud deployment')],
    tools: ['JavaScript', 'TypeScript', 'Node.js', 'Kotlin', 'Docker'],
    projects: [pr('Vecinos Conectados', 'una web accesible para asociaciones de vecinos', 'an accessible website for residents’ associations'), pr('Ruta Verde', 'una app que calcula rutas seguras en bicicleta por Madrid', 'an app that plans safe cycling routes around Madrid'), pr('Librería Abierta', 'la tienda en línea de una librería de barrio', 'the online shop of a neighbourhood bookshop'), pr('Calendario Común', 'una app que sincroniza los calendarios de familias y colegios', 'an app that syncs family and school calendars'), pr('Turnos Solidarios', 'una aplicación web para organizar voluntariado', 'a web app for organising volunteers')],
    jobs: [g('desarrollador full stack en una fintech', 'desarrolladora full stack en una fintech', 'full-stack developer at a fintech'), g('desarrollador de aplicaciones móviles', 'desarrolladora de aplicaciones móviles', 'mobile app developer'), g('especialista en accesibilidad web', 'especialista en accesibilidad web', 'web accessibility specialist')],
    facts: [
      b('Desde 2025 la ley europea de accesibilidad obliga también a muchas tiendas en línea privadas, no solo a las webs públicas.', 'Since 2025 the European Accessibility Act also covers many private online shops, not just public websites.'),
      b('Una página que pesa menos de un megabyte carga en un móvil con mala cobertura; una de diez, no.', 'A page under one megabyte loads on a phone with poor coverage; a ten-megabyte one does not.'),
      b('Las pruebas automáticas parecen lentas la primera semana y ahorran meses el primer año.', 'Automated tests look slow in the first week and save months in the first year.'),
      b('Un formulario bien etiquetado funciona con teclado, con lector de pantalla y con el autocompletado del navegador.', 'A properly labelled form works with a keyboard, a screen reader and the browser’s autofill.'),
      b('Un contenedor de Docker permite que el proyecto arranque igual en el portátil de clase y en el servidor.', 'A Docker container lets a project start the same way on a classroom laptop and on the server.'),
      b('Una API bien documentada la pueden usar otros equipos sin una sola reunión.', 'A well-documented API can be used by other teams without a single meeting.'),
    ],
  },
  {
    topic: 'fashion',
    subjects: [b('diseño de moda', 'fashion design'), b('patronaje', 'pattern making'), b('moda sostenible', 'sustainable fashion'), b('ilustración de moda', 'fashion illustration'), b('comunicación de moda', 'fashion communication'), b('estilismo', 'styling')],
    tools: ['CLO 3D', 'Adobe Illustrator', 'Gerber AccuMark', 'Procreate', 'Optitex'],
    projects: [pr('Retales', 'una colección cápsula hecha con tejidos recuperados', 'a capsule collection made from reclaimed fabrics'), pr('Uniforme Abierto', 'uniformes de trabajo adaptables para una residencia de mayores', 'adaptable work uniforms for a care home'), pr('Lana de Aquí', 'una colección de punto con lana de ganaderías de la sierra', 'a knitwear collection using wool from mountain farms'), pr('Arreglo', 'un servicio de reparación de prendas montado por estudiantes', 'a clothing repair service set up by students'), pr('Catálogo Castizo', 'una sesión editorial con prendas de segunda mano', 'an editorial shoot with second-hand garments')],
    jobs: [g('diseñador en una marca de moda sostenible', 'diseñadora en una marca de moda sostenible', 'designer at a sustainable fashion brand'), g('patronista en un taller de sastrería', 'patronista en un taller de sastrería', 'pattern cutter at a tailoring workshop'), g('estilista de revistas de moda', 'estilista de revistas de moda', 'fashion magazine stylist')],
    facts: [
      b('La industria textil es una de las más contaminantes del mundo, y el diseño decide buena parte de ese impacto.', 'The textile industry is one of the most polluting in the world, and design decides much of that impact.'),
      b('Un patrón bien escalado permite fabricar la misma prenda en ocho tallas sin volver a dibujarla.', 'A well-graded pattern lets the same garment be made in eight sizes without redrawing it.'),
      b('El software de simulación 3D deja ver la caída de un tejido antes de cortar un solo metro.', '3D simulation software shows how a fabric drapes before a single metre is cut.'),
      b('Desde 2025 los ayuntamientos españoles deben recoger por separado los residuos textiles.', 'Since 2025 Spanish councils must collect textile waste separately.'),
      b('Una prenda que se puede reparar vive de media el doble que una que no.', 'A garment that can be repaired lasts on average twice as long as one that cannot.'),
      b('El figurín comunica una idea; la ficha técnica permite que un taller la fabrique.', 'A fashion sketch communicates an idea; the technical sheet lets a workshop make it.'),
    ],
  },
  {
    topic: 'interior-design',
    subjects: [b('diseño de interiores', 'interior design'), b('iluminación de espacios', 'lighting design'), b('diseño de espacios comerciales', 'retail space design'), b('interiorismo sostenible', 'sustainable interiors'), b('modelado 3D de espacios', '3D modelling of spaces'), b('diseño de mobiliario', 'furniture design')],
    tools: ['AutoCAD', 'SketchUp', 'Revit', 'Twinmotion', 'DIALux'],
    projects: [pr('Biblioteca Viva', 'el rediseño de la sala de estudio de una biblioteca de barrio', 'the redesign of a neighbourhood library’s study room'), pr('Treinta Metros', 'una vivienda de treinta metros cuadrados para dos personas', 'a thirty-square-metre home for two people'), pr('Escaparate Vivo', 'un escaparate que cambia con la luz del día', 'a shop window that changes with the daylight'), pr('Patio de Luz', 'la reforma del patio de un colegio público', 'the makeover of a state school playground'), pr('Café Andén', 'el interior de una cafetería en una antigua estación', 'the interior of a café in a former station')],
    jobs: [g('interiorista en un estudio de arquitectura', 'interiorista en un estudio de arquitectura', 'interior designer at an architecture practice'), g('diseñador de iluminación', 'diseñadora de iluminación', 'lighting designer'), g('proyectista de espacios comerciales', 'proyectista de espacios comerciales', 'retail space designer')],
    facts: [
      b('Una misma habitación parece más grande con luz indirecta en el techo que con un único punto de luz central.', 'The same room looks bigger with indirect ceiling light than with a single central light.'),
      b('El Código Técnico de la Edificación fija anchos mínimos de paso que un buen proyecto respeta desde el primer boceto.', 'Spain’s building code sets minimum passage widths that a good project respects from the first sketch.'),
      b('Un recorrido virtual ahorra cambios de obra porque el cliente descubre los problemas antes de construir.', 'A virtual walkthrough saves on-site changes because clients spot problems before anything is built.'),
      b('Los materiales de origen cercano reducen la huella de una reforma tanto como elegir bien el aislamiento.', 'Locally sourced materials cut a refurbishment’s footprint as much as choosing the right insulation.'),
      b('En una tienda, los primeros tres metros tras la puerta deciden si el cliente entra o se da la vuelta.', 'In a shop, the first three metres past the door decide whether customers come in or turn back.'),
      b('Un mueble que cambia de uso a lo largo del día vale por dos en una vivienda pequeña.', 'A piece of furniture that changes use during the day counts double in a small home.'),
    ],
  },
  {
    topic: 'graphic-design',
    subjects: [b('diseño gráfico', 'graphic design'), b('identidad visual', 'visual identity'), b('tipografía', 'typography'), b('diseño editorial', 'editorial design'), b('motion graphics', 'motion graphics'), b('diseño de interfaces', 'interface design')],
    tools: ['Adobe InDesign', 'Figma', 'Glyphs', 'After Effects', 'Affinity Designer'],
    projects: [pr('Castiza', 'una familia tipográfica inspirada en los rótulos de Madrid', 'a typeface inspired by Madrid’s shop signs'), pr('Sonidos del Sur', 'la identidad visual de un festival de música local', 'the visual identity of a local music festival'), pr('Oficios', 'una serie de ilustraciones sobre oficios tradicionales', 'an illustration series about traditional trades'), pr('Revista Andamio', 'una revista universitaria impresa en risografía', 'a student magazine printed by risograph'), pr('Señales Claras', 'la señalética accesible de un centro de salud', 'accessible wayfinding for a health centre')],
    jobs: [g('director de arte en una agencia de publicidad', 'directora de arte en una agencia de publicidad', 'art director at an advertising agency'), g('diseñador tipográfico', 'diseñadora tipográfica', 'type designer'), g('diseñador editorial en una editorial independiente', 'diseñadora editorial en una editorial independiente', 'editorial designer at an independent publisher')],
    facts: [
      b('Las pautas de accesibilidad piden un contraste de al menos 4,5 a 1 entre el texto normal y su fondo.', 'Accessibility guidelines ask for a contrast of at least 4.5 to 1 between body text and its background.'),
      b('Una identidad visual se juzga en el tamaño más pequeño en que aparecerá: el icono de una aplicación.', 'A visual identity is judged at the smallest size it will appear: an app icon.'),
      b('Diseñar una familia tipográfica completa, con cursivas y acentos, lleva meses de trabajo.', 'Designing a complete typeface family, with italics and accents, takes months of work.'),
      b('La retícula es la herramienta que permite maquetar cien páginas con coherencia.', 'The grid is the tool that makes it possible to lay out a hundred pages consistently.'),
      b('La risografía imprime tinta de soja capa a capa y sigue viva en las editoriales pequeñas.', 'Risograph printing lays soy ink layer by layer and is still alive at small publishers.'),
      b('Un manual de marca sirve para que otras personas apliquen la identidad sin el diseñador al lado.', 'A brand manual lets other people apply an identity without the designer beside them.'),
    ],
  },
  {
    topic: 'product-design',
    subjects: [b('diseño de producto', 'product design'), b('prototipado rápido', 'rapid prototyping'), b('diseño centrado en las personas', 'human-centred design'), b('impresión 3D', '3D printing'), b('ecodiseño', 'ecodesign'), b('experiencia de usuario', 'user experience')],
    tools: ['Fusion 360', 'Rhino', 'SolidWorks', 'Onshape', 'KeyShot'],
    projects: [pr('Mesa Plegable Urbana', 'una mesa para pisos pequeños que se guarda en la pared', 'a table for small flats that folds into the wall'), pr('Lámpara Nudo', 'una lámpara modular que se monta sin herramientas', 'a modular lamp that assembles without tools'), pr('Agarre', 'unos cubiertos adaptados para personas con artrosis', 'cutlery adapted for people with arthritis'), pr('Macetero Riego', 'un macetero que avisa cuando la planta necesita agua', 'a planter that signals when the plant needs water'), pr('Caja Repara', 'un kit para reparar pequeños electrodomésticos en casa', 'a kit for repairing small appliances at home')],
    jobs: [g('diseñador de producto en una empresa de movilidad', 'diseñadora de producto en una empresa de movilidad', 'product designer at a mobility company'), g('ingeniero de prototipos', 'ingeniera de prototipos', 'prototyping engineer'), g('diseñador de mobiliario', 'diseñadora de mobiliario', 'furniture designer')],
    facts: [
      b('Un prototipo de cartón hecho en una tarde responde preguntas que un render nunca responde.', 'A cardboard prototype made in an afternoon answers questions a render never will.'),
      b('La nueva normativa europea de ecodiseño exige que muchos productos se puedan reparar y desmontar.', 'New European ecodesign rules require many products to be repairable and easy to take apart.'),
      b('Observar a alguien usar un objeto parecido revela necesidades que nadie escribe en un encargo.', 'Watching someone use a similar object reveals needs nobody writes into a brief.'),
      b('Una pieza impresa en 3D tarda horas; un molde de inyección la fabrica en segundos, pero cuesta miles de euros.', 'A 3D-printed part takes hours; an injection mould makes it in seconds but costs thousands of euros.'),
      b('Un producto que usa tornillos en lugar de pegamento se repara con un destornillador.', 'A product held together with screws instead of glue can be repaired with a screwdriver.'),
      b('Cada iteración con usuarios reales suele eliminar una función que parecía imprescindible.', 'Each round with real users usually removes a feature that seemed essential.'),
    ],
  },
  {
    topic: 'robotics',
    subjects: [b('robótica', 'robotics'), b('robótica educativa', 'educational robotics'), b('sistemas embebidos', 'embedded systems'), b('internet de las cosas', 'the Internet of Things'), b('automatización industrial', 'industrial automation'), b('drones', 'drones')],
    tools: ['Arduino', 'Raspberry Pi', 'ROS 2', 'MicroPython', 'ESP32'],
    projects: [pr('Brazo Separa', 'un brazo robótico que separa envases con visión por computador', 'a robotic arm that sorts packaging with computer vision'), pr('Huerto Conectado', 'un sistema de riego con sensores para el huerto del campus', 'a sensor-driven irrigation system for the campus garden'), pr('Rastreador', 'un robot seguidor de línea para la liga nacional', 'a line-following robot for the national league'), pr('Escaparate Sensible', 'un escaparate que reacciona a los peatones con sensores', 'a shop window that reacts to passers-by with sensors'), pr('Dron Censo', 'un dron que cuenta nidos en los tejados del barrio', 'a drone that counts nests on the neighbourhood’s rooftops')],
    jobs: [g('ingeniero de automatización en una fábrica de componentes', 'ingeniera de automatización en una fábrica de componentes', 'automation engineer at a components factory'), g('desarrollador de sistemas embebidos', 'desarrolladora de sistemas embebidos', 'embedded systems developer'), g('técnico de mantenimiento de robots industriales', 'técnica de mantenimiento de robots industriales', 'industrial robot maintenance technician')],
    facts: [
      b('Una placa de menos de diez euros, dos motores y un sensor de distancia bastan para un primer robot.', 'A board costing under ten euros, two motors and a distance sensor are enough for a first robot.'),
      b('Los sensores mienten un poco siempre, así que un robot fiable filtra sus lecturas antes de decidir.', 'Sensors always lie a little, so a reliable robot filters its readings before deciding.'),
      b('ROS 2 es el sistema que usan muchos laboratorios y empresas para coordinar las piezas de un robot.', 'ROS 2 is the framework many labs and companies use to coordinate a robot’s parts.'),
      b('Volar un dron de más de 250 gramos en España exige registrarse como operador y aprobar un examen en línea.', 'Flying a drone over 250 grams in Spain requires registering as an operator and passing an online exam.'),
      b('En una línea de montaje, un robot colaborativo trabaja junto a las personas sin jaula de seguridad.', 'On an assembly line, a collaborative robot works next to people without a safety cage.'),
      b('Un dispositivo conectado que nunca se actualiza se convierte en la puerta de entrada de un ataque.', 'A connected device that is never updated becomes the way in for an attack.'),
    ],
  },
  {
    topic: 'mathematics',
    subjects: [b('matemáticas para programadores', 'mathematics for programmers'), b('álgebra lineal', 'linear algebra'), b('probabilidad', 'probability'), b('lógica', 'logic'), b('geometría para gráficos 3D', 'geometry for 3D graphics'), b('pensamiento computacional', 'computational thinking')],
    tools: ['GeoGebra', 'Python', 'LibreOffice Calc', 'Desmos', 'Jupyter'],
    projects: [pr('Fracciones al Vuelo', 'un juego móvil para practicar fracciones en primaria', 'a mobile game for practising fractions in primary school'), pr('Cámara Virtual', 'un visor 3D programado desde cero con matrices', 'a 3D viewer programmed from scratch with matrices'), pr('Cola Justa', 'una simulación de colas para la cafetería del campus', 'a queue simulation for the campus café'), pr('Dados Cargados', 'un taller que enseña probabilidad con juegos de mesa', 'a workshop teaching probability with board games'), pr('Teselas', 'un generador de mosaicos geométricos para diseño textil', 'a geometric tiling generator for textile design')],
    jobs: [g('analista cuantitativo en una aseguradora', 'analista cuantitativa en una aseguradora', 'quantitative analyst at an insurer'), g('programador de motores gráficos', 'programadora de motores gráficos', 'graphics engine programmer'), g('divulgador matemático', 'divulgadora matemática', 'mathematics communicator')],
    facts: [
      b('Girar un objeto en pantalla es multiplicar sus vértices por una matriz, millones de veces por segundo.', 'Rotating an object on screen means multiplying its vertices by a matrix, millions of times per second.'),
      b('En un grupo de 23 personas hay más de un 50 % de probabilidad de que dos cumplan años el mismo día.', 'In a group of 23 people there is more than a 50% chance that two share a birthday.'),
      b('Las leyes de De Morgan simplifican condiciones de programa que de otro modo nadie entendería.', 'De Morgan’s laws simplify program conditions that nobody would otherwise understand.'),
      b('Los números de coma flotante no suman exactamente 0,1 más 0,2, y eso explica muchos errores de redondeo.', 'Floating-point numbers do not add 0.1 and 0.2 exactly, which explains many rounding bugs.'),
      b('Un sistema de recomendación no es más que geometría: mide distancias entre gustos.', 'A recommendation system is just geometry: it measures distances between tastes.'),
      b('Resolver un problema en papel antes de programarlo suele ahorrar la mitad del tiempo de depuración.', 'Solving a problem on paper before coding it usually saves half the debugging time.'),
    ],
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
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const p = (id: string, make: (f: Fill) => Bi): Pattern => ({ id, make });

/** Title patterns per form (spec 2 articles: not one template per topic). */
export const titlePatterns: Record<Form, Pattern[]> = {
  news: [
    p('news-lab', (f) => b(`Nuevo espacio de ${f.subject.es} en el campus, equipado con ${f.tool}`, `A new ${f.subject.en} space on campus, equipped with ${f.tool}`)),
    p('news-present', (f) => b(`Estudiantes de EDTE presentan «${f.project.name}» ante empresas del sector`, `EDTE students present "${f.project.name}" to industry`)),
    p('news-figure', (f) => b(`${f.figure} estudiantes harán este curso prácticas de ${f.subject.es}`, `${f.figure} students will do ${f.subject.en} placements this year`)),
    p('news-award', (f) => b(`«${f.project.name}», finalista en un certamen nacional de ${f.subject.es}`, `"${f.project.name}" reaches a national ${f.subject.en} final`)),
    p('news-course', (f) => b(`La escuela abre un curso de verano de ${f.subject.es}`, `The school opens a summer course in ${f.subject.en}`)),
    p('news-tool', (f) => b(`${f.tool} entra en las clases de ${f.subject.es}`, `${f.tool} comes to ${f.subject.en} classes`)),
    p('news-mentors', (f) => b(`Antiguos alumnos de ${f.subject.es} vuelven como mentores`, `${cap(f.subject.en)} alumni return as mentors`)),
    p('news-scholarship', (f) => b(`Nuevas becas para estudiar ${f.subject.es} en EDTE`, `New scholarships to study ${f.subject.en} at EDTE`)),
    p('news-fair', (f) => b(`${f.figure} empresas buscan perfiles de ${f.subject.es} en el foro de empleo`, `${f.figure} companies look for ${f.subject.en} profiles at the careers fair`)),
  ],
  guide: [
    p('guide-start', (f) => b(`Guía para empezar en ${f.subject.es}`, `A beginner’s guide to ${f.subject.en}`)),
    p('guide-tool', (f) => b(`Primeros pasos con ${f.tool} para ${f.subject.es}`, `First steps with ${f.tool} for ${f.subject.en}`)),
    p('guide-versus', (f) => b(`${cap(f.tool)} o ${f.tool2}: cómo elegir para ${f.subject.es}`, `${cap(f.tool)} or ${f.tool2}: how to choose for ${f.subject.en}`)),
    p('guide-mistakes', (f) => b(`Errores de principiante en ${f.subject.es} y cómo evitarlos`, `Beginner mistakes in ${f.subject.en} and how to avoid them`)),
    p('guide-portfolio', (f) => b(`Qué portfolio de ${f.subject.es} piden las empresas`, `The ${f.subject.en} portfolio employers ask for`)),
    p('guide-weeks', (f) => b(`Un proyecto de ${f.subject.es} en cuatro semanas, paso a paso`, `A ${f.subject.en} project in four weeks, step by step`)),
    p('guide-team', (f) => b(`Cómo repartir el trabajo en un equipo de ${f.subject.es}`, `How to split the work in a ${f.subject.en} team`)),
    p('guide-glossary', (f) => b(`Diez palabras que oirás el primer día de ${f.subject.es}`, `Ten words you will hear on your first day of ${f.subject.en}`)),
    p('guide-checklist', (f) => b(`Lista de comprobación antes de entregar un trabajo de ${f.subject.es}`, `A checklist before handing in ${f.subject.en} work`)),
  ],
  interview: [
    p('interview-with', (f) => b(`Entrevista a ${f.voice.name}, ${job(f)}`, `Interview with ${f.voice.name}, ${f.voice.job.en}`)),
    p('interview-day', (f) => b(`Un día de trabajo con ${f.voice.name}, ${job(f)}`, `A working day with ${f.voice.name}, ${f.voice.job.en}`)),
    p('interview-how', (f) => b(`${f.voice.name} cuenta cómo llegó a ${f.subject.es}`, `${f.voice.name} on how they got into ${f.subject.en}`)),
    p('interview-quote-tool', (f) => b(`${f.voice.name}: «${cap(f.tool)} se aprende; el criterio, no tanto»`, `${f.voice.name}: "You can learn ${f.tool}; judgement is harder"`)),
    p('interview-questions', (f) => b(`Cinco preguntas a ${f.voice.name} sobre ${f.subject.es}`, `Five questions for ${f.voice.name} about ${f.subject.en}`)),
    p('interview-alumni', (f) => b(`De las aulas de EDTE a ${job(f)}: hablamos con ${f.voice.name}`, `From EDTE’s classrooms to ${f.voice.job.en}: we talk to ${f.voice.name}`)),
    p('interview-advice', (f) => b(`Los consejos de ${f.voice.name} para quien empieza en ${f.subject.es}`, `${f.voice.name}’s advice for anyone starting out in ${f.subject.en}`)),
    p('interview-conversation', (f) => b(`Conversación con ${f.voice.name}: ${f.subject.es} fuera del aula`, `In conversation with ${f.voice.name}: ${f.subject.en} beyond the classroom`)),
  ],
  opinion: [
    p('opinion-tools', (f) => b(`Opinión: en ${f.subject.es}, la herramienta es lo de menos`, `Opinion: in ${f.subject.en}, the tool matters least`)),
    p('opinion-slow', (f) => b(`Elogio de los proyectos lentos en ${f.subject.es}`, `In praise of slow projects in ${f.subject.en}`)),
    p('opinion-tool', (f) => b(`${cap(f.tool)} no te hará mejor en ${f.subject.es}`, `${cap(f.tool)} will not make you better at ${f.subject.en}`)),
    p('opinion-real', (f) => b(`Por qué enseñamos ${f.subject.es} con encargos reales`, `Why we teach ${f.subject.en} with real briefs`)),
    p('opinion-access', (f) => b(`La accesibilidad también es cosa de ${f.subject.es}`, `Accessibility is a ${f.subject.en} matter too`)),
    p('opinion-decade', (f) => b(`Diez años enseñando ${f.subject.es}: lo que ha cambiado y lo que no`, `Ten years of teaching ${f.subject.en}: what has changed and what has not`)),
    p('opinion-error', (f) => b(`Equivocarse en clase de ${f.subject.es} es parte del temario`, `Getting it wrong in ${f.subject.en} class is part of the syllabus`)),
    p('opinion-hype', (f) => b(`Menos tendencias y más fundamentos en ${f.subject.es}`, `Fewer trends and more fundamentals in ${f.subject.en}`)),
  ],
  project: [
    p('project-named', (f) => b(`«${f.project.name}», ${f.project.what.es}`, `"${f.project.name}", ${f.project.what.en}`)),
    p('project-making', (f) => b(`Así se hizo «${f.project.name}»`, `The making of "${f.project.name}"`)),
    p('project-team', (f) => b(`El equipo detrás de «${f.project.name}»`, `The team behind "${f.project.name}"`)),
    p('project-idea', (f) => b(`De la idea al prototipo: «${f.project.name}»`, `From idea to prototype: "${f.project.name}"`)),
    p('project-learnt', (f) => b(`Lo que aprendimos construyendo «${f.project.name}»`, `What we learnt building "${f.project.name}"`)),
    p('project-users', (f) => b(`«${f.project.name}» sale del aula y llega a sus primeros usuarios`, `"${f.project.name}" leaves the classroom and reaches its first users`)),
    p('project-subject', (f) => b(`${cap(f.subject.es)} en la práctica: el proyecto «${f.project.name}»`, `${cap(f.subject.en)} in practice: the "${f.project.name}" project`)),
    p('project-tool', (f) => b(`«${f.project.name}», hecho con ${f.tool} en segundo curso`, `"${f.project.name}", made with ${f.tool} in the second year`)),
  ],
  'event-report': [
    p('report-workshop', (f) => b(`Crónica del taller de ${f.subject.es} con ${f.tool}`, `Report: the ${f.subject.en} workshop with ${f.tool}`)),
    p('report-day', (f) => b(`Así fue la jornada de ${f.subject.es} en el campus`, `How the ${f.subject.en} day on campus went`)),
    p('report-figure', (f) => b(`${f.figure} personas en la charla sobre ${f.subject.es}`, `${f.figure} people at the talk on ${f.subject.en}`)),
    p('report-meetup', (f) => b(`Lo que dejó el encuentro de profesionales de ${f.subject.es}`, `What the ${f.subject.en} professionals’ meetup left us`)),
    p('report-masterclass', (f) => b(`${f.voice.name} imparte una clase magistral de ${f.subject.es}`, `${f.voice.name} gives a masterclass on ${f.subject.en}`)),
    p('report-families', (f) => b(`Un sábado de ${f.subject.es} con familias y estudiantes`, `A Saturday of ${f.subject.en} with families and students`)),
    p('report-hackathon', (f) => b(`48 horas de ${f.subject.es}: resumen del reto de la escuela`, `48 hours of ${f.subject.en}: the school challenge in review`)),
    p('report-openday', (f) => b(`Puertas abiertas: la sesión de ${f.subject.es}, ${f.month.es}`, `Open day: the ${f.subject.en} session, ${f.month.en}`)),
  ],
};

/** Standfirsts (and meta descriptions), per form. */
export const standfirsts: Record<Form, Pattern[]> = {
  news: [
    p('s-news-1', (f) => b(`La novedad afecta a ${f.figure} estudiantes y llega acompañada de un cambio en cómo se enseña ${f.subject.es}.`, `The news affects ${f.figure} students and comes with a change in how ${f.subject.en} is taught.`)),
    p('s-news-2', (f) => b(`Qué cambia ${f.month.es} para quienes estudian ${f.subject.es} en EDTE, con ${f.tool} como protagonista.`, `What changes ${f.month.en} for those studying ${f.subject.en} at EDTE, with ${f.tool} at the centre.`)),
    p('s-news-3', (f) => b(`«${f.project.name}», ${f.project.what.es}, resume el trabajo de un curso de ${f.subject.es}.`, `"${f.project.name}", ${f.project.what.en}, sums up a year of ${f.subject.en}.`)),
  ],
  guide: [
    p('s-guide-1', (f) => b(`Una guía práctica de ${f.subject.es}: por dónde empezar, qué practicar con ${f.tool} y qué evitar.`, `A practical guide to ${f.subject.en}: where to start, what to practise with ${f.tool} and what to avoid.`)),
    p('s-guide-2', (f) => b(`Consejos del profesorado para trabajar ${f.subject.es} con ${f.tool} y ${f.tool2} sin perderse.`, `Lecturers’ advice on working on ${f.subject.en} with ${f.tool} and ${f.tool2} without getting lost.`)),
    p('s-guide-3', (f) => b(`Lo que conviene saber de ${f.subject.es} antes del primer encargo, con el ejemplo de «${f.project.name}».`, `What to know about ${f.subject.en} before your first brief, with "${f.project.name}" as an example.`)),
  ],
  interview: [
    p('s-int-1', (f) => b(`${f.voice.name} trabaja como ${job(f)} y habla de ${f.subject.es}, de ${f.tool} y de sus comienzos.`, `${f.voice.name} works as ${an(f.voice.job.en)} and talks about ${f.subject.en}, ${f.tool} and how it all started.`)),
    p('s-int-2', (f) => b(`Hablamos con ${f.voice.name}, ${job(f)}, sobre lo que pide hoy el oficio de ${f.subject.es}.`, `We talk to ${f.voice.name}, ${f.voice.job.en}, about what ${f.subject.en} demands today.`)),
  ],
  opinion: [
    p('s-op-1', (f) => b(`Una reflexión desde el aula sobre ${f.subject.es}: menos prisa con ${f.tool} y más criterio.`, `A view from the classroom on ${f.subject.en}: less rush with ${f.tool} and more judgement.`)),
    p('s-op-2', (f) => b(`Enseñar ${f.subject.es} obliga a elegir qué no enseñar; esta es nuestra elección y por qué, ${f.month.es}.`, `Teaching ${f.subject.en} means choosing what not to teach; this is our choice and why, ${f.month.en}.`)),
  ],
  project: [
    p('s-proj-1', (f) => b(`«${f.project.name}» es ${f.project.what.es}; su equipo cuenta cómo lo hizo con ${f.tool}.`, `"${f.project.name}" is ${f.project.what.en}; its team explains how they built it with ${f.tool}.`)),
    p('s-proj-2', (f) => b(`Un proyecto de ${f.subject.es} que empezó como encargo de clase: «${f.project.name}», ${f.project.what.es}.`, `A ${f.subject.en} project that started as a class brief: "${f.project.name}", ${f.project.what.en}.`)),
  ],
  'event-report': [
    p('s-rep-1', (f) => b(`${f.figure} asistentes, ${f.tool} en pantalla y muchas preguntas: así fue la sesión de ${f.subject.es}.`, `${f.figure} attendees, ${f.tool} on screen and plenty of questions: this was the ${f.subject.en} session.`)),
    p('s-rep-2', (f) => b(`Lo mejor de la actividad de ${f.subject.es} celebrada ${f.month.es}, con ${f.voice.name} como ${f.voice.gender === 'f' ? 'invitada' : 'invitado'}.`, `Highlights of the ${f.subject.en} event held ${f.month.en}, with ${f.voice.name} as guest.`)),
  ],
};

/**
 * Paragraph slots per form: an article takes one variant of each slot, in order. Each
 * variant mixes the field's facts, tools and projects with what the slot is for.
 */
export const paragraphSlots: Record<Form, Pattern[][]> = {
  news: [
    [
      p('n-lead-1', (f) => b(`EDTE ha anunciado ${f.month.es} una novedad para quienes estudian ${f.subject.es}: a partir de este curso, ${f.figure} estudiantes trabajarán con ${f.tool} en un espacio preparado para ello.`, `EDTE announced ${f.month.en} some news for those studying ${f.subject.en}: from this year, ${f.figure} students will work with ${f.tool} in a space set up for it.`)),
      p('n-lead-2', (f) => b(`La escuela confirmó ${f.month.es} que la iniciativa llegará a ${f.figure} estudiantes de ${f.subject.es}, que la estrenarán con «${f.project.name}», ${f.project.what.es}.`, `The school confirmed ${f.month.en} that the initiative will reach ${f.figure} ${f.subject.en} students, who will start with "${f.project.name}", ${f.project.what.en}.`)),
    ],
    [
      p('n-why-1', (f) => b(`El contexto ayuda a entender la decisión. ${f.fact.es} Por eso la coordinación quería que ${f.tool} dejara de ser una herramienta de fin de curso y se usara desde las primeras semanas.`, `The context helps explain the decision. ${f.fact.en} That is why the coordinators wanted ${f.tool} to stop being an end-of-year tool and be used from the first weeks.`)),
      p('n-why-2', (f) => b(`No es una decisión aislada. ${f.fact.es} Las empresas que acogen estudiantes en prácticas llevaban dos cursos pidiendo más horas de ${f.subject.es} con casos reales.`, `It is not an isolated decision. ${f.fact.en} Placement companies had been asking for more hours of ${f.subject.en} with real cases for two years.`)),
    ],
    [
      p('n-voice-1', (f) => b(`«Queremos que nadie termine el ciclo sin haber trabajado con un cliente real», explicó ${f.voice.name}, ${job(f)}, que colaboró en el diseño del programa. «${f.fact2.es}»`, `"We want nobody to finish the programme without having worked with a real client," said ${f.voice.name}, ${f.voice.job.en}, who helped design the programme. "${f.fact2.en}"`)),
      p('n-voice-2', (f) => b(`${f.voice.name}, ${job(f)}, participará como ${f.voice.gender === 'f' ? 'mentora externa' : 'mentor externo'}. En la presentación recordó algo que repite a sus equipos: ${lower(f.fact2.es)}`, `${f.voice.name}, ${f.voice.job.en}, will take part as an external mentor. At the launch they recalled something they tell their teams: ${lower(f.fact2.en)}`)),
    ],
    [
      p('n-next-1', (f) => b(`Las primeras sesiones empiezan ${f.month.es}. Quien quiera conocer el espacio puede hacerlo en la próxima jornada de puertas abiertas, donde se mostrarán los primeros trabajos con ${f.tool2}.`, `The first sessions start ${f.month.en}. Anyone who wants to see the space can do so at the next open day, where the first work with ${f.tool2} will be on show.`)),
      p('n-next-2', (f) => b(`El calendario completo se publicará en la web antes de ${f.month.es.replace(/^en /, '')}, junto con las plazas disponibles para estudiantes de otros programas interesados en ${f.subject.es}.`, `The full calendar will be published on the website before ${f.month.en.replace(/^in /, '')}, along with the places available to students from other programmes interested in ${f.subject.en}.`)),
    ],
  ],
  guide: [
    [
      p('g-intro-1', (f) => b(`Empezar en ${f.subject.es} impone menos de lo que parece si se hace en el orden correcto. ${f.fact.es}`, `Getting started in ${f.subject.en} is less daunting than it looks if you do things in the right order. ${f.fact.en}`)),
      p('g-intro-2', (f) => b(`Esta guía recoge lo que el profesorado repite cada septiembre a quien llega a ${f.subject.es} sin experiencia. Lo primero: ${lower(f.fact.es)}`, `This guide collects what lecturers repeat every September to people arriving in ${f.subject.en} with no experience. First of all: ${lower(f.fact.en)}`)),
    ],
    [
      p('g-tool-1', (f) => b(`Sobre herramientas, no hace falta tenerlas todas. Empieza con ${f.tool}, que tiene licencia educativa y mucha documentación, y deja ${f.tool2} para cuando sepas qué le falta a la primera.`, `As for tools, you do not need them all. Start with ${f.tool}, which has an educational licence and plenty of documentation, and leave ${f.tool2} until you know what the first one lacks.`)),
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
      p('i-intro-1', (f) => b(`${f.voice.name} trabaja como ${job(f)}. Pasó por las aulas de EDTE hace unos años y vuelve ${f.month.es} para hablar con estudiantes de ${f.subject.es}.`, `${f.voice.name} works as ${an(f.voice.job.en)}. They studied at EDTE a few years ago and are back ${f.month.en} to talk to ${f.subject.en} students.`)),
      p('i-intro-2', (f) => b(`Quedamos con ${f.voice.name}, ${job(f)}, entre dos reuniones. Lleva el portátil abierto con ${f.tool} y una libreta llena de bocetos.`, `We met ${f.voice.name}, ${f.voice.job.en}, between two meetings. Their laptop is open on ${f.tool}, next to a notebook full of sketches.`)),
    ],
    [
      p('i-q1-1', (f) => b(`¿Cómo llegaste a ${f.subject.es}? «Por un proyecto de clase que se me fue de las manos, en el buen sentido. Descubrí que ${lower(f.fact.es).replace(/\.$/, '')}, y ya no quise hacer otra cosa».`, `How did you get into ${f.subject.en}? "Through a class project that got out of hand, in a good way. I found out that ${lower(f.fact.en).replace(/\.$/, '')}, and I did not want to do anything else."`)),
      p('i-q1-2', (f) => b(`¿Qué haces en un día normal? «Depende de la semana, pero casi siempre hay ${f.tool} abierto. ${f.fact.es} Eso ocupa más tiempo del que la gente imagina».`, `What does a normal day look like? "It depends on the week, but ${f.tool} is almost always open. ${f.fact.en} That takes more time than people imagine."`)),
    ],
    [
      p('i-q2-1', (f) => b(`¿Qué proyecto de tus estudios recuerdas? «Uno parecido a «${f.project.name}», ${f.project.what.es}. Aprendí más de sus errores que de cualquier examen».`, `Which project from your studies do you remember? "One similar to "${f.project.name}", ${f.project.what.en}. I learnt more from its mistakes than from any exam."`)),
      p('i-q2-2', (f) => b(`¿Qué herramienta recomiendas? «${cap(f.tool)} para empezar y ${f.tool2} cuando lo necesites de verdad. Pero la herramienta cambia; saber explicar por qué tomaste una decisión, no».`, `Which tool do you recommend? "${cap(f.tool)} to start with, and ${f.tool2} when you really need it. But tools change; being able to explain why you made a decision does not."`)),
    ],
    [
      p('i-q3-1', (f) => b(`¿Un consejo para quien empieza en ${f.subject.es}? «Que enseñe su trabajo pronto y a menudo. ${f.fact2.es} Eso no lo aprendes solo en casa».`, `Any advice for someone starting out in ${f.subject.en}? "Show your work early and often. ${f.fact2.en} You do not learn that alone at home."`)),
      p('i-q3-2', (f) => b(`¿Qué buscas cuando entrevistas a alguien junior? «Curiosidad y un portfolio con pocas piezas bien explicadas. Si alguien me cuenta que ${lower(f.fact2.es).replace(/\.$/, '')}, ya sé que ha trabajado de verdad».`, `What do you look for when interviewing a junior? "Curiosity and a portfolio with a few well-explained pieces. If someone tells me that ${lower(f.fact2.en).replace(/\.$/, '')}, I know they have really done the work."`)),
    ],
  ],
  opinion: [
    [
      p('o-thesis-1', (f) => b(`Cada curso llega a clase alguien convencido de que dominar ${f.tool} es dominar ${f.subject.es}. No lo es, y conviene decirlo pronto.`, `Every year someone arrives in class convinced that mastering ${f.tool} means mastering ${f.subject.en}. It does not, and it is worth saying early.`)),
      p('o-thesis-2', (f) => b(`Llevo años enseñando ${f.subject.es} y la pregunta que más oigo es qué herramienta aprender. Mi respuesta incomoda: ninguna en particular, o ${f.tool}, da igual.`, `I have taught ${f.subject.en} for years, and the question I hear most is which tool to learn. My answer is awkward: none in particular, or ${f.tool}, it does not matter.`)),
    ],
    [
      p('o-arg-1', (f) => b(`Lo que sí importa es entender el oficio por debajo de la herramienta. ${f.fact.es} Ese tipo de conocimiento sobrevive a cualquier cambio de versión.`, `What does matter is understanding the craft beneath the tool. ${f.fact.en} That kind of knowledge survives any new version.`)),
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
      p('pr-what-1', (f) => b(`«${f.project.name}» es ${f.project.what.es}. Lo desarrolló durante un trimestre un equipo de cuatro estudiantes de ${f.subject.es} a partir de un encargo real.`, `"${f.project.name}" is ${f.project.what.en}. A team of four ${f.subject.en} students developed it over a term from a real brief.`)),
      p('pr-what-2', (f) => b(`El encargo era concreto: ${f.project.what.es}. De ahí salió «${f.project.name}», el proyecto de ${f.subject.es} que el equipo presentó ${f.month.es}.`, `The brief was specific: ${f.project.what.en}. That became "${f.project.name}", the ${f.subject.en} project the team presented ${f.month.en}.`)),
    ],
    [
      p('pr-how-1', (f) => b(`El equipo trabajó con ${f.tool} y, en la fase final, con ${f.tool2}. La primera versión no funcionó: ${lower(f.fact.es)} Tuvieron que rehacer el planteamiento en la cuarta semana.`, `The team worked with ${f.tool} and, in the final phase, ${f.tool2}. The first version did not work: ${lower(f.fact.en)} They had to rethink the approach in week four.`)),
      p('pr-how-2', (f) => b(`Antes de abrir ${f.tool}, el equipo pasó dos semanas hablando con las personas que usarían el resultado. Una conclusión marcó el diseño: ${lower(f.fact.es)}`, `Before opening ${f.tool}, the team spent two weeks talking to the people who would use the result. One conclusion shaped the design: ${lower(f.fact.en)}`)),
    ],
    [
      p('pr-result-1', (f) => b(`El jurado, con profesorado y profesionales de ${f.subject.es}, destacó cómo el equipo documentó cada decisión. ${f.fact2.es}`, `The panel of lecturers and ${f.subject.en} professionals praised how the team documented every decision. ${f.fact2.en}`)),
      p('pr-result-2', (f) => b(`Hoy «${f.project.name}» lo usan ${f.figure} personas, y el equipo sigue atendiendo sus sugerencias. ${f.fact2.es}`, `Today ${f.figure} people use "${f.project.name}", and the team still takes on their suggestions. ${f.fact2.en}`)),
    ],
  ],
  'event-report': [
    [
      p('r-lead-1', (f) => b(`${f.figure} personas llenaron ${f.month.es} el auditorio del campus para la sesión de ${f.subject.es}, abierta a estudiantes, familias y profesionales.`, `${f.figure} people filled the campus auditorium ${f.month.en} for the ${f.subject.en} session, open to students, families and professionals.`)),
      p('r-lead-2', (f) => b(`La actividad de ${f.subject.es} celebrada ${f.month.es} reunió a ${f.figure} asistentes en los laboratorios de la escuela, con ${f.tool} instalado en cada puesto.`, `The ${f.subject.en} event held ${f.month.en} brought ${f.figure} people to the school’s labs, with ${f.tool} installed at every workstation.`)),
    ],
    [
      p('r-talk-1', (f) => b(`Abrió la jornada ${f.voice.name}, ${job(f)}, con una idea que se repitió toda la tarde: ${lower(f.fact.es)}`, `${f.voice.name}, ${f.voice.job.en}, opened the day with an idea that came back all afternoon: ${lower(f.fact.en)}`)),
      p('r-talk-2', (f) => b(`La charla principal corrió a cargo de ${f.voice.name}, ${job(f)}. Mostró proyectos reales hechos con ${f.tool} y dejó un dato que muchos apuntaron: ${lower(f.fact.es)}`, `The main talk was given by ${f.voice.name}, ${f.voice.job.en}. They showed real projects made with ${f.tool} and left a figure many wrote down: ${lower(f.fact.en)}`)),
    ],
    [
      p('r-hands-1', (f) => b(`Después llegó la parte práctica: por equipos, los asistentes prepararon en noventa minutos una versión reducida de «${f.project.name}», ${f.project.what.es}.`, `Then came the hands-on part: in teams, attendees built in ninety minutes a cut-down version of "${f.project.name}", ${f.project.what.en}.`)),
      p('r-hands-2', (f) => b(`En el taller posterior hubo tiempo para probar ${f.tool2}. ${f.fact2.es} Varios estudiantes de primero se quedaron a preguntar hasta el cierre.`, `The workshop that followed left time to try ${f.tool2}. ${f.fact2.en} Several first-year students stayed asking questions until closing time.`)),
    ],
    [
      p('r-close-1', (f) => b(`La escuela repetirá el formato el próximo trimestre. Las grabaciones y los materiales de la sesión de ${f.subject.es} están disponibles para el alumnado en el campus virtual.`, `The school will repeat the format next term. Recordings and materials from the ${f.subject.en} session are available to students on the virtual campus.`)),
      p('r-close-2', (f) => b(`Quien no pudo asistir tendrá otra oportunidad en la próxima jornada de puertas abiertas, donde habrá una demostración de ${f.tool} para quienes se interesan por ${f.subject.es}.`, `Anyone who missed it will have another chance at the next open day, with a ${f.tool} demonstration for those interested in ${f.subject.en}.`)),
    ],
  ],
};

function lower(s: string): string {
  // Lower-case the first letter of a sentence used mid-sentence, unless it starts a proper name or an acronym.
  return /^(?:[A-ZÁÉÍÓÚÑ]{2}|Unity|Unreal|Godot|Blender|Maya|Houdini|Python|Docker|OpenCV|Spain|European|De Morgan)/.test(s) ? s : s.charAt(0).toLowerCase() + s.slice(1);
}

/** "a" or "an" before an English noun phrase. */
function an(s: string): string {
  return /^[aeiou]/i.test(s) ? `an ${s}` : `a ${s}`;
}

/** Months by number (January is 0), as an article says when something happened. */
export const MONTHS: Bi[] = [
  b('en enero', 'in January'), b('en febrero', 'in February'), b('en marzo', 'in March'), b('en abril', 'in April'), b('en mayo', 'in May'), b('en junio', 'in June'),
  b('en julio', 'in July'), b('en agosto', 'in August'), b('en septiembre', 'in September'), b('en octubre', 'in October'), b('en noviembre', 'in November'), b('en diciembre', 'in December'),
];
