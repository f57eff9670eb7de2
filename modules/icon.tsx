/// <reference path="./lucide-icons.d.ts" />
// One icon module each, not the package's index: that loads all ~1,900 icons at every start.
import Calendar from 'lucide-static/dist/esm/icons/calendar.mjs';
import CalendarPlus from 'lucide-static/dist/esm/icons/calendar-plus.mjs';
import ChevronDown from 'lucide-static/dist/esm/icons/chevron-down.mjs';
import Clock from 'lucide-static/dist/esm/icons/clock.mjs';
import Download from 'lucide-static/dist/esm/icons/download.mjs';
import ExternalLink from 'lucide-static/dist/esm/icons/external-link.mjs';
import MapPin from 'lucide-static/dist/esm/icons/map-pin.mjs';
import Menu from 'lucide-static/dist/esm/icons/menu.mjs';
import Monitor from 'lucide-static/dist/esm/icons/monitor.mjs';
import Phone from 'lucide-static/dist/esm/icons/phone.mjs';
import Search from 'lucide-static/dist/esm/icons/search.mjs';
import X from 'lucide-static/dist/esm/icons/x.mjs';

/**
 * The site's icons, every one from the lucide-static package (ISC) at build time: no path is
 * copied by hand. Decorative: the control or link beside it carries the name, so the icon is
 * hidden from assistive technology and takes the text colour.
 */
const ICONS = { calendar: Calendar, calendarPlus: CalendarPlus, chevronDown: ChevronDown, clock: Clock, download: Download, externalLink: ExternalLink, mapPin: MapPin, menu: Menu, monitor: Monitor, phone: Phone, search: Search, close: X } as const;
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
