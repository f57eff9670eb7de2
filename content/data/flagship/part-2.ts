import type { FlagshipText } from './types.js';

/** Articles written in full (spec 2): batch 2. */
export const part2: FlagshipText[] = [
  {
    title: 'Sara Sanz: «AutoCAD se aprende; el criterio, no tanto»',
    standfirst: {
      es: 'Diseñadora de interiores en un estudio de arquitectura, Sara Sanz proyecta tiendas y explica por qué el programa se domina en meses y el criterio tarda años en llegar.',
      en: 'An interior designer at an architecture practice, Sara Sanz designs shops and explains why the software takes months to master while judgement takes years to arrive.',
    },
    paragraphs: [
      {
        es: 'Los tres primeros metros de una tienda son, para Sara Sanz, el espacio más difícil de diseñar. Desde el estudio de arquitectura en el que trabaja, lleva años dibujando locales comerciales y ha visto a mucha gente dominar AutoCAD sin saber qué hacer con él. Su frase favorita lo resume: «AutoCAD se aprende; el criterio, no tanto». Hablamos con ella de luz, de recorridos y de lo que busca en quien empieza.',
        en: 'For Sara Sanz, the first three metres of a shop are the hardest space to design. From the architecture practice where she works, she has spent years drawing retail spaces and has seen many people master AutoCAD without knowing what to do with it. Her favourite line sums it up: “You can learn AutoCAD; judgement is harder.” We talked to her about light, routes through a shop and what she looks for in people starting out.',
      },
      {
        es: '¿Qué haces en un día normal? «Depende de la semana, pero casi siempre hay AutoCAD abierto: plantas, alzados, detalles de mobiliario. Lo que más tiempo me lleva, sin embargo, no es dibujar, sino decidir la entrada. En una tienda, los primeros tres metros tras la puerta deciden si el cliente entra o se da la vuelta. Ahí la gente todavía está ajustando la vista y el paso, así que apenas ve lo que pongas. Si colocas allí el mejor producto, lo desperdicias. Eso ocupa más tiempo del que la gente imagina».',
        en: 'What does a normal day look like? “It depends on the week, but AutoCAD is almost always open: floor plans, elevations, furniture details. What takes me longest, though, isn’t drawing but deciding the entrance. In a shop, the first three metres past the door decide whether customers come in or turn back. People are still adjusting their eyes and their pace there, so they barely notice what you put in that zone. Put your best product there and you waste it. That takes more time than people imagine.”',
      },
      {
        es: '¿Qué herramienta recomiendas a quien empieza? «AutoCAD para empezar y Twinmotion cuando lo necesites de verdad. El dibujo técnico te obliga a medir: un pasillo por el que deben cruzarse dos personas cargadas con bolsas no puede tener cualquier anchura, y eso se ve en la planta, no en una imagen bonita. Twinmotion es estupendo para enseñar al cliente cómo se verá el local, pero si lo abres demasiado pronto te enamoras de la imagen antes de haber resuelto el espacio. La herramienta cambia; saber explicar por qué tomaste una decisión, no».',
        en: 'Which tool do you recommend to beginners? “AutoCAD to start with, and Twinmotion when you really need it. Technical drawing forces you to measure: an aisle where two people carrying bags have to pass each other can’t be just any width, and you see that in the plan, not in a pretty image. Twinmotion is great for showing clients how the shop will look, but if you open it too early you fall in love with the picture before you’ve solved the space. Tools change; being able to explain why you made a decision doesn’t.”',
      },
      {
        es: '¿Qué error ves más en los proyectos de estudiantes? «Diseñar la tienda vacía. Las imágenes finales salen sin gente, sin cajas de reparto, sin el dependiente que necesita ver la puerta desde el mostrador. Luego llega la realidad: el almacén se queda pequeño, la cola de la caja tapa el probador y nadie sabe dónde se dejan los carros. Yo pido que dibujen el local lleno, en una tarde de mucha afluencia, y casi siempre aparece algo que había que mover».',
        en: 'What mistake do you see most in students’ projects? “Designing the shop empty. The final images come out with no people, no delivery boxes, no shop assistant who needs to see the door from the counter. Then reality arrives: the stockroom is too small, the queue for the till blocks the fitting room and nobody knows where the trolleys go. I ask them to draw the shop full, on a busy afternoon, and almost always something turns up that has to be moved.”',
      },
      {
        es: '¿Cuánto pesa la iluminación? «Muchísimo, y es donde más se nota el criterio. Una misma habitación parece más grande con luz indirecta en el techo que con un único punto de luz central, porque las paredes y el techo iluminados se leen como más lejanos. En comercio, además, la temperatura de color cambia el producto: una luz demasiado fría apaga la madera y los tejidos, y una demasiado cálida vuelve amarillo el blanco. Lo que siempre recomiendo es probar las luminarias con el producto real antes de cerrar el pedido».',
        en: 'How much does lighting matter? “Enormously, and it’s where judgement shows most. The same room looks bigger with indirect ceiling light than with a single central light, because lit walls and ceilings read as further away. In retail, colour temperature also changes the product: light that is too cold deadens wood and fabrics, and light that is too warm turns white yellow. My advice is always to test the fittings with the real product before placing the order.”',
      },
      {
        es: '¿Qué buscas cuando entrevistas a alguien junior? «Curiosidad y un portfolio con pocas piezas bien explicadas. Prefiero tres proyectos con sus planos, sus dudas y lo que cambiarías hoy a doce imágenes espectaculares sin contexto. Si alguien me cuenta que fue a observar cómo se mueve la gente en una tienda y que por eso giró el mostrador, ya sé que ha trabajado de verdad. El programa lo aprende cualquiera en unos meses; mirar así cuesta bastante más».',
        en: 'What do you look for when interviewing a junior? “Curiosity and a portfolio with a few well-explained pieces. I’d rather see three projects with their plans, their doubts and what you’d change today than twelve spectacular images with no context. If someone tells me they went to watch how people move around a shop and turned the counter because of it, I know they’ve really done the work. Anyone can learn the software in a few months; looking like that takes a lot longer.”',
      },
      {
        es: '¿Y un consejo para quien está ahora en las aulas? «Sal a la calle con un cuaderno. Entra en tiendas que te gusten y en tiendas que no, cuenta los pasos hasta el mostrador, fíjate en dónde se para la gente y dónde duda. Dibújalo después en AutoCAD, con medidas. Cuando hayas hecho eso veinte veces, el criterio empieza a aparecer solo. No hay atajo, pero tampoco hace falta ningún talento misterioso: hace falta mirar mucho y anotar lo que ves».',
        en: 'And some advice for those in the classroom now? “Go out with a notebook. Walk into shops you like and shops you don’t, count the steps to the counter, notice where people stop and where they hesitate. Then draw it in AutoCAD, with measurements. Once you’ve done that twenty times, judgement starts to appear on its own. There’s no shortcut, but you don’t need some mysterious talent either: you need to look a lot and write down what you see.”',
      },
    ],
  },
  {
    title: 'Por qué enseñamos diseño de interfaces con encargos reales',
    standfirst: {
      es: 'Un cliente de verdad cambia de opinión, tiene prisa y no entiende la jerga: precisamente por eso lo queremos en clase.',
      en: 'A real client changes their mind, is in a hurry and doesn’t speak the jargon: that is exactly why we want one in class.',
    },
    paragraphs: [
      {
        es: 'Una asociación vecinal que necesitaba una aplicación para reservar su local, una librería que quería vender en línea sin perder su tono, una cooperativa de consumo con una web imposible de usar desde el móvil: esos son algunos de los encargos reales con los que ha trabajado mi grupo de diseño de interfaces. No son ejercicios inventados con un usuario imaginario que siempre lo entiende todo. Son personas con un problema, una fecha de entrega y poco dinero.',
        en: 'A residents’ association that needed an app to book its hall, a bookshop that wanted to sell online without losing its voice, a consumer cooperative whose website was impossible to use on a phone: those are some of the real briefs my interface design group has worked on. They are not made-up exercises with an imaginary user who always understands everything. They are people with a problem, a deadline and little money.',
      },
      {
        es: 'Enseñamos diseño de interfaces así porque el oficio no se aprende en el vacío. Pensemos en un caso de otro taller de la escuela: la risografía imprime tinta de soja capa a capa y sigue viva en las editoriales pequeñas. Nadie entiende cómo se desplazan esas capas leyendo el manual de Affinity Designer; se aprende equivocándose en un proyecto con fecha de entrega y viendo cómo el papel sale mal. Con las pantallas pasa exactamente lo mismo.',
        en: 'We teach interface design this way because the craft isn’t learnt in a vacuum. Take a case from another of the school’s workshops: risograph printing lays soy ink layer by layer and is still alive at small publishers. Nobody understands how those layers slip out of register by reading the Affinity Designer manual; you learn it by getting it wrong in a project with a deadline and watching the paper come out badly. Screens work in exactly the same way.',
      },
      {
        es: 'Un encargo inventado nunca contesta. Uno real, sí. Cuando la presidenta de la asociación probó el primer prototipo, tardó un minuto largo en encontrar el botón de reservar, escondido bajo un icono que al grupo le parecía evidente. Aquella tarde enseñó más sobre jerarquía visual, tamaño de las zonas táctiles y textos de los botones que cualquier clase teórica. Nadie tuvo que convencer a nadie: lo habían visto con sus propios ojos. Desde entonces, el grupo prueba cada pantalla con alguien de fuera antes de darla por buena.',
        en: 'A made-up brief never answers back. A real one does. When the association’s chair tried the first prototype, it took her a long minute to find the booking button, hidden under an icon the group thought was obvious. That afternoon taught more about visual hierarchy, touch target sizes and button labels than any lecture. Nobody had to convince anybody: they had seen it with their own eyes. Since then, the group has tested every screen with an outsider before signing it off.',
      },
      {
        es: 'Trabajar con encargos reales también obliga a pensar en la accesibilidad desde el principio, no como un añadido. La librería tenía una clientela mayor que ampliaba el texto del móvil; la cooperativa, socios que usaban lector de pantalla. Las pautas WCAG dejan de ser una lista que se memoriza para el examen y pasan a ser el motivo por el que alguien puede, o no, hacer su pedido.',
        en: 'Working with real briefs also forces you to think about accessibility from the start, not as an add-on. The bookshop had older customers who enlarged the text on their phones; the cooperative, members who used screen readers. The WCAG guidelines stop being a list memorised for an exam and become the reason someone can, or cannot, place their order.',
      },
      {
        es: 'También hay un argumento práctico. Un manual de marca sirve para que otras personas apliquen la identidad sin el diseñador al lado, y un sistema de diseño hace lo mismo con una interfaz: componentes, estados, márgenes, reglas de uso. Al final de cada encargo, el grupo entrega ese documento, porque el cliente seguirá trabajando cuando nosotros nos hayamos ido. Quien entiende eso puede pasar de Affinity Designer a Adobe InDesign, o a Figma, en una semana.',
        en: 'There is also a practical argument. A brand manual lets other people apply an identity without the designer beside them, and a design system does the same for an interface: components, states, spacing, rules of use. At the end of every brief, the group hands over that document, because the client will carry on working after we have gone. Anyone who understands that can move from Affinity Designer to Adobe InDesign, or to Figma, in a week.',
      },
      {
        es: 'No todo es cómodo. Los encargos reales se retrasan, los clientes cambian de idea y a veces un proyecto acaba siendo más modesto de lo que el grupo soñaba. Lo aceptamos. Parte de nuestro trabajo como docentes es elegir bien a quién decimos que sí, acordar por escrito qué se entrega y proteger el tiempo de aprendizaje cuando la urgencia del cliente aprieta. Un estudiante no es mano de obra gratuita, y el encargo tiene que servir primero para aprender.',
        en: 'Not all of it is comfortable. Real briefs run late, clients change their minds and sometimes a project ends up more modest than the group had dreamt. We accept that. Part of our job as teachers is choosing carefully whom we say yes to, agreeing in writing what will be delivered and protecting learning time when the client’s urgency bites. A student is not free labour, and the brief must serve learning first.',
      },
      {
        es: 'Las herramientas volverán a cambiar antes de que esta promoción termine sus estudios. El criterio que se forma diseñando interfaces para personas que existen, con paciencia y con alguien al otro lado de la mesa que dice «no lo encuentro», no caduca. Por eso seguiremos buscando encargos reales, aunque sea más difícil que inventarlos.',
        en: 'Tools will change again before this year group finishes its studies. The judgement built by designing interfaces for people who exist, patiently and with someone across the table saying “I can’t find it”, doesn’t expire. That’s why we will keep looking for real briefs, even though it is harder than making them up.',
      },
    ],
  },
  {
    title: 'Lo que dejó el encuentro de profesionales de ecodiseño',
    standfirst: {
      es: 'Tornillos en lugar de pegamento, cartón antes que render y una lista clara de lo que se busca al contratar: 64 asistentes y muchas preguntas en la jornada de ecodiseño.',
      en: 'Screws instead of glue, cardboard before renders and a clear list of what employers look for when hiring: 64 attendees and plenty of questions at the ecodesign day.',
    },
    paragraphs: [
      {
        es: 'Un destornillador encima del atril fue la primera imagen del encuentro de profesionales de ecodiseño, que reunió a 64 asistentes en el salón de actos. Hubo estudiantes de todos los cursos, antiguos alumnos y diseñadores en activo, y lo que dejó la jornada se puede resumir en tres cosas: contactos para prácticas, una manera distinta de mirar los productos y una lista bastante concreta de lo que los estudios buscan cuando contratan.',
        en: 'A screwdriver on the lectern was the first image of the ecodesign professionals’ meetup, which brought 64 attendees to the main hall. There were students from every year, alumni and practising designers, and what the day left us can be summed up in three things: contacts for placements, a different way of looking at products and a fairly concrete list of what studios look for when they hire.',
      },
      {
        es: 'El destornillador era de Leo Delgado, diseñador de producto en una empresa de movilidad, que abrió la jornada con una idea que salió una y otra vez a lo largo del día: un producto que usa tornillos en lugar de pegamento se repara con un destornillador. Contó cómo su equipo cambió el diseño de la carcasa de la batería de un patinete para poder abrirla sin romperla, y cómo ese cambio alargó la vida del producto más que cualquier material nuevo. «Lo más sostenible suele ser lo que dura», dijo.',
        en: 'The screwdriver belonged to Leo Delgado, product designer at a mobility company, who opened the day with an idea that came up again and again: a product held together with screws instead of glue can be repaired with a screwdriver. He explained how his team redesigned the casing of a scooter battery so it could be opened without breaking it, and how that change extended the product’s life more than any new material. “The most sustainable thing is usually the thing that lasts,” he said.',
      },
      {
        es: 'Después habló Marta Gil, consultora de análisis de ciclo de vida, que desmontó algún mito. Un material reciclado no hace sostenible un producto por sí solo si mezcla plásticos que luego nadie puede separar; a veces es mejor un único material bien identificado. Recordó además que la normativa europea de ecodiseño pedirá cada vez más información sobre facilidad de reparación y composición, y que quien sepa documentarla desde el primer boceto tendrá ventaja.',
        en: 'Next came Marta Gil, a life-cycle assessment consultant, who dismantled a myth or two. A recycled material doesn’t make a product sustainable on its own if it mixes plastics nobody can separate later; sometimes a single, clearly identified material is better. She also pointed out that European ecodesign rules will increasingly demand information on repairability and composition, and that anyone who can document it from the first sketch will have an advantage.',
      },
      {
        es: 'En el taller posterior, los asistentes se repartieron en grupos para volver a diseñar objetos cotidianos pensando en su desmontaje: un flexo, un secador de pelo, un mando a distancia. Hubo tiempo para modelar en Rhino y probar KeyShot, pero la lección más comentada llegó con tijeras y cinta adhesiva: un prototipo de cartón hecho en una tarde responde preguntas que un render nunca responde. Así descubrió un grupo que su flexo desmontable no se sostenía de pie. Otro comprobó que su secador necesitaba tres tipos de tornillo distintos y los redujo a uno.',
        en: 'In the workshop that followed, attendees split into groups to redesign everyday objects with disassembly in mind: a desk lamp, a hairdryer, a remote control. There was time to model in Rhino and try KeyShot, but the lesson people talked about most came with scissors and tape: a cardboard prototype made in an afternoon answers questions a render never will. That was how one group found out its take-apart desk lamp would not stand up. Another realised its hairdryer needed three different kinds of screw and cut them down to one.',
      },
      {
        es: 'La mesa redonda final fue la parte más práctica. Los profesionales invitados coincidieron en lo que buscan al contratar: un portfolio que muestre el proceso y no solo la imagen final, al menos un proyecto con un cálculo o una estimación de impacto, soltura en Rhino y, sobre todo, capacidad para explicar por qué se eligió un material. Varios insistieron también en el dibujo a mano: un boceto rápido sigue siendo la forma más eficaz de discutir una idea en una reunión. «Cualquiera me puede enseñar un render bonito; quiero saber qué pasa con el objeto dentro de diez años», resumió Delgado.',
        en: 'The closing panel was the most practical part. The guest professionals agreed on what they look for when hiring: a portfolio that shows the process and not only the final image, at least one project with an impact calculation or estimate, confidence in Rhino and, above all, the ability to explain why a material was chosen. Several also stressed hand drawing: a quick sketch is still the most effective way to discuss an idea in a meeting. “Anyone can show me a nice render; I want to know what happens to the object in ten years’ time,” Delgado summed up.',
      },
      {
        es: 'Varios estudiantes de primero se quedaron a preguntar hasta el cierre, y más de uno salió con un correo apuntado para pedir prácticas. Lucía Herrera, de segundo curso, lo contaba así a la salida: «Venía a escuchar y me voy con tres cosas que cambiar en mi proyecto de lámpara».',
        en: 'Several first-year students stayed asking questions until closing time, and more than one left with an email address noted down to ask about placements. Lucía Herrera, a second-year student, put it like this on her way out: “I came to listen and I’m leaving with three things to change in my lamp project.”',
      },
      {
        es: 'La escuela repetirá el formato el próximo trimestre, con más tiempo para el taller, que fue lo que más pidieron los asistentes en las encuestas. Mientras tanto, las grabaciones de las charlas y los materiales de la sesión de ecodiseño están disponibles para el alumnado en el campus virtual.',
        en: 'The school will repeat the format next term, with more time for the workshop, which is what attendees asked for most in the feedback forms. In the meantime, recordings of the talks and materials from the ecodesign session are available to students on the virtual campus.',
      },
    ],
  },
  {
    title: 'De la idea al prototipo: «Escaparate Sensible»',
    standfirst: {
      es: 'Sensores de distancia, dos motores y ROS 2: así convirtió un equipo de robótica el escaparate de una mercería en uno que reacciona a quien pasa por delante.',
      en: 'Distance sensors, two motors and ROS 2: how a robotics team turned a haberdashery window into one that reacts to passers-by.',
    },
    paragraphs: [
      {
        es: 'Una mercería de barrio con el escaparate lleno de botones fue el punto de partida. Rosa Medina, su dueña, planteó en una visita a clase un problema sencillo: la gente pasaba por delante sin mirar. De aquella conversación con sus futuros usuarios nació «Escaparate Sensible», un escaparate que detecta a los peatones y mueve sus piezas cuando alguien se acerca. La idea fue de ella; llevarla al prototipo ocupó buena parte del trimestre.',
        en: 'A neighbourhood haberdashery with its window full of buttons was the starting point. Rosa Medina, its owner, described a simple problem on a visit to class: people walked past without looking. From that conversation with its future users came “Escaparate Sensible” (“sensitive shop window”), a window that detects passers-by and moves its pieces when someone comes close. The idea was hers; taking it to prototype took up most of the term.',
      },
      {
        es: 'El equipo, formado por Carmen Vidal, Javier Morales y Sofía Ramos, empezó con lo mínimo. Una placa de menos de diez euros, dos motores y un sensor de distancia bastan para un primer robot, y eso fue exactamente lo que montaron: un carrete de hilo gigante que giraba cuando alguien se detenía. La placa movía los motores y leía el sensor, y ROS 2, instalado en un portátil, decidía qué hacer. Lo eligieron porque permite separar cada función en un nodo independiente y cambiar una pieza sin tocar las demás.',
        en: 'The team — Carmen Vidal, Javier Morales and Sofía Ramos — started with the bare minimum. A board costing under ten euros, two motors and a distance sensor are enough for a first robot, and that is exactly what they built: a giant cotton reel that turned when someone stopped. The board drove the motors and read the sensor, while ROS 2, running on a laptop, decided what to do. They chose it because it lets each function run as a separate node, so one piece can change without touching the rest.',
      },
      {
        es: 'La primera versión no funcionó. Colocaron el sensor de ultrasonidos detrás del cristal, a salvo del polvo y de la lluvia, y el cristal devolvía todos los pulsos: para el robot, siempre había alguien a un palmo. Tuvieron que rehacer el planteamiento en la cuarta semana. Sacaron los sensores a una pequeña caja bajo el toldo, añadieron un segundo sensor para saber hacia dónde caminaba la gente y descartaron las cámaras desde el principio: Rosa no quería grabar a sus vecinos, y el equipo tampoco.',
        en: 'The first version did not work. They put the ultrasonic sensor behind the glass, safe from dust and rain, and the glass bounced every pulse straight back: as far as the robot was concerned, someone was always a hand’s breadth away. They had to rethink the approach in week four. The sensors moved to a small box under the awning, a second sensor was added to tell which way people were walking, and cameras were ruled out from the start: Rosa did not want to record her neighbours, and neither did the team.',
      },
      {
        es: 'Quedaba el problema más interesante. Los sensores mienten un poco siempre: una bolsa que se balancea, una paloma o un coche que aparca cerca producían lecturas falsas, y el carrete giraba sin motivo. Un robot fiable filtra sus lecturas antes de decidir, así que Javier escribió un nodo que se quedaba con la mediana de las últimas mediciones y otro que solo activaba el movimiento si la presencia se mantenía algo más de medio segundo. «Fue la semana en la que entendimos que programar un robot es sobre todo desconfiar de lo que percibe», cuenta.',
        en: 'That left the most interesting problem. Sensors always lie a little: a swinging bag, a pigeon or a car parking nearby produced false readings, and the reel spun for no reason. A reliable robot filters its readings before deciding, so Javier wrote one node that kept the median of the latest measurements and another that only triggered movement if someone stayed for a little over half a second. “That was the week we understood that programming a robot is mostly about distrusting what it perceives,” he says.',
      },
      {
        es: 'En la fase final, todo el sistema pasó a una Raspberry Pi escondida bajo el escaparate, mientras la placa inicial seguía moviendo los motores. Sofía diseñó las piezas móviles, un carrete, unas tijeras de madera y una cinta métrica que se desenrolla, y Carmen se ocupó de que el conjunto se pudiera desmontar sin herramientas especiales, para que Rosa pudiera cambiar el escaparate cuando quisiera.',
        en: 'In the final phase, the whole system moved to a Raspberry Pi hidden under the window, while the original board still drove the motors. Sofía designed the moving pieces, a reel, a pair of wooden scissors and a tape measure that unrolls, and Carmen made sure the whole thing could be taken apart without special tools, so that Rosa could change the display whenever she liked.',
      },
      {
        es: 'El jurado, con profesorado y profesionales del sector de los drones, destacó cómo el equipo documentó cada decisión: por qué descartaron las cámaras, qué filtro probaron primero y por qué no bastaba, cuánta energía consumía el conjunto. Uno de sus miembros pidió ver el registro de lecturas falsas antes y después del filtrado, y el equipo lo tenía preparado en un gráfico.',
        en: 'The panel, made up of lecturers and professionals from the drone industry, praised how the team documented every decision: why they ruled out cameras, which filter they tried first and why it was not enough, how much power the whole set-up used. One panel member asked to see the log of false readings before and after filtering, and the team had it ready in a chart.',
      },
      {
        es: 'Lo que viene ahora es la prueba de verdad. «Escaparate Sensible» se instalará durante dos semanas en la mercería de Rosa, y el equipo contará cuántas personas se detienen con el sistema encendido y apagado. «Si no cambia nada, también será un resultado», dice Carmen. «Pero Rosa ya nos ha dicho que los niños se paran a mirar el carrete».',
        en: 'What comes next is the real test. “Escaparate Sensible” will be installed in Rosa’s haberdashery for two weeks, and the team will count how many people stop with the system switched on and off. “If nothing changes, that’s a result too,” says Carmen. “But Rosa has already told us that children stop to look at the reel.”',
      },
    ],
  },
  {
    title: 'La escuela abre un curso de verano de robótica educativa',
    standfirst: {
      es: 'Tres semanas intensivas para aprender a enseñar robótica en el aula, abiertas también a docentes y estudiantes de fuera de EDTE.',
      en: 'Three intensive weeks on teaching robotics in the classroom, open to teachers and students from outside EDTE too.',
    },
    paragraphs: [
      {
        es: 'Docentes de primaria y secundaria, monitores de actividades extraescolares y estudiantes que quieren dedicarse a la educación: ese es el público del nuevo curso de verano de robótica educativa que abre la escuela. Serán tres semanas intensivas, la inscripción ya está abierta y la propuesta no se limita a quien estudia en EDTE: cualquier persona interesada puede apuntarse.',
        en: 'Primary and secondary teachers, after-school club leaders and students who want to work in education: that is the audience for the new summer course in educational robotics the school is opening. It will run for three intensive weeks, registration is already open and it is not limited to EDTE students: anyone interested can sign up.',
      },
      {
        es: 'El programa combina construcción y pedagogía. Las primeras sesiones son de montaje: una placa programable, un par de motores y algunos sensores bastan para que un grupo de niños de doce años tenga un robot moviéndose en una tarde. A partir de ahí, el curso se centra en cómo diseñar retos para el aula, cómo evaluar el trabajo en equipo y cómo pasar de la programación por bloques a un lenguaje escrito sin perder a nadie por el camino.',
        en: 'The programme combines building and teaching. The first sessions are hands-on assembly: a programmable board, a couple of motors and a few sensors are enough for a group of twelve-year-old children to have a robot moving in an afternoon. From there, the course focuses on how to design classroom challenges, how to assess teamwork and how to move from block-based programming to a text-based language without losing anyone along the way.',
      },
      {
        es: 'Martina Méndez, profesora de sistemas y redes y coordinadora del curso, insiste en que no se trata de comprar kits. «Un robot en una caja no enseña nada por sí solo», explica. «Queremos que quien venga salga sabiendo preparar una sesión en la que el alumnado se equivoque, mida, corrija y explique lo que ha hecho. La robótica es una excusa magnífica para enseñar a resolver problemas».',
        en: 'Martina Méndez, systems and networks lecturer and course coordinator, insists it is not about buying kits. “A robot in a box teaches nothing on its own,” she explains. “We want people to leave knowing how to prepare a session in which pupils get things wrong, measure, correct and explain what they have done. Robotics is a wonderful excuse for teaching problem-solving.”',
      },
      {
        es: 'El enfoque ya se probó en pequeño. Jorge Blanco, maestro de primaria, participó en una sesión piloto con su grupo de quinto y cuenta que lo más útil fue aprender a retirarse a tiempo: «Mi tendencia era resolverles el problema en cuanto el robot se atascaba. Aquí aprendí a preguntarles qué habían probado y qué esperaban que pasara. Al final de la tarde, los niños explicaban sus errores mejor que yo».',
        en: 'The approach has already been tried on a small scale. Jorge Blanco, a primary teacher, took part in a pilot session with his class of pupils aged ten and eleven and says the most useful thing was learning when to step back: “My instinct was to solve the problem for them as soon as the robot got stuck. Here I learnt to ask what they had tried and what they expected to happen. By the end of the afternoon, the children were explaining their mistakes better than I could.”',
      },
      {
        es: 'El curso dedica además una sesión a la seguridad, algo que suele quedarse fuera de este tipo de formación. Un dispositivo conectado que nunca se actualiza se convierte en la puerta de entrada de un ataque, y las aulas están llenas de placas, tabletas y robots con conexión inalámbrica. Los participantes aprenderán a actualizar el software de los dispositivos, cambiar las contraseñas de fábrica y separar la red de los robots de la del centro.',
        en: 'The course also devotes a session to security, something usually left out of this kind of training. A connected device that is never updated becomes the way in for an attack, and classrooms are full of boards, tablets and robots with wireless connections. Participants will learn to update the devices’ software, change factory passwords and keep the robots’ network separate from the school’s.',
      },
      {
        es: 'La demanda no ha llegado solo de los colegios. Las empresas que acogen estudiantes en prácticas llevan dos cursos pidiendo más robótica con casos reales. Pablo Torres, ingeniero de automatización en una fábrica de componentes, conoce bien el trabajo de la escuela y lo resume con algo que repite a sus equipos: en una línea de montaje, un robot colaborativo trabaja junto a las personas sin jaula de seguridad. «Eso exige gente que entienda cómo piensa una máquina desde muy joven», añade.',
        en: 'Demand has not come only from schools. Companies that host students on placements have been asking for more robotics with real cases for two years. Pablo Torres, automation engineer at a components factory, knows the school’s work well and sums it up with something he tells his teams: on an assembly line, a collaborative robot works next to people without a safety cage. “That takes people who have understood how a machine thinks from a very young age,” he adds.',
      },
      {
        es: 'Torres participará como invitado en la última semana, dedicada a conectar lo aprendido con la industria: cómo se programa un brazo colaborativo, qué sensores lo detienen cuando alguien se acerca y por qué esas mismas ideas caben en un proyecto de clase con materiales sencillos. La semana termina con una muestra en la que cada participante presenta la actividad que ha diseñado para su propio grupo.',
        en: 'Torres will take part as a guest in the final week, devoted to connecting what has been learnt with industry: how a collaborative arm is programmed, which sensors stop it when someone comes close and why those same ideas fit into a class project with simple materials. The week ends with a showcase where each participant presents the activity they have designed for their own group.',
      },
      {
        es: 'La escuela publicará en la web los próximos pasos, el calendario detallado y las plazas disponibles para estudiantes de otros programas interesados en robótica educativa. Quien tenga dudas ya puede escribir a la coordinación del curso.',
        en: 'The school will publish the next steps on its website, along with the detailed schedule and the places open to students from other programmes interested in educational robotics. Anyone with questions can already write to the course coordinators.',
      },
    ],
  },
  {
    title: 'Qué portfolio de probabilidad piden las empresas',
    standfirst: {
      es: 'De cuatro a seis piezas, un proyecto real y cálculos que cualquiera pueda comprobar: consejos del profesorado para preparar un portfolio de probabilidad con Jupyter y LibreOffice Calc.',
      en: 'Four to six pieces, one real project and calculations anyone can check: lecturers’ advice on building a probability portfolio with Jupyter and LibreOffice Calc.',
    },
    paragraphs: [
      {
        es: 'Alba Alonso, investigadora de matemáticas que enseña estadística y revisa cada año los portfolios de estudiantes que buscan prácticas, lo tiene claro: las empresas piden un portfolio corto, de cuatro a seis piezas, cada una con el encargo, el proceso y el resultado, y al menos un proyecto real como «Dados Cargados». Ni más largo ni más vistoso. Estas son sus recomendaciones para prepararlo.',
        en: 'Alba Alonso, a mathematics researcher who teaches statistics and reviews the portfolios of students looking for placements every year, is clear about it: employers ask for a short portfolio of four to six pieces, each with its brief, process and result, and at least one real project such as “Dados Cargados”. Neither longer nor flashier. Here is her advice on putting one together.',
      },
      {
        es: 'Empieza por una sola herramienta. Dedica las primeras dos semanas a Jupyter y a nada más: aprende a escribir celdas que se ejecuten de arriba abajo sin errores, a fijar la semilla del generador aleatorio para que cualquiera obtenga los mismos resultados y a mezclar el código con texto que explique qué estás haciendo. Cambiar de herramienta cada vez que algo sale mal es la forma más rápida de no aprender ninguna; LibreOffice Calc puede esperar.',
        en: 'Start with a single tool. Spend the first two weeks on Jupyter and nothing else: learn to write cells that run from top to bottom without errors, to fix the random seed so that anyone gets the same results, and to mix code with text explaining what you are doing. Switching tools whenever something goes wrong is the fastest way to learn none; LibreOffice Calc can wait.',
      },
      {
        es: 'Combina siempre cálculo exacto y simulación. Es lo que más valoran quienes contratan, porque demuestra que entiendes el problema y que sabes comprobarlo. Un ejemplo sencillo: la probabilidad de sacar un siete con dos dados es 6/36, es decir, 1/6. Haz el cálculo a mano, simula cien mil tiradas y enseña cómo la frecuencia observada se acerca al valor teórico. Añade una nota sobre el error: en una simulación, reducirlo a la mitad exige multiplicar por cuatro el número de repeticiones.',
        en: 'Always combine exact calculation with simulation. It is what hiring managers value most, because it shows you understand the problem and know how to check it. A simple example: the probability of rolling a total of seven with two dice is 6/36, that is, 1/6. Work it out by hand, simulate a hundred thousand rolls and show how the observed frequency approaches the theoretical value. Add a note on error: in a simulation, halving it means multiplying the number of repetitions by four.',
      },
      {
        es: 'Practica con un encargo pequeño y cerrado. Un buen ejemplo es «Dados Cargados», un taller que enseña probabilidad con juegos de mesa: tiene un usuario claro, un alcance limitado y se puede enseñar terminado. El equipo que lo desarrolló tuvo que responder a una pregunta concreta, cómo saber si un dado está trucado, y lo hizo con una prueba de ji cuadrado sobre seiscientas tiradas y una actualización con el teorema de Bayes que mostraba, tirada a tirada, cómo cambiaba la sospecha.',
        en: 'Practise with a small, well-defined brief. A good example is “Dados Cargados” (“loaded dice”), a workshop teaching probability with board games: it has a clear user, a limited scope and can be shown finished. The team that developed it had to answer a specific question, how to tell whether a die is loaded, and did so with a chi-squared test on six hundred rolls and an update with Bayes’ theorem showing, roll by roll, how the suspicion changed.',
      },
      {
        es: 'Explica cada pieza para alguien que no estaba allí. Cada proyecto debería abrir con el encargo en dos frases, seguir con las hipótesis que asumiste (independencia, resultados igual de probables, tamaño de la muestra) y terminar con un resultado que una persona sin formación estadística pueda entender. Un intervalo bien explicado vale más que diez decimales. Aquí entra LibreOffice Calc: una hoja sencilla con los datos y un gráfico claro ayuda a quien revisa el portfolio a comprobar tus cifras sin abrir el código.',
        en: 'Explain each piece for someone who wasn’t there. Each project should open with the brief in two sentences, go on to the assumptions you made (independence, equally likely outcomes, sample size) and end with a result that someone without statistical training can understand. A well-explained interval is worth more than ten decimal places. This is where LibreOffice Calc comes in: a simple sheet with the data and a clear chart helps whoever reviews your portfolio check your figures without opening the code.',
      },
      {
        es: 'Cuida los errores que las empresas detectan enseguida: confundir la probabilidad de A dado B con la de B dado A, olvidar que los sucesos no siempre son independientes o presentar una simulación sin decir cuántas repeticiones hizo. Alonso recomienda incluir una pieza que corrija una intuición equivocada, por ejemplo la paradoja del cumpleaños: con solo veintitrés personas, la probabilidad de que dos compartan cumpleaños ya supera el cincuenta por ciento.',
        en: 'Watch for the mistakes employers spot immediately: confusing the probability of A given B with that of B given A, forgetting that events are not always independent, or presenting a simulation without saying how many repetitions it ran. Alonso recommends including a piece that corrects a faulty intuition, such as the birthday paradox: with just twenty-three people, the probability that two share a birthday is already over fifty per cent.',
      },
      {
        es: 'Por último, enseña lo que haces antes de que esté perfecto. En probabilidad, una revisión a tiempo de un compañero vale más que una semana de pulido en solitario: otra persona encuentra enseguida el supuesto que diste por bueno sin comprobarlo. Publica los cuadernos en un repositorio con un archivo que explique cómo ejecutarlos, y repasa el conjunto antes de cada entrevista. Un portfolio de probabilidad no se termina nunca; se mantiene.',
        en: 'Finally, show your work before it is perfect. In probability, a timely review from a classmate is worth more than a week of polishing alone: someone else will quickly find the assumption you took for granted without checking. Publish your notebooks in a repository with a file explaining how to run them, and go over the whole set before every interview. A probability portfolio is never finished; it is maintained.',
      },
    ],
  },
  {
    title: 'Cinco preguntas a Irene García sobre storyboard',
    standfirst: {
      es: 'Animadora de personajes en un estudio de Valencia, Irene García habla de storyboard, de montar animáticas en DaVinci Resolve y de cómo empezó en el oficio.',
      en: 'A character animator at a Valencia studio, Irene García talks about storyboarding, cutting animatics in DaVinci Resolve and how she got started.',
    },
    paragraphs: [
      {
        es: 'Antes de que un personaje se mueva en pantalla, Irene García ya ha decidido dónde está la cámara, cuántos segundos ocupa cada plano y qué mira el espectador. Trabaja como animadora de personajes en un estudio de Valencia, pero buena parte de su semana transcurre entre viñetas. Le hicimos cinco preguntas sobre storyboard, sobre herramientas y sobre lo que aprendió mientras estudiaba.',
        en: 'Before a character moves on screen, Irene García has already decided where the camera is, how many seconds each shot takes and what the audience is looking at. She works as a character animator at a Valencia studio, but a good part of her week is spent among storyboard panels. We asked her five questions about storyboarding, tools and what she learnt as a student.',
      },
      {
        es: '¿Para qué sirve un storyboard en un estudio de animación? «Para equivocarse barato. Cambiar un plano dibujado cuesta diez minutos; cambiarlo cuando ya está animado cuesta semanas. Un segundo de animación a 24 fotogramas exige decidir 24 poses, aunque el ordenador interpole las intermedias, así que nadie quiere descubrir en plena animación que la escena no se entiende. En el storyboard se prueban el ritmo, la claridad de la acción y la posición de la cámara cuando todavía es fácil tirar algo a la papelera».',
        en: 'What is a storyboard for in an animation studio? “For making mistakes cheaply. Changing a drawn shot takes ten minutes; changing it once it’s animated takes weeks. One second of animation at 24 frames means deciding 24 poses, even if the computer fills in the in-betweens, so nobody wants to find out halfway through animation that the scene doesn’t read. The storyboard is where you test the pacing, the clarity of the action and the camera position while it’s still easy to throw something in the bin.”',
      },
      {
        es: '¿Qué tienes siempre abierto? «DaVinci Resolve. Dibujo las viñetas, pero el storyboard no está terminado hasta que lo monto como animática, con los tiempos reales y un sonido provisional. Ahí se ve todo: una viñeta preciosa que dura demasiado, un corte que provoca un salto de eje, un chiste que no funciona porque le falta medio segundo de pausa. Depende de la semana, pero casi siempre hay DaVinci Resolve abierto, y eso ocupa más tiempo del que la gente imagina».',
        en: 'What do you always have open? “DaVinci Resolve. I draw the panels, but the storyboard isn’t finished until I’ve cut it into an animatic, with real timings and temporary sound. That’s where everything shows: a beautiful panel that lasts too long, a cut that crosses the line, a joke that falls flat because it’s missing half a second of pause. It depends on the week, but DaVinci Resolve is almost always open, and that takes more time than people imagine.”',
      },
      {
        es: '¿Qué proyecto de tus estudios recuerdas? «Uno parecido a “La última estación”, un cortometraje 3D sobre el último tren de la noche. Nuestro storyboard era precioso y larguísimo: cuando lo montamos, la historia duraba el doble de lo previsto y el final no emocionaba a nadie. Tuvimos que quitar la mitad de las viñetas. Aprendí más de sus errores que de cualquier examen, sobre todo que lo que no cuenta la historia sobra, por mucho que te haya costado dibujarlo».',
        en: 'Which project from your studies do you remember? “One similar to ‘La última estación’, a 3D short about the last train of the night. Our storyboard was beautiful and far too long: when we cut it together, the story ran twice as long as planned and the ending moved nobody. We had to drop half the panels. I learnt more from its mistakes than from any exam, above all that whatever doesn’t tell the story has to go, however long it took you to draw.”',
      },
      {
        es: '¿Qué buscas cuando entrevistas a alguien junior? «Curiosidad y un portfolio con pocas piezas bien explicadas. Me interesa ver una secuencia de storyboard con su animática, no solo dibujos sueltos, porque ahí se nota si alguien piensa en planos. Y valoro mucho que se entienda el resto de la cadena: si alguien me cuenta que los efectos de agua, humo y fuego se simulan con partículas y se ajustan a mano plano a plano, ya sé que ha trabajado de verdad y que sabrá dejarles sitio en el encuadre».',
        en: 'What do you look for when interviewing a junior? “Curiosity and a portfolio with a few well-explained pieces. I want to see a storyboard sequence with its animatic, not just loose drawings, because that’s where you can tell whether someone thinks in shots. And I really value an understanding of the rest of the production chain: if someone tells me that water, smoke and fire effects are simulated with particles and adjusted by hand shot by shot, I know they’ve really done the work and will know how to leave room for them in the frame.”',
      },
      {
        es: '¿Qué consejo darías a quien quiere dedicarse al storyboard? «Que dibuje rápido y feo. Un storyboard no es una ilustración acabada: es una herramienta para que otras personas entiendan qué va a pasar. Copia planos de películas que te gusten, cronometra sus planos y pregúntate siempre qué debe mirar el espectador en cada viñeta. Y aprende a recibir críticas sin ponerte a la defensiva: en un estudio, tu storyboard lo van a cambiar, y eso es bueno».',
        en: 'What advice would you give someone who wants to work in storyboarding? “Draw fast and ugly. A storyboard isn’t a finished drawing: it’s a tool so that other people understand what’s going to happen. Copy shots from films you like, time them, and always ask yourself what the audience should look at in each panel. And learn to take criticism without getting defensive: in a studio, your storyboard is going to be changed, and that’s a good thing.”',
      },
      {
        es: 'Irene García sigue alternando la animación y las viñetas, y reconoce que lo segundo la ha hecho mejor animadora. «Cuando animas un plano que tú misma has pensado en el storyboard, sabes exactamente para qué sirve cada gesto», dice antes de volver a su pantalla.',
        en: 'Irene García still divides her time between animation and panels, and admits that the latter has made her a better animator. “When you animate a shot you thought through yourself at the storyboard stage, you know exactly what every gesture is for,” she says before going back to her screen.',
      },
    ],
  },
  {
    title: 'La accesibilidad también es cosa de videojuegos independientes',
    standfirst: {
      es: 'Subtítulos legibles, controles que se pueden cambiar y opciones de dificultad no son un lujo de los grandes estudios: en un juego pequeño cuestan poco si se piensan desde el primer prototipo.',
      en: 'Readable subtitles, controls you can change and difficulty options are not a luxury for big studios: in a small game they cost little if they are planned from the first prototype.',
    },
    paragraphs: [
      {
        es: 'Un mando que no se puede configurar deja fuera a quien juega con una sola mano. Un texto blanco diminuto sobre fondo claro deja fuera a quien ve mal. Un rompecabezas que solo se resuelve distinguiendo el rojo del verde deja fuera a quien no los distingue. He visto las tres cosas en casi todas las presentaciones de proyectos de mi alumnado, y por eso defiendo algo que no debería ser polémico: la accesibilidad también es cosa de los videojuegos independientes, no solo de las grandes producciones.',
        en: 'A controller that cannot be remapped shuts out anyone who plays with one hand. Tiny white text on a light background shuts out anyone with poor eyesight. A puzzle that can only be solved by telling red from green shuts out anyone who can’t. I have seen all three in almost every round of my students’ project presentations, which is why I defend something that shouldn’t be controversial: accessibility is an indie games matter too, not just one for big productions.',
      },
      {
        es: 'Conozco bien el argumento contrario: un equipo de tres personas con un plazo ajustado no tiene tiempo para menús de opciones. Pero la mayoría de las medidas básicas son baratas si se deciden pronto y muy caras si se añaden al final. Reasignar controles es trivial si el juego lee acciones y no teclas concretas desde el principio; Godot, que usamos en clase, ya trabaja así con su mapa de entradas, igual que Unity con su sistema de entrada. Rehacerlo la semana antes de la entrega es otra historia.',
        en: 'I know the counter-argument well: a team of three on a tight deadline has no time for options menus. But most basic measures are cheap if decided early and very expensive if bolted on at the end. Remapping controls is trivial if the game reads actions rather than specific keys from the start; Godot, which we use in class, already works that way with its input map, as does Unity with its input system. Redoing it the week before submission is another story.',
      },
      {
        es: 'Para mí, lo que de verdad cuenta es entender el oficio por debajo de la herramienta. El primer nivel de un juego enseña las reglas sin un solo texto de instrucciones, y ese mismo cuidado por el diseño sirve para la accesibilidad: si una señal importante llega a la vez por sonido, imagen y vibración, nadie depende de un único sentido. Ese tipo de conocimiento sobrevive a cualquier cambio de versión, y quien lo entiende puede pasar de Godot a Unity en una semana.',
        en: 'What really counts, to my mind, is understanding the craft beneath the tool. A game’s first level teaches the rules without a single line of instructions, and that same care for design works for accessibility: if an important cue arrives through sound, image and vibration at once, nobody depends on a single sense. That kind of knowledge survives any new version, and anyone who understands it can move from Godot to Unity in a week.',
      },
      {
        es: 'La lista mínima que pido en cada proyecto cabe en un párrafo: subtítulos de tamaño ajustable y con fondo opcional; controles que se puedan reasignar; ninguna información transmitida solo con el color; posibilidad de desactivar el temblor de cámara y los destellos; elegir entre mantener pulsado un botón o pulsarlo una vez; y un modo de dificultad o de ayuda que no castigue a quien lo elige. Nada de esto exige un departamento propio.',
        en: 'The minimum list I ask for in every project fits in a paragraph: subtitles with adjustable size and an optional background; controls that can be remapped; no information conveyed by colour alone; the option to turn off screen shake and flashing; a choice between holding a button down and pressing it once; and a difficulty or assist mode that doesn’t punish whoever picks it. None of this needs a department of its own.',
      },
      {
        es: 'También hay un argumento práctico. En España la industria del videojuego factura más que el cine y la música grabada juntos, y buena parte de ese público juega con alguna limitación, permanente o pasajera: una muñeca vendada, un bebé en brazos, una pantalla a pleno sol. Diseñar pensando en la discapacidad acaba mejorando el juego para todo el mundo, y un estudio pequeño no puede permitirse regalar jugadores a la competencia.',
        en: 'There is also a practical argument. In Spain the games industry earns more than cinema and recorded music combined, and a good share of its audience plays with some limitation, permanent or temporary: a bandaged wrist, a baby in one arm, a screen in full sunlight. Designing with disability in mind ends up improving the game for everyone, and a small studio cannot afford to hand players to the competition.',
      },
      {
        es: 'Lo que más me convence, sin embargo, es lo que pasa en clase. Cuando un equipo invita a probar su juego a alguien que usa un mando adaptado o juega con lector de pantalla, el proyecto cambia de verdad. Descubren que el menú principal era un laberinto, que un sonido clave quedaba tapado por la música, que el tutorial daba por sabidas cosas que no lo eran. Pocas sesiones enseñan tanto diseño en tan poco tiempo.',
        en: 'What convinces me most, though, is what happens in class. When a team invites someone who uses an adapted controller or plays with a screen reader to test their game, the project genuinely changes. They discover that the main menu was a maze, that a key sound was drowned out by the music, that the tutorial took things for granted that weren’t. Few sessions teach so much design in so little time.',
      },
      {
        es: 'Así que mi propuesta para los videojuegos independientes es modesta: menos listas de herramientas en los currículos y más encargos reales con tiempo para hacerlos bien, con la accesibilidad dentro del encargo desde el primer día. No como una casilla que se marca al final, sino como una forma de respetar a quien juega.',
        en: 'So my proposal for indie games is modest: fewer lists of tools in curricula and more real briefs with time to do them well, with accessibility built into the brief from day one. Not as a box ticked at the end, but as a way of respecting the people who play.',
      },
    ],
  },
  {
    title: 'Ana Ortiz imparte una clase magistral de visión por computador',
    standfirst: {
      es: 'Radiografías, etiquetas y PyTorch: 144 estudiantes escucharon a Ana Ortiz explicar cómo se construye, y cómo falla, un sistema de visión por computador en sanidad.',
      en: 'X-rays, labels and PyTorch: 144 students heard Ana Ortiz explain how a computer vision system for healthcare is built, and how it fails.',
    },
    paragraphs: [
      {
        es: 'Una radiografía de tórax proyectada a tamaño gigante abrió la clase magistral de visión por computador que impartió Ana Ortiz ante 144 estudiantes, con el salón de actos lleno y la sesión grabada para quien no pudo venir. Ortiz es ingeniera de aprendizaje automático en una empresa de salud, y su pregunta inicial descolocó a más de uno: «¿Qué veis aquí que un modelo no vería?».',
        en: 'A chest X-ray projected at giant size opened the computer vision masterclass given by Ana Ortiz to 144 students, in a packed main hall and recorded for those who could not come. Ortiz is a machine learning engineer at a health company, and her opening question wrong-footed more than a few: “What can you see here that a model wouldn’t?”',
      },
      {
        es: 'La respuesta llegó poco después. Mostró proyectos reales hechos con PyTorch, desde la detección de fracturas hasta el recuento de células en imágenes de microscopio, y dejó un dato que muchos apuntaron: la mayor parte del trabajo en un proyecto de aprendizaje automático está en limpiar y etiquetar los datos, no en entrenar el modelo. Enseñó una misma imagen etiquetada de forma distinta por tres especialistas y preguntó cuál era la verdad. Nadie supo contestar.',
        en: 'The answer came shortly afterwards. She showed real projects built with PyTorch, from fracture detection to counting cells in microscope images, and left a point many wrote down: most of the work in a machine learning project lies in cleaning and labelling data, not in training the model. She showed one image labelled differently by three specialists and asked which was the truth. Nobody could answer.',
      },
      {
        es: 'Buena parte de la charla se dedicó a los errores que no se ven en las métricas. Ortiz contó el caso de un modelo que parecía acertar casi siempre y que, en realidad, había aprendido a reconocer la marca que un hospital ponía en sus radiografías. También explicó por qué hay que separar los datos por paciente y no por imagen: si las imágenes de una misma persona acaban a la vez en entrenamiento y en prueba, el modelo parece mucho mejor de lo que es.',
        en: 'A good part of the talk was about errors that metrics don’t show. Ortiz described a model that seemed to be right almost every time and had in fact learnt to recognise the marker one hospital placed on its X-rays. She also explained why data must be split by patient rather than by image: if pictures of the same person end up in both the training and the test sets, the model looks much better than it is.',
      },
      {
        es: 'La exactitud global, insistió, dice poco en medicina. Si solo una de cada cien imágenes muestra la enfermedad, un modelo que siempre responde «sano» acierta el noventa y nueve por ciento de las veces y no sirve para nada. Por eso su equipo trabaja con sensibilidad y especificidad, y decide con el personal clínico qué tipo de error es más tolerable en cada caso.',
        en: 'Overall accuracy, she insisted, says little in medicine. If only one image in a hundred shows the disease, a model that always answers “healthy” is right ninety-nine per cent of the time and is useless. That is why her team works with sensitivity and specificity, and decides with clinical staff which kind of error is more tolerable in each case.',
      },
      {
        es: 'El tramo final llevó la conversación a la regulación. El Reglamento europeo de inteligencia artificial exige supervisión humana en los usos de alto riesgo, como la selección de personal o muchos productos sanitarios. «Supervisar no es firmar lo que dice la máquina», advirtió Ortiz. «Es diseñar la herramienta para que el médico pueda discrepar y entender por qué el modelo propone lo que propone».',
        en: 'The last stretch turned the conversation to regulation. The EU AI Act requires human oversight in high-risk uses such as recruitment or many medical devices. “Oversight isn’t signing off whatever the machine says,” Ortiz warned. “It’s designing the tool so that doctors can disagree and understand why the model suggests what it does.”',
      },
      {
        es: 'En el taller posterior hubo tiempo para probar Python. Por parejas, los asistentes entrenaron un clasificador sencillo con un conjunto público de imágenes y, sobre todo, buscaron sus fallos: qué imágenes confundía, si los errores se concentraban en algún tipo de caso, qué pasaba al girar u oscurecer las fotos. Varios estudiantes de primero se quedaron a preguntar hasta el cierre, y Ortiz respondió a todos.',
        en: 'The workshop that followed left time to try Python. In pairs, attendees trained a simple classifier on a public image dataset and, above all, hunted for its failures: which images it confused, whether errors clustered in any kind of case, what happened when the photos were rotated or darkened. Several first-year students stayed asking questions until closing time, and Ortiz answered every one.',
      },
      {
        es: 'Entre los asistentes, Clara Molina, estudiante de tercer curso, resumía lo que se llevaba: «Venía pensando en arquitecturas de redes neuronales y me voy pensando en quién etiqueta las imágenes y con qué criterio. Es menos vistoso, pero es donde se juega todo». Varios grupos de proyecto ya han pedido consejo a Ortiz sobre cómo revisar sus conjuntos de datos antes de la entrega.',
        en: 'Among the attendees, Clara Molina, a third-year student, summed up what she was taking away: “I came thinking about neural network architectures and I’m leaving thinking about who labels the images and by what criteria. It’s less glamorous, but it’s where everything is decided.” Several project groups have already asked Ortiz for advice on reviewing their datasets before submission.',
      },
      {
        es: 'Quien no pudo asistir puede ver la grabación en el campus virtual y tendrá otra oportunidad en la próxima jornada de puertas abiertas, donde habrá una demostración de PyTorch para quienes se interesan por la visión por computador. Ortiz dejó su propia conclusión: «El modelo es lo fácil. Lo difícil es saber cuándo no fiarse de él».',
        en: 'Anyone who missed it can watch the recording on the virtual campus and will have another chance at the next open day, with a PyTorch demonstration for those interested in computer vision. Ortiz left her own conclusion: “The model is the easy part. The hard part is knowing when not to trust it.”',
      },
    ],
  },
  {
    title: 'Lo que aprendimos construyendo «Ruta Escolar»',
    standfirst: {
      es: 'Aceras estrechas, semáforos cortos y coches en las esquinas: «Ruta Escolar», un estudio de los trayectos a pie hasta los colegios del distrito, empezó como un encargo de clase de ingeniería de datos.',
      en: 'Narrow pavements, short pedestrian lights and cars parked on corners: “Ruta Escolar”, a study of walking routes to the district’s schools, started as a data engineering class brief.',
    },
    paragraphs: [
      {
        es: 'Noa Delgado, administradora de bases de datos en una aseguradora y mentora externa del proyecto, pidió al equipo una lista de lo que había aprendido construyendo «Ruta Escolar». Esperaba consultas, índices y modelos. La primera línea fue otra: «Lo que aprendimos: escuchar antes de diseñar». Inés Cabrera, Álvaro Núñez y Raúl Peña explican aquí por qué.',
        en: 'Noa Delgado, a database administrator at an insurer and the project’s external mentor, asked the team for a list of what they had learnt building “Ruta Escolar” (“school route”). She expected queries, indexes and models. The first line was something else: “What we learnt: listen before you design.” Inés Cabrera, Álvaro Núñez and Raúl Peña explain why.',
      },
      {
        es: 'El encargo parecía sencillo: identificar qué trayectos a pie hasta los colegios del distrito eran más seguros y cuáles necesitaban mejoras. El equipo trabajó con SQL desde el principio y montó una base de datos en PostgreSQL con los centros educativos, las calles, los pasos de peatones y los accidentes registrados. Los portales de datos abiertos de los ayuntamientos publican tráfico, calidad del aire y presupuestos en formatos que se pueden reutilizar, y el grupo cargó todo lo que encontró.',
        en: 'The brief looked simple: identify which walking routes to the district’s schools were safest and which needed improvement. The team worked with SQL from the start, building a PostgreSQL database with the schools, streets, pedestrian crossings and recorded accidents. City open data portals publish traffic, air quality and budgets in reusable formats, and the group loaded everything it could find.',
      },
      {
        es: 'La primera versión no funcionó. Clasificaba las rutas según la intensidad del tráfico y los accidentes, y el mapa resultante decía que casi todo era seguro. Cuando lo enseñaron a la asociación de familias de uno de los colegios, una madre señaló en la pantalla un cruce «tranquilo» por el que no dejaba pasar sola a su hija: la acera medía menos de un metro y los coches aparcaban encima del paso de cebra. Nada de eso figuraba en ningún portal. Fue una lección incómoda, pero necesaria: los datos oficiales describen lo que se registra, no lo que viven las familias.',
        en: 'The first version did not work. It ranked routes by traffic volume and accidents, and the resulting map said almost everything was safe. When they showed it to the parents’ association at one of the schools, a mother pointed on the screen to a “quiet” junction she would not let her daughter cross alone: the pavement was less than a metre wide and cars parked on the zebra crossing. None of that appeared on any portal. It was an uncomfortable lesson, but a necessary one: official data describe what gets recorded, not what families experience.',
      },
      {
        es: 'Tuvieron que rehacer el planteamiento en la cuarta semana. Recorrieron los trayectos con familias y con niños, midieron aceras, cronometraron semáforos y anotaron cada obstáculo en una hoja compartida. «Un semáforo que da al peatón menos tiempo del que tarda un niño de siete años en cruzar no aparece como peligroso en ninguna estadística», explica Inés. Esas observaciones entraron en la base de datos como una tabla más, cada una con su fecha, su autor y una foto.',
        en: 'They had to rethink the approach in week four. They walked the routes with families and children, measured pavements, timed pedestrian lights and logged every obstacle in a shared sheet. “A light that gives pedestrians less time than a seven-year-old needs to cross doesn’t show up as dangerous in any statistic,” Inés explains. Those observations went into the database as one more table, each with its date, its author and a photo.',
      },
      {
        es: 'En la fase final, el análisis pasó a R. Álvaro construyó un índice que combinaba los datos oficiales con las observaciones de campo, y Raúl se encargó de que cada cálculo se pudiera repetir desde cero ejecutando un único archivo. Lo más difícil no fue técnico: fue decidir cuánto pesaba cada factor y dejarlo por escrito, para que cualquiera pudiera discutirlo. «Un índice esconde opiniones; mejor que se vean», resume Álvaro. El archivo de pesos, con sus justificaciones, acabó siendo la parte más consultada del repositorio.',
        en: 'In the final phase, the analysis moved to R. Álvaro built an index combining the official data with the field observations, and Raúl made sure every calculation could be rerun from scratch by running a single file. The hardest part wasn’t technical: it was deciding how much each factor weighed and putting it in writing, so that anyone could challenge it. “An index hides opinions; better to make them visible,” Álvaro sums up. The weights file, with its justifications, ended up being the most consulted part of the repository.',
      },
      {
        es: 'El jurado, con profesorado y profesionales de ingeniería de datos, destacó cómo el equipo documentó cada decisión, incluidos los errores de la primera versión. También valoró los gráficos: cada uno llevaba su conclusión como título, del tipo «Tres de cada cuatro cruces problemáticos están a menos de cien metros de un colegio». Un gráfico cuyo título dice la conclusión se entiende en la mitad de tiempo que uno titulado solo con el nombre de la variable.',
        en: 'The panel of lecturers and data engineering professionals praised how the team documented every decision, including the mistakes in the first version. It also liked the charts: each carried its conclusion as its title, along the lines of “Three in four problem crossings are less than a hundred metres from a school”. A chart whose title states the conclusion is understood in half the time of one titled with just the variable name.',
      },
      {
        es: '«Ruta Escolar» sigue viva. La asociación de familias presentará el mapa y el informe en la próxima reunión del consejo escolar, y el equipo ha publicado el código y la metodología para que otros barrios puedan repetir el estudio. Noa Delgado recibió su lista completa; la última línea decía: «Aprendimos que un dato que nadie ha ido a comprobar a pie es solo una hipótesis».',
        en: '“Ruta Escolar” lives on. The parents’ association will present the map and report at the next school council meeting, and the team has published the code and method so that other neighbourhoods can repeat the study. Noa Delgado got her full list; the last line read: “We learnt that a figure nobody has checked on foot is only a hypothesis.”',
      },
    ],
  },
];
