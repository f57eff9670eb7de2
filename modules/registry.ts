import type { ComponentType } from 'react';
import type * as z from 'zod';
import type { ModuleProps } from './fields.js';
import { f, m, type ModuleWords, type Words } from './labels.js';
import { placeholderKey } from './placeholder-key.js';
import { Accordion, AccordionSchema } from './accordion.js';
import { BasicContent, BasicContentSchema } from './basic-content.js';
import { CardCollection, CardCollectionSchema, DistributorModuleSchema, Events, Insights, People, Programs, ProjectDistributors } from './distributor-modules.js';
import { Download, DownloadSchema } from './download.js';
import { FeaturedBlock, FeaturedBlockSchema } from './featured-block.js';
import { HeroCarousel, HeroCarouselSchema } from './hero-carousel.js';
import { ImageGallery, ImageGallerySchema } from './image-gallery.js';
import { LandingHeader, LandingHeaderSchema } from './landing-header.js';
import { LogoCollection, LogoCollectionSchema } from './logo-collection.js';
import { MapModule, MapSchema } from './map.js';
import { Spacer, SpacerSchema } from './spacer.js';
import { Tabs, TabsSchema } from './tabs.js';
import { Text, TextSchema } from './text.js';
import { TextCarousel, TextCarouselSchema } from './text-carousel.js';
import { FeaturedAudiovisual, FeaturedAudiovisualSchema, FullVideo, FullVideoSchema, HeroVideo, HeroVideoSchema, Video, VideoSchema } from './video.js';
import { VideoPlaylist, VideoPlaylistSchema } from './video-playlist.js';
import { Widget, WidgetSchema } from './widget.js';
import { FAQ, FAQSchema } from './faq.js';
import { FeesTable, FeesTableSchema } from './fees-table.js';
import { ProgramComparison, ProgramComparisonSchema } from './program-comparison.js';
import { ProgramFinder, ProgramFinderSchema } from './program-finder.js';
import { Scholarships, ScholarshipsSchema } from './scholarships.js';
import { HeroImage, HeroImageSchema } from './hero-image.js';
import { HeroText, HeroTextSchema } from './hero-text.js';
import { HighlightedContent, HighlightedContentSchema } from './highlighted-content.js';
import { IntroForm, IntroFormSchema } from './intro-form.js';
import { BasicForm, BasicFormSchema, DownloadForm, DownloadFormSchema, LandingForm, LandingFormSchema, Newsletter, NewsletterSchema } from './form-modules.js';
import { ModalForm, ModalFormSchema } from './modal-form.js';
import { ProgramFacts, ProgramFactsModuleSchema } from './program-facts.js';
import { Quote, QuoteSchema } from './quote.js';
import { RichText, RichTextModuleSchema } from './rich-text.js';
import { SocialShare, SocialShareSchema } from './social-share.js';
import { StudyPlan, StudyPlanSchema } from './study-plan.js';
import { Testimonials, TestimonialsSchema } from './testimonials.js';

export interface ModuleDefinition {
  schema: z.ZodType;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  Component: ComponentType<ModuleProps<any> & { pageUrl?: string }>;
  /** Its `title` is the page's h1 (hero modules): other modules never repeat it as a heading. */
  headsPage?: true;
  /** What the editor calls it and its fields, in Spanish and English (spec 4, editor mode). */
  words: ModuleWords;
  /**
   * The fields a module added from the editor's palette starts with, in the page's language: a
   * heading that is a sensible default ("Preguntas frecuentes"), and the texts the editor must
   * write left empty, never "Write here…" text that could go live (spec 4). Modules that need an
   * image, a video or a list's data to make sense have none yet and are not offered.
   */
  starter?: (lang: 'es' | 'en') => Record<string, unknown>;
  /**
   * What a text field shows while it is empty, by its path without item numbers
   * (`items.question`): the editor's placeholder, and the example the palette pictures and the
   * preview shows in a module not yet complete (test/module-labels.test.ts: each starter so
   * filled is valid).
   */
  placeholders?: Readonly<Record<string, Words>>;
  /** The templates it belongs on, when not every one (a programme's facts need a programme page). */
  templates?: readonly string[];
}

