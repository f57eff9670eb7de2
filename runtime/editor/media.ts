/**
 * The media library in the editor (spec 3 "Image": url, width, height, alt, position). An image
 * field of the side panel shows the image and a "Choose image" button; the button opens a modal
 * dialog (the pattern of dialog.tsx: native <dialog>, focus trapped, Escape cancels, focus back to
 * the opener) that uploads (file input or drop), searches and pages the library as a grid of
 * thumbnails, and, for the chosen image, asks for its alt text in the page's language (required
 * unless the image is marked decorative) and its focal point — a click on the image or the
 * arrow keys on the marker — which becomes the field's `position`, the contract's nine names
 * the templates crop with. Every call goes through apiFetch (the editor's credentials).
 */
import { apiFetch } from '../../modules/api-fetch.js';
import { imageUrl, positionOfFocalPoint } from '../../modules/image-url.js';
import { LOCALE_NAMES, say, sayMedia, type EditorLang, type MediaStringKey } from './strings.js';

/** An image field's value, as the contract has it (CONTRACT.md, modules/fields.ts ImageSchema). */
export interface ImageValue { url: string; width?: number; height?: number; alt?: string; title?: string; position?: string; [key: string]: unknown }

/** A library item, as GET/PUT {api}/site/{site}/media answer it (server/media.ts). */
interface MediaItem {
  id: number; url: string; name: string; width: number; height: number; alt: Record<string, string>;
  decorative: boolean; needsAlt: boolean; focal: { x: number; y: number }; position: string;
}
interface MediaPage { page: number; totalPages: number; totalItems: number; maxBytes: number; items: MediaItem[] }

export interface MediaContext {
  lang: EditorLang;
  /** The page's locale (es_ES, en_GB): the alt text the field takes. */
  locale: string;
  site: string;
  /** The image host's base (the preview's `imageHost` setting). */
  imageHost: string;
}

/** A thumbnail and the focal picture: the smallest width the image host serves, whole image. */
export const PREVIEW_WIDTH = 640;
/** How far one arrow key moves the focal point (Shift: five times as far). */
const FOCAL_STEP = 0.02;

const clamp = (n: number) => Math.min(1, Math.max(0, Math.round(n * 1000) / 1000));
const positionWords = (lang: EditorLang, position: string) => sayMedia(lang, `pos${position[0]!.toUpperCase()}${position.slice(1)}` as MediaStringKey);

/** Whether a field of the panel's schema is an image (url, alt and position: ImageSchema). */
export function isImageSchema(schema: { properties?: Record<string, unknown>; anyOf?: { properties?: Record<string, unknown> }[] }): boolean {
  const props = schema.properties ?? schema.anyOf?.find((s) => s.properties)?.properties;
  return !!props && 'url' in props && 'alt' in props && 'position' in props;
}

let count = 0;

/** Keeps Tab inside the dialog (native showModal leaves the browser's own UI reachable). */
function trapFocus(dialog: HTMLDialogElement): void {
  dialog.addEventListener('keydown', (event) => {
    // Escape is the dialog's own cancel; it must not also reach the editor (deselect).
    if (event.key === 'Escape') event.stopPropagation();
    if (event.key !== 'Tab') return;
    const focusable = [...dialog.querySelectorAll<HTMLElement>('button:not(:disabled), input:not(:disabled), textarea, select, [tabindex="0"]')].filter((el) => el.offsetParent !== null);
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) return;
    const active = dialog.ownerDocument.activeElement;
    if (event.shiftKey && active === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  });
}

/** The API's message of a refused call, or its status text. */
async function errorOf(response: Response): Promise<string> {
  const body = await response.json().catch(() => null) as { error?: { message?: string } } | null;
  return body?.error?.message ?? `${response.status} ${response.statusText}`;
}

/**
 * The library dialog. Resolves with the image field's new value — the chosen image's url and
 * size, its alt text in the page's language ('' when decorative) and the position of its focal
 * point, over what the field held (its title stays) — or null when cancelled.
 */
