import { inflateSync } from 'node:zlib';

/**
 * The text a PDF shows, for tests of the PDFs the seed makes (content/brochures.ts): every
 * content stream inflated, every string its text operators (Tj, TJ) draw decoded from the
 * standard fonts' WinAnsi encoding, one line per operator. Enough for pdfkit's output with the
 * standard 14 fonts; not a general PDF reader.
 */
const WIN_ANSI_HIGH: Record<number, string> = {
  0x80: '€', 0x82: '‚', 0x83: 'ƒ', 0x84: '„', 0x85: '…', 0x86: '†', 0x87: '‡', 0x88: 'ˆ', 0x89: '‰', 0x8a: 'Š', 0x8b: '‹', 0x8c: 'Œ', 0x8e: 'Ž',
  0x91: '‘', 0x92: '’', 0x93: '“', 0x94: '”', 0x95: '•', 0x96: '–', 0x97: '—', 0x98: '˜', 0x99: '™', 0x9a: 'š', 0x9b: '›', 0x9c: 'œ', 0x9e: 'ž', 0x9f: 'Ÿ',
};
const decode = (bytes: Buffer) => [...bytes].map((b) => WIN_ANSI_HIGH[b] ?? String.fromCharCode(b)).join('');

function literal(s: string): Buffer {
  const out: number[] = [];
  for (let i = 0; i < s.length; i++) {
    const c = s[i]!;
    if (c !== '\\') { out.push(c.charCodeAt(0)); continue; }
    const n = s[++i]!;
    const escapes: Record<string, number> = { n: 10, r: 13, t: 9, b: 8, f: 12, '(': 40, ')': 41, '\\': 92 };
    if (n in escapes) out.push(escapes[n]!);
    else if (/[0-7]/.test(n)) { const oct = /^[0-7]{1,3}/.exec(s.slice(i))![0]; out.push(parseInt(oct, 8)); i += oct.length - 1; }
  }
  return Buffer.from(out);
}

export interface PdfFacts { pages: number; text: string }

export function readPdf(pdf: Buffer): PdfFacts {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  for (const m of raw.matchAll(/<<((?:(?!>>\s*stream)[\s\S])*)>>\s*stream\r?\n/g)) {
    const start = m.index! + m[0].length;
    const end = raw.indexOf('endstream', start);
    let body = pdf.subarray(start, end);
    if (/\/FlateDecode/.test(m[1]!)) {
      try { body = inflateSync(body); } catch { continue; }
    }
    const ops = body.toString('latin1');
    for (const op of ops.matchAll(/\[((?:<[0-9a-fA-F]*>|\((?:\\.|[^\\)])*\)|[-\d.\s])*)\]\s*TJ|(<[0-9a-fA-F]*>|\((?:\\.|[^\\)])*\))\s*Tj/g)) {
      const strings = [...(op[1] ?? op[2]!).matchAll(/<([0-9a-fA-F]*)>|\(((?:\\.|[^\\)])*)\)/g)];
      lines.push(strings.map((s) => decode(s[1] !== undefined ? Buffer.from(s[1], 'hex') : literal(s[2]!))).join(''));
    }
  }
  const pages = [...raw.matchAll(/\/Type\s*\/Page\b(?!s)/g)].length;
  return { pages, text: lines.join('\n') };
}
