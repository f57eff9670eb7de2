import { b, type ProgramFacts } from './types.js';
import { school } from './school.js';
import { countInWords } from '../text.js';

/**
 * The school's offer (spec 1): the six programmes of spec section 2 (official Spanish higher
 * vocational qualifications, in this order: menus name them by index), then FP programmes in
 * design and business, two bachelor's degrees and a master's. Every study plan adds up to the
 * stated total (FP: hours, 1,000 a year; degrees and master's: ECTS credits, 60 a year).
 */
const subject = (es: string, en: string, hours: number) => ({ name: b(es, en), hours });
/** A degree or master's subject: its ECTS credits (one credit is 25 to 30 hours of work). */
const course = (es: string, en: string, ects: number) => ({ name: b(es, en), ects });
/**
 * A module every first year of an FP programme has since the 2022 vocational training law
 * (Ley Orgánica 3/2022): digital skills applied to the trade.
 */
const digitalisation = subject('Digitalización aplicada a los sectores productivos', 'Digitalisation applied to productive sectors', 72);
/** FP study plans: two years of 1,000 hours each, the second ending with the company placement (spec 1). */
const acronym = (short: string, es: string, en: string) => ({ acronym: short, expansion: b(es, en) });
const dam = acronym('DAM', 'Desarrollo de Aplicaciones Multiplataforma', 'Multi-platform Application Development');
const daw = acronym('DAW', 'Desarrollo de Aplicaciones Web', 'Web Application Development');
const asir = acronym('ASIR', 'Administración de Sistemas Informáticos en Red', 'Network Computer Systems Administration');
/** The same for every programme: paid with the admission (step 4), deducted from the first year. */
const reservationFee = { amount: 300, currency: 'EUR' as const };

const admissionSteps = [
  { title: b('Solicita información', 'Request information'), text: b('Rellena el formulario y un asesor de admisión te llamará para resolver tus dudas y explicarte el programa.', 'Fill in the form and an admissions adviser will call you to answer your questions and explain the programme.') },
  { title: b('Entrevista personal', 'Personal interview'), text: b('Conoce el campus y habla con la coordinación del programa sobre tus intereses y tu trayectoria.', 'Visit the campus and talk to the programme coordinator about your interests and background.') },
  { title: b('Entrega la documentación', 'Submit your documents'), text: b('Aporta el título que te da acceso (lo indica cada programa en sus requisitos) y tu documento de identidad.', 'Provide the qualification that gives you access (each programme lists it under its entry requirements) and your ID.') },
  { title: b('Reserva tu plaza', 'Secure your place'), text: b('Formaliza la matrícula con el pago de la reserva. Las plazas se asignan por orden de inscripción.', 'Complete enrolment by paying the reservation fee. Places are allocated in order of registration.') },
];

/** Entry to a higher FP programme (Real Decreto 659/2023, access to higher vocational training). */
const fpRequirements = [
  b('Título de Bachillerato, o de Técnico de FP de grado medio, o de Técnico Superior, o un título universitario.', 'The Spanish baccalaureate, or a vocational Technician or Higher Technician qualification, or a university degree.'),
  b('O bien haber superado la prueba de acceso a ciclos de grado superior (a partir de 19 años) o la prueba de acceso a la universidad para mayores de 25 años.', 'Or a pass in the entrance exam for higher vocational programmes (from age 19) or in the university entrance exam for people over 25.'),
  b('Con estudios extranjeros: la homologación o la solicitud de homologación al Bachillerato español.', 'With studies from abroad: recognition of them as the Spanish baccalaureate, or proof of having applied for it.'),
];
/** Entry to a bachelor's degree (Real Decreto 534/2024, access to official university degrees). */
const degreeRequirements = [
  b('Bachillerato y la Prueba de Acceso a la Universidad (PAU), o un título de Técnico Superior de FP, o la prueba de acceso para mayores de 25 años.', 'The baccalaureate and the university entrance exam (PAU), or a Higher Technician vocational qualification, or the entrance exam for people over 25.'),
  b('Con estudios de la Unión Europea o de sistemas con convenio: la acreditación de la UNED; con otros estudios extranjeros, su homologación al Bachillerato.', 'With studies from the European Union or from systems with an agreement: UNED accreditation; with other studies from abroad, their recognition as the baccalaureate.'),
  b('Una entrevista personal con la coordinación del grado; no hay prueba específica de aptitud.', 'A personal interview with the degree coordinator; there is no specific aptitude test.'),
];
/** Entry to a master's degree. */
const masterRequirements = [
  b('Un título universitario oficial de grado, licenciatura o equivalente, español o extranjero.', 'An official bachelor’s degree or equivalent university qualification, Spanish or from abroad.'),
  b('Nivel B2 de inglés acreditado: parte de las asignaturas y casos se trabajan en inglés.', 'Certified B2 English: some subjects and cases are taught in English.'),
  b('Currículum, carta de motivación y una entrevista con la dirección del máster. Se valora la experiencia profesional.', 'A CV, a letter of motivation and an interview with the master’s director. Work experience counts in your favour.'),
];

const commonFaq = [
  { question: b('¿Qué necesito para acceder?', 'What do I need to get in?'), answer: b('El título de bachillerato, un título de técnico de FP, un título universitario o haber superado la prueba de acceso a grado superior.', 'The baccalaureate, a vocational technician qualification, a university degree or a pass in the higher vocational entrance exam.') },
  { question: b('¿El título es oficial?', 'Is the qualification official?'), answer: b('Sí. Es un título oficial del Ministerio de Educación, válido en toda España y reconocido en Europa con el Suplemento Europass.', 'Yes. It is an official Ministry of Education qualification, valid throughout Spain and recognised in Europe with the Europass Supplement.') },
  { question: b('¿Hay becas?', 'Are there scholarships?'), answer: b('Puedes solicitar las becas del Ministerio y, además, las becas propias de EDTE por rendimiento académico y por situación económica.', 'You can apply for Ministry grants and also for EDTE’s own scholarships for academic merit and financial need.') },
  { question: b('¿Cómo son las prácticas?', 'What are the placements like?'), answer: b('Se realizan en empresas colaboradoras durante el segundo curso. La escuela busca la empresa contigo y te asigna un tutor.', 'They take place at partner companies during the second year. The school finds the company with you and assigns you a tutor.') },
  { question: b('¿Puedo seguir estudiando después?', 'Can I continue studying afterwards?'), answer: b('Sí. Da acceso directo a la universidad con reconocimiento de créditos y a los cursos de especialización de FP.', 'Yes. It gives direct access to university with credit recognition, and to vocational specialisation courses.') },
];

const { university, qualityAgency } = school.owner;
/**
 * A university degree's or the master's qualification (spec 2: a programme's credential), as its
 * page states it: awarded by the university the school is attached to, under its code in the
 * Register of Universities, Centres and Degrees (RUCT). The codes are the demo's, fictional as the
 * university is (zeros, like the legal notice's tax id); a school puts its real ones here.
 */
const universityCredential = (es: string, en: string, ruct: string) => b(
  `Título universitario oficial de ${es}, expedido por la ${university.es} (RUCT ${ruct})`,
  `Official university ${en}, awarded by the ${university.en} (RUCT ${ruct})`,
);

/** University degrees and the master's pay a larger reservation, deducted from the first year as well. */
const degreeReservationFee = { amount: 500, currency: 'EUR' as const };
const masterReservationFee = { amount: 1000, currency: 'EUR' as const };

const degreeFaq = [
  { question: b('¿El título es oficial?', 'Is the degree official?'), answer: b(`Sí. Es un grado universitario oficial de 240 ECTS que expide la ${university.es}, a la que EDTE está adscrita. Está inscrito en el Registro de Universidades, Centros y Títulos (RUCT), con el código que figura en su titulación, lo verificó la ${qualityAgency.es} y es válido en todo el Espacio Europeo de Educación Superior.`, `Yes. It is an official 240-ECTS university degree awarded by the ${university.en}, to which EDTE is attached. It is entered in the Spanish Register of Universities, Centres and Degrees (RUCT) under the code given in its qualification, was verified by the ${qualityAgency.en} and is valid throughout the European Higher Education Area.`) },
  { question: b('Vengo de FP de grado superior, ¿me reconocen créditos?', 'I have a higher vocational qualification: are credits recognised?'), answer: b('Sí. Según el título de Técnico Superior que tengas, se reconocen créditos de formación básica y de prácticas; la coordinación te lo calcula antes de matricularte.', 'Yes. Depending on your Higher Technician qualification, basic and placement credits are recognised; the coordinator works it out with you before you enrol.') },
  { question: b('¿Hay becas?', 'Are there scholarships?'), answer: b('Puedes pedir las becas del Ministerio para estudios universitarios y las becas propias de EDTE por rendimiento académico y por situación económica.', 'You can apply for Ministry grants for university studies and for EDTE’s own scholarships for academic merit and financial need.') },
  { question: b('¿Cuándo son las prácticas?', 'When is the placement?'), answer: b('En cuarto curso: 12 ECTS (unas 300 horas) en una empresa colaboradora, con un tutor de la escuela y otro de la empresa.', 'In the fourth year: 12 ECTS (about 300 hours) at a partner company, with a tutor from the school and one from the company.') },
];
const masterFaq = [
  { question: b('¿Puedo cursarlo mientras trabajo?', 'Can I take it while working?'), answer: b('Sí. Las clases son de lunes a jueves de 18:30 a 21:30 y dos sábados al mes por la mañana.', 'Yes. Classes run Monday to Thursday from 18:30 to 21:30 and two Saturday mornings a month.') },
  { question: b('¿El título es oficial?', 'Is the master’s official?'), answer: b(`Sí. Es un máster universitario oficial de 60 ECTS que expide la ${university.es}, inscrito en el RUCT con el código que figura en su titulación y verificado por la ${qualityAgency.es}. Da acceso a programas de doctorado.`, `Yes. It is an official 60-ECTS university master’s degree awarded by the ${university.en}, entered in the RUCT under the code given in its qualification and verified by the ${qualityAgency.en}. It gives access to doctoral programmes.`) },
  { question: b('¿Hay becas o financiación?', 'Are there scholarships or financing?'), answer: b(`Hay becas propias por mérito y convenios con empresas; el pago puede fraccionarse en ${countInWords(school.payment.instalments, 'es')} mensualidades sin intereses.`, `There are merit scholarships and company agreements; payment can be split into ${countInWords(school.payment.instalments, 'en')} interest-free monthly instalments.`) },
];

