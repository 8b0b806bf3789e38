import type { z } from 'zod';
import { AppError, errorText } from './errors.ts';

/** Parses input with a zod schema or throws a 400 naming each invalid field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields = result.error.issues.map((issue) => ({
    path: issue.path.map(String).join('.') || '(body)',
    message: issue.message,
  }));
  const names = [...new Set(fields.map((f) => f.path))].join(', ');
  throw new AppError(400, 'VALIDATION_FAILED', errorText('invalidInput', { names }), fields);
}
