import type { Bi, ProgramFacts } from './types.js';

/** The six programmes of spec section 2 (official Spanish higher vocational qualifications). */
const b = (es: string, en: string): Bi => ({ es, en });
const subject = (es: string, en: string, hours: number) => ({ name: b(es, en), hours });
const acronym = (short: string, es: string, en: string) => ({ acronym: short, expansion: b(es, en) });
const dam = acronym('DAM', 'Desarrollo de Aplicaciones Multiplataforma', 'Multi-platform Application Development');
const daw = acronym('DAW', 'Desarrollo de Aplicaciones Web', 'Web Application Development');
/** The same for every programme: paid with the admission (step 4), deducted from the first year. */
const reservationFee = { amount: 300, currency: 'EUR' as const };

const admissionSteps = [
  { title: b('Solicita información', 'Request information'), text: b('Rellena el formulario y un asesor de admisión te llamará para resolver tus dudas y explicarte el programa.', 'Fill in the form and an admissions adviser will call you to answer your questions and explain the programme.') },
  { title: b('Entrevista personal', 'Personal interview'), text: b('Conoce el campus y habla con la coordinación del programa sobre tus intereses y tu trayectoria.', 'Visit the campus and talk to the programme coordinator about your interests and background.') },
  { title: b('Entrega la documentación', 'Submit your documents'), text: b('Aporta tu título de acceso (bachillerato, técnico o prueba de acceso) y tu documento de identidad.', 'Provide your entry qualification (baccalaureate, technician qualification or entrance exam) and your ID.') },
  { title: b('Reserva tu plaza', 'Secure your place'), text: b('Formaliza la matrícula con el pago de la reserva. Las plazas se asignan por orden de inscripción.', 'Complete enrolment by paying the reservation fee. Places are allocated in order of registration.') },
];

const commonFaq = [
  { question: b('¿Qué necesito para acceder?', 'What do I need to get in?'), answer: b('El título de bachillerato, un título de técnico de FP, un título universitario o haber superado la prueba de acceso a grado superior.', 'The baccalaureate, a vocational technician qualification, a university degree or a pass in the higher vocational entrance exam.') },
  { question: b('¿El título es oficial?', 'Is the qualification official?'), answer: b('Sí. Es un título oficial del Ministerio de Educación, válido en toda España y reconocido en Europa con el Suplemento Europass.', 'Yes. It is an official Ministry of Education qualification, valid throughout Spain and recognised in Europe with the Europass Supplement.') },
  { question: b('¿Hay becas?', 'Are there scholarships?'), answer: b('Puedes solicitar las becas del Ministerio y, además, las becas propias de EDTE por rendimiento académico y por situación económica.', 'You can apply for Ministry grants and also for EDTE’s own scholarships for academic merit and financial need.') },
  { question: b('¿Cómo son las prácticas?', 'What are the placements like?'), answer: b('Se realizan en empresas colaboradoras durante el segundo curso. La escuela busca la empresa contigo y te asigna un tutor.', 'They take place at partner companies during the second year. The school finds the company with you and assigns you a tutor.') },
  { question: b('¿Puedo seguir estudiando después?', 'Can I continue studying afterwards?'), answer: b('Sí. Da acceso directo a la universidad con reconocimiento de créditos y a los cursos de especialización de FP.', 'Yes. It gives direct access to university with credit recognition, and to vocational specialisation courses.') },
];

