import { createElement } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { Footer } from '../modules/footer.js';
import { requestInformationAnchor } from '../modules/form-modules.js';
import { ConsentBanner, cookiePolicyPath } from './consent-banner.js';
import { Header, LanguageNav } from '../modules/header.js';
import type { RenderContext } from '../modules/fields.js';
import type { Acronym, ProgramFacts } from '../src/contract/schemas.js';
import { t, type UiLocale } from '../modules/ui-strings.js';
import { paginatedPath } from './pagination.js';
import { getTemplate } from './registry.js';
import { SeoHead } from './seo/seo-head.js';
import type { PageProps } from './types.js';

export interface DocumentAssets {
  styles: string[];
  /** Font files every page uses above the fold: preloaded, so text swaps early (src/publish/write/site-fonts.ts). */
  fonts?: string[];
  scripts: string[];
  /** Markup added to every head as is (the site's integrations). */
  head?: string;
}

/** BCP 47 tag for a CMS locale: es_ES → es-ES. */
export function htmlLang(locale: string): string {
  return locale.replace('_', '-');
}

/**
 * What the client router swaps on a route change (and page-data carries): the page's own head
 * elements (each marked `data-sg`), its title, language and theme, and the body inside
 * #sitegen-page (header, main, footer).
 */
export interface RenderedParts {
  title: string;
  lang: string;
  theme: string;
  head: string;
  body: string;
  /** Names of the islands in the body (their chunks are prefetched with the page). */
  islands: string[];
}

function ManagedHead(props: PageProps) {
  const { page } = props;
  return (
    <>
      {page.metaDescription && <meta name="description" content={page.metaDescription} data-sg="" />}
      {page.metaKeywords.length > 0 && <meta name="keywords" content={page.metaKeywords.join(', ')} data-sg="" />}
      <SeoHead page={page} site={props.site} imageHost={props.imageHost} pagination={props.pagination} footer={props.footer} />
      {props.pagination && props.pagination.current > 1 && <link rel="prev" href={paginatedPath(props.pagination.basePath, props.pagination.current - 1)} data-sg="" />}
      {props.pagination && props.pagination.current < props.pagination.total && <link rel="next" href={paginatedPath(props.pagination.basePath, props.pagination.current + 1)} data-sg="" />}
    </>
  );
}

/** Where a closed registration sends the visitor instead (its section's list, the request-information form). */
function sectionAndRequestInfo({ page, header }: PageProps): Pick<RenderContext, 'sectionPath' | 'requestInfo'> {
  const section = page.breadcrumb.filter((crumb) => crumb.path !== page.path).at(-1)?.path;
  const link = header?.primaryLink;
  return {
    ...(section && section !== page.path ? { sectionPath: section } : {}),
    ...(link?.href && link.text ? { requestInfo: { text: link.text, href: link.href } } : {}),
  };
}

/** Whether the page opens with a landing page's own bar (spec 2: landing pages). */
export function hasLandingHeader(page: PageProps['page']): boolean {
  return (page.template.heroSection?.modules ?? []).some((m) => m.component === 'LandingHeader');
}

function PageBody(props: PageProps) {
  const { page } = props;
  const Template = getTemplate(page.template.templateType);
  if (!Template) throw new Error(`unknown template "${page.template.templateType}"`);
  let firstImage = true;
  const landingHeader = hasLandingHeader(page);
  const context: RenderContext = {
    ...(landingHeader ? { landing: true } : {}),
    locale: page.locale,
    imageHost: props.imageHost,
    pagePath: page.path,
    pageId: page.id,
    pageSource: page.structuredData,
    publicApi: props.publicApi ?? '/_api',
    site: page.siteSlug ?? 'main',
    ...sectionAndRequestInfo(props),
    // Checked by the page schema (src/contract/schemas.ts) when present.
    ...(Array.isArray(page.structuredDataContent?.acronyms) ? { acronyms: page.structuredDataContent.acronyms as Acronym[] } : {}),
    // A programme page's record, checked by ProgramFactsSchema (src/contract/validate-page.ts).
    ...(page.structuredData === 'PROGRAMS' && page.structuredDataContent ? { program: page.structuredDataContent as ProgramFacts } : {}),
    // An event page's record, checked by EventContentSchema (src/contract/validate-page.ts).
    ...(page.structuredData === 'EVENTS' && page.structuredDataContent ? { event: page.structuredDataContent as { startDate?: string; registration?: string } } : {}),
    isFirstImage: () => {
      const first = firstImage;
      firstImage = false;
      return first;
    },
  };
  return (
    <>
      <main id="main" tabIndex={-1}>
        <Template {...props} context={context} />
      </main>
    </>
  );
}

const LANGUAGES_SLOT = 'sitegen-language-nav';
const headerCache = new WeakMap<object, Map<string, [before: string, after: string]>>();

/**
 * The header depends on its navigation, the language and the page's own request-information
 * form; only its language switch differs from page to page. So the rest is rendered once per
 * navigation object, language and form anchor, with a placeholder element where the switch goes,
 * and each page's switch is rendered alone and put in its place (siblings' markup concatenates,
 * so the bytes are those of one render).
 *
 * A landing page brings its own bar (LandingHeader: logo, phone, call to action): the site header
 * above it would make two headers. Nothing then comes before main, so there is no block to
 * bypass and no skip link (WCAG 2.4.1).
 */
