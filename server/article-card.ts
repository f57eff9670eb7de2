/**
 * An article's card as lists show it (spec 3: the page of an item is where its card comes from):
 * its title, the description it gives search engines, its share image and its topic.
 */
export function cardOf(page: { title?: unknown; metaDescription?: unknown; socialImage?: unknown; structuredDataContent?: unknown }): Record<string, unknown> & { title: string } {
  const facts = (page.structuredDataContent ?? {}) as { topic?: unknown };
  const image = page.socialImage && typeof page.socialImage === 'object' && typeof (page.socialImage as { url?: unknown }).url === 'string' ? page.socialImage : undefined;
  return {
    title: String(page.title ?? ''),
    abstract: typeof page.metaDescription === 'string' ? page.metaDescription : '',
    ...(typeof facts.topic === 'string' && facts.topic ? { topic: facts.topic } : {}),
    ...(image ? { image } : {}),
  };
}
