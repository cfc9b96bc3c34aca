import type { z } from 'zod/mini';
import { toFieldErrors } from './common';

/*
 * Helpers of the forms' schemas. Not in common.ts: the home page's first download uses that
 * module, and a module travels whole into the chunk that needs any of it.
 */

/** A form's errors from its schema: the first message of each refused field (empty when valid). */
export function firstFieldErrors<F extends string>(
  schema: z.ZodMiniType,
  values: unknown,
): Partial<Record<F, string>> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: Partial<Record<F, string>> = {};
  for (const [field, messages] of Object.entries(toFieldErrors(result.error.issues))) {
    errors[field as F] = messages[0];
  }
  return errors;
}

/**
 * Remembers the last value `build` made and its key. Form schemas that depend on today's date
 * are built (and compiled by zod on first use) once a day instead of on every validation.
 */
export function rememberLast<K, V>(build: (key: K) => V): (key: K) => V {
  let last: { key: K; value: V } | undefined;
  return (key) => {
    if (!last || last.key !== key) last = { key, value: build(key) };
    return last.value;
  };
}