function headerHtml(props: PageProps): string {
  const { page, header } = props;
  if (!header || hasLandingHeader(page)) return '';
  const ownFormAnchor = requestInformationAnchor([...(page.template.heroSection?.modules ?? []), ...(page.template.mainSection?.modules ?? [])]);
  let byKey = headerCache.get(header);
  if (!byKey) headerCache.set(header, (byKey = new Map()));
  const key = `${page.locale}\n${ownFormAnchor ?? ''}`;
  let parts = byKey.get(key);
  if (parts === undefined) {
    const html = renderToString(<Header data={header} languages={[]} locale={page.locale} ownFormAnchor={ownFormAnchor} languagesSlot={createElement(LANGUAGES_SLOT)} />);
    const slot = `<${LANGUAGES_SLOT}></${LANGUAGES_SLOT}>`;
    const at = html.indexOf(slot);
    if (at < 0 || html.indexOf(slot, at + 1) >= 0) throw new Error('the header must render its language switch exactly once');
    parts = [html.slice(0, at), html.slice(at + slot.length)];
    byKey.set(key, parts);
  }
  return parts[0] + renderToString(<LanguageNav languages={props.languages} locale={page.locale} />) + parts[1];
}

/**
 * The footer depends only on its navigation, the language and the site name, never on the
 * page: rendered once per navigation object (one per build and thread) and language, and its
 * HTML appended after the page's (siblings' markup concatenates, so the bytes are those of one
 * render). It was a quarter of the render time of a plain page.
 */
const footerCache = new WeakMap<object, Map<string, string>>();

export function footerHtml(props: Pick<PageProps, 'footer' | 'header'> & { page: Pick<PageProps['page'], 'locale'> }): string {
  if (!props.footer) return '';
  const siteName = props.header?.logo.text ?? 'EDTE';
  let byLocale = footerCache.get(props.footer);
  if (!byLocale) footerCache.set(props.footer, (byLocale = new Map()));
  const key = `${props.page.locale}\n${siteName}`;
  let html = byLocale.get(key);
  if (html === undefined) {
    html = renderToString(<Footer data={props.footer} locale={props.page.locale} siteName={siteName} />);
    byLocale.set(key, html);
  }
  return html;
}

/**
 * What stays on screen across route changes: the consent banner (first in the body, before the
 * page: templates/consent-banner.tsx says why), the route announcer (a polite live region present
 * from the first paint, spec 4) and the delayed-load indicator (spec 4, 9).
 */
function PersistentChrome({ locale }: { locale: UiLocale }) {
  return (
    <>
      <div id="sitegen-announcer" className="visually-hidden" aria-live="polite" aria-atomic="true" />
      <div id="sitegen-loading" className="route-loading" role="status" hidden>
        <span className="route-loading__bar" aria-hidden="true" />
        <span className="visually-hidden">{t(locale, 'loading')}</span>
      </div>
    </>
  );
}

const chromeCache = new Map<string, { before: string; after: string }>();

export function renderParts(props: PageProps): RenderedParts {
  // React puts the resources it hoists (the first image's preload) before everything it renders;
  // they stay first, ahead of the header, as when the header was rendered in the same tree.
  const main = renderToString(<PageBody {...props} />);
  const at = main.indexOf('<main id="main"');
  const body = main.slice(0, at) + headerHtml(props) + main.slice(at) + footerHtml(props);
  const islands = [...new Set([...body.matchAll(/data-island="([A-Za-z]+)"/g)].map((m) => m[1]!))].sort();
  return {
    title: props.page.metaTitle || props.page.title,
    lang: htmlLang(props.page.locale),
    theme: `theme-${props.page.theme}`,
    head: renderToStaticMarkup(<ManagedHead {...props} />),
    body,
    islands,
  };
}

const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttr = (s: string) => escapeText(s).replace(/"/g, '&quot;');

/**
 * The HTML of every page: language and build hash on <html>, the managed head, styles, the
 * consent banner, the body in #sitegen-page, the persistent chrome and the deferred runtime.
 */
export function renderDocument(parts: RenderedParts, locale: UiLocale, assets: DocumentAssets, buildHash: string): string {
  let chrome = chromeCache.get(locale);
  if (chrome === undefined) {
    chrome = {
      before: renderToStaticMarkup(<ConsentBanner locale={locale} policyPath={cookiePolicyPath(locale)} />),
      after: renderToStaticMarkup(<PersistentChrome locale={locale} />),
    };
    chromeCache.set(locale, chrome);
  }
  return '<!DOCTYPE html>'
    + `<html lang="${escapeAttr(parts.lang)}" data-build-hash="${escapeAttr(buildHash)}"><head><meta charSet="utf-8"/>`
    + '<meta name="viewport" content="width=device-width, initial-scale=1"/>'
    + `<title>${escapeText(parts.title)}</title>${parts.head}`
    + '<link rel="icon" href="/favicon.svg" type="image/svg+xml"/>'
    + (assets.fonts ?? []).map((href) => `<link rel="preload" href="${escapeAttr(href)}" as="font" type="font/woff2" crossorigin=""/>`).join('')
    + assets.styles.map((href) => `<link rel="stylesheet" href="${escapeAttr(href)}"/>`).join('')
    + assets.scripts.map((src) => `<script type="module" src="${escapeAttr(src)}"></script>`).join('')
    + (assets.head ?? '')
    + `</head><body class="${escapeAttr(parts.theme)}">${chrome.before}<div id="sitegen-page">${parts.body}</div>${chrome.after}</body></html>`;
}
