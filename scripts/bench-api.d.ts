export interface SearchCpuReport { queries: number; p50Ms: number; p95Ms: number; p99Ms: number; meanMs: number }
export function benchSearchCpu(dbFile: string): Promise<SearchCpuReport>;
export function benchApi(dbFile: string, rate?: number, seconds?: number): Promise<Record<string, unknown>>;
export function processCpuMs(pid: number): number;
export const percentile: (sorted: number[], p: number) => number;
export function load(name: string, rate: number, seconds: number, makeRequest: (i: number) => Promise<{ status: number; arrayBuffer(): Promise<ArrayBuffer> }>, sink?: number[]): Promise<Record<string, unknown>>;
export const send: (url: string, options?: { method?: string; headers?: Record<string, string>; body?: string }) => Promise<{ status: number; arrayBuffer(): Promise<ArrayBuffer> }>;
