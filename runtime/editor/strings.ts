/**
 * The editor's own words (spec 4, editor mode), in Spanish — the communications team's working
 * language and the default — and English. The labels of modules and their fields are defined
 * next to each module's schema (modules/*-labels.ts); these are the editor's controls.
 */
import { EDITOR_LANG_KEY } from '../constants.js';

export type EditorLang = 'es' | 'en';

const es = {
  editorControls: 'Controles del editor',
  toolbar: 'Editor',
  badge: 'Editor · borrador',
  duplicate: 'Duplicar',
  delete: 'Eliminar',
  moveUp: 'Subir',
  moveDown: 'Bajar',
  undo: 'Deshacer',
  redo: 'Rehacer',
  save: 'Guardar',
  publish: 'Publicar',
  unsaved: 'Cambios sin guardar',
  saved: 'Todo guardado',
  notSaved: 'No se ha guardado ({status}): {message}',
  couldNotRender: 'No se ha podido mostrar: {message}',
  publishing: 'Publicando…',
  published: 'Publicado ({files} archivos reescritos)',
  notPublished: 'No se ha publicado ({status}): {message}',
  deviceGroup: 'Ancho de la página',
  phone: 'Móvil',
  tablet: 'Tableta',
  desktop: 'Escritorio',
  language: 'Idioma del editor',
  cancel: 'Cancelar',
  deleteTitle: '¿Eliminar este módulo?',
  deleteBody: 'Se quitará «{module}» de la página. Puedes deshacerlo con «Deshacer» hasta que guardes.',
  deleteConfirm: 'Eliminar módulo',
  publishTitle: '¿Publicar esta página?',
  publishLive: 'Se publica: {page} ({language}).',
  publishUnsaved: 'Antes se guardan los cambios sin guardar.',
  publishTranslations: 'Sus traducciones no cambian de contenido; se actualiza su selector de idioma:',
  publishNotLive: 'sin publicar, no se toca',
  publishNoTranslations: 'No tiene traducciones publicadas.',
  publishConfirm: 'Publicar ahora',
  panel: 'Campos del módulo',
  addItem: 'Añadir elemento',
  addItemTo: 'Añadir elemento a {list}',
  removeItem: 'Quitar',
  itemOf: 'elemento {n} de {list}',
  itemWord: 'Elemento',
  addModule: 'Añadir módulo',
  addModuleHere: 'Añadir módulo en {area}, posición {n}',
  paletteTitle: 'Añadir un módulo',
  paletteBody: 'Módulos que admite {area} en esta plantilla:',
  heroSection: 'la cabecera de la página',
  bold: 'Negrita',
  italic: 'Cursiva',
  link: 'Enlace',
  bulletedList: 'Lista con viñetas',
  numberedList: 'Lista numerada',
  formatting: '{field}: formato',
  linkAddress: 'Dirección del enlace (vacía quita el enlace)',
  applyLink: 'Aplicar enlace',
  sanitized: 'Se ha quitado lo que el sitio no publica (enlaces de script, estilos, etiquetas desconocidas).',
  mainSection: 'el contenido',
} as const;

export type StringKey = keyof typeof es;

const en: Record<StringKey, string> = {
  editorControls: 'Editor controls',
  toolbar: 'Editor',
  badge: 'Editor · draft',
  duplicate: 'Duplicate',
  delete: 'Delete',
  moveUp: 'Move up',
  moveDown: 'Move down',
  undo: 'Undo',
  redo: 'Redo',
  save: 'Save',
  publish: 'Publish',
  unsaved: 'Unsaved changes',
  saved: 'All changes saved',
  notSaved: 'Not saved ({status}): {message}',
  couldNotRender: 'Could not render: {message}',
  publishing: 'Publishing…',
  published: 'Published ({files} files rewritten)',
  notPublished: 'Not published ({status}): {message}',
  deviceGroup: 'Page width',
  phone: 'Phone',
  tablet: 'Tablet',
  desktop: 'Desktop',
  language: 'Editor language',
  cancel: 'Cancel',
  deleteTitle: 'Delete this module?',
  deleteBody: '“{module}” will be removed from the page. Undo brings it back until you save.',
  deleteConfirm: 'Delete module',
  publishTitle: 'Publish this page?',
  publishLive: 'Goes live: {page} ({language}).',
  publishUnsaved: 'Unsaved changes are saved first.',
  publishTranslations: 'Its translations keep their content; their language switch is updated:',
  publishNotLive: 'not published, left alone',
  publishNoTranslations: 'It has no published translations.',
  publishConfirm: 'Publish now',
  panel: 'Module fields',
  addItem: 'Add item',
  addItemTo: 'Add item to {list}',
  removeItem: 'Remove',
  itemOf: 'item {n} of {list}',
  itemWord: 'Item',
  addModule: 'Add module',
  addModuleHere: 'Add module to {area}, position {n}',
  paletteTitle: 'Add a module',
  paletteBody: 'Modules that {area} of this template allows:',
  heroSection: 'the page header',
  bold: 'Bold',
  italic: 'Italic',
  link: 'Link',
  bulletedList: 'Bulleted list',
  numberedList: 'Numbered list',
  formatting: '{field}: formatting',
  linkAddress: 'Link address (empty removes the link)',
  applyLink: 'Apply link',
  sanitized: 'Removed what the site does not publish (script links, styles, unknown tags).',
  mainSection: 'the content',
};

