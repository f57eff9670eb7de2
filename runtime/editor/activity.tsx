/**
 * The site's activity (spec 6, roles and review: who published what and when): the audit log
 * the API keeps (GET …/site/{site}/audit, server/audit.ts), newest first, in the editor's
 * language and the school's time. A page's own History says what changed in it; this says what
 * happened across the site — which page went live, was taken down, moved or was created, by whom.
 */
import { useEffect, useRef, useState } from 'react';
import { apiFetch } from '../../modules/api-fetch.js';
import { EditorDialog, showDialog } from './react-dialog.js';
import { schoolDateTime } from './school-time.js';
import { fill, LOCALE_NAMES, type EditorLang } from './strings.js';
import { actorName } from '../../modules/actor-name.js';

export interface AuditEntry {
  at: string;
  actor: string;
  action: 'publish' | 'unpublish' | 'move' | 'create';
  page: { id: number; locale: string; path: string };
  detail: string;
}

interface AuditPage { page: number; totalPages: number; totalItems: number; items: AuditEntry[] }

/** Entries asked for at a time: a screenful, then "Older entries". */
export const ACTIVITY_PAGE_SIZE = 20;

const WORDS = {
  es: {
    title: 'Actividad del sitio',
    intro: 'Quién publicó, retiró, movió o creó cada página, de lo más reciente a lo más antiguo.',
    empty: 'Aún no hay actividad: aparecerá aquí lo que se publique, retire, mueva o cree.',
    failed: 'No se ha podido cargar la actividad. Comprueba la conexión y vuelve a abrirla.',
    loading: 'Cargando…',
    more: 'Más antiguas',
    close: 'Cerrar',
    count: '{shown} de {total} entradas',
    publish: '{who} publicó {path}',
    unpublish: '{who} retiró {path}',
    move: '{who} cambió la dirección de {path}',
    create: '{who} creó {path}',
    moveDetail: 'antes {from}',
    gone: 'ya no existe (410)',
    redirect: 'lleva a {to}',
    someone: 'Alguien',
  },
  en: {
    title: 'Site activity',
    intro: 'Who published, unpublished, moved or created each page, newest first.',
    empty: 'No activity yet: what is published, unpublished, moved or created will show here.',
    failed: 'The activity could not be loaded. Check the connection and open it again.',
    loading: 'Loading…',
    more: 'Older entries',
    close: 'Close',
    count: '{shown} of {total} entries',
    publish: '{who} published {path}',
    unpublish: '{who} unpublished {path}',
    move: '{who} changed the address of {path}',
    create: '{who} created {path}',
    moveDetail: 'was {from}',
    gone: 'now gone (410)',
    redirect: 'leads to {to}',
    someone: 'Someone',
  },
} satisfies Record<EditorLang, Record<string, string>>;
type Key = keyof typeof WORDS.es;

/**
 * What an entry's detail adds, in words: a move's former address ("/old/ → /new/"), an
 * unpublished page's redirect ("301 → /target/") or its 410.
 */
export function detailOf(entry: AuditEntry, lang: EditorLang): string {
  const t = WORDS[lang];
  const detail = entry.detail.trim();
  if (detail === '') return '';
  if (entry.action === 'move') {
    const from = detail.split(' → ')[0]!;
    return fill(t.moveDetail, { from });
  }
  if (entry.action === 'unpublish') {
    const [status, to] = detail.split(' → ');
    if (to) return fill(t.redirect, { to });
    return status === '410' ? t.gone : '';
  }
  return '';
}

/** One entry as a sentence: "marta@edte.example published /contacto/". */
export function sentenceOf(entry: AuditEntry, lang: EditorLang): string {
  const t = WORDS[lang];
  // Who, as a person reads it: an account's email, a token's name (not its `token:` prefix).
  const who = actorName(entry.actor);
  return fill(t[entry.action], { who: who || t.someone, path: entry.page.path });
}

/** Opens the site's activity over the editor; resolves when it is closed. */
export function showActivity(ui: Document, site: string, lang: EditorLang): Promise<void> {
  return showDialog<void>(ui, (done) => <ActivityDialog site={site} lang={lang} onDone={done} />);
}

function ActivityDialog({ site, lang, onDone }: { site: string; lang: EditorLang; onDone(): void }) {
  const t = (key: Key, vars: Record<string, string | number> = {}) => fill(WORDS[lang][key], vars);
  const dialog = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const moreButton = useRef<HTMLButtonElement>(null);
  const [entries, setEntries] = useState<AuditEntry[]>([]);
  const [answer, setAnswer] = useState<AuditPage | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  const load = async (page: number) => {
    setState('loading');
    try {
      const response = await apiFetch(`/_api/site/${encodeURIComponent(site)}/audit?page=${page}&items=${ACTIVITY_PAGE_SIZE}`);
      if (!response.ok) throw new Error(String(response.status));
      const next = (await response.json()) as AuditPage;
      setEntries((shown) => (page === 1 ? next.items : [...shown, ...next.items]));
      setAnswer(next);
      setState('ready');
      // The last page came: "Older entries" goes, and its focus to Close rather than the page's body.
      if (next.page >= next.totalPages && dialog.current?.ownerDocument.activeElement === moreButton.current) closeButton.current?.focus();
    } catch {
      setState('failed');
    }
  };
  useEffect(() => {
    closeButton.current!.focus();
    void load(1);
    // Loaded once when opened; "Older entries" asks for the next page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const close = () => {
    dialog.current!.close();
    onDone();
  };
  const more = answer !== null && answer.page < answer.totalPages;
  return (
    <EditorDialog ref={dialog} className="editor-dialog editor-activity" aria-labelledby="editor-activity-title" aria-describedby="editor-activity-intro"
      onCancel={close}>
      <h2 id="editor-activity-title">{t('title')}</h2>
      <p className="editor-dialog__body" id="editor-activity-intro">{t('intro')}</p>
      {state === 'ready' && entries.length === 0 && <p className="editor-dialog__body">{t('empty')}</p>}
      {entries.length > 0 && (
        <ol className="editor-activity__list">
          {entries.map((entry, index) => {
            const detail = detailOf(entry, lang);
            const language = LOCALE_NAMES[lang][entry.page.locale] ?? entry.page.locale;
            return (
              <li key={`${entry.at}-${entry.page.id}-${index}`} className="editor-activity__entry">
                <time dateTime={entry.at} className="editor-activity__when">{schoolDateTime(lang, entry.at)}</time>
                <span className="editor-activity__what">{sentenceOf(entry, lang)}</span>
                <span className="editor-activity__detail">{[language, detail].filter(Boolean).join(' · ')}</span>
              </li>
            );
          })}
        </ol>
      )}
      <p role="status" className="editor-dialog__body editor-activity__state">
        {state === 'loading' ? t('loading') : state === 'failed' ? t('failed') : answer && answer.totalItems > 0 ? t('count', { shown: entries.length, total: answer.totalItems }) : ''}
      </p>
      <div className="editor-dialog__actions">
        {/* Kept while the next page loads (aria-disabled, not disabled), so the keyboard's focus stays on it. */}
        {more && (
          <button type="button" ref={moreButton} aria-disabled={state === 'loading' ? true : undefined}
            onClick={() => state !== 'loading' && void load(answer.page + 1)}>{t('more')}</button>
        )}
        <button type="button" ref={closeButton} className="editor-dialog__confirm" onClick={close}>{t('close')}</button>
      </div>
    </EditorDialog>
  );
}
