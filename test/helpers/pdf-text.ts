import { inflateSync } from 'node:zlib';

/**
 * The text a PDF shows, for tests of the PDFs the seed makes (content/brochures.ts): every
 * content stream inflated, every string its text operators (Tj, TJ) draw decoded in the font
 * the last Tf chose — an embedded font (pdfkit's Identity-H subsets) through its ToUnicode map,
 * a standard one from WinAnsi —, one line per operator. Enough for pdfkit's output; not a
 * general PDF reader.
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

/** Each indirect object's dictionary and, if it has one, its stream (inflated). */
function objects(pdf: Buffer): Map<string, { dict: string; stream?: Buffer }> {
  const raw = pdf.toString('latin1');
  const out = new Map<string, { dict: string; stream?: Buffer }>();
  for (const m of raw.matchAll(/(\d+) 0 obj\s*<<((?:(?!>>\s*(?:stream|endobj))[\s\S])*)>>\s*(stream\r?\n)?/g)) {
    let stream: Buffer | undefined;
    if (m[3]) {
      const start = m.index! + m[0].length;
      stream = pdf.subarray(start, raw.indexOf('endstream', start));
      if (/\/FlateDecode/.test(m[2]!)) {
        try { stream = inflateSync(stream); } catch { stream = undefined; }
      }
    }
    out.set(m[1]!, { dict: m[2]!, ...(stream ? { stream } : {}) });
  }
  return out;
}

/** A ToUnicode CMap's codes to text: its bfchar pairs and its bfrange entries (pdfkit writes ranges of arrays). */
function toUnicode(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  const text = (hex: string) => Buffer.from(hex, 'hex').swap16().toString('utf16le');
  for (const [, section] of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, value] of section!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) map.set(parseInt(code!, 16), text(value!));
  }
  for (const [, section] of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, start, end, first, list] of section!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(?:<([0-9a-fA-F]+)>|\[([^\]]*)\])/g)) {
      const from = parseInt(start!, 16);
      // An array names each code's text; a single value is the first code's, the next ones counting up.
      if (list !== undefined) [...list.matchAll(/<([0-9a-fA-F]+)>/g)].forEach(([, value], k) => map.set(from + k, text(value!)));
      else for (let code = from; code <= parseInt(end!, 16); code++) map.set(code, String.fromCharCode(parseInt(first!, 16) + code - from));
    }
  }
  return map;
}

export function readPdf(pdf: Buffer): PdfFacts {
  const raw = pdf.toString('latin1');
  const all = objects(pdf);
  // Font resource names (/F1…) to the ToUnicode map of an embedded font; standard fonts have none.
  const fonts = new Map<string, Map<number, string> | null>();
  for (const { dict } of all.values()) {
    const resources = /\/Font\s*<<([^>]*)>>/.exec(dict)?.[1];
    for (const [, name, ref] of resources?.matchAll(/\/(\w+)\s+(\d+)\s+0\s+R/g) ?? []) {
      const font = all.get(ref!)?.dict ?? '';
      const cmap = /\/ToUnicode\s+(\d+)\s+0\s+R/.exec(font)?.[1];
      const stream = cmap ? all.get(cmap)?.stream : undefined;
      fonts.set(name!, stream ? toUnicode(stream.toString('latin1')) : null);
    }
  }
  const lines: string[] = [];
  for (const { dict, stream } of all.values()) {
    if (!stream || /\/Type\s*\/(?:XObject|FontFile|Metadata)|\/Subtype\s*\/Image|\/Length1/.test(dict)) continue;
    let cmap: Map<number, string> | null = null;
    for (const op of stream.toString('latin1').matchAll(/\/(\w+)\s+[\d.]+\s+Tf|\[((?:<[0-9a-fA-F]*>|\((?:\\.|[^\\)])*\)|[-\d.\s])*)\]\s*TJ|(<[0-9a-fA-F]*>|\((?:\\.|[^\\)])*\))\s*Tj/g)) {
      if (op[1]) { cmap = fonts.get(op[1]) ?? null; continue; }
      const strings = [...(op[2] ?? op[3]!).matchAll(/<([0-9a-fA-F]*)>|\(((?:\\.|[^\\)])*)\)/g)];
      lines.push(strings.map((s) => {
        const bytes = s[1] !== undefined ? Buffer.from(s[1], 'hex') : literal(s[2]!);
        if (!cmap) return decode(bytes);
        let out = '';
        for (let i = 0; i + 1 < bytes.length; i += 2) out += cmap.get(bytes.readUInt16BE(i)) ?? '\uFFFD';
        return out;
      }).join(''));
    }
  }
  const pages = [...raw.matchAll(/\/Type\s*\/Page\b(?!s)/g)].length;
  return { pages, text: lines.join('\n') };
}
