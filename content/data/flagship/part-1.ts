import type { FlagshipText } from './types.js';

/** Articles written in full (spec 2): batch 1. */
export const part1: FlagshipText[] = [
  {
    title: 'Así fue la jornada de drones en el campus',
    standfirst: {
      es: 'Hélices, sensores y una red de seguridad: Óscar Ramos, técnico de mantenimiento de robots industriales, abrió un día dedicado a los drones que terminó con vuelos de prueba y muchas preguntas.',
      en: 'Propellers, sensors and a safety net: Óscar Ramos, an industrial robot maintenance technician, opened a day devoted to drones that ended with test flights and plenty of questions.',
    },
    paragraphs: [
      {
        es: 'Una red de seguridad colgada del techo de la sala más alta del campus marcaba la zona de vuelo desde primera hora. Dentro esperaban tres drones con las hélices desmontadas. Así fue la jornada de drones: un día entero que empezó con teoría y terminó, ya por la tarde, con demostraciones con Raspberry Pi y vuelos cortos dentro de la red.',
        en: 'A safety net hung from the ceiling of the tallest room on campus marked out the flight area from first thing. Inside it, three drones waited with their propellers removed. That is how the drones day went: a full day that began with theory and ended, in the afternoon, with Raspberry Pi demonstrations and short flights inside the net.',
      },
      {
        es: 'Martina Méndez, profesora de sistemas y redes y organizadora del día, lo presentó con una idea sencilla: un dron es un ordenador pequeño que tiene que decidir muy deprisa y que, si se equivoca, se cae. La jornada quería enseñar qué pasa dentro del aparato: los sensores que miden la inclinación, el controlador que corrige la velocidad de cada motor cientos de veces por segundo y el enlace de radio que lo une al mando.',
        en: 'Martina Méndez, systems and networks lecturer and organiser of the day, introduced it with a simple idea: a drone is a small computer that has to decide very quickly and, if it gets it wrong, falls out of the sky. The day set out to show what happens inside the machine: the sensors that measure tilt, the controller that corrects the speed of each motor hundreds of times a second and the radio link that ties it to the handset.',
      },
      {
        es: 'La charla principal corrió a cargo de Óscar Ramos, técnico de mantenimiento de robots industriales, que avisó de entrada de que él no diseña drones: los mantiene en marcha. Mostró proyectos reales hechos con Raspberry Pi, como una placa que registra las vibraciones de un brazo de robot para avisar antes de que falle un rodamiento y otra que, montada en un dron, guarda los datos de cada vuelo para revisarlos en tierra. «Un robot de fábrica y un dron se estropean por lo mismo: piezas que se desgastan y programas que nadie revisa», dijo.',
        en: 'The main talk was given by Óscar Ramos, industrial robot maintenance technician, who warned from the outset that he does not design drones: he keeps them running. He showed real projects made with Raspberry Pi, such as a board that logs the vibrations of a robot arm to give warning before a bearing fails, and another that, mounted on a drone, stores the data from every flight so it can be reviewed on the ground. “A factory robot and a drone break down for the same reasons: parts that wear out and programs that nobody checks,” he said.',
      },
      {
        es: 'El dato que más gente apuntó llegó en la parte dedicada a la seguridad: un dispositivo conectado que nunca se actualiza se convierte en la puerta de entrada de un ataque. Ramos enseñó en pantalla cómo una Raspberry Pi con una contraseña fácil y el sistema sin actualizar aparecía en la red del aula en cuestión de segundos, y repasó tres costumbres que aplica en su trabajo: cambiar las credenciales el primer día, instalar las actualizaciones con un calendario fijo y apagar todo servicio que no se use. «En un dron, además, quien entra no solo lee tus datos: puede llevarse el aparato», añadió.',
        en: 'The point most people wrote down came in the section on security: a connected device that is never updated becomes the way in for an attack. Ramos showed on screen how a Raspberry Pi with a weak password and an out-of-date system showed up on the classroom network within seconds, and went through three habits he applies at work: change the credentials on day one, install updates on a fixed schedule and switch off any service that is not in use. “With a drone, what’s more, whoever gets in doesn’t just read your data: they can take the aircraft,” he added.',
      },
      {
        es: 'En el taller posterior hubo tiempo para probar Arduino. Por parejas, los asistentes conectaron a una placa un sensor de movimiento que mide la aceleración y el giro, y vieron en la pantalla cómo cambiaban los números al inclinar el conjunto: la misma información que usa un controlador de vuelo para mantener el dron nivelado. Méndez insistió en una regla de banco que nadie olvidó: las hélices se montan solo en la zona de vuelo, nunca encima de la mesa.',
        en: 'The workshop that followed left time to try Arduino. In pairs, participants connected a motion sensor that measures acceleration and rotation to a board and watched the numbers change on screen as they tilted it: the same information a flight controller uses to keep a drone level. Méndez insisted on a bench rule nobody forgot: propellers go on only in the flight area, never on the table.',
      },
      {
        es: 'Antes de las demostraciones tocó repasar la normativa. Volar un dron de más de 250 gramos en España exige registrarse como operador y aprobar un examen en línea; si el aparato lleva cámara, el registro hace falta aunque pese menos. Ninguna de las dos cosas permite volar sobre grupos de personas ni cerca de un aeropuerto, y por eso todas las pruebas del día se hicieron dentro de la red.',
        en: 'Before the demonstrations came a run-through of the regulations. Flying a drone over 250 grams in Spain requires registering as an operator and passing an online exam; if the aircraft carries a camera, registration is needed even if it weighs less. Neither allows you to fly over crowds or near an airport, which is why every test that day took place inside the net.',
      },
      {
        es: 'Por la tarde llegaron las demostraciones. Un grupo de segundo enseñó un dron con una Raspberry Pi a bordo que enviaba vídeo a un portátil y marcaba en la imagen los obstáculos cercanos; otro explicó, con los registros de vuelo en la mano, por qué su prototipo se desviaba a la izquierda en cada prueba: un sensor mal calibrado. Varios estudiantes de primero se quedaron a preguntar hasta el cierre.',
        en: 'The demonstrations came in the afternoon. A second-year group showed a drone with an onboard Raspberry Pi that streamed video to a laptop and marked nearby obstacles on the image; another explained, flight logs in hand, why their prototype drifted to the left in every test: a badly calibrated sensor. Several first-year students stayed asking questions until closing time.',
      },
      {
        es: 'Quien no pudo asistir tendrá otra oportunidad en la próxima jornada de puertas abiertas, donde habrá una demostración de Raspberry Pi para quienes se interesan por los drones. Ramos dejó su consejo para entonces: «Id a ver la placa por dentro antes de ver volar nada. Lo que vuela es lo de menos; lo importante es lo que decide».',
        en: 'Anyone who missed it will have another chance at the next open day, with a Raspberry Pi demonstration for those interested in drones. Ramos left his advice for then: “Go and look inside the board before you watch anything fly. What flies is the least of it; what matters is what makes the decisions.”',
      },
    ],
  },
  {
    title: 'Así se hizo «Fracciones al Vuelo»',
    standfirst: {
      es: 'Lógica fuera del aula: «Fracciones al Vuelo», un juego móvil para practicar fracciones en primaria, empezó como un encargo de clase y hoy lo usan familias y docentes.',
      en: 'Logic beyond the classroom: “Fracciones al Vuelo”, a mobile game for practising fractions in primary school, started as a class brief and is now used by families and teachers.',
    },
    paragraphs: [
      {
        es: 'Una pizza partida en porciones que hay que girar y encajar es la primera pantalla de «Fracciones al Vuelo», un juego móvil para practicar fracciones en primaria. Detrás están Lucía Navarro, Adrián Castillo e Irene Molina, tres estudiantes que recibieron un encargo de clase muy concreto: una herramienta que un niño de diez años quisiera abrir por su cuenta. El juego se hizo en un trimestre: cuatro semanas de investigación, seis de producción con GeoGebra y dos de pruebas. Así se hizo, paso a paso.',
        en: 'A pizza cut into slices that have to be turned and fitted together is the first screen of “Fracciones al Vuelo”, a mobile game for practising fractions in primary school. Behind it are Lucía Navarro, Adrián Castillo and Irene Molina, three students who were given a very specific class brief: a tool that a ten-year-old would want to open on their own. The making of the game took a term: four weeks of research, six of production in GeoGebra and two of testing. This is how it came together, step by step.',
      },
      {
        es: 'Antes de abrir GeoGebra, el equipo pasó dos semanas hablando con las personas que usarían el resultado: dos maestras de un colegio público, un grupo de alumnos de quinto y varias familias. Las entrevistas desmontaron la primera idea, un cuestionario con dibujos. «Los niños nos dijeron que las fracciones se entienden cuando se tocan», recuerda Irene Molina. Una maestra añadió el matiz decisivo: el error más común no es calcular mal, sino no ver que dos cuartos y un medio son la misma cantidad.',
        en: 'Before opening GeoGebra, the team spent two weeks talking to the people who would use the result: two teachers at a state primary school, a group of pupils aged ten and eleven and several families. The interviews took apart their first idea, a quiz with pictures. “The children told us fractions make sense when you can touch them,” Irene Molina recalls. One teacher added the decisive detail: the most common mistake is not calculating wrongly, but failing to see that two quarters and one half are the same amount.',
      },
      {
        es: 'De ahí salió la mecánica: las porciones llegan volando por la pantalla y el jugador tiene que girar y encajar cada una hasta completar la unidad. Esa decisión trajo una lección de matemáticas que no estaba en el encargo. Girar un objeto en pantalla es multiplicar sus vértices por una matriz, y en un videojuego la tarjeta gráfica repite esa operación millones de veces por segundo. El equipo tuvo que entenderlo para que las piezas no se deformaran al rotar, y Adrián Castillo acabó explicándolo en la pizarra con senos y cosenos para toda la clase.',
        en: 'That gave them the mechanic: the slices come flying across the screen and the player has to rotate them and fit them together until they make a whole. The decision brought a maths lesson that was not in the brief. Rotating an object on screen means multiplying its vertices by a matrix, and in a video game the graphics card repeats that operation millions of times per second. The team had to understand it so the pieces would not distort as they turned, and Adrián Castillo ended up explaining it on the whiteboard, with sines and cosines, for the whole class.',
      },
      {
        es: 'Las seis semanas de producción se apoyaron en GeoGebra, que les permitió construir cada pieza como un objeto geométrico con sus propias reglas: un sector circular sabe qué fracción representa y se actualiza si el jugador lo divide. Las construcciones se integraron después en una aplicación para móvil. Lucía Navarro se ocupó de la interfaz y de algo que parecía menor: que los botones fueran grandes para dedos pequeños y que ningún mensaje dijera «incorrecto» sin explicar por qué.',
        en: 'The six weeks of production relied on GeoGebra, which let them build each piece as a geometric object with its own rules: a circular sector knows which fraction it represents and updates if the player divides it. The constructions were then brought into a mobile app. Lucía Navarro took charge of the interface and of something that seemed minor: making the buttons big enough for small fingers and making sure no message said “wrong” without explaining why.',
      },
      {
        es: 'Las dos semanas de pruebas se hicieron en el aula de quinto, con tabletas prestadas y una hoja donde el equipo anotaba cada duda. Allí apareció el fallo más serio: en un nivel, una décima más dos décimas no daban tres décimas, y la pantalla se negaba a dar el reto por terminado. La causa era conocida. Los números de coma flotante no suman exactamente 0,1 más 0,2, y eso explica muchos errores de redondeo. La solución fue dejar de usar decimales por dentro: cada porción guarda su numerador y su denominador como números enteros, y el juego simplifica con el máximo común divisor antes de comparar.',
        en: 'The two weeks of testing took place in a classroom of ten-year-old pupils, with borrowed tablets and a sheet where the team noted down every question. That is where the most serious bug appeared: on one level, one tenth plus two tenths did not make three tenths, and the screen refused to mark the challenge as complete. The cause was well known. Floating-point numbers do not add 0.1 and 0.2 exactly, which explains many rounding bugs. The fix was to stop using decimals under the hood: each slice now stores its numerator and denominator as whole numbers, and the game simplifies with the greatest common divisor before comparing.',
      },
      {
        es: 'Hoy «Fracciones al Vuelo» lo usan 156 personas, entre docentes, familias y alumnos, y el equipo sigue atendiendo sus sugerencias. Las más repetidas han cambiado el juego: un modo sin cronómetro para quien se agobia con el tiempo, la opción de leer los enunciados en voz alta y un resumen semanal para que las maestras vean qué tipo de fracción cuesta más a cada grupo.',
        en: 'Today 156 people use “Fracciones al Vuelo”, among them teachers, families and pupils, and the team still takes on their suggestions. The most frequent ones have changed the game: a mode without a timer for children who feel rushed, the option of having instructions read aloud and a weekly summary so teachers can see which kind of fraction each group finds hardest.',
      },
      {
        es: 'Alba Iglesias, la profesora de matemáticas que planteó el encargo, valora sobre todo lo que pasó fuera del código. «Tuvieron que explicar una matriz a un compañero y una fracción a un niño de diez años. Si sabes hacer las dos cosas, has entendido las matemáticas». El equipo prepara ya una segunda parte dedicada a los porcentajes, con la misma regla que aprendieron en el aula de quinto: primero se escucha, después se programa.',
        en: 'Alba Iglesias, the maths lecturer who set the brief, values above all what happened outside the code. “They had to explain a matrix to a classmate and a fraction to a ten-year-old. If you can do both, you have understood the maths.” The team is already preparing a second part devoted to percentages, with the same rule they learnt in that primary classroom: listen first, then program.',
      },
    ],
  },
  {
    title: '48 estudiantes harán este curso prácticas de geometría para gráficos 3D',
    standfirst: {
      es: 'Estudios de animación, de videojuegos y de diseño textil acogerán a estudiantes en prácticas de geometría para gráficos 3D, con proyectos como «Teselas» como carta de presentación.',
      en: 'Animation, games and textile design studios will host students on geometry for 3D graphics placements, with projects such as “Teselas” as their calling card.',
    },
    paragraphs: [
      {
        es: 'Mallas, matrices y vectores saldrán del aula este curso. La geometría para gráficos 3D tendrá 48 estudiantes en prácticas, que harán su estancia en estudios y empresas con los que la escuela ha firmado convenio. Cada estudiante tendrá un tutor en la empresa y otro en EDTE, que seguirán juntos su trabajo, se reunirán a mitad del periodo y lo evaluarán al final.',
        en: 'Meshes, matrices and vectors are leaving the classroom this year. Geometry for 3D graphics will have 48 students on placements, working at studios and companies that have signed agreements with the school. Each student will have one tutor at the company and another at EDTE, who will follow their work together, meet halfway through and assess it at the end.',
      },
      {
        es: 'El trabajo será variado. Unos modelarán entornos para videojuegos y tendrán que cuidar la topología de cada malla para que se deforme bien al animarse; otros prepararán visualizaciones de arquitectura, donde una normal mal orientada basta para que una pared se vea negra; otros escribirán herramientas que generan geometría por procedimientos en lugar de a mano. En todos los casos la base es la misma: vectores, productos escalares y matrices de transformación que mueven, giran y escalan cada objeto.',
        en: 'The work will be varied. Some will model environments for video games and will have to look after the topology of each mesh so that it deforms well when animated; others will prepare architectural visualisations, where one badly oriented normal is enough to turn a wall black; others will write tools that generate geometry procedurally rather than by hand. In every case the foundation is the same: vectors, dot products and transformation matrices that move, rotate and scale each object.',
      },
      {
        es: 'No es un hecho aislado. Las empresas que acogen estudiantes en prácticas llevan dos cursos pidiendo más geometría para gráficos 3D con casos reales, y la razón suele aparecer en los errores. Los números de coma flotante no suman exactamente 0,1 más 0,2, y eso explica muchos errores de redondeo: dos vértices que deberían coincidir quedan separados por una milésima y en la imagen final aparece una grieta que nadie sabe de dónde sale.',
        en: 'It is not an isolated case. Placement companies have been asking for more geometry for 3D graphics with real cases for two years, and the reason usually shows up in the mistakes. Floating-point numbers do not add 0.1 and 0.2 exactly, which explains many rounding bugs: two vertices that ought to meet end up a thousandth apart, and a crack appears in the final image that nobody can trace.',
      },
      {
        es: '«Teselas» es el mejor ejemplo de ese aprendizaje. Sara Iglesias y Marcos Delgado lo crearon como generador de mosaicos geométricos para diseño textil: el usuario elige un polígono, unas simetrías y una paleta, y el programa compone un patrón que se repite sin costuras sobre un modelo 3D de la prenda. El propio programa advierte de que solo el triángulo, el cuadrado y el hexágono regulares cubren el plano por sí solos. Las primeras versiones dejaban líneas finas entre piezas por culpa del redondeo, y lo resolvieron comparando coordenadas con un margen de tolerancia y ajustando cada vértice a una cuadrícula antes de repetir el motivo.',
        en: '“Teselas” is the best example of that learning. Sara Iglesias and Marcos Delgado built it as a geometric tiling generator for textile design: the user picks a polygon, some symmetries and a palette, and the program composes a pattern that repeats seamlessly over a 3D model of the garment. The program itself points out that only the regular triangle, square and hexagon tile the plane on their own. Early versions left thin lines between pieces because of rounding, and they solved it by comparing coordinates within a tolerance and snapping each vertex to a grid before repeating the motif.',
      },
      {
        es: 'Daniela Muñoz, analista cuantitativa en una aseguradora, conoce bien el trabajo de la escuela: su equipo recibirá a dos estudiantes para construir modelos 3D del terreno con los que estimar el riesgo de inundación. Lo resume con algo que repite a sus equipos: «Las leyes de De Morgan simplifican condiciones de programa que de otro modo nadie entendería». Y lo explica con un caso de geometría: decir que un punto no está dentro de la zona A ni dentro de la zona B equivale a decir que está fuera de A y fuera de B, y escrito así el código se lee de un vistazo.',
        en: 'Daniela Muñoz, quantitative analyst at an insurer, knows the school’s work well: her team will take on two students to build 3D terrain models for estimating flood risk. She sums it up with something she tells her teams: “De Morgan’s laws simplify program conditions that nobody would otherwise understand.” She explains it with a geometry case: saying that a point is in neither zone A nor zone B is the same as saying it is outside A and outside B, and written that way the code can be read at a glance.',
      },
      {
        es: 'Antes de incorporarse, cada estudiante repasará con su tutor de EDTE un proyecto propio, como hicieron los autores de «Teselas», para llegar el primer día con algo que enseñar. Lucía Serrano, tutora de prácticas en empresa, lo explica así: «La empresa no espera que lo sepan todo. Espera que sepan explicar por qué falla un modelo y cómo lo comprobarían». Las tareas de cada estancia se pactan por escrito con la empresa antes de empezar, para que las prácticas sean aprendizaje y no solo horas de producción.',
        en: 'Before starting, each student will go over a project of their own with their EDTE tutor, as the makers of “Teselas” did, so they arrive on day one with something to show. Lucía Serrano, work placement tutor, puts it like this: “The company doesn’t expect them to know everything. It expects them to be able to explain why a model fails and how they would check it.” The tasks for each placement are agreed in writing with the company beforehand, so that the placement is learning and not just production work.',
      },
      {
        es: 'La escuela publicará los próximos pasos en la web, junto con la forma de participar para estudiantes de otros programas interesados en geometría para gráficos 3D. Los autores de «Teselas», mientras tanto, preparan una versión que exporta los patrones listos para la impresión textil, con la esperanza de que alguna de las empresas de acogida quiera probarla.',
        en: 'The school will publish the next steps on its website, along with how students from other programmes interested in geometry for 3D graphics can take part. The makers of “Teselas”, meanwhile, are preparing a version that exports patterns ready for textile printing, in the hope that one of the host companies will want to try it.',
      },
    ],
  },
  {
    title: 'Toon Boom Harmony o DaVinci Resolve: cómo elegir para rigging',
    standfirst: {
      es: '«Papel mojado», un corto de estudiantes, sirve de ejemplo para decidir qué herramienta usar en rigging y qué dejar para después.',
      en: '“Papel mojado”, a student short film, shows how to decide which tool to use for rigging and what to leave for later.',
    },
    paragraphs: [
      {
        es: 'Un barco de papel con brazos, piernas y una cara que se arruga cuando llueve es el protagonista de «Papel mojado», el corto de animación de Alba Serrano y Diego Fuentes. Para moverlo tuvieron que elegir entre Toon Boom Harmony y DaVinci Resolve, y su experiencia sirve de guía: el rigging no exige las dos herramientas a la vez. Elegir depende del encargo, y conviene saber qué hace bien cada una antes de instalar nada.',
        en: 'A paper boat with arms, legs and a face that crumples when it rains is the hero of “Papel mojado”, the animated short by Alba Serrano and Diego Fuentes. To move it they had to choose between Toon Boom Harmony and DaVinci Resolve, and their experience makes a good guide: rigging does not need both tools at once. The choice depends on the brief, and it pays to know what each does well before you install anything.',
      },
      {
        es: 'Primero, qué es rigging en animación 2D: preparar un personaje dividido en piezas (cabeza, torso, brazo, antebrazo, mano) para que se mueva como una marioneta sin volver a dibujarlo en cada fotograma. Cada pieza necesita un punto de giro bien colocado en su articulación, una jerarquía clara (la mano depende del antebrazo y el antebrazo del brazo) y, si algo tiene que doblarse en curva, deformadores. Un buen rigging se nota cuando el animador deja de pensar en él.',
        en: 'First, what rigging means in 2D animation: preparing a character split into pieces (head, torso, upper arm, forearm, hand) so it moves like a puppet without being redrawn in every frame. Each piece needs a pivot point placed properly at its joint, a clear hierarchy (the hand depends on the forearm, the forearm on the upper arm) and, if something has to bend in a curve, deformers. You can tell a good rig when the animator stops thinking about it.',
      },
      {
        es: 'Toon Boom Harmony está pensado exactamente para eso. Su vista de nodos permite encadenar cada pieza con nodos de transformación, añadir deformadores de hueso o de curva y guardar sustituciones de dibujo: varias bocas, manos o párpados que se cambian sin salir del rigging. Tiene licencia educativa y mucha documentación, y por eso es el mejor sitio para aprender los fundamentos. Si el encargo es un personaje que camina, habla y gira la cabeza, la respuesta es Harmony.',
        en: 'Toon Boom Harmony is designed for exactly that. Its node view lets you chain each piece with transformation nodes, add bone or curve deformers and store drawing substitutions: several mouths, hands or eyelids that can be swapped without leaving the rig. It has an educational licence and plenty of documentation, which makes it the best place to learn the basics. If the brief is a character that walks, talks and turns its head, the answer is Harmony.',
      },
      {
        es: 'DaVinci Resolve resuelve otro problema. Es un programa de montaje, corrección de color y composición, y su versión gratuita es muy completa. En su página Fusion se pueden emparentar piezas recortadas con nodos de transformación y animarlas, lo que basta para un logotipo, un rótulo o un objeto sencillo, pero no tiene un sistema de huesos pensado para personajes. Lo que sí hace muy bien es lo que viene después: integrar capas, ajustar el color de cada plano y generar efectos.',
        en: 'DaVinci Resolve solves a different problem. It is an editing, colour correction and compositing program, and its free version is very complete. On its Fusion page you can parent cut-out pieces with transform nodes and animate them, which is enough for a logo, a caption or a simple object, but it has no bone system designed for characters. What it does very well is what comes afterwards: combining layers, adjusting the colour of every shot and generating effects.',
      },
      {
        es: 'La decisión, por tanto, se toma mirando el encargo. ¿Hay un personaje que actúa? Empieza con Toon Boom Harmony y deja DaVinci Resolve para cuando sepas qué le falta a la primera: normalmente, el montaje final, el color y los efectos. ¿Es una pieza de gráficos animados con textos y objetos que se desplazan? Resolve y Fusion pueden bastar. Sobre herramientas, no hace falta tenerlas todas; hace falta saber cómo pasar el trabajo de una a otra, por ejemplo exportando secuencias de imágenes con canal alfa.',
        en: 'So the decision comes from looking at the brief. Is there a character that acts? Start with Toon Boom Harmony and leave DaVinci Resolve until you know what the first one lacks: usually the final edit, the colour and the effects. Is it a motion graphics piece with text and objects sliding around? Resolve and Fusion can be enough. As for tools, you do not need them all; you need to know how to pass work from one to the other, for example by exporting image sequences with an alpha channel.',
      },
      {
        es: 'Un dato que conviene tener presente desde el principio: los efectos de agua, humo y fuego se simulan con partículas y se ajustan a mano plano a plano. En «Papel mojado», la lluvia se generó con partículas en Fusion, pero cada gota que toca al personaje tuvo que coordinarse con su animación en Harmony. Serrano y Fuentes lo descubrieron tarde y rehicieron once planos. Tenerlo en cuenta desde el primer ejercicio, dejando en el rigging piezas separadas para lo que se moja, evita rehacer trabajo después.',
        en: 'One thing worth keeping in mind from the start: water, smoke and fire effects are simulated with particles and adjusted by hand shot by shot. In “Papel mojado”, the rain was generated with particles in Fusion, but every drop that touches the character had to be matched to its animation in Harmony. Serrano and Fuentes found this out late and redid eleven shots. Bearing it in mind from the first exercise, by leaving separate pieces in the rig for whatever gets wet, avoids redoing work later.',
      },
      {
        es: 'Hay costumbres que valen para cualquier herramienta. Diseña el personaje pensando en el rigging, con articulaciones que se solapen para que no aparezcan huecos al girar. Pon nombres claros a cada capa. Prueba poses extremas antes de animar: un codo que se rompe a noventa grados se arregla en diez minutos en el rigging y en días si ya hay escenas hechas. Y guarda el personaje como plantilla para reutilizarlo en el siguiente encargo.',
        en: 'Some habits hold for any tool. Design the character with the rig in mind, with overlapping joints so that no gaps open up when it turns. Give every layer a clear name. Test extreme poses before animating: an elbow that breaks at ninety degrees takes ten minutes to fix in the rig and days once scenes are finished. And save the character as a template so you can reuse it on the next brief.',
      },
      {
        es: 'Por último, enseña lo que haces antes de que esté perfecto. En rigging, una revisión a tiempo de un compañero vale más que una semana de pulido en solitario. Diego Fuentes lo resume así: «La primera persona ajena que movió nuestro barco encontró en cinco minutos el fallo que nosotros llevábamos días sin ver».',
        en: 'Finally, show your work before it is perfect. In rigging, a timely review from a classmate is worth more than a week of polishing alone. Diego Fuentes puts it this way: “The first outsider who moved our boat found in five minutes the flaw we had been missing for days.”',
      },
    ],
  },
  {
    title: 'Pilar Torres cuenta cómo llegó al arte para videojuegos',
    standfirst: {
      es: 'Programadora de jugabilidad, Pilar Torres empezó dibujando escenarios para un proyecto de clase. Habla de arte para videojuegos, de Unity y de lo que busca en quien empieza.',
      en: 'Now a gameplay programmer, Pilar Torres started out drawing backgrounds for a class project. She talks about game art, Unity and what she looks for in newcomers.',
    },
    paragraphs: [
      {
        es: 'Un pasillo de museo dibujado a lápiz y escaneado fue la primera pieza de arte para videojuegos que hizo Pilar Torres. Hoy es programadora de jugabilidad, y cuenta que llegó a este mundo por un proyecto parecido a «Turno de Noche», el juego que un grupo de estudiantes de EDTE presentó hace poco: lo que empezó como ejercicio se convirtió en oficio. Hablamos con ella de cómo se pasa del dibujo al código, de herramientas y de lo que espera de quien empieza.',
        en: 'A museum corridor drawn in pencil and scanned was the first piece of game art Pilar Torres ever made. Today she is a gameplay programmer, and she says she got into this world through a project much like “Turno de Noche”, the game a group of EDTE students presented recently: what began as an exercise became a trade. We talked to her about moving from drawing to code, about tools and about what she expects from newcomers.',
      },
      {
        es: '¿Cómo llegaste al arte para videojuegos? «Por la puerta de atrás. Estudiaba Bellas Artes y un profesor nos pidió un juego pequeño en grupo, algo muy parecido a “Turno de Noche”: un vigilante que recorre un museo de noche y descubre que los cuadros cambian de sitio. Yo me encargué de los fondos y de los personajes. Cuando vi mis dibujos moverse por primera vez entendí que quería estar en ese punto donde el arte se convierte en algo que el jugador toca».',
        en: 'How did you get into game art? “Through the back door. I was studying fine art and a lecturer asked us for a small group game, something very much like ‘Turno de Noche’: a guard who walks round a museum at night and discovers the paintings keep moving. I did the backgrounds and the characters. When I saw my drawings move for the first time, I realised I wanted to be at the point where art becomes something the player touches.”',
      },
      {
        es: '¿Y cómo acabaste programando? «Porque nadie del grupo quería ajustar el salto del personaje, y yo era la que más se quejaba de que no se parecía a lo que había dibujado. Aprendí a cambiar valores, luego a leer el código y al final a escribirlo. El arte para videojuegos no termina en la imagen: termina cuando la animación, el sonido y el control dicen lo mismo. Mi trabajo ahora es conseguir que lo digan».',
        en: 'And how did you end up programming? “Because nobody in the group wanted to tune the character’s jump, and I was the one who complained most that it looked nothing like what I had drawn. I learnt to change values, then to read the code and finally to write it. Game art doesn’t end with the image: it ends when the animation, the sound and the controls all say the same thing. My job now is to make them say it.”',
      },
      {
        es: '¿Qué haces en un día normal? «Depende de la semana, pero casi siempre hay Unity abierto. Paso mucho rato probando cómo responde un personaje, cambiando una aceleración o el tiempo que tarda en girar, y hablando con el equipo de arte para que la animación y el código encajen. Eso ocupa más tiempo del que la gente imagina: un salto que se siente bien puede llevar dos días de ajustes».',
        en: 'What does a normal day look like? “It depends on the week, but Unity is almost always open. I spend a lot of time testing how a character responds, changing an acceleration or how long it takes to turn, and talking to the art team so the animation and the code fit together. That takes more time than people imagine: a jump that feels right can take two days of tweaking.”',
      },
      {
        es: '¿Qué herramienta recomiendas? «Unity para empezar y Godot cuando lo necesites de verdad, por ejemplo si quieres un motor ligero y de código abierto que puedas modificar. Unity, Unreal Engine y Godot ofrecen licencias gratuitas para aprender y para publicar proyectos pequeños, así que el dinero no es excusa. Pero la herramienta cambia; saber explicar por qué tomaste una decisión, no».',
        en: 'Which tool do you recommend? “Unity to start with, and Godot when you really need it, for instance if you want a lightweight, open-source engine you can modify. Unity, Unreal Engine and Godot offer free licences for learning and for releasing small projects, so money is no excuse. But tools change; being able to explain why you made a decision does not.”',
      },
      {
        es: '¿Qué buscas cuando entrevistas a alguien júnior? «Curiosidad y un portfolio con pocas piezas bien explicadas. Prefiero tres proyectos pequeños terminados, con una nota sobre qué salió mal, a diez demostraciones a medias. Si alguien me cuenta que una prueba de juego con cinco personas desconocidas descubre más fallos de diseño que una semana de revisiones internas, ya sé que ha trabajado de verdad».',
        en: 'What do you look for when interviewing a junior? “Curiosity and a portfolio with a few well-explained pieces. I would rather see three small finished projects, each with a note on what went wrong, than ten half-done demos. If someone tells me that testing a game with five strangers finds more design flaws than a week of internal reviews, I know they have really done the work.”',
      },
      {
        es: '¿Qué te llevas de haber empezado por el arte? «Mirar. Quien dibuja se fija en la silueta, en el ritmo y en si algo se lee a distancia. Eso me sirve cada día: si un enemigo no se entiende en medio segundo, da igual lo bien hecho que esté el código. Cuando reviso juegos de estudiantes, como “Turno de Noche”, miro primero si se entienden sin que nadie los explique».',
        en: 'What has starting out in art given you? “An eye. People who draw notice silhouette, rhythm and whether something reads from a distance. That helps me every day: if an enemy can’t be understood in half a second, it doesn’t matter how good the code is. When I review student games, like ‘Turno de Noche’, the first thing I check is whether they make sense without anyone explaining them.”',
      },
      {
        es: '¿Qué consejo darías a quien empieza? «Que termine cosas. Un juego de una sola pantalla, acabado y probado con gente, enseña más que un mundo enorme que nunca sale del ordenador. Y que no elija entre arte y programación demasiado pronto: los equipos pequeños necesitan gente que entienda las dos mitades, y cada una hace mejor a la otra».',
        en: 'What advice would you give someone starting out? “Finish things. A one-screen game, completed and tested on real people, teaches you more than a huge world that never leaves your computer. And don’t choose between art and programming too early: small teams need people who understand both halves, and each one makes you better at the other.”',
      },
    ],
  },
  {
    title: 'Scikit-learn no te hará mejor en ética de la IA',
    standfirst: {
      es: '«Ojo Verde», un modelo que reconoce envases, demuestra que la ética de la IA se decide antes de escribir código: una opinión desde el aula.',
      en: '“Ojo Verde”, a model that recognises packaging, shows that AI ethics is decided before anyone writes code: a view from the classroom.',
    },
    paragraphs: [
      {
        es: 'Una carpeta de fotos de envases mal etiquetadas me enseñó más sobre ética que cualquier biblioteca de programación. Lo digo como profesora de aprendizaje automático que usa scikit-learn cada semana y la recomienda sin reservas: es una buena herramienta, clara y bien documentada. Pero scikit-learn no te hará mejor en ética de la IA. Lo que te hará mejor es entender el problema antes de abrirla: quién sufre los errores del modelo, qué datos faltan y qué promesa haces cuando publicas un porcentaje de acierto.',
        en: 'A folder of badly labelled photos of packaging taught me more about ethics than any programming library. I say this as a machine learning lecturer who uses scikit-learn every week and recommends it without hesitation: it is a good tool, clear and well documented. But scikit-learn will not make you better at AI ethics. What will make you better is understanding the problem before you open it: who suffers the model’s mistakes, what data is missing and what promise you are making when you publish an accuracy figure.',
      },
      {
        es: 'Las bibliotecas resuelven el cómo. Entrenar un clasificador son tres líneas; medir su exactitud, otra más. Ninguna de esas líneas pregunta si la exactitud es la medida adecuada, si una clase tiene muy pocos ejemplos o si el modelo funcionará con la luz de una planta de reciclaje y no con la del laboratorio. Esas preguntas son éticas, aunque no lo parezcan, porque de ellas depende que el sistema trate bien a quien lo usa y a quien convive con sus errores.',
        en: 'Libraries solve the how. Training a classifier takes three lines; measuring its accuracy, one more. None of those lines asks whether accuracy is the right measure, whether one class has very few examples or whether the model will work under the lighting of a recycling plant rather than a lab. Those questions are ethical, even if they do not look it, because they decide whether the system treats well the people who use it and the people who live with its mistakes.',
      },
      {
        es: 'Pensemos en un caso concreto: separar los datos de prueba antes de empezar es la regla más sencilla y la que más se incumple. El manual de scikit-learn lo explica, y bien, con funciones pensadas para ello. Aun así, nadie lo aprende leyendo el manual; se aprende equivocándose en un proyecto con fecha de entrega, cuando un modelo que acertaba casi siempre en clase se hunde con datos nuevos. Un resultado inflado no es solo un error técnico: es una promesa falsa a quien va a confiar en él.',
        en: 'Take a concrete case: setting aside test data before starting is the simplest rule and the one most often broken. The scikit-learn manual explains it, and well, with functions designed for the job. Even so, nobody learns it by reading the manual; you learn it by getting it wrong in a project with a deadline, when a model that was almost always right in class collapses on new data. An inflated result is not just a technical error: it is a false promise to whoever is going to rely on it.',
      },
      {
        es: 'Lo vi claro con «Ojo Verde», un modelo que reconoce envases para un robot clasificador de residuos. Raúl Domínguez, Claudia Herrero y Andrea Gil dedicaron las primeras semanas a algo que no parecía programación: visitar una planta de reciclaje, hablar con quienes trabajan junto a la cinta y decidir qué error era peor. Concluyeron que confundir un envase de vidrio con uno de plástico era más grave que dejarlo pasar, porque el vidrio roto pone en peligro a quien separa a mano lo que el robot rechaza.',
        en: 'I saw it clearly with “Ojo Verde”, a model that recognises packaging for a waste-sorting robot. Raúl Domínguez, Claudia Herrero and Andrea Gil spent the first weeks on something that did not look like programming: visiting a recycling plant, talking to the people who work beside the conveyor belt and deciding which mistake was worse. They concluded that mistaking a glass container for a plastic one was more serious than letting it through, because broken glass endangers whoever sorts by hand what the robot rejects.',
      },
      {
        es: 'Esa decisión cambió todo lo demás: las métricas, que pasaron a medirse por clase y no en conjunto; los datos, con muchas más fotos de vidrio sucio y aplastado, que era lo que fallaba; y hasta la forma de presentar los resultados a la planta. El equipo cambió de herramienta a mitad de curso, de scikit-learn a una red neuronal entrenada con otra biblioteca, y el proyecto no se resintió, porque las decisiones importantes ya estaban tomadas en papel.',
        en: 'That decision changed everything else: the metrics, which were now measured per class rather than overall; the data, with many more photos of dirty and crushed glass, which was what kept failing; and even the way the results were presented to the plant. The team switched tools halfway through the year, from scikit-learn to a neural network trained with another library, and the project did not suffer, because the important decisions had already been made on paper.',
      },
      {
        es: 'Se me dirá que ya existen bibliotecas que miden la equidad o explican las predicciones, y es cierto. Son útiles, igual que un corrector ortográfico es útil. Pero un corrector no escribe un buen texto, y una métrica de equidad no te dice qué grupo debías proteger ni si el sistema debería existir. Esa respuesta sale de conversaciones incómodas con personas que no han entrenado un modelo en su vida y que saben, en cambio, dónde duele un error.',
        en: 'Some will say there are already libraries that measure fairness or explain predictions, and that is true. They are useful, just as a spellchecker is useful. But a spellchecker does not write a good text, and a fairness metric does not tell you which group you should have protected or whether the system should exist at all. That answer comes from uncomfortable conversations with people who have never trained a model in their lives and who know, instead, where a mistake hurts.',
      },
      {
        es: 'Por eso en mis clases cada proyecto empieza con una página escrita a mano: quién usa el sistema, quién sufre sus errores, qué datos faltan y cómo sabremos que ha fallado. Las herramientas volverán a cambiar antes de que termine este curso. El criterio que se forma trabajando la ética de la IA con paciencia, no.',
        en: 'That is why every project in my classes starts with a handwritten page: who uses the system, who suffers its mistakes, what data is missing and how we will know it has failed. Tools will change again before this year is out. The judgement you build by working patiently on AI ethics will not.',
      },
    ],
  },
  {
    title: '172 personas en la charla sobre análisis de datos',
    standfirst: {
      es: 'Íñigo Pérez, ingeniero de datos en una empresa de energía, llenó el auditorio con una charla sobre análisis de datos y una idea sencilla: documentar ahorra semanas.',
      en: 'Íñigo Pérez, a data engineer at an energy company, filled the auditorium with a talk on data analysis and a simple idea: documentation saves weeks.',
    },
    paragraphs: [
      {
        es: 'Sillas añadidas al fondo y gente de pie junto a la puerta: 172 personas llenaron el auditorio del campus para la charla sobre análisis de datos, abierta a estudiantes, familias y profesionales. Había alumnos de primero con cuaderno, padres que querían entender a qué se dedicarían sus hijos y un puñado de analistas que venían directamente del trabajo.',
        en: 'Extra chairs at the back and people standing by the door: 172 people filled the campus auditorium for the talk on data analysis, open to students, families and professionals. There were first-year students with notebooks, parents who wanted to understand what their children might end up doing and a handful of analysts who had come straight from work.',
      },
      {
        es: 'La charla principal corrió a cargo de Íñigo Pérez, ingeniero de datos en una empresa de energía. Empezó con una gráfica del consumo eléctrico de una ciudad a lo largo de un día, con sus picos de la mañana y de la noche, y preguntó al público qué haría con ella. Después mostró proyectos reales hechos con SQL: la previsión de la demanda para la hora siguiente, la detección de contadores que dejan de enviar lecturas y un informe que cruza consumo y temperatura.',
        en: 'The main talk was given by Íñigo Pérez, data engineer at an energy company. He opened with a chart of a city’s electricity consumption over a single day, with its morning and evening peaks, and asked the audience what they would do with it. He then showed real projects made with SQL: forecasting demand for the next hour, detecting meters that stop sending readings and a report that cross-references consumption with temperature.',
      },
      {
        es: 'Dejó un dato que muchos apuntaron: documentar de dónde sale cada columna ahorra semanas cuando otra persona hereda el análisis. Lo ilustró con un caso propio. Una columna de fecha estaba en hora local en una tabla y en hora universal en otra, y durante meses nadie lo notó, hasta que el cambio de hora descuadró la previsión dos noches seguidas. «El error no estaba en el código, estaba en lo que nadie escribió», dijo. Desde entonces, su equipo no acepta una tabla nueva sin una ficha que diga su origen, sus unidades y quién la mantiene.',
        en: 'He left a point many wrote down: documenting where each column comes from saves weeks when someone else inherits the analysis. He illustrated it with a case of his own. A date column was in local time in one table and in universal time in another, and for a long while nobody noticed, until the clocks changed and threw the forecast out two nights running. “The mistake wasn’t in the code, it was in what nobody wrote down,” he said. Since then his team accepts no new table without a record of its source, its units and who maintains it.',
      },
      {
        es: 'El turno de preguntas fue largo. Una madre preguntó si una compañía eléctrica puede saber a qué hora se ducha una familia a partir de su consumo; Pérez reconoció que los datos horarios dicen mucho de la vida de una casa y explicó que por eso se agregan y se protegen antes de analizarlos. Un estudiante quiso saber qué lenguaje aprender primero. La respuesta fue inmediata: SQL tiene cincuenta años y sigue siendo el idioma común de casi todos los equipos de datos.',
        en: 'The question time ran long. One mother asked whether an electricity company can tell what time a family showers from its consumption; Pérez acknowledged that hourly data says a lot about life in a home and explained that this is why it is aggregated and protected before it is analysed. A student wanted to know which language to learn first. The answer came at once: SQL is fifty years old and is still the common language of almost every data team.',
      },
      {
        es: 'En el taller posterior hubo tiempo para probar R. Alba Alonso, investigadora de matemáticas que imparte estadística, repartió un archivo con lecturas ficticias de contadores y propuso tres tareas: agrupar el consumo por horas, dibujar la curva con ggplot2 y encontrar el contador que fallaba. La mayoría llegó a la tercera. Casi nadie se acordó de anotar de dónde venía cada columna, y Alonso se lo hizo notar con una sonrisa antes de dar por cerrada la sesión.',
        en: 'The workshop that followed left time to try R. Alba Alonso, a mathematics researcher who teaches statistics, handed out a file of fictitious meter readings and set three tasks: group consumption by hour, plot the curve with ggplot2 and find the faulty meter. Most people reached the third. Hardly anyone remembered to note where each column came from, and Alonso pointed it out with a smile before wrapping up the session.',
      },
      {
        es: 'Varios estudiantes de primero se quedaron a preguntar hasta el cierre. Nerea Campos, que empezó hace poco el grado, lo explicaba al salir: «Pensaba que el análisis de datos consistía en hacer gráficas bonitas. Hoy he visto que es, sobre todo, saber de dónde sale cada número y atreverse a preguntar cuando algo no cuadra».',
        en: 'Several first-year students stayed asking questions until closing time. Nerea Campos, who started her degree only recently, explained it on her way out: “I thought data analysis was about making nice charts. Today I saw that it’s mostly about knowing where each number comes from and daring to ask when something doesn’t add up.”',
      },
      {
        es: 'Quien no pudo asistir tendrá otra oportunidad en la próxima jornada de puertas abiertas, donde habrá una demostración de SQL para quienes se interesan por el análisis de datos. Pérez dejó su presentación a la escuela, con una última diapositiva que resume la tarde: «Escribe hoy lo que dentro de seis meses no recordarás».',
        en: 'Anyone who missed it will have another chance at the next open day, with a SQL demonstration for those interested in data analysis. Pérez left his slides with the school, including a final one that sums up the afternoon: “Write down today what you won’t remember six months from now.”',
      },
    ],
  },
  {
    title: 'El equipo detrás de «Calendario Común»',
    standfirst: {
      es: 'Kotlin, Docker y una lección sobre accesibilidad: así trabajaron los cuatro estudiantes que crearon «Calendario Común», con Hugo Gutiérrez como mentor.',
      en: 'Kotlin, Docker and a lesson in accessibility: how the four students who created “Calendario Común” worked, with Hugo Gutiérrez as their mentor.',
    },
    paragraphs: [
      {
        es: 'Un tablón de corcho lleno de papeles en un centro cultural de barrio fue el punto de partida de «Calendario Común». Su directora buscaba una forma sencilla de que vecinos y asociaciones reservaran salas y talleres desde el móvil. El equipo detrás del proyecto lo formaron cuatro estudiantes de desarrollo de aplicaciones móviles, Laura Méndez, Álvaro Cano, Noelia Prieto y Samuel Ortiz, y Hugo Gutiérrez, especialista en accesibilidad web, los acompañó como mentor.',
        en: 'A noticeboard covered in notes at a neighbourhood cultural centre was the starting point for “Calendario Común”. Its director wanted a simple way for residents and associations to book rooms and workshops from their phones. The team behind the project was made up of four mobile app development students, Laura Méndez, Álvaro Cano, Noelia Prieto and Samuel Ortiz, and Hugo Gutiérrez, web accessibility specialist, mentored them.',
      },
      {
        es: 'El encargo parecía claro: ver qué está libre, reservar y recibir un aviso. Las primeras entrevistas lo complicaron. Buena parte de quienes usan el centro supera los setenta años, hay socios con baja visión y un grupo de lectura fácil para personas con discapacidad intelectual. «Un calendario es de las interfaces más difíciles de hacer accesibles: mucha información en poco espacio y casi todo codificado con colores», advirtió Gutiérrez en la primera reunión.',
        en: 'The brief seemed clear: see what is free, book it and get a reminder. The first interviews complicated it. Many of the centre’s users are over seventy, some members have low vision and there is an easy-read group for people with intellectual disabilities. “A calendar is one of the hardest interfaces to make accessible: lots of information in a small space and almost everything coded by colour,” Gutiérrez warned at the first meeting.',
      },
      {
        es: 'El equipo trabajó con Kotlin y construyó una primera versión vistosa, con bloques de colores que se arrastraban para cambiar una reserva. No funcionó. Con el lector de pantalla activado, el calendario era una lista de botones sin nombre, y arrastrar resultaba imposible para quien no ve la pantalla o tiene temblor en las manos. Además, como el centro quería cobrar algunos talleres a través de la aplicación, Gutiérrez les recordó que la ley europea de accesibilidad obliga también a muchas tiendas en línea privadas, no solo a las webs públicas.',
        en: 'The team worked in Kotlin and built an eye-catching first version, with coloured blocks that could be dragged to change a booking. It did not work. With the screen reader switched on, the calendar was a list of unnamed buttons, and dragging was impossible for anyone who cannot see the screen or has a tremor in their hands. What is more, since the centre wanted to charge for some workshops through the app, Gutiérrez reminded them that the European Accessibility Act also covers many private online shops, not just public websites.',
      },
      {
        es: 'Tuvieron que rehacer el planteamiento en la cuarta semana. La vista principal pasó a ser una lista por días que se entiende leída en voz alta; cada reserva se cambia con botones explícitos y no con gestos; el color va siempre acompañado de texto, y el tamaño de letra respeta el que cada usuario haya elegido en su teléfono. Noelia Prieto se encargó de probar cada pantalla con el lector activado y los ojos cerrados. «Fue una cura de humildad y muy útil», resume.',
        en: 'They had to rethink the approach in week four. The main view became a day-by-day list that makes sense when read aloud; each booking is changed with explicit buttons rather than gestures; colour always comes with text, and the font size respects whatever each user has chosen on their phone. Noelia Prieto took charge of testing every screen with the reader on and her eyes closed. “It was humbling and very useful,” she says.',
      },
      {
        es: 'En la fase final entró Docker. Samuel Ortiz y Álvaro Cano empaquetaron en contenedores el servidor, escrito también en Kotlin, y la base de datos PostgreSQL, de modo que cualquiera del equipo pudiera levantar el sistema completo con una sola orden. A la vez documentaron la API que usa la aplicación: cada operación, sus datos de entrada, sus posibles errores y un ejemplo. Laura Méndez insistió en escribir también por qué se había tomado cada decisión, incluidas las descartadas.',
        en: 'Docker came in during the final phase. Samuel Ortiz and Álvaro Cano packaged the server, also written in Kotlin, and the PostgreSQL database into containers, so that anyone on the team could bring up the whole system with a single command. At the same time they documented the API the app uses: every operation, its inputs, its possible errors and an example. Laura Méndez insisted on also writing down why each decision had been made, including the ones they dropped.',
      },
      {
        es: 'El jurado, con profesorado y profesionales de desarrollo de aplicaciones móviles, destacó precisamente cómo el equipo documentó cada decisión. Uno de sus miembros lo comprobó en directo: pidió a otro grupo que consultara la disponibilidad de una sala usando solo la documentación, y lo consiguieron en un cuarto de hora. Una API bien documentada la pueden usar otros equipos sin una sola reunión.',
        en: 'The panel of lecturers and mobile app development professionals singled out how the team documented every decision. One panel member put it to the test on the spot: he asked another group to check a room’s availability using only the documentation, and they managed it in a quarter of an hour. A well-documented API can be used by other teams without a single meeting.',
      },
      {
        es: 'El centro cultural probará «Calendario Común» con sus socios en las próximas semanas, y el equipo ya tiene una lista de cambios pendientes, empezando por avisos por mensaje de texto para quien no usa aplicaciones. Gutiérrez resume lo aprendido: «Han descubierto lo que a muchos profesionales les cuesta años: que la accesibilidad no se añade al final, sino que es una forma de diseñar desde el principio».',
        en: 'The cultural centre will trial “Calendario Común” with its members over the coming weeks, and the team already has a list of pending changes, starting with text message reminders for people who do not use apps. Gutiérrez sums up what they learnt: “They have discovered what takes many professionals years: accessibility is not something you add at the end, but a way of designing from the very beginning.”',
      },
    ],
  },
  {
    title: '«Turnos Solidarios», finalista en un certamen nacional de despliegue en la nube',
    standfirst: {
      es: 'Nuria Muñoz, desarrolladora de aplicaciones móviles, comenta la noticia: una aplicación para organizar voluntariado, hecha por estudiantes de la escuela, se disputa la final de un certamen de despliegue en la nube.',
      en: 'Nuria Muñoz, mobile app developer, on the news that a volunteering app built by the school’s students is competing in the final of a cloud deployment competition.',
    },
    paragraphs: [
      {
        es: 'Un banco de alimentos de barrio que organizaba sus turnos por mensajes de grupo dio origen a «Turnos Solidarios», una aplicación web para organizar voluntariado que es finalista en un certamen nacional de despliegue en la nube. El jurado la eligió entre 56 proyectos de escuelas de todo el país, y el equipo la defenderá en la final ante profesionales del sector.',
        en: 'A neighbourhood food bank that organised its rotas through group messages gave rise to “Turnos Solidarios”, a web app for organising volunteers that has reached the final of a national cloud deployment competition. The jury chose it from 56 entries by schools across the country, and the team will defend it in the final before industry professionals.',
      },
      {
        es: 'La aplicación permite que cada voluntario vea los turnos libres, se apunte con un toque y reciba un recordatorio la víspera; quien coordina ve de un vistazo qué franjas se quedan cortas de gente. La hicieron Irene Blanco, Mario Rojas y Paula Garrido, estudiantes de desarrollo web, en un proyecto que empezó en clase y siguió adelante cuando el banco de alimentos empezó a usarla de verdad.',
        en: 'The app lets each volunteer see the free shifts, sign up with a tap and get a reminder the day before; whoever coordinates can see at a glance which slots are short of people. It was built by Irene Blanco, Mario Rojas and Paula Garrido, web development students, in a project that began in class and carried on when the food bank started using it for real.',
      },
      {
        es: 'El certamen no premia la idea, sino cómo se pone en marcha un servicio y cómo se mantiene en pie. Los equipos tienen que demostrar que su aplicación se despliega de forma automática, que se recupera si algo falla y que no dispara los costes cuando crece el uso. «Turnos Solidarios» llegó con las tres cosas resueltas: cada cambio en el código pasa por pruebas antes de publicarse, la base de datos se copia cada noche y el gasto tiene un límite con aviso previo.',
        en: 'The competition does not reward the idea, but how a service is launched and kept running. Teams have to show that their app deploys automatically, recovers if something fails and does not send costs soaring as usage grows. “Turnos Solidarios” arrived with all three covered: every change to the code goes through tests before it is released, the database is backed up every night and spending has a cap that sends a warning before it is reached.',
      },
      {
        es: 'La base técnica es sencilla y está bien elegida. Un contenedor de Docker permite que el proyecto arranque igual en el portátil de clase y en el servidor, y eso acabó con el clásico «en mi ordenador funciona». La infraestructura está descrita en archivos de texto guardados con Git, así que montar una copia completa para pruebas lleva minutos. Mario Rojas recuerda el peor día: una actualización dejó la aplicación caída durante una hora de reparto. Desde entonces, cada versión nueva se publica primero para un grupo pequeño de usuarios.',
        en: 'The technical foundations are simple and well chosen. A Docker container lets the project start the same way on a classroom laptop and on the server, which put an end to the classic “it works on my machine”. The infrastructure is described in text files kept in Git, so setting up a full copy for testing takes minutes. Mario Rojas remembers the worst day: an update took the app down for an hour during a food distribution. Since then, every new version goes out first to a small group of users.',
      },
      {
        es: 'No es un hecho aislado. Las empresas que acogen estudiantes en prácticas llevan dos cursos pidiendo más despliegue en la nube con casos reales, y proyectos como este responden a esa petición. Un servicio con usuarios de verdad enseña lo que ningún ejercicio cerrado enseña: hacer copias de seguridad y, sobre todo, comprobar que se pueden restaurar.',
        en: 'It is not an isolated case. Placement companies have been asking for more cloud deployment with real cases for two years, and projects like this one answer that request. A service with real users teaches what no closed exercise can: making backups and, above all, checking that they can be restored.',
      },
      {
        es: 'Nuria Muñoz, desarrolladora de aplicaciones móviles, conoce bien el trabajo de la escuela y ha seguido el proyecto de cerca. Lo resume con algo que repite a sus equipos: «Una API bien documentada la pueden usar otros equipos sin una sola reunión». Aquí no es una frase hecha: el equipo describió su API con el estándar OpenAPI, y eso permitirá que otro grupo de estudiantes prepare una aplicación móvil sin depender de los autores.',
        en: 'Nuria Muñoz, mobile app developer, knows the school’s work well and has followed the project closely. She sums it up with something she tells her teams: “A well-documented API can be used by other teams without a single meeting.” Here that is no empty phrase: the team described its API using the OpenAPI standard, which will allow another group of students to build a mobile app without depending on the original authors.',
      },
      {
        es: 'La escuela publicará los próximos pasos en la web, incluida la final y la forma en que estudiantes de otros programas interesados en despliegue en la nube pueden sumarse al proyecto. El banco de alimentos, mientras tanto, sigue usando la aplicación cada semana. «Para nosotros el premio ya está», dice su coordinadora, Rosa Hidalgo. «Antes perdíamos una tarde entera cuadrando turnos».',
        en: 'The school will publish the next steps on its website, including the final and how students from other programmes interested in cloud deployment can join the project. The food bank, meanwhile, keeps using the app every week. “For us, the prize is already won,” says its coordinator, Rosa Hidalgo. “We used to lose a whole afternoon juggling shifts.”',
      },
    ],
  },
  {
    title: 'Errores de principiante en estilismo y cómo evitarlos',
    standfirst: {
      es: 'Rubén Sánchez, estilista de revistas de moda, repasa los fallos que más repite quien empieza, de la lectura del encargo al uso de CLO 3D.',
      en: 'Rubén Sánchez, a fashion magazine stylist, goes through the slips newcomers make most often, from reading the brief to using CLO 3D.',
    },
    paragraphs: [
      {
        es: 'Un perchero con demasiadas prendas y ninguna idea clara: así describe Rubén Sánchez, estilista de revistas de moda, la primera sesión de casi todo el que empieza. Lleva años viendo los mismos errores de principiante en estilismo y sabe cómo evitarlos: leer el encargo dos veces, guardar cada versión y pedir opinión antes de pulir. Estos son los que más se repiten.',
        en: 'A clothes rail with too many garments and no clear idea: that is how Rubén Sánchez, a fashion magazine stylist, describes almost every beginner’s first shoot. He has spent years watching the same mistakes in styling and knows how to avoid them: read the brief twice, keep every version and ask for feedback before polishing. These are the ones that come up most.',
      },
      {
        es: 'El primero es leer el encargo con prisa. Un estilismo para un catálogo no se parece a uno para un editorial de moda, y confundir el tono de una marca con el gusto propio es el fallo más común. Hay que leerlo dos veces: la primera para entender la historia y la segunda para subrayar lo concreto, es decir, a quién va dirigido, dónde se publicará, qué prendas son obligatorias y con qué presupuesto se cuenta. «Si después de leerlo no sabes explicarlo en una frase, no lo has entendido», dice Sánchez.',
        en: 'The first is reading the brief in a hurry. Styling for a catalogue is nothing like styling for a fashion editorial, and confusing a brand’s tone with your own taste is the most common slip. Read it twice: the first time to understand the story and the second to underline the specifics, meaning who it is for, where it will be published, which garments are compulsory and what budget there is. “If you can’t explain it in one sentence after reading it, you haven’t understood it,” says Sánchez.',
      },
      {
        es: 'El segundo es cargar demasiado. Quien empieza quiere demostrar todo lo que sabe en cada conjunto: estampado, accesorio llamativo, capas y color. Funciona mejor elegir un solo punto de atención por imagen y construir el resto a su alrededor. Y un aviso técnico: las rayas muy finas y los cuadros pequeños pueden provocar un efecto muaré ante la cámara, así que conviene fotografiarlos en una prueba antes de la sesión.',
        en: 'The second is overloading. Beginners want to show everything they know in every outfit: print, statement accessory, layers and colour. It works better to choose a single focal point per image and build the rest around it. And a technical warning: very fine stripes and small checks can produce a moiré effect on camera, so it is worth photographing them in a test before the shoot.',
      },
      {
        es: 'El tercero es olvidar que la ropa se ve puesta. Una prenda perfecta en la percha puede arrugarse o abrirse sobre el cuerpo de la modelo. Lleva siempre un kit básico, con alfileres, pinzas, cinta de doble cara, un rodillo para pelusas y una plancha de vapor, y ajusta por detrás lo que la cámara no ve. Las prendas prestadas se devuelven intactas, así que nada de cortar ni pegar sobre ellas; una lista con cada pieza, su procedencia y su estado te ahorrará disgustos.',
        en: 'The third is forgetting that clothes are seen being worn. A garment that looks perfect on the hanger can crease or gape on the model’s body. Always carry a basic kit, with pins, clips, double-sided tape, a lint roller and a steamer, and adjust at the back what the camera cannot see. Borrowed garments go back untouched, so no cutting or gluing on them; a list of every piece, where it came from and what state it is in will save you trouble.',
      },
      {
        es: 'El cuarto tiene que ver con las herramientas. Dedica las primeras dos semanas a CLO 3D y a nada más: permite vestir un avatar, comprobar proporciones y probar combinaciones antes de pedir prestada una sola prenda. Cambiar de herramienta cada vez que algo sale mal es la forma más rápida de no aprender ninguna; Procreate puede esperar. Y guarda cada versión con un nombre claro, porque la propuesta que descartaste ayer puede ser la que el cliente pida mañana.',
        en: 'The fourth has to do with tools. Spend the first two weeks on CLO 3D and nothing else: it lets you dress an avatar, check proportions and try out combinations before borrowing a single garment. Switching tools whenever something goes wrong is the fastest way to learn none; Procreate can wait. And save every version under a clear name, because the proposal you dropped yesterday could be the one the client asks for tomorrow.',
      },
      {
        es: 'Un dato que conviene tener presente desde el principio: el figurín comunica una idea; la ficha técnica permite que un taller la fabrique. Cuando un estilismo necesita una pieza hecha a medida, el dibujo bonito no basta. La ficha debe indicar medidas, tejidos, costuras, cierres y acabados, con vistas delantera y trasera. Tenerlo en cuenta desde el primer ejercicio evita rehacer trabajo después y hace que el taller te llame menos para preguntar.',
        en: 'One thing worth keeping in mind from the start: a fashion sketch communicates an idea; the technical sheet lets a workshop make it. When a styling job needs a made-to-measure piece, a pretty drawing is not enough. The sheet should set out measurements, fabrics, seams, fastenings and finishes, with front and back views. Bearing it in mind from the first exercise avoids redoing work later and means the workshop calls you less often with questions.',
      },
      {
        es: 'Por último, enseña lo que haces antes de que esté perfecto. En estilismo, una revisión a tiempo de un compañero vale más que una semana de pulido en solitario: alguien que mira el panel de referencias con ojos nuevos detecta enseguida si la historia se entiende. Sánchez lo aprendió en su primer trabajo, cuando tuvo que repetir un reportaje entero porque nadie había visto las pruebas a tiempo. «Pedir opinión pronto no es inseguridad», dice. «Es oficio».',
        en: 'Finally, show your work before it is perfect. In styling, a timely review from a classmate is worth more than a week of polishing alone: someone looking at the mood board with fresh eyes spots straight away whether the story comes across. Sánchez learnt this on his first job, when he had to reshoot an entire story because nobody had seen the tests in time. “Asking for feedback early isn’t insecurity,” he says. “It’s craft.”',
      },
    ],
  },
];
