import type { FlagshipText } from './types.js';

/** Articles written in full (spec 2): batch 0. */
export const part0: FlagshipText[] = [
  {
    title: 'Nuevo espacio de efectos visuales en el campus, equipado con DaVinci Resolve',
    standfirst: {
      es: 'Monitores calibrados, nodos de Fusion y una sala que sigue abierta por la tarde: así trabajan los 132 estudiantes de efectos visuales en su nuevo espacio.',
      en: 'Calibrated monitors, Fusion nodes and a room that stays open into the afternoon: this is how 132 visual effects students are working in their new space.',
    },
    paragraphs: [
      {
        es: 'Una columna de humo sobre una azotea fue el primer plano que salió del nuevo espacio de efectos visuales del campus. Lo compuso Marcos Gil, estudiante de segundo, durante la primera tarde de uso, y desde entonces han pasado por la sala los 132 estudiantes de efectos visuales. Cada puesto está equipado con DaVinci Resolve, y el espacio sigue abierto por las tardes para quien necesite terminar un plano.',
        en: 'A column of smoke over a rooftop was the first shot to come out of the new visual effects space on campus. Marcos Gil, a second-year student, composited it on the room’s first afternoon, and since then all 132 visual effects students have passed through. Every workstation is equipped with DaVinci Resolve, and the space stays open in the afternoons for anyone who needs to finish a shot.',
      },
      {
        es: 'La sala está pensada para el camino que va del material rodado al plano terminado. Cada puesto tiene DaVinci Resolve con su página de composición, Fusion, y su página de etalonaje, además de un monitor calibrado para que el color que ve el estudiante sea el mismo que verá el cliente. Hay también una pared de croma y una mesa de revisión, donde el grupo proyecta los planos en grande y los comenta antes de darlos por buenos.',
        en: 'The room is designed for the journey from raw footage to finished shot. Each workstation runs DaVinci Resolve with its Fusion compositing page and its colour grading page, alongside a calibrated monitor so that the colour a student sees is the colour the client will see. There is also a green screen wall and a review table, where the group projects shots at full size and discusses them before signing them off.',
      },
      {
        es: 'Detrás del estreno hay una decisión docente. Un segundo de animación a 24 fotogramas exige decidir 24 poses, aunque el ordenador interpole las intermedias, y en efectos visuales ocurre algo parecido: cada fotograma de una máscara o de un seguimiento de cámara hay que revisarlo. Por eso la escuela quiere que DaVinci Resolve se use desde las primeras semanas, y no solo en el proyecto final, cuando ya no queda tiempo para aprender a la vez la herramienta y el oficio.',
        en: 'Behind the opening lies a teaching decision. One second of animation at 24 frames means deciding 24 poses, even if the computer fills in the in-betweens, and visual effects work is much the same: every frame of a mask or a camera track has to be checked. That is why the school wants DaVinci Resolve used from the first weeks, not only in the final project, when there is no time left to learn the tool and the craft at once.',
      },
      {
        es: 'Elena Torres, que enseña posproducción en animación 3D y es responsable de la sala, lo explica con un ejemplo de su primera clase allí: «Pedí a cada estudiante que borrara un cable de un plano de cinco segundos. Parece poca cosa, pero son 120 fotogramas, y en cuanto la cámara se mueve hay que seguir el fondo a mano en varios de ellos. Al terminar, nadie volvió a decir que un efecto “se arregla en posproducción” como si fuera gratis».',
        en: 'Elena Torres, who teaches post-production in 3D animation and runs the room, explains it with an example from her first class there: “I asked every student to remove a wire from a five-second shot. It sounds like nothing, but that’s 120 frames, and as soon as the camera moves you have to track the background by hand in several of them. By the end, nobody was saying an effect can be ‘fixed in post’ as if it cost nothing.”',
      },
      {
        es: 'Fernando Moreno, artista de efectos visuales en publicidad, conoce bien el trabajo de la escuela porque revisa cada año proyectos de estudiantes. Visitó la sala en su segunda semana y repitió lo que dice a sus propios equipos: el agua, el humo y el fuego se simulan con partículas, pero después se ajustan a mano, plano a plano. «La simulación te da un punto de partida. Lo que convence al espectador es la paciencia de quien retoca el borde de una llama que no termina de integrarse con la luz de la escena».',
        en: 'Fernando Moreno, a visual effects artist in advertising, knows the school’s work well because he reviews student projects every year. He visited the room in its second week and repeated what he tells his own teams: water, smoke and fire are simulated with particles, but then adjusted by hand, shot by shot. “The simulation gives you a starting point. What convinces the audience is the patience of whoever retouches the edge of a flame that won’t quite sit with the light in the scene.”',
      },
      {
        es: 'Para Marcos Gil, el cambio más visible es trabajar con otros al lado. «En casa tenía el programa, pero no tenía a nadie que mirara mi plano y me dijera que el humo iba más rápido que el viento de la escena. Aquí lo proyectamos en la mesa de revisión y en diez minutos tienes cinco opiniones». Su primer intento, reconoce, tenía un humo demasiado limpio: tuvo que añadir grano y suavizar los bordes para que casara con el material rodado.',
        en: 'For Marcos Gil, the most visible change is working with other people beside him. “At home I had the software, but nobody to look at my shot and tell me the smoke was moving faster than the wind in the scene. Here we put it up at the review table and within ten minutes you have five opinions.” His first attempt, he admits, had smoke that was too clean: he had to add grain and soften the edges so that it matched the filmed footage.',
      },
      {
        es: 'La escuela publicará en la web los próximos pasos, entre ellos un calendario de sesiones abiertas de composición y etalonaje, junto con las plazas disponibles para estudiantes de otros programas interesados en efectos visuales. La idea, según Torres, es que la sala no sea solo un aula sino un lugar de paso: «Si alguien de animación o de cine quiere entender qué le pasa a su plano después del rodaje, este es el sitio para verlo».',
        en: 'The school will publish the next steps on its website, including a schedule of open sessions on compositing and grading, along with the places available to students from other programmes interested in visual effects. The idea, Torres says, is for the room to be not just a classroom but a place people pass through: “If someone from animation or film wants to understand what happens to their shot after the shoot, this is where to see it.”',
      },
    ],
  },
  {
    title: 'Guía para empezar en testing de videojuegos',
    standfirst: {
      es: 'Probar un juego no es jugarlo mucho: qué aprender primero con Godot y Git, cómo escribir un informe de errores útil y qué evitar al empezar.',
      en: 'Testing a game is not the same as playing it a lot: what to learn first with Godot and Git, how to write a useful bug report and what to avoid at the start.',
    },
    paragraphs: [
      {
        es: 'Un extintor que atravesaba las paredes fue el primer fallo que Irene Vidal encontró en «Simulador de incendios», un entorno interactivo hecho en Godot para formar a equipos de emergencia. No fue casualidad: había decidido lanzarlo contra cada superficie del nivel, una por una. Esta guía reúne lo que ella y su profesora, Noa Ibáñez, recomiendan a quien quiere empezar en testing de videojuegos.',
        en: 'A fire extinguisher that passed straight through walls was the first fault Irene Vidal found in “Simulador de incendios”, an interactive environment built in Godot for training emergency teams. It was no accident: she had decided to throw it at every surface in the level, one by one. This beginner’s guide gathers what she and her lecturer, Noa Ibáñez, recommend to anyone who wants to start in game testing.',
      },
      {
        es: 'Conviene desmontar primero un mito: probar un juego no es jugarlo mucho. Quien hace testing compara lo que el juego hace con lo que debería hacer, encuentra fallos que se puedan repetir y los describe de forma que otra persona pueda corregirlos sin preguntar. «Lo que distingue a alguien bueno en esto no es cuánto juega, sino lo bien que cuenta lo que ha visto», resume Ibáñez.',
        en: 'First, a myth worth dismantling: testing a game is not playing it a lot. A tester compares what the game does with what it should do, finds faults that can be repeated and describes them so that someone else can fix them without having to ask. “What sets a good tester apart isn’t how much they play, but how well they report what they’ve seen,” says Ibáñez.',
      },
      {
        es: 'Sobre herramientas, no hace falta tenerlas todas. Empieza con Godot: es gratuito, de código abierto y tiene mucha documentación. Aprende a usar su depurador, a leer los errores de la consola y a inspeccionar el árbol de escena mientras el juego está en marcha, donde verás los valores reales de cada nodo. Deja Git para la segunda semana, cuando ya sepas qué le falta a la primera herramienta: saber con exactitud qué versión estabas probando.',
        en: 'As for tools, you do not need them all. Start with Godot: it is free, open source and has plenty of documentation. Learn to use its debugger, to read the errors in the console and to inspect the scene tree while the game is running, where you will see the real values of each node. Leave Git until the second week, when you know what the first tool lacks: a way of knowing exactly which version you were testing.',
      },
      {
        es: 'Con Git, cada informe puede apuntar a una versión concreta del repositorio. Si un fallo aparece en la versión de hoy y no estaba en la de hace una semana, la orden git bisect va partiendo el historial por la mitad hasta señalar el cambio que lo introdujo. En «Simulador de incendios» descubrieron así que el extintor empezó a atravesar paredes cuando alguien redujo su forma de colisión para que pasara por una puerta estrecha.',
        en: 'With Git, every report can point to a specific version of the repository. If a fault appears in today’s version and was not there a week ago, the git bisect command keeps splitting the history in half until it points to the change that introduced it. That is how the “Simulador de incendios” team found that the extinguisher started passing through walls when someone shrank its collision shape so that it would fit through a narrow door.',
      },
      {
        es: 'El informe de errores es tu producto, así que cuídalo. Un buen informe tiene un título que describe el fallo, los pasos exactos para reproducirlo, el resultado esperado y el obtenido, la versión probada, la frecuencia con que ocurre y una prueba: una captura o un vídeo corto. «El juego va mal» no sirve; «El extintor atraviesa la pared norte del almacén si se lanza corriendo, tres de cada cinco veces» sí. Añade la gravedad, pero no la exageres: si todo es crítico, nada lo es.',
        en: 'The bug report is your product, so look after it. A good report has a title that describes the fault, the exact steps to reproduce it, the expected and actual results, the version tested, how often it happens and some evidence: a screenshot or a short video. “The game is broken” is useless; “The extinguisher passes through the north wall of the warehouse when thrown while running, three times out of five” is not. Add a severity, but do not inflate it: if everything is critical, nothing is.',
      },
      {
        es: 'Después, practica técnicas concretas. Prueba los límites: qué pasa con el extintor vacío o con el fuego en el último segundo del temporizador. Haz lo que el jugador no debería hacer: pausar durante una animación o cerrar la ventana mientras se guarda la partida. Y cuando se corrija un fallo, repite sus pasos y revisa lo que lo rodea: los arreglos rompen cosas cercanas más a menudo de lo que parece. Cuando tengas soltura, un complemento como GUT te permitirá automatizar comprobaciones sencillas en Godot.',
        en: 'Then practise specific techniques. Test the limits: what happens with an empty extinguisher or a fire in the last second of the timer. Do what the player should not do: pause during an animation or close the window while the game is saving. And when a fault is fixed, repeat its steps and check what surrounds it: fixes break nearby things more often than you would think. Once you are comfortable, a plug-in such as GUT will let you automate simple checks in Godot.',
      },
      {
        es: 'Practica con un encargo pequeño y cerrado. «Simulador de incendios» es un buen ejemplo: tiene un usuario claro, quienes forman a los equipos de emergencia; un alcance limitado, con un solo edificio y tres tipos de fuego, y se puede enseñar terminado. Antes de empezar, escribe un plan de pruebas de una página. Evita probar solo el recorrido previsto y hacerlo siempre en tu equipo: otra resolución de pantalla u otro mando descubren fallos que tu portátil esconde.',
        en: 'Practise with a small, well-defined brief. “Simulador de incendios” is a good example: it has a clear user, the people who train emergency teams; a limited scope, with a single building and three types of fire; and it can be shown finished. Before you begin, write a one-page test plan. Avoid testing only the intended path, and always on your own machine: a different screen resolution or another controller reveals faults your laptop hides.',
      },
      {
        es: 'Y guarda cada versión: los informes, el plan, los vídeos y el historial de Git. Dentro de un año querrás contar en una entrevista cómo evolucionó tu primer trabajo de testing de videojuegos, y necesitarás las pruebas. Irene Vidal lo resume así: «Cuando enseño mi portfolio, nadie me pregunta cuánto jugué. Me preguntan cómo encontré el fallo del extintor, y puedo enseñarles el informe y el cambio que lo arregló».',
        en: 'And keep every version: the reports, the plan, the videos and the Git history. A year from now you will want to explain at an interview how your first game testing work evolved, and you will need the evidence. Irene Vidal puts it this way: “When I show my portfolio, nobody asks how much I played. They ask how I found the extinguisher fault, and I can show them the report and the change that fixed it.”',
      },
    ],
  },
  {
    title: 'Entrevista a Nuria Jiménez, investigadora en procesamiento del lenguaje',
    standfirst: {
      es: 'Modelos que leen cartas de presentación, reglamentos europeos y cuadernos de Jupyter: Nuria Jiménez, investigadora en procesamiento del lenguaje, cuenta en qué consiste su trabajo y cómo empezó.',
      en: 'Models that read cover letters, European regulation and Jupyter notebooks: Nuria Jiménez, a natural language processing researcher, explains what her work involves and how it all started.',
    },
    paragraphs: [
      {
        es: 'Entre dos reuniones, con el portátil abierto en Jupyter y una libreta llena de esquemas sobre ética de la IA, Nuria Jiménez nos recibe en la sala de su grupo. Es investigadora en procesamiento del lenguaje y estudia cómo se comportan los modelos que clasifican y resumen textos cuando se usan para tomar decisiones sobre personas. Hablamos de su día a día, de la ley y de un robot que confundía envases.',
        en: 'Between two meetings, with her laptop open on Jupyter and a notebook full of diagrams on AI ethics, Nuria Jiménez welcomes us to her group’s room. She is a natural language processing researcher who studies how models that classify and summarise texts behave when they are used to make decisions about people. We talked about her working day, the law and a robot that mixed up packaging.',
      },
      {
        es: '¿Qué haces en un día normal? «Depende de la semana, pero casi siempre hay un cuaderno de Jupyter abierto. Ahora mismo evaluamos un modelo que resume cartas de presentación para un proceso de selección. El Reglamento europeo de inteligencia artificial considera de alto riesgo los usos en la selección de personal y exige supervisión humana: alguien tiene que poder entender lo que propone el sistema y corregirlo. Diseñar y documentar esa supervisión ocupa más tiempo del que la gente imagina».',
        en: 'What does a normal day look like? “It depends on the week, but there’s almost always a Jupyter notebook open. Right now we’re evaluating a model that summarises cover letters for a recruitment process. The European AI Act treats recruitment as a high-risk use and requires human oversight: someone has to be able to understand what the system suggests and correct it. Designing and documenting that oversight takes more time than people imagine.”',
      },
      {
        es: '¿Cómo llegaste al procesamiento del lenguaje? «Casi por accidente. Estudié datos e inteligencia artificial y lo que me gustaba era la visión por ordenador. En las prácticas me tocó limpiar miles de reseñas de clientes y descubrí que el lenguaje es el dato más desordenado que existe: ironía, faltas de ortografía, palabras que cambian de sentido de un barrio a otro. Me enganchó justo eso, que nunca está resuelto del todo».',
        en: 'How did you get into language processing? “Almost by accident. I studied data and artificial intelligence, and what I liked was computer vision. On my work placement I had to clean thousands of customer reviews and found that language is the messiest data there is: irony, spelling mistakes, words that change meaning from one neighbourhood to the next. That’s exactly what hooked me, the fact that it’s never completely solved.”',
      },
      {
        es: '¿Qué proyecto de tus estudios recuerdas? «Uno parecido a “Ojo Verde”, un modelo que reconoce envases para un robot clasificador. El nuestro funcionaba de maravilla en clase y fallaba en la planta. Tardamos en ver por qué: todas las fotos de envases de cartón que usamos para entrenarlo tenían el mismo fondo gris, y el modelo había aprendido el fondo, no el envase. Aprendí más de sus errores que de cualquier examen».',
        en: 'Which project from your studies do you remember? “One similar to ‘Ojo Verde’, a model that recognises packaging for a sorting robot. Ours worked beautifully in class and failed at the plant. It took us a while to see why: all the photos of cartons we used to train it had the same grey background, and the model had learnt the background, not the packaging. I learnt more from its mistakes than from any exam.”',
      },
      {
        es: '¿Qué significa la ética de la IA en tu trabajo diario? «Cosas muy poco vistosas. Por ejemplo, damos al modelo la misma carta cambiando solo el nombre, la edad o el barrio de la persona candidata y comparamos los resúmenes. Si el tono cambia, hay un problema, aunque la precisión global sea buena. La ética no es un capítulo que se añade al final del informe; es una lista de pruebas que haces desde el primer día».',
        en: 'What does AI ethics mean in your daily work? “Very unglamorous things. For instance, we give the model the same letter, changing only the candidate’s name, age or neighbourhood, and compare the summaries. If the tone shifts, there’s a problem, even if overall accuracy is good. Ethics isn’t a chapter you add at the end of the report; it’s a list of tests you run from day one.”',
      },
      {
        es: '¿Y Jupyter? ¿Bastan los cuadernos? «Para explorar, sí: pruebas una idea, miras una gráfica, descartas otra. Pero los cuadernos guardan un estado oculto, y puedes obtener un resultado que nadie más consigue repetir. En cuanto algo funciona, lo paso a un programa con pruebas, fijo las semillas aleatorias y guardo la versión exacta de los datos. Que un resultado se pueda reproducir es la primera forma de respeto hacia quien va a leerlo».',
        en: 'And Jupyter? Are notebooks enough? “For exploring, yes: you try an idea, look at a chart, rule out another. But notebooks keep hidden state, and you can get a result nobody else manages to repeat. As soon as something works, I move it into a program with tests, fix the random seeds and save the exact version of the data. Making a result reproducible is the first form of respect for whoever is going to read it.”',
      },
      {
        es: '¿Un consejo para quien empieza en ética de la IA? «Enseña tu trabajo pronto y a menudo, sobre todo a gente que piense distinto. Y separa los datos de prueba antes de empezar: es la regla más sencilla y la que más se incumple, porque cuesta no mirar. Eso no lo aprendes solo en casa; lo aprendes cuando alguien revisa tu cuaderno y te pregunta de dónde ha salido ese noventa y cinco por ciento».',
        en: 'Any advice for someone starting out in AI ethics? “Show your work early and often, especially to people who think differently. And set aside your test data before you start: it’s the simplest rule and the one most often broken, because it’s hard not to look. You don’t learn that alone at home; you learn it when someone reviews your notebook and asks where that ninety-five per cent came from.”',
      },
      {
        es: 'Antes de despedirnos, vuelve a la libreta. En la última página hay una lista de preguntas para el modelo de las cartas: qué pasa con los nombres extranjeros, con las faltas de ortografía, con las cartas muy cortas. «Es la parte de mi trabajo que más me gusta», dice. «Nadie me la ha pedido, pero alguien tendrá que responder a esas preguntas antes de que el sistema decida nada sobre nadie».',
        en: 'Before we leave, she goes back to the notebook. On the last page is a list of questions for the cover letter model: what happens with foreign names, with spelling mistakes, with very short letters. “It’s the part of my job I enjoy most,” she says. “Nobody asked me for it, but someone will have to answer those questions before the system decides anything about anyone.”',
      },
    ],
  },
  {
    title: 'Opinión: en ingeniería de datos, la herramienta es lo de menos',
    standfirst: {
      es: 'Menos prisa por aprender la última versión de PostgreSQL y más criterio para decidir qué es un dato: un argumento desde el aula de ingeniería de datos.',
      en: 'Less rush to learn the latest PostgreSQL release and more judgement about what a piece of data is: an argument from the data engineering classroom.',
    },
    paragraphs: [
      {
        es: 'PostgreSQL publica una versión principal cada año; la ingeniería de datos, en lo esencial, no cambia a ese ritmo. Por eso sostengo que en este oficio la herramienta es lo de menos, aunque los currículos y las ofertas de empleo digan lo contrario con sus listas interminables de nombres de productos. No digo que las herramientas no importen. Digo que se aprenden en semanas, y que lo que de verdad cuesta años es otra cosa.',
        en: 'PostgreSQL brings out a major version every year; data engineering, in essence, does not change at that pace. That is why I hold that in this trade the tool matters least, whatever curricula and job adverts say with their endless lists of product names. I am not saying tools do not matter. I am saying they are learnt in weeks, and that what really takes years is something else.',
      },
      {
        es: 'Lo que cuenta es entender el oficio por debajo de la herramienta: decidir qué representa cada fila, qué clave identifica de verdad a una entidad, qué pasa si una carga se ejecuta dos veces, en qué zona horaria se guarda una fecha. Y saber leer lo que sale. Una media sin su dispersión esconde casi siempre la parte interesante de los datos. Ese tipo de conocimiento sobrevive a cualquier cambio de versión, y a cualquier cambio de herramienta.',
        en: 'What counts is understanding the craft beneath the tool: deciding what each row represents, which key truly identifies an entity, what happens if a load runs twice, in which time zone a timestamp is stored. And knowing how to read what comes out. An average without its spread almost always hides the interesting part of the data. That kind of knowledge survives any new version, and any change of tool.',
      },
      {
        es: 'Lo vi claro con «Mapa del Ruido», un mapa del ruido nocturno del barrio hecho con sensores que los propios estudiantes instalaron en sus balcones. Antes de escribir una sola consulta, el equipo pasó dos sesiones con papel y lápiz: qué es una lectura, cómo se identifica cada sensor, qué se hace con los minutos en que un aparato se queda sin batería, por qué la tabla de lecturas en bruto no se modifica nunca. A mitad de curso cambiaron de herramienta, de SQLite a PostgreSQL, y el proyecto no se resintió, porque las decisiones importantes ya estaban tomadas en papel.',
        en: 'I saw it clearly with “Mapa del Ruido”, a map of night-time noise in the neighbourhood built from sensors the students installed on their own balconies. Before writing a single query, the team spent two sessions with pen and paper: what a reading is, how each sensor is identified, what to do with the minutes when a device runs out of battery, why the table of raw readings is never modified. Halfway through the year they switched tools, from SQLite to PostgreSQL, and the project did not suffer, because the important decisions had already been made on paper.',
      },
      {
        es: 'El mismo proyecto demostró lo de la media. El nivel medio de ruido de cada calle salía razonable, casi tranquilizador. Cuando el equipo calculó la mediana y el percentil noventa por franjas de quince minutos, apareció lo que los vecinos ya sabían: picos muy altos y breves a la hora del cierre de los bares, concentrados en dos esquinas. Ninguna herramienta hizo ese descubrimiento. Lo hizo una estudiante, Carmen Vega, que desconfió de un número demasiado amable.',
        en: 'The same project proved the point about averages. The mean noise level for each street came out reasonable, almost reassuring. When the team calculated the median and the 90th percentile in fifteen-minute slots, what the neighbours already knew appeared: very high, brief peaks at bar closing time, concentrated on two corners. No tool made that discovery. A student, Carmen Vega, made it, because she distrusted a number that was too kind.',
      },
      {
        es: 'Se me dirá que las empresas piden nombres concretos y que cada estudiante tiene que llegar a su primera entrevista sabiendo usarlos. Es verdad, y por eso en clase trabajamos con herramientas reales. Pero el mejor ejemplo a favor de mi argumento es el propio SQL: un lenguaje con décadas a sus espaldas que sigue en el centro del oficio, mientras a su alrededor han aparecido y desaparecido decenas de productos. Quien entiende bien una base de datos relacional aprende la siguiente en pocos días.',
        en: 'I will be told that companies ask for specific names, and that every student needs to reach their first interview knowing how to use them. That is true, and it is why we work with real tools in class. But the best example for my argument is SQL itself: a language with decades behind it that remains at the heart of the trade, while dozens of products have come and gone around it. Anyone who really understands one relational database learns the next in a few days.',
      },
      {
        es: 'Lo que no se aprende en pocos días es el criterio: saber cuándo un dato está mal, cuándo una tabla necesita partirse en dos, cuándo una gráfica miente por omisión. Eso solo se forma con encargos que tienen usuarios de verdad y con tiempo para equivocarse y rehacer. Cada hora que un plan de estudios dedica a recorrer otra herramienta de moda es una hora que no dedica a eso.',
        en: 'What cannot be learnt in a few days is judgement: knowing when a figure is wrong, when a table needs splitting in two, when a chart lies by omission. That is built only through briefs with real users and with time to get things wrong and do them again. Every hour a curriculum spends touring another fashionable tool is an hour it does not spend on that.',
      },
      {
        es: 'Así que mi propuesta para la ingeniería de datos es modesta: menos listas de herramientas en los currículos y más encargos reales con tiempo para hacerlos bien. Que cada estudiante salga sabiendo defender por qué su tabla tiene esas columnas y no otras. La versión de PostgreSQL que le toque en su primer trabajo la aprenderá allí, en una semana. El criterio, si no lo ha formado antes, no lo aprenderá en ninguna.',
        en: 'So my proposal for data engineering is modest: fewer lists of tools in curricula and more real briefs with time to do them well. Every student should leave able to defend why their table has those columns and not others. They will learn whatever PostgreSQL version their first job uses once they are there, in a week. Judgement, if they have not built it beforehand, they will not learn in any week at all.',
      },
    ],
  },
  {
    title: 'Crónica del taller de desarrollo web con Docker',
    standfirst: {
      es: 'Un contenedor, una tienda en línea accesible y 188 asistentes con el portátil abierto: así fue el taller de desarrollo web con Docker.',
      en: 'One container, an accessible online shop and 188 attendees with their laptops open: this is how the web development workshop with Docker went.',
    },
    paragraphs: [
      {
        es: 'Las 188 plazas del taller de desarrollo web con Docker se llenaron en dos días, y el aula grande lo notó: hubo quien siguió la primera hora sentado en los escalones, con el portátil sobre las rodillas. La convocatoria prometía algo concreto, poner en marcha un proyecto web completo dentro de un contenedor y comprobar su accesibilidad antes de publicarlo, y la sesión cumplió.',
        en: 'All 188 places at the web development workshop with Docker were taken within two days, and the main lecture hall showed it: some people followed the first hour sitting on the steps, laptops on their knees. The invitation promised something concrete, getting a complete web project running inside a container and checking its accessibility before publishing it, and the session delivered.',
      },
      {
        es: 'La charla principal corrió a cargo de Adrián Iglesias, especialista en accesibilidad web, que abrió con una tienda en línea de ejemplo y un lector de pantalla. En menos de un minuto, el público oyó cómo el lector anunciaba «botón, botón, botón» sin decir qué hacía ninguno. «Esto no es un caso raro», dijo Iglesias. «Es lo normal cuando nadie lo ha probado». Después dejó un dato que muchos apuntaron: desde que empezó a aplicarse, la ley europea de accesibilidad obliga también a muchas tiendas en línea privadas, no solo a las webs públicas, con excepciones para las microempresas de servicios.',
        en: 'The main talk was given by Adrián Iglesias, a web accessibility specialist, who opened with a sample online shop and a screen reader. Within a minute the audience heard the reader announce “button, button, button” without saying what any of them did. “This isn’t an unusual case,” Iglesias said. “It’s what happens when nobody has tested it.” Then he left a fact many wrote down: now that it applies, the European Accessibility Act also covers many private online shops, not just public websites, with exemptions for the smallest service businesses.',
      },
      {
        es: 'Iglesias mostró proyectos reales hechos con Docker y explicó por qué le resulta tan útil: un contenedor permite que el proyecto arranque igual en el portátil de clase y en el servidor, y eso incluye las comprobaciones de accesibilidad. En sus equipos, cada cambio pasa por un contenedor que ejecuta axe-core sobre las páginas principales; si aparece una imagen sin texto alternativo o un formulario sin etiquetas, el cambio no se publica. «La herramienta no sustituye a probar con personas, pero evita que repitamos los mismos errores básicos».',
        en: 'Iglesias showed real projects made with Docker and explained why he finds it so useful: a container lets a project start the same way on a classroom laptop and on the server, and that includes the accessibility checks. In his teams, every change goes through a container that runs axe-core against the main pages; if an image without alternative text or a form without labels turns up, the change is not published. “The tool doesn’t replace testing with people, but it stops us repeating the same basic mistakes.”',
      },
      {
        es: 'En el taller posterior, dirigido por el profesor Iván Jiménez, hubo tiempo para probar JavaScript con las manos en el teclado. Cada asistente escribió un Dockerfile para una pequeña aplicación en Node.js, la conectó con una base de datos mediante Docker Compose y la arrancó con una sola orden. Los problemas fueron los de siempre: puertos ocupados, una variable de entorno mal escrita, un contenedor que se detenía nada más arrancar porque la base de datos aún no estaba lista.',
        en: 'In the workshop that followed, led by lecturer Iván Jiménez, there was time to try JavaScript with hands on the keyboard. Each attendee wrote a Dockerfile for a small Node.js application, connected it to a database with Docker Compose and started it with a single command. The problems were the usual ones: ports already in use, a misspelt environment variable, a container that stopped as soon as it started because the database was not ready yet.',
      },
      {
        es: 'Jiménez convirtió esos tropiezos en el centro de la sesión. Proyectó los errores más repetidos y enseñó a leer los registros del contenedor antes de tocar nada. «Casi siempre el mensaje dice exactamente qué pasa; lo difícil es tener la calma de leerlo entero», explicó. En la última media hora, los asistentes añadieron a su proyecto la misma comprobación de accesibilidad que había mostrado Iglesias y corrigieron lo que salió: sobre todo, contrastes de color insuficientes y botones sin nombre.',
        en: 'Jiménez turned those stumbles into the core of the session. He put the most common errors on screen and showed how to read the container logs before touching anything. “The message almost always says exactly what’s wrong; the hard part is staying calm enough to read all of it,” he explained. In the last half hour, attendees added the same accessibility check Iglesias had shown to their own projects and fixed what came up: mostly insufficient colour contrast and buttons without names.',
      },
      {
        es: 'Varios estudiantes de primero se quedaron a preguntar hasta el cierre. Hugo Ramos, uno de ellos, resumía la tarde con el portátil todavía abierto: «Pensaba que Docker era cosa de quien gestiona servidores. Hoy he visto que es la manera de que mi compañera y yo trabajemos sobre lo mismo sin pasarnos la tarde diciendo “en mi ordenador funciona”».',
        en: 'Several first-year students stayed asking questions until closing time. Hugo Ramos, one of them, summed up the afternoon with his laptop still open: “I thought Docker was something for people who run servers. Today I saw it’s the way for my classmate and me to work on the same thing without spending the afternoon saying ‘it works on my machine’.”',
      },
      {
        es: 'La escuela repetirá el formato el próximo trimestre, con una sesión dedicada a desplegar los contenedores en un servidor real. Mientras tanto, las grabaciones de la charla y del taller de desarrollo web, junto con los materiales y los Dockerfile de ejemplo, están disponibles para el alumnado en el campus virtual.',
        en: 'The school will repeat the format next term, with a session on deploying the containers to a real server. In the meantime, recordings of the talk and of the web development workshop, along with the materials and the sample Dockerfiles, are available to students on the virtual campus.',
      },
    ],
  },
  {
    title: '«Catálogo Castizo», una sesión editorial con prendas de segunda mano',
    standfirst: {
      es: 'Prendas de segunda mano, patrones digitalizados con Gerber AccuMark y una corrala como plató: el equipo de «Catálogo Castizo» cuenta cómo construyó su sesión editorial.',
      en: 'Second-hand garments, patterns digitised with Gerber AccuMark and an old Madrid tenement courtyard as a set: the team behind “Catálogo Castizo” explains how they built their editorial shoot.',
    },
    paragraphs: [
      {
        es: 'Un abrigo de paño con los codos gastados, una bata acolchada y unos pantalones de pinzas con el bajo descosido: con piezas así, compradas en una tienda benéfica del barrio, se hizo «Catálogo Castizo», la sesión editorial con prendas de segunda mano que un equipo de estudiantes de comunicación de moda presentó este trimestre. El encargo pedía un catálogo de temporada; ellos decidieron que la colección sería lo que Madrid ya guarda en los armarios.',
        en: 'A wool coat worn thin at the elbows, a quilted dressing gown and a pair of pleated trousers with an unpicked hem: pieces like these, bought from a charity shop in the neighbourhood, make up “Catálogo Castizo”, the editorial shoot with second-hand garments that a team of fashion communication students presented this term. The brief asked for a seasonal catalogue; they decided the collection would be whatever Madrid already keeps in its wardrobes.',
      },
      {
        es: 'El equipo lo formaron tres estudiantes: Paula Herrera, a cargo del estilismo; Javier Molina, en la fotografía, y Alba Ruiz, que se ocupó de los patrones y los arreglos. Eligieron como plató una corrala del centro y como modelos a vecinos del edificio, para que la ropa apareciera donde se usa y no sobre un fondo blanco. «Lo castizo, para nosotros, no es un disfraz de verbena», explica Herrera. «Es la abuela que sube la compra con un abrigo que lleva cuarenta años arreglando».',
        en: 'The team was made up of three students: Paula Herrera, in charge of styling; Javier Molina, on photography; and Alba Ruiz, who took care of patterns and alterations. As their set they chose an old tenement built around a courtyard in the city centre, with residents of the building as models, so that the clothes would appear where they are worn rather than against a white background. “Old Madrid, for us, isn’t fancy dress for a street party,” Herrera explains. “It’s the grandmother carrying the shopping upstairs in a coat she’s been mending for forty years.”',
      },
      {
        es: 'El equipo trabajó con Gerber AccuMark y, en la fase final, con Procreate. La primera versión no funcionó. Herrera dibujó un figurín para cada conjunto, con los ajustes que necesitaba cada prenda, y llevaron los figurines al taller de costura para que hicieran los arreglos. No salió nada utilizable: el figurín comunica una idea; la ficha técnica permite que un taller la fabrique. En la cuarta semana tuvieron que rehacer el planteamiento desde el principio.',
        en: 'The team worked with Gerber AccuMark and, in the final phase, with Procreate. The first version did not work. Herrera drew a fashion sketch for each outfit, showing the adjustments every garment needed, and they took the sketches to the sewing workroom to have them made. Nothing usable came back: a fashion sketch communicates an idea; a technical sheet is what lets a workshop make it. In week four they had to rethink the approach from scratch.',
      },
      {
        es: 'Ahí entró Alba Ruiz. Descosió con cuidado dos de las prendas, las midió pieza a pieza y digitalizó sus patrones en Gerber AccuMark para comprobar en pantalla cuánto se podía meter una cintura o alargar una manga con el margen de costura que quedaba. Con eso preparó una ficha técnica para cada arreglo: medidas, puntadas, orden de montaje. «Descubrimos que muchas prendas antiguas están pensadas para durar: tienen márgenes generosos y costuras que se pueden abrir», cuenta. Una prenda que se puede reparar vive de media el doble que una que no.',
        en: 'That is where Alba Ruiz came in. She carefully unpicked two of the garments, measured them piece by piece and digitised their patterns in Gerber AccuMark to check on screen how far a waist could be taken in or a sleeve let down with the seam allowance that was left. From that she prepared a technical sheet for each alteration: measurements, stitches, order of assembly. “We found that many older garments are made to last: they have generous allowances and seams that can be opened,” she says. A garment that can be repaired lasts on average twice as long as one that cannot.',
      },
      {
        es: 'La sesión se hizo en dos mañanas. Molina trabajó con la luz natural del patio y un solo reflector, y fotografió cada prenda dos veces: puesta, en una escalera o un balcón, y abierta sobre una mesa, con las costuras a la vista. En la fase final, Herrera usó Procreate para dibujar sobre esas segundas fotos las indicaciones de arreglo, de modo que cada página del catálogo combina la imagen editorial con una pequeña lección de costura.',
        en: 'The shoot took two mornings. Molina worked with natural light from the courtyard and a single reflector, and photographed each garment twice: worn, on a staircase or a balcony, and laid open on a table with its seams on show. In the final phase, Herrera used Procreate to draw the alteration instructions over those second photos, so every page of the catalogue combines the editorial image with a short sewing lesson.',
      },
      {
        es: 'Hoy «Catálogo Castizo» lo usan 140 personas, en su mayoría clientas y clientes de la tienda benéfica que descargan las fichas para ajustar en casa lo que han comprado. El equipo sigue atendiendo sus sugerencias: la más repetida fue añadir una tabla de equivalencias para las tallas antiguas, y ya está en la versión digital. La tienda, por su parte, ha empezado a colgar en cada percha el código de la ficha correspondiente.',
        en: 'Today 140 people use “Catálogo Castizo”, most of them customers of the charity shop who download the sheets to alter what they have bought at home. The team still takes on their suggestions: the most frequent was to add a conversion table for old sizes, and it is already in the digital version. The shop, for its part, has started hanging the code for the matching sheet on each hanger.',
      },
      {
        es: 'Lo siguiente es una segunda edición con prendas de punto, que exigen otro tipo de ficha y otro tipo de paciencia. Ruiz resume lo aprendido con una frase que repite a quien le pregunta: «Una foto bonita vende una prenda una vez. Una ficha bien hecha la hace durar». El equipo presentará la nueva edición en la próxima muestra de proyectos de moda.',
        en: 'Next comes a second edition with knitwear, which calls for a different kind of sheet and a different kind of patience. Ruiz sums up what she learnt in a line she repeats to anyone who asks: “A beautiful photo sells a garment once. A well-made sheet makes it last.” The team will present the new edition at the next fashion project showcase.',
      },
    ],
  },
  {
    title: 'Estudiantes de EDTE presentan «Retales» ante empresas del sector',
    standfirst: {
      es: 'Tejidos recuperados, patrones en Optitex y una demostración en directo: así presentaron «Retales» sus autores ante profesionales de la moda.',
      en: 'Reclaimed fabrics, patterns in Optitex and a live demonstration: this is how the students behind “Retales” presented it to fashion professionals.',
    },
    paragraphs: [
      {
        es: 'Cuatro retales de lana gris, sobrantes de una sastrería, se convirtieron en una chaqueta delante de un público de empresas del sector. Fue el momento central de la presentación de «Retales», una colección cápsula hecha con tejidos recuperados que un grupo de estudiantes de EDTE desarrolló en clase de patronaje y que presentaron con una demostración en directo: del patrón en pantalla al corte sobre la mesa.',
        en: 'Four offcuts of grey wool, left over from a tailor’s workshop, turned into a jacket in front of an audience from the fashion industry. It was the centrepiece of the presentation of “Retales”, a capsule collection made from reclaimed fabrics that a group of EDTE students developed in their pattern making classes and presented with a live demonstration: from the pattern on screen to the cut on the table.',
      },
      {
        es: 'El equipo lo forman Clara Domínguez, Daniel Santos y Elena Romero. Su punto de partida fue un problema que cualquier taller conoce: los tejidos recuperados llegan en piezas pequeñas, irregulares y distintas entre sí, y un patrón convencional necesita largos continuos de tela. La solución fue diseñar las prendas por paneles. Cada modelo se divide en piezas modulares que caben en un retal de tamaño medio, y las costuras entre paneles forman parte del diseño en lugar de esconderse.',
        en: 'The team is Clara Domínguez, Daniel Santos and Elena Romero. Their starting point was a problem any workroom knows: reclaimed fabrics arrive in small, irregular pieces that differ from one another, while a conventional pattern needs continuous lengths of cloth. The solution was to design the garments in panels. Each style is divided into modular pieces that fit on a medium-sized offcut, and the seams between panels become part of the design instead of being hidden.',
      },
      {
        es: 'Ante los invitados, Santos fotografió los retales sobre la mesa, los cargó en Optitex como contornos y fue colocando encima las piezas del patrón hasta aprovechar casi toda la superficie. Domínguez cortó después en directo y Romero cosió los primeros paneles. Las preguntas de las empresas fueron directas: cómo se produce esto a mayor escala si cada retal es diferente, cuánto tiempo añade al corte, cómo se garantiza la misma talla en dos chaquetas hechas con restos distintos. El equipo respondió con sus propias pruebas, errores incluidos.',
        en: 'In front of the guests, Santos photographed the offcuts on the table, loaded them into Optitex as outlines and arranged the pattern pieces over them until almost the whole surface was used. Domínguez then cut live and Romero sewed the first panels. The companies’ questions were direct: how does this scale if every offcut is different, how much time does it add to cutting, how do you guarantee the same size in two jackets made from different scraps? The team answered with their own tests, mistakes included.',
      },
      {
        es: 'Detrás de la presentación hay una apuesta docente. Una prenda que se puede reparar vive de media el doble que una que no, y diseñar por paneles facilita justo eso: si se gasta un codo, se cambia un panel. Por eso la escuela quiere que Optitex se use desde las primeras semanas de patronaje, y no solo en el proyecto final, para que cada estudiante piense en la reparación al mismo tiempo que en la forma.',
        en: 'Behind the presentation lies a teaching choice. A garment that can be repaired lasts on average twice as long as one that cannot, and designing in panels makes exactly that easier: if an elbow wears through, a panel is replaced. That is why the school wants Optitex used from the first weeks of pattern making, not only in the final project, so that students think about repair at the same time as shape.',
      },
      {
        es: 'Entre el público estaba Rocío Navarro, patronista en un taller de sastrería, que conoce bien el trabajo de la escuela. Al terminar, repitió lo que suele decir a sus equipos: el figurín comunica una idea; la ficha técnica permite que un taller la fabrique. «Lo que me ha gustado es que han traído las dos cosas», añadió. «Hay colecciones preciosas que no sobreviven al primer día en un taller porque nadie ha pensado en cómo se cosen. Esta sí lo ha pensado».',
        en: 'Among the audience was Rocío Navarro, a pattern cutter at a tailoring workshop, who knows the school’s work well. Afterwards she repeated what she often tells her teams: a fashion sketch communicates an idea; the technical sheet lets a workshop make it. “What I liked is that they brought both,” she added. “There are beautiful collections that don’t survive their first day in a workroom because nobody has thought about how they’re sewn. This one has.”',
      },
      {
        es: 'Para el equipo, lo más difícil no fue la demostración sino las semanas anteriores. «Nuestra primera chaqueta tenía once paneles y parecía un mapa», reconoce Romero. «Aprendimos a quitar costuras: cada una cuesta tiempo y es un punto débil». Tras la presentación, varias de las empresas asistentes les han pedido las fichas técnicas para estudiar una pequeña serie con sus propios sobrantes de tela.',
        en: 'For the team, the hardest part was not the demonstration but the weeks before it. “Our first jacket had eleven panels and looked like a map,” Romero admits. “We learnt to remove seams: every one costs time and is a weak point.” After the presentation, several of the companies that attended asked for the technical sheets to study a small run using their own fabric leftovers.',
      },
      {
        es: 'Quien quiera saber más puede venir a la próxima jornada de puertas abiertas, donde las prendas de «Retales» estarán expuestas junto a otros trabajos de patronaje hechos con Gerber AccuMark, con sus fichas técnicas a la vista.',
        en: 'Anyone who wants to know more can come to the next open day, where the “Retales” garments will be on show alongside other pattern making work made with Gerber AccuMark, with their technical sheets on display.',
      },
    ],
  },
  {
    title: 'Primeros pasos con AutoCAD para diseño de interiores',
    standfirst: {
      es: 'Unidades, capas, bloques y escala de impresión: lo que conviene aprender primero en AutoCAD para dibujar interiores, con el proyecto «Treinta Metros» como ejemplo.',
      en: 'Units, layers, blocks and plot scale: what to learn first in AutoCAD to draw interiors, with the “Treinta Metros” project as an example.',
    },
    paragraphs: [
      {
        es: 'Una cinta métrica y una libreta fueron las primeras herramientas de «Treinta Metros», el proyecto con el que Andrés Cano replanteó una vivienda real de treinta metros cuadrados para dos personas. Antes de abrir AutoCAD midió cada pared, cada hueco y las dos diagonales de cada habitación, para saber si los ángulos eran de verdad rectos. Esta guía recoge esos primeros pasos y los consejos de su profesor, Tomás Pérez, para quien empieza a usar AutoCAD en diseño de interiores.',
        en: 'A tape measure and a notebook were the first tools of “Treinta Metros”, the project in which Andrés Cano redesigned a real thirty-square-metre home for two people. Before opening AutoCAD he measured every wall, every opening and both diagonals of each room, to find out whether the corners were truly square. This guide gathers those first steps and the advice of his lecturer, Tomás Pérez, for anyone starting to use AutoCAD in interior design.',
      },
      {
        es: 'Dedica las dos primeras semanas a AutoCAD y a nada más. Cambiar de herramienta cada vez que algo sale mal es la forma más rápida de no aprender ninguna; Revit, con sus muros y sus familias paramétricas, puede esperar a que domines el dibujo en dos dimensiones. «Quien entiende una planta en AutoCAD entiende después lo que Revit hace por debajo», explica Pérez. «Al revés cuesta mucho más».',
        en: 'Spend the first two weeks on AutoCAD and nothing else. Switching tools whenever something goes wrong is the fastest way to learn none; Revit, with its parametric walls and families, can wait until you have mastered two-dimensional drawing. “If you understand a floor plan in AutoCAD, you later understand what Revit is doing underneath,” Pérez explains. “The other way round is much harder.”',
      },
      {
        es: 'Lo primero es configurar las unidades y dibujar siempre a tamaño real. En el espacio modelo, un muro de tres metros mide tres metros; la escala, sea 1:50 para una vivienda o 1:20 para un detalle de cocina, se aplica después en la presentación, al preparar la lámina. Decide desde el principio si trabajas en metros, centímetros o milímetros y no lo cambies a mitad: muchos desastres de principiante vienen de mezclar unidades.',
        en: 'The first thing is to set your units and always draw at full size. In model space, a three-metre wall measures three metres; the scale, whether 1:50 for a home or 1:20 for a kitchen detail, is applied later in the layout, when you prepare the sheet. Decide from the start whether you are working in metres, centimetres or millimetres and do not change halfway: many beginner disasters come from mixing units.',
      },
      {
        es: 'Después, organiza el dibujo por capas: muros, carpintería, mobiliario, instalaciones, cotas y textos, cada una con su color y su grosor de línea. Una planta bien organizada se puede imprimir de varias formas apagando capas, sin volver a dibujar nada. Aprende pronto un puñado de órdenes y úsalas desde el teclado: polilínea, desfase para dar grosor a los muros, recorta, simetría y matriz. Activa la referencia a objetos para que cada línea empiece exactamente donde debe, y no a ojo.',
        en: 'Next, organise the drawing in layers: walls, joinery, furniture, services, dimensions and text, each with its own colour and line weight. A well-organised plan can be printed in several ways by switching layers off, without redrawing anything. Learn a handful of commands early and use them from the keyboard: polyline, offset to give walls their thickness, trim, mirror and array. Turn on object snap so that every line starts exactly where it should, not by eye.',
      },
      {
        es: 'El mobiliario, las puertas y los aparatos sanitarios se dibujan una vez y se guardan como bloques. Así, si cambias la cama de «Treinta Metros», cambia en todas las plantas a la vez. Y dibuja pensando en el uso, no solo en el objeto: en una vivienda tan pequeña, los pasos libres deciden el proyecto. Cano tuvo que mover la cocina dos veces hasta dejar noventa centímetros libres frente a la encimera y un espacio junto a la cama que permitiera hacerla sin saltar por encima.',
        en: 'Furniture, doors and bathroom fittings are drawn once and saved as blocks. That way, if you change the bed in “Treinta Metros”, it changes on every plan at once. And draw with use in mind, not just objects: in such a small home, clearances decide the project. Cano had to move the kitchen twice before he had ninety centimetres of clear space in front of the worktop and room beside the bed to make it without climbing over it.',
      },
      {
        es: 'Practica con un encargo pequeño y cerrado. «Treinta Metros» es un buen ejemplo: tiene un usuario claro, una pareja que trabaja desde casa; un alcance limitado, y se puede enseñar terminado. Y hay que terminarlo de verdad, con cotas, textos y una lámina impresa. Imprimir forma parte del aprendizaje: ahí descubrirás si los grosores de línea distinguen el muro seccionado del mueble, o si todo sale del mismo gris. Revisa la lámina en papel antes de entregarla; en pantalla todo parece correcto.',
        en: 'Practise with a small, well-defined brief. “Treinta Metros” is a good example: it has a clear user, a couple who work from home; a limited scope; and it can be shown finished. Actually finish it, with dimensions, text and a printed sheet. Printing is part of learning: that is where you find out whether your line weights distinguish a cut wall from a piece of furniture, or whether everything comes out the same grey. Check the sheet on paper before handing it in; on screen everything looks right.',
      },
      {
        es: 'Y guarda cada versión, con la fecha en el nombre del archivo y sin sobrescribir la anterior. Dentro de un año querrás contar en una entrevista cómo evolucionó tu primer trabajo de diseño de interiores, y necesitarás las pruebas. Cano conserva las siete versiones de su planta: «La primera tiene la cocina donde no cabía nadie. Es la que más enseño, porque explica todo lo que aprendí después».',
        en: 'And keep every version, with the date in the file name and without overwriting the previous one. A year from now you will want to explain at an interview how your first interior design work evolved, and you will need the evidence. Cano has kept all seven versions of his plan: “The first has the kitchen where nobody could fit. It’s the one I show most, because it explains everything I learnt afterwards.”',
      },
    ],
  },
  {
    title: 'Un día de trabajo con Valeria Ibáñez, directora de arte en una agencia de publicidad',
    standfirst: {
      es: 'Revisiones en After Effects, reuniones con el equipo creativo y tinta de soja en sus ratos libres: Valeria Ibáñez, directora de arte en una agencia de publicidad, cuenta qué pide hoy el oficio de motion graphics.',
      en: 'Reviews in After Effects, meetings with the creative team and soy ink in her spare time: Valeria Ibáñez, art director at an advertising agency, explains what motion graphics demands today.',
    },
    paragraphs: [
      {
        es: 'A primera hora, antes de que llegue nadie, Valeria Ibáñez abre After Effects y revisa lo que quedó pendiente la tarde anterior: un renderizado a medias, una transición que no termina de respirar, un texto que entra un fotograma tarde. Es directora de arte en una agencia de publicidad, y su día de trabajo se reparte entre esas revisiones, las reuniones y, con suerte, dos horas seguidas de motion graphics con los auriculares puestos. La acompañamos una jornada y le hicimos estas preguntas.',
        en: 'First thing, before anyone else arrives, Valeria Ibáñez opens After Effects and reviews what was left open the evening before: a half-finished render, a transition that doesn’t quite breathe, a line of text that comes in one frame late. She is an art director at an advertising agency, and her working day is divided between those reviews, meetings and, with luck, two clear hours of motion graphics with her headphones on. We spent a day with her and asked her these questions.',
      },
      {
        es: '¿Qué haces en un día normal? «Depende de la semana, pero casi siempre hay After Effects abierto. Una misma pieza sale en vertical, en cuadrado y en horizontal, así que diseño cada animación sobre una retícula que funcione en los tres formatos y respete los márgenes de seguridad de cada plataforma. Además, casi todo se ve sin sonido: la tipografía tiene que contar la historia ella sola en los primeros segundos. Eso ocupa más tiempo del que la gente imagina».',
        en: 'What does a normal day look like? “It depends on the week, but After Effects is almost always open. The same piece goes out vertical, square and horizontal, so I design each animation on a grid that works in all three formats and respects each platform’s safe margins. And almost everything is watched with the sound off: the typography has to tell the story on its own in the first few seconds. That takes more time than people imagine.”',
      },
      {
        es: '¿Qué hace exactamente una directora de arte? «Traducir una idea en imágenes. El redactor y yo recibimos un problema, por ejemplo que la gente joven no sabe que una marca de bicicletas hace reparaciones, y buscamos la forma de contarlo. Yo decido la tipografía, el color, el ritmo, el tipo de imagen. Luego superviso a diseñadores y animadores y defiendo la propuesta ante el cliente, que es lo que más cuesta aprender».',
        en: 'What exactly does an art director do? “Turn an idea into images. The copywriter and I are given a problem, for example that young people don’t know a bicycle brand does repairs, and we look for a way to tell it. I decide the typography, the colour, the rhythm, the kind of image. Then I supervise designers and animators and defend the proposal to the client, which is the hardest part to learn.”',
      },
      {
        es: '¿Sigues trabajando en papel? «Sí, y me salva. En mis ratos libres imprimo con una editorial pequeña que tiene una máquina de risografía. La risografía imprime tinta de soja capa a capa, un color cada vez, y sigue viva en las editoriales pequeñas porque es barata y tiene un carácter que no se puede imitar. Te obliga a pensar en capas y en cómo se superponen, que es exactamente lo que hago en After Effects, pero sin poder deshacer».',
        en: 'Do you still work on paper? “Yes, and it keeps me sane. In my spare time I print with a small publisher that has a risograph machine. Risograph printing lays soy ink layer by layer, one colour at a time, and it’s still alive at small publishers because it’s cheap and has a character you can’t fake. It makes you think in layers and how they overlap, which is exactly what I do in After Effects, only without an undo button.”',
      },
      {
        es: '¿Qué proyecto de tus estudios recuerdas? «Uno parecido a “Oficios”, una serie de ilustraciones sobre oficios tradicionales. Yo animé a un zapatero y a una encuadernadora, y lo moví todo: las manos, las herramientas, el fondo, hasta el polvo. Quedó agotador de ver. Mi tutora me hizo quitar movimiento hasta que solo se movían las manos, y de repente la pieza funcionaba. Aprendí más de sus errores que de cualquier examen».',
        en: 'Which project from your studies do you remember? “One similar to ‘Oficios’, an illustration series about traditional trades. I animated a shoemaker and a bookbinder, and I moved everything: the hands, the tools, the background, even the dust. It was exhausting to watch. My tutor made me take movement out until only the hands moved, and suddenly the piece worked. I learnt more from its mistakes than from any exam.”',
      },
      {
        es: '¿Qué buscas cuando revisas un portfolio? «Criterio antes que efectos. Prefiero diez segundos bien medidos a un minuto de transiciones espectaculares. Me fijo en si la persona sabe cuándo parar, si la tipografía se lee y si el movimiento tiene una razón. Y en los bocetos: quien enseña cómo llegó a una pieza me dice mucho más que quien solo enseña el resultado».',
        en: 'What do you look for when you review a portfolio? “Judgement before effects. I’d rather have ten well-measured seconds than a minute of spectacular transitions. I look at whether the person knows when to stop, whether the type is legible and whether the movement has a reason. And at the sketches: someone who shows how they arrived at a piece tells me much more than someone who only shows the result.”',
      },
      {
        es: '¿Un consejo para quien empieza en motion graphics? «Que enseñe su trabajo pronto y a menudo, aunque no esté terminado. Y que aprenda maquetación, aunque quiera animar: la retícula es la herramienta que permite maquetar cien páginas con coherencia, y también treinta piezas de una misma campaña. Eso no se aprende solo en casa; se aprende cuando alguien te devuelve el trabajo lleno de notas».',
        en: 'Any advice for someone starting out in motion graphics? “Show your work early and often, even when it isn’t finished. And learn layout, even if you want to animate: the grid is the tool that makes it possible to lay out a hundred pages consistently, and thirty pieces of the same campaign too. You don’t learn that alone at home; you learn it when someone hands your work back covered in notes.”',
      },
      {
        es: 'Al final de la jornada, antes de irse, deja un renderizado en cola para encontrarlo listo cuando vuelva. «Es mi pequeño truco», dice. «Así cada día empieza con algo que mirar con ojos nuevos».',
        en: 'At the end of the day, before she leaves, she puts a render in the queue so that it is ready when she comes back. “It’s my little trick,” she says. “That way every day starts with something to look at with fresh eyes.”',
      },
    ],
  },
  {
    title: 'Elogio de los proyectos lentos en diseño centrado en las personas',
    standfirst: {
      es: 'Onshape ocupa poco en nuestras clases de diseño centrado en las personas, y no es un descuido: defendemos proyectos que duran un curso entero, y esta es la razón.',
      en: 'Onshape takes up little of our human-centred design classes, and that is no oversight: we stand up for projects that last a whole academic year, and this is why.',
    },
    paragraphs: [
      {
        es: '«Caja Repara» tardó un curso entero en estar lista, y es el mejor argumento que conozco en elogio de los proyectos lentos en diseño centrado en las personas. Es un kit para reparar pequeños electrodomésticos en casa: una caja con las puntas de destornillador que de verdad usan los fabricantes, piezas de recambio comunes y unas guías ilustradas. Parece sencillo. Llegar a esa sencillez costó meses.',
        en: '“Caja Repara” took a whole academic year to be ready, and it is the best argument I know in praise of slow projects in human-centred design. It is a kit for repairing small appliances at home: a box with the screwdriver bits manufacturers actually use, common spare parts and illustrated guides. It looks simple. Reaching that simplicity took months.',
      },
      {
        es: 'Durante los primeros meses, el equipo no diseñó nada. Sus integrantes visitaron casas, pidieron a la gente que intentara arreglar una tostadora o un secador delante de ellos y tomaron notas. Lo que descubrieron no estaba en ningún manual: casi nadie abandonaba por falta de habilidad, sino por miedo a la corriente y por no saber qué tornillo quitar primero. Con un proyecto de seis semanas habríamos diseñado una caja de herramientas más bonita. Con un curso entero, el equipo diseñó una respuesta a ese miedo.',
        en: 'For the first months the team designed nothing. They visited homes, asked people to try fixing a toaster or a hairdryer in front of them and took notes. What they found was in no manual: almost nobody gave up for lack of skill, but out of fear of electricity and not knowing which screw to undo first. With a six-week project we would have designed a nicer toolbox. With a whole year, the team designed an answer to that fear.',
      },
      {
        es: 'Pensemos en un caso concreto: la nueva normativa europea de ecodiseño exige que muchos productos se puedan reparar y desmontar, con piezas de recambio disponibles e información para repararlos. Nadie aprende lo que eso significa leyendo el manual de Onshape; se aprende equivocándose en un proyecto con fecha de entrega, cuando descubres que la carcasa que has modelado con tanto cuidado solo se abre rompiendo dos pestañas.',
        en: 'Take a concrete case: new European ecodesign rules require many products to be repairable and easy to take apart, with spare parts available and repair information provided. Nobody learns what that means from the Onshape manual; you learn it by getting it wrong in a project with a deadline, when you discover that the casing you modelled so carefully only opens if you snap two clips.',
      },
      {
        es: 'Lo vi claro con «Caja Repara». El equipo cambió de herramienta de modelado a mitad de curso, cuando la caja y sus separadores crecieron más de lo previsto, y el proyecto no se resintió, porque las decisiones importantes ya estaban tomadas en papel: qué iba en cada compartimento, en qué orden se abría, qué tenía que ver primero quien levantara la tapa. Las guías se probaron con personas mayores del barrio hasta llegar a su quinta versión. La tercera empezaba con el dibujo de un enchufe desconectado; fue idea de una de esas vecinas.',
        en: 'I saw it clearly with “Caja Repara”. The team switched modelling tools halfway through the year, when the box and its dividers grew beyond what they had planned, and the project did not suffer, because the important decisions had already been made on paper: what went in each compartment, in what order it opened, what someone lifting the lid had to see first. The guides were tested with older people from the neighbourhood until they reached a fifth version. The third began with a drawing of a plug pulled out of its socket; it was the idea of one of those neighbours.',
      },
      {
        es: 'Se me objetará que la profesión va deprisa y que en un estudio nadie concede un curso entero para una caja. Es cierto. Pero la velocidad profesional se apoya en algo que se aprende despacio: saber observar, saber qué preguntar, saber cuándo un prototipo de cartón responde mejor que un modelo perfecto. Quien nunca ha tenido tiempo para eso trabaja rápido en la dirección equivocada.',
        en: 'It will be objected that the profession moves fast and that no studio grants a whole year for a box. True. But professional speed rests on something learnt slowly: knowing how to observe, what to ask, when a cardboard prototype answers better than a perfect model. Anyone who has never had time for that works fast in the wrong direction.',
      },
      {
        es: 'Por eso Onshape ocupa poco en nuestras clases, y no por desprecio. Lo usamos cuando hay algo que modelar, y ni un día antes. El resto del tiempo se va en visitas, entrevistas, prototipos toscos y pruebas con usuarios que no tienen ninguna obligación de ser amables.',
        en: 'That is why Onshape takes up little of our classes, and not out of contempt. We use it when there is something to model, and not a day sooner. The rest of the time goes on visits, interviews, rough prototypes and tests with users who are under no obligation to be kind.',
      },
      {
        es: 'Las herramientas volverán a cambiar antes de que termine este curso. El criterio que se forma trabajando con paciencia el diseño centrado en las personas, no. «Caja Repara» se probará ahora en una biblioteca del barrio, donde los vecinos podrán llevársela en préstamo. Si vuelve con las guías manchadas de grasa, sabremos que el curso entero mereció la pena.',
        en: 'Tools will change again before this year is out. The judgement you build by working patiently on human-centred design will not. “Caja Repara” will now be tested at a neighbourhood library, where residents will be able to borrow it. If it comes back with grease on the guides, we will know the whole year was worth it.',
      },
    ],
  },
];
