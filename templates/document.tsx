import { Footer } from '../modules/footer.js';
import { ConsentBanner, cookiePolicyPath } from './consent-banner.js';
import { Header } from '../modules/header.js';
import type { RenderContext } from '../modules/fields.js';
import { paginatedPath } from './pagination.js';
import { getTemplate } from './registry.js';
import type { PageProps } from './types.js';

export interface DocumentAssets {
  styles: string[];
  scripts: string[];
}

/** BCP 47 tag for a CMS locale: es_ES → es-ES. */
export function htmlLang(locale: string): string {
  return locale.replace('_', '-');
}

/**
 * The HTML shell of every page: language, title, description, canonical and robots, skip link,
 * header, main landmark, footer. The template fills <main>.
 */
export function Document(props: PageProps & { assets: DocumentAssets }) {
  const { page, assets } = props;
  const Template = getTemplate(page.template.templateType);
  if (!Template) throw new Error(`unknown template "${page.template.templateType}"`);
  let firstImage = true;
  const context: RenderContext = {
    locale: page.locale,
    imageHost: props.imageHost,
    isFirstImage: () => {
      const first = firstImage;
      firstImage = false;
      return first;
    },
  };
  const title = page.metaTitle || page.title;
  const canonical = page.canonicalURL || page.fullUrl;
  const robots = `${page.isIndexed ? 'index' : 'noindex'},${page.follow ? 'follow' : 'nofollow'}`;
  return (
    <html lang={htmlLang(page.locale)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        {page.metaDescription && <meta name="description" content={page.metaDescription} />}
        {page.metaKeywords.length > 0 && <meta name="keywords" content={page.metaKeywords.join(', ')} />}
        <meta name="robots" content={robots} />
        <link rel="canonical" href={canonical} />
        {props.pagination && props.pagination.current > 1 && <link rel="prev" href={paginatedPath(props.pagination.basePath, props.pagination.current - 1)} />}
        {props.pagination && props.pagination.current < props.pagination.total && <link rel="next" href={paginatedPath(props.pagination.basePath, props.pagination.current + 1)} />}
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {assets.styles.map((href) => <link key={href} rel="stylesheet" href={href} />)}
      </head>
      <body className={`theme-${page.theme}`}>
        {props.header && <Header data={props.header} languages={props.languages} locale={page.locale} />}
        <main id="main" tabIndex={-1}>
          <Template {...props} context={context} />
        </main>
        {props.footer && <Footer data={props.footer} locale={page.locale} />}
        <ConsentBanner locale={page.locale} policyPath={cookiePolicyPath(page.locale)} />
        {assets.scripts.map((src) => <script key={src} type="module" src={src} />)}
      </body>
    </html>
  );
}
