import type { Words } from '../modules/labels.js';
import { ApiError } from './content-store.js';
import type { Sql } from './sql/sql.js';
import { schedulesRepository } from './storage/schedules-repository.js';
import { versionsRepository, type VersionKind, type VersionRow } from './storage/versions-repository.js';

export type { VersionKind, VersionRow };

/**
 * A page's history (spec 4, editor mode; DESIGN 9 "versions"): every draft save keeps a
 * version — who, when, the saved JSON and what changed compared with the state before it — and
 * publishing marks the version that went live. Versions are numbered per page (`seq`, 1, 2, …),
 * never rewritten: a restore is a new version holding an old one's JSON.
 *
 * The first save of a page that has no history yet also keeps the state it started from
 * (`baseline`, no author), so the first change can always be undone by a restore.
 *
 * The writes here run inside the caller's transaction (the save, the publish), after it took
 * the page's row, so a version exists exactly when its write does, and two API instances over
 * one database cannot both number a version N.
 */
/** A top-level field of the page (or of one module) that differs. */
export interface FieldChange { field: string; label: Words; before: unknown; after: unknown }
/** One module's change, by its editorID (stable across saves, moves and edits). */
export interface ModuleChange {
  change: 'added' | 'removed' | 'changed';
  /** Its place changed relative to the modules both versions hold. */
  moved: boolean;
  section: string; position: number; editorID: number; component: string;
  /** The module's label (modules/registry.ts words), with its title when it has one. */
  label: Words;
  fields: FieldChange[];
}
export interface PageDiff { fields: FieldChange[]; modules: ModuleChange[] }

/** How the history names modules and fields: the registry's words, loaded once (it brings React). */
export interface HistoryWords {
  module(component: string): Words;
  field(component: string | null, field: string): Words;
}

const w = (es: string, en: string): Words => ({ es, en });
/** The page's own fields (spec 3) as the editor calls them; any other is shown by its name. */
const PAGE_FIELDS: Record<string, Words> = {
  title: w('Título', 'Title'),
  metaTitle: w('Título para buscadores', 'Search title'),
  metaDescription: w('Descripción', 'Description'),
  metaKeywords: w('Palabras clave', 'Keywords'),
  metasAdvanced: w('Metadatos avanzados', 'Advanced metadata'),
  socialTitle: w('Título para redes sociales', 'Social title'),
  socialDescription: w('Descripción para redes sociales', 'Social description'),
  socialImage: w('Imagen para redes sociales', 'Social image'),
  canonicalURL: w('URL canónica', 'Canonical URL'),
  isIndexed: w('Indexable', 'Indexable'),
  follow: w('Seguir enlaces', 'Follow links'),
  breadcrumb: w('Migas de pan', 'Breadcrumb'),
  structuredDataContent: w('Datos del contenido', 'Content data'),
  dimensions: w('Dimensiones', 'Dimensions'),
  header: w('Cabecera', 'Header'),
  footer: w('Pie', 'Footer'),
  headerTheme: w('Tema de la cabecera', 'Header theme'),
  footerTheme: w('Tema del pie', 'Footer theme'),
  theme: w('Tema', 'Theme'),
};

let loaded: Promise<HistoryWords> | undefined;
/** The registry's words, loaded on first use like the build's checks (server/editing.ts). */
export function historyWords(): Promise<HistoryWords> {
  loaded ??= Promise.all([import('../modules/registry.js'), import('../modules/labels.js')]).then(([{ getModule }, { FIELD_WORDS }]) => ({
    module: (component) => getModule(component)?.words.label ?? w(component, component),
    field: (component, field) => {
      if (component === null) return PAGE_FIELDS[field] ?? w(field, field);
      const own = getModule(component)?.words.fields;
      return (own && Object.hasOwn(own, field) ? own[field]!.label : undefined)
        ?? (Object.hasOwn(FIELD_WORDS, field) ? FIELD_WORDS[field]!.label : w(field, field));
    },
  }));
  return loaded;
}

type Json = Record<string, unknown>;
interface Placed { section: string; position: number; module: Json }

/** Filled by the builder (distributor answers) or the API on read: never an editor's change. */
const NOT_CONTENT = new Set(['component', 'editorID', 'queriedItems', 'parentEditorID']);
const PAGE_NOT_CONTENT = new Set(['template', 'id', 'site', 'siteSlug', 'locale', 'path', 'fullPath', 'fullUrl', 'modified', 'published', 'pageLanguages', 'hash', 'version']);

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const isObject = (value: unknown): value is Json => value !== null && typeof value === 'object' && !Array.isArray(value);

/** The template's module lists (`heroSection`, `mainSection`, …) in order, and its other fields. */
function sectionsOf(page: Json): { placed: Placed[]; other: Json } {
  const template = isObject(page.template) ? page.template : {};
  const placed: Placed[] = [];
  const other: Json = {};
  for (const [name, value] of Object.entries(template)) {
    if (isObject(value) && Array.isArray(value.modules)) {
      value.modules.forEach((module, position) => { if (isObject(module)) placed.push({ section: name, position, module }); });
    } else if (name !== 'templateType' && name !== 'editorID') other[name] = value;
  }
  return { placed, other };
}

