import * as z from 'zod';
import { t } from './ui-strings.js';
import type { ModuleProps } from './fields.js';

export const SocialShareSchema = z.object({ title: z.string().default('') });

/** Share links built at render time from the page URL (no third-party script). */
export function SocialShare({ fields, root, context, pageUrl = '' }: ModuleProps<z.infer<typeof SocialShareSchema>> & { pageUrl?: string }) {
  const url = encodeURIComponent(pageUrl);
  const networks = [
    { name: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${url}` },
    { name: 'X', href: `https://twitter.com/intent/tweet?url=${url}` },
    { name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${url}` },
    { name: t(context.locale, 'email'), href: `mailto:?body=${url}` },
  ];
  return (
    <aside {...root} className="social-share" aria-label={fields.title || t(context.locale, 'share')}>
      {fields.title && <p className="social-share__title">{fields.title}</p>}
      <ul>
        {networks.map((n) => (
          <li key={n.name}><a href={n.href} target="_blank" rel="noopener noreferrer">{n.name}<span className="visually-hidden"> {t(context.locale, 'opensInNewTab')}</span></a></li>
        ))}
      </ul>
    </aside>
  );
}
