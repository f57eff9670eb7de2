import { describe, expect, it } from 'vitest';
import { conflictsOf, mergeSections } from '../runtime/editor/merge.js';
import type { EditorModule, Sections } from '../runtime/editor/reducer.js';

const mod = (editorID: number, title: string, component = 'Text'): EditorModule => ({ component, editorID, title });
const page = (...main: EditorModule[]): Sections => ({ heroSection: [mod(1, 'Hero', 'HeroText')], mainSection: main });
const titles = (sections: Sections) => sections.mainSection.map((m) => `${m.editorID}:${m.title}`);

const base = page(mod(2, 'Horario'), mod(3, 'Dónde estamos'), mod(4, 'Preguntas'));

describe('two editors\' saves of one page, module by module (spec 4: never lose work)', () => {
  it('changes to different modules are both kept, with nothing to ask', () => {
    const mine = page(mod(2, 'Horario de invierno'), mod(3, 'Dónde estamos'), mod(4, 'Preguntas'));
    const theirs = page(mod(2, 'Horario'), mod(3, 'Cómo llegar'), mod(4, 'Preguntas'));
    expect(conflictsOf(base, mine, theirs)).toEqual([]);
    expect(titles(mergeSections(base, mine, theirs))).toEqual(['2:Horario de invierno', '3:Cómo llegar', '4:Preguntas']);
  });

  it('a module both changed is a conflict: mine by default, theirs or both as chosen (theirs first, mine renumbered)', () => {
    const mine = page(mod(2, 'Horario (Ana)'), mod(3, 'Dónde estamos'), mod(4, 'Preguntas'));
    const theirs = page(mod(2, 'Horario (Luis)'), mod(3, 'Dónde estamos'), mod(4, 'Preguntas frecuentes'));
    expect(conflictsOf(base, mine, theirs)).toEqual([{ section: 'mainSection', editorID: 2, base: base.mainSection[0], mine: mine.mainSection[0], theirs: theirs.mainSection[0] }]);
    expect(titles(mergeSections(base, mine, theirs))).toEqual(['2:Horario (Ana)', '3:Dónde estamos', '4:Preguntas frecuentes']);
    expect(titles(mergeSections(base, mine, theirs, new Map([[2, 'theirs']])))).toEqual(['2:Horario (Luis)', '3:Dónde estamos', '4:Preguntas frecuentes']);
    expect(titles(mergeSections(base, mine, theirs, new Map([[2, 'both']])))).toEqual(['2:Horario (Luis)', '5:Horario (Ana)', '3:Dónde estamos', '4:Preguntas frecuentes']);
  });

  it('new modules of each are kept where they were added, even under the same number', () => {
    const mine = page(mod(2, 'Horario'), mod(5, 'Mi aviso'), mod(3, 'Dónde estamos'), mod(4, 'Preguntas'));
    const theirs = page(mod(2, 'Horario'), mod(3, 'Dónde estamos'), mod(4, 'Preguntas'), mod(5, 'Su galería'));
    expect(conflictsOf(base, mine, theirs)).toEqual([]);
    expect(titles(mergeSections(base, mine, theirs))).toEqual(['2:Horario', '3:Dónde estamos', '4:Preguntas', '5:Su galería', '6:Mi aviso']);
    const onlyMine = page(mod(2, 'Horario'), mod(5, 'Mi aviso'), mod(3, 'Dónde estamos'), mod(4, 'Preguntas'));
    expect(titles(mergeSections(base, onlyMine, base))).toEqual(['2:Horario', '5:Mi aviso', '3:Dónde estamos', '4:Preguntas']);
  });

  it('a deletion is kept when the other did not change the module; a deletion against a change is asked', () => {
    const mine = page(mod(2, 'Horario'), mod(4, 'Preguntas'));
    expect(titles(mergeSections(base, mine, base))).toEqual(['2:Horario', '4:Preguntas']);
    const theirs = page(mod(2, 'Horario'), mod(3, 'Dónde estamos (nuevo)'), mod(4, 'Preguntas'));
    expect(conflictsOf(base, mine, theirs)).toMatchObject([{ editorID: 3, mine: null, theirs: { title: 'Dónde estamos (nuevo)' } }]);
    expect(titles(mergeSections(base, mine, theirs))).toEqual(['2:Horario', '4:Preguntas']);
    expect(titles(mergeSections(base, mine, theirs, new Map([[3, 'theirs']])))).toEqual(['2:Horario', '3:Dónde estamos (nuevo)', '4:Preguntas']);
    // They deleted what I changed: kept unless I choose theirs.
    const changed = page(mod(2, 'Horario'), mod(3, 'Dónde estamos (mío)'), mod(4, 'Preguntas'));
    const deleted = page(mod(2, 'Horario'), mod(4, 'Preguntas'));
    expect(conflictsOf(base, changed, deleted)).toMatchObject([{ editorID: 3, theirs: null }]);
    expect(titles(mergeSections(base, changed, deleted))).toEqual(['2:Horario', '3:Dónde estamos (mío)', '4:Preguntas']);
    expect(titles(mergeSections(base, changed, deleted, new Map([[3, 'theirs']])))).toEqual(['2:Horario', '4:Preguntas']);
  });
});
