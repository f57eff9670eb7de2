import { describe, expect, it } from 'vitest';
import { editorReducer, initialState, nextEditorID, type Sections } from '../runtime/editor/reducer.js';

const sections = (): Sections => ({
  heroSection: [{ component: 'HeroText', editorID: 1, title: 'Hi' }],
  mainSection: [
    { component: 'Text', editorID: 2, content: '<p>a</p>' },
    { component: 'FAQ', editorID: 3, items: [{ question: 'q', answer: 'a', editorID: 9 }] },
    { component: 'Quote', editorID: 4, text: 'x' },
  ],
});
const ids = (s: Sections) => s.mainSection.map((m) => m.editorID);

describe('editor actions', () => {
  it('duplicate places a deep copy right after, with a new editorID above every existing one, and selects it', () => {
    const state = editorReducer(initialState(sections()), { type: 'duplicate', editorID: 3 });
    expect(ids(state.sections)).toEqual([2, 3, 10, 4]);
    expect(state.selected).toBe(10);
    expect(state.dirty).toBe(true);
    const copy = state.sections.mainSection[2]!;
    expect(copy.items).toEqual(state.sections.mainSection[1]!.items);
    expect(copy.items).not.toBe(state.sections.mainSection[1]!.items);
    expect(nextEditorID(state.sections)).toBe(11);
  });

  it('delete, move up/down within the section, and nothing past the ends', () => {
    let state = initialState(sections());
    state = editorReducer(state, { type: 'move', editorID: 4, by: -1 });
    expect(ids(state.sections)).toEqual([2, 4, 3]);
    state = editorReducer(state, { type: 'move', editorID: 2, by: -1 });
    expect(ids(state.sections)).toEqual([2, 4, 3]);
    state = editorReducer(state, { type: 'delete', editorID: 4 });
    expect(ids(state.sections)).toEqual([2, 3]);
    expect(state.sections.heroSection).toHaveLength(1);
  });

  it('undo restores exactly, redo replays, a new action clears redo', () => {
    const start = initialState(sections());
    let state = editorReducer(start, { type: 'delete', editorID: 2 });
    state = editorReducer(state, { type: 'duplicate', editorID: 4 });
    state = editorReducer(state, { type: 'undo' });
    state = editorReducer(state, { type: 'undo' });
    expect(state.sections).toEqual(start.sections);
    state = editorReducer(state, { type: 'redo' });
    expect(ids(state.sections)).toEqual([3, 4]);
    state = editorReducer(state, { type: 'move', editorID: 4, by: -1 });
    expect(state.future).toEqual([]);
    expect(editorReducer(state, { type: 'redo' })).toBe(state);
    expect(editorReducer(initialState(sections()), { type: 'undo' }).past).toEqual([]);
  });

  it('edit sets a field (nested paths too) on a copy, and undo restores it', () => {
    const start = initialState(sections());
    let state = editorReducer(start, { type: 'edit', editorID: 4, path: ['text'], value: 'y' });
    state = editorReducer(state, { type: 'edit', editorID: 4, path: ['link', 'href'], value: '/en/' });
    expect(state.sections.mainSection[2]).toEqual({ component: 'Quote', editorID: 4, text: 'y', link: { href: '/en/' } });
    expect(start.sections.mainSection[2]).toEqual({ component: 'Quote', editorID: 4, text: 'x' });
    state = editorReducer(editorReducer(state, { type: 'undo' }), { type: 'undo' });
    expect(state.sections).toEqual(start.sections);
  });

  it('typing in one field is one undo step; another field, a selection or a save starts the next', () => {
    let state = initialState(sections());
    for (const title of ['H', 'He', 'Hel', 'Hello']) state = editorReducer(state, { type: 'edit', editorID: 1, path: ['title'], value: title });
    expect(state.past).toHaveLength(1);
    state = editorReducer(state, { type: 'edit', editorID: 4, path: ['text'], value: 'y' });
    state = editorReducer(state, { type: 'edit', editorID: 4, path: ['text'], value: 'yz' });
    expect(state.past).toHaveLength(2);
    state = editorReducer(state, { type: 'undo' });
    expect(state.sections.mainSection[2]!.text).toBe('x');
    expect(state.sections.heroSection[0]!.title).toBe('Hello');
    state = editorReducer(state, { type: 'undo' });
    expect(state.sections.heroSection[0]!.title).toBe('Hi');
    state = editorReducer(state, { type: 'redo' });
    // After an undo or redo, typing again in the same field is a step of its own.
    state = editorReducer(state, { type: 'edit', editorID: 1, path: ['title'], value: 'Hello!' });
    expect(state.past).toHaveLength(2);
    state = editorReducer(state, { type: 'select', editorID: 4 });
    state = editorReducer(state, { type: 'select', editorID: 1 });
    state = editorReducer(state, { type: 'edit', editorID: 1, path: ['title'], value: 'Hello!!' });
    expect(state.past).toHaveLength(3);
    const saved = editorReducer(state, { type: 'saved', sections: state.sections });
    expect(editorReducer(saved, { type: 'edit', editorID: 1, path: ['title'], value: 'Hello!!!' }).past).toHaveLength(4);
  });

  it('saving clears the unsaved flag; selection is not an undoable change', () => {
    let state = editorReducer(initialState(sections()), { type: 'select', editorID: 3 });
    expect([state.selected, state.dirty, state.past.length]).toEqual([3, false, 0]);
    state = editorReducer(state, { type: 'delete', editorID: 3 });
    expect(editorReducer(state, { type: 'saved', sections: state.sections }).dirty).toBe(false);
  });

  it('a save answered after another edit leaves that edit unsaved (only what was sent is saved)', () => {
    const sent = editorReducer(initialState(sections()), { type: 'delete', editorID: 3 });
    const later = editorReducer(sent, { type: 'edit', editorID: 4, path: ['text'], value: 'typed while saving' });
    const answered = editorReducer(later, { type: 'saved', sections: sent.sections });
    expect(answered.dirty).toBe(true);
    expect(answered.sections).toBe(later.sections);
  });
});