const STRINGS: Record<EditorLang, Record<StringKey, string>> = { es, en };

/** The language names the publish dialog uses for the page's translations (locale → name). */
export const LANGUAGE_NAMES: Record<EditorLang, Record<string, string>> = {
  es: { es: 'Español', en: 'Inglés' },
  en: { es: 'Español (Spanish)', en: 'English' },
};

/** The editor's choice, kept in the browser; Spanish unless English was chosen. */
export function editorLang(storage: Storage | undefined = globalThis.localStorage): EditorLang {
  try {
    return storage?.getItem(EDITOR_LANG_KEY) === 'en' ? 'en' : 'es';
  } catch {
    return 'es';
  }
}

export function setEditorLang(lang: EditorLang, storage: Storage | undefined = globalThis.localStorage): void {
  try { storage?.setItem(EDITOR_LANG_KEY, lang); } catch { /* private mode: this page view only */ }
}

/** The text of `key` in `lang`, with `{name}` placeholders filled. */
export function say(lang: EditorLang, key: StringKey, vars: Record<string, string | number> = {}): string {
  return STRINGS[lang][key].replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? `{${name}}`));
}

/**
 * The words of the "Pages" control (spec 4, editor mode: pages, not only modules): opening any
 * page, creating one from a template, its translation, unpublishing. Spanish first, the default.
 */
const pagesEs = {
  pages: 'Páginas',
  pagesTitle: 'Páginas del sitio',
  pagesSearch: 'Buscar por título o dirección',
  pagesSearchHelp: 'Escribe parte del título o de la dirección; se muestran hasta 50.',
  pagesFound: '{n} páginas encontradas',
  pagesNone: 'Ninguna página coincide.',
  pagesOpen: 'Abrir {title}',
  statusPublished: 'publicada',
  statusDraft: 'borrador',
  statusUnpublished: 'despublicada',
  thisPage: 'Esta página',
  thisPageIs: '{title} ({path}), {status}.',
  translationsOf: 'Traducciones: {list}.',
  noTranslations: 'Sin traducciones.',
  newPage: 'Nueva página',
  createTranslation: 'Crear traducción',
  linkTranslation: 'Vincular traducción',
  unpublish: 'Despublicar',
  close: 'Cerrar',
  template: 'Plantilla',
  templateHelp: 'Qué tipo de página es.',
  pageLanguage: 'Idioma de la página',
  pageLanguageHelp: 'Las páginas en inglés viven bajo /en/.',
  title: 'Título',
  titleHelp: 'El título de la página (su h1 y su título en el buscador).',
  slug: 'Dirección (slug)',
  slugHelp: 'Minúsculas, números y guiones, sin guion al principio ni al final. Dirección: {path}',
  create: 'Crear página',
  createTitle: 'Crear una página',
  createIntro: 'La página empieza como borrador con una cabecera y un bloque de texto; publícala cuando esté lista.',
  translationTitle: 'Crear la traducción',
  translationIntro: 'Traducción de {path} ({language}), con la misma plantilla. Empieza como borrador.',
  createTranslationConfirm: 'Crear traducción',
  linkTitle: 'Vincular una página existente como traducción',
  linkIntro: 'Elige la página en {language} que traduce {path}. El selector de idioma de las dos enlazará a la otra.',
  linkSearch: 'Buscar la página en {language}',
  linkChoice: 'Página',
  linkConfirm: 'Vincular',
  linkNoCandidates: 'No hay páginas en {language} que coincidan.',
  linked: 'Traducción vinculada: {path}',
  unpublishTitle: '¿Despublicar esta página?',
  unpublishBody: '«{title}» ({path}) deja de estar publicada: sale del sitio, del mapa del sitio, de los feeds y de la búsqueda. Su contenido se conserva como borrador.',
  unpublishTranslations: 'Sus traducciones siguen publicadas, pero pierden el enlace a ella en su selector de idioma:',
  unpublishNoTranslations: 'No tiene traducciones.',
  unpublishConfirm: 'Despublicar página',
  unpublishing: 'Despublicando…',
  unpublished: 'Despublicada ({files} archivos reescritos)',
  notUnpublished: 'No se ha despublicado ({status}): {message}',
  notCreated: 'No se ha creado: {message}',
  // A refused field, by the rule the API names (server/pages.ts), in the editor's language.
  'slug.required': 'Obligatoria: escribe la última parte de la dirección de la página, p. ej. «jornada-de-puertas-abiertas».',
  'slug.too-long': 'Como mucho {max} caracteres (tiene {length}).',
  'slug.segment': 'Una sola parte de la dirección, sin «/» (has escrito «{got}»).',
  'slug.characters': 'Usa solo minúsculas a–z, números y guiones, p. ej. «{suggestion}» (has escrito «{got}»).',
  'slug.hyphen-ends': 'No puede empezar ni terminar con guion, p. ej. «{suggestion}».',
  'slug.double-hyphen': 'Usa un solo guion entre palabras, p. ej. «{suggestion}».',
  'slug.reserved': '{path} está reservada para el propio sitio; elige otra dirección.',
  'slug.taken': '{path} ya es la dirección de «{title}»; elige otra.',
  'title.required': 'Obligatorio: escribe el título de la página.',
  'title.too-long': 'Como mucho {max} caracteres (tiene {length}).',
} as const;

