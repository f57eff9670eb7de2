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
 * The media library's words (runtime/editor/media.ts), Spanish first: an image field in the
 * side panel and the dialog that uploads, finds, describes and places images.
 */
const mediaEs = {
  mediaChoose: 'Elegir imagen',
  mediaNone: 'Sin imagen',
  mediaAltIs: 'Texto alternativo: {alt}',
  mediaDecorativeShown: 'Decorativa (sin texto alternativo)',
  mediaTitle: 'Biblioteca de medios',
  mediaUpload: 'Subir una imagen',
  mediaUploadHelp: 'JPEG, PNG, WebP o AVIF, hasta {mb} MB. También puedes soltarla aquí.',
  mediaUploading: 'Subiendo «{name}»…',
  mediaUploaded: '«{name}» está en la biblioteca.',
  mediaAlready: '«{name}» ya estaba en la biblioteca.',
  mediaNotUploaded: 'No se ha subido «{name}»: {message}',
  mediaSearch: 'Buscar por nombre o texto alternativo',
  mediaResult: '1 imagen',
  mediaResults: '{n} imágenes',
  mediaEmpty: 'Ninguna imagen coincide.',
  mediaPrevious: 'Anteriores',
  mediaNext: 'Siguientes',
  mediaPageOf: 'Página {page} de {pages}',
  mediaGrid: 'Imágenes de la biblioteca',
  mediaSelected: 'Imagen elegida: {name}',
  mediaPickFirst: 'Elige una imagen de la biblioteca o sube una.',
  mediaAlt: 'Texto alternativo ({language})',
  mediaAltHelp: 'Describe lo que muestra la imagen para quien no puede verla.',
  mediaAltRequired: 'Escribe el texto alternativo o marca la imagen como decorativa.',
  mediaDecorative: 'Decorativa: no aporta información (su texto alternativo queda vacío)',
  mediaFocus: 'Punto focal',
  mediaFocusHelp: 'Haz clic en la imagen donde está lo importante; al recortarla se conserva esa zona. Con el punto enfocado, muévelo con las flechas.',
  mediaFocusAt: 'Punto focal: {x} % desde la izquierda, {y} % desde arriba ({position}). Muévelo con las flechas.',
  mediaUse: 'Usar esta imagen',
  mediaNotSaved: 'No se ha guardado la imagen: {message}',
  mediaSize: '{width} × {height} px',
  posCenter: 'centro', posTop: 'arriba', posBottom: 'abajo', posLeft: 'izquierda', posRight: 'derecha',
  'posTop-left': 'arriba a la izquierda', 'posTop-right': 'arriba a la derecha', 'posBottom-left': 'abajo a la izquierda', 'posBottom-right': 'abajo a la derecha',
} as const;

export type MediaStringKey = keyof typeof mediaEs;

const mediaEn: Record<MediaStringKey, string> = {
  mediaChoose: 'Choose image',
  mediaNone: 'No image',
  mediaAltIs: 'Alt text: {alt}',
  mediaDecorativeShown: 'Decorative (no alt text)',
  mediaTitle: 'Media library',
  mediaUpload: 'Upload an image',
  mediaUploadHelp: 'JPEG, PNG, WebP or AVIF, up to {mb} MB. You can also drop it here.',
  mediaUploading: 'Uploading “{name}”…',
  mediaUploaded: '“{name}” is in the library.',
  mediaAlready: '“{name}” was already in the library.',
  mediaNotUploaded: '“{name}” was not uploaded: {message}',
  mediaSearch: 'Search by name or alt text',
  mediaResult: '1 image',
  mediaResults: '{n} images',
  mediaEmpty: 'No image matches.',
  mediaPrevious: 'Previous',
  mediaNext: 'Next',
  mediaPageOf: 'Page {page} of {pages}',
  mediaGrid: 'Images in the library',
  mediaSelected: 'Chosen image: {name}',
  mediaPickFirst: 'Choose an image from the library or upload one.',
  mediaAlt: 'Alt text ({language})',
  mediaAltHelp: 'Describe what the image shows for people who cannot see it.',
  mediaAltRequired: 'Write the alt text or mark the image as decorative.',
  mediaDecorative: 'Decorative: it adds no information (its alt text stays empty)',
  mediaFocus: 'Focal point',
  mediaFocusHelp: 'Click the image where what matters is; crops keep that area. With the point focused, move it with the arrow keys.',
  mediaFocusAt: 'Focal point: {x} % from the left, {y} % from the top ({position}). Move it with the arrow keys.',
  mediaUse: 'Use this image',
  mediaNotSaved: 'The image was not saved: {message}',
  mediaSize: '{width} × {height} px',
  posCenter: 'centre', posTop: 'top', posBottom: 'bottom', posLeft: 'left', posRight: 'right',
  'posTop-left': 'top left', 'posTop-right': 'top right', 'posBottom-left': 'bottom left', 'posBottom-right': 'bottom right',
};

/** The media library's text of `key` in `lang`, with `{name}` placeholders filled. */
export function sayMedia(lang: EditorLang, key: MediaStringKey, vars: Record<string, string | number> = {}): string {
  return (lang === 'en' ? mediaEn : mediaEs)[key].replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? `{${name}}`));
}
