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
 * History and scheduled publishing (runtime/editor/history.ts): the page's versions, comparing
 * one with the draft, restoring, and scheduling the draft to go live at a date and time.
 */
const historyEs = {
  history: 'Historial',
  historyTitle: 'Historial de la página',
  historyIntro: 'Cada vez que se guarda, queda una versión. Compara una con el borrador actual o restáurala (se convierte en un borrador nuevo; no se publica sola).',
  historyEmpty: 'Aún no hay versiones: se crea una cada vez que guardas.',
  historyMore: 'Versiones anteriores',
  close: 'Cerrar',
  cancel: 'Cancelar',
  versionN: 'Versión {n}',
  versionMeta: '{when} · {who}',
  versionBaseline: 'antes del historial',
  versionLive: 'Publicada',
  versionScheduled: 'Programada',
  compare: 'Comparar con el borrador',
  compareVersion: 'Comparar con el borrador (versión {n})',
  compareTitle: 'Cambios de la versión {n} al borrador actual',
  compareNone: 'El borrador es igual que esta versión.',
  compareAdded: 'Añadido en el borrador: {module}',
  compareRemoved: 'No está en el borrador: {module}',
  compareMoved: 'Cambiado de sitio: {module}',
  compareEdited: 'Editado: {module}',
  compareField: '{field}: «{before}» → «{after}»',
  emptyValue: '(vacío)',
  restore: 'Restaurar',
  restoreVersion: 'Restaurar la versión {n}',
  restoreTitle: '¿Restaurar la versión {n}?',
  restoreBody: 'El borrador pasa a ser el de la versión {n} y se guarda como una versión nueva. La página publicada no cambia hasta que publiques.',
  restoreUnsaved: 'Los cambios sin guardar se pierden.',
  restoreConfirm: 'Restaurar versión',
  restored: 'Restaurada la versión {n}',
  notRestored: 'No se ha restaurado ({status}): {message}',
  schedule: 'Programar',
  scheduleTitle: 'Programar la publicación',
  scheduleIntro: 'Elige cuándo se publica el borrador tal como está ahora (hora de Madrid).',
  scheduleDate: 'Fecha',
  scheduleTime: 'Hora (Madrid)',
  scheduleContinue: 'Continuar',
  scheduleMissing: 'Indica la fecha y la hora.',
  schedulePast: 'Esa fecha y hora ya han pasado: elige una posterior.',
  scheduleConfirmTitle: '¿Programar la publicación?',
  scheduleLive: 'El {when} (hora de Madrid) se publica {page} ({language}) con el contenido del borrador guardado ahora.',
  scheduleFixed: 'Lo programado no cambia aunque después edites el borrador: para publicar esos cambios, vuelve a programar o publica.',
  scheduleUnsaved: 'Antes se guardan los cambios sin guardar.',
  scheduleTranslations: 'Sus traducciones no se publican con ella:',
  scheduleTranslationNot: 'sin programar, no cambia',
  scheduleTranslationAt: 'programada para el {when}',
  scheduleNoTranslations: 'No tiene traducciones.',
  scheduleConfirm: 'Programar',
  scheduled: 'Programada para el {when} (versión {n})',
  notScheduled: 'No se ha programado ({status}): {message}',
  pending: 'Se publicará el {when} (versión {n})',
  pendingFailed: 'La publicación programada para el {when} no se hizo: {message}',
  cancelSchedule: 'Cancelar programación',
  cancelled: 'Programación cancelada',
} as const;

export type HistoryKey = keyof typeof historyEs;

const historyEn: Record<HistoryKey, string> = {
  history: 'History',
  historyTitle: 'Page history',
  historyIntro: 'Every save keeps a version. Compare one with the current draft or restore it (it becomes a new draft; nothing is published by itself).',
  historyEmpty: 'No versions yet: one is kept every time you save.',
  historyMore: 'Older versions',
  close: 'Close',
  cancel: 'Cancel',
  versionN: 'Version {n}',
  versionMeta: '{when} · {who}',
  versionBaseline: 'before history began',
  versionLive: 'Live',
  versionScheduled: 'Scheduled',
  compare: 'Compare with draft',
  compareVersion: 'Compare with draft (version {n})',
  compareTitle: 'Changes from version {n} to the current draft',
  compareNone: 'The draft is the same as this version.',
  compareAdded: 'Added in the draft: {module}',
  compareRemoved: 'Not in the draft: {module}',
  compareMoved: 'Moved: {module}',
  compareEdited: 'Edited: {module}',
  compareField: '{field}: “{before}” → “{after}”',
  emptyValue: '(empty)',
  restore: 'Restore',
  restoreVersion: 'Restore version {n}',
  restoreTitle: 'Restore version {n}?',
  restoreBody: 'The draft becomes version {n} and is saved as a new version. The live page does not change until you publish.',
  restoreUnsaved: 'Unsaved changes are lost.',
  restoreConfirm: 'Restore version',
  restored: 'Restored version {n}',
  notRestored: 'Not restored ({status}): {message}',
  schedule: 'Schedule',
  scheduleTitle: 'Schedule publishing',
  scheduleIntro: 'Choose when the draft, as it is now, goes live (Madrid time).',
  scheduleDate: 'Date',
  scheduleTime: 'Time (Madrid)',
  scheduleContinue: 'Continue',
  scheduleMissing: 'Give the date and the time.',
  schedulePast: 'That date and time have passed: choose a later one.',
  scheduleConfirmTitle: 'Schedule publishing?',
  scheduleLive: 'On {when} (Madrid time) {page} ({language}) goes live with the draft as saved now.',
  scheduleFixed: 'What is scheduled stays as it is even if you edit the draft later: to publish those changes, schedule again or publish.',
  scheduleUnsaved: 'Unsaved changes are saved first.',
  scheduleTranslations: 'Its translations do not go live with it:',
  scheduleTranslationNot: 'not scheduled, unchanged',
  scheduleTranslationAt: 'scheduled for {when}',
  scheduleNoTranslations: 'It has no translations.',
  scheduleConfirm: 'Schedule',
  scheduled: 'Scheduled for {when} (version {n})',
  notScheduled: 'Not scheduled ({status}): {message}',
  pending: 'Goes live on {when} (version {n})',
  pendingFailed: 'The publication scheduled for {when} did not happen: {message}',
  cancelSchedule: 'Cancel schedule',
  cancelled: 'Schedule cancelled',
};

const HISTORY_STRINGS: Record<EditorLang, Record<HistoryKey, string>> = { es: historyEs, en: historyEn };

/** The history's text of `key` in `lang`, with `{name}` placeholders filled. */
export function sayHistory(lang: EditorLang, key: HistoryKey, vars: Record<string, string | number> = {}): string {
  return HISTORY_STRINGS[lang][key].replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? `{${name}}`));
}
