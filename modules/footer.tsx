import { z } from 'zod';
import { NavItemSchema } from '../src/contract/schemas.js';
import { Logo } from './logo.js';
import { t, type UiLocale } from './ui-strings.js';

export const FooterSchema = z.looseObject({
  id: z.number(),
  editorID: z.number(),
  footerMenu: z.array(NavItemSchema).default([]),
  legalMenu: z.array(NavItemSchema).default([]),
  social: z.array(NavItemSchema).default([]),
  copyrightText: z.string().default(''),
});
export type FooterData = z.infer<typeof FooterSchema>;

export function Footer({ data, locale, siteName = 'EDTE' }: { data: FooterData; locale: UiLocale; siteName?: string }) {
  return (
    <footer className="site-footer" data-module="Footer" data-editor-id={data.editorID}>
      <p className="site-footer__brand"><Logo label={siteName} /></p>
      <div className="site-footer__columns">
        {data.footerMenu.map((column) => (
          <nav key={column.label} aria-label={column.label}>
            <h2 className="site-footer__heading">{column.label}</h2>
            <ul>{(column.children ?? []).map((item) => <li key={item.label}><a href={item.url.href}>{item.label}</a></li>)}</ul>
          </nav>
        ))}
      </div>
      <ul className="site-footer__social">
        {data.social.map((s) => <li key={s.label}><a href={s.url.href} {...(s.url.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>{s.label}</a></li>)}
      </ul>
      <ul className="site-footer__legal">
        {data.legalMenu.map((s) => <li key={s.label}><a href={s.url.href}>{s.label}</a></li>)}
        {/* Reopens the consent banner; shown by the runtime (it does nothing without script). */}
        <li hidden data-consent-settings=""><button type="button" className="link-button" data-consent-open="">{t(locale, 'cookieSettings')}</button></li>
      </ul>
      <p className="site-footer__copyright">{data.copyrightText}</p>
    </footer>
  );
}
