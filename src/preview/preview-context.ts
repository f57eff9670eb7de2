import type { BuildSummary } from '../publish/build-site.js';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type * as z from 'zod';
import type { RenderedParts } from '../../templates/document.js';
import type { UiLocale } from '../../modules/ui-strings.js';
import type { sendJson } from '../../server/create-api-handler.js';
import type { ApiClient } from '../publish/fetch/api-client.js';
import type { loadClientRuntime, loadEditorStyles, loadStyles } from '../publish/build-site.js';
import type { PageAssembly } from '../publish/render/page-props.js';
import type { Config } from '../config/load-config.js';
import type { Site } from '../contract/schemas.js';
import type { InlineSources } from '../security-headers.js';

export type PreviewMode = 'preview' | 'editor' | 'forms';
/**
 * How long after an editor's last change the draft is saved on its own, by default (`--autosave`;
 * spec 4, editor mode): a pause, not every keystroke; the browser keeps a copy in between.
 */
export const AUTOSAVE_SECONDS = 10;
export type SectionName = 'heroSection' | 'mainSection';

/** A page the preview shows: the previewed page or one of its translations. */
export interface Target { id: number; path: string }

/** A page's draft as the API answers it (validated only when rendered). */
export type RawDraft = Record<string, unknown> & { version?: string; locale?: unknown; pageLanguages?: unknown; template: Record<string, unknown> };

/**
 * What every preview route may use: one object built once by `startPreview`, so a route is a
 * plain function of it and the request (spec 4, preview and editor modes).
 */
export interface PreviewContext {
  config: Config;
  mode: PreviewMode;
  /** Editor mode: how long after the last change the editor saves the draft on its own; 0 never. */
  autosaveSeconds: number;
  client: ApiClient;
  site: Site;
  /** The content API the preview reads and proxies (its embedded one, or `--api`). */
  apiBase: URL;
  /** The site, navigations and hosts the build assembles pages from (src/publish/render/page-props.ts). */
  assembly: PageAssembly;
  styles: ReturnType<typeof loadStyles>;
  /** templates/editor.css: linked after the site's stylesheet by every page the preview serves. */
  editorStyles: ReturnType<typeof loadEditorStyles>;
  runtime: ReturnType<typeof loadClientRuntime>;
  /** The page's draft; learns its translations' paths as it goes. */
  loadDraft(target: Target): Promise<RawDraft>;
  /** The page a request is about: its `?path=` (the tab's location), else the last one shown; 404 for any other page. */
  targetOf(url: URL): Target;
  /** The previewed page or a translation at that path, or null. */
  pageAt(path: string): Target | null;
  /** In editor mode, any other page of the site at that path (drafts too), now known to `pageAt`; else null. */
  findPage(path: string): Promise<Target | null>;
  /** The page last shown in any tab (where unknown paths lead), and marking one shown. */
  lastShown(): Target;
  shown(target: Target): void;
  /** The draft (or the editor's unsaved module lists over it) rendered by the build's templates. */
  render(target: Target, sections?: Partial<Record<SectionName, unknown[]>>, content?: Record<string, unknown>): Promise<{ version: string; parts: RenderedParts; locale: UiLocale }>;
  /** The preview's security headers allowing exactly these inline sources (src/security-headers.ts). */
  headersFor(inline: InlineSources): Record<string, string>;
  /** Every JSON answer goes through the API's own writer (compression, no-store). */
  sendJson: typeof sendJson;
  /** Editor mode: whether a request carries a credential the API accepts for drafts (src/preview/editor-guard.ts); unset in the other modes. */
  guard?: ((req: IncomingMessage) => Promise<boolean>) | undefined;
  /**
   * Rebuilds these paths in the output folder (a one-path build over the API the preview reads).
   * One build at a time: two editors' publishes, or a publish during the start's catch-up, would
   * otherwise each write the manifest without the other's pages.
   */
  rebuild(paths: string[]): Promise<BuildSummary>;
  /** Open event streams, each with the page it shows and the version it has. */
  clients: Map<ServerResponse, { target: Target; version: string }>;
}

export interface PreviewRequest<Body> {
  ctx: PreviewContext;
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  /** The pattern's captured groups (already plain: patterns capture only `\w` characters). */
  params: string[];
  /** The JSON body, parsed by the route's schema (POST routes with `body`). */
  body: Body;
}

/**
 * One route: a method (`*` for a pass-through of any method), a pattern on the path, the body's
 * schema when it takes one, and a handler that returns what to answer as JSON (200) — or
 * `undefined` when it answered itself (pages, event streams, proxies).
 */
export interface PreviewRoute<Body = unknown> {
  method: 'GET' | 'POST' | '*';
  pattern: RegExp;
  body?: z.ZodType<Body>;
  /** Answered without an editor's credential in editor mode: it shows no draft (assets, sign-in pages, the API's own proxy, which checks for itself). */
  open?: boolean;
  handler(request: PreviewRequest<Body>): unknown;
}

/** A route with its body type checked against its schema, stored in a table of mixed routes. */
export function route<Body>(definition: PreviewRoute<Body>): PreviewRoute {
  return definition as unknown as PreviewRoute;
}