export function chooseImage(doc: Document, context: MediaContext, current: ImageValue | null): Promise<ImageValue | null> {
  const { lang, locale, site } = context;
  const t = (key: MediaStringKey, vars?: Record<string, string | number>) => sayMedia(lang, key, vars);
  const api = `/_api/site/${encodeURIComponent(site)}/media`;
  const opener = doc.activeElement as HTMLElement | null;
  const id = `editor-media-${++count}`;
  const el = <K extends keyof HTMLElementTagNameMap>(tag: K, className?: string, text?: string): HTMLElementTagNameMap[K] => {
    const node = doc.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  };

  const dialog = el('dialog', 'editor-dialog editor-dialog--media');
  dialog.setAttribute('aria-labelledby', `${id}-title`);
  const title = el('h2', undefined, t('mediaTitle'));
  title.id = `${id}-title`;

  // Uploading: a file input (the keyboard's way) and the whole library side as a drop zone.
  const library = el('div', 'editor-media__library');
  const uploadWrap = el('div', 'editor-media__upload');
  const fileLabel = el('label', 'editor-media__label', t('mediaUpload'));
  fileLabel.htmlFor = `${id}-file`;
  const file = el('input');
  file.type = 'file';
  file.id = `${id}-file`;
  file.accept = 'image/jpeg,image/png,image/webp,image/avif';
  const uploadHelp = el('p', 'editor-panel__help', t('mediaUploadHelp', { mb: 15 }));
  uploadHelp.id = `${id}-file-help`;
  file.setAttribute('aria-describedby', uploadHelp.id);
  const uploadStatus = el('p', 'editor-media__status');
  uploadStatus.setAttribute('role', 'status');
  const uploadError = el('p', 'editor-panel__error');
  uploadError.setAttribute('role', 'alert');
  uploadWrap.append(fileLabel, uploadHelp, file, uploadStatus, uploadError);

  const searchLabel = el('label', 'editor-media__label', t('mediaSearch'));
  searchLabel.htmlFor = `${id}-search`;
  const search = el('input');
  search.type = 'search';
  search.id = `${id}-search`;
  const results = el('p', 'editor-media__count');
  results.id = `${id}-count`;
  results.setAttribute('aria-live', 'polite');
  const grid = el('ul', 'editor-media__grid');
  grid.setAttribute('aria-label', t('mediaGrid'));
  const pager = el('div', 'editor-media__pager');
  const previous = el('button', undefined, t('mediaPrevious'));
  previous.type = 'button';
  const pageInfo = el('span');
  const next = el('button', undefined, t('mediaNext'));
  next.type = 'button';
  pager.append(previous, pageInfo, next);
  library.append(uploadWrap, searchLabel, search, results, grid, pager);

  // The chosen image: focal point, alt text, decorative.
  const details = el('div', 'editor-media__details');
  const chosenName = el('p', 'editor-media__chosen', t('mediaPickFirst'));
  chosenName.id = `${id}-chosen`;
  const focusBox = el('div', 'editor-media__focus');
  const focusImg = el('img');
  focusImg.alt = '';
  const marker = el('button', 'editor-media__marker');
  marker.type = 'button';
  const focusHelp = el('p', 'editor-panel__help', t('mediaFocusHelp'));
  focusHelp.id = `${id}-focus-help`;
  marker.setAttribute('aria-describedby', focusHelp.id);
  focusBox.append(focusImg, marker);
  const focusGroup = el('div', 'editor-media__focus-group');
  const focusTitle = el('p', 'editor-panel__label', t('mediaFocus'));
  focusGroup.append(focusTitle, focusHelp, focusBox);

  const altField = el('div', 'editor-panel__field');
  const altLabel = el('label', undefined, t('mediaAlt', { language: LOCALE_NAMES[lang][locale] ?? locale }));
  altLabel.htmlFor = `${id}-alt`;
  const altHelp = el('p', 'editor-panel__help', t('mediaAltHelp'));
  altHelp.id = `${id}-alt-help`;
  const alt = el('textarea');
  alt.id = `${id}-alt`;
  alt.rows = 2;
  alt.maxLength = 500;
  alt.required = true;
  alt.setAttribute('aria-describedby', altHelp.id);
  const altError = el('p', 'editor-panel__error');
  altError.id = `${id}-alt-error`;
  altField.append(altLabel, altHelp, alt, altError);
  const decorativeWrap = el('div', 'editor-media__check');
  const decorative = el('input');
  decorative.type = 'checkbox';
  decorative.id = `${id}-decorative`;
  const decorativeLabel = el('label', undefined, t('mediaDecorative'));
  decorativeLabel.htmlFor = decorative.id;
  decorativeWrap.append(decorative, decorativeLabel);
  const saveError = el('p', 'editor-panel__error');
  saveError.setAttribute('role', 'alert');
  details.append(chosenName, focusGroup, altField, decorativeWrap, saveError);

  const actions = el('div', 'editor-dialog__actions');
  const cancel = el('button', 'editor-dialog__cancel', say(lang, 'cancel'));
  cancel.type = 'button';
  const use = el('button', 'editor-dialog__confirm', t('mediaUse'));
  use.type = 'button';
  actions.append(cancel, use);
  const body = el('div', 'editor-media');
  body.append(library, details);
  dialog.append(title, body, actions);
  trapFocus(dialog);

  let chosen: MediaItem | null = null;
  let focal = { x: 0.5, y: 0.5 };
  let page = 1;
  let listed: MediaPage | null = null;
  let searchTimer: ReturnType<typeof setTimeout> | undefined;

  const showFocal = () => {
    marker.style.left = `${focal.x * 100}%`;
    marker.style.top = `${focal.y * 100}%`;
    marker.setAttribute('aria-label', t('mediaFocusAt', { x: Math.round(focal.x * 100), y: Math.round(focal.y * 100), position: positionWords(lang, positionOfFocalPoint(focal.x, focal.y)) }));
  };
  const showAltState = () => {
    alt.disabled = decorative.checked;
    alt.required = !decorative.checked;
    if (decorative.checked) {
      altError.textContent = '';
      alt.removeAttribute('aria-invalid');
      alt.setAttribute('aria-describedby', altHelp.id);
    }
  };
  const choose = (item: MediaItem) => {
    chosen = item;
    focal = { ...item.focal };
    chosenName.textContent = `${t('mediaSelected', { name: item.name })} · ${t('mediaSize', { width: item.width, height: item.height })}`;
    focusImg.src = imageUrl(context.imageHost, item.url, { width: PREVIEW_WIDTH });
    focusImg.width = item.width;
    focusImg.height = item.height;
    alt.value = item.alt[locale] ?? '';
    decorative.checked = item.decorative;
    details.dataset.chosen = '';
    saveError.textContent = '';
    showAltState();
    showFocal();
    for (const b of grid.querySelectorAll<HTMLButtonElement>('button')) b.setAttribute('aria-pressed', String(Number(b.dataset.mediaId) === item.id));
  };

  const renderGrid = (data: MediaPage) => {
    listed = data;
    grid.replaceChildren(...data.items.map((item) => {
      const li = el('li');
      const b = el('button', 'editor-media__item');
      b.type = 'button';
      b.dataset.mediaId = String(item.id);
      b.setAttribute('aria-pressed', String(chosen?.id === item.id));
      const img = el('img');
      // The button is named by the file's name below; the thumbnail is for the eye.
      img.alt = '';
      img.loading = 'lazy';
      img.width = 160;
      img.height = 120;
      img.src = imageUrl(context.imageHost, item.url, { width: PREVIEW_WIDTH, height: 480, position: item.position });
      const name = el('span', 'editor-media__name', item.name);
      // Named by its file and, when it has one, its description in the page's language: the
      // site's own images are told apart by what they show (WCAG 2.5.3: the visible name first).
      const described = item.alt[context.locale]?.trim();
      if (described) b.setAttribute('aria-label', `${item.name}: ${described}`);
      b.append(img, name);
      b.addEventListener('click', () => choose(item));
      li.append(b);
      return li;
    }));
    results.textContent = data.totalItems === 0 ? t('mediaEmpty') : t(data.totalItems === 1 ? 'mediaResult' : 'mediaResults', { n: data.totalItems });
    pager.hidden = data.totalPages <= 1;
    pageInfo.textContent = t('mediaPageOf', { page: data.page, pages: Math.max(1, data.totalPages) });
    previous.disabled = data.page <= 1;
    next.disabled = data.page >= data.totalPages;
    uploadHelp.textContent = t('mediaUploadHelp', { mb: Math.round(data.maxBytes / 1024 / 1024) });
  };
  // Answers can come out of order (a search typed on, an upload's reload): only the latest is shown.
  let asked = 0;
  const load = async () => {
    const query = new URLSearchParams({ page: String(page) });
    if (search.value.trim()) query.set('search', search.value.trim());
    const mine = ++asked;
    const response = await apiFetch(`${api}?${query}`);
    if (mine !== asked) return;
    if (!response.ok) {
      results.textContent = await errorOf(response);
      return;
    }
    const data = await response.json() as MediaPage;
    if (mine === asked) renderGrid(data);
  };

  const upload = async (picked: File) => {
    uploadError.textContent = '';
    const maxBytes = listed?.maxBytes;
    if (maxBytes && picked.size > maxBytes) {
      uploadError.textContent = t('mediaNotUploaded', { name: picked.name, message: `${(picked.size / 1024 / 1024).toFixed(1)} MB > ${Math.round(maxBytes / 1024 / 1024)} MB` });
      return;
    }
    uploadStatus.textContent = t('mediaUploading', { name: picked.name });
    const response = await apiFetch(api, {
      method: 'POST',
      headers: { 'content-type': picked.type || 'application/octet-stream', 'x-file-name': encodeURIComponent(picked.name) },
      body: picked,
    }).catch(() => null);
    if (!response?.ok) {
      uploadStatus.textContent = '';
      uploadError.textContent = t('mediaNotUploaded', { name: picked.name, message: response ? await errorOf(response) : 'network' });
      return;
    }
    const { created, item } = await response.json() as { created: boolean; item: MediaItem };
    clearTimeout(searchTimer);
    search.value = '';
    page = 1;
    await load();
    choose(item);
    // Said once the image is chosen and its fields are filled: what an editor types after reading
    // it is not overwritten by the choice still to come.
    uploadStatus.textContent = t(created ? 'mediaUploaded' : 'mediaAlready', { name: item.name });
    (item.needsAlt ? alt : marker).focus();
  };

  file.addEventListener('change', () => {
    const picked = file.files?.[0];
    if (picked) void upload(picked);
    file.value = '';
  });
  library.addEventListener('dragover', (event) => {
    event.preventDefault();
    library.dataset.dropping = '';
  });
  library.addEventListener('dragleave', () => delete library.dataset.dropping);
  library.addEventListener('drop', (event) => {
    event.preventDefault();
    delete library.dataset.dropping;
    const picked = event.dataTransfer?.files[0];
    if (picked) void upload(picked);
  });
  search.addEventListener('input', () => {
    clearTimeout(searchTimer);
    searchTimer = setTimeout(() => { page = 1; void load(); }, 250);
  });
  previous.addEventListener('click', () => { page--; void load(); });
  next.addEventListener('click', () => { page++; void load(); });

  // The focal point: a click on the picture, or the arrow keys on its marker.
  focusBox.addEventListener('click', (event) => {
    // Enter or Space on the marker is a click at no point (detail 0): the keys move it instead.
    if (!chosen || event.detail === 0) return;
    const box = focusImg.getBoundingClientRect();
    focal = { x: clamp((event.clientX - box.left) / box.width), y: clamp((event.clientY - box.top) / box.height) };
    showFocal();
    marker.focus();
  });
  marker.addEventListener('keydown', (event) => {
    const step = event.shiftKey ? FOCAL_STEP * 5 : FOCAL_STEP;
    const moves: Record<string, [number, number]> = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    focal = { x: clamp(focal.x + move[0]), y: clamp(focal.y + move[1]) };
    showFocal();
  });
  decorative.addEventListener('change', showAltState);
  alt.addEventListener('input', () => {
    if (alt.value.trim()) {
      altError.textContent = '';
      alt.removeAttribute('aria-invalid');
      alt.setAttribute('aria-describedby', altHelp.id);
    }
  });

  const pick = async () => {
    saveError.textContent = '';
    if (!chosen) {
      saveError.textContent = t('mediaPickFirst');
      return;
    }
    const text = alt.value.trim();
    // WCAG 1.1.1: an image says what it shows unless it is decoration.
    if (!decorative.checked && !text) {
      altError.textContent = t('mediaAltRequired');
      alt.setAttribute('aria-invalid', 'true');
      alt.setAttribute('aria-describedby', `${altHelp.id} ${altError.id}`);
      alt.focus();
      return;
    }
    const response = await apiFetch(`${api}/${chosen.id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ decorative: decorative.checked, focal, ...(decorative.checked ? {} : { alt: { [locale]: text } }) }),
    }).catch(() => null);
    if (!response?.ok) {
      saveError.textContent = t('mediaNotSaved', { message: response ? await errorOf(response) : 'network' });
      return;
    }
    const item = await response.json() as MediaItem;
    const { url: _u, width: _w, height: _h, alt: _a, position: _p, ...kept } = current ?? {};
    dialog.close(JSON.stringify({ ...kept, url: item.url, width: item.width, height: item.height, alt: item.decorative ? '' : item.alt[locale] ?? '', position: item.position }));
  };
  use.addEventListener('click', () => void pick());
  cancel.addEventListener('click', () => dialog.close(''));

  doc.body.append(dialog);
  return new Promise((resolve) => {
    dialog.addEventListener('close', () => {
      clearTimeout(searchTimer);
      dialog.remove();
      opener?.focus();
      resolve(dialog.returnValue ? JSON.parse(dialog.returnValue) as ImageValue : null);
    }, { once: true });
    dialog.showModal();
    file.focus();
    void load().then(() => {
      // The field's current image, when it is in the library, starts chosen.
      // Not over a choice the editor made while the list was on its way (an upload, a click).
      const mine = current?.url ? listed?.items.find((i) => i.url === current.url) : undefined;
      if (mine && !chosen) choose(mine);
    });
  });
}
