/**
 * A page's settings (spec 4, editor mode: a page is set up after it is created, not only in
 * the creation dialog): its title (the browser tab, search results, shared links, the
 * breadcrumb), the description search engines show, the image a shared link shows, and whether
 * search engines list it. The dialog changes the draft in the editor; Save keeps it with the
 * modules, Publish takes it live. The address is changed from Pages (it moves the published
 * page and leaves a redirect).
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { EditorDialog, showDialog } from './react-dialog.js';
import { imageUrl } from '../../modules/image-url.js';
import { PREVIEW_WIDTH, type ImageValue } from './media.js';
import { say, sayMedia, type EditorLang, type StringKey } from './strings.js';

export interface PageSettings {
  title: string;
  metaDescription: string;
  socialImage: ImageValue | null;
  isIndexed: boolean;
}

/** Search engines show about this many characters of a description (the rest is cut). */
export const DESCRIPTION_SHOWN = 160;

interface Options {
  lang: EditorLang;
  path: string;
  imageHost: string;
  current: PageSettings;
  chooseImage(current: ImageValue | null): Promise<ImageValue | null>;
}

/** Resolves with the settings chosen, or null when the editor cancelled. */
export function editPageSettings(ui: Document, options: Options): Promise<PageSettings | null> {
  return showDialog<PageSettings | null>(ui, (done) => <SettingsDialog {...options} onDone={done} />);
}

/**
 * The page's fields that follow its title: the title search engines and tabs show (`metaTitle`,
 * "Title | EDTE") keeps its site suffix, and the breadcrumb's last step is the page's title.
 */
export function withTitle<T extends { title?: unknown; metaTitle?: unknown; breadcrumb?: unknown }>(page: T, title: string): T {
  const before = String(page.title ?? '');
  const metaTitle = String(page.metaTitle ?? '');
  const suffix = metaTitle.startsWith(before) ? metaTitle.slice(before.length) : null;
  const breadcrumb = Array.isArray(page.breadcrumb) ? (page.breadcrumb as { label: string; path: string }[]) : null;
  return {
    ...page,
    title,
    // A search title written apart from the page's title is the editor's own, and stays.
    ...(metaTitle === '' || suffix !== null ? { metaTitle: metaTitle === '' ? '' : `${title}${suffix}` } : {}),
    ...(breadcrumb && breadcrumb.at(-1)?.label === before ? { breadcrumb: [...breadcrumb.slice(0, -1), { ...breadcrumb.at(-1)!, label: title }] } : {}),
  };
}

function SettingsDialog({ lang, path, imageHost, current, chooseImage, onDone }: Options & { onDone(settings: PageSettings | null): void }) {
  const t = (key: StringKey, vars?: Record<string, string | number>) => say(lang, key, vars);
  const dialog = useRef<HTMLDialogElement>(null);
  const titleField = useRef<HTMLInputElement>(null);
  const [title, setTitle] = useState(current.title);
  const [description, setDescription] = useState(current.metaDescription);
  const [image, setImage] = useState(current.socialImage);
  const [indexed, setIndexed] = useState(current.isIndexed);
  const [titleError, setTitleError] = useState<string | null>(null);
  useEffect(() => {
    titleField.current!.focus();
  }, []);
  const cancel = () => {
    dialog.current!.close();
    onDone(null);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) {
      setTitleError(t('settingsTitleMissing'));
      titleField.current!.focus();
      return;
    }
    dialog.current!.close();
    onDone({ title: title.trim(), metaDescription: description.trim(), socialImage: image, isIndexed: indexed });
  };
  const length = description.trim().length;
  const tooLong = length > DESCRIPTION_SHOWN;
  return (
    <EditorDialog ref={dialog} className="editor-dialog editor-settings" aria-labelledby="editor-settings-title"
      onCancel={cancel}>
      <h2 id="editor-settings-title">{t('settingsTitle')}</h2>
      <p className="editor-dialog__body">{t('settingsAddress', { path })}</p>
      <form onSubmit={submit} noValidate>
        <div className="editor-panel__field">
          <label htmlFor="editor-settings-page-title">{t('settingsPageTitle')}<span className="editor-panel__required"> ({t('required')})</span></label>
          <p className="editor-panel__help" id="editor-settings-page-title-help">{t('settingsPageTitleHelp')}</p>
          <input id="editor-settings-page-title" ref={titleField} value={title} aria-required="true"
            aria-invalid={titleError ? true : undefined} aria-describedby={`editor-settings-page-title-help${titleError ? ' editor-settings-page-title-error' : ''}`}
            onChange={(event) => {
              setTitle(event.currentTarget.value);
              setTitleError(null);
            }} />
          {titleError && <p className="editor-panel__error" id="editor-settings-page-title-error">{titleError}</p>}
        </div>
        <div className="editor-panel__field">
          <label htmlFor="editor-settings-description">{t('settingsDescription')}</label>
          <p className="editor-panel__help" id="editor-settings-description-help">{t('settingsDescriptionHelp', { max: DESCRIPTION_SHOWN })}</p>
          <textarea id="editor-settings-description" rows={3} value={description} aria-describedby="editor-settings-description-help editor-settings-description-count"
            onChange={(event) => setDescription(event.currentTarget.value)} />
          <p id="editor-settings-description-count" className={tooLong ? 'editor-panel__error' : 'editor-panel__help'} aria-live="polite">
            {tooLong ? t('settingsDescriptionLong', { length, max: DESCRIPTION_SHOWN }) : t('settingsDescriptionCount', { length, max: DESCRIPTION_SHOWN })}
          </p>
        </div>
        <fieldset className="editor-image-field" aria-describedby="editor-settings-image-help">
          <legend>{t('settingsImage')}</legend>
          <p className="editor-panel__help" id="editor-settings-image-help">{t('settingsImageHelp')}</p>
          <div className="editor-image-field__preview">
            {image?.url && <img src={imageUrl(imageHost, image.url, { width: PREVIEW_WIDTH, position: image.position })} alt={image.alt ?? ''} width={320} height={168} />}
            <p className="editor-image-field__alt" id="editor-settings-image-alt">
              {!image?.url ? t('settingsImageNone') : image.alt ? sayMedia(lang, 'mediaAltIs', { alt: image.alt }) : sayMedia(lang, 'mediaDecorativeShown')}
            </p>
          </div>
          <button type="button" aria-describedby="editor-settings-image-alt" onClick={() => void chooseImage(image).then((chosen) => chosen && setImage(chosen))}>{sayMedia(lang, 'mediaChoose')}</button>
          {image?.url && <button type="button" onClick={() => setImage(null)}>{t('settingsImageRemove')}</button>}
        </fieldset>
        <div className="editor-panel__field editor-settings__check">
          <input id="editor-settings-indexed" type="checkbox" checked={indexed} aria-describedby="editor-settings-indexed-help" onChange={(event) => setIndexed(event.currentTarget.checked)} />
          <label htmlFor="editor-settings-indexed">{t('settingsIndexed')}</label>
          <p className="editor-panel__help" id="editor-settings-indexed-help">{t('settingsIndexedHelp')}</p>
        </div>
        <div className="editor-dialog__actions">
          <button type="button" className="editor-dialog__cancel" onClick={cancel}>{t('cancel')}</button>
          <button type="submit" className="editor-dialog__confirm">{t('settingsApply')}</button>
        </div>
      </form>
    </EditorDialog>
  );
}
