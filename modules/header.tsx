import { z } from 'zod';
import { LinkSchema, NavItemSchema, type NavItem } from '../src/contract/schemas.js';

export const HeaderSchema = z.looseObject({
  id: z.number(),
  editorID: z.number(),
  logo: z.object({ text: z.string(), href: z.string() }),
  mainMenu: z.array(NavItemSchema).default([]),
  topMenu: z.array(NavItemSchema).default([]),
  primaryLink: LinkSchema.optional(),
  showSearchFeature: z.boolean().default(false),
  strings: z.object({ skipToContent: z.string(), menu: z.string(), close: z.string(), language: z.string(), search: z.string() }),
});
export type HeaderData = z.infer<typeof HeaderSchema>;

export interface LanguageLink { locale: string; label: string; path: string; current: boolean }

function Menu({ items, label }: { items: NavItem[]; label?: string }) {
  return (
    <ul aria-label={label}>
      {items.map((item) => (
        <li key={item.label + (item.url.href ?? '')}>
          <a href={item.url.href}>{item.label}</a>
          {item.children && item.children.length > 0 && <Menu items={item.children} />}
        </li>
      ))}
    </ul>
  );
}

export function Header({ data, languages }: { data: HeaderData; languages: LanguageLink[] }) {
  return (
    <header className="site-header" data-module="Header" data-editor-id={data.editorID}>
      <a className="skip-link" href="#main">{data.strings.skipToContent}</a>
      <a className="site-header__logo" href={data.logo.href}>{data.logo.text}</a>
      <nav className="site-header__main" aria-label={data.strings.menu}>
        <Menu items={data.mainMenu} />
      </nav>
      <nav className="site-header__top" aria-label={data.logo.text}>
        <Menu items={data.topMenu} />
      </nav>
      {languages.length > 1 && (
        <nav className="site-header__languages" aria-label={data.strings.language}>
          <ul>
            {languages.map((l) => (
              <li key={l.locale}>
                <a href={l.path} hrefLang={l.locale.replace('_', '-')} lang={l.locale.replace('_', '-')} {...(l.current ? { 'aria-current': 'true' as const } : {})}>{l.label}</a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {data.primaryLink?.href && <a className="button button--primary" href={data.primaryLink.href}>{data.primaryLink.text}</a>}
    </header>
  );
}
