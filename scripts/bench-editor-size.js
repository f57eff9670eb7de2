// The editor's weight (spec 4, editor mode; part of `npm run bench`, or on its own:
// `node scripts/bench-editor-size.js`): the editor's chunk and every chunk it imports
// statically — what an editor's browser loads for it — gzip -9 as a static host would serve
// them, and how much of it a public page never loads (public pages load only the runtime's
// entry and its imports; the editor is a chunk loaded in editor mode only).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** The files a chunk imports statically, itself included (esbuild's `import … from "./chunk.js"`). */
function closure(dir, start) {
  const seen = new Set();
  const todo = [start];
  while (todo.length > 0) {
    const file = todo.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(join(dir, file), 'utf8');
    for (const m of source.matchAll(/(?:^|[;\n}])\s*import\s*(?:[^'"()]*?from\s*)?["']\.\/([^"']+)["']/g)) todo.push(m[1]);
  }
  return seen;
}

export function benchEditorSize(dir = fileURLToPath(new URL('../dist/client', import.meta.url))) {
  const files = readdirSync(dir);
  const entry = (name) => {
    const found = files.find((f) => f.startsWith(`${name}-`) && f.endsWith('.js'));
    if (!found) throw new Error(`no ${name}-*.js in ${dir}: run npm run compile first`);
    return found;
  };
  const kb = (set) => Math.round([...set].reduce((n, f) => n + gzipSync(readFileSync(join(dir, f)), { level: 9 }).length, 0) / 102.4) / 10;
  const editor = closure(dir, entry('editor'));
  const publicEntry = closure(dir, entry('main'));
  return { editorKb: kb(editor), editorOnlyKb: kb(new Set([...editor].filter((f) => !publicEntry.has(f)))), publicEntryKb: kb(publicEntry), files: editor.size };
}

export const printEditorSize = (s) => `editor: ${s.editorKb} KB gzip -9 in ${s.files} files (${s.editorOnlyKb} KB of it never loaded by a public page, whose runtime entry is ${s.publicEntryKb} KB)`;

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) console.log(printEditorSize(benchEditorSize(process.argv[2])));
