import { renderDocument, renderParts, type DocumentAssets, type RenderedParts } from '../../templates/document.js';
import type { PageProps } from '../../templates/types.js';

export interface RenderedPage {
  html: string;
  pageData: string;
}

/**
 * Page-data JSON (DESIGN.md section 5), what the client runtime fetches to route without a full
 * load:
 * - `path`: the page's path (trailing slash);
 * - `buildHash`: the code version that rendered it (compared with app-data.json's);
 * - `slicesMap`: shared slices the page uses (`header`, `footer` → slice-data/{name}.json);
 * - `result.page`: the validated page, distributors resolved (`queriedItems`);
 * - `result.render`: the partial-hydration variant — the rendered body, head elements, title,
 *   language, theme and island names — which is all the client router needs to show the page.
 */
export interface PageData {
  path: string;
  buildHash: string;
  slicesMap: Record<string, string>;
  result: { page: PageProps['page']; languages: PageProps['languages']; pagination?: PageProps['pagination']; render: RenderedParts };
}

export function sliceName(kind: 'header' | 'footer', locale: string): string {
  return `${kind}-${locale}`;
}

export function renderPage(props: PageProps, assets: DocumentAssets, buildHash: string): RenderedPage {
  const parts = renderParts(props);
  const html = renderDocument(parts, props.page.locale, assets, buildHash);
  const data: PageData = {
    path: props.page.path,
    buildHash,
    slicesMap: {
      ...(props.header ? { header: sliceName('header', props.page.locale) } : {}),
      ...(props.footer ? { footer: sliceName('footer', props.page.locale) } : {}),
    },
    result: { page: props.page, languages: props.languages, ...(props.pagination ? { pagination: props.pagination } : {}), render: parts },
  };
  return { html, pageData: JSON.stringify(data) };
}

