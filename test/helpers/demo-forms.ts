import { expect } from 'vitest';
import { eventRegistrationClosed } from '../../server/forms.js';
import type { Sql } from '../../server/sql/sql.js';

/** The demo's forms as a visitor finds them, and a post of one as the form island sends it. */
export interface DemoForms {
  landing: { path: string; locale: string; programme: { id: number; label: string; type: string }; programmePaths: string[] };
  /** An open event that counts no places (any number may register). */
  event: { path: string; locale: string; page: Record<string, unknown> };
  /** An open day with sessions and places (server/event-places.ts): its Spanish and English paths. */
  openDay: { paths: { es: string; en: string }; group: number };
  download: { path: string; fileName: string };
}

/** What the demo offers to post to, read from its pages: a lead form and its first programme, an open English event, a download. */
export async function demoForms(sql: Sql): Promise<DemoForms> {
  const pages = await sql.all<{ id: number; path: string; locale: string; json: string; translation_group: number }>(
    "SELECT id, path, locale, published_json AS json, translation_group FROM pages WHERE status = 'published' ORDER BY id");
  const moduleOf = (json: string, test: (m: Record<string, unknown>) => boolean) => {
    const stack: unknown[] = [JSON.parse(json)];
    while (stack.length) {
      const node = stack.pop();
      if (Array.isArray(node)) { stack.push(...node); continue; }
      if (!node || typeof node !== 'object') continue;
      if (test(node as Record<string, unknown>)) return node as Record<string, unknown>;
      stack.push(...Object.values(node));
    }
    return undefined;
  };
  const landingPage = pages.find((p) => p.locale === 'es_ES' && moduleOf(p.json, (m) => m.component === 'LandingForm'))!;
  const option = (moduleOf(landingPage.json, (m) => m.component === 'LandingForm')!.programOptions as DemoForms['landing']['programme'][])[0]!;
  const group = pages.find((p) => p.id === option.id)!.translation_group;
  const counted = (json: string) => { const c = (JSON.parse(json) as { structuredDataContent?: Record<string, unknown> }).structuredDataContent; return !!(c?.sessions || c?.capacity); };
  const eventPage = pages.find((p) => p.locale === 'en_GB' && moduleOf(p.json, (m) => m.formType === 'event') && !eventRegistrationClosed(JSON.parse(p.json)) && !counted(p.json))!;
  const openDay = pages.find((p) => p.locale === 'es_ES' && !eventRegistrationClosed(JSON.parse(p.json)) && Array.isArray((JSON.parse(p.json) as { structuredDataContent?: { sessions?: unknown } }).structuredDataContent?.sessions))!;
  const openDayEn = pages.find((p) => p.translation_group === openDay.translation_group && p.locale === 'en_GB')!;
  const downloadPage = pages.find((p) => p.locale === 'es_ES' && moduleOf(p.json, (m) => m.component === 'DownloadForm'))!;
  return {
    landing: { path: landingPage.path, locale: landingPage.locale, programme: option, programmePaths: pages.filter((p) => p.translation_group === group).map((p) => p.path) },
    event: { path: eventPage.path, locale: eventPage.locale, page: JSON.parse(eventPage.json) as Record<string, unknown> },
    openDay: { paths: { es: openDay.path, en: openDayEn.path }, group: openDay.translation_group },
    download: { path: downloadPage.path, fileName: moduleOf(downloadPage.json, (m) => m.component === 'DownloadForm')!.fileName as string },
  };
}

export const envelope = (lang: string, pagePath: string, values: Record<string, unknown>) =>
  ({ lang, site: 'main', pagePath, values, website: '', startedAt: Date.now() - 5000 });

/** A form post as the island sends it, expected to be stored (201): its answer. */
export async function postFormAnswer(base: string, type: string, body: unknown): Promise<{ id: number; emailed: boolean }> {
  const response = await fetch(`${base}/forms/${type}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  expect(response.status, JSON.stringify(await response.clone().json())).toBe(201);
  return await response.json() as { id: number; emailed: boolean };
}

export async function postForm(base: string, type: string, body: unknown): Promise<number> {
  return (await postFormAnswer(base, type, body)).id;
}

/**
 * Empties a private copy's leads: the shared demo database also takes the posts of the browser
 * tests that ran before, and an inbox test counts exactly what it sent.
 */
export async function withoutLeads(sql: Sql): Promise<void> {
  for (const table of ['event_registrations', 'event_places', 'lead_events', 'lead_states', 'newsletter_states', 'lead_deliveries', 'lead_queue', 'submission_holds', 'submission_consents', 'form_submissions']) {
    await sql.run(`DELETE FROM ${table}`);
  }
}
