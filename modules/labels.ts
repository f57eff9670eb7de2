/**
 * The words the editor shows for modules and their fields (spec 4, editor mode), in Spanish and
 * English: a label and a help text for each. A module's own words sit beside its schema in the
 * registry (modules/registry.ts), where a module cannot be registered without them; fields that
 * mean the same in every module (a title, a link, an image) are named once here, and a module
 * names its own fields, or a shared field it uses differently, in `fields`.
 * test/module-labels.test.ts walks every registered schema and fails on a field without words.
 */
export interface Words { es: string; en: string }
export interface FieldWords {
  label: Words;
  help: Words;
  /** For a list: what one of its items is called ("Pregunta 2"). */
  item?: Words;
}
export interface ModuleWords {
  label: Words;
  help: Words;
  fields?: Readonly<Record<string, FieldWords>>;
}

/** Fields filled by the builder or the editor itself, never shown or typed. */
export const UNLABELLED_FIELDS: ReadonlySet<string> = new Set(['component', 'editorID', 'queriedItems']);

const w = (es: string, en: string): Words => ({ es, en });
/** label (es, en), help (es, en), and for lists what an item is called. */
export const f = (labelEs: string, labelEn: string, helpEs: string, helpEn: string, item?: [string, string]): FieldWords =>
  ({ label: w(labelEs, labelEn), help: w(helpEs, helpEn), ...(item ? { item: w(item[0], item[1]) } : {}) });
export const m = (labelEs: string, labelEn: string, helpEs: string, helpEn: string, fields?: Record<string, FieldWords>): ModuleWords =>
  ({ label: w(labelEs, labelEn), help: w(helpEs, helpEn), ...(fields ? { fields } : {}) });

