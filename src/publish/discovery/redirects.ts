import type { Redirect } from '../../contract/schemas.js';
import { SitegenError } from '../../errors.js';
import { absoluteUrl, hreflangOf } from '../../../templates/seo/alternates.js';
import { t, type UiLocale } from '../../../modules/ui-strings.js';
import { escapeXml } from './escape-xml.js';
import { checkPagePath, htmlFileFor, normalizePath } from '../../contract/paths.js';

/**
 * The site's redirect table (spec section 2: old paths, exact or case-insensitive matches) made
 * into what each kind of host understands:
 * - `_redirects` — the static-host rule file (Netlify, Cloudflare Pages): `from to status`;
 * - `redirects.json` — the same rules with their case-insensitive flag, read by `sitegen serve`;
 * - `redirects.nginx` — the same rules as nginx `location` blocks, which the server block of
 *   docs/operators.md includes (nginx reads neither of the others);
 * - an HTML fallback at each old path for hosts with no redirect support: an instant meta
 *   refresh, a canonical link to the target (so search engines consolidate on it), noindex and
 *   a visible link.
 * A rule with status 410 marks its old path gone (DESIGN.md 10: an unpublished page with nowhere to
 * send its visitors): it has no target, and no fallback page, so a host without rules answers its
 * 404 there rather than a page with 200.
 */
export interface RedirectRule {
  /** Normalised site path with its trailing slash. */
  from: string;
  /** A site path (normalised) or an absolute http(s) URL. */
  to: string;
  status: number;
  caseInsensitive: boolean;
}

export const REDIRECTS_FILE = '_redirects';
export const REDIRECTS_JSON = 'redirects.json';
export const REDIRECTS_NGINX = 'redirects.nginx';

/** The status of a rule that marks its old path gone: no target. */
export const GONE = 410;

/**
 * Only site paths and http(s) URLs are followed; anything else (javascript:, data:) is refused.
 * A site path must start with exactly one "/" and hold no backslash, whitespace or control
 * character: browsers read "//host", "/\host" and "/<tab>/host" as another host, so such a
 * target would send visitors off the site. Another site is only ever an explicit
 * "http(s)://host/…" URL.
 */
