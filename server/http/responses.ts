import type { Context } from 'hono';
import type { z } from 'zod/mini';
import { NOT_FOUND_MESSAGE, toFieldErrors, type ValidationError } from '../../contract';

export const SERVER_ERROR_MESSAGE = 'Server Error';
const MALFORMED_JSON_MESSAGE = 'The request body must be valid JSON.';
export const PAYLOAD_TOO_LARGE_MESSAGE = 'The request body is too large.';
/** Answered with 503 while the database cannot be reached (a restart, a failover). */
export const DATABASE_UNAVAILABLE_MESSAGE =
  'The service is temporarily unavailable. Please try again in a moment.';

export function validationError(c: Context, errors: Record<string, string[]>) {
  const first = Object.values(errors).flat()[0] ?? 'The given data was invalid.';
  const body: ValidationError = { message: first, errors };
  return c.json(body, 422);
}

export function notFound(c: Context, message: string = NOT_FOUND_MESSAGE) {
  return c.json({ message }, 404);
}

type Parsed<T> = { ok: true; data: T } | { ok: false; response: Response };

/**
 * Reads the JSON body and validates it with a contract schema.
 * Malformed JSON is a 400 with a JSON message; schema failures are Laravel-style 422s.
 */
export async function parseJsonBody<S extends z.ZodMiniType>(
  c: Context,
  schema: S,
): Promise<Parsed<z.infer<S>>> {
  let body: unknown;
  try {
    const text = await c.req.text();
    body = text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    return { ok: false, response: c.json({ message: MALFORMED_JSON_MESSAGE }, 400) };
  }
  const result = schema.safeParse(body);
  if (!result.success) {
    return { ok: false, response: validationError(c, toFieldErrors(result.error.issues)) };
  }
  return { ok: true, data: result.data as z.infer<S> };
}
