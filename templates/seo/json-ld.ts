import { escapeJsonForHtml } from '../../modules/island.js';

/** A schema.org node: its @type and properties (https://schema.org). */
export type JsonLdNode = { '@type': string; '@id'?: string } & Record<string, unknown>;

/**
 * The page's structured data as one JSON-LD document (`@graph` of its nodes), ready to sit inside
 * `<script type="application/ld+json">`: `<`, `>`, `&`, U+2028 and U+2029 are \u escapes, so no
 * CMS text can close the element or break a JavaScript parser (briefing: escape JSON in HTML).
 * Properties whose value is undefined are dropped by JSON.stringify.
 */
export function serializeJsonLd(nodes: JsonLdNode[]): string {
  return escapeJsonForHtml(JSON.stringify({ '@context': 'https://schema.org', '@graph': nodes }));
}

/** A plain string from CMS data (structuredDataContent is untyped), or undefined. */
export function textField(data: Record<string, unknown> | null, key: string): string | undefined {
  const value = data?.[key];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** A finite number from CMS data, or undefined. */
export function numberField(data: Record<string, unknown> | null, key: string): number | undefined {
  const value = data?.[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}
