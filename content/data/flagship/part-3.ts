import type { FlagshipText } from './types.js';

/** Articles written in full (spec 2): batch 3. */
export const part3: FlagshipText[] = [
  {
    title: 'PostgreSQL entra en las clases de bases de datos',
    standfirst: {
      es: 'Consultas reales sobre datos con defectos reales: PostgreSQL sustituye a SQLite en las primeras prácticas de bases de datos y deja de aparecer solo en el proyecto final.',
      en: 'Real queries on realistically messy data: PostgreSQL replaces SQLite in the first database exercises and no longer appears only in the final project.',
    },
    paragraphs: [
      {
        es: 'Catorce tablas, varios miles de pedidos inventados y una consulta que tarda demasiado en responder: así arranca ahora la primera práctica de bases de datos. Desde este curso, PostgreSQL entra en las clases en la primera semana; hasta ahora solo aparecía en el proyecto final, y los ejercicios iniciales se resolvían con SQLite.',
        en: 'Fourteen tables, several thousand made-up orders and one query that takes far too long to answer: that is how the first databases exercise now begins. From this year, PostgreSQL comes into the classes in the very first week; until now it only appeared in the final project, and the early exercises were done in SQLite.',
      },
      {
        es: 'El cambio parece pequeño y no lo es. SQLite es una herramienta excelente para aprender la sintaxis, pero guarda toda la base de datos en un único archivo y perdona casi todo. PostgreSQL, en cambio, obliga desde el primer día a pensar como se piensa en un equipo: hay usuarios con permisos distintos, transacciones que se confirman o se deshacen enteras, restricciones que rechazan un dato mal formado y un servidor al que varias personas se conectan a la vez.',
        en: 'The change looks small and is not. SQLite is an excellent tool for learning the syntax, but it keeps the whole database in a single file and forgives almost anything. PostgreSQL, by contrast, makes students think from day one the way a team thinks: there are users with different permissions, transactions that are committed or rolled back as a whole, constraints that reject a badly formed value, and a server that several people connect to at once.',
      },
      {
        es: '«Lo que más cuesta al principio no es escribir la consulta, sino leer lo que el servidor te contesta», explica Beatriz Suárez, profesora de la asignatura. En la segunda práctica, cada estudiante ejecuta EXPLAIN ANALYZE sobre una consulta lenta, descubre que PostgreSQL está recorriendo la tabla entera y crea el índice que lo evita. La diferencia se mide en milisegundos, pero lo que queda es el hábito: antes de culpar al servidor, hay que mirar el plan de ejecución.',
        en: '“What is hardest at first is not writing the query but reading what the server tells you back,” explains Beatriz Suárez, who teaches the course. In the second exercise, each student runs EXPLAIN ANALYZE on a slow query, finds that PostgreSQL is scanning the whole table and creates the index that avoids it. The difference is measured in milliseconds, but what stays is the habit: before blaming the server, read the query plan.',
      },
      {
        es: 'La tercera práctica mezcla bases de datos y estadística. Con funciones de agregación y de ventana, los estudiantes calculan el importe medio de los pedidos por barrio y, al lado, su desviación típica. Ahí llega una lección que el profesorado repite a menudo: una media sin su dispersión esconde casi siempre la parte interesante de los datos. Dos barrios con el mismo importe medio pueden tener clientes parecidos o un puñado de pedidos enormes que lo distorsionan todo.',
        en: 'The third exercise mixes databases and statistics. Using aggregate and window functions, students calculate the average order value per neighbourhood and, next to it, the standard deviation. That is where a lesson the teaching staff repeat often comes in: an average without its spread almost always hides the interesting part of the data. Two neighbourhoods with the same average can have similar customers, or a handful of huge orders that distort everything.',
      },
      {
        es: 'La decisión responde también a lo que cuentan las empresas que acogen estudiantes en prácticas. Desde hace dos cursos piden más trabajo con bases de datos y con casos reales: registros duplicados, fechas en tres formatos distintos, campos vacíos que nadie sabe si significan cero o desconocido. Por eso los conjuntos de datos de clase llegan ahora sucios a propósito, y limpiarlos con restricciones y consultas forma parte del ejercicio.',
        en: 'The decision also answers what placement companies have been saying. For two years they have asked for more database work with real cases: duplicated records, dates in three different formats, empty fields nobody knows whether to read as zero or unknown. So the class datasets now arrive dirty on purpose, and cleaning them with constraints and queries is part of the exercise.',
      },
      {
        es: 'Luis Cano, administrador de bases de datos en una aseguradora, colabora con la escuela y ha preparado uno de esos conjuntos: un sistema de pólizas inventado, con los mismos defectos que encuentra en su trabajo diario. «Quiero que nadie termine sus estudios sin haberse peleado con los datos de un cliente real, o con algo que se le parezca mucho», dice. «SQL tiene medio siglo y sigue siendo el idioma común de casi todos los equipos de datos. Quien lo domina entra en cualquier conversación técnica».',
        en: 'Luis Cano, database administrator at an insurer, works with the school and has prepared one of those datasets: an invented policy system with the same flaws he finds in his daily work. “I want nobody to finish their studies without having wrestled with a real client’s data, or something very close to it,” he says. “SQL is half a century old and is still the common language of almost every data team. If you master it, you can join any technical conversation.”',
      },
      {
        es: 'Las primeras impresiones del aula son prometedoras, aunque no faltan quejas: instalar el servidor y configurar los permisos se come buena parte de la primera sesión. En las próximas semanas, el equipo docente preparará una guía de instalación y un entorno ya configurado. La escuela publicará los próximos pasos en la web, junto con la información para estudiantes de otros programas que quieran sumarse a las clases de bases de datos.',
        en: 'First impressions from the classroom are promising, although there are complaints: installing the server and setting up permissions eats up much of the first session. Over the coming weeks, the teaching team will prepare an installation guide and a ready-configured environment. The school will publish the next steps on the website, along with information for students from other programmes who would like to join the databases classes.',
      },
    ],
  },
  {
    title: 'Un proyecto de despliegue en la nube en cuatro semanas, paso a paso',
    standfirst: {
      es: 'Contenedores, variables de entorno, copias de seguridad y un plan para volver atrás: lo que conviene saber de despliegue en la nube antes del primer encargo, con «Turnos Solidarios» como ejemplo.',
      en: 'Containers, environment variables, backups and a way back: what to know about cloud deployment before your first brief, with “Turnos Solidarios” as an example.',
    },
    paragraphs: [
      {
        es: '«Turnos Solidarios», la aplicación con la que un banco de alimentos de barrio organiza a sus voluntarios, sirve de modelo para un proyecto de despliegue en la nube en cuatro semanas. Es una aplicación de Node.js con una base de datos PostgreSQL, pocos usuarios y una exigencia clara: los turnos ya asignados no pueden desaparecer nunca. Así se reparte el trabajo, paso a paso.',
        en: '“Turnos Solidarios”, the app a neighbourhood food bank uses to organise its volunteers, is a good model for a cloud deployment project in four weeks. It is a Node.js app with a PostgreSQL database, few users and one clear requirement: shifts already assigned must never disappear. This is how the work splits, step by step.',
      },
      {
        es: 'Semana uno: el encargo y el mapa. Antes de tocar ningún servidor, dibuja en una página qué piezas tiene la aplicación, dónde se guardan los datos y qué pasa si cada pieza falla. Pregunta al cliente cuánto tiempo puede estar caído el servicio y cuántos datos puede permitirse perder; esas dos respuestas deciden casi todo lo demás. Con pocos usuarios, bastan un único servidor gestionado y una base de datos gestionada con copias automáticas; no hace falta un clúster.',
        en: 'Week one: the brief and the map. Before touching any server, draw on one page what parts the app has, where the data lives and what happens if each part fails. Ask the client how long the service can be down and how much data they can afford to lose; those two answers decide almost everything else. With few users, a single managed server and a managed database with automatic backups are enough; you do not need a cluster.',
      },
      {
        es: 'Semana dos: que funcione igual en todas partes. Empaqueta la aplicación en un contenedor con Docker y escribe el Dockerfile como si otra persona tuviera que mantenerlo: una imagen base oficial y ligera, las dependencias fijadas con el archivo de bloqueo y ningún secreto dentro. Las contraseñas y las direcciones de la base de datos van en variables de entorno, distintas en tu portátil, en el entorno de pruebas y en producción. Si el contenedor arranca en el ordenador de un compañero sin explicaciones, vas bien.',
        en: 'Week two: make it run the same everywhere. Package the app in a container with Docker and write the Dockerfile as if someone else had to maintain it: a small official base image, dependencies pinned with the lock file and no secrets inside. Passwords and database addresses go in environment variables, different on your laptop, in the test environment and in production. If the container starts on a classmate’s computer without explanations, you are on track.',
      },
      {
        es: 'Semana tres: automatizar el camino a producción. Guarda todo en Git y configura una integración continua que, con cada cambio, ejecute las pruebas, construya la imagen y la despliegue primero en el entorno de pruebas. Las pruebas automáticas parecen lentas la primera semana y ahorran meses el primer año: en «Turnos Solidarios», una sola prueba que comprueba que un turno asignado sigue ahí después de una migración de la base de datos ya justifica el esfuerzo. Las migraciones, por cierto, se versionan con el código y nunca se aplican a mano.',
        en: 'Week three: automate the road to production. Keep everything in Git and set up continuous integration that, with every change, runs the tests, builds the image and deploys it to the test environment first. Automated tests look slow in the first week and save months in the first year: in “Turnos Solidarios”, a single test that checks an assigned shift is still there after a database migration already justifies the effort. Migrations, by the way, are versioned with the code and never applied by hand.',
      },
      {
        es: 'Semana cuatro: prepararse para el día en que algo falle. Configura registros que puedas consultar sin entrar en el servidor, una comprobación de salud que avise si la aplicación deja de responder y una alerta de gasto en la cuenta del proveedor. Después, haz dos simulacros: restaura una copia de seguridad en una base de datos vacía y vuelve a la versión anterior de la aplicación. Una copia que nunca se ha restaurado no es una copia; es una esperanza.',
        en: 'Week four: get ready for the day something breaks. Set up logs you can read without logging into the server, a health check that warns you if the app stops responding and a spending alert on the provider account. Then run two drills: restore a backup into an empty database, and roll the app back to its previous version. A backup that has never been restored is not a backup; it is a hope.',
      },
      {
        es: 'La entrega no termina con la dirección web funcionando. Deja un documento breve para quien venga detrás: cómo se despliega, dónde están los registros, cómo se restaura una copia y a quién llamar. Sobre herramientas, no hace falta tenerlas todas: Node.js, Docker y Git, que son libres y tienen documentación abundante, cubren casi todo el proyecto. Kubernetes y la infraestructura como código pueden esperar a que sepas qué problema te resuelven.',
        en: 'Handing over does not end with the web address working. Leave a short document for whoever comes next: how to deploy, where the logs are, how to restore a backup and whom to call. As for tools, you do not need them all: Node.js, Docker and Git, which are free and well documented, cover almost the whole project. Kubernetes and infrastructure as code can wait until you know what problem they solve for you.',
      },
      {
        es: 'Por último, enseña lo que haces antes de que esté perfecto. En despliegue en la nube, una revisión a tiempo de un compañero vale más que una semana de pulido en solitario: otra persona detecta enseguida el secreto que se coló en el repositorio o el puerto que quedó abierto. Y anota cada decisión con su motivo; dentro de un año, ese registro será la mejor prueba de que sabes desplegar, no solo programar.',
        en: 'Finally, show your work before it is perfect. In cloud deployment, a timely review from a classmate is worth more than a week of polishing alone: someone else spots at once the secret that slipped into the repository or the port left open. And write down each decision with its reason; a year from now, that record will be the best evidence that you can deploy, not just code.',
      },
    ],
  },
  {
    title: 'De las aulas de EDTE a estilista de revistas de moda: hablamos con Martín Castillo',
    standfirst: {
      es: 'Martín Castillo, estilista de revistas de moda, repasa su paso por EDTE, sus primeras producciones y lo que pide hoy el oficio de estilismo.',
      en: 'Martín Castillo, a fashion magazine stylist, looks back on his time at EDTE, his first shoots and what styling demands today.',
    },
    paragraphs: [
      {
        es: 'Tres percheros llenos de prendas prestadas, una caja de alfileres y una lista de cambios escrita a mano: así encontramos a Martín Castillo, a media mañana, en un estudio de fotografía de Madrid. Pasó por las aulas de EDTE y hoy trabaja como estilista de revistas de moda, encargándose de las sesiones editoriales de principio a fin. Hablamos con él del salto de las prácticas al primer contrato y de lo que busca en quien empieza.',
        en: 'Three rails full of borrowed clothes, a box of pins and a handwritten list of changes: that is how we find Martín Castillo, mid-morning, in a photography studio in Madrid. He went through EDTE’s classrooms and now works as a fashion magazine stylist, handling editorial shoots from start to finish. We talk to him about the step from a placement to a first contract, and about what he looks for in people starting out.',
      },
      {
        es: '¿Cómo llegaste al estilismo? «Por un proyecto de clase que se me fue de las manos, en el buen sentido. Teníamos que rediseñar prendas viejas y acabé más interesado en cómo se fotografiaban que en cómo se cosían. Descubrí también que una prenda que se puede reparar dura mucho más que una que no, y desde entonces me obsesiona que lo que sale en una página se pueda llevar de verdad durante años».',
        en: 'How did you get into styling? “Through a class project that got out of hand, in a good way. We had to redesign old garments and I ended up more interested in how they were photographed than in how they were sewn. I also found out that a garment that can be repaired lasts far longer than one that cannot, and ever since I have been obsessed with making sure that what appears on a page can really be worn for years.”',
      },
      {
        es: '¿Qué proyecto de tus estudios recuerdas? «Uno parecido a “Catálogo Castizo”, una sesión editorial con prendas de segunda mano compradas en rastros y tiendas solidarias. Salió casi todo mal: la mitad de las prendas no eran de la talla de los modelos y la luz del local era imposible. Aprendí más de esos errores que de cualquier examen: a llevar siempre pinzas, a pedir las medidas antes de comprar y a tener un plan B para cada conjunto».',
        en: 'Which project from your studies do you remember? “One similar to ‘Catálogo Castizo’, an editorial shoot with second-hand garments bought at flea markets and charity shops. Almost everything went wrong: half the clothes were not in the models’ sizes and the light in the venue was impossible. I learnt more from those mistakes than from any exam: always carry clips, ask for measurements before buying, and have a plan B for every look.”',
      },
      {
        es: '¿Cómo fue pasar de las prácticas al primer contrato? «Menos épico de lo que parece. En las prácticas hacía de ayudante: devolvía prendas, planchaba, llevaba el inventario de cada préstamo. Un día faltó la estilista principal y me tocó cerrar una sesión. Salió bien porque conocía cada prenda y sabía a quién había que devolverla. Al mes siguiente me ofrecieron el contrato. Lo aburrido, bien hecho, abre puertas».',
        en: 'What was it like going from a placement to a first contract? “Less heroic than it sounds. On my placement I was the assistant: returning garments, ironing, keeping the inventory of every loan. One day the lead stylist was off and I had to finish a shoot. It went well because I knew every piece and who it had to go back to. The next month they offered me the contract. The boring part, done well, opens doors.”',
      },
      {
        es: '¿Qué ha cambiado en el oficio de estilismo? «Casi todo lo que rodea a la foto. Una misma sesión acaba hoy en la revista impresa, en la web, en vídeos cortos y en redes, cada formato con su encuadre. Hay que pensar en vertical y en horizontal a la vez. Y la sostenibilidad ya no es una sección aparte: cada vez más lectores preguntan de dónde sale la ropa, y un estilista tiene que saber responder».',
        en: 'What has changed in styling? “Almost everything around the photo. The same shoot now ends up in the printed magazine, on the website, in short videos and on social media, each format with its own framing. You have to think vertical and horizontal at once. And sustainability is no longer a separate section: more and more readers ask where the clothes come from, and a stylist has to be able to answer.”',
      },
      {
        es: '¿Qué buscas cuando entrevistas a alguien junior? «Curiosidad y un portfolio con pocas piezas bien explicadas. Me interesa que alguien sepa de dónde viene una prenda, no solo cómo queda. Si me cuenta que el figurín comunica una idea y la ficha técnica permite que un taller la fabrique, y que ha trabajado con los dos, ya sé que ha hecho el trabajo de verdad».',
        en: 'What do you look for when interviewing a junior? “Curiosity and a portfolio with a few well-explained pieces. I want people to know where a garment comes from, not just how it looks. If someone tells me that a fashion sketch communicates an idea and a technical sheet lets a workshop make it, and that they have worked with both, I know they have really done the work.”',
      },
      {
        es: '¿Y un consejo para quien está ahora en clase? «Que haga fotos de todo lo que toca, también de lo que sale mal, y que se presente en los estudios con ganas de cargar cajas. En moda, la confianza se gana devolviendo cada prenda a tiempo y en perfecto estado. El estilo propio llega después, y llega antes si has visto de cerca cómo trabajan otros».',
        en: 'And one piece of advice for those in class now? “Photograph everything you work on, including what goes wrong, and turn up at studios ready to carry boxes. In fashion, trust is earned by returning every garment on time and in perfect condition. Your own style comes later, and it comes sooner if you have watched others work up close.”',
      },
    ],
  },
  {
    title: 'Diez años enseñando iluminación de espacios: lo que ha cambiado y lo que no',
    standfirst: {
      es: 'Del fluorescente al LED regulable, casi todas las herramientas han cambiado; lo que no cambia es que la luz se aprende mirando. Una opinión desde el aula, con «Treinta Metros» como prueba.',
      en: 'From fluorescent tubes to dimmable LEDs, almost every tool has changed; what has not is that light is learnt by looking. A view from the classroom, with “Treinta Metros” as evidence.',
    },
    paragraphs: [
      {
        es: 'Una maqueta de cartón pluma con una linterna dentro sigue siendo, después de diez años enseñando iluminación de espacios, el ejercicio que más enseña de todo el curso. Por mis clases pasan 112 estudiantes cada año, y en este tiempo he visto cambiar casi todo: las lámparas, los programas, los catálogos, las normas. Lo esencial, sin embargo, sigue en el mismo sitio.',
        en: 'A foam-board model with a torch inside is still, after ten years of teaching lighting design, the exercise that teaches the most all year. 112 students come through my classes every year, and in that time I have seen almost everything change: the lamps, the software, the catalogues, the regulations. What matters, though, is still where it always was.',
      },
      {
        es: 'Lo que ha cambiado es evidente. Cuando empecé, el fluorescente dominaba oficinas y aulas, y el LED era caro y daba una luz fría que nadie quería en casa. Hoy el LED es la norma, se regula con facilidad, permite elegir la temperatura de color e incluso variarla a lo largo del día. Los programas de cálculo, como DIALux, simulan en minutos una sala entera con sus niveles de iluminancia, algo que antes llevaba tardes de tablas y calculadora.',
        en: 'What has changed is obvious. When I started, fluorescent tubes ruled offices and classrooms, and LEDs were expensive and gave a cold light nobody wanted at home. Today LED is the norm: it dims easily, lets you choose the colour temperature and even vary it through the day. Calculation software such as DIALux simulates a whole room with its illuminance levels in minutes, something that used to take afternoons of tables and a calculator.',
      },
      {
        es: 'Lo que no ha cambiado es que la luz se diseña para personas, no para planos. Un estudiante puede cumplir los 500 lux que la norma europea recomienda para un puesto de oficina y, aun así, crear un espacio incómodo: deslumbramientos en la pantalla, sombras duras en la cara de quien habla, un techo oscuro que aplasta la sala. Ningún programa avisa de eso si no sabes qué mirar. Y saber qué mirar solo se aprende mirando mucho.',
        en: 'What has not changed is that light is designed for people, not for drawings. A student can meet the 500 lux the European standard recommends for an office workstation and still create an uncomfortable space: glare on the screen, hard shadows on the face of whoever is speaking, a dark ceiling that crushes the room. No software warns you about that unless you know what to look for. And knowing what to look for is only learnt by looking a lot.',
      },
      {
        es: 'Pensemos en un caso concreto: el Código Técnico de la Edificación exige alumbrado de emergencia en los recorridos de evacuación, y un buen proyecto lo tiene en cuenta desde el primer boceto, no como un añadido de última hora que estropea el techo. Nadie lo aprende leyendo el manual de AutoCAD; se aprende equivocándose en un proyecto con fecha de entrega y teniendo que rehacer entero el plano de techos.',
        en: 'Take a concrete case: Spain’s Technical Building Code requires emergency lighting along escape routes, and a good project plans for it from the first sketch, not as a last-minute extra that spoils the ceiling. Nobody learns that from the AutoCAD manual; you learn it by getting it wrong in a project with a deadline and having to redraw the whole reflected ceiling plan.',
      },
      {
        es: 'Lo vi claro con «Treinta Metros», una vivienda de treinta metros cuadrados para dos personas. Con tan poco espacio, la luz tenía que hacer de tabique: separar la cocina del dormitorio sin una sola pared más. El equipo probó primero con la maqueta y la linterna, decidió dónde hacía falta luz cálida y baja y dónde bastaba un baño de luz sobre la pared, y solo entonces pasó al ordenador. A mitad de curso cambió de herramienta y el proyecto no se resintió, porque las decisiones importantes ya estaban tomadas en papel.',
        en: 'I saw it clearly with “Treinta Metros”, a thirty-square-metre home for two people. With so little space, light had to act as a partition: separating the kitchen from the bedroom without a single extra wall. The team tested first with the model and the torch, decided where warm, low light was needed and where a wash of light on a wall would do, and only then moved to the computer. Halfway through the year they switched tools and the project did not suffer, because the important decisions had already been made on paper.',
      },
      {
        es: 'Habrá quien piense que esto es nostalgia, que el alumnado debería salir dominando el último programa de simulación porque eso es lo que piden los estudios. Los estudios lo piden, es verdad, pero los programas cambian cada pocos años y el ojo entrenado dura toda una carrera. Quien sabe por qué una luz rasante revela la textura de un muro aprende cualquier programa en semanas; lo contrario no ocurre.',
        en: 'Some will think this is nostalgia, that students should leave knowing the latest simulation software because that is what design studios ask for. Studios do ask for it, true, but software changes every few years and a trained eye lasts a whole career. Whoever understands why grazing light reveals the texture of a wall learns any program in weeks; the reverse does not happen.',
      },
      {
        es: 'Así que mi propuesta para la iluminación de espacios es modesta: menos listas de herramientas en los currículos y más encargos reales con tiempo para hacerlos bien. Que cada estudiante encienda una linterna dentro de una maqueta antes de abrir un programa. Dentro de otros diez años las lámparas volverán a ser distintas; la pregunta de para quién iluminamos seguirá siendo la misma.',
        en: 'So my proposal for lighting design is modest: fewer lists of tools in curricula and more real briefs with time to do them well. Let every student switch on a torch inside a model before opening any software. In another ten years the lamps will be different again; the question of who we are lighting for will still be the same.',
      },
    ],
  },
  {
    title: 'Un sábado de identidad visual con familias y estudiantes',
    standfirst: {
      es: 'Íñigo Torres, diseñador editorial en una editorial independiente, abrió la jornada de identidad visual para familias y estudiantes; después, por equipos, los asistentes diseñaron la imagen de un festival en noventa minutos.',
      en: 'Íñigo Torres, an editorial designer at an independent publisher, opened the visual identity day for families and students; then, in teams, attendees designed the look of a festival in ninety minutes.',
    },
    paragraphs: [
      {
        es: 'Rotuladores, tijeras, cartulinas y un portátil con Figma en cada mesa: así estaba preparada el aula grande para el sábado de identidad visual con familias y estudiantes. Hubo madres y padres que venían a acompañar y acabaron diseñando, estudiantes de formación profesional que hicieron de guías y niños que fueron los primeros en probar el programa, sin miedo a pulsar nada.',
        en: 'Markers, scissors, card and a laptop with Figma on every table: that was how the large classroom was set up for the Saturday of visual identity with families and students. There were mothers and fathers who came along to keep someone company and ended up designing, vocational training students who acted as guides, and children who were the first to try the software, unafraid to click anything.',
      },
      {
        es: 'Abrió la jornada Íñigo Torres, diseñador editorial en una editorial independiente, con una idea que salió una y otra vez a lo largo del día: una identidad visual se juzga en el tamaño más pequeño en que va a aparecer. «Todo el mundo enseña su logotipo en un cartel enorme», dijo, «pero donde se la juega es en el icono de una aplicación, en un sello de caucho o en la esquina de una entrada». Para demostrarlo, proyectó portadas de su editorial reducidas hasta el tamaño de una uña, y el público adivinó cuáles seguían leyéndose.',
        en: 'Íñigo Torres, an editorial designer at an independent publisher, opened the day with an idea that came up again and again: a visual identity is judged at the smallest size at which it will appear. “Everyone shows off their logo on a huge poster,” he said, “but where it really counts is an app icon, a rubber stamp or the corner of a ticket.” To prove it, he projected covers from his publishing house shrunk to the size of a fingernail, and the audience guessed which ones could still be read.',
      },
      {
        es: 'Torres explicó después, con ejemplos de su día a día, de qué está hecha una identidad: un símbolo o un logotipo, una o dos tipografías, una paleta corta de colores y unas reglas para combinarlos. Insistió en que el contraste importa más que el color elegido, porque una identidad tiene que funcionar también en blanco y negro y ser legible para personas con baja visión. Varias familias tomaron nota cuando habló de cómo elegir una tipografía que se lea bien en el móvil.',
        en: 'Torres then explained, with examples from his daily work, what an identity is made of: a symbol or logo, one or two typefaces, a short colour palette and rules for combining them. He insisted that contrast matters more than the colour chosen, because an identity also has to work in black and white and be legible for people with low vision. Several families took notes when he talked about choosing a typeface that reads well on a phone.',
      },
      {
        es: 'Después llegó la parte práctica. Por equipos mezclados, con al menos un adulto, un estudiante y un niño en cada mesa, los asistentes prepararon en noventa minutos una versión reducida de «Sonidos del Sur», la identidad visual de un festival de música local. Primero, bocetos a mano en papel; después, el paso a Figma, donde los estudiantes enseñaron a usar componentes para que el símbolo cambiara a la vez en el cartel, en la pulsera de acceso y en el icono.',
        en: 'Then came the hands-on part. In mixed teams, with at least one adult, one student and one child at each table, attendees built in ninety minutes a cut-down version of “Sonidos del Sur”, the visual identity of a local music festival. First, sketches by hand on paper; then the move to Figma, where the students showed how to use components so that the symbol changed at once on the poster, the wristband and the icon.',
      },
      {
        es: 'Lo más difícil no fue el programa, sino decidir. Un equipo llegó a la puesta en común con once versiones del símbolo y no se atrevía a descartar ninguna; otro apostó todo por una ola dibujada por una niña de nueve años que, reducida al tamaño de un icono, resultó ser la más clara de la tarde. Torres recorrió las mesas con una regla: si no se entiende a dos centímetros, se simplifica.',
        en: 'The hardest part was not the software but deciding. One team reached the group review with eleven versions of the symbol and could not bring itself to drop any; another bet everything on a wave drawn by a nine-year-old girl which, shrunk to icon size, turned out to be the clearest of the afternoon. Torres went round the tables with one rule: if it cannot be understood at two centimetres, simplify it.',
      },
      {
        es: 'La jornada terminó con los carteles colgados en el pasillo y una votación a mano alzada. «Pensaba que esto era dibujar bonito y resulta que es tomar decisiones», comentaba Rosa Jiménez, que vino con su hijo adolescente, interesado en estudiar diseño gráfico. Para el profesorado de formación profesional, ver a estudiantes de primer curso explicando componentes a desconocidos fue la mejor prueba de lo que han aprendido.',
        en: 'The day ended with the posters hung in the corridor and a show of hands. “I thought this was about drawing nicely, and it turns out it is about making decisions,” said Rosa Jiménez, who came with her teenage son, who is interested in studying graphic design. For the vocational training teachers, seeing first-year students explain components to strangers was the best proof of what they have learnt.',
      },
      {
        es: 'Quien no pudo asistir tendrá otra oportunidad en la próxima jornada de puertas abiertas, donde habrá una demostración de Figma para quienes se interesan por la identidad visual. Los materiales del taller, con las plantillas de «Sonidos del Sur», se pueden pedir en la secretaría para practicar en casa.',
        en: 'Anyone who missed it will have another chance at the next open day, which will include a Figma demonstration for those interested in visual identity. The workshop materials, with the “Sonidos del Sur” templates, can be requested from the school office to practise at home.',
      },
    ],
  },
  {
    title: '«Mesa Plegable Urbana» sale del aula y llega a sus primeros usuarios',
    standfirst: {
      es: 'Cartón, Fusion 360 y Onshape: así diseñó un equipo de diseño de producto una mesa que se guarda en la pared y que ya prueban en casa sus primeros 180 usuarios.',
      en: 'Cardboard, Fusion 360 and Onshape: how a product design team created a table that folds into the wall, now being tried by its first 180 users.',
    },
    paragraphs: [
      {
        es: 'Una bisagra de acero, un tablero de contrachapado de abedul y un pestillo que se abre con una sola mano: eso es, en esencia, «Mesa Plegable Urbana», una mesa para pisos pequeños que se guarda en la pared. El proyecto, nacido en la asignatura de diseño de producto, sale del aula y llega a sus primeros usuarios: 180 personas la probarán en casa durante un mes y contarán qué cambiarían.',
        en: 'A steel hinge, a birch plywood top and a latch that opens with one hand: that, in essence, is “Mesa Plegable Urbana”, a table for small flats that folds into the wall. Born in the product design course, the project leaves the classroom and reaches its first users: 180 people will try it at home for a month and tell the team what they would change.',
      },
      {
        es: 'El encargo era abierto: un mueble que devolviera espacio a una vivienda de menos de cuarenta metros cuadrados. El equipo, formado por Lucía Navarro, Sergio Ortega y Elena Ruiz, descartó pronto la idea de un sofá cama y se fijó en la mesa, el mueble que más estorba cuando no se usa. Antes de abrir Fusion 360, pasaron dos semanas hablando con las personas que usarían el resultado: estudiantes en pisos compartidos, parejas jóvenes y personas mayores que viven solas.',
        en: 'The brief was open: a piece of furniture that would give space back to a home of under forty square metres. The team, Lucía Navarro, Sergio Ortega and Elena Ruiz, soon dropped the idea of a sofa bed and focused on the table, the piece that gets most in the way when it is not in use. Before opening Fusion 360, they spent two weeks talking to the people who would use the result: students in shared flats, young couples and older people living alone.',
      },
      {
        es: 'Aquellas conversaciones cambiaron el diseño. Una mujer de ochenta años les explicó que no podía agacharse para soltar un cierre bajo el tablero; un estudiante les enseñó que su mesa acababa siempre sirviendo de escritorio. El equipo construyó en una tarde un prototipo de cartón a tamaño real y lo atornilló a una pared del taller. «Nos respondió en una hora preguntas que ningún render habría respondido», resume Navarro. Así decidieron la altura del pestillo y la profundidad del tablero.',
        en: 'Those conversations changed the design. An eighty-year-old woman explained that she could not bend down to release a catch under the top; a student showed them that his table always ended up as a desk. The team built a full-size cardboard prototype in an afternoon and screwed it to a wall in the workshop. “In an hour it answered questions no render would have answered,” says Navarro. That is how they settled the height of the latch and the depth of the top.',
      },
      {
        es: 'El trabajo digital se repartió entre dos herramientas. Ortega modeló en Fusion 360 el mecanismo de la bisagra y simuló su resistencia con una carga de cuarenta kilos, por si alguien se apoyaba con todo su peso; Ruiz usó Onshape para que los tres pudieran editar el mismo modelo desde el navegador. Para las piezas de plástico del pestillo hubo que elegir: una pieza impresa en 3D tarda horas, y un molde de inyección la fabrica en segundos, pero cuesta miles de euros. Con 180 unidades, la impresión ganó sin discusión.',
        en: 'The digital work was split between two tools. Ortega modelled the hinge mechanism in Fusion 360 and simulated its strength under a forty-kilo load, in case someone leaned on it with their full weight; Ruiz used Onshape so all three could edit the same model from the browser. For the plastic parts of the latch there was a choice to make: a 3D-printed part takes hours, while an injection mould makes it in seconds but costs thousands of euros. With 180 units, printing won without argument.',
      },
      {
        es: 'El problema más serio llegó con las paredes. En el taller, la mesa se fijaba a un muro de ladrillo macizo; en las casas reales hay tabiques de ladrillo hueco y placas de yeso laminado que no aguantan lo mismo. El equipo rediseñó el soporte para repartir la carga en una pletina más larga y preparó tres juegos de tacos distintos, con instrucciones ilustradas para saber cuál usar. «Fue la parte menos vistosa y la que más tiempo nos llevó», reconoce Ortega.',
        en: 'The most serious problem came with the walls. In the workshop the table was fixed to a solid brick wall; in real homes there are hollow brick partitions and plasterboard that cannot take the same load. The team redesigned the bracket to spread the load along a longer steel plate and prepared three different sets of wall plugs, with illustrated instructions for choosing the right one. “It was the least glamorous part and the one that took us longest,” admits Ortega.',
      },
      {
        es: 'Hoy «Mesa Plegable Urbana» la usan 180 personas, y el equipo sigue atendiendo sus sugerencias. Cada participante recibe la mesa montada, un cuestionario breve cada semana y un número al que escribir si algo falla. Las primeras respuestas ya señalan un detalle: varias personas quieren un pequeño estante bajo el tablero para dejar el cargador del móvil.',
        en: 'Today 180 people are using “Mesa Plegable Urbana”, and the team keeps taking on their suggestions. Each participant receives the table assembled, a short questionnaire every week and a number to message if anything goes wrong. The first replies already point to one detail: several people want a small shelf under the top for their phone charger.',
      },
      {
        es: 'Cuando termine el mes de prueba, el equipo revisará el pestillo y el soporte con todos los datos sobre la mesa y presentará una segunda versión en la muestra de fin de curso. Ruiz ya piensa más allá: «Si la mesa aguanta un mes en 180 casas distintas, podremos hablar con un fabricante con algo más que un render».',
        en: 'When the trial month ends, the team will revise the latch and the bracket with all the data in front of them and present a second version at the end-of-year show. Ruiz is already thinking further ahead: “If the table survives a month in 180 different homes, we can talk to a manufacturer with more than a render.”',
      },
    ],
  },
  {
    title: 'Antiguos alumnos de ecodiseño vuelven como mentores',
    standfirst: {
      es: 'Marta Muñoz y otros antiguos alumnos de ecodiseño acompañarán este curso a 56 estudiantes, con una reunión al mes para revisar sus proyectos.',
      en: 'Marta Muñoz and other ecodesign alumni will support 56 students this year, meeting once a month to review their projects.',
    },
    paragraphs: [
      {
        es: '56 estudiantes de ecodiseño tendrán mentor este curso: antiguos alumnos que vuelven a la escuela, ahora desde estudios de diseño, talleres y departamentos de producto, y que se reunirán con ellos una vez al mes. Cada mentor acompañará a un grupo pequeño durante todo el curso, desde la primera idea hasta la entrega del proyecto final.',
        en: '56 ecodesign students will have a mentor this year: alumni returning to the school, now from design studios, workshops and product departments, who will meet them once a month. Each mentor will follow a small group for the whole year, from the first idea to the hand-in of the final project.',
      },
      {
        es: 'El programa funciona de forma sencilla. En cada reunión, el grupo enseña en qué punto está su proyecto y el mentor hace lo que haría en su trabajo: preguntar por los materiales, por el uso real y por lo que pasará con el objeto cuando se rompa. No corrige ni pone notas; eso sigue siendo cosa del profesorado. Su papel es abrir la conversación que un aula no siempre tiene tiempo de abrir.',
        en: 'The programme works simply. At each meeting, the group shows where its project stands and the mentor does what they would do at work: ask about materials, about real use and about what will happen to the object when it breaks. Mentors do not mark or grade; that remains the teachers’ job. Their role is to open the conversation a classroom does not always have time for.',
      },
      {
        es: 'Detrás de la noticia hay un contexto. Observar a alguien usar un objeto parecido revela necesidades que nadie escribe en un encargo, y los antiguos alumnos lo saben por experiencia. También coinciden en otra idea que la escuela ha hecho suya: Fusion 360 debe usarse desde las primeras semanas, y no solo en el proyecto final, para que el modelado y los prototipos avancen juntos y nadie descubra a última hora que su pieza no se puede fabricar.',
        en: 'There is context behind the news. Watching someone use a similar object reveals needs nobody writes into a brief, and the alumni know it from experience. They also agree on another idea the school has taken up: Fusion 360 should be used from the first weeks, not only in the final project, so that modelling and prototyping move forward together and nobody finds out at the last minute that their part cannot be made.',
      },
      {
        es: 'Marta Muñoz, ingeniera de prototipos y una de las primeras en apuntarse, conoce bien el trabajo de la escuela porque estudió en ella. Lo resume con algo que repite a sus equipos: «Un prototipo de cartón hecho en una tarde responde preguntas que un render nunca responde». Y añade otra lección que aprendió ya trabajando: «En ecodiseño, la decisión más importante es qué no fabricar. Cada pieza que quitas es una pieza que nadie tendrá que reciclar».',
        en: 'Marta Muñoz, a prototyping engineer and one of the first to sign up, knows the school’s work well because she studied there. She sums it up with something she tells her teams: “A cardboard prototype made in an afternoon answers questions a render never will.” And she adds another lesson she learnt on the job: “In ecodesign, the most important decision is what not to make. Every part you remove is a part nobody will have to recycle.”',
      },
      {
        es: 'Los mentores llegan en un momento de cambios en el sector. El reglamento europeo de diseño ecológico amplía poco a poco los requisitos de reparabilidad, durabilidad y contenido reciclado, y prevé un pasaporte digital que acompañará a muchos productos con información sobre sus materiales. «Los estudiantes de hoy van a trabajar con esas reglas desde el primer día», señala Muñoz. «Mejor que las conozcan ahora, con calma, que en su primer proyecto con un cliente».',
        en: 'The mentors arrive at a time of change in the sector. The EU’s ecodesign regulation is gradually widening requirements on repairability, durability and recycled content, and it provides for a digital product passport that will accompany many products with information about their materials. “Today’s students will work with those rules from day one,” says Muñoz. “Better that they learn them now, calmly, than on their first project with a client.”',
      },
      {
        es: 'Entre el alumnado, la noticia se ha recibido con ganas y algo de nervios. «Da respeto enseñar un boceto a alguien que hace esto de verdad», admite Andrea Flores, de segundo curso, «pero prefiero oír las críticas ahora que en una entrevista de trabajo». Los mentores revisarán proyectos de todo tipo, desde envases reutilizables hasta muebles para pisos pequeños en la línea de «Mesa Plegable Urbana», la mesa que se guarda en la pared.',
        en: 'Among students, the news has been met with enthusiasm and some nerves. “It is daunting to show a sketch to someone who does this for real,” admits Andrea Flores, a second-year student, “but I would rather hear the criticism now than at a job interview.” Mentors will review all kinds of projects, from reusable packaging to furniture for small flats along the lines of “Mesa Plegable Urbana”, the table that folds into the wall.',
      },
      {
        es: 'Las primeras reuniones se celebrarán en las próximas semanas, y la intención es que el programa continúe en cursos siguientes con nuevas promociones de mentores. La escuela publicará los próximos pasos en la web, junto con la información para estudiantes de otros programas interesados en ecodiseño que quieran sumarse.',
        en: 'The first meetings will take place over the coming weeks, and the aim is for the programme to continue in future years with new groups of mentors. The school will publish the next steps on the website, along with information for students from other programmes interested in ecodesign who would like to join.',
      },
    ],
  },
  {
    title: 'Cómo repartir el trabajo en un equipo de sistemas embebidos',
    standfirst: {
      es: 'Interfaces claras, una persona responsable de la integración y pruebas en el banco desde la primera semana: cómo organizarse sin perderse, con ROS 2 y un ESP32.',
      en: 'Clear interfaces, one person in charge of integration and bench tests from the first week: how to organise yourselves without getting lost, with ROS 2 and an ESP32.',
    },
    paragraphs: [
      {
        es: '«Rastreador», un robot seguidor de línea para la liga nacional, lo hizo un equipo de cuatro personas que se repartió el trabajo por funciones, no por pantallas: Irene Vidal investigaba; Hugo Serrano y Raúl Gil producían, uno el programa del microcontrolador y otro las herramientas con ROS 2; y Carmen Herrera probaba y documentaba. El reparto funcionó, y de él salen casi todos los consejos de esta guía para cualquier equipo de sistemas embebidos.',
        en: '“Rastreador”, a line-following robot for the national league, was built by a team of four who split the work by role, not by screen: Irene Vidal researched; Hugo Serrano and Raúl Gil produced, one the microcontroller firmware and the other the tools in ROS 2; and Carmen Herrera tested and documented. The split worked, and most of the advice in this guide for any embedded systems team comes from it.',
      },
      {
        es: 'Primer consejo: repartid por subsistemas, no por tareas sueltas, y escribid las interfaces antes que el código. En un sistema embebido, las fronteras son físicas y lógicas a la vez: qué pines usa cada sensor, a qué tensión trabaja, qué mensajes se envían y con qué frecuencia. En «Rastreador», una hoja compartida fijó desde la primera semana el conexionado de la regleta de sensores, los motores y la batería, y el formato de los mensajes entre el ESP32 y el portátil. Quien quería cambiar algo lo cambiaba primero en la hoja.',
        en: 'First tip: split by subsystem, not by loose tasks, and write the interfaces before the code. In an embedded system the boundaries are physical and logical at once: which pins each sensor uses, what voltage it runs at, which messages are sent and how often. In “Rastreador”, a shared sheet fixed the wiring of the sensor array, motors and battery from the first week, along with the format of the messages between the ESP32 and the laptop. Anyone who wanted to change something changed it on the sheet first.',
      },
      {
        es: 'Segundo: decidid pronto qué se ejecuta dónde, porque de eso depende quién hace qué. El bucle de control de un seguidor de línea, un PID que corrige la dirección cientos de veces por segundo, tiene que vivir en el microcontrolador; mandarlo por wifi a un ordenador añade retrasos que hacen oscilar al robot. En «Rastreador», el ESP32 se encargaba del control, y ROS 2, conectado mediante micro-ROS, servía para registrar datos, visualizar las lecturas de los sensores y ajustar los parámetros sin volver a programar la placa.',
        en: 'Second: decide early what runs where, because that determines who does what. A line follower’s control loop, a PID controller correcting the steering hundreds of times a second, has to live on the microcontroller; sending it over a wireless link to a computer adds delays that make the robot oscillate. In “Rastreador”, the ESP32 handled control, and ROS 2, connected through micro-ROS, was used to log data, visualise sensor readings and tune parameters without flashing the board again.',
      },
      {
        es: 'Tercero: nombrad a una persona responsable de la integración y dadle autoridad. En sistemas embebidos, cada subsistema puede funcionar por separado y el conjunto fallar por un detalle tonto: una masa común que falta, dos librerías que usan el mismo temporizador. Carmen Herrera mantenía la rama principal en Git, solo aceptaba cambios que hubieran pasado una prueba en el banco con el robot real y llevaba un registro de fallos con la versión y la causa de cada uno. Probar no es lo que se hace al final; es un trabajo a tiempo completo desde el principio.',
        en: 'Third: name one person responsible for integration and give them authority. In embedded systems, every subsystem can work on its own and the whole still fail over a silly detail: a missing common ground, two libraries using the same timer. Carmen Herrera maintained the main branch in Git, only accepted changes that had passed a bench test on the real robot, and kept a fault log with the version and cause of each one. Testing is not what you do at the end; it is a full-time job from the start.',
      },
      {
        es: 'Cuarto: no subestiméis el papel de quien investiga. Irene Vidal estudió el reglamento de la liga, midió el circuito de prueba y comparó sensores infrarrojos antes de que nadie soldara nada; gracias a eso, el equipo no compró nada dos veces. Y si todavía no tenéis un proyecto, practicad con un encargo pequeño y cerrado como «Rastreador»: tiene un usuario claro, un alcance limitado y se puede enseñar terminado.',
        en: 'Fourth: do not underestimate the role of whoever does the research. Irene Vidal studied the league rules, measured the test track and compared infrared sensors before anyone soldered anything; thanks to that, the team never bought anything twice. And if you do not have a project yet, practise with a small, well-defined brief like “Rastreador”: it has a clear user, a limited scope and can be shown finished.',
      },
      {
        es: 'Sobre herramientas, no hace falta tenerlas todas. ROS 2 es de código abierto y tiene mucha documentación, pero su curva de aprendizaje es real: empezad por programar el ESP32 directamente y sumad ROS 2 cuando sepáis qué os falta, normalmente registrar y visualizar datos. Un osciloscopio sencillo o un analizador lógico barato os ahorrarán más horas que cualquier programa nuevo. Y rotad los papeles de un proyecto a otro: quien hoy documenta, mañana integra.',
        en: 'As for tools, you do not need them all. ROS 2 is open source and well documented, but its learning curve is real: start by programming the ESP32 directly and add ROS 2 once you know what you are missing, usually logging and visualising data. A simple oscilloscope or a cheap logic analyser will save you more hours than any new software. And rotate roles from one project to the next: whoever documents today integrates tomorrow.',
      },
      {
        es: 'Y guardad cada versión: del código, de los esquemas y de las fotos del montaje. Dentro de un año querréis contar en una entrevista cómo evolucionó vuestro primer trabajo de sistemas embebidos, quién decidió qué y por qué, y necesitaréis las pruebas. El equipo de «Rastreador» lo tiene todo en un mismo repositorio, con un vídeo de cada vuelta al circuito.',
        en: 'And keep every version: of the code, the schematics and the photos of the build. A year from now you will want to explain at an interview how your first embedded systems project evolved, who decided what and why, and you will need the evidence. The “Rastreador” team keeps everything in a single repository, with a video of every lap of the track.',
      },
    ],
  },
  {
    title: 'Los consejos de Pablo Medina para quien empieza en lógica',
    standfirst: {
      es: 'Tablas de verdad, Desmos y primas de seguro: Pablo Medina, analista cuantitativo en una aseguradora, cuenta cómo empezó y qué haría hoy si empezara de nuevo.',
      en: 'Truth tables, Desmos and insurance premiums: Pablo Medina, a quantitative analyst at an insurer, on how he started and what he would do today if he were starting again.',
    },
    paragraphs: [
      {
        es: 'Pablo Medina, analista cuantitativo en una aseguradora, tiene tres consejos para quien empieza en lógica: aprender bien una herramienta, Desmos, antes de probar otras; enseñar el trabajo pronto; y guardar cada versión. Estudió en la escuela, hizo unas prácticas en el departamento de tarificación en el que hoy trabaja y dedica parte de su tiempo libre a ayudar a estudiantes de primer curso con las demostraciones. Hablamos con él en una pausa entre dos reuniones.',
        en: 'Pablo Medina, a quantitative analyst at an insurer, has three pieces of advice for anyone starting out in logic: learn one tool, Desmos, properly before trying others; show your work early; and keep every version. He studied at the school, did a placement in the pricing department where he now works and spends some of his free time helping first-year students with proofs. We spoke to him in a break between two meetings.',
      },
      {
        es: '¿Qué haces en un día normal? «Depende de la semana, pero casi siempre hay Desmos abierto. Antes de escribir una regla de precios en el sistema, la dibujo: si el conductor tiene menos de veinticinco años y el coche más de diez, se aplica un recargo. En Desmos, una condición entre llaves se convierte en una región del plano, y de un vistazo ves si dos reglas se solapan o dejan un hueco. Eso ocupa más tiempo del que la gente imagina».',
        en: 'What does a normal day look like? “It depends on the week, but Desmos is almost always open. Before I write a pricing rule into the system, I draw it: if the driver is under twenty-five and the car is over ten years old, a surcharge applies. In Desmos, a condition in braces becomes a region of the plane, and at a glance you can see whether two rules overlap or leave a gap. That takes more time than people imagine.”',
      },
      {
        es: '¿Por qué la lógica, si trabajas con números? «Porque los errores caros casi nunca son de cálculo, son de razonamiento. Confundir “si A, entonces B” con “si B, entonces A” es el fallo más frecuente que veo, en estudiantes y en profesionales. Y luego está el contrarrecíproco: “si no B, entonces no A” dice exactamente lo mismo que la frase original, y entenderlo de verdad te ahorra muchos disgustos al revisar las condiciones de una consulta o de una hoja de cálculo».',
        en: 'Why logic, if you work with numbers? “Because expensive mistakes are almost never calculation errors; they are reasoning errors. Confusing ‘if A, then B’ with ‘if B, then A’ is the most common slip I see, in students and professionals alike. Then there is the contrapositive: ‘if not B, then not A’ says exactly the same as the original sentence, and really understanding that saves you a lot of grief when you check the conditions in a query or a spreadsheet.”',
      },
      {
        es: '¿Qué proyecto de tus estudios recuerdas? «Uno parecido a “Teselas”, un generador de mosaicos geométricos para diseño textil. Había que girar y reflejar una pieza para cubrir el plano sin huecos, y girar un objeto en pantalla es multiplicar sus vértices por una matriz, millones de veces por segundo en un programa serio. Mi primera versión dejaba rendijas porque redondeaba los ángulos. Aprendí más de sus errores que de cualquier examen».',
        en: 'Which project from your studies do you remember? “One similar to ‘Teselas’, a geometric tiling generator for textile design. You had to rotate and reflect a tile to cover the plane with no gaps, and rotating an object on screen means multiplying its vertices by a matrix, millions of times per second in serious software. My first version left slits because it rounded the angles. I learnt more from its mistakes than from any exam.”',
      },
      {
        es: '¿Por qué insistes en enseñar el trabajo pronto y en guardar versiones? «Porque en lógica es muy fácil convencerse a uno mismo. Una demostración que te parece impecable a medianoche suele tener un salto que otra persona ve en un minuto. Y guardar cada versión te permite volver al punto exacto en el que el razonamiento se torció. Yo uso Git hasta para los apuntes; parece exagerado y no lo es».',
        en: 'Why do you insist on showing work early and keeping versions? “Because in logic it is very easy to convince yourself. A proof that looks flawless to you at midnight usually has a leap someone else spots in a minute. And keeping every version lets you go back to the exact point where the reasoning went wrong. I use Git even for my notes; it sounds excessive and it is not.”',
      },
      {
        es: '¿Qué buscas cuando entrevistas a alguien junior? «Curiosidad y un portfolio con pocas piezas bien explicadas. Suelo preguntar por la paradoja del cumpleaños. Si alguien me cuenta que en un grupo de 23 personas hay más de un 50 % de probabilidad de que dos cumplan años el mismo día, y sabe explicar por qué calcular lo contrario, que nadie coincida, es el camino fácil, ya sé que ha trabajado de verdad».',
        en: 'What do you look for when interviewing a junior? “Curiosity and a portfolio with a few well-explained pieces. I often ask about the birthday paradox. If someone tells me that in a group of 23 people there is more than a 50% chance that two share a birthday, and can explain why working out the opposite, that nobody shares one, is the easy route, I know they have really done the work.”',
      },
      {
        es: '¿Y si alguien se atasca al principio? «Que no lo tome como una señal de que no vale. A mí las primeras tablas de verdad me parecían un idioma extranjero. Lo que funciona es hacer muchos ejercicios pequeños, escribir cada paso aunque parezca obvio y explicárselo a alguien en voz alta. La lógica no va de ser brillante; va de ser ordenado».',
        en: 'And if someone gets stuck at the start? “They should not take it as a sign they are not cut out for it. My first truth tables felt like a foreign language. What works is doing lots of small exercises, writing down every step even when it seems obvious and explaining it to someone out loud. Logic is not about being brilliant; it is about being methodical.”',
      },
    ],
  },
  {
    title: 'Equivocarse en clase de efectos visuales es parte del temario',
    standfirst: {
      es: 'Simulaciones que explotan y renders que hay que repetir: por qué, en el aula de efectos visuales, el error bien aprovechado enseña más que correr con Maya.',
      en: 'Failed simulations and renders that need redoing: why, in the visual effects classroom, a mistake put to good use teaches more than rushing through Maya.',
    },
    paragraphs: [
      {
        es: 'Una simulación de humo que explota a mitad de plano, una máscara de rotoscopia que tiembla en cada fotograma, un render de doce horas con la luz equivocada: con eso se encuentran cada año los 72 estudiantes que pasan por mis clases de efectos visuales. El primer día les digo que equivocarse en clase es parte del temario, y lo digo en serio.',
        en: 'A smoke simulation that blows up halfway through a shot, a rotoscoping mask that jitters on every frame, a twelve-hour render with the wrong lighting: that is what the 72 students who take my visual effects classes each year run into. On the first day I tell them that getting it wrong in class is part of the syllabus, and I mean it.',
      },
      {
        es: 'En un estudio, un error cuesta dinero y plazos; en el aula, cuesta una tarde. Esa diferencia es un privilegio que desperdiciamos si pedimos planos perfectos desde la primera semana. Cuando una simulación de fluidos se desborda, el estudiante tiene que abrir la caja: revisar la escala de la escena, la resolución de la malla, los pasos de simulación por fotograma. Ese diagnóstico, hecho con calma y sin un supervisor esperando, es exactamente lo que le pedirán en su primer trabajo.',
        en: 'In a studio, a mistake costs money and deadlines; in the classroom, it costs an afternoon. That difference is a privilege we waste if we demand perfect shots from the first week. When a fluid simulation blows out, the student has to open the box: check the scene scale, the grid resolution, the simulation steps per frame. That diagnosis, done calmly and without a supervisor waiting, is exactly what their first job will ask of them.',
      },
      {
        es: 'Para mí, lo que de verdad cuenta es entender el oficio por debajo de la herramienta. El animatic, el storyboard montado con sonido, decide el ritmo de una pieza antes de modelar nada, y equivocarse ahí sale muy barato: se corrige en minutos. Equivocarse en el mismo punto con los efectos ya renderizados cuesta semanas. Ese tipo de conocimiento, saber en qué fase un error es barato, sobrevive a cualquier cambio de versión.',
        en: 'What counts, to my mind, is understanding the craft beneath the tool. The animatic, the storyboard cut to sound, settles a piece’s timing before anything is modelled, and getting it wrong there is very cheap: it is fixed in minutes. Getting the same thing wrong with the effects already rendered costs weeks. That kind of knowledge, knowing at which stage a mistake is cheap, survives any new version of any software.',
      },
      {
        es: 'Por eso mis clases funcionan como las revisiones diarias de un estudio. Cada mañana, cada estudiante proyecta su plano delante del grupo, esté como esté, y el resto comenta. Al principio cuesta: nadie quiere enseñar un humo que parece algodón. A las pocas semanas, la sala cambia. Los comentarios se vuelven precisos, la gente pide opinión antes de que se la den y los errores se discuten como lo que son: información.',
        en: 'That is why my classes work like a studio’s dailies. Every morning, each student screens their shot in front of the group, whatever state it is in, and the others comment. At first it is hard: nobody wants to show smoke that looks like cotton wool. After a few weeks, the room changes. Comments become precise, people ask for feedback before it is given and mistakes are discussed as what they are: information.',
      },
      {
        es: 'También hay un argumento práctico. Los estudios de Madrid, Barcelona y Valencia producen hoy series para plataformas de todo el mundo, con equipos que cambian de programa según el proyecto: Maya en uno, Blender en el siguiente, Houdini para las simulaciones y Nuke para la composición. Quien ha aprendido a diagnosticar sus propios errores puede pasar de Maya a Blender en una semana, porque sabe qué está buscando. Quien solo ha memorizado menús empieza de cero cada vez.',
        en: 'There is also a practical argument. Studios in Madrid, Barcelona and Valencia now make series for platforms all over the world, with teams that switch software from project to project: Maya on one, Blender on the next, Houdini for simulations and Nuke for compositing. Anyone who has learnt to diagnose their own mistakes can move from Maya to Blender in a week, because they know what they are looking for. Anyone who has only memorised menus starts from zero every time.',
      },
      {
        es: 'No defiendo el error por el error. Equivocarse sirve si alguien ayuda a entender por qué ha pasado y si hay tiempo para volver a intentarlo. Un plano rehecho tres veces con criterio enseña más que diez planos entregados a tiempo sin entender nada. Lo que sí pido al alumnado es que documente cada fallo: qué esperaba, qué obtuvo y qué cambió. Ese cuaderno acaba valiendo más que el propio portfolio.',
        en: 'I am not defending mistakes for their own sake. Getting it wrong is useful if someone helps you understand why it happened, and if there is time to try again. A shot redone three times with judgement teaches more than ten shots handed in on time without understanding anything. What I do ask of students is that they document every failure: what they expected, what they got and what they changed. That notebook ends up being worth more than the portfolio itself.',
      },
      {
        es: 'Así que mi propuesta para los efectos visuales es modesta: menos listas de herramientas en los currículos y más encargos reales con tiempo para hacerlos bien, y para hacerlos mal primero. Si un estudiante termina el curso sin haber roto nunca una simulación, no habrá aprendido a arreglarla. Y esa, la de arreglar, es la parte del temario que más falta le hará.',
        en: 'So my proposal for visual effects is modest: fewer lists of tools in curricula and more real briefs with time to do them well, and to do them badly first. If a student finishes the year without ever breaking a simulation, they will not have learnt to fix one. And fixing is the part of the syllabus they will need most.',
      },
    ],
  },
];