export type PagesStringKey = keyof typeof pagesEs;

const pagesEn: Record<PagesStringKey, string> = {
  pages: 'Pages',
  pagesTitle: 'Pages of the site',
  pagesSearch: 'Search by title or address',
  pagesSearchHelp: 'Type part of the title or the address; up to 50 are shown.',
  pagesFound: '{n} pages found',
  pagesNone: 'No page matches.',
  pagesOpen: 'Open {title}',
  statusPublished: 'published',
  statusDraft: 'draft',
  statusUnpublished: 'unpublished',
  thisPage: 'This page',
  thisPageIs: '{title} ({path}), {status}.',
  translationsOf: 'Translations: {list}.',
  noTranslations: 'No translations.',
  newPage: 'New page',
  createTranslation: 'Create translation',
  linkTranslation: 'Link translation',
  unpublish: 'Unpublish',
  close: 'Close',
  template: 'Template',
  templateHelp: 'What kind of page it is.',
  pageLanguage: 'Page language',
  pageLanguageHelp: 'English pages live under /en/.',
  title: 'Title',
  titleHelp: 'The page\'s title (its h1 and its title in search engines).',
  slug: 'Address (slug)',
  slugHelp: 'Lower case, digits and hyphens, no hyphen at either end. Address: {path}',
  create: 'Create page',
  createTitle: 'Create a page',
  createIntro: 'The page starts as a draft with a hero and a text block; publish it when it is ready.',
  translationTitle: 'Create the translation',
  translationIntro: 'Translation of {path} ({language}), with the same template. It starts as a draft.',
  createTranslationConfirm: 'Create translation',
  linkTitle: 'Link an existing page as the translation',
  linkIntro: 'Choose the page in {language} that translates {path}. The language switch of each will lead to the other.',
  linkSearch: 'Search the page in {language}',
  linkChoice: 'Page',
  linkConfirm: 'Link',
  linkNoCandidates: 'No page in {language} matches.',
  linked: 'Translation linked: {path}',
  unpublishTitle: 'Unpublish this page?',
  unpublishBody: '“{title}” ({path}) stops being published: it leaves the site, the sitemap, the feeds and search. Its content is kept as a draft.',
  unpublishTranslations: 'Its translations stay published but lose the link to it in their language switch:',
  unpublishNoTranslations: 'It has no translations.',
  unpublishConfirm: 'Unpublish page',
  unpublishing: 'Unpublishing…',
  unpublished: 'Unpublished ({files} files rewritten)',
  notUnpublished: 'Not unpublished ({status}): {message}',
  notCreated: 'Not created: {message}',
  'slug.required': 'Required: type the last part of the page\'s address, e.g. "open-day".',
  'slug.too-long': 'At most {max} characters (it has {length}).',
  'slug.segment': 'One part of the address, without "/" (you typed "{got}").',
  'slug.characters': 'Use only lower-case letters a–z, digits and hyphens, e.g. "{suggestion}" (you typed "{got}").',
  'slug.hyphen-ends': 'It cannot start or end with a hyphen, e.g. "{suggestion}".',
  'slug.double-hyphen': 'Use one hyphen between words, e.g. "{suggestion}".',
  'slug.reserved': '{path} is reserved for the site itself; choose another address.',
  'slug.taken': '{path} is already the address of “{title}”; choose another.',
  'title.required': 'Required: type the page\'s title.',
  'title.too-long': 'At most {max} characters (it has {length}).',
};

/** Whether the editor has its own words for `key` (a refused field's rule). */
export function isPagesStringKey(key: string): key is PagesStringKey {
  return Object.hasOwn(pagesEs, key);
}

/** The text of a "Pages" key in `lang`, with `{name}` placeholders filled. */
export function sayPages(lang: EditorLang, key: PagesStringKey, vars: Record<string, string | number> = {}): string {
  return (lang === 'en' ? pagesEn : pagesEs)[key].replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? `{${name}}`));
}
