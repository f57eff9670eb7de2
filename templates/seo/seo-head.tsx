import type { FooterData } from '../../modules/footer.js';
import type { PageProps } from '../types.js';
import { alternatesOf, translationsOf } from './alternates.js';
import { feedLinkOf } from './feed-link.js';
import { serializeJsonLd } from './json-ld.js';
import { openGraphOf } from './open-graph.js';
import { robotsOf } from './robots.js';
import { seoContextOf } from './seo-context.js';
import { structuredDataOf } from './structured-data.js';

type SeoHeadProps = Pick<PageProps, 'page' | 'site' | 'imageHost' | 'pagination'> & { footer: FooterData | null };

/**
 * The search and social part of the managed head: robots, canonical, hreflang
 * alternates, the language's RSS feed, Open Graph / X card tags and the JSON-LD. Every element
 * carries `data-sg` so the client router replaces it on a route change.
 *
 * Page n > 1 of a list declares no hreflang: its translation's page n need not exist (the
 * translation may have fewer items), and Google ignores non-reciprocal pairs.
 */
export function SeoHead(props: SeoHeadProps) {
  const { page, site } = props;
  const ctx = seoContextOf(props);
  const paginated = (props.pagination?.current ?? 1) > 1;
  const alternates = paginated ? [] : alternatesOf(page, site);
  const translations = paginated ? [] : [...translationsOf(page, site).keys()].filter((l) => l !== page.locale);
  const feed = feedLinkOf(page.locale, site.name, site.languages);
  const nodes = structuredDataOf(ctx, props.footer);
  return (
    <>
      <meta name="robots" content={robotsOf(page, site.languages)} data-sg="" />
      <link rel="canonical" href={ctx.canonical} data-sg="" />
      {alternates.map((a) => <link key={a.hreflang} rel="alternate" hrefLang={a.hreflang} href={a.href} data-sg="" />)}
      <link rel="alternate" type="application/rss+xml" title={feed.title} href={feed.href} data-sg="" />
      {openGraphOf(ctx, translations).map((m, i) => (m.attribute === 'property'
        ? <meta key={i} property={m.key} content={m.content} data-sg="" />
        : <meta key={i} name={m.key} content={m.content} data-sg="" />))}
      {nodes.length > 0 && <script type="application/ld+json" data-sg="" dangerouslySetInnerHTML={{ __html: serializeJsonLd(nodes) }} />}
    </>
  );
}
