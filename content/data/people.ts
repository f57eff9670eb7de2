import { lowerFirst } from '../text.js';
import type { Bi, ProgramFacts } from './types.js';
import { inEnglishProse } from './programs.js';

/**
 * The (fictional) faculty: gendered name pools and the school's academic areas. Each area says
 * which study-plan subjects it teaches (matched on the Spanish subject name, first area wins),
 * how its roles read in both languages, the degrees its people hold and the sentences a bio in
 * that area is composed from. The generator in seed-content.ts gives every person one area,
 * a role and degree of that area in their gender, a bio from that area's sentences only, and
 * subjects taken from the programmes' own study plans (spec 2, faculty profiles).
 */
export type Gender = 'f' | 'm';

export const firstNames: Record<Gender, string[]> = {
  f: ['Lucía', 'Sofía', 'Martina', 'María', 'Julia', 'Paula', 'Valeria', 'Emma', 'Daniela', 'Carla', 'Alba', 'Noa', 'Sara', 'Carmen',
    'Irene', 'Elena', 'Claudia', 'Laura', 'Inés', 'Nuria', 'Marta', 'Ángela', 'Lorena', 'Beatriz', 'Rocío', 'Pilar', 'Teresa', 'Ana'],
  m: ['Martín', 'Hugo', 'Mateo', 'Leo', 'Pablo', 'Daniel', 'Álvaro', 'Adrián', 'Manuel', 'Diego', 'Javier', 'Marcos', 'Jorge', 'Andrés',
    'Rubén', 'Iván', 'Sergio', 'Raúl', 'Óscar', 'Íñigo', 'Víctor', 'Gonzalo', 'Héctor', 'Tomás', 'Luis', 'Fernando', 'Alberto', 'Ignacio'],
};

export const surnames = [
  'García', 'Martínez', 'López', 'Sánchez', 'Pérez', 'Gómez', 'Martín', 'Jiménez', 'Ruiz', 'Hernández', 'Díaz', 'Moreno', 'Muñoz',
  'Álvarez', 'Romero', 'Alonso', 'Gutiérrez', 'Navarro', 'Torres', 'Domínguez', 'Vázquez', 'Ramos', 'Gil', 'Ramírez', 'Serrano',
  'Blanco', 'Molina', 'Morales', 'Suárez', 'Ortega', 'Delgado', 'Castro', 'Ortiz', 'Rubio', 'Marín', 'Sanz', 'Núñez', 'Iglesias',
  'Medina', 'Garrido', 'Cortés', 'Castillo', 'Santos', 'Lozano', 'Guerrero', 'Cano', 'Prieto', 'Méndez', 'Peña', 'Ibáñez',
];

/** A word that has a masculine and a feminine form in Spanish; English has one. */
export interface Gendered { m: string; f: string; en: string }
const g = (m: string, f: string, en: string): Gendered => ({ m, f, en });

export type RoleKind = 'head' | 'coordinator' | 'researcher' | 'lecturer' | 'tutor';

/** Heads, coordinators and researchers lead the area; lecturers and tutors make up the teaching staff (/docentes/). */
export const TEACHING_ROLES: readonly RoleKind[] = ['lecturer', 'tutor'];

export interface Area {
  key: string;
  label: Bi;
  /** Subjects of this area, matched on the Spanish name in a programme's study plan. */
  subjects: RegExp;
  /** "Profesora de {teaches}" / "{teaches} Lecturer". */
  teaches: Bi;
  /** Degrees held in this area, masculine and feminine in Spanish. */
  degrees: Gendered[];
  /** Third-person sentences with no name and no gendered word, each about this area's work. */
  bio: Bi[];
}

const bi = (es: string, en: string): Bi => ({ es, en });

/** An English bio sentence that opens on something other than its verb ("In class, …", "Their thesis …"). */
export const OPENS_WITHOUT_VERB = /^(?:In|On|At|For|With|Before|After|Every|Each|The|A|An|Their|Her|His|She|He)\b/;

