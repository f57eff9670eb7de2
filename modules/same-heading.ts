/**
 * Whether two headings say the same thing (case, spacing and surrounding blanks aside): a
 * module or slide titled like the page's h1 does not repeat it as a second heading.
 */
export function sameHeading(a: string, b: string): boolean {
  const norm = (s: string) => s.replace(/\s+/g, ' ').trim().toLocaleLowerCase();
  return norm(a) !== '' && norm(a) === norm(b);
}
