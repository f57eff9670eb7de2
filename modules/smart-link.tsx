import type { Link } from '../src/contract/schemas.js';

/** A CMS link: internal paths get the trailing slash; new tabs get rel="noopener". */
export function SmartLink({ link, className, children }: { link: Link; className?: string; children?: React.ReactNode }) {
  const href = withTrailingSlash(link.href || link.linkToURL || '#');
  const rel = [link.newTab ? 'noopener noreferrer' : '', link.noFollow ? 'nofollow' : ''].filter(Boolean).join(' ');
  return (
    <a href={href} className={className} {...(link.newTab ? { target: '_blank' } : {})} {...(rel ? { rel } : {})}>
      {children ?? link.text}
    </a>
  );
}

/** Internal page paths always end in "/" (the output's folders); files, queries and hashes are kept. */
export function withTrailingSlash(href: string): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  const match = /^([^?#]*)(.*)$/.exec(href)!;
  const path = match[1]!;
  if (path.endsWith('/') || /\.[a-z0-9]{1,5}$/i.test(path)) return href;
  return `${path}/${match[2]}`;
}
