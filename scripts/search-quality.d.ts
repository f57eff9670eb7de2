export interface JudgedPage { path: string; template: string; title: string }
export interface Judgement { q: string; rel: { path?: string; template?: string | string[]; title?: string; g: number }[] }
export interface QualityReport {
  lang: string; queries: number; ndcg10: number; mrr: number; success3: number;
  over100: string[]; failing: { query: string; ndcg: number; top: string[] }[];
}
export type JudgedSet = Record<'es_ES' | 'en_GB', Judgement[]>;
export const judgements: JudgedSet;
export const heldOut: JudgedSet;
export const heldOutV4: JudgedSet;
export const tuningV5: JudgedSet;
export const SETS: { tuning: JudgedSet; 'tuning v5': JudgedSet; 'held-out': JudgedSet; 'held-out v4': JudgedSet };
export function gradeOf(judgement: Judgement, page: JudgedPage): number;
export function evaluate(lang: string, catalogue: JudgedPage[], search: (query: string) => Promise<{ items: JudgedPage[]; total: number }>, set?: JudgedSet): Promise<QualityReport>;
export function catalogueOf(db: { prepare(sql: string): { all(...params: unknown[]): unknown[] } }, lang: string): JudgedPage[];
