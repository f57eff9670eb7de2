import * as z from 'zod';
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
  /**
   * The school's postal address, phone and mailbox: printed in every footer and read by the home
   * page's JSON-LD (address, contactPoint), so the footer, the page and search engines agree.
   */
  contact: z.object({
    name: z.string().trim().min(1).optional(),
    streetAddress: z.string().trim().min(1),
    postalCode: z.string().trim().min(1).optional(),
    locality: z.string().trim().min(1),
    region: z.string().trim().min(1).optional(),
    country: z.string().trim().length(2, 'must be a two-letter ISO 3166 country code such as "ES"').optional(),
    latitude: z.number().min(-90).max(90).optional(),
    longitude: z.number().min(-180).max(180).optional(),
    phone: z.string().regex(/^[+()\d\s.-]+$/, 'must be a phone number: digits, spaces and +().-').optional(),
    email: z.email().optional(),
  }).optional(),
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
      {data.contact && <FooterContact contact={data.contact} locale={locale} />}
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

/** The school's address, phone and mailbox, as links a visitor can act on. */
function FooterContact({ contact, locale }: { contact: NonNullable<FooterData['contact']>; locale: UiLocale }) {
  const place = [contact.postalCode, contact.locality].filter(Boolean).join(' ');
  return (
    <address className="site-footer__contact">
      {contact.name && <span className="site-footer__contact-name">{contact.name}</span>}
      <span>{contact.streetAddress}, {place}</span>
      {contact.phone && <span>{t(locale, 'phone')}: <a href={`tel:${contact.phone.replace(/[^+\d]/g, '')}`}>{contact.phone}</a></span>}
      {contact.email && <span>{t(locale, 'email')}: <a href={`mailto:${contact.email}`}>{contact.email}</a></span>}
    </address>
  );
}
