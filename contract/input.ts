import { z } from 'zod/mini';

/*
 * Rules every request body shares (issue 18). A text the database cannot store (PostgreSQL
 * refuses NUL) or an id its integer column cannot hold must be a 422, never a 500, on SQLite
 * and PostgreSQL alike; the browser runs the same schemas.
 */

/** The largest row id a request may name (PostgreSQL's integer; larger ids cannot exist). */
export const MAX_ROW_ID = 2 ** 31 - 1;

export const INPUT_MESSAGES = {
  characters: 'This field contains characters that are not allowed',
  unknownField: (keys: readonly string[]) => `Unknown field: ${keys.join(', ')}`,
} as const;

/**
 * The message of an object's unknown keys; `otherwise` (or zod's own) for any other issue of
 * the object itself. For `z.strictObject(shape, strictObjectError())`.
 */
export const strictObjectError = (otherwise?: string) => ({
  error: (issue: z.core.$ZodRawIssue) =>
    issue.code === 'unrecognized_keys' ? INPUT_MESSAGES.unknownField(issue.keys) : otherwise,
});

/** A row id a request names: a whole number from 1 to MAX_ROW_ID, refused with `error`. */
export const rowId = (error: string) =>
  z.number({ error }).check(z.int({ error }), z.gte(1, { error }), z.lte(MAX_ROW_ID, { error }));

/**
 * C0 control characters (NUL, escape, ...) and UTF-16 halves without their other half. Tab,
 * line feed and carriage return are allowed only in multi-line fields.
 */
const NOT_TEXT =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const LINE_CONTROLS = /[\t\n\r]/;
/** No request nests deeper than a few levels; a deeper value is refused where it goes too deep. */
const MAX_DEPTH = 16;

/**
 * The paths of the refused texts in a value (`itinerary.0.title`), and of anything nested deeper
 * than MAX_DEPTH. A loop, not recursion: a deep value cannot overflow the stack.
 */
function refusedTexts(root: unknown, multiline: ReadonlySet<string>): PropertyKey[][] {
  const found: PropertyKey[][] = [];
  const stack: Array<{ value: unknown; path: PropertyKey[]; field?: string }> = [
    { value: root, path: [] },
  ];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const { value, path, field } = next;
    if (path.length > MAX_DEPTH) {
      found.push(path.slice(0, MAX_DEPTH));
    } else if (typeof value === 'string') {
      const lines = field !== undefined && multiline.has(field);
      if (NOT_TEXT.test(value) || (!lines && LINE_CONTROLS.test(value))) found.push(path);
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => stack.push({ value: item, path: [...path, index], field }));
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        stack.push({ value: item, path: [...path, key], field: key });
      }
    }
  }
  return found;
}

/**
 * A request body: strict (an unknown key is refused, not dropped) and every text in it, at any
 * depth, free of control characters and lone surrogates. `multiline` names the fields (by their
 * own key: `description` also covers `itinerary.0.description`) that may hold line breaks and tabs.
 */
export function requestObject<Shape extends z.core.$ZodLooseShape>(
  shape: Shape,
  multiline: readonly string[] = [],
) {
  return z.strictObject(shape, strictObjectError()).check(plainTexts(multiline));
}

/**
 * The text rule alone: every text in the value free of control characters and lone surrogates,
 * refused under its own path. For a list's query object, whose unknown keys stay ignored.
 */
export function plainTexts(multiline: readonly string[] = []) {
  const lines = new Set(multiline);
  return z.superRefine((value: unknown, ctx) => {
    for (const path of refusedTexts(value, lines)) {
      ctx.addIssue({ code: 'custom', message: INPUT_MESSAGES.characters, path, input: value });
    }
  });
}