const p = (es: string, en: string): Words => ({ es, en });


/** A field's placeholder: `path` as the panel names it (`items.0.question`). */
export function placeholderOf(definition: ModuleDefinition, path: readonly (string | number)[], lang: 'es' | 'en'): string | undefined {
  return definition.placeholders?.[placeholderKey(path)]?.[lang];
}

/** A module's starter with every empty text that has a placeholder filled by it: what the palette pictures. */
export function exampleOf(definition: ModuleDefinition, lang: 'es' | 'en'): Record<string, unknown> | undefined {
  if (!definition.starter) return undefined;
  const fill = (value: unknown, path: string[]): unknown => {
    if (value === '') return placeholderOf(definition, path, lang) ?? '';
    if (Array.isArray(value)) return value.map((item, i) => fill(item, [...path, String(i)]));
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fill(v, [...path, k])]));
    return value;
  };
  return fill(definition.starter(lang), []) as Record<string, unknown>;
}

export type SectionName = 'heroSection' | 'mainSection';

/**
 * The modules an area of a template takes (spec 4, editor mode): the hero takes the modules
 * that head the page (and a landing's own bar); the main section takes the rest, the landing
 * form only on landings.
 */
export function modulesForArea(templateType: string, section: SectionName): string[] {
  const landing = templateType.startsWith('Landing');
  return Object.entries(moduleRegistry).filter(([name, definition]) => {
    if (definition.templates && !definition.templates.includes(templateType)) return false;
    const heroModule = definition.headsPage === true || name === 'LandingHeader';
    if (section === 'heroSection') return heroModule && (name !== 'LandingHeader' || landing);
    return !heroModule && (name !== 'LandingForm' || landing);
  }).map(([name]) => name);
}