const dawYear2 = [
  subject('Desarrollo Web en Entorno Cliente', 'Client-side Web Development', 130),
  subject('Desarrollo Web en Entorno Servidor', 'Server-side Web Development', 150),
  subject('Despliegue de Aplicaciones Web', 'Web Application Deployment', 80),
  subject('Diseño de Interfaces Web', 'Web Interface Design', 100),
  subject('Proyecto intermodular', 'Cross-module project', 40),
  subject('Formación en empresa', 'Work placement', 500),
];
const damYear2 = [
  subject('Acceso a Datos', 'Data Access', 120),
  subject('Desarrollo de Interfaces', 'Interface Development', 100),
  subject('Programación Multimedia y Dispositivos Móviles', 'Multimedia and Mobile Device Programming', 100),
  subject('Programación de Servicios y Procesos', 'Services and Processes Programming', 60),
  subject('Sistemas de Gestión Empresarial', 'Business Management Systems', 80),
  subject('Proyecto intermodular', 'Cross-module project', 40),
  subject('Formación en empresa', 'Work placement', 500),
];
const softwareYear1 = [
  subject('Programación', 'Programming', 256),
  subject('Bases de Datos', 'Databases', 192),
  subject('Sistemas Informáticos', 'Computer Systems', 160),
  subject('Lenguajes de Marcas y Sistemas de Gestión de Información', 'Markup Languages and Information Management Systems', 128),
  subject('Entornos de Desarrollo', 'Development Environments', 96),
  subject('Itinerario personal para la empleabilidad I', 'Personal employability pathway I', 96),
  digitalisation,
];

const damIntro = [
  b('El Técnico Superior en Desarrollo de Aplicaciones Multiplataforma forma profesionales capaces de crear aplicaciones para ordenadores, móviles y dispositivos conectados, desde la interfaz hasta el acceso a datos.', 'The Higher Technician in Multi-platform Application Development trains professionals who can build applications for computers, mobile phones and connected devices, from the interface to data access.'),
  b('Aprenderás Java, Kotlin y C#, diseño de interfaces, bases de datos relacionales y no relacionales, y el ciclo completo de un proyecto de software con metodologías ágiles.', 'You will learn Java, Kotlin and C#, interface design, relational and non-relational databases, and the full life cycle of a software project with agile methods.'),
  b('Cada curso trabajarás en proyectos para empresas reales y terminarás con un proyecto intermodular que podrás enseñar en tus entrevistas de trabajo.', 'Every year you will work on projects for real companies and finish with a cross-module project you can show at job interviews.'),
];
const damCareers = [
  b('Desarrollador/a de aplicaciones móviles', 'Mobile app developer'), b('Desarrollador/a de aplicaciones de escritorio', 'Desktop application developer'),
  b('Programador/a de videojuegos y entretenimiento', 'Game and entertainment programmer'), b('Desarrollador/a de sistemas ERP y CRM', 'ERP and CRM developer'),
  b('Técnico/a de pruebas y calidad de software', 'Software testing and quality technician'),
];

