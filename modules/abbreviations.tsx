import type { ReactNode } from 'react';
import type { Acronym } from '../src/contract/schemas.js';

/**
 * Acronyms a visitor may not know (DAM, DAW, ASIR) are written out where they first appear and
 * marked up as abbreviations wherever they are used (WCAG 3.1.4 Abbreviations, technique G102).
 */

/** "DAM Desarrollo de Aplicaciones Multiplataforma · DAW …": each acronym and its expansion, visible. */
export function AcronymExpansions({ acronyms, className }: { acronyms: readonly Acronym[] | undefined; className: string }) {
  if (!acronyms?.length) return null;
  return (
    <p className={className}>
      {acronyms.map((a) => (
        <span key={a.acronym} className="acronym">
          <abbr title={a.expansion}>{a.acronym}</abbr> <span className="acronym__expansion">{a.expansion}</span>
        </span>
      ))}
    </p>
  );
}

/** `text` with every whole-word use of an acronym wrapped in `<abbr title>`. */
export function Abbreviated({ text, acronyms }: { text: string; acronyms: readonly Acronym[] | undefined }): ReactNode {
  if (!acronyms?.length) return text;
  const byName = new Map(acronyms.map((a) => [a.acronym, a.expansion]));
  const escaped = [...byName.keys()].sort((a, b) => b.length - a.length).map((a) => a.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(${escaped.join('|')})(?![\\p{L}\\p{N}])`, 'gu');
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) parts.push(text.slice(last, match.index));
    parts.push(<abbr key={match.index} title={byName.get(match[0])}>{match[0]}</abbr>);
    last = match.index + match[0].length;
  }
  if (parts.length === 0) return text;
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts}</>;
}
