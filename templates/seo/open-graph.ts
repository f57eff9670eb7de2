import type { Locale } from '../../src/contract/schemas.js';
import type { SeoContext } from './seo-context.js';
import { SOCIAL_IMAGE } from './social-image.js';
import { ogLocaleOf } from './alternates.js';

/** One `<meta property content>` of Open Graph (ogp.me) or `<meta name content>` of X/Twitter. */
export interface SocialMeta {
  attribute: 'property' | 'name';
  key: string;
  content: string;
}

const OG_TYPES: Record<string, string> = { NEWS: 'article', PRESS: 'article', BLOG: 'article', TEACHERS: 'profile' };

/**
 * Open Graph and X card tags of a page: title, description and image from the social
 * fields with the meta fields (and the hero image) as fallbacks; og:url is the canonical URL;
 * og:locale and one og:locale:alternate per live translation. A page without any image gets the
 * small `summary` card rather than a large card with nothing to show.
 */
export function openGraphOf(ctx: SeoContext, translations: Locale[]): SocialMeta[] {
  const { page } = ctx;
  const og = (key: string, content: string | undefined): SocialMeta[] => (content ? [{ attribute: 'property', key, content }] : []);
  const type = OG_TYPES[page.structuredData ?? ''] ?? 'website';
  return [
    ...og('og:type', type),
    ...og('og:site_name', ctx.site.name),
    ...og('og:title', page.socialTitle || page.metaTitle || page.title),
    ...og('og:description', page.socialDescription || page.metaDescription),
    ...og('og:url', ctx.canonical),
    ...og('og:locale', ogLocaleOf(page.locale)),
    ...translations.flatMap((locale) => og('og:locale:alternate', ogLocaleOf(locale))),
    ...(ctx.image ? [
      ...og('og:image', ctx.image),
      ...og('og:image:width', String(SOCIAL_IMAGE.width)),
      ...og('og:image:height', String(SOCIAL_IMAGE.height)),
      ...og('og:image:alt', ctx.imageAlt),
    ] : []),
    ...(type === 'article' ? [...og('article:published_time', page.published), ...og('article:modified_time', page.modified)] : []),
    { attribute: 'name', key: 'twitter:card', content: ctx.image ? 'summary_large_image' : 'summary' },
  ];
}
