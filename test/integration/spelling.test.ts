import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fg from 'fast-glob';
import { describe, expect, inject, it } from 'vitest';
import { fields } from '../../content/data/articles.js';
import { outlets, projects } from '../../content/data/dated.js';
import { firstNames, surnames } from '../../content/data/people.js';
import { programs } from '../../content/data/programs.js';
import { school } from '../../content/data/school.js';
import { unescapeHtml } from '../helpers/html-text.js';
import { partners } from '../../content/data/showcase.js';

/**
 * Each language's pages in that language (spec 1: Spanish at /, English at /en/): every word of
 * every built page's main content is checked with Debian's hunspell and its es_ES and en_GB
 * dictionaries (scripts/install-test-deps.sh installs them). A word neither dictionary's language
 * knows must be a name the content model holds — a person, a student project, a tool, an outlet,
 * a programme's acronym, the school's own — or a term test/spelling/accepted.txt lists, with the
 * reason it may stand (a Spanish page's "portfolio" as Spanish schools write it). Anything else
 * is a word of the other language left untranslated ("máquina de coser industrial" in 97 English
 * pages) or a typo, named with a page that shows it.
 */
const DICTIONARIES = { es: 'es_ES', en: 'en_GB' } as const;
type Lang = keyof typeof DICTIONARIES;

