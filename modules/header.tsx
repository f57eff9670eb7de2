import type { ReactNode } from 'react';
import * as z from 'zod';
import { LinkSchema, NavItemSchema, type NavItem } from '../src/contract/schemas.js';
import { Icon } from './icon.js';
import { Logo } from './logo.js';
import { t, type UiLocale } from './ui-strings.js';

export const HeaderSchema = z.looseObject({
  id: z.number(),
  editorID: z.number(),
  logo: z.object({ text: z.string(), href: z.string() }),
  mainMenu: z.array(NavItemSchema).default([]),
  topMenu: z.array(NavItemSchema).default([]),
  primaryLink: LinkSchema.optional(),
  showSearchFeature: z.boolean().default(false),
  /** The search page of this language; the header's search form submits to it. */
  searchPath: z.string().optional(),
});
export type HeaderData = z.infer<typeof HeaderSchema>;

export interface LanguageLink {
  locale: string;
  label: string;
  path: string;
  current: boolean;
  /** No translation of this page: the link goes to that language's home page. */
  fallback?: boolean;
}

function Menu({ items, label }: { items: NavItem[]; label?: string }) {
  return (
    <ul aria-label={label}>
      {items.map((item) => <li key={item.label + (item.url.href ?? '')}><a href={item.url.href}>{item.label}</a></li>)}
    </ul>
  );
}

/**
 * The main menu: a section with children is a disclosure (`<details>`: keyboard and screen
 * reader support, no script needed) whose list starts with the section's own page.
 */
function MainMenu({ items }: { items: NavItem[] }) {
  return (
    <ul className="main-menu">
      {items.map((item) => (
        <li key={item.label + (item.url.href ?? '')} className="main-menu__item">
          {item.children && item.children.length > 0 ? (
            <details className="main-menu__group">
              <summary>{item.label}<Icon name="chevronDown" className="main-menu__chevron" /></summary>
              <ul className="main-menu__sub">
                {item.url.href && !item.children.some((c) => c.url.href === item.url.href) && <li><a href={item.url.href}>{item.label}</a></li>}
                {item.children.map((child) => <li key={child.label + (child.url.href ?? '')}><a href={child.url.href}>{child.label}</a></li>)}
              </ul>
            </details>
          ) : (
            <a href={item.url.href}>{item.label}</a>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * Where the primary link (the site's "Request information") leads from this page: it names a
 * form by its anchor on the general page (`/proceso-de-admision/#info`); a page that holds its
 * own form under that anchor (a programme page, a landing) keeps the visitor there, with its
 * programme preselected.
 */
export function primaryLinkHref(href: string, ownFormAnchor: string | undefined): string {
  const hash = href.indexOf('#');
  return ownFormAnchor && hash >= 0 && href.slice(hash + 1) === ownFormAnchor ? `#${ownFormAnchor}` : href;
}

/** Whether a menu link leads to a path (ignoring a query, a fragment and the trailing slash). */
function sameTarget(href: string | undefined, path: string): boolean {
  const bare = (p: string) => p.replace(/[?#].*$/, '').replace(/\/+$/, '');
  return href !== undefined && bare(href) === bare(path);
}

/** The language switch: each language's link to this page's translation (or that language's home). */
export function LanguageNav({ languages, locale }: { languages: LanguageLink[]; locale: UiLocale }) {
  if (languages.length <= 1) return null;
  return (
    <nav className="site-header__languages" aria-label={t(locale, 'language')}>
      <ul>
        {languages.map((l) => (
          <li key={l.locale}>
            <a href={l.path} hrefLang={l.locale.replace('_', '-')} lang={l.locale.replace('_', '-')} {...(l.current ? { 'aria-current': 'true' as const } : {})}>{l.label}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Header({ data, languages, locale, ownFormAnchor, languagesSlot }: {
  data: HeaderData; languages: LanguageLink[]; locale: UiLocale;
  /** The anchor of this page's own request-information form, if it has one. */
  ownFormAnchor?: string | undefined;
  /**
   * Rendered where the language switch goes instead of it: the build renders the rest of the
   * header once per page kind and puts each page's own switch in (templates/document.tsx).
   */
  languagesSlot?: ReactNode;
}) {
  // One way to search: with the search box shown, a menu link to the search page would be a
  // second entry to the same place, so it is left out.
  const searchBox = data.showSearchFeature && data.searchPath;
  const topMenu = searchBox ? data.topMenu.filter((item) => !sameTarget(item.url.href, data.searchPath!)) : data.topMenu;
  return (
    <header className="site-header" data-module="Header" data-editor-id={data.editorID}>
      <a className="skip-link" href="#main">{t(locale, 'skipToContent')}</a>
      <a className="site-header__logo" href={data.logo.href}><Logo label={data.logo.text} /></a>
      {/* Small screens: the menu, search and languages fold into a popover panel (no script).
          The panel is a plain container (its navigations carry the names): a name on a generic
          <div> is invalid HTML and read by no screen reader. */}
      <button type="button" className="site-header__toggle" popoverTarget="site-menu" aria-controls="site-menu"><Icon name="menu" />{t(locale, 'menu')}</button>
      <div id="site-menu" className="site-header__panel" popover="auto">
      <button type="button" className="site-header__close" popoverTarget="site-menu" popoverTargetAction="hide"><Icon name="close" />{t(locale, 'close')}</button>
      <nav className="site-header__main" aria-label={t(locale, 'menu')}>
        <MainMenu items={data.mainMenu} />
      </nav>
      {topMenu.length > 0 && (
        <nav className="site-header__top" aria-label={data.logo.text}>
          <Menu items={topMenu} />
        </nav>
      )}
      {data.showSearchFeature && data.searchPath && (
        // A plain GET form: the browser encodes spaces as "+" (spec 5: search text has
        // whitespace replaced by plus signs) and it works before any script loads.
        <form className="site-header__search" role="search" action={data.searchPath} method="get" aria-label={t(locale, 'search')}>
          <label htmlFor="site-search">{t(locale, 'search')}</label>
          <input id="site-search" name="q" type="search" autoComplete="off" />
          <button type="submit"><Icon name="search" /><span className="visually-hidden">{t(locale, 'search')}</span></button>
        </form>
      )}
      {languagesSlot ?? <LanguageNav languages={languages} locale={locale} />}
      </div>
      {data.primaryLink?.href && <a className="button button--primary" href={primaryLinkHref(data.primaryLink.href, ownFormAnchor)}>{data.primaryLink.text}</a>}
    </header>
  );
}
