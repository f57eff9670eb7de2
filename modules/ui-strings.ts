/**
 * Every interface string of the site, in both languages, in one place (issue: UI strings).
 * Content strings come from the CMS; these are the words the templates and modules add.
 */
import { routeStrings, type RouteLocale } from './route-strings.js';

export type UiLocale = RouteLocale;

const strings = {
  ...routeStrings,
  // The fallback page left at an old path for hosts without redirects (src/publish/discovery/redirects.ts)
  pageMoved: { es_ES: 'Esta página se ha movido', en_GB: 'This page has moved' },
  pageMovedTo: { es_ES: 'Su nueva dirección es', en_GB: 'Its new address is' },
  skipToContent: { es_ES: 'Saltar al contenido', en_GB: 'Skip to content' },
  breadcrumb: { es_ES: 'Miga de pan', en_GB: 'Breadcrumb' },
  search: { es_ES: 'Buscar', en_GB: 'Search' },
  menu: { es_ES: 'Menú', en_GB: 'Menu' },
  close: { es_ES: 'Cerrar', en_GB: 'Close' },
  open: { es_ES: 'Abrir', en_GB: 'Open' },
  language: { es_ES: 'Idioma', en_GB: 'Language' },
  readMore: { es_ES: 'Leer más', en_GB: 'Read more' },
  seeAll: { es_ES: 'Ver todo', en_GB: 'See all' },
  previous: { es_ES: 'Anterior', en_GB: 'Previous' },
  next: { es_ES: 'Siguiente', en_GB: 'Next' },
  page: { es_ES: 'Página', en_GB: 'Page' },
  pagination: { es_ES: 'Paginación', en_GB: 'Pagination' },
  nothingYet: { es_ES: 'Todavía no hay contenidos.', en_GB: 'Nothing here yet.' },
  /** A list of events with none ahead (the upcoming ones of a day when none is left). */
  noEventsAhead: { es_ES: 'No hay fechas programadas por ahora: publicaremos aquí las próximas.', en_GB: 'No dates are scheduled at the moment: the next ones will be published here.' },
  opensInNewTab: { es_ES: '(abre en una pestaña nueva)', en_GB: '(opens in a new tab)' },
  share: { es_ES: 'Compartir', en_GB: 'Share' },
  email: { es_ES: 'Correo', en_GB: 'Email' },
  // Carousels (WCAG 2.2.2: moving content has a pause control)
  pause: { es_ES: 'Pausar', en_GB: 'Pause' },
  play: { es_ES: 'Reproducir', en_GB: 'Play' },
  slide: { es_ES: 'Diapositiva', en_GB: 'Slide' },
  slideOf: { es_ES: '{n} de {total}', en_GB: '{n} of {total}' },
  previousSlide: { es_ES: 'Diapositiva anterior', en_GB: 'Previous slide' },
  nextSlide: { es_ES: 'Diapositiva siguiente', en_GB: 'Next slide' },
  carousel: { es_ES: 'Carrusel', en_GB: 'Carousel' },
  // Third-party content and consent (spec sections 4 and 8)
  thirdPartyBlocked: { es_ES: 'Para ver este contenido debes aceptar las cookies de terceros.', en_GB: 'To view this content you need to accept third-party cookies.' },
  acceptAndReload: { es_ES: 'Aceptar y recargar', en_GB: 'Accept and reload' },
  playVideo: { es_ES: 'Reproducir el vídeo', en_GB: 'Play the video' },
  video: { es_ES: 'Vídeo', en_GB: 'Video' },
  videoPlaylist: { es_ES: 'Lista de vídeos', en_GB: 'Video playlist' },
  nowPlaying: { es_ES: 'Reproduciendo', en_GB: 'Now playing' },
  cookieTitle: { es_ES: 'Tu privacidad', en_GB: 'Your privacy' },
  cookieText: {
    es_ES: 'Usamos cookies propias para que el sitio funcione y, si lo aceptas, cookies de terceros para mostrar vídeos, mapas y medir el uso del sitio.',
    en_GB: 'We use our own cookies to make the site work and, if you accept, third-party cookies to show videos and maps and to measure how the site is used.',
  },
  cookieAccept: { es_ES: 'Aceptar todas', en_GB: 'Accept all' },
  cookieReject: { es_ES: 'Rechazar todas', en_GB: 'Reject all' },
  cookiePolicy: { es_ES: 'Política de cookies', en_GB: 'Cookie policy' },
  cookieSettings: { es_ES: 'Configurar cookies', en_GB: 'Cookie settings' },
  // Maps
  map: { es_ES: 'Mapa', en_GB: 'Map' },
  openMap: { es_ES: 'Ver en el mapa', en_GB: 'View on the map' },
  address: { es_ES: 'Dirección', en_GB: 'Address' },
  // Galleries and downloads
  gallery: { es_ES: 'Galería de imágenes', en_GB: 'Image gallery' },
  download: { es_ES: 'Descargar', en_GB: 'Download' },
  fileSize: { es_ES: 'Tamaño', en_GB: 'Size' },
  // Forms (their behaviour and messages arrive with the forms issue)
  requestInfo: { es_ES: 'Solicita información', en_GB: 'Request information' },
  firstName: { es_ES: 'Nombre', en_GB: 'First name' },
  surname: { es_ES: 'Apellidos', en_GB: 'Surname' },
  emailAddress: { es_ES: 'Correo electrónico', en_GB: 'Email' },
  phone: { es_ES: 'Teléfono', en_GB: 'Phone' },
  programType: { es_ES: 'Tipo de programa', en_GB: 'Programme type' },
  programs: { es_ES: 'Programas', en_GB: 'Programmes' },
  message: { es_ES: 'Mensaje', en_GB: 'Message' },
  privacyConsent: { es_ES: 'He leído la información básica sobre protección de datos', en_GB: 'I have read the basic information on data protection' },
  marketingConsent: { es_ES: 'Quiero recibir noticias y eventos', en_GB: 'I want to receive news and events' },
  send: { es_ES: 'Enviar', en_GB: 'Send' },
  subscribe: { es_ES: 'Suscribirme', en_GB: 'Subscribe' },
  required: { es_ES: 'obligatorio', en_GB: 'required' },
  // Programme facts (ProgramTab)
  duration: { es_ES: 'Duración', en_GB: 'Duration' },
  credits: { es_ES: 'Carga lectiva', en_GB: 'Workload' },
  modality: { es_ES: 'Modalidad', en_GB: 'Mode' },
  // Downloads, maps, widgets, modals
  downloads: { es_ES: 'Descargas', en_GB: 'Downloads' },
  openInteractiveMap: { es_ES: 'Mostrar el mapa interactivo', en_GB: 'Show the interactive map' },
  mapOf: { es_ES: 'Mapa de {place}', en_GB: 'Map of {place}' },
  partners: { es_ES: 'Entidades colaboradoras', en_GB: 'Partners' },
  // Form validation and states (spec 5 and 8; English exactly as the spec words them)
  formRequired: { es_ES: 'El campo es obligatorio', en_GB: 'Field is required' },
  formInvalid: { es_ES: 'Valor no válido', en_GB: 'Invalid value' },
  formPhone: { es_ES: 'Número de teléfono no válido. Solo puede contener números, +()-. y x.', en_GB: 'Invalid phone number. Must contain only numbers, +()-. and x.' },
  formMaxPrograms: { es_ES: 'Selecciona hasta 3 programas', en_GB: 'Select up to 3 programs' },
  formMin1: { es_ES: 'El valor mínimo es 1', en_GB: 'Minimum value is 1' },
  formSuccess: { es_ES: 'Nos pondremos en contacto contigo en breve', en_GB: 'We will be in touch with you shortly' },
  // A newsletter sign-up is no request to answer: what happens next is the confirmation e-mail
  // (double opt-in, when the site sends e-mail), else nothing more to do.
  newsletterConfirmSent: { es_ES: 'Te hemos enviado un correo: confirma tu suscripción con el enlace que contiene', en_GB: 'We have sent you an e-mail: confirm your subscription with the link in it' },
  newsletterReceived: { es_ES: 'Hemos recibido tu suscripción al boletín', en_GB: 'We have received your subscription to the newsletter' },
  // An event registration and a download: the confirmation or the link by e-mail, said only when one is on its way.
  eventRegistered: { es_ES: 'Hemos recibido tu inscripción', en_GB: 'We have received your registration' },
  eventRegisteredEmailed: { es_ES: 'Hemos recibido tu inscripción: te hemos enviado la confirmación por correo', en_GB: 'We have received your registration: we have emailed you a confirmation' },
  // An event with places (server/event-places.ts): the place confirmed, or a turn on the waiting list.
  eventConfirmed: { es_ES: 'Tu plaza está confirmada', en_GB: 'Your place is confirmed' },
  eventConfirmedEmailed: { es_ES: 'Tu plaza está confirmada: te hemos enviado la confirmación por correo, con un enlace para cancelarla si no puedes venir', en_GB: 'Your place is confirmed: we have emailed you a confirmation, with a link to cancel it if you cannot come' },
  eventWaiting: { es_ES: 'Estás en la lista de espera: si se libera una plaza, te la daremos por orden de inscripción', en_GB: 'You are on the waiting list: if a place comes free, it goes to the next in line' },
  eventWaitingEmailed: { es_ES: 'Estás en la lista de espera: si se libera una plaza, te la daremos por orden de inscripción y te avisaremos por correo', en_GB: 'You are on the waiting list: if a place comes free, it goes to the next in line and we will email you' },
  eventSession: { es_ES: 'Sesión', en_GB: 'Session' },
  placesLeft: { es_ES: 'Quedan {n} plazas', en_GB: '{n} places left' },
  placeLeft: { es_ES: 'Queda 1 plaza', en_GB: '1 place left' },
  sessionFull: { es_ES: 'Completa: lista de espera', en_GB: 'Full: waiting list' },
  waitingListNotice: { es_ES: 'No quedan plazas. Apúntate a la lista de espera: si alguien cancela, damos su plaza por orden de inscripción y te avisamos por correo.', en_GB: 'No places are left. Join the waiting list: if someone cancels, their place goes to the next in line and we will email you.' },
  joinWaitingList: { es_ES: 'Apuntarme a la lista de espera', en_GB: 'Join the waiting list' },
  downloadEmailed: { es_ES: 'Te hemos enviado el enlace de descarga por correo', en_GB: 'We have emailed you the download link' },
  formError: { es_ES: 'Se ha producido un error', en_GB: 'An error has occurred' },
  formAnother: { es_ES: 'Enviar otra solicitud', en_GB: 'Submit another request' },
  formSending: { es_ES: 'Enviando…', en_GB: 'Sending…' },
  formClosed: { es_ES: 'La inscripción para este evento está cerrada', en_GB: 'Registration for this event is closed' },
  formErrorsTitle: { es_ES: 'Revisa estos campos:', en_GB: 'Please check these fields:' },
  formChooseTypeFirst: { es_ES: 'Elige antes un tipo de programa', en_GB: 'Choose a programme type first' },
  formChooseType: { es_ES: 'Elige un tipo de programa', en_GB: 'Choose a programme type' },
  formUpToPrograms: { es_ES: 'Elige uno o varios, hasta 3', en_GB: 'Choose one or more, up to 3' },
  attendees: { es_ES: 'Número de asistentes', en_GB: 'Number of attendees' },
  // The first layer the AEPD asks for on every form: controller, purpose, legal basis,
  // recipients and rights, with the full policy one link away.
  privacyInfo: {
    es_ES: 'Responsable: EDTE. Finalidad: atender tu solicitud. Legitimación: tu consentimiento. Destinatarios: no se ceden datos a terceros salvo obligación legal. Derechos: acceso, rectificación, supresión y los demás indicados en la',
    en_GB: 'Controller: EDTE. Purpose: answering your request. Legal basis: your consent. Recipients: no data is passed to third parties unless the law requires it. Rights: access, rectification, erasure and the others set out in the',
  },
  privacyPolicy: { es_ES: 'Política de privacidad', en_GB: 'Privacy policy' },
  // Search page (spec 8)
  searchNoResults: { es_ES: 'Lo sentimos, no se han encontrado resultados. Prueba con otra búsqueda.', en_GB: 'Sorry, no results were found. Please try a different search.' },
  searchCount: { es_ES: '{n} resultados para «{q}»', en_GB: '{n} results for “{q}”' },
  searchCountOne: { es_ES: '1 resultado para «{q}»', en_GB: '1 result for “{q}”' },
  searching: { es_ES: 'Buscando…', en_GB: 'Searching…' },
  // A word of the query matched nothing; the link searches the nearest words the site uses.
  searchDidYouMean: { es_ES: '¿Quisiste decir {q}?', en_GB: 'Did you mean {q}?' },
  // Nothing found: the pages the API offers instead (the menus' pages closest to the query).
  searchSuggestions: { es_ES: 'Quizá te ayuden estas páginas:', en_GB: 'These pages may help:' },
  // An event result's day, judged at the search: upcoming or already held.
  searchEventOn: { es_ES: 'Se celebra el {date}', en_GB: 'Takes place on {date}' },
  searchEventPast: { es_ES: 'Ya se celebró el {date}', en_GB: 'Took place on {date}' },
  searchError: { es_ES: 'La búsqueda ha fallado ({status} {text}). Inténtalo de nuevo.', en_GB: 'The search failed ({status} {text}). Please try again.' },
  searchWhat: { es_ES: '¿Qué buscas?', en_GB: 'What are you looking for?' },
  searchResults: { es_ES: 'Resultados de la búsqueda', en_GB: 'Search results' },
  // What kind of page a search result is, by its template (spec 2's templates)
  resultProgramme: { es_ES: 'Programa', en_GB: 'Programme' },
  resultProgrammes: { es_ES: 'Programas', en_GB: 'Programmes' },
  resultFaculty: { es_ES: 'Docente', en_GB: 'Faculty' },
  resultPeople: { es_ES: 'Personas', en_GB: 'People' },
  resultArticle: { es_ES: 'Artículo', en_GB: 'Article' },
  resultBlog: { es_ES: 'Blog', en_GB: 'Blog' },
  resultNews: { es_ES: 'Noticia', en_GB: 'News' },
  resultNewsList: { es_ES: 'Noticias', en_GB: 'News' },
  resultEvent: { es_ES: 'Evento', en_GB: 'Event' },
  resultEvents: { es_ES: 'Eventos', en_GB: 'Events' },
  resultPress: { es_ES: 'Nota de prensa', en_GB: 'Press release' },
  resultPressRoom: { es_ES: 'Sala de prensa', en_GB: 'Press room' },
  resultInTheMedia: { es_ES: 'En los medios', en_GB: 'In the media' },
  resultProject: { es_ES: 'Proyecto', en_GB: 'Project' },
  resultProjects: { es_ES: 'Proyectos', en_GB: 'Projects' },
  resultPage: { es_ES: 'Página', en_GB: 'Page' },
  // Live lists (spec 7, 8)
  filterBy: { es_ES: 'Filtrar por categoría', en_GB: 'Filter by category' },
  /** The faculty's filter by area (templates/layouts.tsx, modules/list-filter.tsx). */
  filterByArea: { es_ES: 'Filtrar por área', en_GB: 'Filter by area' },
  allAreas: { es_ES: 'Todas las áreas', en_GB: 'All areas' },
  peopleShown: { es_ES: '{count} personas en {area}', en_GB: '{count} people in {area}' },
  personShown: { es_ES: 'Una persona en {area}', en_GB: 'One person in {area}' },
  listError: { es_ES: 'No se ha podido actualizar la lista ({status} {text}).', en_GB: 'The list could not be updated ({status} {text}).' },
  // Event pages: date, time, place, calendar file, registration closed (spec 4, 8)
  eventDetails: { es_ES: 'Datos del evento', en_GB: 'Event details' },
  eventDate: { es_ES: 'Fecha', en_GB: 'Date' },
  eventTime: { es_ES: 'Hora', en_GB: 'Time' },
  eventPlace: { es_ES: 'Lugar', en_GB: 'Place' },
  eventOnline: { es_ES: 'En línea', en_GB: 'Online' },
  eventOnlineLink: { es_ES: 'Te enviaremos el enlace para conectarte al inscribirte.', en_GB: 'We will email you the link to join when you register.' },
  madridTime: { es_ES: 'hora de Madrid', en_GB: 'Madrid time' },
  addToCalendar: { es_ES: 'Añadir al calendario', en_GB: 'Add to calendar' },
  calendarFile: { es_ES: 'archivo .ics', en_GB: '.ics file' },
  eventTookPlace: { es_ES: 'Este evento ya se ha celebrado.', en_GB: 'This event has taken place.' },
  registrationClosedTitle: { es_ES: 'Inscripción cerrada', en_GB: 'Registration is closed' },
  registrationInstead: { es_ES: 'Puedes apuntarte a otro de nuestros eventos o pedirnos información: te contamos las próximas fechas.', en_GB: 'You can sign up for another of our events, or ask us for information and we will tell you about the next dates.' },
  upcomingEvents: { es_ES: 'Ver los próximos eventos', en_GB: 'See upcoming events' },
  // Study plans
  subject: { es_ES: 'Módulo', en_GB: 'Module' },
  hours: { es_ES: 'Horas', en_GB: 'Hours' },
  yearTotal: { es_ES: 'Total del curso', en_GB: 'Year total' },
  // Programme comparison and fees (spec 2: programme list, fees and scholarships)
  programme: { es_ES: 'Programa', en_GB: 'Programme' },
  ects: { es_ES: 'ECTS', en_GB: 'ECTS' },
  modeOfStudy: { es_ES: 'Modalidad', en_GB: 'Mode of study' },
  startDate: { es_ES: 'Inicio', en_GB: 'Start date' },
  pricePerYear: { es_ES: 'Precio por curso', en_GB: 'Price per year' },
  places: { es_ES: 'Plazas', en_GB: 'Places' },
  campus: { es_ES: 'Campus', en_GB: 'Campus' },
  credential: { es_ES: 'Titulación', en_GB: 'Qualification' },
  notGiven: { es_ES: 'sin datos', en_GB: 'not given' },
  compareCaption: { es_ES: 'Duración, horas, créditos ECTS, modalidad, inicio, precio por curso y plazas de cada programa', en_GB: 'Duration, hours, ECTS credits, mode of study, start date, price per year and places of each programme' },
  feesCaption: { es_ES: 'Precio por curso, reserva de plaza y precio total de cada programa', en_GB: 'Price per year, place reservation and total price of each programme' },
  academicYear: { es_ES: 'curso {year}', en_GB: 'academic year {year}' },
  reservationFee: { es_ES: 'Reserva de plaza', en_GB: 'Reservation fee' },
  years: { es_ES: 'Cursos', en_GB: 'Years' },
  totalPrice: { es_ES: 'Precio total', en_GB: 'Total price' },
  upTo: { es_ES: 'Hasta {value}', en_GB: 'Up to {value}' },
  ofThePrice: { es_ES: 'del precio', en_GB: 'off the price' },
  criteria: { es_ES: 'Requisitos', en_GB: 'Who can apply' },
  deadline: { es_ES: 'Plazo', en_GB: 'Apply by' },
} as const satisfies Record<string, Record<UiLocale, string>>;

export type UiKey = keyof typeof strings;

/** The string for `key` in `locale`, with {placeholders} filled. */
export function t(locale: UiLocale, key: UiKey, values: Record<string, string | number> = {}): string {
  return strings[key][locale].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`));
}

export const uiStringKeys = Object.keys(strings) as UiKey[];