/** Component name (as the CMS sends it) → schema and component. */
export const moduleRegistry: Readonly<Record<string, ModuleDefinition>> = Object.freeze({
  Accordion: { schema: AccordionSchema, Component: Accordion,
    words: m('Acordeón', 'Accordion', 'Apartados que se abren y cierran, cada uno con su título y su texto.', 'Sections that open and close, each with a title and text.', { items: f('Apartados', 'Sections', 'Los apartados, en orden.', 'The sections, in order.', ['Apartado', 'Section']) }),
    starter: (l) => ({ title: l === 'es' ? 'Más información' : 'More information', items: [{ title: '', content: '' }] }),
    placeholders: { 'items.title': p('El título del apartado', 'The section\'s title'), 'items.content': p('Lo que se lee al abrir el apartado.', 'What is read when the section opens.') } },
  BasicContent: { schema: BasicContentSchema, Component: BasicContent,
    words: m('Contenido con imagen', 'Content with image', 'Título, texto, imagen y un enlace.', 'Title, text, an image and a link.'),
    starter: () => ({ title: '', content: '' }),
    placeholders: { title: p('El título del bloque', 'The block\'s title'), content: p('El texto que acompaña a la imagen.', 'The text beside the image.') } },
  BasicForm: { schema: BasicFormSchema, Component: BasicForm,
    words: m('Formulario de contacto', 'Contact form', 'Formulario para que los visitantes escriban a la escuela.', 'A form for visitors to write to the school.'),
    starter: (l) => ({ title: l === 'es' ? 'Escríbenos' : 'Write to us' }) },
  DownloadForm: { schema: DownloadFormSchema, Component: DownloadForm,
    words: m('Formulario de descarga', 'Download form', 'Pide datos antes de descargar un archivo.', 'Asks for details before a file downloads.') },
  LandingForm: { schema: LandingFormSchema, Component: LandingForm,
    words: m('Formulario de campaña', 'Campaign form', 'Formulario de solicitud de información de una página de campaña.', 'The information request form of a campaign page.') },
  ModalForm: { schema: ModalFormSchema, Component: ModalForm,
    words: m('Formulario en ventana', 'Form in a dialog', 'Un botón que abre un formulario en una ventana.', 'A button that opens a form in a dialog.') },
  Newsletter: { schema: NewsletterSchema, Component: Newsletter,
    words: m('Boletín', 'Newsletter', 'Suscripción al boletín por correo.', 'Sign-up to the email newsletter.'),
    starter: (l) => ({ title: l === 'es' ? 'Suscríbete al boletín' : 'Subscribe to the newsletter' }) },
  CardCollection: { schema: CardCollectionSchema, Component: CardCollection,
    words: m('Tarjetas', 'Cards', 'Un grupo de tarjetas con imagen, texto y enlace.', 'A group of cards with image, text and link.', { items: f('Tarjetas', 'Cards', 'Las tarjetas, en orden.', 'The cards, in order.', ['Tarjeta', 'Card']) }) },
  Events: { schema: DistributorModuleSchema, Component: Events,
    words: m('Eventos', 'Events', 'Los próximos eventos, elegidos automáticamente.', 'Upcoming events, chosen automatically.') },
  FAQ: { schema: FAQSchema, Component: FAQ,
    words: m('Preguntas frecuentes', 'FAQ', 'Preguntas y respuestas que se despliegan.', 'Questions and answers that expand.', { items: f('Preguntas', 'Questions', 'Las preguntas, en orden.', 'The questions, in order.', ['Pregunta', 'Question']) }),
    starter: (l) => ({ title: l === 'es' ? 'Preguntas frecuentes' : 'Frequently asked questions', items: [{ question: '', answer: '' }] }),
    placeholders: { 'items.question': p('¿Qué pregunta la gente?', 'What do people ask?'), 'items.answer': p('La respuesta, en pocas frases.', 'The answer, in a few sentences.') } },
  FeesTable: { schema: FeesTableSchema, Component: FeesTable,
    words: m('Tabla de precios', 'Fees table', 'Precios, plazos y becas del programa.', 'The programme\'s fees, deadlines and scholarships.') },
  HeroImage: { schema: HeroImageSchema, Component: HeroImage, headsPage: true,
    words: m('Cabecera con imagen', 'Hero with image', 'El título de la página sobre una imagen grande.', 'The page title over a large image.') },
  HeroText: { schema: HeroTextSchema, Component: HeroText, headsPage: true,
    words: m('Cabecera de texto', 'Text hero', 'El título de la página con texto, sin imagen.', 'The page title with text, no image.'),
    starter: () => ({ title: '' }),
    placeholders: { title: p('El título de la página', 'The page\'s title'), subtitle: p('Una frase que lo explique', 'A sentence that explains it') } },
  HighlightedContent: { schema: HighlightedContentSchema, Component: HighlightedContent,
    words: m('Contenido destacado', 'Highlighted content', 'Un título y unos datos o frases que se destacan.', 'A title and some facts or phrases to highlight.'),
    starter: (l) => ({ title: l === 'es' ? 'De un vistazo' : 'At a glance', facts: [{ label: '', value: '' }] }),
    placeholders: { 'facts.label': p('El dato, p. ej. Duración', 'The fact, e.g. Length'), 'facts.value': p('Su valor, p. ej. 2 cursos', 'Its value, e.g. 2 years') } },
  Insights: { schema: DistributorModuleSchema, Component: Insights,
    words: m('Noticias', 'News', 'Las últimas noticias y artículos, elegidos automáticamente.', 'The latest news and articles, chosen automatically.') },
  IntroForm: { schema: IntroFormSchema, Component: IntroForm,
    words: m('Formulario de entrada', 'Intro form', 'Formulario breve de solicitud de información.', 'A short information request form.') },
  People: { schema: DistributorModuleSchema, Component: People,
    words: m('Personas', 'People', 'Profesorado y equipo, elegidos automáticamente.', 'Faculty and staff, chosen automatically.') },
  ProgramFacts: { schema: ProgramFactsModuleSchema, Component: ProgramFacts, templates: ['ProgramDetail'],
    words: m('Programa de un vistazo', 'Programme at a glance', 'Los datos clave del programa (duración, modalidad, inicio, precio, plazas), tomados de sus datos: se cambian en «Datos del programa».', 'The programme\'s key facts (length, mode of study, start, price, places), taken from its data: changed in "Programme data".'),
    starter: (l) => ({ title: l === 'es' ? 'El programa de un vistazo' : 'The programme at a glance' }) },
  ProgramComparison: { schema: ProgramComparisonSchema, Component: ProgramComparison,
    words: m('Comparativa de programas', 'Programme comparison', 'Tabla que compara programas.', 'A table comparing programmes.') },
  ProgramFinder: { schema: ProgramFinderSchema, Component: ProgramFinder,
    words: m('Buscador de programas', 'Programme finder', 'Filtros por área, nivel, modalidad y precio, y una comparativa de dos o tres programas.', 'Filters by area, level, mode of study and price, and a side-by-side comparison of two or three programmes.') },
  Programs: { schema: DistributorModuleSchema, Component: Programs,
    words: m('Programas', 'Programmes', 'Lista de programas, elegidos automáticamente.', 'A list of programmes, chosen automatically.') },
  Quote: { schema: QuoteSchema, Component: Quote,
    words: m('Cita', 'Quote', 'Una cita destacada con su autor.', 'A highlighted quote and its author.'),
    starter: () => ({ text: '', author: '' }),
    placeholders: { text: p('La cita, palabra por palabra.', 'The quote, word for word.'), author: p('Quién lo dijo', 'Who said it') } },
  RichText: { schema: RichTextModuleSchema, Component: RichText,
    words: m('Texto libre', 'Rich text', 'Texto con formato: negrita, cursiva, enlaces y listas.', 'Formatted text: bold, italics, links and lists.'),
    starter: () => ({ content: '' }),
    placeholders: { content: p('El texto, con negrita, cursiva, enlaces y listas.', 'The text, with bold, italics, links and lists.') } },
  Scholarships: { schema: ScholarshipsSchema, Component: Scholarships,
    words: m('Becas', 'Scholarships', 'Las becas propias de la escuela; en la página de un programa, las que puede tener y lo que costaría un curso con cada una.', 'The school\'s own scholarships; on a programme\'s page, those it can have and what a year would cost with each.') },
  SocialShare: { schema: SocialShareSchema, Component: SocialShare,
    words: m('Compartir', 'Share', 'Botones para compartir la página.', 'Buttons to share the page.'),
    starter: (l) => ({ title: l === 'es' ? 'Comparte esta página' : 'Share this page' }) },
  StudyPlan: { schema: StudyPlanSchema, Component: StudyPlan,
    words: m('Plan de estudios', 'Study plan', 'Los cursos y sus asignaturas.', 'The years and their subjects.') },
  Testimonials: { schema: TestimonialsSchema, Component: Testimonials,
    words: m('Testimonios', 'Testimonials', 'Lo que dicen alumnos y antiguos alumnos.', 'What students and alumni say.', { items: f('Testimonios', 'Testimonials', 'Los testimonios, en orden.', 'The testimonials, in order.', ['Testimonio', 'Testimonial']) }),
    starter: () => ({ items: [{ name: '', role: '', quote: '' }] }),
    placeholders: { 'items.name': p('Nombre y apellidos', 'Full name'), 'items.role': p('Qué estudió o a qué se dedica', 'What they studied or do'), 'items.quote': p('Lo que dijo, en sus palabras.', 'What they said, in their words.') } },
  Download: { schema: DownloadSchema, Component: Download,
    words: m('Descargas', 'Downloads', 'Archivos para descargar.', 'Files to download.') },
  FeaturedAudiovisual: { schema: FeaturedAudiovisualSchema, Component: FeaturedAudiovisual,
    words: m('Vídeo destacado', 'Featured video', 'Un vídeo junto a un texto.', 'A video beside some text.') },
  FeaturedBlock: { schema: FeaturedBlockSchema, Component: FeaturedBlock,
    words: m('Bloque destacado', 'Featured block', 'Imagen de fondo con título, texto y enlace.', 'A background image with title, text and link.') },
  FullVideo: { schema: FullVideoSchema, Component: FullVideo,
    words: m('Vídeo a todo ancho', 'Full-width video', 'Un vídeo que ocupa todo el ancho.', 'A video the full width of the page.') },
  HeroCarousel: { schema: HeroCarouselSchema, Component: HeroCarousel, headsPage: true,
    words: m('Cabecera con diapositivas', 'Hero carousel', 'El título de la página en diapositivas que pasan.', 'The page title in slides that move on.') },
  HeroVideo: { schema: HeroVideoSchema, Component: HeroVideo, headsPage: true,
    words: m('Cabecera con vídeo', 'Hero with video', 'El título de la página junto a un vídeo.', 'The page title beside a video.') },
  ImageGallery: { schema: ImageGallerySchema, Component: ImageGallery,
    words: m('Galería', 'Gallery', 'Un grupo de imágenes.', 'A group of images.') },
  LandingHeader: { schema: LandingHeaderSchema, Component: LandingHeader,
    words: m('Cabecera de campaña', 'Campaign header', 'Logotipo, teléfono y botón de una página de campaña.', 'Logo, phone and button of a campaign page.') },
  LogoCollection: { schema: LogoCollectionSchema, Component: LogoCollection,
    words: m('Logotipos', 'Logos', 'Logotipos de socios o acreditaciones.', 'Logos of partners or accreditations.') },
  Map: { schema: MapSchema, Component: MapModule,
    words: m('Mapa', 'Map', 'Un lugar en el mapa con su dirección.', 'A place on the map with its address.') },
  ProjectDistributors: { schema: DistributorModuleSchema, Component: ProjectDistributors,
    words: m('Proyectos', 'Projects', 'Proyectos de alumnos, elegidos automáticamente.', 'Student projects, chosen automatically.') },
  Spacer: { schema: SpacerSchema, Component: Spacer,
    words: m('Espacio', 'Spacer', 'Espacio en blanco entre bloques.', 'White space between blocks.'),
    starter: () => ({ size: 'medium' }) },
  Tabs: { schema: TabsSchema, Component: Tabs,
    words: m('Pestañas', 'Tabs', 'Contenido repartido en pestañas.', 'Content split into tabs.') },
  Text: { schema: TextSchema, Component: Text,
    words: m('Texto', 'Text', 'Un título y un texto con formato.', 'A title and formatted text.'),
    starter: () => ({ title: '', content: '' }),
    placeholders: { title: p('El título del texto', 'The text\'s title'), content: p('El texto, con negrita, cursiva, enlaces y listas.', 'The text, with bold, italics, links and lists.') } },
  TextCarousel: { schema: TextCarouselSchema, Component: TextCarousel,
    words: m('Textos en carrusel', 'Text carousel', 'Frases o citas que pasan una tras otra.', 'Phrases or quotes that follow one another.', { items: f('Textos', 'Texts', 'Los textos, en orden.', 'The texts, in order.', ['Texto', 'Text']) }),
    starter: (l) => ({ title: l === 'es' ? 'En pocas palabras' : 'In a few words', items: [{ text: '', author: '', role: '' }] }),
    placeholders: { 'items.text': p('La frase, tal como se dijo.', 'The phrase, as it was said.'), 'items.author': p('Quién la dijo', 'Who said it'), 'items.role': p('Qué hace o qué estudió', 'What they do or studied') } },
  Video: { schema: VideoSchema, Component: Video,
    words: m('Vídeo', 'Video', 'Un vídeo con su pie.', 'A video with its caption.') },
  VideoPlaylist: { schema: VideoPlaylistSchema, Component: VideoPlaylist,
    words: m('Lista de vídeos', 'Video playlist', 'Varios vídeos, uno tras otro.', 'Several videos, one after another.') },
  Widget: { schema: WidgetSchema, Component: Widget,
    words: m('Contenido incrustado', 'Embedded content', 'Contenido de otra web dentro de la página.', 'Content from another site inside the page.') },
});

export function getModule(component: string): ModuleDefinition | undefined {
  return Object.hasOwn(moduleRegistry, component) ? moduleRegistry[component] : undefined;
}
