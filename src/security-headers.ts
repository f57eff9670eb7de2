import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';

/**
 * The security headers of every answer of `sitegen serve`, `sitegen api` and `sitegen preview`,
 * and of the build's `_headers` file for static hosts: one definition (DESIGN.md 5 and 9:
 * `_headers` carries the security headers, a CSP with hashes for the inline scripts).
 *
 * The Content-Security-Policy allows no inline script but the exact ones the build emitted (their
 * sha256, read from the rendered HTML, so a changed script is allowed by the next build without
 * anyone editing a list), no plugin, no <base>, forms only to the site and its public API, and
 * no framing of the site. Third-party frames are the consented embeds the pages carry (video
 * players, the map, widgets); scripts from elsewhere only the site's own integrations.
 *
 * Styles: the stylesheet is the site's own file; the few `style` attributes React renders (a
 * veil's opacity, a widget's height) are allowed by the hash of each value the build emitted
 * (`'unsafe-hashes'` — it allows those exact attribute values and nothing else, which a
 * `style-src 'unsafe-inline'` would not).
 */

/** What the rendered HTML of a page needs the policy to allow. */
export interface InlineSources {
  /** 'sha256-…' of every inline script that runs (the Partytown snippet too: the runtime runs it). */
  scripts: string[];
  /** 'sha256-…' of every `style` attribute value. */
  styles: string[];
  /** Origins of the third-party frames the page may show after consent (`data-consent-src`). */
  frames: string[];
}

const sha256Source = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

const decodeAttribute = (value: string) => value
  .replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** Script types a browser runs (no type, a JavaScript MIME type, module) or the runtime runs (the Partytown snippet). */
const RUN_TYPES = /^(|module|(text|application)\/(java|ecma)script|text\/partytown-snippet)$/i;

export function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

const sortedUnique = (values: Iterable<string>) => [...new Set(values)].sort();

/**
 * The inline sources of one rendered HTML document. The document is the builder's own (React's
 * markup and the shell in templates/document.tsx), so a script's text never contains `</script`.
 */
export function inlineSourcesOf(html: string): InlineSources {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1]!;
    if (/\ssrc\s*=/i.test(attributes) || match[2] === '') continue;
    const type = /\stype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1] ?? '';
    if (RUN_TYPES.test(type.trim())) scripts.push(sha256Source(match[2]!));
  }
  // Each page is scanned (spec 9 build speed): the tag-by-tag patterns run only on a page that has
  // the attribute at all (most have neither), found by a plain search first.
  const styles: string[] = [];
  if (/\sstyle="/.test(html)) for (const match of html.matchAll(/<[a-zA-Z][^>]*?\sstyle="([^"]*)"/g)) styles.push(sha256Source(decodeAttribute(match[1]!)));
  const frames: string[] = [];
  if (html.includes('data-consent-src="')) for (const match of html.matchAll(/\sdata-consent-src="([^"]*)"/g)) {
    const origin = originOf(decodeAttribute(match[1]!));
    if (origin) frames.push(origin);
  }
  return { scripts: sortedUnique(scripts), styles: sortedUnique(styles), frames: sortedUnique(frames) };
}

/** The union of several pages' inline sources. */
export function mergeInlineSources(all: Iterable<InlineSources>): InlineSources {
  // Sets as it goes: every page of a big site has mostly the same few sources (spec 9: memory).
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const frames = new Set<string>();
  for (const s of all) {
    for (const v of s.scripts) scripts.add(v);
    for (const v of s.styles) styles.add(v);
    for (const v of s.frames) frames.add(v);
  }
  return { scripts: sortedUnique(scripts), styles: sortedUnique(styles), frames: sortedUnique(frames) };
}

/** The origin of a configured address (`--public-api`, `--image-host`) when it is on another host; null for a site path. */
export function configuredOrigin(value: string): string | null {
  return value.startsWith('/') && !value.startsWith('//') ? null : originOf(value);
}

export interface SitePolicyInput {
  inline: InlineSources;
  /** The public API browsers call (forms, search, lists), `--public-api`. */
  publicApi: string;
  /** The image host, `--image-host`. */
  imageHost: string;
  /** The src of the site's third-party scripts (integrations). */
  scripts?: readonly string[];
  /** Frames an island may show that are not in the static HTML (a playlist's other players). */
  frames?: readonly string[];
}

const directive = (name: string, sources: Iterable<string>) => `${name} ${sortedUnique(sources).join(' ') || "'none'"}`;
const present = (values: (string | null)[]) => values.filter((v): v is string => v !== null);

/** The Content-Security-Policy of the site's pages (served by `sitegen serve` and static hosts). */
export function siteContentSecurityPolicy(input: SitePolicyInput): string {
  const api = configuredOrigin(input.publicApi);
  const images = configuredOrigin(input.imageHost);
  const integrations = present((input.scripts ?? []).map((src) => configuredOrigin(src)));
  const styleSources = input.inline.styles.length > 0 ? ["'self'", "'unsafe-hashes'", ...input.inline.styles] : ["'self'"];
  return [
    "default-src 'self'",
    directive('script-src', ["'self'", ...input.inline.scripts, ...integrations]),
    directive('style-src', styleSources),
    directive('img-src', ["'self'", 'data:', ...present([images])]),
    "font-src 'self'",
    directive('connect-src', ["'self'", ...present([api]), ...integrations]),
    // Partytown's sandbox is a same-origin frame; the rest are the consented embeds.
    directive('frame-src', ["'self'", ...input.inline.frames, ...(input.frames ?? [])]),
    // Partytown: its service worker (/~partytown/) and its web worker (a blob).
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    directive('form-action', ["'self'", ...present([api])]),
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The editor's preview (`sitegen preview`): the page's own policy, with the inline scripts of the
 * very HTML it answers, and style attributes allowed inline — the side panel changes a veil's
 * opacity or a widget's height as the editor types, values no build has hashed. Only for the
 * editor on 127.0.0.1, never published.
 */
export function previewContentSecurityPolicy(input: SitePolicyInput): string {
  return siteContentSecurityPolicy({ ...input, inline: { ...input.inline, styles: [] } })
    .replace("style-src 'self'", "style-src 'self' 'unsafe-inline'");
}

/** JSON, images and files: nothing in them may run or be framed. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * The headers every answer carries besides its CSP. Referrer: other sites see the origin only
 * (the video players need it). Permissions: the site uses no sensor, camera, microphone,
 * location or payment, so no page or embed may ask (the players keep fullscreen and
 * picture-in-picture). Framing: nowhere (frame-ancestors, and X-Frame-Options for older
 * browsers). COOP: a window the site opens (share links) gets no handle on it.
 */
export const COMMON_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), browsing-topics=()',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

export function securityHeaders(contentSecurityPolicy: string): Record<string, string> {
  return { 'Content-Security-Policy': contentSecurityPolicy, ...COMMON_SECURITY_HEADERS };
}

/** Sets the headers before any handler writes, so errors and redirects carry them too. */
export function setSecurityHeaders(res: ServerResponse, headers: Readonly<Record<string, string>>): void {
  if (res.headersSent) return;
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
}
