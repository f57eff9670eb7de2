import type { Sections } from './reducer.js';

/**
 * The editor's unsaved work, kept in this browser as it is made (spec 4, editor mode: an
 * editor's unsaved work survives a closed tab, a crash or a reload): the modules, any page
 * settings applied, and the version of the draft they were made on, so that restoring them over
 * a draft saved since by someone else still goes through the conflict dialog on Save. One copy
 * per page and editor (on a shared computer, one editor's unsaved work is never offered to the
 * next); gone once the work is saved or discarded, signing out without saving included.
 */
export interface UnsavedCopy {
  /** The draft's version the work started from. */
  version: string;
  /** When it was last changed (ISO 8601). */
  at: string;
  sections: Sections;
  /** Page settings applied and not saved (page-settings.tsx), when there are any. */
  page?: Record<string, unknown>;
}

/** Whose work it is: an account's e-mail, or the editor's token (one person per browser profile). */
export interface CopyOf { site: string; pageId: number; owner: string }

const keyOf = ({ site, pageId, owner }: CopyOf) => `sitegen-unsaved:${site}:${pageId}:${owner}`;

/** Keeps `copy` (null: forgets it). A full or refused storage keeps nothing, silently: the page still has the work. */
export function keepUnsaved(storage: Storage | undefined, of: CopyOf, copy: UnsavedCopy | null): void {
  try {
    if (copy) storage?.setItem(keyOf(of), JSON.stringify(copy));
    else storage?.removeItem(keyOf(of));
  } catch {
    // Storage full or disabled: nothing more to keep.
  }
}

/** The copy kept for the page, if it is one (anything else stored there is ignored). */
export function readUnsaved(storage: Storage | undefined, of: CopyOf): UnsavedCopy | null {
  try {
    const raw = storage?.getItem(keyOf(of));
    if (!raw) return null;
    const copy = JSON.parse(raw) as Partial<UnsavedCopy>;
    const sections = copy.sections as Partial<Sections> | undefined;
    if (typeof copy.version !== 'string' || typeof copy.at !== 'string' || !Array.isArray(sections?.heroSection) || !Array.isArray(sections?.mainSection)) return null;
    return copy as UnsavedCopy;
  } catch {
    return null;
  }
}
