import type { z } from 'zod';
import { badRequest } from './errors.ts';

/** Field messages keyed by dotted path ('workingHour.workingHourFrom'); '(root)' for the whole value. */
export function fieldMessages(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : '(root)';
    fields[key] ??= issue.message;
  }
  return fields;
}

/** Parses with a contracts schema; bad input becomes a 400 with field messages, never a 500. */
export function parse<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw badRequest('The request is invalid.', fieldMessages(result.error));
  return result.data;
}