const dawYear2 = [
  subject('Desarrollo Web en Entorno Cliente', 'Client-side Web Development', 140),
  subject('Desarrollo Web en Entorno Servidor', 'Server-side Web Development', 160),
  subject('Despliegue de Aplicaciones Web', 'Web Application Deployment', 80),
  subject('Diseño de Interfaces Web', 'Web Interface Design', 120),
  subject('Proyecto intermodular', 'Cross-module project', 40),
  subject('Formación en empresa', 'Work placement', 500),
];
const damYear2 = [
  subject('Acceso a Datos', 'Data Access', 120),
  subject('Desarrollo de Interfaces', 'Interface Development', 120),
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
    shortName: 'ASIR', acronyms: [acronym('ASIR', 'Administración de Sistemas Informáticos en Red', 'Network Computer Systems Administration')], programType: 'FP',
    abstract: b('Diseña, despliega y protege la infraestructura de redes, servidores y servicios en la nube de cualquier organización.', 'Design, deploy and secure the network, server and cloud infrastructure of any organisation.'),
    duration: b('2 cursos', '2 years'), hours: 2000, ects: 120, modality: b('Presencial', 'On campus'), campus: 'Madrid', startDate: '2027-09-13',
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
        subject('Fundamentos de Hardware', 'Hardware Fundamentals', 96), subject('Gestión de Bases de Datos', 'Database Management', 160),
        subject('Lenguajes de Marcas y Sistemas de Gestión de Información', 'Markup Languages and Information Management Systems', 128), subject('Itinerario personal para la empleabilidad I', 'Personal employability pathway I', 96),
      ] },
      { label: b('Segundo curso', 'Second year'), subjects: [
        subject('Administración de Sistemas Operativos', 'Operating Systems Administration', 120), subject('Servicios de Red e Internet', 'Network and Internet Services', 120),
        subject('Implantación de Aplicaciones Web', 'Web Application Deployment', 100), subject('Administración de Sistemas Gestores de Bases de Datos', 'Database Management Systems Administration', 60),
        subject('Seguridad y Alta Disponibilidad', 'Security and High Availability', 100), subject('Proyecto intermodular', 'Cross-module project', 40), subject('Formación en empresa', 'Work placement', 500),
      ] },
    ],
    careers: [b('Administrador/a de sistemas', 'Systems administrator'), b('Técnico/a de redes', 'Network technician'), b('Técnico/a de ciberseguridad', 'Cybersecurity technician'), b('Ingeniero/a de operaciones en la nube', 'Cloud operations engineer'), b('Técnico/a de soporte avanzado', 'Advanced support technician')],
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
    shortName: 'A3DJ', acronyms: [acronym('A3DJ', 'Animaciones 3D, Juegos y Entornos Interactivos', '3D Animation, Games and Interactive Environments')], programType: 'FP',
    abstract: b('Crea personajes, escenarios y experiencias interactivas para animación, videojuegos y realidad virtual.', 'Create characters, environments and interactive experiences for animation, video games and virtual reality.'),
    duration: b('2 cursos', '2 years'), hours: 2000, ects: 120, modality: b('Presencial', 'On campus'), campus: 'Madrid', startDate: '2027-09-13',
    price: { amount: 7900, currency: 'EUR', academicYear: '2027-2028' }, reservationFee, places: 30,
    credential: b('Título oficial de Técnico Superior en Animaciones 3D, Juegos y Entornos Interactivos', 'Official qualification of Higher Technician in 3D Animation, Games and Interactive Environments'),
    intro: [
      b('Del guion al render final: aprenderás el flujo de trabajo completo de la animación 3D y el desarrollo de videojuegos, con las herramientas que usan los estudios.', 'From script to final render: you will learn the complete workflow of 3D animation and game development, with the tools studios use.'),
      b('Modelado, texturizado, rigging, animación, iluminación y motores de juego como Unreal Engine y Unity forman parte de tu día a día en el aula.', 'Modelling, texturing, rigging, animation, lighting and game engines such as Unreal Engine and Unity are part of your everyday work in class.'),
      b('Terminarás el programa con una demo reel y un proyecto de equipo presentado ante profesionales del sector.', 'You will finish the programme with a demo reel and a team project presented to industry professionals.'),
    ],
    studyPlan: [
      { label: b('Primer curso', 'First year'), subjects: [
        subject('Proyectos de Animación Audiovisual 2D y 3D', '2D and 3D Animation Projects', 128), subject('Diseño, Dibujo y Modelado para Animación', 'Design, Drawing and Modelling for Animation', 224),
        subject('Animación de Elementos 2D y 3D', '2D and 3D Animation', 192), subject('Proyectos de Juegos y Entornos Interactivos', 'Game and Interactive Environment Projects', 128),
        subject('Itinerario personal para la empleabilidad I', 'Personal employability pathway I', 96),
      ] },
      { label: b('Segundo curso', 'Second year'), subjects: [
        subject('Color, Iluminación y Acabados 2D y 3D', '2D and 3D Colour, Lighting and Finishing', 120), subject('Realización del Montaje y Posproducción', 'Editing and Post-production', 100),
        subject('Desarrollo de Entornos Interactivos Multidispositivo', 'Multi-device Interactive Environment Development', 140), subject('Realización de Proyectos Multimedia Interactivos', 'Interactive Multimedia Projects', 100),
        subject('Proyecto intermodular', 'Cross-module project', 40), subject('Formación en empresa', 'Work placement', 500),
      ] },
    ],
    careers: [b('Animador/a 3D', '3D animator'), b('Modelador/a de personajes y escenarios', 'Character and environment modeller'), b('Artista técnico/a y rigger', 'Technical artist and rigger'), b('Desarrollador/a de videojuegos', 'Game developer'), b('Creador/a de experiencias de realidad virtual', 'Virtual reality experience creator')],
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
    shortName: 'DAM', acronyms: [dam], programType: 'FP',
    abstract: b('Desarrolla aplicaciones para escritorio, móviles y dispositivos conectados, con prácticas en empresa desde el segundo curso.', 'Develop applications for desktop, mobile and connected devices, with company placements in the second year.'),
    duration: b('2 cursos', '2 years'), hours: 2000, ects: 120, modality: b('Presencial', 'On campus'), campus: 'Madrid', startDate: '2027-09-13',
    price: { amount: 6900, currency: 'EUR', academicYear: '2027-2028' }, reservationFee, places: 60,
    credential: b('Título oficial de Técnico Superior en Desarrollo de Aplicaciones Multiplataforma', 'Official qualification of Higher Technician in Multi-platform Application Development'),
    intro: damIntro,
    studyPlan: [{ label: b('Primer curso', 'First year'), subjects: softwareYear1 }, { label: b('Segundo curso', 'Second year'), subjects: damYear2 }],
    careers: damCareers,
    admissionSteps,
    faq: [...commonFaq, { question: b('¿Qué diferencia hay entre DAM y DAW?', 'What is the difference between DAM and DAW?'), answer: b('Comparten el primer curso. DAM se centra en aplicaciones de escritorio y móviles; DAW, en aplicaciones web.', 'They share the first year. DAM focuses on desktop and mobile apps; DAW on web applications.') }],
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
    shortName: 'DAW', acronyms: [daw], programType: 'FP',
    abstract: b('Dos cursos, 2.000 horas y prácticas en empresa para convertirte en desarrollador web full stack.', 'Two years, 2,000 hours and a company placement to become a full-stack web developer.'),
    duration: b('2 cursos', '2 years'), hours: 2000, ects: 120, modality: b('Presencial', 'On campus'), campus: 'Madrid', startDate: '2027-09-13',
    price: { amount: 6900, currency: 'EUR', academicYear: '2027-2028' }, reservationFee, places: 60,
    credential: b('Título oficial de Técnico Superior en Desarrollo de Aplicaciones Web', 'Official qualification of Higher Technician in Web Application Development'),
    intro: [
      b('El Técnico Superior en Desarrollo de Aplicaciones Web forma desarrolladores capaces de construir aplicaciones web completas: interfaz, lógica de servidor, bases de datos y despliegue.', 'The Higher Technician in Web Application Development trains developers who can build complete web applications: interface, server logic, databases and deployment.'),
      b('Trabajarás con HTML, CSS, JavaScript y TypeScript, frameworks actuales de front-end y back-end, bases de datos SQL y NoSQL, y despliegue en la nube.', 'You will work with HTML, CSS, JavaScript and TypeScript, current front-end and back-end frameworks, SQL and NoSQL databases, and cloud deployment.'),
      b('La accesibilidad, la seguridad y las pruebas automáticas forman parte de todos los proyectos desde el primer curso.', 'Accessibility, security and automated testing are part of every project from the first year.'),
    ],
    studyPlan: [{ label: b('Primer curso', 'First year'), subjects: softwareYear1 }, { label: b('Segundo curso', 'Second year'), subjects: dawYear2 }],
    careers: [b('Desarrollador/a web full stack', 'Full-stack web developer'), b('Desarrollador/a front-end', 'Front-end developer'), b('Desarrollador/a back-end', 'Back-end developer'), b('Especialista en accesibilidad web', 'Web accessibility specialist'), b('Técnico/a de despliegue y operaciones', 'Deployment and operations technician')],
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
    title: b('Doble titulación de Técnico Superior en DAM y DAW', 'Double Higher Technician qualification in DAM and DAW'),
    shortName: 'DAM+DAW', acronyms: [dam, daw], programType: 'FP',
    abstract: b('Obtén en tres cursos los dos títulos oficiales de desarrollo de software más demandados.', 'Earn the two most sought-after official software development qualifications in three years.'),
    duration: b('3 cursos', '3 years'), hours: 3000, ects: 180, modality: b('Presencial', 'On campus'), campus: 'Madrid', startDate: '2027-09-13',
    price: { amount: 7400, currency: 'EUR', academicYear: '2027-2028' }, reservationFee, places: 30,
    credential: b('Títulos oficiales de Técnico Superior en Desarrollo de Aplicaciones Multiplataforma y en Desarrollo de Aplicaciones Web', 'Official qualifications of Higher Technician in Multi-platform Application Development and in Web Application Development'),
    intro: [
      b('La doble titulación reúne en tres cursos los módulos de DAM y DAW, que comparten el primer año, para formar perfiles de desarrollo completos.', 'The double qualification brings together the DAM and DAW modules, which share the first year, over three years to train all-round developers.'),
      b('Saldrás preparado para desarrollar aplicaciones web, móviles y de escritorio, con dos periodos de prácticas en empresas distintas.', 'You will be ready to develop web, mobile and desktop applications, with two placements at different companies.'),
    ],
    studyPlan: [
      { label: b('Primer curso', 'First year'), subjects: softwareYear1 },
      { label: b('Segundo curso', 'Second year'), subjects: damYear2 },
      { label: b('Tercer curso', 'Third year'), subjects: dawYear2 },
    ],
    careers: [...damCareers.slice(0, 3), b('Desarrollador/a web full stack', 'Full-stack web developer'), b('Arquitecto/a de soluciones junior', 'Junior solutions architect')],
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
    title: b('Grado Superior en Desarrollo de Aplicaciones Multiplataforma online', 'Higher Degree in Multi-platform Application Development, online'),
    shortName: 'DAM online', acronyms: [dam], programType: 'FP',
    abstract: b('El título oficial de DAM a tu ritmo, con clases en directo y tutorías personalizadas.', 'The official DAM qualification at your own pace, with live classes and personal tutoring.'),
    duration: b('2 cursos', '2 years'), hours: 2000, ects: 120, modality: b('Online', 'Online'), campus: 'Online', startDate: '2027-10-04',
    price: { amount: 4900, currency: 'EUR', academicYear: '2027-2028' }, reservationFee, places: 80,
    credential: b('Título oficial de Técnico Superior en Desarrollo de Aplicaciones Multiplataforma', 'Official qualification of Higher Technician in Multi-platform Application Development'),
    intro: [
      b('La modalidad online del DAM está pensada para quienes trabajan o viven lejos del campus: clases en directo que quedan grabadas, tutorías individuales y exámenes presenciales en Madrid.', 'The online DAM is designed for people who work or live far from campus: live classes that are recorded, one-to-one tutoring and in-person exams in Madrid.'),
      ...damIntro.slice(1),
    ],
    studyPlan: [{ label: b('Primer curso', 'First year'), subjects: softwareYear1 }, { label: b('Segundo curso', 'Second year'), subjects: damYear2 }],
    careers: damCareers,
    admissionSteps,
    faq: [...commonFaq, { question: b('¿Los exámenes son online?', 'Are the exams online?'), answer: b('Las evaluaciones finales son presenciales en el campus de Madrid, como exige la normativa de títulos oficiales.', 'Final assessments take place on the Madrid campus, as the rules for official qualifications require.') }],
    testimonials: [
      { name: 'Beatriz Medina', role: b('Estudiante online', 'Online student'), quote: b('Puedo estudiar después del trabajo y las tutorías me mantienen al día.', 'I can study after work and the tutorials keep me on track.') },
      { name: 'Gonzalo Cortés', role: b('Antiguo alumno online', 'Online alumnus'), quote: b('Cambié de profesión a los 35 años gracias a este programa.', 'I changed careers at 35 thanks to this programme.') },
      { name: 'Inés Garrido', role: b('Tutora del programa', 'Programme tutor'), quote: b('Seguimos a cada estudiante de cerca, aunque esté a cientos de kilómetros.', 'We follow every student closely, even from hundreds of kilometres away.') },
    ],
  },
];
