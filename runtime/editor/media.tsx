/**
 * The media library in the editor (spec 3 "Image": url, width, height, alt, position). An image
 * field of the side panel shows the image and a "Choose image" button; the button opens a modal
 * dialog, drawn in React over the editor's one dialog (react-dialog.tsx: native <dialog>, Escape
 * cancels, Tab kept inside, focus back to the opener) that uploads (file input or drop), searches and pages the library as a grid of
 * thumbnails, and, for the chosen image, asks for its alt text in the page's language (required
 * unless the image is marked decorative) and its focal point — a click on the image or the
 * arrow keys on the marker — which becomes the field's `position`, the contract's nine names
 * the templates crop with. Every call goes through apiFetch (the editor's credentials).
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { apiFetch } from '../../modules/api-fetch.js';
import { imageUrl, positionOfFocalPoint } from '../../modules/image-url.js';
import { EditorDialog, showDialog } from './react-dialog.js';
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
  return showDialog<ImageValue | null>(doc, (done) => <MediaDialog context={context} current={current} onDone={done} />);
}

type Focusable = 'file' | 'alt' | 'marker';

function MediaDialog({ context, current, onDone }: { context: MediaContext; current: ImageValue | null; onDone(value: ImageValue | null): void }) {
  const { lang, locale, site } = context;
  const t = (key: MediaStringKey, vars?: Record<string, string | number>) => sayMedia(lang, key, vars);
  const api = `/_api/site/${encodeURIComponent(site)}/media`;
  const id = `editor-media-${useId().replace(/:/g, '')}`;
  const dialog = useRef<HTMLDialogElement>(null);
  const refs = { file: useRef<HTMLInputElement>(null), alt: useRef<HTMLTextAreaElement>(null), marker: useRef<HTMLButtonElement>(null) };
  const focusImg = useRef<HTMLImageElement>(null);

  const [listed, setListed] = useState<MediaPage | null>(null);
  const [listError, setListError] = useState('');
  const [search, setSearch] = useState('');
  /** The search as last asked (a pause after typing), and a count that asks again for the same one. */
  const [asked, setAsked] = useState({ search: '', page: 1, n: 0 });
  const asks = useRef(0);
  /** Asks the library for a page of a search; the number of the ask. */
  const ask = (searched: string, wanted: number) => {
    const n = ++asks.current;
    setAsked({ search: searched, page: wanted, n });
    return n;
  };
  const [chosen, setChosen] = useState<MediaItem | null>(null);
  const [focal, setFocal] = useState({ x: 0.5, y: 0.5 });
  const [alt, setAlt] = useState('');
  const [decorative, setDecorative] = useState(false);
  const [altError, setAltError] = useState('');
  const [saveError, setSaveError] = useState('');
  const [uploadStatus, setUploadStatus] = useState('');
  const [uploadError, setUploadError] = useState('');
  const [dropping, setDropping] = useState(false);
  const [focus, setFocus] = useState<{ on: Focusable } | null>({ on: 'file' });
  /** Set by an upload: its image is chosen, and the upload said, once the list that holds it has come. */
  const uploadedNext = useRef<{ item: MediaItem; created: boolean; n: number } | null>(null);
  /** The field's current image starts chosen, once, unless the editor chose first. */
  const startChosen = useRef(true);
  const chosenRef = useRef<MediaItem | null>(null);
  chosenRef.current = chosen;

  // After the dialog's own effect has opened it (a child's effects run first).
  useEffect(() => {
    if (focus) refs[focus.on].current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focus]);

  const choose = (item: MediaItem) => {
    startChosen.current = false;
    setChosen(item);
    setFocal({ ...item.focal });
    setAlt(item.alt[locale] ?? '');
    setDecorative(item.decorative);
    setAltError('');
    setSaveError('');
  };

  // Answers can come out of order (a search typed on, an upload's reload): only the latest is shown.
  useEffect(() => {
    let latest = true;
    void (async () => {
      const query = new URLSearchParams({ page: String(asked.page) });
      if (asked.search.trim()) query.set('search', asked.search.trim());
      const response = await apiFetch(`${api}?${query}`);
      if (!latest) return;
      const data = response.ok ? await response.json() as MediaPage : null;
      const message = response.ok ? '' : await errorOf(response);
      if (!latest) return;
      setListError(message);
      if (data) setListed(data);
      const uploaded = uploadedNext.current?.n === asked.n ? uploadedNext.current : null;
      if (uploaded) {
        uploadedNext.current = null;
        // Said once the image is chosen and its fields are filled: what an editor types after
        // reading it is not overwritten by the choice still to come.
        choose(uploaded.item);
        setUploadStatus(t(uploaded.created ? 'mediaUploaded' : 'mediaAlready', { name: uploaded.item.name }));
        setFocus({ on: uploaded.item.needsAlt ? 'alt' : 'marker' });
        return;
      }
      if (!data) return;
      // The field's current image, when it is in the library, starts chosen.
      // Not over a choice the editor made while the list was on its way (an upload, a click).
      if (startChosen.current && !chosenRef.current) {
        startChosen.current = false;
        const mine = current?.url ? data.items.find((i) => i.url === current.url) : undefined;
        if (mine) choose(mine);
      }
    })();
    return () => {
      latest = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, asked]);

  // A search asks a pause after the last key.
  useEffect(() => {
    if (search === asked.search) return;
    const timer = setTimeout(() => {
      ask(search, 1);
    }, 250);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search]);

  const goTo = (next: number) => ask(asked.search, next);

  const upload = async (picked: File) => {
    setUploadError('');
    const maxBytes = listed?.maxBytes;
    if (maxBytes && picked.size > maxBytes) {
      setUploadError(t('mediaNotUploaded', { name: picked.name, message: `${(picked.size / 1024 / 1024).toFixed(1)} MB > ${Math.round(maxBytes / 1024 / 1024)} MB` }));
      return;
    }
    setUploadStatus(t('mediaUploading', { name: picked.name }));
    const response = await apiFetch(api, {
      method: 'POST',
      headers: { 'content-type': picked.type || 'application/octet-stream', 'x-file-name': encodeURIComponent(picked.name) },
      body: picked,
    }).catch(() => null);
    if (!response?.ok) {
      setUploadStatus('');
      setUploadError(t('mediaNotUploaded', { name: picked.name, message: response ? await errorOf(response) : 'network' }));
      return;
    }
    // The first page of the whole library, where the new image is, then the image chosen in it.
    startChosen.current = false;
    const answer = await response.json() as { created: boolean; item: MediaItem };
    setSearch('');
    uploadedNext.current = { ...answer, n: ask('', 1) };
  };

  // The focal point: a click on the picture, or the arrow keys on its marker.
  const clickFocus = (event: MouseEvent<HTMLDivElement>) => {
    // Enter or Space on the marker is a click at no point (detail 0): the keys move it instead.
    if (!chosen || event.detail === 0) return;
    const box = focusImg.current!.getBoundingClientRect();
    setFocal({ x: clamp((event.clientX - box.left) / box.width), y: clamp((event.clientY - box.top) / box.height) });
    setFocus({ on: 'marker' });
  };
  const moveFocal = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = event.shiftKey ? FOCAL_STEP * 5 : FOCAL_STEP;
    const moves: Record<string, [number, number]> = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    setFocal((f) => ({ x: clamp(f.x + move[0]), y: clamp(f.y + move[1]) }));
  };

  const close = (value: ImageValue | null) => {
    dialog.current!.close();
    onDone(value);
  };

  const pick = async () => {
    setSaveError('');
    if (!chosen) {
      setSaveError(t('mediaPickFirst'));
      return;
    }
    const text = alt.trim();
    // WCAG 1.1.1: an image says what it shows unless it is decoration.
    if (!decorative && !text) {
      setAltError(t('mediaAltRequired'));
      setFocus({ on: 'alt' });
      return;
    }
    const response = await apiFetch(`${api}/${chosen.id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ decorative, focal, ...(decorative ? {} : { alt: { [locale]: text } }) }),
    }).catch(() => null);
    if (!response?.ok) {
      setSaveError(t('mediaNotSaved', { message: response ? await errorOf(response) : 'network' }));
      return;
    }
    const item = await response.json() as MediaItem;
    const { url: _u, width: _w, height: _h, alt: _a, position: _p, ...kept } = current ?? {};
    close({ ...kept, url: item.url, width: item.width, height: item.height, alt: item.decorative ? '' : item.alt[locale] ?? '', position: item.position });
  };

  const shownAltError = decorative ? '' : altError;
  const altDescribedBy = shownAltError ? `${id}-alt-help ${id}-alt-error` : `${id}-alt-help`;
  const results = listError || (listed ? (listed.totalItems === 0 ? t('mediaEmpty') : t(listed.totalItems === 1 ? 'mediaResult' : 'mediaResults', { n: listed.totalItems })) : '');
  return (
    <EditorDialog ref={dialog} className="editor-dialog editor-dialog--media" aria-labelledby={`${id}-title`} onCancel={() => close(null)}>
      <h2 id={`${id}-title`}>{t('mediaTitle')}</h2>
      <div className="editor-media">
        {/* Uploading: a file input (the keyboard's way) and the whole library side as a drop zone. */}
        <div className="editor-media__library" data-dropping={dropping ? '' : undefined}
          onDragOver={(event) => {
            event.preventDefault();
            setDropping(true);
          }}
          onDragLeave={() => setDropping(false)}
          onDrop={(event) => {
            event.preventDefault();
            setDropping(false);
            const picked = event.dataTransfer?.files[0];
            if (picked) void upload(picked);
          }}>
          <div className="editor-media__upload">
            <label className="editor-media__label" htmlFor={`${id}-file`}>{t('mediaUpload')}</label>
            <p className="editor-panel__help" id={`${id}-file-help`}>{t('mediaUploadHelp', { mb: listed ? Math.round(listed.maxBytes / 1024 / 1024) : 15 })}</p>
            <input type="file" id={`${id}-file`} ref={refs.file} accept="image/jpeg,image/png,image/webp,image/avif" aria-describedby={`${id}-file-help`}
              onChange={(event) => {
                const picked = event.target.files?.[0];
                if (picked) void upload(picked);
                event.target.value = '';
              }} />
            <p className="editor-media__status" role="status">{uploadStatus}</p>
            <p className="editor-panel__error" role="alert">{uploadError}</p>
          </div>
          <label className="editor-media__label" htmlFor={`${id}-search`}>{t('mediaSearch')}</label>
          <input type="search" id={`${id}-search`} value={search} onChange={(event) => setSearch(event.target.value)} />
          <p className="editor-media__count" id={`${id}-count`} aria-live="polite">{results}</p>
          <ul className="editor-media__grid" aria-label={t('mediaGrid')}>
            {(listed?.items ?? []).map((item) => {
              // Named by its file and, when it has one, its description in the page's language: the
              // site's own images are told apart by what they show (WCAG 2.5.3: the visible name first).
              const described = item.alt[locale]?.trim();
              return (
                <li key={item.id}>
                  <button type="button" className="editor-media__item" data-media-id={item.id} aria-pressed={chosen?.id === item.id}
                    aria-label={described ? `${item.name}: ${described}` : undefined} onClick={() => choose(item)}>
                    {/* The button is named by the file's name below; the thumbnail is for the eye. */}
                    <img alt="" loading="lazy" width={160} height={120} src={imageUrl(context.imageHost, item.url, { width: PREVIEW_WIDTH, height: 480, position: item.position })} />
                    <span className="editor-media__name">{item.name}</span>
                  </button>
                </li>
              );
            })}
          </ul>
          <div className="editor-media__pager" hidden={!listed || listed.totalPages <= 1}>
            <button type="button" disabled={!listed || listed.page <= 1} onClick={() => goTo(asked.page - 1)}>{t('mediaPrevious')}</button>
            <span>{listed ? t('mediaPageOf', { page: listed.page, pages: Math.max(1, listed.totalPages) }) : ''}</span>
            <button type="button" disabled={!listed || listed.page >= listed.totalPages} onClick={() => goTo(asked.page + 1)}>{t('mediaNext')}</button>
          </div>
        </div>

        {/* The chosen image: focal point, alt text, decorative. */}
        <div className="editor-media__details" data-chosen={chosen ? '' : undefined}>
          <p className="editor-media__chosen" id={`${id}-chosen`}>
            {chosen ? `${t('mediaSelected', { name: chosen.name })} · ${t('mediaSize', { width: chosen.width, height: chosen.height })}` : t('mediaPickFirst')}
          </p>
          <div className="editor-media__focus-group">
            <p className="editor-panel__label">{t('mediaFocus')}</p>
            <p className="editor-panel__help" id={`${id}-focus-help`}>{t('mediaFocusHelp')}</p>
            <div className="editor-media__focus" onClick={clickFocus}>
              <img ref={focusImg} alt="" src={chosen ? imageUrl(context.imageHost, chosen.url, { width: PREVIEW_WIDTH }) : undefined} width={chosen?.width} height={chosen?.height} />
              <button type="button" ref={refs.marker} className="editor-media__marker" aria-describedby={`${id}-focus-help`} onKeyDown={moveFocal}
                style={{ left: `${focal.x * 100}%`, top: `${focal.y * 100}%` }}
                aria-label={t('mediaFocusAt', { x: Math.round(focal.x * 100), y: Math.round(focal.y * 100), position: positionWords(lang, positionOfFocalPoint(focal.x, focal.y)) })} />
            </div>
          </div>
          <div className="editor-panel__field">
            <label htmlFor={`${id}-alt`}>{t('mediaAlt', { language: LOCALE_NAMES[lang][locale] ?? locale })}</label>
            <p className="editor-panel__help" id={`${id}-alt-help`}>{t('mediaAltHelp')}</p>
            <textarea id={`${id}-alt`} ref={refs.alt} rows={2} maxLength={500} required={!decorative} disabled={decorative} value={alt}
              aria-describedby={altDescribedBy} aria-invalid={shownAltError ? true : undefined}
              onChange={(event) => {
                setAlt(event.target.value);
                if (event.target.value.trim()) setAltError('');
              }} />
            <p className="editor-panel__error" id={`${id}-alt-error`}>{shownAltError}</p>
          </div>
          <div className="editor-media__check">
            <input type="checkbox" id={`${id}-decorative`} checked={decorative} onChange={(event) => {
              setDecorative(event.target.checked);
              if (event.target.checked) setAltError('');
            }} />
            <label htmlFor={`${id}-decorative`}>{t('mediaDecorative')}</label>
          </div>
          <p className="editor-panel__error" role="alert">{saveError}</p>
        </div>
      </div>
      <div className="editor-dialog__actions">
        <button type="button" className="editor-dialog__cancel" onClick={() => close(null)}>{say(lang, 'cancel')}</button>
        <button type="button" className="editor-dialog__confirm" onClick={() => void pick()}>{t('mediaUse')}</button>
      </div>
    </EditorDialog>
  );
}
