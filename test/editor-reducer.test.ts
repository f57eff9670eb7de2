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

  it('saving clears the unsaved flag; selection is not an undoable change', () => {
    let state = editorReducer(initialState(sections()), { type: 'select', editorID: 3 });
    expect([state.selected, state.dirty, state.past.length]).toEqual([3, false, 0]);
    state = editorReducer(state, { type: 'delete', editorID: 3 });
    expect(editorReducer(state, { type: 'saved' }).dirty).toBe(false);
  });
});
