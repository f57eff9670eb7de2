/**
 * Lower case without accents: the key for alphabetical order and title search. Here, beside the
 * drivers, because the SQLite driver offers it to SQL as `sitegen_fold` (sqlite-sql.ts), so a
 * search that folds in SQL and one that folds in the API find the same rows.
 */
export function foldForSort(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
}