export const programs: ProgramFacts[] = [
  {
    pathEs: '/formacion-profesional-administracion-de-sistemas-informaticos-en-red/',
    pathEn: '/en/higher-degree-in-network-computer-systems-administration/',
    title: b('Técnico Superior en Administración de Sistemas Informáticos en Red', 'Higher Technician in Network Computer Systems Administration'),
    shortName: 'ASIR', acronyms: [asir], programType: 'FP', field: 'technology',
    abstract: b('Diseña, despliega y protege la infraestructura de redes, servidores y servicios en la nube de cualquier organización.', 'Design, deploy and secure the network, server and cloud infrastructure of any organisation.'),
    duration: b('2 cursos', '2 years'), years: 2, hours: 2000, ects: 120, modality: b('Presencial', 'On campus'), campus: 'Madrid', startDate: '2027-09-13',
    price: { amount: 6400, currency: 'EUR', academicYear: '2027-2028' }, reservationFee, places: 40,
    credential: b('Título oficial de Técnico Superior en Administración de Sistemas Informáticos en Red', 'Official qualification of Higher Technician in Network Computer Systems Administration'),
    intro: [
      b('Los administradores de sistemas mantienen en marcha los servicios de los que depende cualquier empresa: redes, servidores, copias de seguridad, correo, nube y seguridad.', 'System administrators keep running the services every company depends on: networks, servers, backups, email, cloud and security.'),
      b('Trabajarás con Linux y Windows Server, virtualización y contenedores, redes Cisco, servicios en la nube y ciberseguridad, en laboratorios con equipamiento profesional.', 'You will work with Linux and Windows Server, virtualisation and containers, Cisco networks, cloud services and cybersecurity, in labs with professional equipment.'),
      b('El programa prepara también para certificaciones profesionales reconocidas por la industria.', 'The programme also prepares you for industry-recognised professional certifications.'),
    ],
    studyPlan: [
      { label: b('Primer curso', 'First year'), subjects: [
        subject('Implantación de Sistemas Operativos', 'Operating Systems Deployment', 224), subject('Planificación y Administración de Redes', 'Network Planning and Administration', 192),
        subject('Fundamentos de Hardware', 'Hardware Fundamentals', 128), subject('Gestión de Bases de Datos', 'Database Management', 160),
        subject('Lenguajes de Marcas y Sistemas de Gestión de Información', 'Markup Languages and Information Management Systems', 128), subject('Itinerario personal para la empleabilidad I', 'Personal employability pathway I', 96),
        digitalisation,
      ] },
      { label: b('Segundo curso', 'Second year'), subjects: [
        subject('Administración de Sistemas Operativos', 'Operating Systems Administration', 120), subject('Servicios de Red e Internet', 'Network and Internet Services', 100),
        subject('Implantación de Aplicaciones Web', 'Web Application Deployment', 80), subject('Administración de Sistemas Gestores de Bases de Datos', 'Database Management Systems Administration', 60),
        subject('Seguridad y Alta Disponibilidad', 'Security and High Availability', 100), subject('Proyecto intermodular', 'Cross-module project', 40), subject('Formación en empresa', 'Work placement', 500),
      ] },
    ],
    careers: [b('Administrador/a de sistemas', 'Systems administrator'), b('Técnico/a de redes', 'Network technician'), b('Técnico/a de ciberseguridad', 'Cybersecurity technician'), b('Ingeniero/a de operaciones en la nube', 'Cloud operations engineer'), b('Técnico/a de soporte avanzado', 'Advanced support technician')],
    requirements: fpRequirements,
    admissionSteps,
    faq: [...commonFaq, { question: b('¿Necesito conocimientos previos de informática?', 'Do I need previous computing knowledge?'), answer: b('No es imprescindible. El primer curso parte de los fundamentos, aunque ayuda tener curiosidad por cómo funcionan los ordenadores.', 'It is not essential. The first year starts from the basics, although curiosity about how computers work helps.') }],
    testimonials: [
      { name: 'Sara Núñez', role: b('Estudiante de segundo curso', 'Second-year student'), quote: b('Los laboratorios son como un centro de datos real. Aprendes rompiendo y arreglando cosas.', 'The labs are like a real data centre. You learn by breaking and fixing things.') },
      { name: 'Andrés Molina', role: b('Antiguo alumno, técnico de redes', 'Alumnus, network technician'), quote: b('Me contrataron en la empresa de prácticas antes de terminar el ciclo.', 'The company where I did my placement hired me before I finished the programme.') },
      { name: 'Laura Gil', role: b('Antigua alumna, ciberseguridad', 'Alumna, cybersecurity'), quote: b('El CTF de la escuela me descubrió la ciberseguridad. Hoy es mi trabajo.', 'The school’s capture-the-flag introduced me to cybersecurity. Today it is my job.') },
    ],
  },
  {
    pathEs: '/formacion-profesional-superior-animacion-3d-juegos-y-entornos-interactivos/',
    pathEn: '/en/higher-degree-in-3d-animation-games-and-interactive-environments/',
    title: b('Técnico Superior en Animaciones 3D, Juegos y Entornos Interactivos', 'Higher Technician in 3D Animation, Games and Interactive Environments'),
    shortName: 'A3DJ', acronyms: [acronym('A3DJ', 'Animaciones 3D, Juegos y Entornos Interactivos', '3D Animation, Games and Interactive Environments')], programType: 'FP', field: 'technology',
    abstract: b('Crea personajes, escenarios y experiencias interactivas para animación, videojuegos y realidad virtual.', 'Create characters, environments and interactive experiences for animation, video games and virtual reality.'),
    duration: b('2 cursos', '2 years'), years: 2, hours: 2000, ects: 120, modality: b('Presencial', 'On campus'), campus: 'Madrid', startDate: '2027-09-13',
    price: { amount: 7900, currency: 'EUR', academicYear: '2027-2028' }, reservationFee, places: 30,
    credential: b('Título oficial de Técnico Superior en Animaciones 3D, Juegos y Entornos Interactivos', 'Official qualification of Higher Technician in 3D Animation, Games and Interactive Environments'),
    intro: [
      b('Del guion al render final: aprenderás el flujo de trabajo completo de la animación 3D y el desarrollo de videojuegos, con las herramientas que usan los estudios.', 'From script to final render: you will learn the complete workflow of 3D animation and game development, with the tools studios use.'),
      b('Modelado, texturizado, rigging, animación, iluminación y motores de juego como Unreal Engine y Unity forman parte de tu día a día en el aula.', 'Modelling, texturing, rigging, animation, lighting and game engines such as Unreal Engine and Unity are part of your everyday work in class.'),
      b('Terminarás el programa con una demo reel y un proyecto de equipo presentado ante profesionales del sector.', 'You will finish the programme with a demo reel and a team project presented to industry professionals.'),
    ],
    studyPlan: [
      { label: b('Primer curso', 'First year'), subjects: [
        subject('Proyectos de Animación Audiovisual 2D y 3D', '2D and 3D Animation Projects', 160), subject('Diseño, Dibujo y Modelado para Animación', 'Design, Drawing and Modelling for Animation', 288),
        subject('Animación de Elementos 2D y 3D', '2D and 3D Animation', 256), subject('Proyectos de Juegos y Entornos Interactivos', 'Game and Interactive Environment Projects', 128),
        subject('Itinerario personal para la empleabilidad I', 'Personal employability pathway I', 96), digitalisation,
      ] },
      { label: b('Segundo curso', 'Second year'), subjects: [
        subject('Color, Iluminación y Acabados 2D y 3D', '2D and 3D Colour, Lighting and Finishing', 120), subject('Realización del Montaje y Posproducción', 'Editing and Post-production', 100),
        subject('Desarrollo de Entornos Interactivos Multidispositivo', 'Multi-device Interactive Environment Development', 140), subject('Realización de Proyectos Multimedia Interactivos', 'Interactive Multimedia Projects', 100),
        subject('Proyecto intermodular', 'Cross-module project', 40), subject('Formación en empresa', 'Work placement', 500),
      ] },
    ],
    careers: [b('Animador/a 3D', '3D animator'), b('Modelador/a de personajes y escenarios', 'Character and environment modeller'), b('Artista técnico/a y rigger', 'Technical artist and rigger'), b('Desarrollador/a de videojuegos', 'Game developer'), b('Creador/a de experiencias de realidad virtual', 'Virtual reality experience creator')],
    requirements: fpRequirements,
    admissionSteps,
    faq: [...commonFaq, { question: b('¿Tengo que saber dibujar?', 'Do I need to be able to draw?'), answer: b('Ayuda, pero no es un requisito. El primer curso incluye dibujo y diseño de personajes desde cero.', 'It helps, but it is not a requirement. The first year covers drawing and character design from scratch.') }],
    testimonials: [
      { name: 'Lucía Herrero', role: b('Estudiante de segundo curso', 'Second-year student'), quote: b('Nuestro corto de fin de curso se ha proyectado en un festival internacional.', 'Our end-of-year short has been screened at an international festival.') },
      { name: 'Raúl Campos', role: b('Antiguo alumno, animador', 'Alumnus, animator'), quote: b('Trabajo en una serie que se ve en todo el mundo. Todo empezó en el laboratorio de la escuela.', 'I work on a series watched around the world. It all started in the school’s lab.') },
      { name: 'Noa Prieto', role: b('Antigua alumna, artista técnica', 'Alumna, technical artist'), quote: b('Aprendí a trabajar en equipo con programadores y artistas como en un estudio de verdad.', 'I learnt to work in a team with programmers and artists, just like in a real studio.') },
    ],
  },
  {
    pathEs: '/formacion-profesional-superior-desarrollo-de-aplicaciones-multiplataforma/',
    pathEn: '/en/higher-degree-in-multi-platform-application-development/',
    title: b('Técnico Superior en Desarrollo de Aplicaciones Multiplataforma', 'Higher Technician in Multi-platform Application Development'),
    shortName: 'DAM', acronyms: [dam], programType: 'FP', field: 'technology',
    abstract: b('Desarrolla aplicaciones para escritorio, móviles y dispositivos conectados, con prácticas en empresa desde el segundo curso.', 'Develop applications for desktop, mobile and connected devices, with company placements in the second year.'),
    duration: b('2 cursos', '2 years'), years: 2, hours: 2000, ects: 120, modality: b('Presencial', 'On campus'), campus: 'Madrid', startDate: '2027-09-13',
    price: { amount: 6900, currency: 'EUR', academicYear: '2027-2028' }, reservationFee, places: 60,
    credential: b('Título oficial de Técnico Superior en Desarrollo de Aplicaciones Multiplataforma', 'Official qualification of Higher Technician in Multi-platform Application Development'),
    intro: damIntro,
    studyPlan: [{ label: b('Primer curso', 'First year'), subjects: softwareYear1 }, { label: b('Segundo curso', 'Second year'), subjects: damYear2 }],
    careers: damCareers,
    requirements: fpRequirements,
    admissionSteps,
    faq: [...commonFaq, { question: b('¿Qué diferencia hay entre DAM y DAW?', 'What is the difference between Multi-platform and Web Application Development?'), answer: b('Comparten el primer curso. DAM se centra en aplicaciones de escritorio y móviles; DAW, en aplicaciones web.', `They share the first year. ${dam.expansion.en} then focuses on desktop and mobile apps; ${daw.expansion.en} on web applications.`) }],
    testimonials: [
      { name: 'Hugo Navarro', role: b('Antiguo alumno, desarrollador móvil', 'Alumnus, mobile developer'), quote: b('Publiqué mi primera app en la tienda durante el segundo curso.', 'I published my first app in the store during my second year.') },
      { name: 'Claudia Ortiz', role: b('Estudiante de primer curso', 'First-year student'), quote: b('Programamos desde el primer día y siempre con un objetivo real.', 'We code from day one, always with a real goal.') },
      { name: 'Iván Sanz', role: b('Antiguo alumno, desarrollador ERP', 'Alumnus, ERP developer'), quote: b('Las prácticas me abrieron la puerta a mi empresa actual.', 'My placement opened the door to my current company.') },
    ],
  },
  {
    pathEs: '/formacion-profesional-superior-desarrollo-de-aplicaciones-web/',
    pathEn: '/en/higher-degree-in-web-application-development/',
    title: b('Técnico Superior en Desarrollo de Aplicaciones Web', 'Higher Technician in Web Application Development'),
    shortName: 'DAW', acronyms: [daw], programType: 'FP', field: 'technology',
    abstract: b('Dos cursos, 2.000 horas y prácticas en empresa para convertirte en desarrollador web full stack.', 'Two years, 2,000 hours and a company placement to become a full-stack web developer.'),
    duration: b('2 cursos', '2 years'), years: 2, hours: 2000, ects: 120, modality: b('Presencial', 'On campus'), campus: 'Madrid', startDate: '2027-09-13',
    price: { amount: 6900, currency: 'EUR', academicYear: '2027-2028' }, reservationFee, places: 60,
    credential: b('Título oficial de Técnico Superior en Desarrollo de Aplicaciones Web', 'Official qualification of Higher Technician in Web Application Development'),
    intro: [
      b('El Técnico Superior en Desarrollo de Aplicaciones Web forma desarrolladores capaces de construir aplicaciones web completas: interfaz, lógica de servidor, bases de datos y despliegue.', 'The Higher Technician in Web Application Development trains developers who can build complete web applications: interface, server logic, databases and deployment.'),
      b('Trabajarás con HTML, CSS, JavaScript y TypeScript, frameworks actuales de front-end y back-end, bases de datos SQL y NoSQL, y despliegue en la nube.', 'You will work with HTML, CSS, JavaScript and TypeScript, current front-end and back-end frameworks, SQL and NoSQL databases, and cloud deployment.'),
      b('La accesibilidad, la seguridad y las pruebas automáticas forman parte de todos los proyectos desde el primer curso.', 'Accessibility, security and automated testing are part of every project from the first year.'),
    ],
    studyPlan: [{ label: b('Primer curso', 'First year'), subjects: softwareYear1 }, { label: b('Segundo curso', 'Second year'), subjects: dawYear2 }],
    careers: [b('Desarrollador/a web full stack', 'Full-stack web developer'), b('Desarrollador/a front-end', 'Front-end developer'), b('Desarrollador/a back-end', 'Back-end developer'), b('Especialista en accesibilidad web', 'Web accessibility specialist'), b('Técnico/a de despliegue y operaciones', 'Deployment and operations technician')],
    requirements: fpRequirements,
    admissionSteps,
    faq: [...commonFaq, { question: b('¿Qué ordenador necesito?', 'What computer do I need?'), answer: b('Cualquier portátil reciente con 16 GB de memoria. En el campus tienes equipos disponibles en los laboratorios.', 'Any recent laptop with 16 GB of memory. Computers are also available in the campus labs.') }],
    testimonials: [
      { name: 'Marta Ibáñez', role: b('Antigua alumna, desarrolladora en una fintech', 'Alumna, developer at a fintech'), quote: b('Lo que más valoraron en mi entrevista fue el proyecto final.', 'What they valued most at my interview was my final project.') },
      { name: 'Diego Romero', role: b('Estudiante de segundo curso', 'Second-year student'), quote: b('Hacemos proyectos para empresas reales y eso se nota en el portfolio.', 'We do projects for real companies and it shows in our portfolios.') },
      { name: 'Paula Cano', role: b('Antigua alumna, front-end', 'Alumna, front-end developer'), quote: b('Aprendí accesibilidad desde el primer día y hoy es mi especialidad.', 'I learnt accessibility from day one and today it is my speciality.') },
    ],
  },
  {
    pathEs: '/doble-grado-superior-en-desarrollo-de-aplicaciones-multiplataforma-y-web/',
    pathEn: '/en/double-degree-in-multi-platform-and-web-application-development/',
    title: b('Doble titulación de Técnico Superior en DAM y DAW', 'Double Higher Technician qualification in Multi-platform and Web Application Development'),
    shortName: 'DAM+DAW', acronyms: [dam, daw], programType: 'FP', field: 'technology',
    abstract: b('Obtén en tres cursos los dos títulos oficiales de desarrollo de software más demandados.', 'Earn the two most sought-after official software development qualifications in three years.'),
    duration: b('3 cursos', '3 years'), years: 3, hours: 3000, ects: 180, modality: b('Presencial', 'On campus'), campus: 'Madrid', startDate: '2027-09-13',
    price: { amount: 7400, currency: 'EUR', academicYear: '2027-2028' }, reservationFee, places: 30,
    credential: b('Títulos oficiales de Técnico Superior en Desarrollo de Aplicaciones Multiplataforma y en Desarrollo de Aplicaciones Web', 'Official qualifications of Higher Technician in Multi-platform Application Development and in Web Application Development'),
    intro: [
      b('La doble titulación reúne en tres cursos los módulos de DAM y DAW, que comparten el primer año, para formar perfiles de desarrollo completos.', 'The double qualification brings together the modules of both programmes, which share the first year, over three years to train all-round developers.'),
      b('Saldrás preparado para desarrollar aplicaciones web, móviles y de escritorio, con dos periodos de prácticas en empresas distintas.', 'You will be ready to develop web, mobile and desktop applications, with two placements at different companies.'),
    ],
    studyPlan: [
      { label: b('Primer curso', 'First year'), subjects: softwareYear1 },
      { label: b('Segundo curso', 'Second year'), subjects: damYear2 },
      { label: b('Tercer curso', 'Third year'), subjects: dawYear2 },
    ],
    careers: [...damCareers.slice(0, 3), b('Desarrollador/a web full stack', 'Full-stack web developer'), b('Arquitecto/a de soluciones junior', 'Junior solutions architect')],
    requirements: fpRequirements,
    admissionSteps,
    faq: commonFaq,
    testimonials: [
      { name: 'Pablo Serrano', role: b('Antiguo alumno, fundador de una startup', 'Alumnus, start-up founder'), quote: b('Con los dos títulos pude encargarme de la web y de la app de mi empresa.', 'With both qualifications I could build my company’s website and app myself.') },
      { name: 'Elena Vidal', role: b('Responsable de talento en una consultora', 'Head of talent at a consultancy'), quote: b('Los perfiles de doble titulación son muy versátiles.', 'Double-qualification graduates are very versatile.') },
      { name: 'Tomás Lozano', role: b('Estudiante de tercer curso', 'Third-year student'), quote: b('Tres años intensos, pero salgo con dos títulos y mucha práctica.', 'Three intense years, but I leave with two qualifications and lots of practice.') },
    ],
  },
  {
    pathEs: '/grado-superior-en-desarrollo-de-aplicaciones-multiplataforma/',
    pathEn: '/en/higher-degree-in-multi-platform-application-development-online/',
    title: b('Técnico Superior en Desarrollo de Aplicaciones Multiplataforma (online)', 'Higher Technician in Multi-platform Application Development (online)'),
    shortName: 'DAM online', acronyms: [dam], programType: 'FP', field: 'technology',
    abstract: b('El título oficial de DAM a tu ritmo, con clases en directo y tutorías personalizadas.', 'The official Multi-platform Application Development qualification at your own pace, with live classes and personal tutoring.'),
    duration: b('2 cursos', '2 years'), years: 2, hours: 2000, ects: 120, modality: b('Online', 'Online'), campus: 'Online', startDate: '2027-10-04',
    price: { amount: 4900, currency: 'EUR', academicYear: '2027-2028' }, reservationFee, places: 80,
    credential: b('Título oficial de Técnico Superior en Desarrollo de Aplicaciones Multiplataforma', 'Official qualification of Higher Technician in Multi-platform Application Development'),
    intro: [
      b('La modalidad online del DAM está pensada para quienes trabajan o viven lejos del campus: clases en directo que quedan grabadas, tutorías individuales y exámenes presenciales en Madrid.', 'The online programme is designed for people who work or live far from campus: live classes that are recorded, one-to-one tutoring and in-person exams in Madrid.'),
      ...damIntro.slice(1),
    ],
    studyPlan: [{ label: b('Primer curso', 'First year'), subjects: softwareYear1 }, { label: b('Segundo curso', 'Second year'), subjects: damYear2 }],
    careers: damCareers,
    requirements: fpRequirements,
    admissionSteps,
    faq: [...commonFaq, { question: b('¿Los exámenes son online?', 'Are the exams online?'), answer: b('Las evaluaciones finales son presenciales en el campus de Madrid, como exige la normativa de títulos oficiales.', 'Final assessments take place on the Madrid campus, as the rules for official qualifications require.') }],
    testimonials: [
      { name: 'Beatriz Medina', role: b('Estudiante online', 'Online student'), quote: b('Puedo estudiar después del trabajo y las tutorías me mantienen al día.', 'I can study after work and the tutorials keep me on track.') },
      { name: 'Gonzalo Cortés', role: b('Antiguo alumno online', 'Online alumnus'), quote: b('Cambié de profesión a los 35 años gracias a este programa.', 'I changed careers at 35 thanks to this programme.') },
      { name: 'Inés Garrido', role: b('Tutora del programa', 'Programme tutor'), quote: b('Seguimos a cada estudiante de cerca, aunque esté a cientos de kilómetros.', 'We follow every student closely, even from hundreds of kilometres away.') },
    ],
  },
  // --- Design and business FP (spec 1: a school of design, technology and business) ---------
  {
    pathEs: '/formacion-profesional-superior-marketing-y-publicidad/',
    pathEn: '/en/higher-degree-in-marketing-and-advertising/',
    title: b('Técnico Superior en Marketing y Publicidad', 'Higher Technician in Marketing and Advertising'),
    shortName: 'MKP', acronyms: [acronym('MKP', 'Marketing y Publicidad', 'Marketing and Advertising')], programType: 'FP', field: 'business',
    abstract: b('Planifica campañas, investiga mercados y gestiona la comunicación digital de marcas y empresas.', 'Plan campaigns, research markets and run the digital communication of brands and companies.'),
    duration: b('2 cursos', '2 years'), years: 2, hours: 2000, ects: 120, modality: b('Presencial', 'On campus'), campus: 'Madrid', startDate: '2027-09-13',
    price: { amount: 6600, currency: 'EUR', academicYear: '2027-2028' }, reservationFee, places: 40,
    credential: b('Título oficial de Técnico Superior en Marketing y Publicidad', 'Official qualification of Higher Technician in Marketing and Advertising'),
    intro: [
      b('El Técnico Superior en Marketing y Publicidad forma profesionales que deciden qué se comunica, a quién y por qué canal: desde el estudio de mercado hasta la campaña y la medición de sus resultados.', 'The Higher Technician in Marketing and Advertising trains professionals who decide what is communicated, to whom and through which channel: from market research to the campaign and the measurement of its results.'),
      b('Trabajarás con herramientas de analítica web, gestores de anuncios, CRM y diseño de piezas gráficas, y organizarás eventos reales de la escuela.', 'You will work with web analytics, ad managers, CRM tools and graphic design software, and you will organise real school events.'),
      b('En segundo curso cada equipo lleva la comunicación de una empresa colaboradora durante un trimestre.', 'In the second year each team runs the communication of a partner company for one term.'),
    ],
    studyPlan: [
      { label: b('Primer curso', 'First year'), subjects: [
        subject('Gestión Económica y Financiera de la Empresa', 'Company Economic and Financial Management', 192), subject('Políticas de Marketing', 'Marketing Policies', 192),
        subject('Investigación Comercial', 'Market Research', 128), subject('Medios y Soportes de Comunicación', 'Communication Media and Channels', 160),
        subject('Atención al Cliente, Consumidor y Usuario', 'Customer, Consumer and User Service', 160), subject('Itinerario personal para la empleabilidad I', 'Personal employability pathway I', 96), digitalisation,
      ] },
      { label: b('Segundo curso', 'Second year'), subjects: [
        subject('Marketing Digital', 'Digital Marketing', 140), subject('Diseño y Elaboración de Material de Comunicación', 'Design and Production of Communication Material', 120),
        subject('Relaciones Públicas y Organización de Eventos de Marketing', 'Public Relations and Marketing Events', 100), subject('Trabajo de Campo en la Investigación Comercial', 'Fieldwork in Market Research', 100),
        subject('Proyecto intermodular', 'Cross-module project', 40), subject('Formación en empresa', 'Work placement', 500),
      ] },
    ],
    careers: [b('Técnico/a de marketing digital', 'Digital marketing technician'), b('Community manager y gestor/a de redes sociales', 'Community and social media manager'), b('Ejecutivo/a de cuentas en una agencia de publicidad', 'Advertising agency account executive'), b('Técnico/a de investigación de mercados', 'Market research technician'), b('Organizador/a de eventos y relaciones públicas', 'Events and public relations organiser')],
    requirements: fpRequirements,
    admissionSteps,
    faq: [...commonFaq, { question: b('¿Necesito saber diseño gráfico?', 'Do I need to know graphic design?'), answer: b('No. En segundo curso aprenderás a preparar piezas de comunicación con las herramientas de diseño desde cero.', 'No. In the second year you will learn to prepare communication pieces with design tools from scratch.') }],
    testimonials: [
      { name: 'Alicia Ferrer', role: b('Antigua alumna, agencia de medios', 'Alumna, media agency'), quote: b('La campaña que hicimos para la empresa colaboradora fue mi mejor carta de presentación.', 'The campaign we made for the partner company was my best calling card.') },
      { name: 'Samuel Pascual', role: b('Estudiante de segundo curso', 'Second-year student'), quote: b('Medimos cada campaña con datos reales: aprendes rápido qué funciona y qué no.', 'We measure every campaign with real data: you learn quickly what works and what does not.') },
      { name: 'Lidia Crespo', role: b('Antigua alumna, community manager', 'Alumna, community manager'), quote: b('Organizar la jornada de puertas abiertas fue como llevar un cliente de verdad.', 'Organising the open day was like handling a real client.') },
    ],
  },
  {
    pathEs: '/formacion-profesional-superior-administracion-y-finanzas/',
    pathEn: '/en/higher-degree-in-administration-and-finance/',
    title: b('Técnico Superior en Administración y Finanzas', 'Higher Technician in Administration and Finance'),
    shortName: 'AYF', acronyms: [acronym('AYF', 'Administración y Finanzas', 'Administration and Finance')], programType: 'FP', field: 'business',
    abstract: b('Lleva la contabilidad, las finanzas, los recursos humanos y la gestión administrativa de una empresa.', 'Run a company’s accounts, finance, human resources and administration.'),
    duration: b('2 cursos', '2 years'), years: 2, hours: 2000, ects: 120, modality: b('Presencial', 'On campus'), campus: 'Madrid', startDate: '2027-09-13',
    price: { amount: 6200, currency: 'EUR', academicYear: '2027-2028' }, reservationFee, places: 40,
    credential: b('Título oficial de Técnico Superior en Administración y Finanzas', 'Official qualification of Higher Technician in Administration and Finance'),
    intro: [
      b('Toda empresa necesita a alguien que sepa cuánto ingresa, cuánto gasta, qué impuestos paga y cómo contrata: ese es el perfil del Técnico Superior en Administración y Finanzas.', 'Every company needs someone who knows what it earns, what it spends, which taxes it pays and how it hires: that is the profile of the Higher Technician in Administration and Finance.'),
      b('Trabajarás con programas de contabilidad y nóminas, hojas de cálculo avanzadas y la sede electrónica de la Agencia Tributaria, sobre casos de empresas reales.', 'You will work with accounting and payroll software, advanced spreadsheets and the Tax Agency’s online office, on real company cases.'),
      b('El proyecto intermodular simula un año completo de gestión de una pequeña empresa, del alta a las cuentas anuales.', 'The cross-module project simulates a full year of running a small company, from registration to the annual accounts.'),
    ],
    studyPlan: [
      { label: b('Primer curso', 'First year'), subjects: [
        subject('Gestión de la Documentación Jurídica y Empresarial', 'Legal and Business Documentation', 96), subject('Recursos Humanos y Responsabilidad Social Corporativa', 'Human Resources and Corporate Social Responsibility', 96),
        subject('Ofimática y Proceso de la Información', 'Office Software and Information Processing', 224), subject('Proceso Integral de la Actividad Comercial', 'The Complete Commercial Cycle', 224),
        subject('Comunicación y Atención al Cliente', 'Communication and Customer Service', 192), subject('Itinerario personal para la empleabilidad I', 'Personal employability pathway I', 96), digitalisation,
      ] },
      { label: b('Segundo curso', 'Second year'), subjects: [
        subject('Gestión de Recursos Humanos', 'Human Resources Management', 100), subject('Gestión Financiera', 'Financial Management', 120),
        subject('Contabilidad y Fiscalidad', 'Accounting and Taxation', 140), subject('Gestión Logística y Comercial', 'Logistics and Sales Management', 100),
        subject('Proyecto intermodular', 'Cross-module project', 40), subject('Formación en empresa', 'Work placement', 500),
      ] },
    ],
    careers: [b('Administrativo/a de empresa', 'Company administrator'), b('Técnico/a de contabilidad', 'Accounting technician'), b('Técnico/a de nóminas y recursos humanos', 'Payroll and HR technician'), b('Gestor/a en asesorías fiscales y laborales', 'Tax and employment advisory clerk'), b('Técnico/a de tesorería en entidades financieras', 'Treasury technician at a financial institution')],
    requirements: fpRequirements,
    admissionSteps,
    faq: [...commonFaq, { question: b('¿Se me tienen que dar bien las matemáticas?', 'Do I need to be good at maths?'), answer: b('Basta con las matemáticas de la ESO. Los cálculos financieros se aprenden en clase y con hoja de cálculo.', 'Secondary school maths is enough. Financial calculations are learnt in class and with spreadsheets.') }],
    testimonials: [
      { name: 'Rosa Benítez', role: b('Antigua alumna, asesoría laboral', 'Alumna, employment advisory firm'), quote: b('Al empezar las prácticas ya sabía hacer nóminas y seguros sociales.', 'When my placement started I could already do payslips and social security returns.') },
      { name: 'Mario Vidal', role: b('Estudiante de segundo curso', 'Second-year student'), quote: b('Llevar la contabilidad de una empresa simulada todo un año te obliga a entenderlo todo.', 'Keeping the books of a simulated company for a whole year makes you understand everything.') },
      { name: 'Nerea Soler', role: b('Antigua alumna, departamento financiero', 'Alumna, finance department'), quote: b('Después del ciclo convalidé créditos en ADE y sigo estudiando mientras trabajo.', 'After the programme I had credits recognised towards a business degree and I study while I work.') },
    ],
  },
  {
    pathEs: '/formacion-profesional-superior-patronaje-y-moda/',
    pathEn: '/en/higher-degree-in-pattern-making-and-fashion/',
    title: b('Técnico Superior en Patronaje y Moda', 'Higher Technician in Pattern Making and Fashion'),
    shortName: 'PYM', acronyms: [acronym('PYM', 'Patronaje y Moda', 'Pattern Making and Fashion')], programType: 'FP', field: 'design',
    abstract: b('Del boceto a la prenda: patronaje, tejidos, escalado de tallas y producción de colecciones de moda.', 'From sketch to garment: pattern making, fabrics, grading and the production of fashion collections.'),
    duration: b('2 cursos', '2 years'), years: 2, hours: 2000, ects: 120, modality: b('Presencial', 'On campus'), campus: 'Madrid', startDate: '2027-09-13',
    price: { amount: 7200, currency: 'EUR', academicYear: '2027-2028' }, reservationFee, places: 25,
    credential: b('Título oficial de Técnico Superior en Patronaje y Moda', 'Official qualification of Higher Technician in Pattern Making and Fashion'),
    intro: [
      b('El Técnico Superior en Patronaje y Moda convierte un diseño en patrones, tallas y prendas que pueden fabricarse en serie, cuidando el tejido, el coste y la calidad.', 'The Higher Technician in Pattern Making and Fashion turns a design into patterns, sizes and garments that can be mass-produced, minding the fabric, the cost and the quality.'),
      b('Trabajarás en el taller de confección de la escuela con máquinas industriales y con programas de patronaje digital como los que usan las marcas.', 'You will work in the school’s sewing workshop with industrial machines and with the digital pattern-making software brands use.'),
      b('Cada curso termina con una pequeña colección propia presentada en el desfile de fin de curso.', 'Each year ends with a small collection of your own shown at the end-of-year runway.'),
    ],
    studyPlan: [
      { label: b('Primer curso', 'First year'), subjects: [
        subject('Materiales en Textil, Confección y Piel', 'Textile, Garment and Leather Materials', 160), subject('Moda y Tendencias', 'Fashion and Trends', 128),
        subject('Patronaje Industrial en Textil y Piel', 'Industrial Pattern Making in Textiles and Leather', 256), subject('Procesos en Confección Industrial', 'Industrial Garment Processes', 192),
        subject('Análisis de Diseños en Textil y Piel', 'Design Analysis in Textiles and Leather', 96), subject('Itinerario personal para la empleabilidad I', 'Personal employability pathway I', 96), digitalisation,
      ] },
      { label: b('Segundo curso', 'Second year'), subjects: [
        subject('Industrialización y Escalado de Patrones', 'Pattern Industrialisation and Grading', 180), subject('Organización de la Producción en Confección Industrial', 'Production Planning in the Garment Industry', 120),
        subject('Calidad en Textil, Confección y Piel', 'Quality in Textiles, Garments and Leather', 100), subject('Sostenibilidad aplicada al sistema productivo', 'Sustainability applied to production', 60),
        subject('Proyecto intermodular', 'Cross-module project', 40), subject('Formación en empresa', 'Work placement', 500),
      ] },
    ],
    careers: [b('Patronista industrial', 'Industrial pattern maker'), b('Técnico/a de escalado y marcada', 'Grading and marker-making technician'), b('Técnico/a de producto en marcas de moda', 'Product technician at fashion brands'), b('Responsable de taller de confección', 'Sewing workshop manager'), b('Técnico/a de control de calidad textil', 'Textile quality control technician')],
    requirements: fpRequirements,
    admissionSteps,
    faq: [...commonFaq, { question: b('¿Tengo que saber coser?', 'Do I need to be able to sew?'), answer: b('No. En primer curso aprendes a manejar las máquinas del taller desde el principio.', 'No. In the first year you learn to use the workshop machines from the start.') }],
    testimonials: [
      { name: 'Carolina Vega', role: b('Antigua alumna, patronista', 'Alumna, pattern maker'), quote: b('Hoy hago los patrones de una marca que vende en toda Europa.', 'Today I make the patterns for a brand that sells all over Europe.') },
      { name: 'Jaime Rey', role: b('Estudiante de segundo curso', 'Second-year student'), quote: b('Ver tu prenda en el desfile después de escalarla en cinco tallas es muy especial.', 'Seeing your garment on the runway after grading it in five sizes is very special.') },
      { name: 'Olga Rivas', role: b('Responsable de producto en una marca de moda', 'Product manager at a fashion brand'), quote: b('Los alumnos llegan sabiendo hablar con el taller y con diseño a la vez.', 'The students arrive able to talk to the workshop and to design at the same time.') },
    ],
  },
  {
    pathEs: '/formacion-profesional-superior-proyectos-y-direccion-de-obras-de-decoracion/',
    pathEn: '/en/higher-degree-in-interior-design-projects-and-site-management/',
    title: b('Técnico Superior en Proyectos y Dirección de Obras de Decoración', 'Higher Technician in Interior Design Projects and Site Management'),
    shortName: 'PDOD', acronyms: [acronym('PDOD', 'Proyectos y Dirección de Obras de Decoración', 'Interior Design Projects and Site Management')], programType: 'FP', field: 'design',
    abstract: b('Diseña interiores de viviendas, tiendas y oficinas y dirige su obra, del plano al presupuesto y la entrega.', 'Design the interiors of homes, shops and offices and manage the works, from the plan to the budget and the handover.'),
    duration: b('2 cursos', '2 years'), years: 2, hours: 2000, ects: 120, modality: b('Presencial', 'On campus'), campus: 'Madrid', startDate: '2027-09-13',
    price: { amount: 7400, currency: 'EUR', academicYear: '2027-2028' }, reservationFee, places: 30,
    credential: b('Título oficial de Técnico Superior en Proyectos y Dirección de Obras de Decoración', 'Official qualification of Higher Technician in Interior Design Projects and Site Management'),
    intro: [
      b('Este ciclo forma a quien proyecta un interior y luego lo hace realidad: distribuye el espacio, elige materiales, mobiliario e iluminación, mide, presupuesta y coordina a los oficios en la obra.', 'This programme trains the person who designs an interior and then makes it happen: laying out the space, choosing materials, furniture and lighting, measuring, budgeting and coordinating the trades on site.'),
      b('Dibujarás a mano y con programas de diseño asistido y modelado BIM, y harás visitas de obra con estudios de interiorismo colaboradores.', 'You will draw by hand and with computer-aided design and BIM modelling software, and visit sites with partner interior design studios.'),
      b('El proyecto intermodular es la reforma completa de un local real, con planos, mediciones, presupuesto y calendario de obra.', 'The cross-module project is the complete refurbishment of a real shop, with plans, measurements, budget and works schedule.'),
    ],
    studyPlan: [
      { label: b('Primer curso', 'First year'), subjects: [
        subject('Representación Gráfica de Proyectos de Interiorismo', 'Graphic Representation of Interior Design Projects', 256), subject('Diseño de Espacios de Interior', 'Interior Space Design', 288),
        subject('Materiales y Acabados de Interior', 'Interior Materials and Finishes', 160), subject('Mobiliario y Elementos Decorativos', 'Furniture and Decorative Elements', 128),
        subject('Itinerario personal para la empleabilidad I', 'Personal employability pathway I', 96), digitalisation,
      ] },
      { label: b('Segundo curso', 'Second year'), subjects: [
        subject('Iluminación de Espacios Interiores', 'Interior Lighting', 100), subject('Mediciones y Presupuestos de Obras de Interior', 'Measurement and Budgeting of Interior Works', 120),
        subject('Dirección y Seguimiento de Obras de Interior', 'Interior Works Management and Supervision', 140), subject('Espacios Comerciales y Efímeros', 'Retail and Temporary Spaces', 100),
        subject('Proyecto intermodular', 'Cross-module project', 40), subject('Formación en empresa', 'Work placement', 500),
      ] },
    ],
    careers: [b('Proyectista de interiores', 'Interior design draughtsperson'), b('Jefe/a de obra de reformas y decoración', 'Refurbishment and decoration site manager'), b('Diseñador/a de espacios comerciales y stands', 'Retail space and stand designer'), b('Técnico/a de mediciones y presupuestos', 'Quantity surveying technician'), b('Asesor/a de interiorismo en empresas de mobiliario', 'Interior design adviser at furniture companies')],
    requirements: fpRequirements,
    admissionSteps,
    faq: [...commonFaq, { question: b('¿Es lo mismo que estudiar arquitectura de interiores?', 'Is it the same as studying interior architecture?'), answer: b('No. Es un título de FP de dos años centrado en proyectar y dirigir obras de interior; no firma proyectos que afecten a la estructura del edificio.', 'No. It is a two-year vocational qualification focused on designing and managing interior works; it does not sign off projects that affect the building’s structure.') }],
    testimonials: [
      { name: 'Patricia Mora', role: b('Antigua alumna, estudio de interiorismo', 'Alumna, interior design studio'), quote: b('En prácticas ya llevaba mis propias mediciones en una obra de verdad.', 'During my placement I was already doing my own measurements on a real site.') },
      { name: 'Alejandro Luna', role: b('Estudiante de segundo curso', 'Second-year student'), quote: b('Reformar un local real en el proyecto final te enseña a cuadrar diseño y presupuesto.', 'Refurbishing a real shop in the final project teaches you to balance design and budget.') },
      { name: 'Silvia Carrasco', role: b('Antigua alumna, diseño de stands', 'Alumna, stand design'), quote: b('Diseño los stands de una feria internacional cada año.', 'I design the stands for an international trade fair every year.') },
    ],
  },
  // --- Bachelor's degrees (grado universitario, 240 ECTS over four years) and the master's --
  {
    pathEs: '/grado-en-diseno/',
    pathEn: '/en/bachelors-degree-in-design/',
    title: b('Grado en Diseño', 'Bachelor’s Degree in Design'),
    shortName: 'GD', acronyms: [acronym('GD', 'Grado en Diseño', 'Bachelor’s Degree in Design')], programType: 'DEGREE', field: 'design',
    abstract: b('Cuatro años y 240 ECTS para diseñar identidades, productos, interiores y moda, con prácticas en estudios y marcas.', 'Four years and 240 ECTS to design identities, products, interiors and fashion, with placements at studios and brands.'),
    duration: b('4 cursos', '4 years'), years: 4, ects: 240, modality: b('Presencial', 'On campus'), campus: 'Madrid', startDate: '2027-09-13',
    price: { amount: 9900, currency: 'EUR', academicYear: '2027-2028' }, reservationFee: degreeReservationFee, places: 60,
    credential: universityCredential('Graduado o Graduada en Diseño', 'Bachelor’s Degree in Design', '0000001'),
    intro: [
      b('El Grado en Diseño empieza por los fundamentos comunes (dibujo, color, tipografía, historia y materiales) y se abre después a cuatro itinerarios: gráfico, producto, interiores y moda.', 'The Bachelor’s Degree in Design starts with shared foundations (drawing, colour, typography, history and materials) and then opens into four pathways: graphic, product, interiors and fashion.'),
      b('Cada semestre hay un proyecto con un cliente real y en cuarto curso 12 ECTS de prácticas externas en un estudio, una marca o una empresa de fabricación.', 'Every semester has a project with a real client, and the fourth year includes 12 ECTS of external placement at a studio, a brand or a manufacturer.'),
      b('El Trabajo Fin de Grado se defiende ante un tribunal con profesionales invitados y se expone en la muestra anual de la escuela.', 'The final-year project is defended before a panel with invited professionals and shown at the school’s annual exhibition.'),
    ],
    studyPlan: [
      { label: b('Primer curso', 'First year'), subjects: [
        course('Ilustración y Dibujo', 'Illustration and Drawing', 6), course('Fundamentos del Diseño Gráfico', 'Foundations of Graphic Design', 6), course('Historia del Diseño', 'History of Design', 6),
        course('Tipografía', 'Typography', 6), course('Comunicación Visual: Color y Composición', 'Visual Communication: Colour and Composition', 6), course('Matemáticas para el Diseño', 'Mathematics for Design', 6),
        course('Materiales y Procesos de Fabricación', 'Materials and Manufacturing Processes', 6), course('Fotografía', 'Photography', 6), course('Empresa y Mercado del Diseño', 'The Design Business and Market', 6),
        course('Modelado 3D para Diseño', '3D Modelling for Design', 6),
      ] },
      { label: b('Segundo curso', 'Second year'), subjects: [
        course('Identidad Corporativa', 'Corporate Identity', 6), course('Diseño Editorial', 'Editorial Design', 6), course('Diseño de Producto I', 'Product Design I', 6),
        course('Prototipado', 'Prototyping', 6), course('Diseño de Interiores I', 'Interior Design I', 6), course('Diseño de Moda I', 'Fashion Design I', 6),
        course('Experiencia de Usuario', 'User Experience', 6), course('Diseño de Interfaces', 'Interface Design', 6), course('Marketing para Diseñadores', 'Marketing for Designers', 6),
        course('Estadística e Investigación con Usuarios', 'Statistics and User Research', 6),
      ] },
      { label: b('Tercer curso', 'Third year'), subjects: [
        course('Diseño de Producto II', 'Product Design II', 6), course('Ecodiseño y Sostenibilidad', 'Ecodesign and Sustainability', 6), course('Diseño de Packaging', 'Packaging Design', 6),
        course('Diseño de Espacios Comerciales', 'Retail Space Design', 6), course('Diseño de Moda II: Colección', 'Fashion Design II: Collection', 6), course('Ilustración Avanzada', 'Advanced Illustration', 6),
        course('Animación y Motion Graphics', 'Animation and Motion Graphics', 6), course('Diseño de Interiores II', 'Interior Design II', 6), course('Gestión de Proyectos de Diseño', 'Design Project Management', 6),
        course('Fabricación Digital', 'Digital Fabrication', 6),
      ] },
      { label: b('Cuarto curso', 'Fourth year'), subjects: [
        course('Portfolio e Identidad Profesional', 'Portfolio and Professional Identity', 6), course('Dirección de Arte Editorial', 'Editorial Art Direction', 6), course('Diseño Estratégico y Negocio', 'Strategic Design and Business', 6),
        course('Estilismo', 'Styling', 6), course('Diseño de Mobiliario', 'Furniture Design', 6), course('Realidad Virtual para Diseño', 'Virtual Reality for Design', 6),
        course('Prácticas Externas', 'External placement', 12), course('Trabajo Fin de Grado', 'Final-year project', 12),
      ] },
    ],
    careers: [b('Diseñador/a gráfico/a y de identidad', 'Graphic and identity designer'), b('Diseñador/a de producto', 'Product designer'), b('Diseñador/a de interiores', 'Interior designer'), b('Diseñador/a de moda', 'Fashion designer'), b('Director/a de arte', 'Art director'), b('Diseñador/a UX/UI', 'UX/UI designer')],
    requirements: degreeRequirements,
    admissionSteps,
    faq: degreeFaq,
    testimonials: [
      { name: 'Irene Castaño', role: b('Estudiante de tercer curso', 'Third-year student'), quote: b('Probar gráfico, producto, interiores y moda antes de elegir me ayudó a encontrar lo mío.', 'Trying graphic, product, interiors and fashion before choosing helped me find my thing.') },
      { name: 'Bruno Salas', role: b('Antiguo alumno, diseñador de producto', 'Alumnus, product designer'), quote: b('Mi Trabajo Fin de Grado acabó fabricándose en serie con la empresa de prácticas.', 'My final-year project ended up in production with my placement company.') },
      { name: 'Mireia Pons', role: b('Antigua alumna, directora de arte', 'Alumna, art director'), quote: b('Los proyectos con clientes reales me dieron un portfolio antes de terminar.', 'The projects with real clients gave me a portfolio before I graduated.') },
    ],
  },
  {
    pathEs: '/grado-en-ingenieria-del-software/',
    pathEn: '/en/bachelors-degree-in-software-engineering/',
    title: b('Grado en Ingeniería del Software', 'Bachelor’s Degree in Software Engineering'),
    shortName: 'GIS', acronyms: [acronym('GIS', 'Grado en Ingeniería del Software', 'Bachelor’s Degree in Software Engineering')], programType: 'DEGREE', field: 'technology',
    abstract: b('Cuatro años y 240 ECTS para diseñar, construir y mantener sistemas de software fiables, de los fundamentos a la nube y la IA.', 'Four years and 240 ECTS to design, build and maintain reliable software systems, from the foundations to the cloud and AI.'),
    duration: b('4 cursos', '4 years'), years: 4, ects: 240, modality: b('Presencial', 'On campus'), campus: 'Madrid', startDate: '2027-09-13',
    price: { amount: 10500, currency: 'EUR', academicYear: '2027-2028' }, reservationFee: degreeReservationFee, places: 60,
    credential: universityCredential('Graduado o Graduada en Ingeniería del Software', 'Bachelor’s Degree in Software Engineering', '0000002'),
    intro: [
      b('El Grado en Ingeniería del Software une la base matemática y de computación de una ingeniería con la práctica diaria de un equipo de desarrollo profesional.', 'The Bachelor’s Degree in Software Engineering combines the mathematical and computing foundations of an engineering degree with the daily practice of a professional development team.'),
      b('Desde primero programarás en equipo con control de versiones y pruebas automáticas; en tercero y cuarto, arquitectura, nube, ciberseguridad e inteligencia artificial.', 'From the first year you will code in teams with version control and automated tests; in the third and fourth years, architecture, cloud, cybersecurity and artificial intelligence.'),
      b('Si vienes del Técnico Superior en DAM, DAW o ASIR, se te reconocen créditos de primer curso según la normativa de reconocimiento.', `If you hold the Higher Technician qualification in ${dam.expansion.en}, ${daw.expansion.en} or ${asir.expansion.en}, first-year credits are recognised under the credit recognition rules.`),
    ],
    studyPlan: [
      { label: b('Primer curso', 'First year'), subjects: [
        course('Cálculo', 'Calculus', 6), course('Álgebra Lineal', 'Linear Algebra', 6), course('Matemática Discreta', 'Discrete Mathematics', 6), course('Estadística', 'Statistics', 6),
        course('Programación I', 'Programming I', 6), course('Programación II', 'Programming II', 6), course('Estructura de Computadores', 'Computer Organisation', 6),
        course('Sistemas Operativos', 'Operating Systems', 6), course('Fundamentos de Redes', 'Networking Fundamentals', 6), course('Economía de la Empresa', 'Business Economics', 6),
      ] },
      { label: b('Segundo curso', 'Second year'), subjects: [
        course('Programación Avanzada: Estructuras de Datos y Algoritmos', 'Advanced Programming: Data Structures and Algorithms', 6), course('Bases de Datos', 'Databases', 6),
        course('Ingeniería del Software I', 'Software Engineering I', 6), course('Ingeniería de Requisitos', 'Requirements Engineering', 6), course('Diseño de Interfaces de Usuario', 'User Interface Design', 6),
        course('Programación Web', 'Web Programming', 6), course('Redes de Computadores', 'Computer Networks', 6), course('Análisis de Datos', 'Data Analysis', 6),
        course('Seguridad Informática', 'Computer Security', 6), course('Arquitectura del Software', 'Software Architecture', 6),
      ] },
      { label: b('Tercer curso', 'Third year'), subjects: [
        course('Ingeniería del Software II', 'Software Engineering II', 6), course('Pruebas y Calidad del Software', 'Software Testing and Quality', 6), course('Programación de Dispositivos Móviles', 'Mobile Device Programming', 6),
        course('Computación en la Nube y Despliegue', 'Cloud Computing and Deployment', 6), course('Inteligencia Artificial', 'Artificial Intelligence', 6), course('Aprendizaje Automático', 'Machine Learning', 6),
        course('Big Data y Ciencia de Datos', 'Big Data and Data Science', 6), course('Gestión de Proyectos de Software', 'Software Project Management', 6), course('Experiencia de Usuario', 'User Experience', 6),
        course('Ciberseguridad', 'Cybersecurity', 6),
      ] },
      { label: b('Cuarto curso', 'Fourth year'), subjects: [
        course('Despliegue Continuo y DevOps', 'Continuous Deployment and DevOps', 6), course('Sistemas de Gestión Empresarial', 'Enterprise Management Systems', 6), course('Modelos de IA Generativa', 'Generative AI Models', 6),
        course('Emprendimiento Tecnológico', 'Tech Entrepreneurship', 6), course('Realidad Virtual y Aumentada', 'Virtual and Augmented Reality', 6), course('Accesibilidad y Usabilidad', 'Accessibility and Usability', 6),
        course('Prácticas Externas', 'External placement', 12), course('Trabajo Fin de Grado', 'Final-year project', 12),
      ] },
    ],
    careers: [b('Ingeniero/a de software', 'Software engineer'), b('Arquitecto/a de software', 'Software architect'), b('Ingeniero/a de datos y de IA', 'Data and AI engineer'), b('Ingeniero/a DevOps y de plataforma', 'DevOps and platform engineer'), b('Responsable de calidad de software', 'Software quality lead'), b('Jefe/a de proyectos tecnológicos', 'Technology project manager')],
    requirements: degreeRequirements,
    admissionSteps,
    faq: [...degreeFaq, { question: b('¿Es una ingeniería con atribuciones profesionales?', 'Does it lead to a regulated engineering profession?'), answer: b('No: la Ingeniería del Software no es una profesión regulada en España y no necesita atribuciones para ejercerse.', 'No: software engineering is not a regulated profession in Spain and needs no professional licence to practise.') }],
    testimonials: [
      { name: 'Daniela Fuentes', role: b('Estudiante de cuarto curso', 'Fourth-year student'), quote: b('Venía del DAW y me reconocieron créditos; ahora entiendo por qué funciona lo que ya sabía hacer.', `I came from the ${daw.expansion.en} programme and had credits recognised; now I understand why what I already knew how to do works.`) },
      { name: 'Óliver Santana', role: b('Antiguo alumno, ingeniero de plataforma', 'Alumnus, platform engineer'), quote: b('Las prácticas de cuarto se convirtieron en mi primer contrato.', 'My fourth-year placement became my first contract.') },
      { name: 'Aitana Rojas', role: b('Estudiante de segundo curso', 'Second-year student'), quote: b('Cada asignatura de programación tiene su proyecto en equipo, como en una empresa.', 'Every programming subject has its team project, just like in a company.') },
    ],
  },
  {
    pathEs: '/master-universitario-en-direccion-de-empresas-mba/',
    pathEn: '/en/master-in-business-administration-mba/',
    title: b('Máster Universitario en Dirección de Empresas (MBA)', 'Master in Business Administration (MBA)'),
    shortName: 'MBA', acronyms: [acronym('MBA', 'Master in Business Administration (Máster en Dirección de Empresas)', 'Master in Business Administration')], programType: 'MASTER', field: 'business',
    abstract: b('Un año y 60 ECTS, en horario de tarde y sábados, para dirigir empresas de diseño y tecnología.', 'One year and 60 ECTS, on evenings and Saturdays, to lead design and technology companies.'),
    duration: b('1 curso', '1 year'), years: 1, ects: 60, modality: b('Presencial, tardes y sábados', 'On campus, evenings and Saturdays'), campus: 'Madrid',
    // Its entry requirements ask for B2 English: part of the subjects and cases are taught in it.
    languages: ['es', 'en'], startDate: '2027-10-04',
    price: { amount: 14800, currency: 'EUR', academicYear: '2027-2028' }, reservationFee: masterReservationFee, places: 35,
    credential: universityCredential('Máster en Dirección de Empresas', 'Master’s Degree in Business Administration', '0000003'),
    intro: [
      b('El MBA de EDTE está pensado para profesionales del diseño, la tecnología y la empresa que quieren dirigir equipos, productos o su propia compañía.', 'The EDTE MBA is designed for design, technology and business professionals who want to lead teams, products or their own company.'),
      b('Estrategia, finanzas, marketing, personas y operaciones se estudian con casos de empresas creativas y tecnológicas, y con directivos invitados cada semana.', 'Strategy, finance, marketing, people and operations are studied through cases of creative and technology companies, with guest executives every week.'),
      b('El Trabajo Fin de Máster es un plan de negocio o de transformación para una empresa real, defendido ante un tribunal con inversores.', 'The master’s final project is a business or transformation plan for a real company, defended before a panel that includes investors.'),
    ],
    studyPlan: [
      { label: b('Curso único', 'Single year'), subjects: [
        course('Dirección Estratégica de la Empresa', 'Strategic Management', 6), course('Finanzas Corporativas', 'Corporate Finance', 6), course('Contabilidad Directiva', 'Managerial Accounting', 6),
        course('Marketing Estratégico y Digital', 'Strategic and Digital Marketing', 6), course('Dirección de Personas y Recursos Humanos', 'People and Human Resources Management', 6), course('Operaciones y Logística', 'Operations and Logistics', 6),
        course('Economía para Directivos', 'Economics for Managers', 3), course('Análisis de Datos para la Toma de Decisiones', 'Data Analysis for Decision-Making', 3),
        course('Transformación Digital del Negocio', 'Digital Business Transformation', 3), course('Emprendimiento e Innovación', 'Entrepreneurship and Innovation', 3),
        course('Prácticas Externas', 'External placement', 6), course('Trabajo Fin de Máster', 'Master’s final project', 6),
      ] },
    ],
    careers: [b('Director/a general de pyme', 'Managing director of an SME'), b('Director/a de producto', 'Head of product'), b('Director/a de marketing', 'Marketing director'), b('Consultor/a de estrategia y transformación digital', 'Strategy and digital transformation consultant'), b('Fundador/a de empresa', 'Company founder')],
    requirements: masterRequirements,
    admissionSteps,
    faq: masterFaq,
    testimonials: [
      { name: 'Julián Herrera', role: b('Alumno del MBA, jefe de producto', 'MBA student, product lead'), quote: b('Las clases de tarde me permiten aplicar al día siguiente en el trabajo lo que veo en el aula.', 'Evening classes let me apply at work the next day what I learn in class.') },
      { name: 'Cristina Lara', role: b('Antigua alumna, fundadora de un estudio de diseño', 'Alumna, founder of a design studio'), quote: b('Mi Trabajo Fin de Máster fue el plan de negocio con el que abrí mi estudio.', 'My master’s final project was the business plan I opened my studio with.') },
      { name: 'Ricardo Solís', role: b('Antiguo alumno, director financiero', 'Alumnus, finance director'), quote: b('Compartir clase con diseñadores e ingenieros cambia tu forma de dirigir.', 'Sharing a class with designers and engineers changes the way you lead.') },
    ],
  },
];

/** The programme the campaign landing sells (/l/grado-superior-desarrollo-web/), by its record: DAW. */
export const campaignProgramme = programs.find((p) => p.shortName === 'DAW')!;

/**
 * A programme's name in English prose, where Spanish prose writes its official acronym ("DAM",
 * "ASIR"): the acronyms are Spanish and say nothing to an English reader (WCAG 3.1.4), so English
 * names the field the qualification is in, as its English title gives it, or, for a degree, its
 * title; MBA is English's own word for the master's.
 */
export function englishName(p: ProgramFacts): string {
  if (p.shortName === 'MBA') return 'MBA';
  // A vocational title says the field after its qualification ("Higher Technician in …").
  return p.programType === 'FP' ? p.title.en.replace(/^(?:Double )?Higher Technician (?:qualification )?in /, '') : p.title.en;
}

/** The same as a noun phrase in a sentence: "the Web Application Development programme", "the MBA". */
export function inEnglishProse(p: ProgramFacts): string {
  const name = englishName(p);
  if (p.programType !== 'FP') return `the ${name}`;
  return p.campus === 'Online' ? `the online ${name.replace(/ \(online\)$/, '')} programme` : `the ${name} programme`;
}