function fieldChanges(before: Json, after: Json, skip: Set<string>, label: (field: string) => Words): FieldChange[] {
  const names = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((k) => !skip.has(k) && k !== '__proto__');
  return names.filter((k) => !same(before[k], after[k])).map((field) => ({ field, label: label(field), before: before[field] ?? null, after: after[field] ?? null }));
}

/** The longest common subsequence of two key lists: the modules that kept their order. */
function keptInOrder(a: string[], b: string[]): Set<string> {
  const table = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) table[i]![j] = a[i] === b[j] ? table[i + 1]![j + 1]! + 1 : Math.max(table[i + 1]![j]!, table[i]![j + 1]!);
  }
  const kept = new Set<string>();
  for (let i = 0, j = 0; i < a.length && j < b.length;) {
    if (a[i] === b[j]) { kept.add(a[i]!); i++; j++; } else if (table[i + 1]![j]! >= table[i]![j + 1]!) i++; else j++;
  }
  return kept;
}

/** A module's name for people: its label, and its title when it has one ("Texto «Becas»"). */
function moduleLabel(words: HistoryWords, module: Json): Words {
  const label = words.module(String(module.component));
  const title = typeof module.title === 'string' ? module.title.replace(/<[^>]*>/g, '').trim() : '';
  if (!title) return label;
  const short = title.length > 40 ? `${title.slice(0, 39)}…` : title;
  return { es: `${label.es} «${short}»`, en: `${label.en} “${short}”` };
}

/**
 * What changed from `before` to `after` (page JSON as stored): the page's own fields and
 * template fields, then each module added, removed, moved or edited (with the fields that
 * differ), matched by editorID.
 */
export function diffPages(before: Json, after: Json, words: HistoryWords): PageDiff {
  const fields = fieldChanges(before, after, PAGE_NOT_CONTENT, (f) => words.field(null, f));
  const a = sectionsOf(before);
  const b = sectionsOf(after);
  fields.push(...fieldChanges(a.other, b.other, new Set(), (f) => words.field(null, f)));
  const key = (p: Placed) => String(p.module.editorID);
  const beforeById = new Map(a.placed.map((p) => [key(p), p]));
  const afterById = new Map(b.placed.map((p) => [key(p), p]));
  const common = (list: Placed[], other: Map<string, Placed>) => list.filter((p) => other.has(key(p))).map((p) => `${p.section}:${key(p)}`);
  const kept = keptInOrder(common(a.placed, afterById), common(b.placed, beforeById));
  const modules: ModuleChange[] = [];
  for (const p of b.placed) {
    const old = beforeById.get(key(p));
    const base = { section: p.section, position: p.position, editorID: Number(p.module.editorID), component: String(p.module.component), label: moduleLabel(words, p.module) };
    if (!old) {
      modules.push({ change: 'added', moved: false, ...base, fields: [] });
      continue;
    }
    const changed = fieldChanges(old.module, p.module, NOT_CONTENT, (f) => words.field(base.component, f));
    const moved = !kept.has(`${p.section}:${key(p)}`);
    if (changed.length > 0 || moved) modules.push({ change: 'changed', moved, ...base, fields: changed });
  }
  for (const p of a.placed) {
    if (afterById.has(key(p))) continue;
    modules.push({ change: 'removed', moved: false, section: p.section, position: p.position, editorID: Number(p.module.editorID), component: String(p.module.component), label: moduleLabel(words, p.module), fields: [] });
  }
  return { fields, modules };
}

const SUMMARY_PARTS = 4;
/** A one-line summary in each language, e.g. "Editado: Texto «Becas» (Contenido); añadido: Cita". */
export function summarize(diff: PageDiff): Words {
  const line = (lang: 'es' | 'en') => {
    const say = lang === 'es'
      ? { added: 'añadido', removed: 'quitado', moved: 'movido', edited: 'editado', field: 'cambiado', none: 'Sin cambios', more: (n: number) => `y ${n} cambio${n === 1 ? '' : 's'} más` }
      : { added: 'added', removed: 'removed', moved: 'moved', edited: 'edited', field: 'changed', none: 'No changes', more: (n: number) => `and ${n} more change${n === 1 ? '' : 's'}` };
    const parts: string[] = [];
    if (diff.fields.length > 0) parts.push(`${say.field}: ${diff.fields.map((f) => f.label[lang]).join(', ')}`);
    for (const m of diff.modules) {
      if (m.change === 'added') parts.push(`${say.added}: ${m.label[lang]}`);
      else if (m.change === 'removed') parts.push(`${say.removed}: ${m.label[lang]}`);
      else if (m.fields.length > 0) parts.push(`${say.edited}: ${m.label[lang]} (${m.fields.map((f) => f.label[lang]).join(', ')})${m.moved ? `, ${say.moved}` : ''}`);
      else parts.push(`${say.moved}: ${m.label[lang]}`);
    }
    if (parts.length === 0) return say.none;
    const shown = parts.slice(0, SUMMARY_PARTS);
    if (parts.length > shown.length) shown.push(say.more(parts.length - shown.length));
    const text = shown.join('; ');
    return text.charAt(0).toUpperCase() + text.slice(1);
  };
  return { es: line('es'), en: line('en') };
}

