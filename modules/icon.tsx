import chevronDown from 'lucide-static/dist/esm/icons/chevron-down.mjs';

/**
 * Icons from lucide-static (the site's icon set), inlined as SVG: no request, no icon font, and
 * they take the text colour (stroke="currentColor"). Each icon is imported by its own file so
 * only the icons used are loaded. Decorative: hidden from assistive technology, the control
 * they sit in carries the words.
 */
const ICONS = { 'chevron-down': chevronDown } as const;

export type IconName = keyof typeof ICONS;

const markup = Object.fromEntries(Object.entries(ICONS).map(([name, svg]) => [
  name,
  svg.replace(/\s+/g, ' ').replace(/> </g, '><').trim().replace('<svg ', '<svg focusable="false" '),
])) as Record<IconName, string>;

export function Icon({ name, className }: { name: IconName; className?: string }) {
  return <span className={className ? `icon ${className}` : 'icon'} aria-hidden="true" dangerouslySetInnerHTML={{ __html: markup[name] }} />;
}