export const FIELD_WORDS: Readonly<Record<string, FieldWords>> = {
  abstract: f('Resumen', 'Summary', 'Texto breve que acompaña a cada tarjeta.', 'Short text shown with each card.'),
  academicYear: f('Curso académico', 'Academic year', 'Curso al que se refieren los datos, p. ej. 2026-2027.', 'The year the figures apply to, e.g. 2026-2027.'),
  acronym: f('Sigla', 'Acronym', 'Abreviatura que se explica en la página.', 'An abbreviation the page explains.'),
  acronyms: f('Siglas', 'Acronyms', 'Abreviaturas y su significado completo.', 'Abbreviations and what they stand for.', ['Sigla', 'Acronym']),
  address: f('Dirección', 'Address', 'Una línea por elemento: calle, ciudad, país.', 'One line per item: street, city, country.', ['Línea', 'Line']),
  align: f('Alineación', 'Alignment', 'Cómo se alinea el texto.', 'How the text is aligned.'),
  alt: f('Texto alternativo', 'Alt text', 'Describe la imagen para quien no la ve; vacío solo si es decorativa.', 'Describes the image for people who cannot see it; empty only when decorative.'),
  amount: f('Importe', 'Amount', 'Cantidad en la moneda indicada.', 'Amount in the currency given.'),
  anchorID: f('Ancla', 'Anchor', 'Nombre para enlazar a este bloque con #nombre.', 'A name to link to this block with #name.'),
  answer: f('Respuesta', 'Answer', 'La respuesta a la pregunta.', 'The answer to the question.'),
  author: f('Autor', 'Author', 'Quién lo dijo o escribió.', 'Who said or wrote it.'),
  autoplay: f('Avance automático', 'Autoplay', 'Las diapositivas pasan solas.', 'Slides move on by themselves.'),
  buttonText: f('Texto del botón', 'Button text', 'Lo que dice el botón que abre el formulario.', 'What the button that opens the form says.'),
  bytes: f('Tamaño (bytes)', 'Size (bytes)', 'Tamaño del archivo, se muestra al visitante.', 'File size, shown to visitors.'),
  campus: f('Sede', 'Campus', 'Dónde se imparte.', 'Where it is taught.'),
  caption: f('Pie', 'Caption', 'Texto bajo la imagen o el vídeo.', 'Text under the image or video.'),
  closed: f('Inscripción cerrada', 'Registration closed', 'Márcalo cuando se agoten las plazas: el formulario muestra el aviso de inscripción cerrada antes de la fecha de cierre.', 'Tick it when every place is taken: the form shows the registration-closed message before its closing date.'),
  closesAt: f('Cierre', 'Closes at', 'Fecha y hora en que el formulario deja de aceptar envíos.', 'Date and time the form stops taking submissions.'),
  content: f('Contenido', 'Content', 'El texto, con negrita, cursiva, enlaces y listas.', 'The text, with bold, italics, links and lists.'),
  credits: f('Créditos', 'Credits', 'Créditos o reconocimientos del programa.', 'Credits of the programme.'),
  criteria: f('Requisitos', 'Criteria', 'Quién puede optar.', 'Who may apply.'),
  cta: f('Llamada a la acción', 'Call to action', 'El botón principal del bloque.', 'The block\'s main button.'),
  ctaText: f('Texto de la llamada', 'Call-to-action text', 'Lo que dice el botón principal.', 'What the main button says.'),
  currency: f('Moneda', 'Currency', 'Código de moneda, p. ej. EUR.', 'Currency code, e.g. EUR.'),
  data: f('Datos', 'Data', 'Datos que trae el sistema; no suele hacer falta cambiarlos.', 'Data the system fills in; rarely needs changing.'),
  date: f('Fecha', 'Date', 'Fecha que se muestra.', 'Date shown.'),
  deadline: f('Plazo', 'Deadline', 'Fecha límite para solicitarlo.', 'Last day to apply.'),
  duration: f('Duración', 'Duration', 'Cuánto dura, p. ej. 2 cursos o 3:45.', 'How long it lasts, e.g. 2 years or 3:45.'),
  ects: f('ECTS', 'ECTS', 'Créditos europeos.', 'European credits.'),
  expansion: f('Significado', 'Stands for', 'Lo que significa la sigla, completo.', 'What the acronym stands for, in full.'),
  facts: f('Datos destacados', 'Key facts', 'Cifras o frases cortas que se destacan.', 'Figures or short phrases to highlight.', ['Dato', 'Fact']),
  figure: f('Cifra', 'Figure', 'Número que se destaca.', 'Number to highlight.'),
  fileName: f('Nombre del archivo', 'File name', 'Nombre con el que se descarga.', 'Name it downloads as.'),
  files: f('Archivos', 'Files', 'Archivos para descargar.', 'Files to download.', ['Archivo', 'File']),
  format: f('Formato', 'Format', 'Tipo de archivo, p. ej. PDF.', 'File type, e.g. PDF.'),
  formType: f('Tipo de formulario', 'Form type', 'Qué pide el formulario y a quién llega.', 'What the form asks and who receives it.'),
  height: f('Alto', 'Height', 'Alto en píxeles.', 'Height in pixels.'),
  homeLink: f('Enlace a inicio', 'Home link', 'Adónde lleva el logotipo.', 'Where the logo leads.'),
  hours: f('Horas', 'Hours', 'Horas lectivas.', 'Teaching hours.'),
  href: f('Dirección del enlace', 'Link address', 'Una ruta del sitio (/admision/) o una dirección https://.', 'A site path (/en/admissions/) or an https:// address.'),
  id: f('Identificador', 'Identifier', 'Identificador interno; no lo cambies salvo que sepas por qué.', 'Internal identifier; leave it unless you know why.'),
  image: f('Imagen', 'Image', 'La imagen y cómo se recorta.', 'The image and how it is cropped.'),
  images: f('Imágenes', 'Images', 'Las imágenes de la galería.', 'The gallery\'s images.', ['Imagen', 'Image']),
  intro: f('Introducción', 'Introduction', 'Texto breve bajo el título.', 'Short text under the title.'),
  items: f('Elementos', 'Items', 'Los elementos del bloque, en orden.', 'The block\'s items, in order.', ['Elemento', 'Item']),
  kicker: f('Antetítulo', 'Kicker', 'Texto corto sobre el título.', 'Short text above the title.'),
  label: f('Etiqueta', 'Label', 'Texto corto que nombra el dato.', 'Short text that names the value.'),
  latitude: f('Latitud', 'Latitude', 'Coordenada norte-sur del lugar.', 'North-south coordinate of the place.'),
  layout: f('Disposición', 'Layout', 'Cómo se colocan imagen y texto.', 'How image and text are arranged.'),
  link: f('Enlace', 'Link', 'Texto y destino del enlace.', 'The link\'s text and destination.'),
  linkToURL: f('Enlace externo', 'External link', 'Marca si el enlace lleva fuera del sitio.', 'Tick when the link leads off the site.'),
  location: f('Lugar', 'Location', 'Dónde ocurre.', 'Where it happens.'),
  logo: f('Logotipo', 'Logo', 'La imagen del logotipo.', 'The logo image.'),
  logos: f('Logotipos', 'Logos', 'Los logotipos, en orden.', 'The logos, in order.', ['Logotipo', 'Logo']),
  showNames: f('Nombres bajo los logotipos', 'Names under the logos', 'Quítalo si los logotipos ya dicen el nombre: los lectores de pantalla lo seguirán leyendo.', 'Untick it when the logos already spell the names: screen readers still read them.'),
  longitude: f('Longitud', 'Longitude', 'Coordenada este-oeste del lugar.', 'East-west coordinate of the place.'),
  modal: f('Ventana', 'Dialog', 'Contenido que se abre en una ventana.', 'Content that opens in a dialog.'),
  modality: f('Modalidad', 'Mode of study', 'Presencial, en línea o mixta.', 'On campus, online or blended.'),
  mode: f('Modo', 'Mode', 'Cómo se eligen los elementos.', 'How the items are chosen.'),
  name: f('Nombre', 'Name', 'El nombre que se muestra.', 'The name shown.'),
  newTab: f('Abrir en otra pestaña', 'Open in a new tab', 'El enlace se abre en otra pestaña.', 'The link opens in a new tab.'),
  noFollow: f('Sin seguimiento (nofollow)', 'No follow', 'Los buscadores no siguen este enlace.', 'Search engines do not follow this link.'),
  note: f('Nota', 'Note', 'Aclaración breve.', 'A short clarification.'),
  pageId: f('Página', 'Page', 'Número de la página enlazada.', 'Number of the linked page.'),
  percent: f('Porcentaje', 'Percent', 'Porcentaje de descuento.', 'Discount percentage.'),
  phone: f('Teléfono', 'Phone', 'Teléfono de contacto que se muestra.', 'Contact phone shown.'),
  place: f('Lugar', 'Place', 'Nombre del lugar en el mapa.', 'Name of the place on the map.'),
  places: f('Plazas', 'Places', 'Número de plazas.', 'Number of places.'),
  position: f('Encuadre', 'Focal position', 'Qué parte de la imagen se mantiene al recortar.', 'Which part of the image stays when it is cropped.'),
  poster: f('Imagen de portada', 'Poster image', 'Imagen que se ve antes de reproducir.', 'Image shown before playing.'),
  preselectedProgram: f('Programa preseleccionado', 'Preselected programme', 'Programa que el formulario ya trae elegido.', 'Programme the form starts with.'),
  price: f('Precio', 'Price', 'Precio que se muestra.', 'Price shown.'),
  programOptions: f('Programas a elegir', 'Programme choices', 'Programas que se ofrecen en el formulario.', 'Programmes the form offers.', ['Programa', 'Programme']),
  programType: f('Tipo de programa', 'Programme type', 'Grado, máster, curso…', 'Degree, master\'s, course…'),
  programTypes: f('Tipos de programa', 'Programme types', 'Tipos que se ofrecen en el formulario.', 'Types the form offers.', ['Tipo', 'Type']),
  programs: f('Programas', 'Programmes', 'Los programas de la pestaña.', 'The tab\'s programmes.', ['Programa', 'Programme']),
  provider: f('Plataforma', 'Platform', 'Dónde está alojado el vídeo.', 'Where the video is hosted.'),
  published: f('Publicado', 'Published', 'Fecha de publicación.', 'Publication date.'),
  question: f('Pregunta', 'Question', 'La pregunta, como la haría un visitante.', 'The question, as a visitor would ask it.'),
  quote: f('Cita', 'Quote', 'Las palabras citadas.', 'The quoted words.'),
  relatedPage: f('Página relacionada', 'Related page', 'Página a la que lleva.', 'Page it leads to.'),
  reservationFee: f('Reserva de plaza', 'Reservation fee', 'Importe para reservar plaza.', 'Amount to reserve a place.'),
  role: f('Cargo', 'Role', 'Cargo o relación con la escuela.', 'Role or relation to the school.'),
  scholarships: f('Becas', 'Scholarships', 'Becas y descuentos.', 'Scholarships and discounts.', ['Beca', 'Scholarship']),
  scholarshipsTitle: f('Título de becas', 'Scholarships heading', 'Encabezado de la parte de becas.', 'Heading of the scholarships part.'),
  shortName: f('Nombre corto', 'Short name', 'Nombre abreviado para tablas.', 'Abbreviated name for tables.'),
  size: f('Tamaño', 'Size', 'Cuánto espacio deja.', 'How much space it leaves.'),
  slides: f('Diapositivas', 'Slides', 'Las diapositivas, en orden.', 'The slides, in order.', ['Diapositiva', 'Slide']),
  src: f('Dirección', 'Address', 'Dirección https:// del contenido incrustado.', 'The embedded content\'s https:// address.'),
  startDate: f('Inicio', 'Start date', 'Cuándo empieza.', 'When it starts.'),
  staticMap: f('Mapa estático', 'Static map', 'Imagen del mapa que se ve sin cookies de terceros.', 'Map image shown without third-party cookies.'),
  subjects: f('Asignaturas', 'Subjects', 'Las asignaturas del curso.', 'The year\'s subjects.', ['Asignatura', 'Subject']),
  subtitle: f('Subtítulo', 'Subtitle', 'Texto bajo el título.', 'Text under the title.'),
  tabs: f('Pestañas', 'Tabs', 'Las pestañas, en orden.', 'The tabs, in order.', ['Pestaña', 'Tab']),
  text: f('Texto', 'Text', 'El texto que se muestra.', 'The text shown.'),
  timeToComplete: f('Tiempo para terminar', 'Time to complete', 'Cuánto se tarda en completarlo.', 'How long it takes to complete.'),
  title: f('Título', 'Title', 'El encabezado del bloque.', 'The block\'s heading.'),
  topic: f('Tema', 'Topic', 'Tema o categoría.', 'Topic or category.'),
  type: f('Tipo', 'Type', 'Qué clase de elemento es.', 'What kind of item it is.'),
  upTo: f('Hasta', 'Up to', 'Importe o porcentaje máximo.', 'Maximum amount or percentage.'),
  url: f('Archivo', 'File', 'Dirección de la imagen o del archivo.', 'Address of the image or file.'),
  value: f('Valor', 'Value', 'El dato que se destaca.', 'The value to highlight.'),
  veil: f('Velo', 'Veil', 'Oscurece la imagen para que se lea el texto (0 a 1).', 'Darkens the image so text stays readable (0 to 1).'),
  video: f('Vídeo', 'Video', 'El vídeo y su plataforma.', 'The video and its platform.'),
  videoId: f('Identificador del vídeo', 'Video ID', 'El identificador del vídeo en su plataforma.', 'The video\'s ID on its platform.'),
  videoPosition: f('Posición del vídeo', 'Video position', 'A qué lado va el vídeo.', 'Which side the video goes.'),
  videos: f('Vídeos', 'Videos', 'Los vídeos de la lista.', 'The playlist\'s videos.', ['Vídeo', 'Video']),
  width: f('Ancho', 'Width', 'Ancho en píxeles.', 'Width in pixels.'),
  years: f('Cursos', 'Years', 'Los cursos del plan de estudios.', 'The study plan\'s years.', ['Curso', 'Year']),
  zoom: f('Zoom', 'Zoom', 'Cuánto se acerca el mapa.', 'How close the map is.'),
};