function normaliseTarget(to: string): string | null {
  if (to.startsWith('/')) {
    if (/^\/[/\\]/.test(to) || /[\\\s\0-\x1f\x7f]/.test(to)) return null;
    const cut = to.search(/[?#]/);
    return cut < 0 ? normalizePath(to) : `${normalizePath(to.slice(0, cut))}${to.slice(cut)}`;
  }
  if (!/^https?:\/\/[^/\\]/i.test(to)) return null;
  try {
    const url = new URL(to);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Checks the table against the published pages: every rule has a safe target, none points to
 * itself, and no rule hides a published page (the page wins, as on static hosts, and the
 * editor is told). Returns the rules to publish and the warnings to show.
 */
export function planRedirects(redirects: Redirect[], pagePaths: ReadonlySet<string>): { rules: RedirectRule[]; warnings: string[] } {
  const rules: RedirectRule[] = [];
  const warnings: string[] = [];
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const redirect of redirects) {
    const from = normalizePath(redirect.from);
    const gone = redirect.status === GONE;
    const to = gone ? '' : normaliseTarget(redirect.to);
    const name = gone ? `gone ${redirect.from} (410)` : `redirect ${redirect.from} → ${redirect.to}`;
    const reserved = checkPagePath(from);
    if (reserved) {
      problems.push(`${name}: the old path is not usable (${reserved})`);
      continue;
    }
    if (to === null) {
      problems.push(`${name}: the target must be a site path ("/new-path/") or an http(s) URL`);
      continue;
    }
    const same = !gone && (redirect.caseInsensitive ? to.toLowerCase() === from.toLowerCase() : to === from);
    if (same) {
      problems.push(`${name}: the target is the old path itself, which would loop forever`);
      continue;
    }
    const key = redirect.caseInsensitive ? from.toLowerCase() : from;
    if (seen.has(key)) {
      warnings.push(`${name}: ignored, an earlier redirect already starts at ${from}`);
      continue;
    }
    const shadowed = [...pagePaths].some((p) => (redirect.caseInsensitive ? p.toLowerCase() === key : p === from));
    if (shadowed) {
      warnings.push(`${name}: ignored, a published page lives at ${from}; unpublish the page or remove the redirect`);
      continue;
    }
    seen.add(key);
    rules.push({ from, to, status: redirect.status, caseInsensitive: redirect.caseInsensitive });
  }
  if (problems.length > 0) {
    throw new SitegenError('BAD_REDIRECTS', `The redirect table has ${problems.length} problem${problems.length === 1 ? '' : 's'}:\n  ${problems.join('\n  ')}`,
      'Fix these redirects in the CMS and build again; output/ was left as it was.');
  }
  return { rules, warnings };
}

/** The rule for a request path, if any: exact (trailing slash optional), or case-insensitive when the rule says so. */
export function matchRedirect(rules: readonly RedirectRule[], pathname: string): RedirectRule | null {
  const path = normalizePath(pathname);
  return rules.find((r) => r.from === path || (r.caseInsensitive && r.from.toLowerCase() === path.toLowerCase())) ?? null;
}

/**
 * matchRedirect's answer for any path, from two maps made once (the link check asks it for every
 * link of every page that leads to no page): the first rule, in the table's order, that matches
 * the path exactly or, when it says so, whatever the case.
 */
export function redirectLookup(rules: readonly RedirectRule[]): (pathname: string) => RedirectRule | null {
  const exact = new Map<string, number>();
  const folded = new Map<string, number>();
  rules.forEach((rule, i) => {
    if (!exact.has(rule.from)) exact.set(rule.from, i);
    if (rule.caseInsensitive && !folded.has(rule.from.toLowerCase())) folded.set(rule.from.toLowerCase(), i);
  });
  return (pathname) => {
    if (rules.length === 0) return null;
    const path = normalizePath(pathname);
    const i = Math.min(exact.get(path) ?? Infinity, folded.get(path.toLowerCase()) ?? Infinity);
    return i === Infinity ? null : rules[i]!;
  };
}

function fallbackPage(rule: RedirectRule, domainUrl: string): string {
  const locale: UiLocale = rule.from === '/en/' || rule.from.startsWith('/en/') ? 'en_GB' : 'es_ES';
  const target = escapeXml(rule.to);
  const canonical = escapeXml(rule.to.startsWith('/') ? absoluteUrl(domainUrl, rule.to) : rule.to);
  const title = escapeXml(t(locale, 'pageMoved'));
  return '<!DOCTYPE html>'
    + `<html lang="${hreflangOf(locale)}"><head><meta charset="utf-8"/>`
    + '<meta name="viewport" content="width=device-width, initial-scale=1"/>'
    + `<title>${title}</title><meta name="robots" content="noindex"/>`
    + `<link rel="canonical" href="${canonical}"/><meta http-equiv="refresh" content="0; url=${target}"/>`
    + `</head><body><main><h1>${title}</h1><p>${escapeXml(t(locale, 'pageMovedTo'))} <a href="${target}">${target}</a></p></main></body></html>`;
}

/** The language's 404 page of a path, as the output has it: what a host shows at a gone path. */
export function notFoundPageFor(path: string): string {
  return path === '/en/' || path.startsWith('/en/') ? '/en/404/' : '/404/';
}

/** A string nginx takes as it is, quoted. */
const nginxQuoted = (text: string) => `"${text.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
/** A redirect target for nginx's `return`, which reads `$` as a variable: percent-encoded, as a URL may have it. */
const nginxTarget = (to: string) => nginxQuoted(to.replace(/\$/g, '%24'));

/**
 * The rule as nginx `location` blocks: an exact match of the old path with and without its
 * trailing slash (`=`, which wins over every other location), or a case-insensitive regular
 * expression (`~*`) when the rule says so; `return 410` for a gone path.
 */
function nginxLines(rule: RedirectRule): string[] {
  const answer = rule.status === GONE ? `return ${GONE};` : `return ${rule.status} ${nginxTarget(rule.to)};`;
  if (rule.caseInsensitive) {
    const pattern = `^${rule.from.slice(0, -1).replace(/[\\^$.|?*+()[\]{}]/g, (c) => `\\${c}`)}/?$`;
    return [`location ~* ${nginxQuoted(pattern)} { ${answer} }`];
  }
  const lines = [`location = ${nginxQuoted(rule.from)} { ${answer} }`];
  if (rule.from !== '/') lines.push(`location = ${nginxQuoted(rule.from.slice(0, -1))} { ${answer} }`);
  return lines;
}

/** The output files of the redirect rules (output-relative name → content). */
export function redirectFiles(rules: readonly RedirectRule[], domainUrl: string): Record<string, string> {
  if (rules.length === 0) return {};
  const lines = ['# Redirects from old paths (generated by sitegen from the CMS redirect table).',
    '# Case-insensitive rules match any case on hosts that match paths case-insensitively (Netlify);',
    '# `sitegen serve` reads redirects.json, which keeps each rule\'s flag. A 410 serves the',
    '# language\'s 404 page with that status: the old path is gone for good.'];
  const nginx = ['# Redirects from old paths (generated by sitegen from the CMS redirect table):',
    '# included by the server block of docs/operators.md.'];
  const files: Record<string, string> = {};
  for (const rule of rules) {
    const to = rule.status === GONE ? notFoundPageFor(rule.from) : rule.to;
    lines.push(`${rule.from} ${to} ${rule.status}`);
    // Hosts that do not add the trailing slash themselves see the bare old path too.
    if (rule.from !== '/') lines.push(`${rule.from.slice(0, -1)} ${to} ${rule.status}`);
    nginx.push(...nginxLines(rule));
    if (rule.status !== GONE) files[htmlFileFor(rule.from)] = fallbackPage(rule, domainUrl);
  }
  files[REDIRECTS_FILE] = `${lines.join('\n')}\n`;
  files[REDIRECTS_JSON] = JSON.stringify({ rules }, null, 1);
  files[REDIRECTS_NGINX] = `${nginx.join('\n')}\n`;
  return files;
}
