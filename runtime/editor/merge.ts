/**
 * Two editors' saves of one page, brought together module by module (spec 4, editor mode: never
 * lose work). From the version both started from (`base`), this editor's unsaved modules
 * (`mine`) and the version saved since by someone else (`theirs`): a module only one of them
 * changed, added or removed takes that change; a module both changed differently is a conflict,
 * settled by the editor's choice (`mine`, `theirs` or `both`, theirs first). The order is theirs,
 * with this editor's new modules after the module they followed. Pure: no DOM, no network.
 */
import type { EditorModule, SectionName, Sections } from './reducer.js';

export type Choice = 'mine' | 'theirs' | 'both';

/** A module both editors changed: what it was, and what each has (null where one of them deleted it). */
export interface ModuleConflict { section: SectionName; editorID: number; base: EditorModule | null; mine: EditorModule | null; theirs: EditorModule | null }

const SECTIONS: readonly SectionName[] = ['heroSection', 'mainSection'];
const same = (a: EditorModule | null | undefined, b: EditorModule | null | undefined) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const byId = (list: EditorModule[]) => new Map(list.map((m) => [m.editorID, m]));

/** The modules both changed in different ways, in the order of the page. */
export function conflictsOf(base: Sections, mine: Sections, theirs: Sections): ModuleConflict[] {
  return SECTIONS.flatMap((section) => {
    const b = byId(base[section]);
    const m = byId(mine[section]);
    const t = byId(theirs[section]);
    const ids = [...new Set([...theirs[section], ...mine[section]].map((x) => x.editorID))];
    return ids.flatMap((id) => {
      const [was, my, their] = [b.get(id), m.get(id), t.get(id)];
      // Added by both under the same number: two new modules, not one changed twice.
      if (!was && my && their) return [];
      if (same(my, was) || same(their, was) || same(my, their)) return [];
      return [{ section, editorID: id, base: was ?? null, mine: my ?? null, theirs: their ?? null }];
    });
  });
}

/**
 * The page both versions make: every change of each editor kept, each conflict settled by
 * `choices` (by editorID; `mine` when not given). A module kept twice ("both", or two new
 * modules that took the same number) gets a number of its own above every other.
 */
export function mergeSections(base: Sections, mine: Sections, theirs: Sections, choices: ReadonlyMap<number, Choice> = new Map()): Sections {
  let next = Math.max(0, ...SECTIONS.flatMap((s) => [...base[s], ...mine[s], ...theirs[s]].map((m) => m.editorID))) + 1;
  const renumbered = (module: EditorModule): EditorModule => ({ ...structuredClone(module), editorID: next++ });
  const merged = {} as Sections;
  for (const section of SECTIONS) {
    const b = byId(base[section]);
    const m = byId(mine[section]);
    const out: EditorModule[] = [];
    for (const their of theirs[section]) {
      const id = their.editorID;
      const [was, my] = [b.get(id), m.get(id)];
      if (!was && my && !same(my, their)) {
        out.push(their, renumbered(my));
      } else if (!was || same(my, was) || same(my, their)) {
        // Theirs alone changed it (or nobody did, or both alike): theirs. Removed by this editor
        // and untouched by them: removed.
        if (was && !my && same(their, was)) continue;
        out.push(their);
      } else if (same(their, was)) {
        if (my) out.push(my);
      } else {
        const choice = choices.get(id) ?? 'mine';
        if (choice === 'theirs' || choice === 'both') out.push(their);
        if (my && (choice === 'mine' || choice === 'both')) out.push(choice === 'both' ? renumbered(my) : my);
      }
    }
    // This editor's modules theirs does not have: new ones (after the module they followed), and
    // ones they deleted that this editor changed, kept or not as chosen.
    mine[section].forEach((my, index) => {
      if (out.some((x) => x.editorID === my.editorID) || byId(theirs[section]).has(my.editorID)) return;
      const was = b.get(my.editorID);
      if (was && same(my, was)) return;
      if (was && (choices.get(my.editorID) ?? 'mine') === 'theirs') return;
      const before = mine[section].slice(0, index).reverse().find((x) => out.some((o) => o.editorID === x.editorID));
      out.splice(before ? out.findIndex((o) => o.editorID === before.editorID) + 1 : 0, 0, my);
    });
    merged[section] = out;
  }
  return merged;
}
