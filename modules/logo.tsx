/**
 * The school's logo: a mark (a square "e" of three bars with a corner pixel, design meeting
 * technology) and the EDTE wordmark drawn as geometric shapes, so it looks the same before and
 * after the web fonts load. Colours come from custom properties (--logo-mark, --logo-mark-ink,
 * --logo-ink): the header, the footer and the landing header each set them for their background
 * (at least 3:1, SC 1.4.11). `label` is its accessible name.
 */
/**
 * The logo's geometry on its 136 × 40 grid, one source for the site's SVG and the brochures'
 * covers (content/brochures.ts): the mark's square, its three bars and upright, the corner
 * pixel, and the four letters of the wordmark (the D's counter cut out by the even-odd rule).
 */
export const LOGO_SHAPE = {
  mark: { width: 40, height: 40, radius: 9 },
  bars: [[10, 10, 20, 5], [10, 17.5, 14, 5], [10, 25, 20, 5], [10, 10, 5, 20]] as const,
  pixel: [31, 4, 5, 5] as const,
  letters: [
    { d: 'M52 8h16v5H57v4.5h9v5h-9V27h11v5H52z' },
    { d: 'M72 8h8a12 12 0 0 1 0 24h-8zm5 5v14h3a7 7 0 0 0 0-14z', evenOdd: true },
    { d: 'M96 8h17v5h-6v19h-5V13h-6z' },
    { d: 'M117 8h16v5h-11v4.5h9v5h-9V27h11v5h-16z' },
  ],
} as const;

export function Logo({ label, className }: { label: string; className?: string }) {
  const { mark, bars, pixel, letters } = LOGO_SHAPE;
  return (
    <svg className={className ? `logo ${className}` : 'logo'} xmlns="http://www.w3.org/2000/svg" viewBox="0 0 136 40" width="136" height="40" role="img" aria-label={label}>
      <title>{label}</title>
      <rect className="logo__mark" width={mark.width} height={mark.height} rx={mark.radius} />
      <g className="logo__mark-ink">
        {bars.map(([x, y, width, height]) => <rect key={`${x} ${y}`} x={x} y={y} width={width} height={height} rx="1" />)}
      </g>
      <rect className="logo__pixel" x={pixel[0]} y={pixel[1]} width={pixel[2]} height={pixel[3]} rx="1" />
      <g className="logo__word">
        {letters.map((letter) => <path key={letter.d} {...('evenOdd' in letter ? { fillRule: 'evenodd' as const } : {})} d={letter.d} />)}
      </g>
    </svg>
  );
}
