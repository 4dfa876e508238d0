import { TEXT_CHARACTER_MESSAGE } from '@phjobs/contracts/messages';
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

/** C0 controls but tab, LF and CR, and DEL: what no typed text holds (NUL also cannot be stored by PostgreSQL). */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** A high surrogate not followed by a low one, or a low one not after a high one (code units: no u flag). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const badText = (text: string) => CONTROL.test(text) || LONE_SURROGATE.test(text);

/**
 * The dotted paths of the strings (values and keys) in a parsed request part that hold a control
 * character or a lone surrogate, at most `max` of them. Decided once for every route (not per
 * schema): such text is refused, never stripped, so what is stored is what was sent. The path is
 * one array pushed and popped on the way (a path is written out only for text at fault).
 */
export function badTextPaths(value: unknown, path: string[] = [], found: string[] = [], max = 10): string[] {
  if (found.length >= max) return found;
  if (typeof value === 'string') {
    if (badText(value)) found.push(path.length ? path.join('.') : '(root)');
  } else if (Array.isArray(value)) {
    for (let i = 0; i < value.length && found.length < max; i++) {
      const item: unknown = value[i];
      if (typeof item === 'number' || typeof item === 'boolean' || item === null) continue;
      path.push(String(i));
      badTextPaths(item, path, found, max);
      path.pop();
    }
  } else if (value !== null && typeof value === 'object' && !ArrayBuffer.isView(value)) {
    for (const key in value) {
      if (!Object.hasOwn(value, key)) continue;
      path.push(key);
      if (badText(key)) found.push(path.join('.'));
      else badTextPaths((value as Record<string, unknown>)[key], path, found, max);
      path.pop();
      if (found.length >= max) break;
    }
  }
  return found;
}

/** Refuses a request part whose text holds a control character or broken UTF-16: 400 naming each field. */
export function refuseBadText(...parts: unknown[]): void {
  const paths = parts.flatMap((part) => badTextPaths(part));
  if (paths.length) throw badRequest('The request is invalid.', Object.fromEntries(paths.map((p) => [p, TEXT_CHARACTER_MESSAGE])));
}
