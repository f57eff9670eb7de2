import { Calendar, ChevronDown, Download, ExternalLink, MapPin, Menu, Phone, Search, X } from 'lucide-static';

/**
 * The site's icons, every one from the lucide-static package (ISC) at build time: no path is
 * copied by hand. Decorative: the control or link beside it carries the name, so the icon is
 * hidden from assistive technology and takes the text colour.
 */
const ICONS = { calendar: Calendar, chevronDown: ChevronDown, download: Download, externalLink: ExternalLink, mapPin: MapPin, menu: Menu, phone: Phone, search: Search, close: X } as const;
export type IconName = keyof typeof ICONS;

/** The drawing inside the package's <svg> element (its attributes are set here instead). */
const inner = new Map<IconName, string>();
function drawingOf(name: IconName): string {
  let body = inner.get(name);
  if (body === undefined) {
    const svg = ICONS[name];
    body = svg.slice(svg.indexOf('>', svg.indexOf('<svg')) + 1, svg.lastIndexOf('</svg>')).replace(/\s*\n\s*/g, '');
    inner.set(name, body);
  }
  return body;
}

export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg
      className={className ? `icon ${className}` : 'icon'} xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24"
      fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false"
      dangerouslySetInnerHTML={{ __html: drawingOf(name) }}
    />
  );
}