/** A field's words in a module: the module's own, else the shared ones. */
export function fieldWords(module: ModuleWords, name: string): FieldWords | undefined {
  return module.fields?.[name] ?? (Object.hasOwn(FIELD_WORDS, name) ? FIELD_WORDS[name] : undefined);
}

interface SchemaNode { properties?: Record<string, SchemaNode>; items?: SchemaNode | SchemaNode[]; anyOf?: SchemaNode[]; oneOf?: SchemaNode[]; allOf?: SchemaNode[]; const?: unknown }

/**
 * The fields of a module's JSON Schema (as the preview serves it) that the editor would show
 * without words: `path (language): what is missing`, empty when every field is named.
 */
export function missingWords(schema: SchemaNode, module: ModuleWords): string[] {
  const missing: string[] = [];
  const need = (words: Words | undefined, what: string) => {
    for (const lang of ['es', 'en'] as const) if (!words?.[lang]?.trim()) missing.push(`${what} (${lang})`);
  };
  need(module.label, 'label');
  need(module.help, 'help');
  const walk = (node: SchemaNode | undefined, path: string) => {
    if (!node || typeof node !== 'object') return;
    for (const [name, prop] of Object.entries(node.properties ?? {})) {
      if (UNLABELLED_FIELDS.has(name) || prop.const !== undefined) continue;
      const words = fieldWords(module, name);
      need(words?.label, `${path}${name}: label`);
      need(words?.help, `${path}${name}: help`);
      walk(prop, `${path}${name}.`);
    }
    for (const child of [node.items, node.anyOf, node.oneOf, node.allOf].flat()) walk(child, path);
  };
  walk(schema, '');
  return [...new Set(missing)];
}
