import { describe, expect, it } from 'vitest';
import { keepUnsaved, readUnsaved } from '../runtime/editor/unsaved-copy.js';

/** Spec 4 (editor mode): an editor's unsaved work kept in the browser, one copy per page. */
class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  full = false;
  get length() { return this.items.size; }
  clear() { this.items.clear(); }
  getItem(key: string) { return this.items.get(key) ?? null; }
  key(i: number) { return [...this.items.keys()][i] ?? null; }
  removeItem(key: string) { this.items.delete(key); }
  setItem(key: string, value: string) {
    if (this.full) throw new DOMException('full', 'QuotaExceededError');
    this.items.set(key, value);
  }
}

const copy = { version: 'v3', at: '2026-11-29T23:00:00.000Z', sections: { heroSection: [], mainSection: [{ component: 'Quote', editorID: 5, text: 'Diseñar es decidir.' }] } };

describe('the unsaved copy of a page', () => {
  it('is kept per site and page, read back as kept, and forgotten', () => {
    const storage = new MemoryStorage();
    const ana = { site: 'main', pageId: 12, owner: 'ana@example.org' };
    keepUnsaved(storage, ana, copy);
    expect(readUnsaved(storage, ana)).toEqual(copy);
    expect(readUnsaved(storage, { ...ana, pageId: 13 })).toBeNull();
    expect(readUnsaved(storage, { ...ana, site: 'other' })).toBeNull();
    // Another editor on the same browser is never offered Ana's work.
    expect(readUnsaved(storage, { ...ana, owner: 'luis@example.org' })).toBeNull();
    keepUnsaved(storage, ana, null);
    expect(readUnsaved(storage, ana)).toBeNull();
  });

  it('ignores what is not a copy, and a full storage or none keeps nothing without failing', () => {
    const storage = new MemoryStorage();
    const of = { site: 'main', pageId: 12, owner: 'token' };
    storage.setItem('sitegen-unsaved:main:12:token', '{"version":3}');
    expect(readUnsaved(storage, of)).toBeNull();
    storage.setItem('sitegen-unsaved:main:12:token', 'not json');
    expect(readUnsaved(storage, of)).toBeNull();
    storage.full = true;
    expect(() => keepUnsaved(storage, { ...of, pageId: 14 }, copy)).not.toThrow();
    expect(readUnsaved(storage, { ...of, pageId: 14 })).toBeNull();
    expect(() => keepUnsaved(undefined, of, copy)).not.toThrow();
    expect(readUnsaved(undefined, of)).toBeNull();
  });
});