describe('editing lists of items', () => {
  const faq = (s: Sections) => s.mainSection[1]!.items as { question: string; answer: string; editorID?: number }[];

  it('adds an item at the end (with a fresh editorID when its siblings have one), edits it, and undo removes it', () => {
    const start = initialState(sections());
    let state = editorReducer(start, { type: 'addItem', editorID: 3, path: ['items'], item: { question: '', answer: '' } });
    expect(faq(state.sections)).toEqual([{ question: 'q', answer: 'a', editorID: 9 }, { question: '', answer: '', editorID: 10 }]);
    state = editorReducer(state, { type: 'edit', editorID: 3, path: ['items', '1', 'question'], value: 'Fees?' });
    expect(faq(state.sections)[1]!.question).toBe('Fees?');
    expect(faq(start.sections)).toHaveLength(1);
    expect(editorReducer(editorReducer(state, { type: 'undo' }), { type: 'undo' }).sections).toEqual(start.sections);
  });

  it('removes and moves items, nested lists too, and refuses moves past the ends', () => {
    const plan: Sections = { heroSection: [], mainSection: [{ component: 'StudyPlan', editorID: 1, years: [{ label: 'Y1', subjects: [{ name: 'a' }, { name: 'b' }, { name: 'c' }] }] }] };
    const names = (s: Sections) => ((s.mainSection[0]!.years as { subjects: { name: string }[] }[])[0]!.subjects).map((x) => x.name);
    let state = editorReducer(initialState(plan), { type: 'moveItem', editorID: 1, path: ['years', '0', 'subjects'], index: 2, by: -1 });
    expect(names(state.sections)).toEqual(['a', 'c', 'b']);
    expect(editorReducer(state, { type: 'moveItem', editorID: 1, path: ['years', '0', 'subjects'], index: 0, by: -1 })).toBe(state);
    state = editorReducer(state, { type: 'removeItem', editorID: 1, path: ['years', '0', 'subjects'], index: 0 });
    expect(names(state.sections)).toEqual(['c', 'b']);
    expect(names(plan)).toEqual(['a', 'b', 'c']);
    expect(editorReducer(state, { type: 'removeItem', editorID: 1, path: ['years', '0', 'subjects'], index: 5 })).toBe(state);
    state = editorReducer(state, { type: 'undo' });
    expect(names(state.sections)).toEqual(['a', 'c', 'b']);
  });

  it('lists of strings (a map\'s address lines)', () => {
    const map: Sections = { heroSection: [], mainSection: [{ component: 'Map', editorID: 1, address: ['Street 1', 'Madrid'] }] };
    let state = editorReducer(initialState(map), { type: 'addItem', editorID: 1, path: ['address'], item: '' });
    state = editorReducer(state, { type: 'moveItem', editorID: 1, path: ['address'], index: 2, by: -1 });
    expect(state.sections.mainSection[0]!.address).toEqual(['Street 1', '', 'Madrid']);
  });
});

describe('adding a module from the palette', () => {
  it('inserts it at the chosen place with a new editorID, selects it, and undo takes it away', () => {
    const start = initialState(sections());
    const state = editorReducer(start, { type: 'insert', section: 'mainSection', index: 1, module: { component: 'Quote', text: 'New', author: '' } });
    expect(state.sections.mainSection.map((m) => m.component)).toEqual(['Text', 'Quote', 'FAQ', 'Quote']);
    expect(state.sections.mainSection[1]!.editorID).toBe(10);
    expect(state.selected).toBe(10);
    expect(state.dirty).toBe(true);
    expect(editorReducer(state, { type: 'undo' }).sections).toEqual(start.sections);
    const first = editorReducer(start, { type: 'insert', section: 'heroSection', index: 0, module: { component: 'HeroText', title: 'T' } });
    expect(first.sections.heroSection.map((m) => m.editorID)).toEqual([10, 1]);
  });
});
