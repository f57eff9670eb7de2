import type { JsonLdNode } from './json-ld.js';
import type { SeoContext } from './seo-context.js';

interface FaqFields { items?: { question?: unknown; answer?: unknown }[] }

/**
 * FAQPage for a page with FAQ modules: every question of every FAQ module, in page
 * order, as one FAQPage (Google allows one per page). The answer is the module's sanitised rich
 * text, whose tags are among those Google accepts in `text`.
 */
export function faqPageOf(ctx: SeoContext): JsonLdNode | null {
  const modules = [ctx.page.template.heroSection, ctx.page.template.mainSection].flatMap((s) => s?.modules ?? []);
  const questions = modules
    .filter((m) => m.component === 'FAQ')
    .flatMap((m) => (m as FaqFields).items ?? [])
    .filter((item): item is { question: string; answer: string } => typeof item.question === 'string' && typeof item.answer === 'string')
    .map((item) => ({ '@type': 'Question', name: item.question, acceptedAnswer: { '@type': 'Answer', text: item.answer } }));
  if (questions.length === 0) return null;
  return { '@type': 'FAQPage', url: ctx.canonical, mainEntity: questions };
}
