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
  // Accounts: the sign-in and set-password pages, who is signed in, sign-out.
  signInTitle: 'Entrar al editor',
  signInIntro: 'Entra con el correo y la contraseña de tu cuenta de editor.',
  email: 'Correo electrónico',
  password: 'Contraseña',
  signIn: 'Entrar',
  signingIn: 'Entrando…',
  emailMissing: 'Escribe tu correo electrónico.',
  emailInvalid: 'Escribe un correo electrónico válido, como nombre@ejemplo.org.',
  passwordMissing: 'Escribe tu contraseña.',
  signInFailed: 'El correo o la contraseña no son correctos. Revisa los dos y vuelve a intentarlo.',
  tooManyAttempts: 'Demasiados intentos fallidos. Vuelve a intentarlo dentro de {minutes} min.',
  serverError: 'No se ha podido completar ({status}): {message}',
  passwordSetDone: 'Contraseña guardada. Ya puedes entrar.',
  setPasswordTitle: 'Crear la contraseña',
  setPasswordIntro: 'Elige la contraseña de tu cuenta de editor. Este enlace solo funciona una vez.',
  newPassword: 'Contraseña nueva',
  newPasswordHelp: 'Al menos {min} caracteres; unas cuantas palabras forman una buena contraseña.',
  confirmPassword: 'Repite la contraseña',
  savePassword: 'Guardar la contraseña',
  passwordTooShort: 'La contraseña necesita al menos {min} caracteres.',
  passwordsDiffer: 'Las dos contraseñas no coinciden.',
  linkMissing: 'Este enlace no lleva el código para crear la contraseña. Abre el enlace completo que te enviaron.',
  linkInvalid: 'Este enlace ya se ha usado, ha caducado o se ha sustituido por otro. Pide un enlace nuevo a un administrador.',
  formProblems: 'Revisa los campos marcados.',
  signedInAs: 'Sesión de {email}',
  signOut: 'Cerrar sesión',
  signedOut: 'Has cerrado la sesión.',
  sessionEnded: 'Tu sesión ha terminado. Vuelve a entrar para seguir editando.',
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
  // Accounts: the sign-in and set-password pages, who is signed in, sign-out.
  signInTitle: 'Sign in to the editor',
  signInIntro: 'Sign in with the email and password of your editor account.',
  email: 'Email',
  password: 'Password',
  signIn: 'Sign in',
  signingIn: 'Signing in…',
  emailMissing: 'Enter your email address.',
  emailInvalid: 'Enter a valid email address, such as name@example.org.',
  passwordMissing: 'Enter your password.',
  signInFailed: 'The email or the password is not right. Check both and try again.',
  tooManyAttempts: 'Too many failed attempts. Try again in {minutes} min.',
  serverError: 'Could not complete ({status}): {message}',
  passwordSetDone: 'Password saved. You can sign in now.',
  setPasswordTitle: 'Create your password',
  setPasswordIntro: 'Choose the password of your editor account. This link works only once.',
  newPassword: 'New password',
  newPasswordHelp: 'At least {min} characters; a few words make a good password.',
  confirmPassword: 'Repeat the password',
  savePassword: 'Save the password',
  passwordTooShort: 'The password needs at least {min} characters.',
  passwordsDiffer: 'The two passwords do not match.',
  linkMissing: 'This link lacks the code to create the password. Open the whole link you were sent.',
  linkInvalid: 'This link was already used, has expired or was replaced by a newer one. Ask an administrator for a new link.',
  formProblems: 'Check the fields marked.',
  signedInAs: 'Signed in as {email}',
  signOut: 'Sign out',
  signedOut: 'You have signed out.',
  sessionEnded: 'Your session has ended. Sign in again to go on editing.',
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
