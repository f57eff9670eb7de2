/**
 * The key of a field's placeholder (modules/registry.ts `placeholders`): its path without item
 * numbers (`items.0.question` → `items.question`). Its own module: the editor reads it without
 * the words' tables or the registry's modules.
 */
export const placeholderKey = (path: readonly (string | number)[]) => path.filter((key) => typeof key === 'string' && !/^\d+$/.test(key)).join('.');