const parse = (json: string | null): Json => {
  if (!json) return {};
  try {
    const value = JSON.parse(json) as unknown;
    return isObject(value) ? value : {};
  } catch {
    return {};
  }
};

/** The latest version of a page. */
export function latestVersion(sql: Sql, pageId: number): Promise<VersionRow | undefined> {
  return versionsRepository(sql).latest(pageId);
}

export interface NewVersion {
  pageId: number; actor: string; json: string;
  /** The page as it was just before this write (its draft, else its published JSON). */
  before: string | null;
  kind: Exclude<VersionKind, 'baseline'>; restoredFrom?: number | undefined; now: string;
}

/** Keeps a version; call inside the write's transaction. Returns its number. */
export async function recordVersion(tx: Sql, words: HistoryWords, version: NewVersion): Promise<number> {
  const versions = versionsRepository(tx);
  let latest = await versions.latest(version.pageId);
  if (!latest && version.before !== null && version.before !== version.json) {
    // The state history starts from: what the seed or an earlier tool left. No one to name.
    const summary = { es: 'Estado anterior al historial', en: 'State before history began' };
    await versions.insert({ pageId: version.pageId, seq: 1, actor: '', createdAt: version.now, kind: 'baseline', restoredFrom: null, json: version.before, summary: JSON.stringify(summary) });
    latest = await versions.latest(version.pageId);
  }
  // The same editor's autosaves, and the save that ends them, are one version: the history keeps
  // a stretch of work, not every pause in it (spec 4, editor mode: history).
  if (latest && latest.kind === 'autosave' && latest.actor === version.actor && (version.kind === 'autosave' || version.kind === 'save')) {
    const previous = latest.seq > 1 ? await versions.get(version.pageId, latest.seq - 1) : undefined;
    const summary = summarize(diffPages(parse(previous?.json ?? null), parse(version.json), words));
    const row = { pageId: version.pageId, seq: latest.seq, actor: version.actor, createdAt: version.now, kind: version.kind, restoredFrom: null, json: version.json, summary: JSON.stringify(summary) };
    if (await versions.replaceUnpublished(row)) return latest.seq;
  }
  const seq = (latest?.seq ?? 0) + 1;
  const diff = diffPages(parse(latest?.json ?? version.before), parse(version.json), words);
  const summary = summarize(diff);
  if (version.restoredFrom !== undefined) {
    summary.es = `Restaurada la versión ${version.restoredFrom}: ${summary.es.charAt(0).toLowerCase()}${summary.es.slice(1)}`;
    summary.en = `Restored version ${version.restoredFrom}: ${summary.en.charAt(0).toLowerCase()}${summary.en.slice(1)}`;
  }
  await versions.insert({ pageId: version.pageId, seq, actor: version.actor, createdAt: version.now, kind: version.kind, restoredFrom: version.restoredFrom ?? null, json: version.json, summary: JSON.stringify(summary) });
  return seq;
}

/** The version holding exactly `json`: the latest one if it does, else a new one. */
export async function versionHolding(tx: Sql, words: HistoryWords, version: NewVersion): Promise<number> {
  const latest = await latestVersion(tx, version.pageId);
  return latest && latest.json === version.json ? latest.seq : recordVersion(tx, words, version);
}

/** Publishing records which version went live (and a schedule of that very version is done). */
export async function markPublished(tx: Sql, pageId: number, seq: number, actor: string, now: string): Promise<void> {
  await versionsRepository(tx).markPublished(pageId, seq, actor, now);
  await schedulesRepository(tx).removeVersion(pageId, seq);
}

/** The version that is live now: the last one published. */
export function liveVersion(sql: Sql, pageId: number): Promise<number | null> {
  return versionsRepository(sql).livePublished(pageId);
}

/** One version as the API shows it in a list (no JSON). */
export function describeVersion(row: VersionRow) {
  return {
    seq: row.seq, actor: row.actor, createdAt: row.created_at, kind: row.kind, restoredFrom: row.restored_from,
    summary: JSON.parse(row.summary) as Words, publishedAt: row.published_at, publishedBy: row.published_by,
  };
}

/** A page's versions, newest first, a page at a time (the unique index walked backwards). */
export async function listVersions(sql: Sql, pageId: number, page: number, items: number) {
  const versions = versionsRepository(sql);
  const rows = await versions.listNewestFirst(pageId, items, (page - 1) * items);
  const totalItems = await versions.count(pageId);
  return { page, totalItems, totalPages: Math.ceil(totalItems / items), items: rows.map(describeVersion) };
}

export async function getVersion(sql: Sql, pageId: number, seq: number): Promise<VersionRow> {
  const row = await versionsRepository(sql).get(pageId, seq);
  if (!row) throw new ApiError(404, 'NOT_FOUND', `Page ${pageId} has no version ${seq}; list its versions with GET …/page/${pageId}/versions.`);
  return row;
}

export { parse as parsePageJson };