/**
 * A person's bio as one paragraph about them (spec 2: faculty profiles): who they are and what
 * they teach, named, then their area's sentences. English needs a subject in every sentence, so
 * one that opens on its verb ("Has trained …") takes the person's pronoun and "Their" their
 * possessive; Spanish leaves the subject understood once it is named, as Spanish reads.
 */
export function bioParagraph(opening: string, sentences: Bi[], gender: Gender, lang: 'es' | 'en'): string {
  const rest = sentences.map((sentence) => {
    const text = sentence[lang];
    if (lang === 'es') return text;
    // "Their" of the person (their classes, lab, students…), not a student's own ("their own").
    const owned = text.replace(/\b([Tt])heir (?!own\b)/g, (_, t: string) => `${gender === 'f' ? (t === 'T' ? 'Her' : 'her') : (t === 'T' ? 'His' : 'his')} `);
    if (OPENS_WITHOUT_VERB.test(owned)) return owned;
    return `${gender === 'f' ? 'She' : 'He'} ${lowerFirst(owned)}`;
  });
  return [opening, ...rest].join(' ');
}

export const areas: Area[] = [
  {
    key: 'ai', label: bi('Inteligencia artificial', 'Artificial intelligence'),
    subjects: /Inteligencia Artificial|Aprendizaje Automático|Modelos de IA/i,
    teaches: bi('Inteligencia Artificial', 'Artificial Intelligence'),
    degrees: [g('Doctor en Inteligencia Artificial', 'Doctora en Inteligencia Artificial', 'PhD in Artificial Intelligence'), g('Ingeniero en Informática', 'Ingeniera en Informática', 'MEng in Computer Engineering')],
    bio: [
      bi('Ha entrenado modelos de clasificación de imágenes médicas para un hospital universitario de Madrid.', 'Has trained medical image classification models for a university hospital in Madrid.'),
      bi('Su tesis trató sobre la detección de sesgos en sistemas de selección de personal.', 'Their thesis dealt with detecting bias in recruitment systems.'),
      bi('Asesora a pequeñas empresas que quieren aplicar el Reglamento europeo de inteligencia artificial.', 'Advises small companies that want to comply with the European AI Act.'),
      bi('En clase pide medir cada modelo con datos que nunca vio durante el entrenamiento.', 'In class, every model has to be measured on data it never saw during training.'),
      bi('Ha publicado en congresos de procesamiento del lenguaje natural en español.', 'Has published at conferences on natural language processing in Spanish.'),
      bi('Trabajó tres años en un equipo de recomendación de una plataforma de comercio electrónico.', 'Worked for three years in the recommendations team of an e-commerce platform.'),
      bi('Dirige el seminario de ética de la IA que cierra cada trimestre.', 'Runs the AI ethics seminar that closes every term.'),
      bi('Colabora con una fundación que traduce documentos administrativos a lectura fácil con modelos de lenguaje revisados por personas.', 'Works with a foundation that turns official documents into easy-to-read language using language models checked by people.'),
    ],
  },
  {
    key: 'software', label: bi('Desarrollo de software', 'Software development'),
    subjects: /^Programación|Entornos de Desarrollo|Desarrollo Web en Entorno|Acceso a Datos|Sistemas de Gestión Empresarial|Ingeniería del Software|Ingeniería de Requisitos|Arquitectura del Software|Calidad del Software/i,
    teaches: bi('Programación', 'Programming'),
    degrees: [g('Ingeniero en Informática', 'Ingeniera en Informática', 'MEng in Computer Engineering'), g('Doctor en Ciencias de la Computación', 'Doctora en Ciencias de la Computación', 'PhD in Computer Science'), g('Graduado en Ingeniería del Software', 'Graduada en Ingeniería del Software', 'BSc in Software Engineering')],
    bio: [
      bi('Ha desarrollado durante ocho años aplicaciones de banca móvil en Java y Kotlin.', 'Spent eight years building mobile banking apps in Java and Kotlin.'),
      bi('Mantiene una biblioteca de código abierto para validar formularios que usan miles de proyectos.', 'Maintains an open-source form validation library used by thousands of projects.'),
      bi('Antes de la docencia dirigió el equipo de backend de una empresa de reparto a domicilio.', 'Led the back-end team of a home delivery company before teaching.'),
      bi('En sus clases nadie entrega código sin pruebas automáticas ni revisión de un compañero.', 'In their classes nobody hands in code without automated tests and a classmate’s review.'),
      bi('Ha migrado sistemas de facturación heredados a servicios en la nube para una aseguradora.', 'Has migrated legacy billing systems to cloud services for an insurer.'),
      bi('Organiza cada primavera el maratón de programación entre institutos de la Comunidad de Madrid.', 'Organises the spring programming marathon between secondary schools in the Madrid region.'),
      bi('Escribe sobre arquitectura de software y patrones de diseño en un blog técnico con lectores de toda Latinoamérica.', 'Writes about software architecture and design patterns on a technical blog read across Latin America.'),
      bi('Colabora con una ONG que enseña a programar a personas desempleadas mayores de cuarenta y cinco años.', 'Works with an NGO that teaches programming to unemployed people over forty-five.'),
    ],
  },
  {
    key: 'data', label: bi('Bases de datos', 'Databases'),
    subjects: /Bases de Datos|Lenguajes de Marcas|Ciencia de Datos|Análisis de Datos|Big Data/i,
    teaches: bi('Bases de Datos', 'Databases'),
    degrees: [g('Ingeniero en Informática', 'Ingeniera en Informática', 'MEng in Computer Engineering'), g('Licenciado en Estadística', 'Licenciada en Estadística', 'BSc in Statistics')],
    bio: [
      bi('Ha administrado las bases de datos de una red de clínicas dentales con más de un millón de historiales.', 'Has administered the databases of a dental clinic chain holding more than a million patient records.'),
      bi('Es especialista en PostgreSQL y en el diseño de modelos de datos que aguantan el paso de los años.', 'Specialises in PostgreSQL and in data models that stand the test of time.'),
      bi('Trabajó como analista de datos en el observatorio de movilidad de un ayuntamiento.', 'Worked as a data analyst at a city council’s mobility observatory.'),
      bi('Sus estudiantes normalizan cada curso los datos reales de una asociación de su barrio.', 'Every year their students normalise the real data of a local association.'),
      bi('Ha optimizado consultas que pasaron de tardar minutos a responder en milisegundos en una tienda en línea.', 'Has tuned queries at an online shop that went from minutes to milliseconds.'),
      bi('Imparte talleres sobre XML, JSON y formatos abiertos para el personal de bibliotecas públicas.', 'Runs workshops on XML, JSON and open formats for public library staff.'),
      bi('Colabora con un portal de datos abiertos y revisa la calidad de sus conjuntos publicados.', 'Works with an open data portal, reviewing the quality of the datasets it publishes.'),
      bi('Prepara a sus estudiantes para certificaciones profesionales de administración de bases de datos.', 'Prepares students for professional database administration certifications.'),
    ],
  },
  {
    key: 'systems', label: bi('Sistemas y redes', 'Systems and networks'),
    subjects: /Sistemas Operativos|Redes|Red e Internet|Hardware|Computadores|Seguridad|Sistemas Informáticos|Implantación de Aplicaciones|Despliegue|Ciberseguridad/i,
    teaches: bi('Sistemas y Redes', 'Systems and Networks'),
    degrees: [g('Ingeniero de Telecomunicación', 'Ingeniera de Telecomunicación', 'MEng in Telecommunications'), g('Técnico Superior en ASIR', 'Técnica Superior en ASIR', 'Higher Technician in Network Systems Administration')],
    bio: [
      bi('Ha diseñado la red de datos de tres hospitales públicos y de un aeropuerto regional.', 'Has designed the data networks of three public hospitals and a regional airport.'),
      bi('Tiene las certificaciones CCNP de Cisco y RHCE de Red Hat.', 'Holds the Cisco CCNP and Red Hat RHCE certifications.'),
      bi('Trabajó seis años en el centro de operaciones de seguridad de una operadora de telecomunicaciones.', 'Worked for six years in a telecoms operator’s security operations centre.'),
      bi('Entrena al equipo de la escuela que compite en retos de captura de la bandera.', 'Coaches the school’s capture-the-flag team.'),
      bi('Ha automatizado con Ansible el despliegue de cientos de servidores en un proveedor de alojamiento.', 'Has automated the deployment of hundreds of servers with Ansible at a hosting provider.'),
      bi('En su laboratorio cada estudiante monta, rompe y recupera su propio centro de datos virtual.', 'In their lab every student builds, breaks and restores their own virtual data centre.'),
      bi('Colabora con pequeñas ONG revisando gratis sus copias de seguridad y sus contraseñas.', 'Helps small NGOs by reviewing their backups and passwords free of charge.'),
      bi('Ha sido ponente en jornadas de ciberseguridad sobre la protección de redes industriales.', 'Has spoken at cybersecurity conferences on protecting industrial networks.'),
    ],
  },
  {
    key: 'interfaces', label: bi('Diseño de interfaces', 'Interface design'),
    subjects: /Interfaces|Experiencia de Usuario|Usabilidad/i,
    teaches: bi('Diseño de Interfaces', 'Interface Design'),
    degrees: [g('Graduado en Diseño Multimedia', 'Graduada en Diseño Multimedia', 'BA in Multimedia Design'), g('Máster en Diseño de Interacción', 'Máster en Diseño de Interacción', 'MA in Interaction Design')],
    bio: [
      bi('Ha diseñado las aplicaciones de una cadena de gimnasios y de un servicio de bicicletas compartidas.', 'Has designed the apps of a gym chain and a bike-sharing service.'),
      bi('Es especialista en accesibilidad y audita webs públicas según las pautas WCAG.', 'Specialises in accessibility and audits public websites against the WCAG guidelines.'),
      bi('En sus clases cada pantalla se prueba con al menos cinco personas usuarias antes de programarla.', 'In their classes every screen is tested with at least five users before it is built.'),
      bi('Trabajó en el equipo de sistema de diseño de un banco, manteniendo su biblioteca de componentes.', 'Worked in a bank’s design system team, maintaining its component library.'),
      bi('Enseña a prototipar en Figma y a pasar los prototipos a HTML y CSS sin perder detalle.', 'Teaches prototyping in Figma and turning prototypes into HTML and CSS without losing detail.'),
      bi('Ha colaborado con asociaciones de personas ciegas en pruebas de lectores de pantalla.', 'Has worked with associations of blind people on screen reader testing.'),
      bi('Dirige cada año un taller de diseño de interfaces para personas mayores con un centro de día del barrio.', 'Runs an interface design workshop every year for older people with a local day centre.'),
    ],
  },
  {
    key: 'animation', label: bi('Animación 3D', '3D animation'),
    subjects: /Animación|Modelado|Color, Iluminación|Montaje y Posproducción/i,
    teaches: bi('Animación 3D', '3D Animation'),
    degrees: [g('Licenciado en Bellas Artes', 'Licenciada en Bellas Artes', 'BFA in Fine Arts'), g('Graduado en Animación', 'Graduada en Animación', 'BA in Animation')],
    bio: [
      bi('Ha animado personajes en dos largometrajes producidos en Madrid y estrenados en cines de toda Europa.', 'Has animated characters in two feature films produced in Madrid and released across Europe.'),
      bi('Trabajó como rigger en una serie infantil emitida en plataformas internacionales.', 'Worked as a rigger on a children’s series shown on international platforms.'),
      bi('Su corto en stop motion sobre una mercería de barrio recorrió festivales durante dos años.', 'Their stop-motion short about a neighbourhood haberdashery toured festivals for two years.'),
      bi('En clase empieza cada proyecto con un animatic dibujado a mano antes de abrir Blender o Maya.', 'In class every project starts with a hand-drawn animatic before opening Blender or Maya.'),
      bi('Ha sido supervisor de iluminación en un estudio de publicidad con clientes de automoción.', 'Has supervised lighting at an advertising studio with car-industry clients.'),
      bi('Imparte talleres de dibujo del natural y anatomía para animadores.', 'Runs life drawing and anatomy workshops for animators.'),
      bi('Ha montado y posproducido las piezas de fin de curso que se proyectan en el festival de la escuela.', 'Has edited and finished the end-of-year pieces screened at the school’s festival.'),
      bi('Forma parte del jurado de un festival de animación para jóvenes creadores.', 'Sits on the jury of an animation festival for young creators.'),
    ],
  },
  {
    key: 'games', label: bi('Videojuegos y entornos interactivos', 'Games and interactive environments'),
    subjects: /Juegos|Entornos Interactivos|Multimedia Interactivos|Realidad Virtual/i,
    teaches: bi('Videojuegos', 'Game Development'),
    degrees: [g('Graduado en Diseño y Desarrollo de Videojuegos', 'Graduada en Diseño y Desarrollo de Videojuegos', 'BSc in Game Design and Development'), g('Ingeniero en Informática', 'Ingeniera en Informática', 'MEng in Computer Engineering')],
    bio: [
      bi('Ha programado la jugabilidad de un juego de plataformas publicado en consolas y en PC.', 'Has programmed the gameplay of a platform game released on consoles and PC.'),
      bi('Cofundó un estudio independiente que nació de un proyecto de fin de ciclo.', 'Co-founded an indie studio that grew out of a final-year project.'),
      bi('Diseña niveles y enseña a medir con pruebas de juego dónde se atasca la gente.', 'Designs levels and teaches how to find, with playtests, where players get stuck.'),
      bi('Ha desarrollado experiencias de realidad virtual para museos y para la formación de bomberos.', 'Has built virtual reality experiences for museums and for firefighter training.'),
      bi('Organiza las dos game jams anuales de la escuela y busca a sus patrocinadores.', 'Organises the school’s two annual game jams and finds their sponsors.'),
      bi('Trabaja con Unreal Engine y Unity, y en clase insiste en el control de versiones desde el primer día.', 'Works with Unreal Engine and Unity, and in class insists on version control from day one.'),
      bi('Ha sido mentor en una aceleradora de estudios de videojuegos de la Comunidad de Madrid.', 'Has mentored at a games studio accelerator in the Madrid region.'),
    ],
  },
  {
    key: 'graphic', label: bi('Diseño gráfico', 'Graphic design'),
    subjects: /Gráfico|Tipograf|Identidad|Ilustración|Editorial|Comunicación Visual|Packaging|Material de Comunicación|Historia del Diseño|Fotografía/i,
    teaches: bi('Diseño Gráfico', 'Graphic Design'),
    degrees: [g('Licenciado en Bellas Artes', 'Licenciada en Bellas Artes', 'BFA in Fine Arts'), g('Graduado en Diseño', 'Graduada en Diseño', 'BA in Design')],
    bio: [
      bi('Dirigió durante ocho años un estudio de identidad visual con clientes del sector cultural.', 'Ran a visual identity studio with cultural-sector clients for eight years.'),
      bi('Ha diseñado una familia tipográfica inspirada en los rótulos comerciales de Madrid.', 'Has designed a typeface inspired by Madrid’s shop signs.'),
      bi('Sus carteles para festivales de música forman parte de la colección del museo de la escuela.', 'Their music festival posters are part of the school museum’s collection.'),
      bi('En clase cada identidad se prueba en un manual de marca antes de darla por terminada.', 'In class every identity is tested in a brand manual before it is signed off.'),
      bi('Ha maquetado libros de arte y catálogos de exposiciones para editoriales independientes.', 'Has laid out art books and exhibition catalogues for independent publishers.'),
      bi('Imparte talleres de serigrafía y encuadernación en el taller del campus.', 'Runs screen printing and bookbinding workshops in the campus studio.'),
      bi('Ha trabajado el envase de una cooperativa de aceite que hoy se vende en doce países.', 'Designed the packaging of an olive oil cooperative now sold in twelve countries.'),
    ],
  },
  {
    key: 'interior', label: bi('Diseño de interiores', 'Interior design'),
    subjects: /Interior|Espacios|Mobiliario|Iluminación de/i,
    teaches: bi('Diseño de Interiores', 'Interior Design'),
    degrees: [g('Arquitecto', 'Arquitecta', 'Architect'), g('Graduado en Diseño de Interiores', 'Graduada en Diseño de Interiores', 'BA in Interior Design')],
    bio: [
      bi('Ha proyectado tiendas y restaurantes para cadenas de restauración en Madrid, Valencia y Bilbao.', 'Has designed shops and restaurants for restaurant chains in Madrid, Valencia and Bilbao.'),
      bi('Es especialista en rehabilitación de viviendas pequeñas con criterios de eficiencia energética.', 'Specialises in refurbishing small homes to energy-efficient standards.'),
      bi('Sus estudiantes presentan cada proyecto con planos, maqueta y un recorrido virtual.', 'Their students present every project with plans, a model and a virtual walkthrough.'),
      bi('Trabajó en un estudio de iluminación arquitectónica que diseña la luz de museos y hoteles.', 'Worked at an architectural lighting studio that lights museums and hotels.'),
      bi('Ha dirigido la reforma de la biblioteca de un instituto con la participación del propio alumnado.', 'Led the refit of a secondary school library with the students’ own participation.'),
      bi('Enseña a elegir materiales por su origen, su mantenimiento y su vida útil, no solo por su aspecto.', 'Teaches students to choose materials for their origin, upkeep and lifespan, not just their looks.'),
      bi('Colabora con una fundación que adapta viviendas para personas con movilidad reducida.', 'Works with a foundation that adapts homes for people with reduced mobility.'),
    ],
  },
  {
    key: 'fashion', label: bi('Diseño de moda', 'Fashion design'),
    subjects: /Moda|Patronaje|Patrones|Textil|Confección|Colección|Estilismo/i,
    teaches: bi('Diseño de Moda', 'Fashion Design'),
    degrees: [g('Graduado en Diseño de Moda', 'Graduada en Diseño de Moda', 'BA in Fashion Design'), g('Técnico Superior en Patronaje y Moda', 'Técnica Superior en Patronaje y Moda', 'Higher Technician in Pattern Making and Fashion')],
    bio: [
      bi('Ha diseñado colecciones para marcas de moda sostenible que producen en talleres de proximidad.', 'Has designed collections for sustainable fashion brands that produce in local workshops.'),
      bi('Trabajó como patronista en una firma de sastrería madrileña con más de cien años de historia.', 'Worked as a pattern cutter at a Madrid tailoring house more than a hundred years old.'),
      bi('Sus estudiantes presentan cada año una colección cápsula en el desfile de fin de curso.', 'Every year their students present a capsule collection at the end-of-year show.'),
      bi('Investiga el uso de tejidos recuperados y el diseño de prendas fáciles de reparar.', 'Researches reclaimed fabrics and garments designed to be easy to repair.'),
      bi('Ha sido estilista en sesiones editoriales para revistas de moda nacionales.', 'Has styled editorial shoots for national fashion magazines.'),
      bi('Enseña patronaje a mano y con software, y pide que cada prenda se pruebe sobre un cuerpo real.', 'Teaches pattern making by hand and in software, and asks that every garment be fitted on a real body.'),
      bi('Colabora con un taller de inserción laboral que confecciona uniformes para empresas.', 'Works with a job-integration workshop that makes uniforms for companies.'),
    ],
  },
  {
    key: 'product', label: bi('Diseño de producto', 'Product design'),
    subjects: /Producto|Prototip|Fabricación|Ecodiseño/i,
    teaches: bi('Diseño de Producto', 'Product Design'),
    degrees: [g('Ingeniero en Diseño Industrial', 'Ingeniera en Diseño Industrial', 'BEng in Industrial Design'), g('Graduado en Diseño de Producto', 'Graduada en Diseño de Producto', 'BA in Product Design')],
    bio: [
      bi('Ha diseñado mobiliario urbano para dos ayuntamientos y una lámpara que se monta sin herramientas.', 'Has designed street furniture for two councils and a lamp that assembles without tools.'),
      bi('Dirige el laboratorio de fabricación digital del campus, con impresoras 3D, corte láser y fresadora.', 'Runs the campus digital fabrication lab, with 3D printers, laser cutters and a CNC mill.'),
      bi('Trabajó en el equipo de producto de una empresa de pequeños electrodomésticos.', 'Worked in the product team of a small-appliance manufacturer.'),
      bi('En clase cada prototipo se prueba con usuarios reales antes de la entrega final.', 'In class every prototype is tested with real users before final delivery.'),
      bi('Investiga el ecodiseño y la reparabilidad de los objetos cotidianos.', 'Researches ecodesign and the repairability of everyday objects.'),
      bi('Ha registrado dos modelos de utilidad para ayudas técnicas a personas con artrosis.', 'Has registered two utility models for assistive aids for people with arthritis.'),
    ],
  },
  {
    key: 'maths', label: bi('Matemáticas', 'Mathematics'),
    subjects: /Matemátic|Cálculo|Álgebra|Estadística/i,
    teaches: bi('Matemáticas', 'Mathematics'),
    degrees: [g('Doctor en Matemáticas', 'Doctora en Matemáticas', 'PhD in Mathematics'), g('Licenciado en Matemáticas', 'Licenciada en Matemáticas', 'BSc in Mathematics')],
    bio: [
      bi('Su investigación se centra en la geometría computacional aplicada a los gráficos 3D.', 'Their research focuses on computational geometry for 3D graphics.'),
      bi('Prepara cada año a estudiantes de secundaria para la olimpiada matemática.', 'Coaches secondary school students for the mathematics olympiad every year.'),
      bi('Ha trabajado como analista de riesgos en una aseguradora antes de dedicarse a la docencia.', 'Worked as a risk analyst at an insurer before turning to teaching.'),
      bi('En clase trabaja con los datos de los proyectos de los propios estudiantes.', 'Works in class with data from the students’ own projects.'),
      bi('Escribe una sección de divulgación matemática en una revista juvenil.', 'Writes a popular mathematics column in a magazine for young readers.'),
      bi('Ha publicado problemas de probabilidad para la formación del profesorado de secundaria.', 'Has published probability problems for secondary teacher training.'),
    ],
  },
  {
    key: 'employability', label: bi('Formación y orientación laboral', 'Careers and employability'),
    subjects: /empleabilidad|Formación en empresa|Prácticas Externas|Orientación Laboral|Iniciativa Emprendedora/i,
    teaches: bi('Formación y Orientación Laboral', 'Careers and Employability'),
    degrees: [g('Licenciado en Psicología', 'Licenciada en Psicología', 'BSc in Psychology'), g('Graduado en Relaciones Laborales', 'Graduada en Relaciones Laborales', 'BA in Labour Relations')],
    bio: [
      bi('Coordina las prácticas de más de cien estudiantes al año con empresas colaboradoras.', 'Coordinates the placements of more than a hundred students a year with partner companies.'),
      bi('Trabajó diez años en selección de personal para consultoras tecnológicas.', 'Spent ten years recruiting for technology consultancies.'),
      bi('Prepara con cada estudiante su currículum, su perfil profesional y un simulacro de entrevista.', 'Prepares each student’s CV, professional profile and a mock interview.'),
      bi('Visita las empresas de prácticas y se reúne con los tutores de empresa cada trimestre.', 'Visits placement companies and meets their company tutors every term.'),
      bi('Imparte la parte de derecho laboral y prevención de riesgos con casos de contratos reales.', 'Teaches employment law and workplace safety with real contracts as case studies.'),
      bi('Organiza el foro de empleo de la escuela, que reúne cada año a unas sesenta empresas.', 'Organises the school’s careers fair, which brings together about sixty companies every year.'),
      bi('Colabora con los servicios públicos de empleo en programas para jóvenes sin titulación.', 'Works with public employment services on programmes for young people without qualifications.'),
    ],
  },
  {
    key: 'business', label: bi('Empresa y marketing', 'Business and marketing'),
    subjects: /Marketing|Empresa(?!rial)|Contabilidad|Finanzas|Financiera|Economía|Comercio|Comercial|Emprend|Negocio|Recursos Humanos|Logística|Gestión(?! de Bases| Empresarial| de Información)|Atención al Cliente|Medios y Soportes|Ofimática|Digitalización aplicada|Sostenibilidad aplicada|Dirección Estratégica/i,
    teaches: bi('Empresa y Marketing', 'Business and Marketing'),
    degrees: [g('Licenciado en Administración y Dirección de Empresas', 'Licenciada en Administración y Dirección de Empresas', 'BA in Business Administration'), g('Doctor en Economía', 'Doctora en Economía', 'PhD in Economics')],
    bio: [
      bi('Ha dirigido el marketing digital de una cadena de librerías durante seis años.', 'Led digital marketing at a bookshop chain for six years.'),
      bi('Asesora a startups del espacio de emprendimiento del campus en sus primeros planes de negocio.', 'Advises start-ups in the campus entrepreneurship space on their first business plans.'),
      bi('Trabajó como controller financiero en una empresa de logística con sedes en tres países.', 'Worked as a financial controller at a logistics company with offices in three countries.'),
      bi('En clase cada equipo presenta su proyecto a inversores reales al final del trimestre.', 'In class every team pitches its project to real investors at the end of the term.'),
      bi('Ha publicado estudios sobre el comercio de proximidad y su paso al comercio electrónico.', 'Has published studies on local shops moving to e-commerce.'),
      bi('Fundó una consultora de estrategia para pequeñas empresas familiares.', 'Founded a strategy consultancy for small family businesses.'),
    ],
  },
];

