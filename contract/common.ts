import { z } from 'zod/mini';

/** Laravel-style validation failure: 422 { message, errors: { field: [messages] } }. */
export const validationErrorSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
});
export type ValidationError = z.infer<typeof validationErrorSchema>;

/** Any other error body: 401 { message: 'Unauthenticated.' }, 403, 404, 429, 500. */
export const errorMessageSchema = z.object({ message: z.string() });

export const UNAUTHENTICATED_MESSAGE = 'Unauthenticated.';
export const FORBIDDEN_MESSAGE = 'This action is unauthorized.';
export const NOT_FOUND_MESSAGE = 'Not found.';

/** Turns zod issues into the Laravel `errors` map (first path segment is the field). */
export function toFieldErrors(
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : '_';
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}