const words = (text: string) => text.match(/\p{L}+(?:'\p{L}+)*/gu) ?? [];

/** The names the content model holds, the same in both languages. */
function names(): Set<string> {
  const out = new Set<string>([...firstNames.f, ...firstNames.m, ...surnames]);
  // A name opening a sentence is capitalised ("Scikit-learn se usa…"): both forms count.
  const add = (text: string) => { for (const w of words(text)) { out.add(w); out.add(w[0]!.toUpperCase() + w.slice(1)); } };
  for (const field of fields) {
    // A tool by its maker's name ("Adobe InDesign"), never a common noun ("una cortadora láser").
    for (const tool of [...field.tools, ...Object.values(field.subjectTools).flat()]) for (const w of words(tool)) if (/^\p{Lu}/u.test(w)) add(w);
    for (const project of field.projects) add(project.name);
  }
  for (const project of projects) add(project.title.es);
  for (const outlet of outlets) add(outlet);
  for (const partner of partners) add(partner);
  for (const program of programs) {
    add(program.shortName);
    for (const t of program.testimonials) add(t.name);
    for (const a of program.acronyms) add(a.acronym);
  }
  for (const text of [school.name.es, school.shortName, school.campus.es, school.address.streetAddress, school.owner.company, school.owner.university.es]) add(text);
  return out;
}

/** test/spelling/accepted.txt: `[both]`, `[es]` and `[en]` sections of words, `#` comments. */
function accepted(): Record<Lang, Set<string>> {
  const out = { es: new Set<string>(), en: new Set<string>() };
  let section: 'both' | Lang = 'both';
  for (const raw of readFileSync(new URL('../spelling/accepted.txt', import.meta.url), 'utf8').split('\n')) {
    const line = raw.replace(/#.*/, '').trim();
    const heading = /^\[(both|es|en)\]$/.exec(line);
    if (heading) { section = heading[1] as typeof section; continue; }
    for (const w of line.split(/\s+/).filter(Boolean)) for (const lang of section === 'both' ? (['es', 'en'] as const) : [section]) out[lang].add(w);
  }
  return out;
}

/** A page's main content as its reader sees the characters (no markup, no scripts). */
function typesetText(html: string): string {
  const main = /<main[\s\S]*?<\/main>/.exec(html)?.[0] ?? '';
  return unescapeHtml(main.replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, ' ').replace(/<[^>]+>/g, ' '));
}

/**
 * A page's main content as read: no scripts, no addresses of mail or the web. The bot trap's label
 * is read too: hidden from people, it is still the page's markup, in the page's language.
 */
function mainText(html: string): string {
  return typesetText(html)
    .replace(/’/g, "'").replace(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+|https?:\/\/\S+|[\w-]*\.(?:example|ics|pdf)\b/g, ' ');
}

describe('every page in its own language (spec 1), checked with hunspell', () => {
  it.each(['es', 'en'] as const)('%s: no word outside the dictionary, the content model\'s names and the accepted terms', (lang) => {
    const found = spawnSync('hunspell', ['-v'], { encoding: 'utf8' });
    expect(found.error, 'hunspell is missing: run scripts/install-test-deps.sh hunspell hunspell-es hunspell-en-gb').toBeUndefined();
    const out = inject('demoOutput');
    const pagesOf = new Map<string, string>();
    let pages = 0;
    for (const file of fg.sync('**/index.html', { cwd: out }).sort()) {
      if (file.startsWith('en/') !== (lang === 'en')) continue;
      pages++;
      for (const w of words(mainText(readFileSync(join(out, file), 'utf8')))) {
        // A possessive is its noun ("EDTE's"), a single letter no word.
        const word = lang === 'en' ? w.replace(/'s$/, '') : w;
        if (word.length > 1 && !pagesOf.has(word)) pagesOf.set(word, `/${file.slice(0, -'index.html'.length)}`);
      }
    }
    expect(pages).toBeGreaterThan(500);
    const checked = spawnSync('hunspell', ['-d', DICTIONARIES[lang], '-l'], { input: [...pagesOf.keys()].join('\n'), encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    expect(checked.status, checked.stderr).toBe(0);
    const known = names();
    const fine = accepted()[lang];
    const unknown = [...new Set(checked.stdout.split('\n').filter(Boolean))]
      .filter((w) => !known.has(w) && !fine.has(w) && !fine.has(w.toLowerCase()))
      .map((w) => `${w} (${pagesOf.get(w)})`).sort();
    expect(unknown).toEqual([]);
  });
});

describe('English set as a typesetter would (a design school\'s own pages)', () => {
  it('no straight quote or apostrophe in the text of an English page: curly ones, opening and closing', () => {
    const out = inject('demoOutput');
    const straight: string[] = [];
    let pages = 0;
    for (const file of fg.sync('en/**/index.html', { cwd: out }).sort()) {
      pages++;
      for (const m of typesetText(readFileSync(join(out, file), 'utf8')).matchAll(/\S{0,20}["']\S{0,20}/g)) straight.push(`/${file.slice(0, -'index.html'.length)}: ${m[0]}`);
    }
    expect(pages).toBeGreaterThan(500);
    expect(straight.slice(0, 10)).toEqual([]);
  });
});

describe('an English page names the school\'s programmes in English (WCAG 3.1.4)', () => {
  it('a programme\'s Spanish acronym (DAM, ASIR…) is used only on a page that spells it out or marks it up as an abbreviation', () => {
    const out = inject('demoOutput');
    // MBA is English's own word for the degree, written bare as English writes it.
    const acronyms = new Map(programs.flatMap((p) => p.acronyms.filter((a) => a.acronym !== 'MBA').map((a) => [a.acronym, a.expansion.en] as const)));
    const pattern = new RegExp(`(?<![\\p{L}\\d])(${[...acronyms.keys()].join('|')})(?![\\p{L}\\d])`, 'gu');
    const bare: string[] = [];
    let pages = 0;
    for (const file of fg.sync('en/**/index.html', { cwd: out }).sort()) {
      pages++;
      // An acronym inside <abbr title> carries its expansion; the page must spell out any other use.
      const html = readFileSync(join(out, file), 'utf8').replace(/<abbr\b[^>]*>[\s\S]*?<\/abbr>/g, ' ');
      // The whole page as read: its menus and footer as well as its main content.
      const body = /<body[\s\S]*<\/body>/.exec(html)?.[0] ?? '';
      const text = unescapeHtml(body.replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, ' ').replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ');
      // Each acronym the page uses, at its first use (what the failure quotes).
      const firstUse = new Map<string, number>();
      for (const m of text.matchAll(pattern)) if (!firstUse.has(m[1]!)) firstUse.set(m[1]!, m.index!);
      for (const [acronym, at] of firstUse) {
        if (!text.includes(acronyms.get(acronym)!)) bare.push(`/${file.slice(0, -'index.html'.length)}: ${acronym} (${text.slice(at, at + 40)}…)`);
      }
    }
    expect(pages).toBeGreaterThan(500);
    expect(bare).toEqual([]);
  });
});
