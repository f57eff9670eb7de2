import { footerHtml, renderDocument, renderParts, type DocumentAssets, type RenderedParts } from '../../../templates/document.js';
import type { PageProps } from '../../../templates/types.js';

export interface RenderedPage {
  html: string;
  pageData: string;
}

/**
 * Page-data JSON (DESIGN.md section 5, spec 7), what the client runtime fetches to route without
 * a full load, carrying what it needs once:
 * - `path`: the page's path (trailing slash);
 * - `buildHash`: the code version that rendered it (compared with app-data.json's);
 * - `slicesMap`: the shared slices whose markup the page leaves out (`footer` →
 *   slice-data/{name}.json, `{ html }`), which the runtime appends to `render.body` and keeps
 *   across navigations. The header is not one: it carries each page's own language links;
 * - `staticQueryHashes`: the static query data the page uses (page-data/sq/d/{hash}.json: the
 *   site's languages and the paths of their error pages, the same for every page);
 * - `result.render`: the partial-hydration variant — the rendered body (header and main), head
 *   elements, title, language, theme and island names — which is all the router shows;
 * - `result.pageContext`: which page this is (id, language, template, list pagination), a few
 *   bytes for tools and tests; the page itself is not repeated (its rendered body is the page).
 */
export interface PageData {
  path: string;
  buildHash: string;
  slicesMap: Record<string, string>;
  staticQueryHashes: string[];
  result: { render: RenderedParts; pageContext: PageContext };
}

export interface PageContext {
  id: number;
  locale: string;
  template: string;
  pagination?: PageProps['pagination'];
}

/** The shared data of one build the pages refer to instead of repeating it. */
export interface SharedPageData {
  /** Slice name → its HTML (the footer of each language), as slice-data/{name}.json holds it. */
  slices: Record<string, string>;
  /** The hash of the static query data (page-data/sq/d/{hash}.json). */
  staticQueryHash: string;
}

export function sliceName(kind: 'header' | 'footer', locale: string): string {
  return `${kind}-${locale}`;
}

export function renderPage(props: PageProps, assets: DocumentAssets, buildHash: string, shared: SharedPageData = { slices: {}, staticQueryHash: '' }): RenderedPage {
  const parts = renderParts(props);
  const html = renderDocument(parts, props.page.locale, assets, buildHash);
  // The footer comes from its slice when the slice holds exactly this page's footer (the same
  // navigation and site name); otherwise it stays in the body.
  const footer = footerHtml(props);
  const slice = sliceName('footer', props.page.locale);
  const sliced = footer !== '' && shared.slices[slice] === footer && parts.body.endsWith(footer);
  const data: PageData = {
    path: props.page.path,
    buildHash,
    slicesMap: sliced ? { footer: slice } : {},
    staticQueryHashes: shared.staticQueryHash ? [shared.staticQueryHash] : [],
    result: {
      render: sliced ? { ...parts, body: parts.body.slice(0, parts.body.length - footer.length) } : parts,
      pageContext: {
        id: props.page.id, locale: props.page.locale, template: props.page.template.templateType,
        ...(props.pagination ? { pagination: props.pagination } : {}),
      },
    },
  };
  return { html, pageData: JSON.stringify(data) };
}