/** A role's wording, by kind: masculine and feminine Spanish, and English. */
export function roleOf(kind: RoleKind, area: Area, programme?: ProgramFacts): Gendered {
  switch (kind) {
    case 'head': return g(`Director del área de ${area.label.es}`, `Directora del área de ${area.label.es}`, `Head of ${area.label.en}`);
    case 'coordinator': return g(`Coordinador de ${programme!.shortName}`, `Coordinadora de ${programme!.shortName}`, `Coordinator of ${inEnglishProse(programme!)}`);
    case 'researcher': return g(`Investigador de ${area.label.es}`, `Investigadora de ${area.label.es}`, `${area.label.en} Researcher`);
    case 'tutor': return g('Tutor de prácticas en empresa', 'Tutora de prácticas en empresa', 'Work Placement Tutor');
    case 'lecturer': return g(`Profesor de ${area.teaches.es}`, `Profesora de ${area.teaches.es}`, `${area.teaches.en} Lecturer`);
  }
}

/** The area that teaches a subject (by its Spanish name), or none (the cross-module project is the coordinators'). */
export function areaOfSubject(nameEs: string): Area | undefined {
  return areas.find((a) => a.subjects.test(nameEs));
}

/** Management and services (the people page, no profiles). */
export const staffRoles: Gendered[] = [
  g('Director general', 'Directora general', 'Managing Director'),
  g('Director académico', 'Directora académica', 'Academic Director'),
  g('Secretario académico', 'Secretaria académica', 'Academic Registrar'),
  g('Responsable de admisión', 'Responsable de admisión', 'Head of Admissions'),
  g('Asesor de admisión', 'Asesora de admisión', 'Admissions Adviser'),
  g('Técnico de orientación', 'Técnica de orientación', 'Guidance Officer'),
  g('Responsable de relaciones con empresas', 'Responsable de relaciones con empresas', 'Industry Relations Manager'),
  g('Responsable de comunicación', 'Responsable de comunicación', 'Communications Manager'),
  g('Bibliotecario', 'Bibliotecaria', 'Librarian'),
  g('Técnico de laboratorio', 'Técnica de laboratorio', 'Lab Technician'),
  g('Conservador del museo', 'Conservadora del museo', 'Museum Curator'),
  g('Responsable de calidad', 'Responsable de calidad', 'Quality Manager'),
];
