import type * as z from 'zod';
import { ApiError } from './content-store.js';

/** A request value checked by its schema, or a 400 naming each problem's field (spec 8 style). */
export function parseRequest<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const problems = result.error.issues.map((i) => `${i.path.join('.') || what}: ${i.message}`).join('; ');
  throw new ApiError(400, 'BAD_REQUEST', `Invalid ${what}: ${problems}`, result.error.issues);
}
