/**
 * The school's logo: a mark (a square "e" of three bars with a corner pixel, design meeting
 * technology) and the EDTE wordmark drawn as geometric shapes, so it looks the same before and
 * after the web fonts load. Colours come from custom properties (--logo-mark, --logo-mark-ink,
 * --logo-ink): the header, the footer and the landing header each set them for their background
 * (at least 3:1, SC 1.4.11). `label` is its accessible name.
 */
export function Logo({ label, className }: { label: string; className?: string }) {
  return (
    <svg className={className ? `logo ${className}` : 'logo'} xmlns="http://www.w3.org/2000/svg" viewBox="0 0 136 40" width="136" height="40" role="img" aria-label={label}>
      <title>{label}</title>
      <rect className="logo__mark" width="40" height="40" rx="9" />
      <g className="logo__mark-ink">
        <rect x="10" y="10" width="20" height="5" rx="1" />
        <rect x="10" y="17.5" width="14" height="5" rx="1" />
        <rect x="10" y="25" width="20" height="5" rx="1" />
        <rect x="10" y="10" width="5" height="20" rx="1" />
      </g>
      <rect className="logo__pixel" x="31" y="4" width="5" height="5" rx="1" />
      <g className="logo__word">
        {/* E */}
        <path d="M52 8h16v5H57v4.5h9v5h-9V27h11v5H52z" />
        {/* D */}
        <path fillRule="evenodd" d="M72 8h8a12 12 0 0 1 0 24h-8zm5 5v14h3a7 7 0 0 0 0-14z" />
        {/* T */}
        <path d="M96 8h17v5h-6v19h-5V13h-6z" />
        {/* E */}
        <path d="M117 8h16v5h-11v4.5h9v5h-9V27h11v5h-16z" />
      </g>
    </svg>
  );
}
