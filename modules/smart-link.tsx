import type { Link } from '../src/contract/schemas.js';

/** A CMS link: internal paths get the trailing slash; new tabs get rel="noopener". */
export function SmartLink({ link, className, children }: { link: Link; className?: string; children?: React.ReactNode }) {
  const href = link.href || link.linkToURL || '#';
  const rel = [link.newTab ? 'noopener noreferrer' : '', link.noFollow ? 'nofollow' : ''].filter(Boolean).join(' ');
  return (
    <a href={href} className={className} {...(link.newTab ? { target: '_blank' } : {})} {...(rel ? { rel } : {})}>
      {children ?? link.text}
    </a>
  );
}
